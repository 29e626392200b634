import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EventStore } from '../src/store/event-store.js';
import { GamePlay } from '../src/games/game-play.js';
import { NotificationHub } from '../src/realtime/hub.js';
import { RulesetRegistry } from '../src/kernel/registry.js';
import { START_COMMAND, verify } from '../src/kernel/engine.js';
import { entrySalts, newSeed, seedCommitment } from '../src/kernel/dice.js';
import { toEntries } from '../src/kernel/log.js';
import type { GameCommand } from '../src/kernel/ruleset.js';
import { stateHash } from '../src/kernel/canonical.js';
import { raceRuleset, type RaceState } from './support/race-ruleset.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let t: TestDatabase;
let store: EventStore;
let hub: NotificationHub;
const players = { a: randomUUID(), b: randomUUID() };

const newPlay = () => new GamePlay(t.db, store, new RulesetRegistry([raceRuleset]), hub);

beforeAll(async () => {
  t = await createTestDatabase(60);
  store = new EventStore(t.db.pool);
  hub = new NotificationHub(undefined);
  for (const id of Object.values(players)) await t.db.prisma.account.create({ data: { id, name: id, passwordHash: 'x' } });
});
afterAll(() => t?.dispose());

async function newGame(target = 30): Promise<{ id: string; seed: string }> {
  const id = randomUUID();
  const seed = newSeed();
  await t.db.prisma.game.create({
    data: { id, ruleset: 'race', options: { target }, status: 'open', seed, seedHash: seedCommitment(seed), createdBy: players.a, seats: { create: [{ seat: 'a', accountId: players.a }, { seat: 'b', accountId: players.b }] } },
  });
  return { id, seed };
}

describe('game play', () => {
  it('starts a game, plays it to the end and the log verifies against the seed', async () => {
    const play = newPlay();
    const { id, seed } = await newGame(15);
    const started = await play.execute(id, null, START_COMMAND);
    expect(started.ok).toBe(true);
    for (;;) {
      const meta = (await play.meta(id))!;
      const at = await play.position(meta);
      const state = at.state as RaceState;
      if (state.winner) break;
      const r = await play.execute(id, state.turn, { type: 'roll' });
      expect(r.ok).toBe(true);
    }
    const row = await t.db.prisma.game.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe('finished');
    expect(row.awaiting).toEqual([]);
    expect(verify(raceRuleset, { target: 15 }, await store.read(id), seed).ok).toBe(true);
    const outbox = await t.db.prisma.outboxRow.findMany({ where: { gameId: id }, orderBy: { id: 'asc' } });
    expect(outbox.filter((o) => o.kind === 'result').map((o) => o.accountId).sort()).toEqual([players.a, players.b].sort());
    expect(outbox.filter((o) => o.kind === 'turn').length).toBeGreaterThan(0);
  });

  it('refuses a seat that must not act, and a stale expected version with the current one', async () => {
    const play = newPlay();
    const { id } = await newGame();
    await play.execute(id, null, START_COMMAND);
    const at = await play.position((await play.meta(id))!);
    const idle = (at.state as RaceState).turn === 'a' ? 'b' : 'a';
    expect(await play.execute(id, idle, { type: 'roll' })).toMatchObject({ ok: false, kind: 'rejected', reason: 'not-your-turn' });
    expect(await play.execute(id, (at.state as RaceState).turn, { type: 'roll' }, { expectedVersion: 0 })).toEqual({ ok: false, kind: 'conflict', currentVersion: 1 });
    expect(await play.execute(randomUUID(), 'a', { type: 'roll' })).toEqual({ ok: false, kind: 'not-found' });
  });

  it('catches up when another instance moved the game, deciding the command again', async () => {
    const one = newPlay();
    const two = newPlay();
    const { id } = await newGame();
    await one.execute(id, null, START_COMMAND);
    await two.position((await two.meta(id))!); // two caches version 1
    const first = (await one.position((await one.meta(id))!)).state as RaceState;
    expect((await one.execute(id, first.turn, { type: 'roll' })).ok).toBe(true);
    const second = first.turn === 'a' ? 'b' : 'a';
    const r = await two.execute(id, second, { type: 'roll' });
    expect(r).toMatchObject({ ok: true, version: 3 });
    expect((await store.read(id)).map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it('keeps 50 parallel commands on one game contiguous: none lost, none doubled', async () => {
    const play = newPlay();
    const { id } = await newGame(10_000);
    await play.execute(id, null, START_COMMAND);
    const meta = (await play.meta(id))!;
    const results = await Promise.all(
      Array.from({ length: 50 }, async () => {
        for (let i = 0; i < 50; i++) {
          const state = (await play.position(meta)).state as RaceState;
          const r = await play.execute(id, state.turn, { type: 'roll' });
          if (r.ok) return r.version;
        }
        return -1;
      }),
    );
    expect(results.filter((v) => v > 0).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    expect((await store.read(id)).map((e) => e.seq)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
  });

  it('snapshots every 100 events, and a fresh instance starts from the snapshot to the same state', async () => {
    const play = newPlay();
    const { id } = await newGame(100_000);
    await play.execute(id, null, START_COMMAND);
    const meta = (await play.meta(id))!;
    for (let i = 0; i < 120; i++) {
      const state = (await play.position(meta)).state as RaceState;
      expect((await play.execute(id, state.turn, { type: 'roll' })).ok).toBe(true);
    }
    await expect.poll(() => store.latestSnapshot(id)).toMatchObject({ version: 100 });
    const fresh = newPlay();
    const reads = vi.spyOn(store, 'readAll');
    const at = await fresh.position((await fresh.meta(id))!);
    expect(reads).toHaveBeenCalledWith(id, 100);
    reads.mockRestore();
    expect(at.version).toBe(121);
    expect(stateHash(at.state)).toBe(stateHash((await play.position(meta)).state));
  });

  it('catches up on more events than a page of the log: a fresh instance folds them all (found by review)', async () => {
    const play = newPlay();
    const { id, seed } = await newGame(100_000);
    await play.execute(id, null, START_COMMAND);
    const at = await play.position((await play.meta(id))!);
    const turn = (at.state as RaceState).turn;
    // One command's batch of 10,050 notes, written straight to the log: no snapshot is taken.
    const notes = Array.from({ length: 10_050 }, (_, i) => ({ event: { type: 'noted', seat: turn, text: `n${i}` }, visibleTo: [turn] }));
    const entries = toEntries(notes, { seat: turn, command: { type: 'note', text: 'n' } as GameCommand, diceFrom: at.diceCursor, rolls: [] }, at.version + 1, at.head, entrySalts(seed));
    expect(await store.append(id, at.version, entries)).toEqual({ ok: true, version: 10_051 });
    const fresh = newPlay();
    const caught = await fresh.position((await fresh.meta(id))!);
    expect(caught.version).toBe(10_051);
    expect((caught.state as RaceState).notes[turn]).toHaveLength(10_050);
  });

  it('publishes each new version to the hub after the commit', async () => {
    const play = newPlay();
    const { id } = await newGame();
    const heard: number[] = [];
    const stop = hub.subscribe((n) => {
      if (n?.gameId === id) heard.push(n.version);
    });
    await play.execute(id, null, START_COMMAND);
    stop();
    expect(heard).toEqual([1]);
    expect(await store.version(id)).toBe(1);
  });
});
