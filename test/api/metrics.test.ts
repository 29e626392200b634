/**
 * GET /metrics: Prometheus's scrape behind METRICS_TOKEN. After a command the
 * counters, the latency histogram and the append groups have moved; a refusal
 * is counted by its result; an open stream is counted by its kind; the notice
 * gauges and the process metrics are there. A wrong or missing token, or none
 * set at all, is a 401 problem.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, http, raceApp, register, startedRace, turnOf, type ApiAccount } from './support.js';
import type { TestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let a: ApiAccount;
let b: ApiAccount;
beforeAll(async () => {
  t = await raceApp({ METRICS_TOKEN: TOKEN });
  [a, b] = [await register(t), await register(t)];
});
afterAll(() => t.close());

/** Scrapes /metrics with the token; answers the text. */
async function scrape(): Promise<string> {
  const res = await http(t).get('/metrics').set('authorization', `Bearer ${TOKEN}`);
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text;
}

/** The value of a series (its name with labels, exactly as printed), or 0 when it is not there yet. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** Sends `command` as `as` in a race game; answers the status. */
async function send(gameId: string, as: ApiAccount, command: unknown): Promise<number> {
  return (await http(t).post(`/games/${gameId}/commands`).set(as.auth).send({ command })).status;
}

describe('GET /metrics', () => {
  it('counts a command by ruleset and result, its latency and its append group, and a refusal by its result', async () => {
    const game = await startedRace(t, a, b);
    const { seat } = await turnOf(t, game.id);
    const [mover, other] = seat === 'a' ? [a, b] : [b, a];
    const before = await scrape();
    expect(await send(game.id, mover, { type: 'note', text: 'hello' })).toBe(200);
    expect(await send(game.id, other, { type: 'note', text: 'not my turn' })).toBe(422);
    const after = await scrape();
    expect(value(after, 'sortie_commands_total{ruleset="race",result="ok"}') - value(before, 'sortie_commands_total{ruleset="race",result="ok"}')).toBe(1);
    expect(value(after, 'sortie_commands_total{ruleset="race",result="rejected"}') - value(before, 'sortie_commands_total{ruleset="race",result="rejected"}')).toBe(1);
    expect(value(after, 'sortie_command_duration_seconds_count{ruleset="race"}') - value(before, 'sortie_command_duration_seconds_count{ruleset="race"}')).toBe(2);
    expect(value(after, 'sortie_command_duration_seconds_bucket{le="+Inf",ruleset="race"}')).toBe(value(after, 'sortie_command_duration_seconds_count{ruleset="race"}'));
    expect(value(after, 'sortie_append_group_size_count') - value(before, 'sortie_append_group_size_count')).toBe(1);
    expect(value(after, 'sortie_append_group_size_sum') - value(before, 'sortie_append_group_size_sum')).toBe(1);
  });

  it('counts open streams by kind, and shows the notice gauges and the process metrics', async () => {
    const stream = await StreamClient.open(await t.listen(), '/me/stream', a.token);
    try {
      await stream.next('hello');
      const text = await scrape();
      expect(value(text, 'sortie_open_sockets{stream="personal"}')).toBe(1);
      expect(value(text, 'sortie_open_sockets{stream="game"}')).toBe(0);
      // The race games above queued turn notices, which this test app's dispatcher has not fanned out (its clock stands still).
      expect(text).toMatch(/^sortie_outbox_pending \d+$/m);
      expect(text).toMatch(/^sortie_dispatcher_lag_seconds [\d.e+-]+$/m);
      expect(text).toContain('# TYPE sortie_notices_pending gauge');
      expect(text).toContain('# TYPE sortie_notices_delivered_total counter');
      for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes']) expect(text).toContain(`# TYPE ${name} `);
    } finally {
      stream.ws.close();
      await stream.closed;
    }
  });

  it('refuses a missing or wrong token with a 401 problem, and every request when METRICS_TOKEN is unset', async () => {
    expectProblem(await http(t).get('/metrics'), 401, 'unauthorized');
    expectProblem(await http(t).get('/metrics').set('authorization', `Bearer ${TOKEN}x`), 401, 'unauthorized');
    expectProblem(await http(t).get('/metrics').set('authorization', 'Bearer'), 401, 'unauthorized');
    const off = await raceApp();
    try {
      const res = await http(off).get('/metrics').set('authorization', `Bearer ${TOKEN}`);
      expectProblem(res, 401, 'unauthorized');
      expect((res.body as { detail: string }).detail).toContain('the METRICS_TOKEN setting is not set');
    } finally {
      await off.close();
    }
  });
});
