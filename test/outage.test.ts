/**
 * PostgreSQL going away under load, on a cluster of its own that nothing else
 * uses (.ci/pg-servers.sh runs it and a PgBouncer in front of it in
 * SORTIE_OUTAGE_DIR; .ci/run sets that up). Two instances, one straight to
 * the server and one through PgBouncer; 20 players send commands while the
 * server restarts, then while PgBouncer is killed and started again. Every
 * answer is a 2xx, a 503 problem+json with Retry-After, or a 409 for a key
 * still in flight (or a 422 to a player not to move), within the handler's
 * timeout (twice the request timeout); every command answered 2xx is in the log once, any other once or
 * not at all; sockets that were closed
 * resume and end up with every event once; LISTEN resumes; the finished
 * games verify.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/store/database.js';
import { createServices } from '../src/services.js';
import { buildApp } from '../src/http/app.js';
import { systemClock } from '../src/clock.js';
import { RulesetRegistry } from '../src/kernel/registry.js';
import type { AppContext } from '../src/http/context.js';
import { raceRuleset } from './support/race-ruleset.js';
import { move, newRaceGame, range } from './realtime/fixtures.js';
import { type Answer, Player20, ResumingStream, sleep } from './support/resuming-load.js';

const dir = process.env.SORTIE_OUTAGE_DIR;
const script = path.resolve(import.meta.dirname, '../.ci/pg-servers.sh');
const run = promisify(execFile);
/** Stops or starts the cluster's server or its PgBouncer (asynchronously: the services under test share this event loop). */
const servers = async (action: 'pg-stop' | 'pg-start' | 'bouncer-kill' | 'bouncer-start') => void (await run(script, [action, dir!]));

const REQUEST_TIMEOUT_MS = 3000;
/** How much later than the handler's timeout (twice the request timeout) an answer may come, besides the longest the event loop stood still (the machine is shared). */
const SLACK_MS = 3000;

/** One running service instance. */
interface Instance {
  readonly app: FastifyInstance;
  readonly ctx: AppContext & { stop(): Promise<void> };
  readonly db: Database;
  readonly base: string;
}

async function startInstance(databaseUrl: string, directUrl: string): Promise<Instance> {
  const config = loadConfig({
    JWT_KEYS: 'test-key:0123456789abcdef0123456789abcdef',
    LOG_LEVEL: 'silent',
    COMMANDS_PER_MINUTE: '0',
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    CADENCE_POLL_MS: '0',
    DATABASE_URL: databaseUrl,
    DATABASE_DIRECT_URL: directUrl,
  });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, directUrl: config.databaseDirectUrl, pgbouncer: config.databasePgBouncer, connectTimeoutMs: config.requestTimeoutMs, pgliteDataDir: '' });
  const ctx = createServices(config, db, systemClock, () => {}, new RulesetRegistry([raceRuleset]));
  const app = await buildApp(ctx, { logger: false });
  await ctx.start();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, ctx, db, base: `http://127.0.0.1:${address.port}` };
}

describe.skipIf(!dir)('PostgreSQL going away (needs SORTIE_OUTAGE_DIR: a cluster of its own and a PgBouncer, made by .ci/pg-servers.sh as .ci/run does)', () => {
  const name = `sortie_outage_${Date.now()}`;
  const port = (file: string) => readFileSync(path.join(dir ?? '', file), 'utf8').trim();
  const admin = () => `postgresql://postgres@127.0.0.1:${port('pg.port')}/postgres`;
  const instances: Instance[] = [];
  const opened: ResumingStream[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((s) => s.stop()));
    for (const i of instances) {
      await i.app.close();
      await i.ctx.stop();
      await i.db.close();
    }
    if (!dir) return;
    const client = new pg.Client({ connectionString: admin() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('answers 503 with Retry-After while the server restarts and while PgBouncer is gone, loses no answered command, doubles none, and resumes streams and LISTEN', async () => {
    const client = new pg.Client({ connectionString: admin() });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const direct = `postgresql://postgres@127.0.0.1:${port('pg.port')}/${name}`;
    const pooled = `postgresql://postgres@127.0.0.1:${port('bouncer.port')}/${name}?pgbouncer=true`;
    const [straight, bounced] = [await startInstance(direct, direct), await startInstance(pooled, direct)];
    instances.push(straight, bounced);

    const games = await Promise.all(Array.from({ length: 10 }, () => newRaceGame(straight.ctx)));
    // On a busy machine this process may not run for a while: an answer late by that much was not held by the service.
    const stalls = monitorEventLoopDelay({ resolution: 20 });
    stalls.enable();
    // Each game's stream on the straight instance; its players send through one instance each.
    const streams = games.map((g) => new ResumingStream(straight.base, g.id, g.b.token));
    opened.push(...streams);
    const players = games.flatMap((g, i) => [new Player20((i % 2 ? straight : bounced).base, g, g.a, 'a', `g${i}a`), new Player20((i % 2 ? bounced : straight).base, g, g.b, 'b', `g${i}b`)]);
    const everyoneAnsweredSince = async (since: number, what: string) => {
      for (let waited = 0; players.some((p) => p.lastOkAt <= since); waited += 100) {
        if (waited > 30_000) {
          const late = players.filter((p) => p.lastOkAt <= since);
          throw new Error(`${what}: ${late.length} players had no 2xx within 30 s; their last answers: ${JSON.stringify(late.map((p) => p.answers.at(-1)))}`);
        }
        await sleep(100);
      }
    };

    try {
      await everyoneAnsweredSince(0, 'before');
      let mark = Date.now();
      await servers('pg-stop');
      await sleep(2000);
      await servers('pg-start');
      await everyoneAnsweredSince(mark, 'after the server restarted');
      mark = Date.now();
      await servers('bouncer-kill');
      await sleep(1500);
      await servers('bouncer-start');
      await everyoneAnsweredSince(mark, 'after PgBouncer came back');
    } finally {
      await Promise.all(players.map((p) => p.stop()));
    }

    // Every answer was a 2xx, a 503 problem with Retry-After, or a key still in flight; none came later than the request timeout.
    const answers = players.flatMap((p) => p.answers);
    const expected = (a: Answer) =>
      a.status === 200 || (a.status === 503 && a.problem && Number(a.retryAfter) >= 1) || (a.status === 409 && a.code === 'idempotency-key-in-flight') || (a.status === 422 && a.code === 'not-your-turn');
    const unexpected = answers.filter((a) => !expected(a));
    expect(unexpected).toEqual([]);
    expect(answers.filter((a) => a.status === 503).length, 'the outages were seen').toBeGreaterThan(0);
    stalls.disable();
    const bound = 2 * REQUEST_TIMEOUT_MS + SLACK_MS + stalls.max / 1e6;
    expect(answers.filter((a) => a.ms >= bound), `answers later than ${Math.round(bound)} ms`).toEqual([]);
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    console.log(
      `outage: ${answers.length} answers (${count(200)} 200, ${count(503)} 503, ${count(409)} 409 in flight, ${count(422)} 422 not your turn), slowest ${Math.max(...answers.map((a) => a.ms))} ms, event loop stalled up to ${Math.round(stalls.max / 1e6)} ms`,
    );

    // In the log: every note answered 2xx once, any other once or not at all; no more rolls than were sent, none fewer than were answered.
    const log = new pg.Client({ connectionString: direct });
    await log.connect();
    try {
      const { rows } = await log.query<{ text: string; n: number }>("SELECT data->>'text' AS text, count(*)::int AS n FROM events WHERE type = 'noted' GROUP BY 1");
      const counts = new Map(rows.map((r) => [r.text, r.n]));
      for (const p of players) {
        for (const [text, ok] of p.notes) {
          if (ok) expect(counts.get(text), text).toBe(1);
          else expect(counts.get(text) ?? 0, text).toBeLessThanOrEqual(1);
        }
      }
      for (const [i, g] of games.entries()) {
        for (const p of players.slice(2 * i, 2 * i + 2)) {
          const { rows: rolled } = await log.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE game_id = $1 AND type = 'rolled' AND data->>'seat' = $2", [g.id, p.seat]);
          expect(rolled[0]!.n).toBeGreaterThanOrEqual(p.rolls.answered);
          expect(rolled[0]!.n).toBeLessThanOrEqual(p.rolls.sent);
        }
      }
    } finally {
      await log.end();
    }

    // LISTEN resumed on the straight instance: a move made through the other reaches its sockets, which hold every event once.
    for (const g of games) {
      const version = await move(bounced.ctx, g.id, { type: 'note', text: 'after all' });
      const stream = streams[games.indexOf(g)]!;
      await stream.reach(version);
      expect(stream.seqs).toEqual(range(1, version));
    }
    const closes = streams.flatMap((s) => s.closes);
    expect(closes.filter((c) => c !== 1013 && c !== 1006), 'streams closed only to resume').toEqual([]);
    console.log(`outage: ${closes.length} stream closes to resume (${closes.filter((c) => c === 1013).length} 1013, ${closes.filter((c) => c === 1006).length} 1006)`);
    await Promise.all(streams.map((s) => s.stop()));

    // The games end (a resignation), and verify.
    for (const g of games) {
      const resigned = await straight.app.inject({ method: 'POST', url: `/games/${g.id}/resign`, headers: { authorization: `Bearer ${g.a.token}` } });
      expect(resigned.statusCode, resigned.body).toBe(200);
      const res = await straight.app.inject({ method: 'GET', url: `/games/${g.id}/verification` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ ok: boolean }>().ok).toBe(true);
    }
    for (const i of instances) expect((await i.app.inject('/health')).statusCode).toBe(200);
  }, 240_000);
});
