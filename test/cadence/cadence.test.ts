/**
 * Deadlines, reminders, the three timeout policies and vacations, end to end
 * on a real database with a ManualClock: the clock is moved, the scheduler
 * run, and the game's log (the audit) says what happened and why.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { advance, api, cadenceApp, player, startRace, startSmtp, type Player, type SmtpSink } from '../notifications/support.js';
import type { PerMoveTimeControl } from '../../src/cadence/time-control.js';
import { verify } from '../../src/kernel/engine.js';
import type { LogEntry } from '../../src/kernel/log.js';
import type { RaceState } from '../support/race-ruleset.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { GamePlay } from '../../src/games/game-play.js';
import { EventStore } from '../../src/store/event-store.js';
import { CadenceStore } from '../../src/cadence/cadence-store.js';
import { CadenceHooks } from '../../src/cadence/play-hooks.js';
import { Cadence } from '../../src/cadence/cadence.js';
import { StreamClient } from '../support/stream-client.js';
import { expectProblem } from '../api/support.js';
import { StreamReads } from '../../src/realtime/stream-reads.js';
import { migrationsDir } from '../../src/store/schema-engine.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tc = (onTimeout: PerMoveTimeControl['onTimeout'], vacationAllowed = true): PerMoveTimeControl => ({
  kind: 'per-move',
  perMoveSeconds: 86_400,
  bankCapSeconds: 2 * 86_400,
  reminderSeconds: 6 * 3600,
  onTimeout,
  vacationAllowed,
});

let smtp: SmtpSink;
let t: TestApp;
/** Where the app listens, for the stream tests. */
let base: string;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await cadenceApp({ SMTP_URL: smtp.url });
  base = await t.listen();
  t.clock.set('2026-02-02T10:00:00Z');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function log(gameId: string): Promise<LogEntry[]> {
  return t.ctx.store.read(gameId);
}
const controlEvents = async (gameId: string) => (await log(gameId)).filter((e) => e.event.type.startsWith('sortie.')).map((e) => e.event);

async function turn(gameId: string): Promise<string> {
  return ((await t.ctx.play.position((await t.ctx.play.meta(gameId))!)).state as RaceState).turn;
}

async function seatAccount(gameId: string, seat: string, a: Player, b: Player): Promise<Player> {
  return seat === 'a' ? a : b;
}

/** A forfeit-timed race game a second before its first deadline: its id, the seat to move and that seat's player. */
async function justBeforeDeadline(): Promise<{ gameId: string; seat: string; mover: Player }> {
  const [a, b] = [await player(t), await player(t)];
  const gameId = await startRace(t, a, b, tc('forfeit'));
  const seat = await turn(gameId);
  await advance(t, DAY - 1000);
  return { gameId, seat, mover: await seatAccount(gameId, seat, a, b) };
}

/** A claim-timed race game just started: its id, the seat to move (which will run late), its player, and the other player. */
async function claimRace(): Promise<{ gameId: string; lateSeat: string; late: Player; other: Player }> {
  const a = await player(t);
  const b = await player(t);
  const gameId = await startRace(t, a, b, tc('claim'));
  const lateSeat = await turn(gameId);
  const late = await seatAccount(gameId, lateSeat, a, b);
  return { gameId, lateSeat, late, other: late === a ? b : a };
}

async function clocks(gameId: string) {
  const res = await api(t).get(`/games/${gameId}/clocks`);
  expect(res.status, res.text).toBe(200);
  return res.body as { timeControl: PerMoveTimeControl | null; clocks: { seat: string; running: boolean; deadline: string | null; remainingSeconds: number; onVacation: boolean; outOfTime: boolean }[] };
}

async function outbox(gameId: string, kind: string): Promise<{ account_id: string; payload: Record<string, unknown> }[]> {
  const { rows } = await t.ctx.db.pool.query<{ account_id: string; payload: Record<string, unknown> }>('SELECT account_id, payload FROM outbox WHERE game_id = $1 AND kind = $2 ORDER BY id', [gameId, kind]);
  return rows;
}

/** The whole log replays from its causes with the revealed seed: the audit holds. */
async function expectAuditable(gameId: string): Promise<void> {
  const meta = (await t.ctx.play.meta(gameId))!;
  expect(verify(raceRuleset, meta.options, await log(gameId), meta.seed), gameId).toMatchObject({ ok: true });
}

describe('time controls', () => {
  it('are chosen at creation, recorded in the log at the start, and kept with each move', async () => {
    const a = await player(t);
    const b = await player(t);
    const bad = await api(t).post('/games').set(a.auth).send({ ruleset: 'race', options: { target: 100 }, seat: 'a', timeControl: { kind: 'per-move', perMoveSeconds: 86_400, bankCapSeconds: 3600 } });
    expect(bad.status, bad.text).toBe(400);
    expect((bad.body as { code: string }).code).toBe('invalid-time-control');
    const created = await api(t).post('/games').set(a.auth).send({ ruleset: 'race', options: { target: 100 }, seat: 'a', timeControl: { kind: 'per-move', perMoveSeconds: 86_400, bankCapSeconds: 172_800 } });
    expect(created.status, created.text).toBe(201);
    const gameId = (created.body as { id: string }).id;
    const chosen = { kind: 'per-move', perMoveSeconds: 86_400, bankCapSeconds: 172_800, reminderSeconds: 21_600, onTimeout: 'claim', vacationAllowed: true };
    expect((await clocks(gameId)).timeControl).toEqual(chosen);
    // The lobby shows it too, so that a player knows the pace before taking a seat (found by review); a game without one shows null.
    expect((created.body as { timeControl: unknown }).timeControl).toEqual(chosen);
    expect(((await api(t).get(`/games/${gameId}`).set(b.auth)).body as { timeControl: unknown }).timeControl).toEqual(chosen);
    const untimed = await api(t).post('/games').set(a.auth).send({ ruleset: 'race', options: { target: 100 }, seat: 'a' });
    expect((untimed.body as { timeControl: unknown }).timeControl).toBeNull();
    expect((await api(t).post(`/games/${gameId}/seats`).set(b.auth).send({ seat: 'b' })).status).toBe(200);
    expect((await api(t).post(`/games/${gameId}/start`).set(a.auth)).status).toBe(200);
    const startedAt = t.clock.now().getTime();
    const first = await turn(gameId);
    expect(await controlEvents(gameId)).toEqual([
      { type: 'sortie.time-control-set', at: new Date(startedAt).toISOString(), seats: ['a', 'b'], timeControl: { perMoveMs: DAY, bankCapMs: 2 * DAY, reminderMs: 6 * HOUR, onTimeout: 'claim', vacationAllowed: true } },
      { type: 'sortie.clock-started', seat: first, at: new Date(startedAt).toISOString(), deadline: new Date(startedAt + DAY).toISOString() },
    ]);
    expect((await outbox(gameId, 'turn'))[0]!.payload).toMatchObject({ seat: first, deadline: new Date(startedAt + DAY).toISOString() });

    await advance(t, 3 * HOUR);
    const moved = await api(t).post(`/games/${gameId}/commands`).set((await seatAccount(gameId, first, a, b)).auth).send({ command: { type: 'roll' } });
    expect(moved.status, moved.text).toBe(200);
    const view = await clocks(gameId);
    expect(view.clocks.find((c) => c.seat === first)).toMatchObject({ running: false, remainingSeconds: 45 * 3600 });
    expect(view.clocks.find((c) => c.seat !== first)).toMatchObject({ running: true, remainingSeconds: 24 * 3600, deadline: new Date(startedAt + 3 * HOUR + DAY).toISOString() });
    // The lobby shows it too, so a player's list of games waiting for them says which is most urgent.
    const second = first === 'a' ? 'b' : 'a';
    const waiting = await api(t).get('/games?waitingForMe=true').set((await seatAccount(gameId, second, a, b)).auth);
    expect((waiting.body as { games: { id: string; deadlines: unknown }[] }).games.find((g) => g.id === gameId)?.deadlines).toEqual({ [second]: new Date(startedAt + 3 * HOUR + DAY).toISOString() });
    expect(((await api(t).get(`/games/${gameId}`)).body as { deadlines: unknown }).deadlines).toEqual({ [second]: new Date(startedAt + 3 * HOUR + DAY).toISOString() });
    expect(((await api(t).get(`/games/${(untimed.body as { id: string }).id}`)).body as { deadlines: unknown }).deadlines).toEqual({});
    await expectAuditable(gameId);
  });

  it("are in a command's answer: the deadline of each seat it leaves to act (found by review: a client had to read the game again)", async () => {
    const { gameId, lateSeat: mover, late, other } = await claimRace();
    const next = mover === 'a' ? 'b' : 'a';
    await advance(t, HOUR);
    const moved = await api(t).post(`/games/${gameId}/commands`).set(late.auth).send({ command: { type: 'roll' } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ awaiting: [next], deadlines: { [next]: new Date(t.clock.now().getTime() + DAY).toISOString() } });
    const untimed = await startRace(t, late, other);
    const seat = await turn(untimed);
    const plain = await api(t).post(`/games/${untimed}/commands`).set((seat === 'a' ? late : other).auth).send({ command: { type: 'roll' } });
    expect(plain.status, plain.text).toBe(200);
    expect((plain.body as { deadlines: unknown }).deadlines).toEqual({});
  });

  it('follow a batch of commands as they follow one command: the mover charged and refilled once, the next seat started and told once', async () => {
    const { gameId, lateSeat: mover, late } = await claimRace();
    const next = mover === 'a' ? 'b' : 'a';
    await advance(t, HOUR);
    const before = (await log(gameId)).length;
    const moved = await api(t).post(`/games/${gameId}/commands`).set(late.auth).send({ commands: [{ type: 'note', text: 'one' }, { type: 'note', text: 'two' }, { type: 'roll' }] });
    expect(moved.status, moved.text).toBe(200);
    const added = (await log(gameId)).slice(before).map((e) => e.event);
    expect(added.map((e) => e.type).slice(0, 3)).toEqual(['noted', 'noted', 'rolled']);
    expect(added.slice(3)).toEqual(
      expect.arrayContaining([
        { type: 'sortie.clock-stopped', seat: mover, at: t.clock.now().toISOString(), usedMs: HOUR, bankMs: 2 * DAY - HOUR, moved: true },
        { type: 'sortie.clock-started', seat: next, at: t.clock.now().toISOString(), deadline: new Date(t.clock.now().getTime() + DAY).toISOString() },
      ]),
    );
    expect(added).toHaveLength(5);
    expect((await outbox(gameId, 'turn')).filter((n) => n.payload.seat === next)).toEqual([expect.objectContaining({ payload: expect.objectContaining({ version: before + 5 }) as unknown })]);
    expect(moved.body).toMatchObject({ awaiting: [next], deadlines: { [next]: new Date(t.clock.now().getTime() + DAY).toISOString() } });
    await expectAuditable(gameId);
  });

  it('bring the clocks in line after a take-back without counting it a move', async () => {
    const { gameId, lateSeat: mover, late } = await claimRace();
    await advance(t, HOUR);
    const unnoted = (await log(gameId)).length;
    const noted = await api(t).post(`/games/${gameId}/commands`).set(late.auth).send({ commands: [{ type: 'note', text: 'one' }] });
    expect((noted.body as { takeBack: unknown }).takeBack).toEqual({ commands: 1, toVersion: unnoted });
    await advance(t, HOUR);
    const before = (await log(gameId)).length;
    const back = await api(t).post(`/games/${gameId}/takeback`).set(late.auth).send({ commands: 1 });
    expect(back.status, back.text).toBe(200);
    // Its clock kept running (no refill, as there was no move); nothing else changed.
    expect((await log(gameId)).slice(before).map((e) => e.event.type)).toEqual(['sortie.taken-back']);
    expect((await clocks(gameId)).clocks.find((c) => c.seat === mover)).toMatchObject({ running: true, remainingSeconds: 24 * 3600 - 2 * 3600 + 24 * 3600 });
    await expectAuditable(gameId);
  });

  it('send a reminder before the deadline, once, by email to a player not connected', async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b, tc('claim'));
    const late = await seatAccount(gameId, await turn(gameId), a, b);
    await advance(t, 18 * HOUR - 1);
    await t.ctx.cadence.scheduler.runOnce();
    expect((await controlEvents(gameId)).map((e) => e.type)).not.toContain('sortie.reminded');
    await advance(t, 1);
    await t.ctx.cadence.scheduler.runOnce();
    await t.ctx.cadence.scheduler.runOnce();
    expect((await controlEvents(gameId)).filter((e) => e.type === 'sortie.reminded')).toHaveLength(1);
    expect(await outbox(gameId, 'reminder')).toMatchObject([{ account_id: late.id }]);
    await t.ctx.dispatcher.runOnce();
    const mail = smtp.mails.find((m) => m.to.includes(late.email) && m.subject.startsWith('Reminder'));
    expect(mail?.text).toContain(`https://sortie.test/play/games/${gameId}`);
  });

  it("push reminders, timeouts and claimable games to the players' personal streams", async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b, tc('claim'));
    const lateSeat = await turn(gameId);
    const [late, other] = lateSeat === 'a' ? [a, b] : [b, a];
    const open = async (p: Player) => {
      const stream = await StreamClient.open(base, '/me/stream', p.auth.authorization.slice('Bearer '.length));
      await stream.next('hello');
      return stream;
    };
    const [lateStream, otherStream] = [await open(late), await open(other)];
    try {
      const startedAt = t.clock.now().getTime();
      await advance(t, 18 * HOUR);
      await t.ctx.cadence.scheduler.runOnce();
      expect(await lateStream.next('notice', (m) => m.gameId === gameId)).toEqual({
        type: 'notice',
        kind: 'reminder',
        gameId,
        name: null,
        version: expect.any(Number) as number,
        seat: lateSeat,
        deadline: new Date(startedAt + DAY).toISOString(),
      });
      await advance(t, 6 * HOUR);
      await t.ctx.cadence.scheduler.runOnce();
      expect(await lateStream.next('notice', (m) => m.gameId === gameId && m.kind === 'timeout')).toMatchObject({ seat: lateSeat, policy: 'claim' });
      expect(await otherStream.next('notice', (m) => m.gameId === gameId)).toMatchObject({ kind: 'claimable', against: lateSeat });
      expect([...lateStream.invalid, ...otherStream.invalid]).toEqual([]);
    } finally {
      await Promise.all([lateStream.close(), otherStream.close()]);
    }
  });

  it("tell a player's streams when the move they are waited for is due", async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b, tc('claim'));
    const startedAt = t.clock.now().getTime();
    const first = await turn(gameId);
    const [mover, waiter] = first === 'a' ? [a, b] : [b, a];
    const second = first === 'a' ? 'b' : 'a';
    const open = async (p: Player, path: string) => {
      const stream = await StreamClient.open(base, path, p.auth.authorization.slice('Bearer '.length));
      await stream.next('hello');
      return stream;
    };
    // At connect, from the game's row: the games waiting for you, each with its deadline.
    const moverStream = await open(mover, '/me/stream');
    const [waiterStream, waiterGame] = [await open(waiter, '/me/stream'), await open(waiter, `/games/${gameId}/stream?after=0`)];
    try {
      expect(await moverStream.next('your-turn', (m) => m.gameId === gameId)).toEqual({ type: 'your-turn', gameId, name: null, seat: first, version: expect.any(Number) as number, prompts: expect.any(Array) as unknown[], deadline: new Date(startedAt + DAY).toISOString() });
      await advance(t, 3 * HOUR);
      const moved = await api(t).post(`/games/${gameId}/commands`).set(mover.auth).send({ command: { type: 'roll' } });
      expect(moved.status, moved.text).toBe(200);
      const deadline = new Date(startedAt + 3 * HOUR + DAY).toISOString();
      // Live, from the position the move reached: on the personal stream and on the game stream.
      expect(await waiterStream.next('your-turn', (m) => m.gameId === gameId)).toMatchObject({ seat: second, deadline });
      expect(await waiterGame.next('your-turn')).toMatchObject({ seat: second, deadline });
      // What another instance's streams read when they hear of the move: the game's row.
      const reads = StreamReads.open(t.ctx.db, () => {});
      try {
        expect(await reads.gameProgress(gameId)).toMatchObject({ awaiting: [second], deadlines: { [second]: deadline } });
      } finally {
        await reads.close();
      }
      expect([...moverStream.invalid, ...waiterStream.invalid, ...waiterGame.invalid]).toEqual([]);
    } finally {
      await Promise.all([moverStream.close(), waiterStream.close(), waiterGame.close()]);
    }
  });

  it('keep no deadline for a seat whose clock a vacation stopped', async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b, tc('claim'));
    const first = await turn(gameId);
    const away = first === 'a' ? a : b;
    const row = async () => (await t.ctx.db.prisma.game.findUniqueOrThrow({ where: { id: gameId }, select: { deadlines: true } })).deadlines;
    expect(Object.keys((await row()) as object)).toEqual([first]);
    expect((await api(t).post('/me/vacation').set(away.auth).send({ days: 3 })).status).toBe(201);
    await t.ctx.cadence.scheduler.runOnce();
    expect((await clocks(gameId)).clocks.find((c) => c.seat === first)).toMatchObject({ onVacation: true, running: false });
    expect(await row()).toEqual({});
  });

  it('under the default-move policy, have the server play the ruleset\'s move for a seat out of time', async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b, tc('default-move'));
    const late = await turn(gameId);
    await advance(t, DAY);
    await t.ctx.cadence.scheduler.runOnce();
    const entries = await log(gameId);
    const i = entries.findIndex((e) => e.event.type === 'sortie.timed-out');
    expect(entries[i]!.event).toMatchObject({ seat: late, policy: 'default-move' });
    expect(entries[i]!.cause).toMatchObject({ seat: null, command: { type: 'sortie.timeout', seat: late } });
    // The next batch is the seat's move, as the ruleset's bot chose it, then its clock, refilled.
    expect(entries[i + 1]!.event).toMatchObject({ type: 'rolled', seat: late });
    expect(entries[i + 1]!.cause).toMatchObject({ seat: late, command: { type: 'roll' } });
    expect(entries.slice(i + 2).map((e) => e.event)).toContainEqual(expect.objectContaining({ type: 'sortie.clock-stopped', seat: late, moved: true, bankMs: DAY }));
    expect(await turn(gameId)).not.toBe(late);
    expect(await outbox(gameId, 'timeout')).toMatchObject([{ payload: { seat: late, policy: 'default-move' } }]);
    await expectAuditable(gameId);
  });

  it('under the forfeit policy, end the game against the seat out of time', async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b, tc('forfeit'));
    const late = await turn(gameId);
    await advance(t, DAY);
    await t.ctx.cadence.scheduler.runOnce();
    const other = late === 'a' ? 'b' : 'a';
    expect((await controlEvents(gameId)).slice(-2)).toMatchObject([
      { type: 'sortie.timed-out', seat: late, policy: 'forfeit' },
      { type: 'sortie.forfeited', seat: late, winners: [other] },
    ]);
    const row = await t.ctx.db.prisma.game.findUniqueOrThrow({ where: { id: gameId }, include: { activity: true } });
    expect(row).toMatchObject({ status: 'finished', awaiting: [], activity: { dueAt: null } });
    expect((await outbox(gameId, 'result')).map((r) => r.payload.result)).toEqual(['forfeit', 'forfeit']);
    expect(await t.ctx.play.execute(gameId, late, { type: 'roll' })).toMatchObject({ ok: false, kind: 'rejected', reason: 'game-over' });
    // Every route sees the game as over: no prompts, the outcome, the whole log, and it verifies.
    expect((await api(t).get(`/games/${gameId}/prompts`)).body).toMatchObject({ prompts: [] });
    expect((await api(t).get(`/games/${gameId}/views/full`)).body).toMatchObject({ outcome: { result: 'forfeit', winners: [other] } });
    const report = await api(t).get(`/games/${gameId}/verification`);
    expect(report.status, report.text).toBe(200);
    expect(report.body).toMatchObject({ ok: true });
    await expectAuditable(gameId);
  });

  it('refuse a move that comes after its deadline, applying the policy first, when the scheduler has not yet (found by review)', async () => {
    for (const policy of ['forfeit', 'default-move'] as const) {
      const a = await player(t);
      const b = await player(t);
      const gameId = await startRace(t, a, b, tc(policy));
      const lateSeat = await turn(gameId);
      const late = await seatAccount(gameId, lateSeat, a, b);
      // Past the deadline, before any scheduler has looked: the move does not beat the timeout.
      await advance(t, DAY + 3 * HOUR);
      const before = (await log(gameId)).length;
      const moved = await api(t).post(`/games/${gameId}/commands`).set(late.auth).set('idempotency-key', `late-${policy}`).send({ command: { type: 'roll' } });
      expect(moved.status, moved.text).toBe(422);
      expect((moved.body as { code: string }).code).toBe('out-of-time');
      const added = (await log(gameId)).slice(before);
      expect(added[0]!.event, policy).toMatchObject({ type: 'sortie.timed-out', seat: lateSeat, policy });
      expect(added[0]!.cause, policy).toMatchObject({ seat: null, command: { type: 'sortie.timeout', seat: lateSeat } });
      if (policy === 'forfeit') expect(added.map((e) => e.event.type)).toEqual(['sortie.timed-out', 'sortie.forfeited']);
      // Under default-move, the server's move stands in for the seat's, whose own command is refused, not applied as well.
      else expect(added.filter((e) => e.cause?.seat === lateSeat).map((e) => e.cause!.command)).toHaveLength(1);
      // The refusal is the key's answer: a retry gets it again and adds nothing.
      const retry = await api(t).post(`/games/${gameId}/commands`).set(late.auth).set('idempotency-key', `late-${policy}`).send({ command: { type: 'roll' } });
      expect(retry.status).toBe(422);
      expect((await log(gameId)).length).toBe(before + added.length);
      await expectAuditable(gameId);
    }
  });

  it('stop every running clock when a seat resigns, charging the time it ran (found by review: the clock of the seat to move ran on in a finished game)', async () => {
    const a = await player(t);
    const b = await player(t);
    const gameId = await startRace(t, a, b, tc('claim'));
    const moverSeat = await turn(gameId);
    const idle = moverSeat === 'a' ? b : a;
    await advance(t, 3 * HOUR);
    expect((await api(t).post(`/games/${gameId}/resign`).set(idle.auth)).status).toBe(200);
    expect((await controlEvents(gameId)).slice(-2)).toEqual([
      expect.objectContaining({ type: 'sortie.resigned', seat: moverSeat === 'a' ? 'b' : 'a' }),
      expect.objectContaining({ type: 'sortie.clock-stopped', seat: moverSeat, usedMs: 3 * HOUR, bankMs: DAY - 3 * HOUR, moved: false }),
    ]);
    await advance(t, 3 * HOUR);
    const { clocks } = (await api(t).get(`/games/${gameId}/clocks`)).body as { clocks: { seat: string; running: boolean; deadline: string | null }[] };
    expect(clocks.every((c) => !c.running && c.deadline === null)).toBe(true);
    await expectAuditable(gameId);
  });

  it("apply any seat's timeout that is due before a resignation, then decide it (found by review: the idle seat resigning after the mover's deadline made the late mover the winner)", async () => {
    for (const policy of ['forfeit', 'default-move'] as const) {
      for (const resigner of ['idle', 'late'] as const) {
        const a = await player(t);
        const b = await player(t);
        const gameId = await startRace(t, a, b, tc(policy));
        const lateSeat = await turn(gameId);
        const late = await seatAccount(gameId, lateSeat, a, b);
        const idle = late === a ? b : a;
        await advance(t, DAY + HOUR);
        const res = await api(t).post(`/games/${gameId}/resign`).set((resigner === 'late' ? late : idle).auth);
        const types = (await controlEvents(gameId)).map((e) => e.type);
        expect(types, `${policy}, ${resigner}`).toContain('sortie.timed-out');
        if (policy === 'forfeit') {
          // The game ended at the deadline: the late seat forfeited, and nobody can resign a game that is over.
          expectProblem(res, 422, 'game-over');
          expect(types.at(-1)).toBe('sortie.forfeited');
        } else {
          // The server moved for the late seat; the resignation then goes through, whoever sent it.
          expect(res.status, `${policy}, ${resigner}: ${res.text}`).toBe(200);
          expect(types).toContain('sortie.resigned');
        }
        await expectAuditable(gameId);
      }
    }
  });

  it('time a move by when it came, not by when it was decided (a wait for the database, a retry)', async () => {
    const { gameId, seat, mover } = await justBeforeDeadline();
    const cameAt = t.clock.now().toISOString();
    const execute = t.ctx.play.execute.bind(t.ctx.play);
    // Deciding it takes two seconds, across the deadline.
    t.ctx.play.execute = async (...args) => {
      t.clock.advance(2000);
      return execute(...args);
    };
    try {
      const moved = await api(t).post(`/games/${gameId}/commands`).set(mover.auth).send({ command: { type: 'roll' } });
      expect(moved.status, moved.text).toBe(200);
    } finally {
      t.ctx.play.execute = execute;
    }
    expect((await controlEvents(gameId)).find((e) => e.type === 'sortie.clock-stopped')).toMatchObject({ seat, at: cameAt, moved: true });
  });

  it('take a move made just before its deadline as usual', async () => {
    const { gameId, mover } = await justBeforeDeadline();
    const moved = await api(t).post(`/games/${gameId}/commands`).set(mover.auth).send({ command: { type: 'roll' } });
    expect(moved.status, moved.text).toBe(200);
    expect((await controlEvents(gameId)).map((e) => e.type)).not.toContain('sortie.timed-out');
  });

  it('under the claim policy, let the others claim the win once the deadline has passed', async () => {
    const { gameId, lateSeat, late, other } = await claimRace();
    const early = await api(t).post(`/games/${gameId}/claim`).set(other.auth).send({ against: lateSeat });
    expect(early.status, early.text).toBe(422);
    expect((early.body as { code: string }).code).toBe('nothing-to-claim');
    await advance(t, DAY);
    await t.ctx.cadence.scheduler.runOnce();
    expect((await clocks(gameId)).clocks.find((c) => c.seat === lateSeat)).toMatchObject({ outOfTime: true, running: false });
    expect(await outbox(gameId, 'claimable')).toMatchObject([{ account_id: other.id, payload: { against: lateSeat } }]);
    const self = await api(t).post(`/games/${gameId}/claim`).set(late.auth).send({ against: lateSeat });
    expect(self.status, self.text).toBe(422);
    expect(self.body).toMatchObject({ code: 'nothing-to-claim', detail: 'A seat cannot claim the win against itself.' });
    for (const against of ['__proto__', 'constructor', 'toString', 'nope']) {
      const odd = await api(t).post(`/games/${gameId}/claim`).set(other.auth).send({ against });
      // A seat the game does not have is bad input, as everywhere else (found by review: it was 422 unknown-seat).
      expect(odd.body, against).toMatchObject({ status: 400, code: 'no-such-seat' });
    }
    expect((await api(t).post(`/games/${gameId}/claim`).send({ against: lateSeat })).status).toBe(401);
    // Someone watching who holds no seat has nothing to claim, as for any seat's action.
    const watcher = await player(t);
    expect((await api(t).post(`/games/${gameId}/claim`).set(watcher.auth).send({ against: lateSeat })).body).toMatchObject({ status: 403, code: 'not-seated' });
    const claimed = await api(t).post(`/games/${gameId}/claim`).set(other.auth).send({ against: lateSeat });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body).toMatchObject({ outcome: { result: 'win-claimed', winners: [lateSeat === 'a' ? 'b' : 'a'] } });
    const last = (await log(gameId)).at(-1)!;
    expect(last.event).toMatchObject({ type: 'sortie.win-claimed', against: lateSeat });
    expect(last.cause?.seat).toBe(lateSeat === 'a' ? 'b' : 'a');
    expect((await t.ctx.db.prisma.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe('finished');
    // Nothing is left to claim: the clocks say so as the game does (found by review: the late seat still showed out of time).
    expect((await clocks(gameId)).clocks.map((c) => c.outOfTime)).toEqual([false, false]);
    await expectAuditable(gameId);
  });

  it('under the claim policy, list the game as waiting for the others while a seat is out of time, and name that seat', async () => {
    const { gameId, lateSeat, late, other } = await claimRace();
    const waitingFor = async (p: Player) => ((await api(t).get('/games?waitingForMe=true').set(p.auth)).body as { games: { id: string }[] }).games.map((g) => g.id);
    const outOfTime = async () => ((await api(t).get(`/games/${gameId}`)).body as { outOfTime: string[] }).outOfTime;
    expect(await waitingFor(other)).not.toContain(gameId);
    expect(await outOfTime()).toEqual([]);
    await advance(t, DAY);
    await t.ctx.cadence.scheduler.runOnce();
    expect(await outOfTime()).toEqual([lateSeat]);
    // The other player may claim: the game waits for them too, and still for the late seat, which may move.
    expect(await waitingFor(other)).toContain(gameId);
    expect(await waitingFor(late)).toContain(gameId);
    // A note keeps the turn: once the late seat has moved, nothing waits for the other player.
    const moved = await api(t).post(`/games/${gameId}/commands`).set(late.auth).send({ command: { type: 'note', text: 'still here' } });
    expect(moved.status, moved.text).toBe(200);
    expect(await outOfTime()).toEqual([]);
    expect(await waitingFor(other)).not.toContain(gameId);
    expect(await waitingFor(late)).toContain(gameId);
  });

  it('are applied once even when two schedulers run at the same moment', async () => {
    const games: string[] = [];
    for (let i = 0; i < 4; i++) games.push(await startRace(t, await player(t), await player(t), tc('claim')));
    // A second instance: its own game service and scheduler over the same database.
    const store = new CadenceStore(t.ctx.db.pool, t.ctx.rulesets);
    const play = new GamePlay(t.ctx.db, new EventStore(t.ctx.db.pool), t.ctx.rulesets, t.ctx.hub, () => {}, new CadenceHooks(store, t.clock));
    const second = new Cadence(play, store, t.clock, t.ctx.config.cadence, () => {});
    await advance(t, 18 * HOUR);
    await Promise.all([t.ctx.cadence.scheduler.runOnce(), second.scheduler.runOnce(), t.ctx.cadence.scheduler.runOnce()]);
    for (const gameId of games) expect((await controlEvents(gameId)).filter((e) => e.type === 'sortie.reminded'), gameId).toHaveLength(1);
    await advance(t, 6 * HOUR);
    await Promise.all([t.ctx.cadence.scheduler.runOnce(), second.scheduler.runOnce()]);
    for (const gameId of games) expect((await controlEvents(gameId)).filter((e) => e.type === 'sortie.timed-out'), gameId).toHaveLength(1);
  });
});

describe('vacations', () => {
  it('stop a player\'s clocks in games that allow them, and not in those that do not', async () => {
    const v = await player(t);
    const o = await player(t);
    const allowed = await startRace(t, v, o, tc('claim'));
    const seat = await turn(allowed);
    // The player whose clock runs in the first game goes away; a second game, created without vacations, is theirs at both seats.
    const away = seat === 'a' ? v : o;
    const strictGame = await startRace(t, away, away, tc('claim', false));
    const startedAt = t.clock.now().getTime();

    await advance(t, 2 * HOUR);
    const went = await api(t).post('/me/vacation').set(away.auth).send({ days: 3 });
    expect(went.status, went.text).toBe(201);
    expect(went.body).toMatchObject({ allowanceDays: 10, usedDays: 3, remainingDays: 7, current: { startedAt: new Date(startedAt + 2 * HOUR).toISOString() } });
    expect((await controlEvents(allowed)).at(-1)).toEqual({ type: 'sortie.vacation-started', seat, at: new Date(startedAt + 2 * HOUR).toISOString(), bankMs: 22 * HOUR });
    expect((await api(t).post('/me/vacation').set(away.auth).send({ days: 1 })).status).toBe(409);

    // Two days later the clock has not moved in the first game; the strict game's clock ran out.
    await advance(t, 2 * DAY);
    await t.ctx.cadence.scheduler.runOnce();
    expect((await controlEvents(allowed)).map((e) => e.type)).not.toContain('sortie.timed-out');
    expect((await clocks(allowed)).clocks.find((c) => c.seat === seat)).toMatchObject({ running: false, onVacation: true, remainingSeconds: 22 * 3600 });
    expect((await controlEvents(strictGame)).map((e) => e.type)).toContain('sortie.timed-out');
    expect((await controlEvents(strictGame)).map((e) => e.type)).not.toContain('sortie.vacation-started');

    const back = await api(t).delete('/me/vacation').set(away.auth);
    expect(back.status, back.text).toBe(200);
    expect(back.body).toMatchObject({ usedDays: 2, remainingDays: 8, current: null });
    const returned = t.clock.now().getTime();
    expect((await controlEvents(allowed)).slice(-2)).toEqual([
      { type: 'sortie.vacation-ended', seat, at: new Date(returned).toISOString() },
      { type: 'sortie.clock-started', seat, at: new Date(returned).toISOString(), deadline: new Date(returned + 22 * HOUR).toISOString() },
    ]);
    expect((await api(t).delete('/me/vacation').set(away.auth)).status).toBe(409);
    await advance(t, 22 * HOUR);
    await t.ctx.cadence.scheduler.runOnce();
    expect((await controlEvents(allowed)).at(-1)).toMatchObject({ type: 'sortie.timed-out', seat });
    await expectAuditable(allowed);
  });

  it('ended while their start is still being recorded leave no game with the start after the end', async () => {
    const v = await player(t);
    const o = await player(t);
    const games = [await startRace(t, v, o, tc('claim')), await startRace(t, v, o, tc('claim'))];
    const seat = await turn(games[0]!);
    const away = seat === 'a' ? v : o;
    await advance(t, HOUR);
    // The end comes in just after the vacation row is written, before its start has reached any game: the end reaches
    // every game first (and is refused there: not away yet), then the start does.
    const execute = t.ctx.play.execute.bind(t.ctx.play);
    let ended = false;
    t.ctx.play.execute = async (...args: Parameters<typeof execute>) => {
      if (!ended && args[2].type === 'sortie.vacation-start') {
        ended = true;
        expect((await api(t).delete('/me/vacation').set(away.auth)).status).toBe(200);
      }
      return execute(...args);
    };
    try {
      expect((await api(t).post('/me/vacation').set(away.auth).send({ days: 1 })).status).toBe(201);
    } finally {
      t.ctx.play.execute = execute;
    }
    expect(ended).toBe(true);
    for (const gameId of games) {
      const types = (await controlEvents(gameId)).map((e) => e.type).filter((type) => type.startsWith('sortie.vacation'));
      expect(types.at(-1), gameId).not.toBe('sortie.vacation-started');
      expect((await clocks(gameId)).clocks.every((c) => !c.onVacation)).toBe(true);
    }
    expect((await api(t).get('/me/vacation').set(away.auth)).body).toMatchObject({ current: null });
  });

  it('do not stop a clock that ran out before they began: the policy is applied first, as for a late move (found by review)', async () => {
    for (const policy of ['forfeit', 'default-move', 'claim'] as const) {
      const [a, b] = [await player(t), await player(t)];
      const gameId = await startRace(t, a, b, tc(policy));
      const lateSeat = await turn(gameId);
      const late = await seatAccount(gameId, lateSeat, a, b);
      // Past the deadline, before any scheduler has looked, the late player goes on vacation, then moves.
      await advance(t, DAY + 3 * HOUR);
      expect((await api(t).post('/me/vacation').set(late.auth).send({ days: 1 })).status).toBe(201);
      const types = (await controlEvents(gameId)).map((e) => e.type);
      expect(types, policy).toContain('sortie.timed-out');
      // A forfeit ends the game, which then takes no vacation; under the other policies the vacation comes after the timeout.
      if (policy === 'forfeit') expect(types.slice(-2)).toEqual(['sortie.timed-out', 'sortie.forfeited']);
      else expect(types.indexOf('sortie.timed-out'), policy).toBeLessThan(types.lastIndexOf('sortie.vacation-started'));
      if (policy === 'forfeit') {
        const moved = await api(t).post(`/games/${gameId}/commands`).set(late.auth).send({ command: { type: 'roll' } });
        expect(moved.status, moved.text).toBe(422);
        expect((moved.body as { code: string }).code).toBe('game-over');
      }
      if (policy === 'claim') expect((await clocks(gameId)).clocks.find((c) => c.seat === lateSeat)).toMatchObject({ outOfTime: true, onVacation: true });
      await expectAuditable(gameId);
      expect((await api(t).delete('/me/vacation').set(late.auth)).status).toBe(200);
    }
  });

  it('end by themselves when their days are over, and come from a yearly pool', async () => {
    const v = await player(t);
    const o = await player(t);
    const gameId = await startRace(t, v, o, tc('claim'));
    const seat = await turn(gameId);
    const vacationer = seat === 'a' ? v : o;
    const pool = await api(t).post('/me/vacation').set(vacationer.auth).send({ days: 11 });
    expect(pool.status, pool.text).toBe(422);
    expect((pool.body as { code: string }).code).toBe('pool-exhausted');
    const went = await api(t).post('/me/vacation').set(vacationer.auth).send({ days: 1 });
    expect(went.status, went.text).toBe(201);
    const wentAt = t.clock.now().getTime();
    await advance(t, DAY + HOUR);
    await t.ctx.cadence.scheduler.runOnce();
    const events = await controlEvents(gameId);
    expect(events.slice(-2)).toEqual([
      { type: 'sortie.vacation-ended', seat, at: new Date(wentAt + DAY).toISOString() },
      { type: 'sortie.clock-started', seat, at: new Date(wentAt + DAY).toISOString(), deadline: new Date(wentAt + 2 * DAY).toISOString() },
    ]);
    expect((await api(t).get('/me/vacation').set(vacationer.auth)).body).toMatchObject({ usedDays: 1, remainingDays: 9, current: null });
  });

  it('hold from the start in a game that starts while a player is away', async () => {
    const v = await player(t);
    const o = await player(t);
    expect((await api(t).post('/me/vacation').set(v.auth).send({ days: 2 })).status).toBe(201);
    const gameId = await startRace(t, v, o, tc('claim'));
    expect((await controlEvents(gameId)).filter((e) => e.type === 'sortie.vacation-started')).toEqual([expect.objectContaining({ seat: 'a' })]);
    expect((await clocks(gameId)).clocks.find((c) => c.seat === 'a')).toMatchObject({ onVacation: true, running: false });
    expect((await api(t).delete('/me/vacation').set(v.auth)).status).toBe(200);
    expect((await clocks(gameId)).clocks.find((c) => c.seat === 'a')).toMatchObject({ onVacation: false });
  });

  it('keep a seat away when a new vacation starts just after the last ran out, before the scheduler recorded its end (found by review)', async () => {
    const v = await player(t);
    const o = await player(t);
    const gameId = await startRace(t, v, o, tc('forfeit'));
    const seat = await turn(gameId);
    const away = seat === 'a' ? v : o;
    expect((await api(t).post('/me/vacation').set(away.auth).send({ days: 1 })).status).toBe(201);
    await advance(t, DAY + 1000);
    expect((await api(t).post('/me/vacation').set(away.auth).send({ days: 3 })).status).toBe(201);
    await t.ctx.cadence.scheduler.runOnce();
    // Two days on, the player is still away: the clock has not run, nothing has timed out.
    await advance(t, DAY + HOUR);
    await t.ctx.cadence.scheduler.runOnce();
    expect((await clocks(gameId)).clocks.find((c) => c.seat === seat)).toMatchObject({ onVacation: true, running: false });
    expect((await controlEvents(gameId)).map((e) => e.type)).not.toContain('sortie.timed-out');
    // Once the second vacation is over, the clock runs again from its end.
    await advance(t, 2 * DAY);
    await t.ctx.cadence.scheduler.runOnce();
    expect((await clocks(gameId)).clocks.find((c) => c.seat === seat)).toMatchObject({ onVacation: false, running: true });
    await expectAuditable(gameId);
  });

  it('bring a starting game in line with a vacation whose recording is still going on when the start commits (found by review)', async () => {
    const [gone, other] = [await player(t), await player(t)];
    await startRace(t, gone, await player(t), tc('claim')); // a game of theirs already running, for the recording to go through
    /* eslint-disable @typescript-eslint/unbound-method -- put back as they were, and called with their own `this` */
    const [read, seats, marked] = [CadenceStore.prototype.onVacation, CadenceStore.prototype.activeSeats, CadenceStore.prototype.markSynced];
    /* eslint-enable @typescript-eslint/unbound-method */
    let release!: () => void;
    const recorded = new Promise<void>((resolve) => (release = resolve));
    let seatsRead!: () => void;
    const seatsWereRead = new Promise<void>((resolve) => (seatsRead = resolve));
    let went: Promise<{ status: number }> | undefined;
    // The start reads who is away; the vacation begins; its recording reads the account's active games (not this one yet)
    // and is held before it marks itself recorded until the start has committed.
    CadenceStore.prototype.activeSeats = async function (this: CadenceStore, ...args) {
      const active = await seats.apply(this, args);
      seatsRead();
      return active;
    };
    CadenceStore.prototype.markSynced = async function (this: CadenceStore, ...args) {
      await recorded;
      return marked.apply(this, args);
    };
    CadenceStore.prototype.onVacation = async function (this: CadenceStore, ...args) {
      const away = await read.apply(this, args);
      if (!went) {
        went = Promise.resolve(api(t).post('/me/vacation').set(gone.auth).send({ days: 5 }));
        await seatsWereRead;
      }
      return away;
    };
    let gameId: string;
    try {
      gameId = await startRace(t, gone, other, tc('claim'));
    } finally {
      CadenceStore.prototype.onVacation = read;
      CadenceStore.prototype.activeSeats = seats;
      release();
      CadenceStore.prototype.markSynced = marked;
    }
    expect((await went!).status).toBe(201);
    await t.ctx.cadence.scheduler.runOnce();
    expect((await clocks(gameId)).clocks.find((c) => c.seat === 'a')).toMatchObject({ onVacation: true, running: false });
    await expectAuditable(gameId);
  });

  it('bring a game in line with a vacation that began or ended while it was starting (found by review)', async () => {
    /** Starts a race game, running `meanwhile` right after the start has read who is away and before it commits. */
    const startingWhile = async (a: Player, b: Player, meanwhile: () => Promise<void>) => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was, and called with its own `this`
      const read = CadenceStore.prototype.onVacation;
      let done = false;
      CadenceStore.prototype.onVacation = async function (this: CadenceStore, ...args) {
        const away = await read.apply(this, args);
        if (!done) {
          done = true;
          await meanwhile();
        }
        return away;
      };
      try {
        return await startRace(t, a, b, tc('claim'));
      } finally {
        CadenceStore.prototype.onVacation = read;
      }
    };
    const [back, gone, o1, o2] = [await player(t), await player(t), await player(t), await player(t)];
    expect((await api(t).post('/me/vacation').set(back.auth).send({ days: 2 })).status).toBe(201);
    const endedMeanwhile = await startingWhile(back, o1, async () => void expect((await api(t).delete('/me/vacation').set(back.auth)).status).toBe(200));
    const startedMeanwhile = await startingWhile(gone, o2, async () => void expect((await api(t).post('/me/vacation').set(gone.auth).send({ days: 5 })).status).toBe(201));
    await t.ctx.cadence.scheduler.runOnce();
    expect((await clocks(endedMeanwhile)).clocks.find((c) => c.seat === 'a')).toMatchObject({ onVacation: false });
    expect((await clocks(startedMeanwhile)).clocks.find((c) => c.seat === 'a')).toMatchObject({ onVacation: true, running: false });
    await expectAuditable(endedMeanwhile);
    await expectAuditable(startedMeanwhile);
  });
});

describe('snapshots', () => {
  it('carry the control state', async () => {
    const gameId = await startRace(t, await player(t), await player(t), tc('claim'));
    const at = await t.ctx.play.position((await t.ctx.play.meta(gameId))!);
    await t.ctx.store.saveSnapshot(gameId, at);
    expect(await t.ctx.store.latestSnapshot(gameId)).toEqual(at);
    expect(at.control?.timeControl?.perMoveMs).toBe(DAY);
  });
});

describe('the awaiting seats’ deadlines on the game rows', () => {
  it('are filled in by migration backfill_awaiting_deadlines, for the games being played, as the appends since write them', async () => {
    // Run last: the games every test above left (clocks running, stopped by a move, a timeout or a vacation; games over; games without a time control).
    const rows = async () =>
      (await t.ctx.db.prisma.game.findMany({ where: { status: 'active' }, select: { id: true, deadlines: true }, orderBy: { id: 'asc' } })).map((g) => [g.id, g.deadlines]);
    const written = await rows();
    const running = written.filter(([, d]) => Object.keys(d as object).length > 0).length;
    expect(running, 'games with a running clock').toBeGreaterThan(3);
    expect(written.length - running, 'games with none').toBeGreaterThan(3);
    await t.ctx.db.prisma.game.updateMany({ data: { deadlines: {} } });
    const sql = await readFile(path.join(migrationsDir, '20261130031500_backfill_awaiting_deadlines', 'migration.sql'), 'utf8');
    await t.ctx.db.pool.query(sql);
    expect(await rows()).toEqual(written);
  });
});

describe('the seats out of time on the game rows', () => {
  it('are filled in by migration backfill_out_of_time, for the games being played, as the appends since write them (found by review)', async () => {
    // Run last: the games every test above left, one whose seat runs out now (a day on, other games' seats too), and two that never do.
    await startRace(t, await player(t), await player(t), tc('claim'));
    for (let i = 0; i < 2; i++) await startRace(t, await player(t), await player(t));
    await advance(t, DAY);
    await t.ctx.cadence.scheduler.runOnce();
    const rows = async () =>
      (await t.ctx.db.prisma.game.findMany({ where: { status: 'active' }, select: { id: true, outOfTime: true }, orderBy: { id: 'asc' } })).map((g) => [g.id, g.outOfTime] as const);
    const written = await rows();
    const flagged = written.filter(([, seats]) => seats.length > 0).length;
    expect(flagged, 'games with a seat out of time').toBeGreaterThan(0);
    expect(written.length - flagged, 'games with none').toBeGreaterThan(1);
    await t.ctx.db.prisma.game.updateMany({ data: { outOfTime: [] } });
    const sql = await readFile(path.join(migrationsDir, '20261130181500_backfill_out_of_time', 'migration.sql'), 'utf8');
    await t.ctx.db.pool.query(sql);
    expect(await rows()).toEqual(written);
  });
});
