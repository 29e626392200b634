/**
 * Through PgBouncer in transaction mode (1.18: no prepared statement carried
 * from one transaction to the next), each transaction may run on another
 * server connection. A client connection is made to meet two of them in turn
 * (another client holds the one it used last in a transaction), and must find
 * its statements, its time zone and the event store working on each.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, pgbouncer, type TestDatabase } from './support/test-database.js';
import { EventStore } from '../src/store/event-store.js';
import { StreamReads } from '../src/realtime/stream-reads.js';
import { GENESIS_HASH, toEntries } from '../src/kernel/log.js';
import { entrySalts } from '../src/kernel/dice.js';

describe.skipIf(!pgbouncer)('through PgBouncer in transaction mode (needs DATABASE_URL with pgbouncer=true, and DATABASE_DIRECT_URL)', () => {
  let database: TestDatabase;
  let holder: pg.Client;

  beforeAll(async () => {
    // One connection in the service's pool, so every statement below comes through the same client connection.
    database = await createTestDatabase(1);
    holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await database?.dispose();
  });

  /**
   * Runs `use` four times: twice while the holder keeps the server connection
   * used last busy in a transaction, so PgBouncer (which hands out the
   * connection freed last) switches the pool's connection between two; answers
   * the server processes that served it.
   */
  async function alternating(use: () => Promise<void>): Promise<Set<number>> {
    const pids = new Set<number>();
    for (let round = 0; round < 4; round++) {
      const holding = round % 2 === 1;
      if (holding) await holder.query('BEGIN; SELECT 1');
      try {
        pids.add((await database.db.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
        await use();
      } finally {
        if (holding) await holder.query('COMMIT');
      }
    }
    return pids;
  }

  it('sends a statement given a name unnamed, so that it runs on whichever server connection the transaction gets', async () => {
    const seen: number[] = [];
    const pids = await alternating(async () => {
      const { rows } = await database.db.pool.query<{ pid: number }>({ name: 'sortie-test-probe', text: 'SELECT pg_backend_pid() AS pid WHERE $1::int = 1', values: [1] });
      seen.push(rows[0]!.pid);
    });
    expect(pids.size, 'the client connection met two server connections').toBe(2);
    expect(new Set(seen)).toEqual(pids);
  });

  it('appends with the event store and reads with the streams (both name their statements) on either server connection', async () => {
    const [owner, gameId] = [randomUUID(), randomUUID()];
    await database.db.prisma.account.create({ data: { id: owner, name: `owner-${owner}`, passwordHash: 'x' } });
    await database.db.prisma.game.create({ data: { id: gameId, ruleset: 'test', options: {}, status: 'active', seed: 's', seedHash: 'h', createdBy: owner } });
    const store = new EventStore(database.db.pool);
    const reads = StreamReads.open(database.db, () => {});
    let [version, prevHash] = [0, GENESIS_HASH];
    try {
      await alternating(async () => {
        const event = { type: 'noted', tag: `n${version}` };
        const entry = toEntries([{ event }], { seat: 'a', command: { type: 'note' }, diceFrom: 0, rolls: [] }, version + 1, prevHash, entrySalts('pgbouncer-test'));
        expect(await store.append(gameId, version, entry)).toEqual({ ok: true, version: version + 1 });
        [version, prevHash] = [version + 1, entry[0]!.hash];
        expect(await reads.gameProgress(gameId)).toMatchObject({ version });
      });
    } finally {
      await reads.close();
    }
  });

  it('keeps every session in UTC, on server connections opened in a database whose zone is not', async () => {
    const name = new URL(database.url!).pathname.slice(1);
    await database.db.pool.query(`ALTER DATABASE "${name}" SET timezone TO 'Pacific/Chatham'`);
    const zones = new Set<string>();
    await alternating(async () => {
      zones.add((await database.db.pool.query<{ tz: string }>("SELECT current_setting('TimeZone') AS tz")).rows[0]!.tz);
    });
    expect([...zones]).toEqual(['UTC']);
  });
});
