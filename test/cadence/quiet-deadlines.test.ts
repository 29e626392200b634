/**
 * No time-out without a notice (issue 44, found by review: a 60 s deadline passed inside a player's quiet hours with
 * nothing delivered, and the other player was mailed at once that he might claim the win). A deadline that comes
 * while its player's quiet hours hold their notices is held until after them (src/cadence/quiet-deadlines.ts): the
 * turn notice (with the new deadline) and the reminder go out when the quiet hours end, and only then may the clock
 * run out. Quiet hours changed or turned off let what they held go at once. A real database, a real SMTP server and
 * a ManualClock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { advance, api, cadenceApp, player, startRace, startSmtp, type Player, type SmtpSink } from '../notifications/support.js';
import type { PerMoveTimeControl } from '../../src/cadence/time-control.js';
import { verify } from '../../src/kernel/engine.js';
import { raceRuleset, type RaceState } from '../support/race-ruleset.js';

const MINUTE = 60_000;
/** An hour a move, a reminder a quarter of an hour before the deadline; the other players may claim the win when it runs out. */
const HOURLY: PerMoveTimeControl = { kind: 'per-move', perMoveSeconds: 3600, bankCapSeconds: 3600, reminderSeconds: 900, onTimeout: 'claim', vacationAllowed: true };

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await cadenceApp({ SMTP_URL: smtp.url });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mailsTo = (p: Player) => smtp.mails.filter((m) => m.to.includes(p.email));
const controlEvents = async (gameId: string) => (await t.ctx.store.read(gameId)).map((e) => e.event).filter((e) => e.type.startsWith('sortie.')) as unknown as { type: string; seat?: string; deadline?: string }[];

async function setQuiet(p: Player, quietHours: { start: string; end: string; timeZone: string } | null): Promise<void> {
  const res = await api(t).put('/me/notifications/preferences').set(p.auth).send({ quietHours });
  expect(res.status, res.text).toBe(200);
}

/** A race game on the hourly clock: its id, the seat to move, its player and the other. */
async function hourlyRace(): Promise<{ gameId: string; seat: string; mover: Player; other: Player }> {
  const [a, b] = [await player(t), await player(t)];
  const gameId = await startRace(t, a, b, HOURLY);
  const seat = ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as RaceState).turn;
  return { gameId, seat, mover: seat === 'a' ? a : b, other: seat === 'a' ? b : a };
}

/** Moves the clock to `iso`, then runs the scheduler and the dispatcher as the service's loops would. */
async function at(iso: string): Promise<void> {
  await advance(t, Date.parse(iso) - t.clock.now().getTime());
  await t.ctx.cadence.scheduler.runOnce();
  await t.ctx.dispatcher.runOnce();
}

async function expectAuditable(gameId: string): Promise<void> {
  const meta = (await t.ctx.play.meta(gameId))!;
  expect(verify(raceRuleset, meta.options, await t.ctx.store.read(gameId), meta.seed)).toMatchObject({ ok: true });
}

describe('a deadline inside quiet hours', () => {
  it('is held until the quiet hours end and the reminder lead after: the new deadline and the reminder are mailed first, and only then does the clock run out', async () => {
    t.clock.set('2026-03-02T21:30:00Z');
    const { gameId, seat, mover, other } = await hourlyRace();
    await setQuiet(mover, { start: '22:00', end: '07:00', timeZone: 'UTC' });
    await t.ctx.dispatcher.runOnce();
    expect(mailsTo(mover).map((m) => m.subject)).toEqual(['Your turn in Race (test ruleset)']);

    await at('2026-03-02T22:15:00Z'); // the reminder is due, inside the quiet hours: held
    await at('2026-03-02T22:30:00Z'); // the deadline: held too, not a timeout
    const held = (await controlEvents(gameId)).filter((e) => e.type === 'sortie.deadline-held' || e.type === 'sortie.timed-out');
    expect(held).toEqual([{ type: 'sortie.deadline-held', seat, at: '2026-03-02T22:30:00.000Z', deadline: '2026-03-03T07:15:00.000Z' }]);
    expect(mailsTo(mover)).toHaveLength(1);
    expect(mailsTo(other).filter((m) => /claim/i.test(m.subject))).toEqual([]);
    const clocks = await api(t).get(`/games/${gameId}/clocks`);
    expect((clocks.body as { clocks: { seat: string; deadline: string | null }[] }).clocks.find((c) => c.seat === seat)!.deadline).toBe('2026-03-03T07:15:00.000Z');

    await at('2026-03-03T06:59:00Z');
    expect(mailsTo(mover)).toHaveLength(1);
    await at('2026-03-03T07:00:00Z'); // the quiet hours end: the turn with its new deadline, and the reminder
    const woke = mailsTo(mover).slice(1);
    expect(woke.map((m) => m.subject).sort()).toEqual(['Reminder: your move in Race (test ruleset) is due soon', 'Your turn in Race (test ruleset)']);
    for (const mail of woke) expect(mail.text).toMatch(/03 Mar 2026,? 07:15/);
    expect(woke.some((m) => m.text.includes('22:30'))).toBe(false); // the reminder naming the old deadline went nowhere

    await at('2026-03-03T07:15:00Z'); // now, awake and told, the time runs out
    expect((await controlEvents(gameId)).filter((e) => e.type === 'sortie.timed-out')).toHaveLength(1);
    expect(mailsTo(mover).at(-1)!.subject).toBe('You ran out of time in Race (test ruleset)');
    expect(mailsTo(other).at(-1)!.subject).toBe('You may claim the win in Race (test ruleset)');
    await expectAuditable(gameId);
  });

  it('is held when the quiet hours were set while the clock ran, and a move in the night plays as ever', async () => {
    t.clock.set('2026-03-05T10:00:00Z');
    const { gameId, seat, mover } = await hourlyRace();
    await at('2026-03-05T10:20:00Z');
    await setQuiet(mover, { start: '10:40', end: '12:00', timeZone: 'UTC' });
    await at('2026-03-05T11:00:00Z');
    expect((await controlEvents(gameId)).filter((e) => e.type === 'sortie.deadline-held')).toEqual([{ type: 'sortie.deadline-held', seat, at: '2026-03-05T11:00:00.000Z', deadline: '2026-03-05T12:15:00.000Z' }]);
    // The player moves in the night (from the web, say): the clock is charged and refilled as for any move.
    const moved = await t.ctx.play.execute(gameId, seat, { type: 'roll' });
    expect(moved.ok).toBe(true);
    expect((await controlEvents(gameId)).filter((e) => e.type === 'sortie.timed-out')).toEqual([]);
    await expectAuditable(gameId);
  });

  it('is held, not timed out, for a move that comes after it before the scheduler ran (CadenceHooks.overdue), under forfeit too', async () => {
    t.clock.set('2026-03-07T21:30:00Z');
    const [a, b] = [await player(t), await player(t)];
    const gameId = await startRace(t, a, b, { ...HOURLY, onTimeout: 'forfeit' });
    const seat = ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as RaceState).turn;
    const mover = seat === 'a' ? a : b;
    await setQuiet(mover, { start: '22:00', end: '07:00', timeZone: 'UTC' });
    // The deadline (22:30) passes in the night with no scheduler round; the player moves at 22:40.
    await advance(t, 70 * MINUTE);
    const moved = await t.ctx.play.execute(gameId, seat, { type: 'roll' });
    expect(moved.ok, JSON.stringify(moved)).toBe(true);
    const events = await controlEvents(gameId);
    expect(events.filter((e) => e.type === 'sortie.deadline-held')).toEqual([{ type: 'sortie.deadline-held', seat, at: '2026-03-07T22:40:00.000Z', deadline: '2026-03-08T07:15:00.000Z' }]);
    expect(events.map((e) => e.type)).not.toContain('sortie.forfeited');
    // The move was taken: the clocks passed to the other seat.
    expect(events.filter((e) => e.type === 'sortie.clock-started').at(-1)).toMatchObject({ seat: seat === 'a' ? 'b' : 'a' });
    await expectAuditable(gameId);
  });

  it('is applied as ever for a move that comes after it outside quiet hours', async () => {
    t.clock.set('2026-03-08T12:00:00Z');
    const [a, b] = [await player(t), await player(t)];
    const gameId = await startRace(t, a, b, { ...HOURLY, onTimeout: 'forfeit' });
    const seat = ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as RaceState).turn;
    await setQuiet(seat === 'a' ? a : b, { start: '22:00', end: '07:00', timeZone: 'UTC' });
    await advance(t, 70 * MINUTE);
    expect(await t.ctx.play.execute(gameId, seat, { type: 'roll' })).toMatchObject({ ok: false, reason: 'out-of-time' });
    expect((await controlEvents(gameId)).map((e) => e.type)).toContain('sortie.forfeited');
  });

  it('times out as ever outside quiet hours', async () => {
    t.clock.set('2026-03-06T12:00:00Z');
    const { gameId, mover } = await hourlyRace();
    await setQuiet(mover, { start: '22:00', end: '07:00', timeZone: 'UTC' });
    await at('2026-03-06T13:00:00Z');
    const events = (await controlEvents(gameId)).map((e) => e.type);
    expect(events).toContain('sortie.timed-out');
    expect(events).not.toContain('sortie.deadline-held');
  });
});

describe('quiet hours changed', () => {
  it('turned off, let the notices they held go at once', async () => {
    t.clock.set('2026-03-09T23:00:00Z');
    const [a, b] = [await player(t), await player(t)];
    await setQuiet(a, { start: '22:00', end: '07:00', timeZone: 'UTC' });
    await setQuiet(b, { start: '22:00', end: '07:00', timeZone: 'UTC' });
    const gameId = await startRace(t, a, b, HOURLY);
    await t.ctx.dispatcher.runOnce();
    const seat = ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as RaceState).turn;
    const mover = seat === 'a' ? a : b;
    expect(mailsTo(mover)).toEqual([]);
    const history = await api(t).get('/me/notifications/deliveries').set(mover.auth);
    expect((history.body as { deliveries: { kind: string; status: string }[] }).deliveries).toMatchObject([{ kind: 'turn', status: 'waiting' }]);
    await setQuiet(mover, null);
    await t.ctx.dispatcher.runOnce(); // no time has passed
    expect(mailsTo(mover).map((m) => m.subject)).toEqual(['Your turn in Race (test ruleset)']);
    expect(mailsTo(seat === 'a' ? b : a)).toEqual([]); // whoever keeps their quiet hours keeps their mails held
  });
});

describe('heldFor', () => {
  it('is the reminder lead, or a quarter of the time per move when that is longer', async () => {
    const { heldFor } = await import('../../src/cadence/quiet-deadlines.js');
    expect(heldFor({ perMoveMs: 60 * MINUTE, bankCapMs: 60 * MINUTE, reminderMs: 15 * MINUTE, onTimeout: 'claim', vacationAllowed: true })).toBe(15 * MINUTE);
    expect(heldFor({ perMoveMs: 60 * MINUTE, bankCapMs: 60 * MINUTE, reminderMs: 0, onTimeout: 'claim', vacationAllowed: true })).toBe(15 * MINUTE);
    expect(heldFor({ perMoveMs: 60 * MINUTE, bankCapMs: 60 * MINUTE, reminderMs: 30 * MINUTE, onTimeout: 'claim', vacationAllowed: true })).toBe(30 * MINUTE);
  });
});
