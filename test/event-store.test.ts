import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { EventStore, defaultConcurrentGroups } from '../src/store/event-store.js';
import { GENESIS_HASH, toEntries } from '../src/kernel/log.js';
import { entrySalts } from '../src/kernel/dice.js';
import type { LogEntry } from '../src/kernel/log.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let t: TestDatabase;
let store: EventStore;
const owner = randomUUID();

beforeAll(async () => {
  t = await createTestDatabase(60);
  store = new EventStore(t.db.pool);
  await t.db.prisma.account.create({ data: { id: owner, name: `owner-${owner}`, passwordHash: 'x' } });
});
afterAll(() => t?.dispose());

async function newGame(): Promise<string> {
  const id = randomUUID();
  await t.db.prisma.game.create({ data: { id, ruleset: 'test', options: {}, status: 'active', seed: 's', seedHash: 'h', createdBy: owner } });
  return id;
}

function batch(after: number, prevHash: string, n: number, tag: string): LogEntry[] {
  const events = Array.from({ length: n }, (_, i) => ({ event: { type: 'noted', tag, i } }));
  return toEntries(events, { seat: 'a', command: { type: 'note' }, diceFrom: 0, rolls: [] }, after + 1, prevHash, entrySalts('event-store-test'));
}

describe(`event store on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('appends a batch at the expected version and reads it back whole', async () => {
    const game = await newGame();
    const first = batch(0, GENESIS_HASH, 3, 'one');
    expect(await store.append(game, 0, first)).toEqual({ ok: true, version: 3 });
    const second = batch(3, first[2]!.hash, 2, 'two');
    expect(await store.append(game, 3, second)).toEqual({ ok: true, version: 5 });
    expect(await store.read(game)).toEqual([...first, ...second]);
    expect(await store.read(game, 3)).toEqual(second);
    expect(await store.version(game)).toBe(5);
  });

  it('still appends after a query failed: pg drops that connection, and on PGlite its session and prepared statements outlive it', async () => {
    const game = await newGame();
    const first = batch(0, GENESIS_HASH, 1, 'before');
    expect(await store.append(game, 0, first)).toEqual({ ok: true, version: 1 });
    await expect(t.db.pool.query("SELECT 'urn:uuid:not-one'::uuid")).rejects.toThrow(/uuid/);
    expect(await store.append(game, 1, batch(1, first[0]!.hash, 1, 'after'))).toEqual({ ok: true, version: 2 });
  });

  it('refuses a stale expected version as a typed conflict and writes nothing', async () => {
    const game = await newGame();
    await store.append(game, 0, batch(0, GENESIS_HASH, 2, 'first'));
    const stale = await store.append(game, 0, batch(0, GENESIS_HASH, 1, 'late'));
    expect(stale).toEqual({ ok: false, kind: 'conflict', actualVersion: 2 });
    expect((await store.read(game)).map((e) => (e.event as { tag?: string }).tag)).toEqual(['first', 'first']);
  });

  it('lets exactly one of 50 concurrent appends at the same version win, keeping seqs contiguous', async () => {
    const game = await newGame();
    await store.append(game, 0, batch(0, GENESIS_HASH, 1, 'seed'));
    const head = (await store.read(game))[0]!.hash;
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => store.append(game, 1, batch(1, head, 2, `w${i}`))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toHaveLength(49);
    const seqs = (await store.read(game)).map((e) => e.seq);
    expect(seqs).toEqual([1, 2, 3]);
    const tags = new Set((await store.read(game, 1)).map((e) => (e.event as { tag?: string }).tag));
    expect(tags.size).toBe(1);
  });

  it('keeps 50 concurrent writers that retry on conflict contiguous, none lost or doubled', async () => {
    const game = await newGame();
    const writer = async (i: number): Promise<void> => {
      for (;;) {
        const log = await store.read(game);
        const version = log.length;
        const r = await store.append(game, version, batch(version, log.at(-1)?.hash ?? GENESIS_HASH, 1, `w${i}`));
        if (r.ok) return;
      }
    };
    await Promise.all(Array.from({ length: 50 }, (_, i) => writer(i)));
    const log = await store.read(game);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(log.map((e) => (e.event as { tag?: string }).tag)).size).toBe(50);
    log.forEach((e, i) => expect(e.prevHash).toBe(i === 0 ? GENESIS_HASH : log[i - 1]!.hash));
  });

  it('commits appends to many games together, each judged on its own version', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => newGame()));
    const results = await Promise.all([
      ...ids.map((id, i) => store.append(id, 0, batch(0, GENESIS_HASH, 1 + (i % 3), `g${i}`))),
      store.append(ids[0]!, 5, batch(5, 'x'.repeat(64), 1, 'stale')),
      store.append(randomUUID(), 0, batch(0, GENESIS_HASH, 1, 'nobody')),
    ]);
    ids.forEach((_, i) => expect(results[i]).toEqual({ ok: true, version: 1 + (i % 3) }));
    expect(results[20]).toMatchObject({ ok: false, kind: 'conflict' });
    expect(results[21]).toEqual({ ok: false, kind: 'conflict', actualVersion: null });
    for (const [i, id] of ids.entries()) expect((await store.read(id)).map((e) => e.seq)).toEqual(Array.from({ length: 1 + (i % 3) }, (_, k) => k + 1));
  });

  it('writes outbox rows with the events, and none for a conflicting append', async () => {
    const game = await newGame();
    await store.append(game, 0, batch(0, GENESIS_HASH, 1, 'a'), [{ accountId: owner, kind: 'turn', payload: { game } }]);
    await store.append(game, 0, batch(0, GENESIS_HASH, 1, 'b'), [{ accountId: owner, kind: 'turn', payload: { game } }]);
    const rows = await t.db.prisma.outboxRow.findMany({ where: { gameId: game } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seq: 1, kind: 'turn', accountId: owner, status: 'pending' });
  });

  it('updates the game row in the same statement', async () => {
    const game = await newGame();
    await store.append(game, 0, batch(0, GENESIS_HASH, 1, 'a'), [], { status: 'finished', awaiting: [] });
    const row = await t.db.prisma.game.findUniqueOrThrow({ where: { id: game } });
    expect(row.status).toBe('finished');
    expect(row.endedAt).not.toBeNull();
    expect(row.version).toBe(1);
  });

  it('keeps snapshots and answers the latest at or below a version', async () => {
    const game = await newGame();
    await store.saveSnapshot(game, { state: { n: 1 }, version: 10, head: 'h10', diceCursor: 4 });
    await store.saveSnapshot(game, { state: { n: 2 }, version: 20, head: 'h20', diceCursor: 9 });
    await store.saveSnapshot(game, { state: { n: 99 }, version: 20, head: 'other', diceCursor: 0 });
    expect(await store.latestSnapshot(game)).toEqual({ state: { n: 2 }, version: 20, head: 'h20', diceCursor: 9 });
    expect(await store.latestSnapshot(game, 15)).toEqual({ state: { n: 1 }, version: 10, head: 'h10', diceCursor: 4 });
    expect(await store.latestSnapshot(randomUUID())).toBeNull();
  });

  describe('group commit', () => {
    /** A pool that records each append statement: the games in it, and when it ran. */
    function recordingPool() {
      const statements: { games: string[]; start: number; end: number }[] = [];
      let clock = 0;
      const pool = {
        options: t.db.pool.options,
        async query(config: { name?: string; values?: unknown[] }) {
          if (!config.name?.startsWith('sortie-append-group')) return t.db.pool.query(config as pg.QueryConfig);
          const statement = { games: (JSON.parse(config.values![0] as string) as { game_id: string }[]).map((i) => i.game_id), start: clock++, end: Infinity };
          statements.push(statement);
          try {
            return await t.db.pool.query(config as pg.QueryConfig);
          } finally {
            statement.end = clock++;
          }
        },
      };
      const running = (at: number) => statements.filter((s) => s.start <= at && at < s.end);
      return { pool: pool as unknown as pg.Pool, statements, maxRunning: () => Math.max(0, ...statements.map((s) => running(s.start).length)), running };
    }

    it('commits the first append to an idle store at once, and the rest of that turn of the event loop together', async () => {
      const { pool, statements } = recordingPool();
      const grouped = new EventStore(pool, 2);
      const ids = await Promise.all(Array.from({ length: 30 }, () => newGame()));
      const results = await Promise.all(ids.map((id) => grouped.append(id, 0, batch(0, GENESIS_HASH, 1, 'g'))));
      expect(results.every((r) => r.ok)).toBe(true);
      expect(statements.map((s) => s.games)).toEqual([[ids[0]], ids.slice(1)]);
    });

    it('runs at most its number of statements at once, never one game in two, and keeps a game\'s appends in order', async () => {
      const { pool, statements, maxRunning, running } = recordingPool();
      const grouped = new EventStore(pool, 2);
      const ids = await Promise.all(Array.from({ length: 6 }, () => newGame()));
      // Each game's writer makes 8 appends in a row, each once the one before is in a running statement (groups start on setImmediate), not waiting for its commit.
      const answers = await Promise.all(
        ids.map(async (id, w) => {
          const pending: Promise<unknown>[] = [];
          let head = GENESIS_HASH;
          for (let v = 0; v < 8; v++) {
            for (let turn = 0; turn <= w % 3; turn++) await new Promise((resolve) => setImmediate(resolve));
            const entries = batch(v, head, 1, `w${w}`);
            pending.push(grouped.append(id, v, entries));
            head = entries[0]!.hash;
          }
          return Promise.all(pending);
        }),
      );
      for (const a of answers) expect(a).toEqual(Array.from({ length: 8 }, (_, v) => ({ ok: true, version: v + 1 })));
      expect(statements.length).toBeGreaterThan(1);
      expect(maxRunning()).toBeLessThanOrEqual(2);
      for (const s of statements) {
        const others = running(s.start).filter((o) => o !== s);
        for (const o of others) expect(o.games.filter((g) => s.games.includes(g))).toEqual([]);
      }
      for (const id of ids) expect((await store.read(id)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    });

    it('tells every append of a group whose connection was lost after its commit that the database was unavailable, retrying none alone (which would meet its own batch as a conflict)', async () => {
      let lost = 0;
      const pool = {
        options: t.db.pool.options,
        async query(config: { name?: string; values?: unknown[] }) {
          const result = await t.db.pool.query(config as pg.QueryConfig);
          const games = config.name?.startsWith('sortie-append-group') ? (JSON.parse(config.values![0] as string) as unknown[]).length : 0;
          if (games > 1 && lost++ === 0) throw new Error('Connection terminated unexpectedly');
          return result;
        },
      } as unknown as pg.Pool;
      const grouped = new EventStore(pool, 1);
      const ids = await Promise.all(Array.from({ length: 4 }, () => newGame()));
      const results = await Promise.allSettled(ids.map((id) => grouped.append(id, 0, batch(0, GENESIS_HASH, 1, 'lost'))));
      // The first went alone, to an idle store; the other three together, in the statement whose answer was lost.
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
      for (const r of results.slice(1)) expect((r as PromiseRejectedResult).reason).toMatchObject({ message: 'Connection terminated unexpectedly' });
      for (const id of ids) expect(await store.version(id)).toBe(1);
    });

    it('runs a third of its pool\'s statements at once by default, between one and four (one on the embedded database\'s single connection)', () => {
      expect([1, 2, 3, 6, 10, 60].map(defaultConcurrentGroups)).toEqual([1, 1, 1, 2, 3, 4]);
    });
  });
});
