/**
 * Event store append throughput against the durable commit it is built on:
 * EventStore.append (version check, events, outbox, NOTIFY in one statement)
 * versus a raw pg BEGIN / INSERT / COMMIT loop, with the same parallelism and
 * pool, measured in the same run. Uses DATABASE_URL's server (a database of
 * its own, dropped after) or, without it, the embedded PGlite.
 *   npx tsx bench/event-store.bench.ts [appendsPerRun]
 */
import { randomUUID } from 'node:crypto';
import { EventStore } from '../src/store/event-store.js';
import { GENESIS_HASH, toEntries, type LogEntry } from '../src/kernel/log.js';
import { entrySalts } from '../src/kernel/dice.js';
import { createTestDatabase } from '../test/support/test-database.js';
import { measure, percentile, row } from './stats.js';

/** The entries' salts, as a game's seed would give them. */
const BENCH_SALTS = entrySalts('bench');

const COUNT = Number(process.argv[2] ?? 3000);
const t = await createTestDatabase(50);
const { pool, prisma } = t.db;
const store = new EventStore(pool);
const owner = randomUUID();
await prisma.account.create({ data: { id: owner, name: 'bench', passwordHash: 'x' } });
await pool.query('CREATE TABLE raw_events (game_id uuid NOT NULL, seq int NOT NULL, data jsonb NOT NULL, PRIMARY KEY (game_id, seq))');

const event = { type: 'moved', bommer: 'b1', from: 's12', to: 's13', speed: 4 };

async function games(n: number): Promise<{ id: string; version: number; head: string }[]> {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const id = randomUUID();
      await prisma.game.create({ data: { id, ruleset: 'bench', options: {}, status: 'active', seed: 's', seedHash: 'h', createdBy: owner } });
      return { id, version: 0, head: GENESIS_HASH };
    }),
  );
}

async function storeRun(parallel: number) {
  const gs = await games(parallel);
  return measure(parallel, COUNT, async (w) => {
    const g = gs[w]!;
    const entries: LogEntry[] = toEntries([{ event }], { seat: 'ork1', command: { type: 'move' }, diceFrom: 0, rolls: [] }, g.version + 1, g.head, BENCH_SALTS);
    const r = await store.append(g.id, g.version, entries);
    if (!r.ok) throw new Error('unexpected conflict');
    g.version = r.version;
    g.head = entries[0]!.hash;
  });
}

async function rawRun(parallel: number) {
  const gs = Array.from({ length: parallel }, () => ({ id: randomUUID(), seq: 0 }));
  return measure(parallel, COUNT, async (w) => {
    const g = gs[w]!;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO raw_events (game_id, seq, data) VALUES ($1, $2, $3)', [g.id, ++g.seq, JSON.stringify(event)]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  });
}

console.log(`event store append vs raw BEGIN/INSERT/COMMIT on ${t.db.kind} (${COUNT} appends a run, one event each)`);
row('', 'events/s', 'p50 ms', 'p99 ms', 'ratio');
try {
  for (const parallel of t.db.kind === 'pglite' ? [1] : [1, 50]) {
    await rawRun(parallel); // warm-up: connections, plans, caches
    const raw = await rawRun(parallel);
    const ours = await storeRun(parallel);
    row(`raw pg, ${parallel} game(s) in parallel`, raw.rate, percentile(raw.latencies, 50), percentile(raw.latencies, 99), 1);
    row(`EventStore.append, ${parallel} game(s)`, ours.rate, percentile(ours.latencies, 50), percentile(ours.latencies, 99), ours.rate / raw.rate);
  }
} finally {
  await t.dispose();
}
