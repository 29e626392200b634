/**
 * A vacation holds a player's mails as well as their clock (issue 44): no turn mail and no claim offer reaches a
 * player who is away; when they come back (ending the vacation early, or when its days are over) they get what is
 * still current, as the game then stands. A game that refuses vacations runs its clock on, and its mails go out.
 * Read from what a real SMTP server received.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import type { PerMoveTimeControl } from '../../src/cadence/time-control.js';
import type { RaceState } from '../support/race-ruleset.js';
import { advance, cadenceApp, player, startRace, startSmtp, type Player, type SmtpSink } from './support.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tc = (vacationAllowed = true): PerMoveTimeControl => ({ kind: 'per-move', perMoveSeconds: 86_400, bankCapSeconds: 2 * 86_400, reminderSeconds: 0, onTimeout: 'claim', vacationAllowed });

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await cadenceApp({ SMTP_URL: smtp.url });
  await t.app.ready();
  t.clock.set('2026-03-02T10:00:00Z');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mailsTo = (p: Player) => smtp.mails.filter((m) => m.to.includes(p.email));
const turnOf = async (gameId: string) => ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as RaceState).turn;

/** A game in which `away` waits for `mover`'s move, all mails so far delivered. */
async function gameWaitingFor(mover: Player, away: Player, vacationAllowed = true): Promise<{ gameId: string; moverSeat: string; awaySeat: string }> {
  for (;;) {
    const gameId = await startRace(t, mover, away, tc(vacationAllowed));
    await t.ctx.dispatcher.runOnce();
    // Seat a is mover's: a game where the mover moves first.
    if ((await turnOf(gameId)) === 'a') return { gameId, moverSeat: 'a', awaySeat: 'b' };
    await t.ctx.db.pool.query("UPDATE games SET status = 'finished' WHERE id = $1", [gameId]);
  }
}

/** The statuses of an account's deliveries of a kind in a game, oldest first. */
async function statuses(p: Player, gameId: string, kind: string): Promise<string[]> {
  const { rows } = await t.ctx.db.pool.query<{ status: string }>('SELECT status FROM notification_deliveries WHERE account_id = $1 AND game_id = $2 AND kind = $3 ORDER BY id', [p.id, gameId, kind]);
  return rows.map((r) => r.status);
}

it('holds the turn mail and the claim offer of a player on vacation, and sends what is current when they end it', async () => {
  const mover = await player(t);
  const away = await player(t);
  // In one game the away player's turn comes while they are away; in another, the mover's time runs out, which would offer them the win.
  const turn = await gameWaitingFor(mover, away);
  const claim = await gameWaitingFor(mover, away);
  expect((await t.ctx.cadence.vacations.start(away.id, 5)).ok).toBe(true);
  const before = mailsTo(away).length;
  expect((await t.ctx.play.execute(turn.gameId, turn.moverSeat, { type: 'roll' })).ok).toBe(true);
  await advance(t, DAY + HOUR);
  await t.ctx.cadence.scheduler.runOnce();
  await t.ctx.dispatcher.runOnce();
  expect(mailsTo(away)).toHaveLength(before);
  expect(await statuses(away, turn.gameId, 'turn')).toEqual(['waiting']);
  expect(await statuses(away, claim.gameId, 'claimable')).toEqual(['waiting']);

  // Back: the games restart the clock, and the held mails go, saying the game as it stands now.
  expect(await t.ctx.cadence.vacations.end(away.id)).toBe(true);
  await t.ctx.dispatcher.runOnce();
  const got = mailsTo(away).slice(before);
  expect(got.map((m) => m.subject).sort()).toEqual(['You may claim the win in Race (test ruleset)', 'Your turn in Race (test ruleset)']);
  const turnMail = got.find((m) => m.subject.startsWith('Your turn'))!;
  expect(turnMail.text).toContain('- You went on vacation: your clock stopped.\n');
  expect(turnMail.text).toContain('- You are back from vacation.\n');
  expect(turnMail.text).toContain(`Your deadline: ${new Date(t.clock.now().getTime() + DAY).toUTCString()}.`);
  expect(turnMail.text).not.toContain('held while you are on vacation');
  expect(got.find((m) => m.subject.startsWith('You may claim'))!.text).toContain(`${mover.name} (Racer A) has run out of time`);
});

it('drops on return what the game has overtaken meanwhile (a claim the late player voided by moving)', async () => {
  const mover = await player(t);
  const away = await player(t);
  const claim = await gameWaitingFor(mover, away);
  expect((await t.ctx.cadence.vacations.start(away.id, 5)).ok).toBe(true);
  await advance(t, DAY + HOUR);
  await t.ctx.cadence.scheduler.runOnce();
  await t.ctx.dispatcher.runOnce();
  expect(await statuses(away, claim.gameId, 'claimable')).toEqual(['waiting']);
  // The late player moves after all: there is nothing left to claim, and the turn that follows is the away player's.
  expect((await t.ctx.play.execute(claim.gameId, claim.moverSeat, { type: 'roll' })).ok).toBe(true);
  const before = mailsTo(away).length;
  expect(await t.ctx.cadence.vacations.end(away.id)).toBe(true);
  await t.ctx.dispatcher.runOnce();
  expect(await statuses(away, claim.gameId, 'claimable')).toEqual(['skipped']);
  expect(mailsTo(away).slice(before).map((m) => m.subject)).toEqual(['Your turn in Race (test ruleset)']);
});

it('lets the held mails go when the vacation\'s days are over, once the scheduler has recorded its end', async () => {
  const mover = await player(t);
  const away = await player(t);
  const game = await gameWaitingFor(mover, away);
  expect((await t.ctx.cadence.vacations.start(away.id, 1)).ok).toBe(true);
  expect((await t.ctx.play.execute(game.gameId, game.moverSeat, { type: 'roll' })).ok).toBe(true);
  await t.ctx.dispatcher.runOnce();
  const before = mailsTo(away).length;
  await advance(t, DAY + 1000);
  // Its time is up, but its end is not recorded in the games yet: still held.
  await t.ctx.dispatcher.runOnce();
  expect(mailsTo(away)).toHaveLength(before);
  await t.ctx.cadence.scheduler.runOnce();
  await t.ctx.dispatcher.runOnce();
  expect(mailsTo(away).slice(before).map((m) => m.subject)).toEqual(['Your turn in Race (test ruleset)']);
});

it('holds nothing of a game that refuses vacations: its clock runs on, and its mails say the deadline', async () => {
  const mover = await player(t);
  const away = await player(t);
  const game = await gameWaitingFor(mover, away, false);
  expect((await t.ctx.cadence.vacations.start(away.id, 5)).ok).toBe(true);
  const before = mailsTo(away).length;
  expect((await t.ctx.play.execute(game.gameId, game.moverSeat, { type: 'roll' })).ok).toBe(true);
  await t.ctx.dispatcher.runOnce();
  const got = mailsTo(away).slice(before);
  expect(got.map((m) => m.subject)).toEqual(['Your turn in Race (test ruleset)']);
  expect(got[0]!.text).toContain(`Your deadline: ${new Date(t.clock.now().getTime() + DAY).toUTCString()}.`);
  await t.ctx.cadence.vacations.end(away.id);
});
