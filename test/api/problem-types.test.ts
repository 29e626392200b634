/**
 * Problem types resolve: every code the service can answer (the list the
 * handlers must raise from, src/problem-types.ts) has a page the service
 * serves, and the `type` of problems answered on the way resolves to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { TestApp } from '../support/test-app.js';
import { http, raceApp, register, startedRace, turnOf, type ApiAccount } from './support.js';
import { PROBLEM_TYPES } from '../../src/problem-types.js';
import { bomberRuleset } from '../../src/rulesets/bomber/index.js';
import { bommerzRuleset } from '../../src/rulesets/bommerz/index.js';

let t: TestApp;
let a: ApiAccount;
let b: ApiAccount;

beforeAll(async () => {
  t = await raceApp();
  [a, b] = [await register(t), await register(t)];
});
afterAll(() => t?.close());

/** Resolves a problem's type against the URL it was answered to, and fetches it. */
async function resolve(type: string, answeredTo: string): Promise<{ status: number; text: string }> {
  const url = new URL(type, `http://sortie.test${answeredTo}`);
  expect(url.host, type).toBe('sortie.test');
  const res = await http(t).get(url.pathname);
  return { status: res.status, text: res.text };
}

describe('problem type pages', () => {
  it('serves a page for every code, saying what it means and what to do, and an index of them all', async () => {
    const index = await http(t).get('/problems');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    for (const [code, { status }] of Object.entries(PROBLEM_TYPES)) {
      const res = await http(t).get(`/problems/${code}`);
      expect(res.status, code).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain(`<code>${code}</code>`);
      expect(res.text).toContain(`HTTP ${status}`);
      expect(res.text).toMatch(/What it means[\s\S]*What to do/);
      expect(index.text).toContain(`href="/problems/${code}"`);
    }
    expect((await http(t).get('/problems/no-such-code')).status).toBe(400);
  });

  it("lists every problem code in the OpenAPI document, and every code a refusal by the hosted rules may carry", () => {
    const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as { paths: Record<string, { get?: { parameters?: { name: string; schema: { enum?: string[] } }[] } }> };
    const codes = document.paths['/problems/{code}']?.get?.parameters?.find((p) => p.name === 'code')?.schema.enum;
    const refusals = [bomberRuleset, bommerzRuleset].flatMap((r) => Object.keys(r.protocol.refusals));
    expect(codes?.slice().sort()).toEqual([...new Set([...Object.keys(PROBLEM_TYPES), ...refusals])].sort());
  });

  it('answers problems whose type resolves to the page of their kind, a refusal by the rules included', async () => {
    const { id } = await startedRace(t, a, b);
    const { seat } = await turnOf(t, id);
    const idle = seat === 'a' ? b : a;
    const answers = [
      await http(t).get('/nowhere'),
      await http(t).get('/me'),
      await http(t).get('/games/not-a-uuid').set(a.auth),
      await http(t).post('/games').set(a.auth).set('content-type', 'text/plain').send('x'),
      await http(t).post('/games').set(a.auth).set('content-type', 'application/json').send('{'),
      await http(t).post(`/games/${id}/seats`).set(a.auth).send({}),
      await http(t).post(`/games/${id}/commands`).set(idle.auth).send({ command: { type: 'roll' } }),
      await http(t).get(`/games/${id}/views/full`).set(a.auth),
    ];
    const kinds = new Set<string>();
    for (const res of answers) {
      const problem = res.body as { type: string; code: string; status: number };
      expect(res.headers['content-type'], res.text).toMatch(/^application\/problem\+json/);
      const page = await resolve(problem.type, (res as unknown as { req: { path: string } }).req.path);
      expect(page.status, problem.type).toBe(200);
      expect(page.text).toContain(`HTTP ${problem.status}`);
      kinds.add(problem.type);
    }
    expect(kinds.size).toBe(answers.length);
    const refusal = answers[6]!.body as { type: string; code: string };
    expect(refusal).toMatchObject({ type: '/problems/refused-by-the-rules', code: 'not-your-turn' });
  });
});
