/**
 * Backups that restore, on the highly available stack: a pgBackRest backup of the leader, moves after it, a
 * moment noted between two moves, more moves; then a new cluster restored from the backup and the archived WAL
 * to that moment (point-in-time recovery), Sortie on it, and every game exactly as it was then (its log, its
 * version, its verification). And the service refuses to start on a database migrated by a newer version.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/store/database.js';
import type { AppContext } from '../../src/http/context.js';
import { buildApp } from '../../src/http/app.js';
import { move, newRaceGame, raceState, type RaceGame } from '../realtime/fixtures.js';
import { sleep } from '../support/resuming-load.js';
import { LEADER_URL, openServices, SHARED_SETTINGS, STACK_DIR, stack } from './stack.js';

const run = promisify(execFile);
const restoredDir = path.join(STACK_DIR, 'restored');
let leader: { db: Database; ctx: AppContext & { stop(): Promise<void> } };
let restored: { db: Database; ctx: AppContext & { stop(): Promise<void> } } | undefined;
let restoredStarted = false;

beforeAll(async () => {
  leader = await openServices(LEADER_URL);
});

afterAll(async () => {
  await restored?.db.close();
  await leader?.db.close();
  if (restoredStarted) await stack('restore-down', restoredDir);
});

/** Each game's log as the database has it: every event's seq, type and data, in order. */
async function logs(databaseUrl: string, games: readonly RaceGame[]): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await Promise.all(games.map(async (g) => (await client.query<{ seq: number; type: string; data: unknown; hash: string }>('SELECT seq, type, data, hash FROM events WHERE game_id = $1 ORDER BY seq', [g.id])).rows));
  } finally {
    await client.end();
  }
}

describe('backups', () => {
  it('restore a new cluster to a moment between two moves, on which Sortie finds every game as it was then, and refuses to start once a newer version migrated it', async () => {
    const games = await Promise.all(Array.from({ length: 4 }, () => newRaceGame(leader.ctx)));
    const play = async (rounds: number) => {
      for (let r = 0; r < rounds; r++) for (const g of games) await move(leader.ctx, g.id);
    };
    await play(2);
    await stack('backup', 'full');
    // pgBackRest picks the backup to restore from by its stop time, kept to the second: the moment must come after it.
    await sleep(1100);
    await play(3);
    const client = new pg.Client({ connectionString: LEADER_URL });
    await client.connect();
    const { rows } = await client.query<{ at: string }>(`SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' AS at`);
    await client.end();
    const moment = rows[0]!.at;
    const then = await logs(LEADER_URL, games);
    const versionsThen = await Promise.all(games.map(async (g) => (await raceState(leader.ctx, g.id)).version));
    await sleep(1100);
    await play(3);
    expect(await logs(LEADER_URL, games), 'moves were made after the moment').not.toEqual(then);
    await stack('archived');

    const port = await stack('restore', restoredDir, moment);
    restoredStarted = true;
    const restoredUrl = `postgresql://postgres@127.0.0.1:${port}/sortie`;
    restored = await openServices(restoredUrl);
    expect(await logs(restoredUrl, games)).toEqual(then);
    expect(await Promise.all(games.map(async (g) => (await raceState(restored!.ctx, g.id)).version))).toEqual(versionsThen);
    const app = await buildApp(restored.ctx, { logger: false });
    try {
      // Verification shows once a game is over: each ends by a resignation, made on the restored cluster.
      for (const g of games) {
        const resigned = await app.inject({ method: 'POST', url: `/games/${g.id}/resign`, headers: { authorization: `Bearer ${g.a.token}` } });
        expect(resigned.statusCode, resigned.body).toBe(200);
        const res = await app.inject({ method: 'GET', url: `/games/${g.id}/verification` });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<{ ok: boolean }>().ok).toBe(true);
      }
    } finally {
      await app.close();
    }
    console.log(`ha: restored to ${moment}: ${games.length} games as they were then (versions ${versionsThen.join(', ')})`);

    // A newer version migrated the restored database: this one refuses to start on it, saying why.
    const admin = new pg.Client({ connectionString: restoredUrl });
    await admin.connect();
    await admin.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count) VALUES ('future', 'x', '99990101000000_from_a_newer_version', now(), now(), 1)`,
    );
    await admin.end();
    const started = run('node', ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, ...SHARED_SETTINGS, DATABASE_URL: restoredUrl, PORT: '0' },
      timeout: 60_000,
    });
    const refusal = await started.then(
      () => undefined,
      (err: { code?: number; stderr?: string }) => err,
    );
    expect(refusal?.code, 'the exit code').toBe(1);
    expect(refusal?.stderr).toMatch(/99990101000000_from_a_newer_version.*newer version/);
  });
});
