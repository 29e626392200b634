/**
 * Failover under load on the highly available stack (scripts/ha/stack.sh): 20 players play 10 games through
 * HAProxy, spread over two Sortie instances, each game's stream open through HAProxy too. The leader's
 * Patroni and postmaster are killed with kill -9 (the synchronous standby takes over); then one Sortie
 * instance is. Printed and held to their goals: acknowledged commands lost (0), answers other than
 * 2xx/409/422/429/503 (0; every 503 a problem with Retry-After), seconds from each kill until writes succeed
 * again (≤ 20), stream gaps and duplicates after resuming (0), pushes after the failover (LISTEN followed the
 * new leader); every game verifies afterwards.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/store/database.js';
import type { AppContext } from '../../src/http/context.js';
import { move, newRaceGame, range, type RaceGame } from '../realtime/fixtures.js';
import { type Answer, Player20, ResumingStream, sleep } from '../support/resuming-load.js';
import { LEADER_URL, openServices, SORTIE_URL, stack } from './stack.js';

const FAILOVER_GOAL_S = 20;

let db: Database;
let ctx: AppContext & { stop(): Promise<void> };

beforeAll(async () => {
  // The test's own services, on the leader through HAProxy: to make games and moves, as an instance would.
  ({ db, ctx } = await openServices(LEADER_URL));
});

afterAll(async () => {
  await ctx?.stop();
  await db?.close();
});

/** Retries `work` while the database is away (a failover under way): answers its first result. */
async function untilDatabaseAnswers<T>(work: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await work();
    } catch (err) {
      if (tries >= 100) throw err;
      await sleep(300);
    }
  }
}

describe('failover under load', () => {
  it('loses no acknowledged command, answers only 2xx/409/422/429/503, writes again within 20 s of a kill -9 of the leader, and streams resume whole', async () => {
    const games: RaceGame[] = await Promise.all(Array.from({ length: 10 }, () => newRaceGame(ctx)));
    const streams = games.map((g) => new ResumingStream(SORTIE_URL, g.id, g.b.token));
    const players = games.flatMap((g, i) => [new Player20(SORTIE_URL, g, g.a, 'a', `g${i}a`), new Player20(SORTIE_URL, g, g.b, 'b', `g${i}b`)]);
    const everyoneAnsweredSince = async (since: number, what: string) => {
      for (let waited = 0; players.some((p) => p.lastOkAt <= since); waited += 100) {
        if (waited > 45_000) {
          const late = players.filter((p) => p.lastOkAt <= since);
          throw new Error(`${what}: ${late.length} players had no 2xx within 45 s; their last answers: ${JSON.stringify(late.map((p) => p.answers.at(-1)))}`);
        }
        await sleep(100);
      }
    };
    /**
     * Seconds from `since` (a kill) to the end of the longest stretch, from then until `until` (every player answered
     * again), without a 2xx answer: when writes succeeded again. (Right after a kill -9 of the postmaster its backends
     * may still commit for a moment, replicated to the synchronous standby, so the first 2xx is no measure.)
     */
    const writesAgainAfter = (since: number, until: number) => {
      const ok = players
        .flatMap((p) => p.answers)
        .filter((a) => a.status === 200)
        .map((a) => a.startedAt + a.ms)
        .filter((at) => at > since && at <= until)
        .sort((x, y) => x - y);
      let [gap, end] = [0, since];
      for (const [i, at] of ok.entries()) {
        const previous = i === 0 ? since : ok[i - 1]!;
        if (at - previous > gap) [gap, end] = [at - previous, at];
      }
      return (end - since) / 1000;
    };
    let leaderKilledAt: number;
    let instanceKilledAt: number;
    let everyoneAfterLeader: number;
    let everyoneAfterInstance: number;
    try {
      await everyoneAnsweredSince(0, 'before');
      await sleep(2000);
      leaderKilledAt = Date.now();
      const killed = await stack('kill-leader');
      await everyoneAnsweredSince(leaderKilledAt, `after the leader (${killed}) was killed`);
      everyoneAfterLeader = (Date.now() - leaderKilledAt) / 1000;
      console.log(`ha: leader ${killed} killed; new leader ${await stack('leader')}`);
      await sleep(2000);
      instanceKilledAt = Date.now();
      await stack('kill-instance', '1');
      await everyoneAnsweredSince(instanceKilledAt, 'after Sortie instance 1 was killed');
      everyoneAfterInstance = (Date.now() - instanceKilledAt) / 1000;
      await sleep(1000);
    } finally {
      await Promise.all(players.map((p) => p.stop()));
    }

    const answers = players.flatMap((p) => p.answers);
    const expected = (a: Answer) =>
      (a.status >= 200 && a.status < 300) ||
      (a.status === 503 && a.problem && Number(a.retryAfter) >= 1) ||
      a.status === 409 ||
      a.status === 422 ||
      a.status === 429;
    const unexpected = answers.filter((a) => !expected(a));
    const count = (status: number) => answers.filter((a) => a.status === status).length;

    // Acknowledged commands lost: notes answered 2xx that are not in the new leader's log once; rolls answered beyond those logged.
    const log = new pg.Client({ connectionString: LEADER_URL });
    await untilDatabaseAnswers(() => log.connect());
    let lost = 0;
    let doubled = 0;
    try {
      const { rows } = await log.query<{ text: string; n: number }>("SELECT data->>'text' AS text, count(*)::int AS n FROM events WHERE type = 'noted' GROUP BY 1");
      const counts = new Map(rows.map((r) => [r.text, r.n]));
      for (const p of players) {
        for (const [text, ok] of p.notes) {
          const n = counts.get(text) ?? 0;
          if (ok && n === 0) lost++;
          if (n > 1) doubled++;
        }
      }
      for (const [i, g] of games.entries()) {
        for (const p of players.slice(2 * i, 2 * i + 2)) {
          const { rows: rolled } = await log.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE game_id = $1 AND type = 'rolled' AND data->>'seat' = $2", [g.id, p.seat]);
          lost += Math.max(0, p.rolls.answered - rolled[0]!.n);
          doubled += Math.max(0, rolled[0]!.n - p.rolls.sent);
        }
      }
    } finally {
      await log.end();
    }

    // LISTEN followed the new leader: a move made now (by the test's own services) reaches every stream, through the surviving instance.
    let gaps = 0;
    let duplicates = 0;
    for (const [i, g] of games.entries()) {
      const version = await untilDatabaseAnswers(() => move(ctx, g.id, { type: 'note', text: 'after all' }));
      const stream = streams[i]!;
      await stream.reach(version, 20_000);
      const seqs = stream.seqs;
      duplicates += seqs.length - new Set(seqs).size;
      gaps += range(1, version).filter((s) => !seqs.includes(s)).length;
    }
    const closes = streams.flatMap((s) => s.closes);
    await Promise.all(streams.map((s) => s.stop()));

    const failoverS = writesAgainAfter(leaderKilledAt, leaderKilledAt + everyoneAfterLeader * 1000);
    const instanceS = writesAgainAfter(instanceKilledAt, instanceKilledAt + everyoneAfterInstance * 1000);
    console.log(
      [
        `ha: ${answers.length} answers (${count(200)} 200, ${count(503)} 503, ${count(409)} 409, ${count(422)} 422, ${count(429)} 429), slowest ${Math.max(...answers.map((a) => a.ms))} ms`,
        `ha: acknowledged commands lost: ${lost}; carried out twice: ${doubled}`,
        `ha: answers other than 2xx/409/422/429/503-with-Retry-After: ${unexpected.length}${unexpected.length ? ` ${JSON.stringify(unexpected.slice(0, 5))}` : ''}`,
        `ha: leader killed: writes succeed again after ${failoverS.toFixed(1)} s (every player after ${everyoneAfterLeader.toFixed(1)} s)`,
        `ha: instance killed: writes succeed again after ${instanceS.toFixed(1)} s (every player after ${everyoneAfterInstance.toFixed(1)} s)`,
        `ha: streams: ${closes.length} closes to resume, ${gaps} gaps, ${duplicates} duplicates`,
      ].join('\n'),
    );
    expect(lost, 'acknowledged commands lost').toBe(0);
    expect(doubled, 'commands carried out twice').toBe(0);
    expect(unexpected).toEqual([]);
    expect(count(503), 'the failover was seen').toBeGreaterThan(0);
    expect(failoverS).toBeLessThanOrEqual(FAILOVER_GOAL_S);
    expect(instanceS).toBeLessThanOrEqual(FAILOVER_GOAL_S);
    expect(gaps).toBe(0);
    expect(duplicates).toBe(0);

    // The games end (a resignation through HAProxy), and verify.
    for (const g of games) {
      const resigned = await fetch(`${SORTIE_URL}/games/${g.id}/resign`, { method: 'POST', headers: { authorization: `Bearer ${g.a.token}` } });
      expect(resigned.status, await resigned.text()).toBe(200);
      const verification = await fetch(`${SORTIE_URL}/games/${g.id}/verification`);
      expect(verification.status).toBe(200);
      expect(((await verification.json()) as { ok: boolean }).ok).toBe(true);
    }
  }, 170_000);
});
