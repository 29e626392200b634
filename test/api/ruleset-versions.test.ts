/**
 * A rules change while games run: a game goes on, and is verified, under the
 * version of the rules it started with, for as long as the service still
 * hosts that version; a game not yet started gets the newest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import type { AnyRuleset, Decision } from '../../src/kernel/ruleset.js';
import { raceRuleset, type RaceEvent } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { expectProblem, http, register, startedRace, turnOf, type ApiAccount } from './support.js';

/** Version 2 of the race: a roll counts ten more (so that the versions' events tell apart). */
const raceV2: AnyRuleset = {
  ...raceRuleset,
  version: 2,
  decide(state: { turn: string; scores: Record<string, number>; target: number }, seat: string, command: { type: string }, dice: { d6(): number }): Decision<RaceEvent> {
    if (command.type !== 'roll' || state.turn !== seat) return raceRuleset.decide(state as never, seat, command as never, dice as never);
    const value = dice.d6() + 10;
    const events: { event: RaceEvent }[] = [{ event: { type: 'rolled', seat, value } }];
    if ((state.scores[seat] ?? 0) + value >= state.target) events.push({ event: { type: 'won', seat } });
    return { ok: true, events };
  },
};

let database: TestDatabase;
let alice: ApiAccount;
let bob: ApiAccount;

/** The service before the rules change: version 1 only. */
const BEFORE = () => new RulesetRegistry([raceRuleset]);
/** After it, hosting both versions. */
const BOTH = () => new RulesetRegistry([raceV2, raceRuleset]);
/** After it, hosting the new version only. */
const NEW_ONLY = () => new RulesetRegistry([raceV2]);

/**
 * Runs `f` against a service on the shared database that hosts `rulesets`, stopping it after (one at a time: the embedded
 * database is one connection). Its scheduler runs only when a test says so: a first poll of its own at the start could
 * claim a game while the test's runOnce finds it taken and returns before that poll commits.
 */
async function withService<T>(rulesets: RulesetRegistry, f: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp({ rulesets, database, env: { CADENCE_POLL_MS: '0' } });
  await t.app.ready();
  try {
    return await f(t);
  } finally {
    await t.stop();
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  [alice, bob] = await withService(BEFORE(), async (t) => [await register(t), await register(t)]);
});
afterAll(async () => {
  await database?.dispose();
});

/** Rolls for whoever is to move, through `t`, until the game is over; answers the rolled values. */
async function playOut(t: TestApp, gameId: string, rolls = Infinity): Promise<number[]> {
  for (let i = 0; i < rolls; i++) {
    const game = (await http(t).get(`/games/${gameId}`)).body as { status: string };
    if (game.status === 'finished') break;
    const { seat } = await turnOf(t, gameId);
    const res = await http(t).post(`/games/${gameId}/commands`).set((seat === 'a' ? alice : bob).auth).send({ command: { type: 'roll' } });
    expect(res.status, res.text).toBe(200);
  }
  const log = (await http(t).get(`/games/${gameId}/events`)).body as { events: { event: { type: string; value?: number } }[] };
  return log.events.filter((e) => e.event.type === 'rolled').map((e) => e.event.value!);
}

describe('a rules change', () => {
  it('leaves a game under the version it started with, to its end and its verification; new games get the newest', async () => {
    const old = await withService(BEFORE(), async (t) => {
      const game = await startedRace(t, alice, bob, { target: 20 });
      await playOut(t, game.id, 2);
      return game;
    });
    await withService(BOTH(), async (t) => {
      expect(((await http(t).get(`/games/${old.id}`)).body as { rulesetVersion: number }).rulesetVersion).toBe(1);
      const oldRolls = await playOut(t, old.id);
      expect(oldRolls.length).toBeGreaterThan(2);
      expect(oldRolls.every((v) => v >= 1 && v <= 6)).toBe(true);
      const verification = await http(t).get(`/games/${old.id}/verification`);
      expect(verification.status, verification.text).toBe(200);
      expect(verification.body).toMatchObject({ ok: true, replay: { ok: true }, finalState: { ok: true } });

      const fresh = await startedRace(t, alice, bob, { target: 20 });
      expect(((await http(t).get(`/games/${fresh.id}`)).body as { rulesetVersion: number }).rulesetVersion).toBe(2);
      const freshRolls = await playOut(t, fresh.id);
      expect(freshRolls.every((v) => v >= 11)).toBe(true);
      expect((await http(t).get(`/games/${fresh.id}/verification`)).body).toMatchObject({ ok: true });
      expect(((await http(t).get('/rulesets')).body as { rulesets: { id: string; version: number }[] }).rulesets).toMatchObject([{ id: 'race', version: 2 }]);
    });
  });

  it('gives a game not yet started the newest version when it starts, whichever was newest when it was made (found by review)', async () => {
    const open = await withService(BEFORE(), async (t) => {
      const created = await http(t).post('/games').set(alice.auth).send({ ruleset: 'race', options: { target: 20 }, seat: 'a' });
      expect(created.status, created.text).toBe(201);
      return created.body as { id: string; rulesetVersion: number };
    });
    expect(open.rulesetVersion).toBe(1);
    await withService(NEW_ONLY(), async (t) => {
      // Nothing of it was played under the old rules: it is served, may be joined and starts under the new ones.
      expect(((await http(t).get(`/games/${open.id}`)).body as { rulesetVersion: number }).rulesetVersion).toBe(2);
      expect((await http(t).post(`/games/${open.id}/seats`).set(bob.auth).send({ seat: 'b' })).status).toBe(200);
      expect((await http(t).post(`/games/${open.id}/start`).set(alice.auth)).status).toBe(200);
      expect((await playOut(t, open.id)).every((v) => v >= 11)).toBe(true);
      expect((await http(t).get(`/games/${open.id}/verification`)).body).toMatchObject({ ok: true });
    });
    await withService(BOTH(), async (t) => expect(((await http(t).get(`/games/${open.id}`)).body as { rulesetVersion: number }).rulesetVersion).toBe(2));
  });

  it('does not announce your turn on the personal stream in a game whose version is no longer hosted (found by review)', async () => {
    const old = await withService(BEFORE(), async (t) => {
      const game = await startedRace(t, alice, bob, { target: 100 });
      return { ...game, seat: (await turnOf(t, game.id)).seat };
    });
    await withService(NEW_ONLY(), async (t) => {
      const mover = old.seat === 'a' ? alice : bob;
      const stream = await StreamClient.open(await t.listen(), '/me/stream', mover.token);
      try {
        await stream.next('hello');
        await new Promise((resolve) => setTimeout(resolve, 500));
      } finally {
        await stream.close();
      }
      expect(stream.messages.filter((m) => m.type === 'your-turn' && m.gameId === old.id)).toEqual([]);
    });
  });

  it('leaves the clock of a game whose version is no longer hosted to a service that hosts it: no scheduler claims it meanwhile', async () => {
    const timeControl = { kind: 'per-move', perMoveSeconds: 86_400, bankCapSeconds: 86_400, reminderSeconds: 3_600, onTimeout: 'claim', vacationAllowed: true };
    const gameId = await withService(BEFORE(), async (t) => {
      const created = await http(t).post('/games').set(alice.auth).send({ ruleset: 'race', options: { target: 100 }, seat: 'a', timeControl });
      expect(created.status, created.text).toBe(201);
      const { id } = created.body as { id: string };
      expect((await http(t).post(`/games/${id}/seats`).set(bob.auth).send({ seat: 'b' })).status).toBe(200);
      expect((await http(t).post(`/games/${id}/start`).set(alice.auth)).status).toBe(200);
      return id;
    });
    const dueAt = async () => (await database.db.pool.query<{ due_at: Date }>('SELECT due_at FROM game_activity WHERE game_id = $1', [gameId])).rows[0]!.due_at.getTime();
    const overdue = new Date(Date.now() - 60_000);
    await database.db.pool.query('UPDATE game_activity SET due_at = $2 WHERE game_id = $1', [gameId, overdue]);
    await withService(NEW_ONLY(), async (t) => {
      await t.ctx.cadence.scheduler.runOnce();
      expect(await dueAt()).toBe(overdue.getTime());
    });
    await withService(BEFORE(), async (t) => {
      await t.ctx.cadence.scheduler.runOnce();
      expect(await dueAt()).toBeGreaterThan(Date.now());
    });
  });

  it('does not serve a game whose version the service no longer hosts, rather than play it under other rules', async () => {
    const old = await withService(BEFORE(), async (t) => {
      const game = await startedRace(t, alice, bob, { target: 100 });
      return { ...game, seat: (await turnOf(t, game.id)).seat };
    });
    await withService(NEW_ONLY(), async (t) => {
      expectProblem(await http(t).get(`/games/${old.id}`).set(alice.auth), 404);
      expectProblem(await http(t).post(`/games/${old.id}/commands`).set((old.seat === 'a' ? alice : bob).auth).send({ command: { type: 'roll' } }), 404);
      const mine = (await http(t).get('/games?mine=true').set(alice.auth)).body as { games: { id: string }[] };
      expect(mine.games.map((g) => g.id)).not.toContain(old.id);
    });
    await withService(BOTH(), async (t) => expect(((await http(t).get(`/games/${old.id}`)).body as { version: number }).version).toBe(1));
  });
});
