/**
 * Mails that say what happened (issue 44, item 2), read from what a real SMTP server received: a turn mail tells, in
 * the log's sentences as the recipient's seat sees them, what the others and the server did since the player's last
 * move, what is asked now and the deadline, naming the players by their account names; time-out, game-over and turn
 * mails go out in the order of what they tell, a server's move at a time-out is named, and after it a seat that must
 * act again is told so on its stream as after any move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import type { PerMoveTimeControl } from '../../src/cadence/time-control.js';
import type { RaceState } from '../support/race-ruleset.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import type { GameCommand } from '../../src/kernel/ruleset.js';
import { createTestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';
import { advance, player, QUIET_ENV, startRace, startSmtp, type Player, type ReceivedMail, type SmtpSink } from './support.js';

const HOUR = 3_600_000;
const tc = (onTimeout: PerMoveTimeControl['onTimeout']): PerMoveTimeControl => ({ kind: 'per-move', perMoveSeconds: 86_400, bankCapSeconds: 2 * 86_400, reminderSeconds: 0, onTimeout, vacationAllowed: true });

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset]), env: { ...QUIET_ENV, SMTP_URL: smtp.url } });
  await t.app.ready();
  t.clock.set('2026-02-02T10:00:00Z');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mailsTo = (p: Player) => smtp.mails.filter((m) => m.to.includes(p.email));
const turnOf = async (app: TestApp, gameId: string) => ((await app.ctx.play.position((await app.ctx.play.meta(gameId))!)).state as RaceState).turn;
/** The values a seat rolled, from the log. */
const rolls = async (app: TestApp, gameId: string, seat: string) => (await app.ctx.store.read(gameId)).flatMap((e) => (e.event.type === 'rolled' && (e.event as unknown as { seat: string }).seat === seat ? [(e.event as unknown as { value: number }).value] : []));
/** The mail's HTML as a reader sees its text: tags gone, entities read. */
const htmlText = (mail: ReceivedMail) => mail.html!.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('a turn mail', () => {
  it("tells what the others did since the player's last move, as the player's seat sees it, what is asked now and the deadline, naming the players", async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b, tc('claim'));
    await t.ctx.dispatcher.runOnce();
    const firstSeat = await turnOf(t, gameId);
    const [first, second] = firstSeat === 'a' ? [a, b] : [b, a];
    const secondSeat = firstSeat === 'a' ? 'b' : 'a';
    const Second = `Racer ${secondSeat.toUpperCase()}`;
    const First = `Racer ${firstSeat.toUpperCase()}`;

    // The first player leaves a secret note, then rolls: the second player's mail names both, the note without its text.
    await advance(t, HOUR);
    expect((await t.ctx.play.execute(gameId, firstSeat, { type: 'note', text: 'feint on the left' } as GameCommand)).ok).toBe(true);
    expect((await t.ctx.play.execute(gameId, firstSeat, { type: 'roll' })).ok).toBe(true);
    await t.ctx.dispatcher.runOnce();
    const mail = mailsTo(second).at(-1)!;
    expect(mail.subject).toBe('Your turn in Race (test ruleset)');
    const [rolled] = await rolls(t, gameId, firstSeat);
    const deadline = new Date(t.clock.now().getTime() + 86_400_000).toUTCString();
    const you = (seat: string) => (seat === secondSeat ? ', you' : '');
    const players = `Players: ${a.name} (Racer A${you('a')}); ${b.name} (Racer B${you('b')}).`;
    expect(mail.text).toContain(
      // The second player has not moved yet: the story goes back to the start.
      [players, '', 'Since your last move:', `- The race began: racer ${firstSeat} first.`, `- Racer ${firstSeat} left a note.`, `- Racer ${firstSeat} rolled ${rolled}.`, '', 'Asked of you now: Roll the die (or leave a note first).', '- Roll the die', '', `Your deadline: ${deadline}.`].join('\n'),
    );
    expect(mail.text).toContain(`(${Second}, you)`);
    expect(mail.text).toContain(`${first.name} (${First})`);
    expect(mail.text).not.toMatch(/\bSeat [ab]\b/);
    // Hidden information stays hidden, in both parts.
    expect(mail.text).not.toContain('feint');
    expect(mail.html).not.toContain('feint');
    const html = htmlText(mail);
    for (const line of ['Since your last move:', `Racer ${firstSeat} left a note.`, `Racer ${firstSeat} rolled ${rolled}.`, 'Asked of you now: Roll the die (or leave a note first).', `Your deadline: ${deadline}.`, `${first.name} (${First})`]) expect(html).toContain(line);

    // The second player rolls: the first player's mail tells that roll, and nothing of the first player's own moves.
    expect((await t.ctx.play.execute(gameId, secondSeat, { type: 'roll' })).ok).toBe(true);
    await t.ctx.dispatcher.runOnce();
    const back = mailsTo(first).at(-1)!;
    const [answered] = await rolls(t, gameId, secondSeat);
    expect(back.text).toContain(`Since your last move:\n- Racer ${secondSeat} rolled ${answered}.\n\nAsked of you now`);
    // Their own note, whole, is theirs to read in the log; the mail tells only what came after.
    expect(back.text).not.toContain('left a note');
  });
});

/** Starts a race game with a time control and lets the first seat's deadline pass; answers who was late and who not. */
async function lateGame(app: TestApp, policy: PerMoveTimeControl['onTimeout']) {
  const a = await player(app);
  const b = await player(app);
  const gameId = await startRace(app, a, b, tc(policy));
  await app.ctx.dispatcher.runOnce();
  const lateSeat = await turnOf(app, gameId);
  const [late, other] = lateSeat === 'a' ? [a, b] : [b, a];
  const count = smtp.mails.length;
  await advance(app, 24 * HOUR);
  await app.ctx.cadence.scheduler.runOnce();
  await app.ctx.dispatcher.runOnce();
  // The scheduler runs every game's clock (the earlier tests' too): only this game's players' mails.
  return { gameId, lateSeat, late, other, sent: smtp.mails.slice(count).filter((m) => m.to.includes(late.email) || m.to.includes(other.email)) };
}

describe('time-out mails', () => {
  it('under default-move: the time-out mail names the move the server made, and comes before the turn mail it leads to, which tells it too', async () => {
    const { gameId, lateSeat, late, other, sent } = await lateGame(t, 'default-move');
    const [rolled] = await rolls(t, gameId, lateSeat);
    expect(sent.map((m) => [m.to[0], m.subject])).toEqual([
      [late.email, 'You ran out of time in Race (test ruleset)'],
      [other.email, 'Your turn in Race (test ruleset)'],
    ]);
    expect(sent[0]!.text).toContain('The server has played a move for you, and the game goes on.\n\nThe server played for you:\n- Roll the die\n');
    expect(htmlText(sent[0]!)).toContain('Roll the die');
    expect(sent[1]!.text).toContain(`- ${late.name}'s time ran out: the server moved for them.\n- Racer ${lateSeat} rolled ${rolled}.\n`);
  });

  it('under forfeit: "You ran out of time" comes before "Game over", which names the winner', async () => {
    const { lateSeat, late, other, sent } = await lateGame(t, 'forfeit');
    const otherSeat = lateSeat === 'a' ? 'b' : 'a';
    expect(sent.filter((m) => m.to.includes(late.email)).map((m) => m.subject)).toEqual(['You ran out of time in Race (test ruleset)', 'Game over: Race (test ruleset)']);
    expect(sent[0]!.to).toEqual([late.email]);
    const over = sent.find((m) => m.to.includes(late.email) && m.subject.startsWith('Game over'))!;
    expect(over.text).toContain(`You lost (winners: ${other.name} (Racer ${otherSeat.toUpperCase()})).`);
    expect(sent.find((m) => m.to.includes(other.email))!.text).toContain(`You won (winners: ${other.name} (Racer ${otherSeat.toUpperCase()})).`);
  });
});

describe('after a server move that leaves the seat to act again', () => {
  // The server's move at a time-out is a note here: the seat still has its turn, on a new deadline.
  const noter = { ...raceRuleset, bot: () => ({ type: 'note' as const, text: 'the server moved' }) };
  let n: TestApp;
  beforeAll(async () => {
    n = await createTestApp({ rulesets: new RulesetRegistry([noter]), env: { ...QUIET_ENV, SMTP_URL: smtp.url } });
    n.clock.set('2026-02-02T10:00:00Z');
  });
  afterAll(() => n?.close());

  it('mails the time-out, then the turn with its new deadline, to a player with no stream open', async () => {
    const { late, sent } = await lateGame(n, 'default-move');
    const deadline = new Date(n.clock.now().getTime() + 86_400_000).toUTCString();
    expect(sent.map((m) => [m.to[0], m.subject])).toEqual([
      [late.email, 'You ran out of time in Race (test ruleset)'],
      [late.email, 'Your turn in Race (test ruleset)'],
    ]);
    expect(sent[0]!.text).toContain('The server played for you:\n- Leave a note: the server moved\n');
    expect(sent[1]!.text).toContain("- Your time ran out: the server moved for you.\n");
    expect(sent[1]!.text).toContain(`Your deadline: ${deadline}.`);
  });

  it("pushes the time-out and then a your-turn with the new deadline to the player's personal stream", async () => {
    const base = await n.listen();
    const a = await player(n);
    const b = await player(n);
    const gameId = await startRace(n, a, b, tc('default-move'));
    const lateSeat = await turnOf(n, gameId);
    const late = lateSeat === 'a' ? a : b;
    const stream = await StreamClient.open(base, '/me/stream', late.auth.authorization.slice('Bearer '.length));
    try {
      await stream.next('hello');
      const first = await stream.next('your-turn', (m) => m.gameId === gameId);
      await advance(n, 24 * HOUR);
      await n.ctx.cadence.scheduler.runOnce();
      expect(await stream.next('notice', (m) => m.gameId === gameId && m.kind === 'timeout')).toMatchObject({ seat: lateSeat, policy: 'default-move' });
      const again = await stream.next('your-turn', (m) => m.gameId === gameId);
      expect(again.version).toBeGreaterThan(first.version);
      expect(again.deadline).toBe(new Date(n.clock.now().getTime() + 86_400_000).toISOString());
      expect(stream.invalid).toEqual([]);
    } finally {
      await stream.close();
    }
  });
});
