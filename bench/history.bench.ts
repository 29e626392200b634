/**
 * Whether commands and the notification dispatcher slow down as history
 * grows (issue 21 item 1). Two databases on DATABASE_URL's PostgreSQL, with
 * autovacuum off for every table (as on this machine's server, and as it may
 * lag on a busy one), are given SMALL and LARGE rows of past notices and of
 * finished games, made with SQL the way the service leaves them: each
 * notice written pending and marked dispatched by a later statement, one in
 * ten with an email delivery written pending, claimed, then delivered, in
 * batches of a thousand, committed as they go. Then
 * the same run on each, in turns: race games whose players have neither mail
 * nor webhook (as most have) rolling dice, which passes the turn on every
 * command, with the dispatcher running after each burst; and the
 * dispatcher's scans with nothing to do — the outbox fan-out
 * (NotificationStore.expand) and the delivery claim (NotificationStore.claim)
 * — timed one statement at a time.
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npx tsx bench/history.bench.ts [commands] [small] [large]
 * It runs on any version of the code (the history's SQL names only columns
 * every version has, and fills game_activity where there is one), so the
 * design before can be measured the same way from a checkout of its commit. The goal: the large database within 1.2×
 * of the small one, for both figures.
 */
import os from 'node:os';
import type pg from 'pg';
import { RulesetRegistry } from '../src/kernel/registry.js';
import { NotificationStore } from '../src/notifications/notification-store.js';
import { DEFAULT_CHANNELS } from '../src/notifications/kinds.js';
import { raceRuleset } from '../test/support/race-ruleset.js';
import { createTestApp, type TestApp } from '../test/support/test-app.js';
import { newRaceGame, raceState, type RaceGame } from '../test/realtime/fixtures.js';
import { measure, percentile, row } from './stats.js';

if (!process.env.DATABASE_URL) {
  console.error('history.bench needs DATABASE_URL (a PostgreSQL server): what grows here is PostgreSQL\'s.');
  process.exit(2);
}
const COMMANDS = Number(process.argv[2] ?? 3000);
const SIZES = [Number(process.argv[3] ?? 10_000), Number(process.argv[4] ?? 1_000_000)];
const PARALLEL = 20;
const ROUNDS = 3;
/** Idle dispatcher scans timed a round. */
const SCANS = 200;

/**
 * Past notices and finished games, as the service leaves them: `count` of
 * each, over the last 30 days, committed a batch at a time.
 */
const HISTORY_SQL = (count: number) => `
DO $$
DECLARE
  n int := ${count};
  batch int := 1000;
  ids bigint[];
  stamp timestamptz;
BEGIN
  CREATE TEMP TABLE past_accounts AS SELECT i, gen_random_uuid() AS id FROM generate_series(0, 999) i;
  ALTER TABLE past_accounts ADD PRIMARY KEY (i);
  ANALYZE past_accounts;
  INSERT INTO accounts (id, name, password_hash) SELECT id, 'past-' || i, 'x' FROM past_accounts;
  CREATE TEMP TABLE past_games AS
  SELECT i, gen_random_uuid() AS id, now() - interval '30 days' + (i * interval '30 days' / n) AS at FROM generate_series(0, n - 1) i;
  ALTER TABLE past_games ADD PRIMARY KEY (i);
  ANALYZE past_games;
  INSERT INTO games (id, ruleset, options, status, version, seed, seed_hash, created_by, created_at, ended_at)
  SELECT g.id, 'race', '{"target": 100}', 'finished', 60, md5(g.i::text), md5(md5(g.i::text)), a.id, g.at, g.at
    FROM past_games g JOIN past_accounts a ON a.i = g.i % 1000;
  -- Where the lobby's key has a table of its own (since the migration game_activity); before, the column defaulted.
  IF to_regclass('game_activity') IS NOT NULL THEN
    INSERT INTO game_activity (game_id, updated_at) SELECT id, at FROM past_games;
  END IF;
  INSERT INTO seats (game_id, seat, account_id)
  SELECT g.id, s.seat, a.id FROM past_games g CROSS JOIN (VALUES ('a', 0), ('b', 1)) s(seat, k) JOIN past_accounts a ON a.i = (g.i + s.k) % 1000;
  COMMIT;
  FOR b IN 0 .. (n - 1) / batch LOOP
    stamp := now() - interval '30 days' + (b * batch * interval '30 days' / n);
    WITH written AS (
      INSERT INTO outbox (game_id, seq, account_id, kind, payload, created_at)
      SELECT g.id, 2, a.id, 'turn', '{"seat": "a"}', stamp
        FROM past_games g JOIN past_accounts a ON a.i = g.i % 1000
       WHERE g.i >= b * batch AND g.i < (b + 1) * batch
      RETURNING id)
    SELECT array_agg(id) INTO ids FROM written;
    -- The fan-out: one notice in ten had an address to mail.
    INSERT INTO notification_deliveries (outbox_id, account_id, game_id, kind, channel, target, created_at)
    SELECT o.id, o.account_id, o.game_id, 'turn', 'email', 'past@example.com', stamp FROM outbox o WHERE o.id = ANY(ids) AND o.id % 10 = 0;
    UPDATE outbox SET status = 'dispatched', delivered_at = stamp WHERE id = ANY(ids);
    UPDATE notification_deliveries SET status = 'claimed', next_attempt_at = stamp + interval '1 minute' WHERE outbox_id = ANY(ids);
    UPDATE notification_deliveries SET status = 'delivered', attempts = 1, delivered_at = stamp WHERE outbox_id = ANY(ids);
    IF b % 10 = 0 THEN COMMIT; END IF;
  END LOOP;
  COMMIT;
  DROP TABLE past_games;
  DROP TABLE past_accounts;
END $$`;

interface Database {
  readonly size: number;
  readonly t: TestApp;
  readonly games: RaceGame[];
  readonly turns: Map<string, 'a' | 'b'>;
}

async function prepare(size: number): Promise<Database> {
  const t = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset]), env: { NOTIFY_POLL_MS: '0', CADENCE_POLL_MS: '0' } });
  const { pool } = t.ctx.db;
  const { rows: tables } = await pool.query<{ name: string }>("SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'");
  for (const { name } of tables) await pool.query(`ALTER TABLE ${name} SET (autovacuum_enabled = false)`);
  const started = performance.now();
  await pool.query(HISTORY_SQL(size));
  const { rows } = await pool.query<{ outbox: number; deliveries: number; games: number; mb: number }>(
    `SELECT (SELECT count(*) FROM outbox)::int AS outbox, (SELECT count(*) FROM notification_deliveries)::int AS deliveries, (SELECT count(*) FROM games)::int AS games,
            (pg_total_relation_size('outbox') + pg_total_relation_size('notification_deliveries') + pg_total_relation_size('games')) / 1048576.0 AS mb`,
  );
  const h = rows[0]!;
  console.log(`history of ${size}: ${h.outbox} notices, ${h.deliveries} deliveries, ${h.games} games, ${Number(h.mb).toFixed(0)} MB with indexes, made in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const games = await Promise.all(Array.from({ length: PARALLEL }, () => newRaceGame(t.ctx, { target: 1_000_000_000 })));
  const turns = new Map(await Promise.all(games.map(async (g) => [g.id, (await raceState(t.ctx, g.id)).turn as 'a' | 'b'] as const)));
  return { size, t, games, turns };
}

/** Row updates so far, and how many were HOT, by table (the statistics a backend flushes within 10 s of going idle). */
async function updates(d: Database): Promise<Map<string, { all: number; hot: number }>> {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const { rows } = await d.t.ctx.db.pool.query<{ relname: string; all: string; hot: string }>(
    "SELECT relname, n_tup_upd AS all, n_tup_hot_upd AS hot FROM pg_stat_user_tables WHERE relname IN ('games', 'game_activity', 'outbox', 'notification_deliveries')",
  );
  return new Map(rows.map((r) => [r.relname, { all: Number(r.all), hot: Number(r.hot) }]));
}

/** Rolls in every game, PARALLEL at once, `count` commands in all, the dispatcher running after each burst of PARALLEL; answers commands/s. */
async function commands(d: Database, count: number): Promise<number> {
  let done = 0;
  const { rate } = await measure(PARALLEL, count, async (w) => {
    const game = d.games[w]!;
    const seat = d.turns.get(game.id)!;
    const r = await d.t.ctx.play.execute(game.id, seat, { type: 'roll' });
    if (!r.ok) throw new Error(`roll refused: ${JSON.stringify(r)}`);
    d.turns.set(game.id, seat === 'a' ? 'b' : 'a');
    if (++done % PARALLEL === 0) await d.t.ctx.dispatcher.runOnce();
  });
  await d.t.ctx.dispatcher.runOnce();
  return rate;
}

/** The last statement a NotificationStore sent, so that it can be explained. */
interface Recorded {
  text: string;
  values: unknown[];
}

/** A pool that sends every statement to `pool`, keeping the last one in `last`. */
function recording(pool: pg.Pool, last: Recorded): pg.Pool {
  return {
    query: (text: string, values: unknown[]) => {
      Object.assign(last, { text, values });
      return pool.query(text, values);
    },
  } as unknown as pg.Pool;
}

/** The shared buffers (hit or read) a statement touches, by EXPLAIN (ANALYZE, BUFFERS): what it costs, however loaded the machine. */
async function buffers(pool: pg.Pool, statement: Recorded): Promise<number> {
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.values);
  const plan = rows[0]!['QUERY PLAN'][0].Plan;
  return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
}

/** The dispatcher's two scans with nothing to do, one statement at a time: the median ms of each, and the buffers each touches. */
async function scans(d: Database) {
  const expand: number[] = [];
  const claim: number[] = [];
  const [expanded, claimed] = [{ text: '', values: [] }, { text: '', values: [] }];
  const [expander, claimer] = [new NotificationStore(recording(d.t.ctx.db.pool, expanded)), new NotificationStore(recording(d.t.ctx.db.pool, claimed))];
  for (let i = 0; i < SCANS; i++) {
    const now = new Date();
    let t0 = performance.now();
    await expander.expand(now, 20, DEFAULT_CHANNELS, false);
    expand.push(performance.now() - t0);
    t0 = performance.now();
    await claimer.claim(now, 60_000, 20);
    claim.push(performance.now() - t0);
  }
  return { expand: percentile(expand, 50), claim: percentile(claim, 50), expandBuffers: await buffers(d.t.ctx.db.pool, expanded), claimBuffers: await buffers(d.t.ctx.db.pool, claimed) };
}

const dbs: Database[] = [];
try {
  for (const size of SIZES) dbs.push(await prepare(size));
  const { rows } = await dbs[0]!.t.ctx.db.pool.query<{ autovacuum: string; version: string }>("SELECT current_setting('autovacuum') AS autovacuum, version() AS version");
  const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`${rows[0]!.version.split(' ').slice(0, 2).join(' ')} (autovacuum ${rows[0]!.autovacuum}; off for every table here), ${os.cpus().length} cores, load ${load()}`);
  console.log(`${COMMANDS} commands (${PARALLEL} games in parallel) and ${SCANS} idle dispatcher scans a round; median of ${ROUNDS} rounds`);
  for (const d of dbs) await commands(d, COMMANDS / 5); // warm-up
  const before = await Promise.all(dbs.map(updates));
  const results = dbs.map(() => ({ rate: [] as number[], expand: [] as number[], claim: [] as number[], expandBuffers: 0, claimBuffers: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, d] of dbs.entries()) {
      const r = results[i]!;
      r.rate.push(await commands(d, COMMANDS));
      const s = await scans(d);
      r.expand.push(s.expand);
      r.claim.push(s.claim);
      [r.expandBuffers, r.claimBuffers] = [s.expandBuffers, s.claimBuffers];
    }
  }
  const after = await Promise.all(dbs.map(updates));
  const med = (xs: number[]) => percentile(xs, 50);
  const hot = (i: number, table: string) => {
    const [b, a] = [before[i]!.get(table), after[i]!.get(table)];
    const all = (a?.all ?? 0) - (b?.all ?? 0);
    return all === 0 ? 'none' : `${(a!.hot - (b?.hot ?? 0))}/${all} HOT`;
  };
  for (const [i, d] of dbs.entries()) console.log(`updates during the rounds, history of ${d.size}: games ${hot(i, 'games')}, game_activity ${hot(i, 'game_activity')}, outbox ${hot(i, 'outbox')}, deliveries ${hot(i, 'notification_deliveries')}`);
  row('', 'commands/s', 'expand ms', 'buffers', 'claim ms', 'buffers');
  for (const [i, d] of dbs.entries()) {
    const r = results[i]!;
    row(`history of ${d.size}`, med(r.rate), med(r.expand), r.expandBuffers, med(r.claim), r.claimBuffers);
  }
  const [small, large] = results;
  const ratios = {
    commands: med(small!.rate) / med(large!.rate),
    expand: med(large!.expand) / med(small!.expand),
    claim: med(large!.claim) / med(small!.claim),
  };
  row(`ratio (large is slower by)`, ratios.commands, ratios.expand, large!.expandBuffers / small!.expandBuffers, ratios.claim, large!.claimBuffers / small!.claimBuffers);
  const met = (x: number) => (x <= 1.2 ? 'met' : 'NOT met');
  console.log(`goal ≤ 1.2×: commands ${ratios.commands.toFixed(2)}× ${met(ratios.commands)}, fan-out scan ${ratios.expand.toFixed(2)}× ${met(ratios.expand)}, delivery claim ${ratios.claim.toFixed(2)}× ${met(ratios.claim)}; load after: ${load()}`);
} finally {
  for (const d of dbs) await d.t.close();
}
