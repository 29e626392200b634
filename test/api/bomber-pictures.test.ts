/**
 * Bomber's position pictures over the API: the four picture routes answer
 * the holder, the other side, an outsider and an anonymous caller as the
 * authorization matrix says they must; a German picture is a drawing of the
 * German JSON view, and stays the same while the American works behind his
 * screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bomberViewSvg } from '../../src/rulesets/bomber/view-svg.js';
import type { BomberView } from '../../src/rulesets/bomber/view-schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { http, register, type ApiAccount } from './support.js';

let t: TestApp;
let american: ApiAccount;
let german: ApiAccount;
let outsider: ApiAccount;
let gameId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  [american, german, outsider] = [await register(t), await register(t), await register(t)];
  const created = await http(t).post('/games').set(american.auth).send({ ruleset: 'bomber', options: { scenario: '1943-10-14-schweinfurt' }, seat: 'american' });
  expect(created.status, created.text).toBe(201);
  gameId = (created.body as { id: string }).id;
  expect((await http(t).post(`/games/${gameId}/seats`).set(german.auth).send({ seat: 'german' })).status).toBe(200);
  expect((await http(t).post(`/games/${gameId}/start`).set(american.auth)).status).toBe(200);
});
afterAll(() => t?.close());

/** A picture's body as text (supertest leaves an image's body as bytes). */
const text = (res: { body: unknown }) => (res.body as Buffer).toString('utf8');
const picture = (path: string, who: ApiAccount | null) => {
  const req = http(t).get(path).buffer(true);
  return who ? req.set(who.auth) : req;
};
const jsonView = async (seat: string, who: ApiAccount) => ((await http(t).get(`/games/${gameId}/seats/${seat}/view`).set(who.auth)).body as { view: BomberView }).view;

describe("Bomber's position pictures over the API", () => {
  it('answer the American seat holder, the German player, an outsider and an anonymous caller as the authorization matrix does', async () => {
    const callers = [american, german, outsider, null];
    for (const format of ['svg', 'png'] as const) {
      const seatPicture = await Promise.all(callers.map(async (who) => (await picture(`/games/${gameId}/seats/american/view.${format}`, who)).status));
      expect(seatPicture, `view.${format}`).toEqual([200, 403, 403, 401]);
      const publicPicture = await Promise.all(callers.map(async (who) => (await picture(`/games/${gameId}/views/public.${format}`, who)).status));
      expect(publicPicture, `public.${format}`).toEqual([200, 200, 200, 200]);
    }
    const png = await picture(`/games/${gameId}/seats/german/view.png`, german);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it("draw the German player's picture from the German JSON view, which shows nothing of the Air Status Card the American packs and submits behind the screen", async () => {
    // The Target Cards first: drawn and kept (or discarded) by the American alone, until the Air Status Cards' step.
    for (let i = 0; i < 40; i++) {
      const prompts = (await http(t).get(`/games/${gameId}/prompts`).set(american.auth)).body as { prompts: { seat: string; kind: string; options?: { type: string }[] }[] };
      const mine = prompts.prompts.find((p) => p.seat === 'american' && p.kind === 'target-cards');
      if (!mine) break;
      const command = mine.options!.find((o) => o.type === 'keep-target-card') ?? mine.options![0];
      expect((await http(t).post(`/games/${gameId}/commands`).set(american.auth).send({ command })).status).toBe(200);
    }
    const before = await picture(`/games/${gameId}/seats/german/view.svg`, german);
    expect(before.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(text(before)).toBe(bomberViewSvg(await jsonView('german', german)));
    // The American's edits go inside his submission (ruling E30): packed the suggested way, submitted in one command.
    const americanBefore = await jsonView('american', american);
    const submitted = await http(t).post(`/games/${gameId}/commands`).set(american.auth).send({ command: { type: 'submit-air-status', edits: [{ type: 'pack-suggested' }] } });
    expect(submitted.status, submitted.text).toBe(200);
    const americanAfter = await jsonView('american', american);
    expect(americanAfter, 'the American view changed').not.toEqual(americanBefore);
    const germanAfter = await jsonView('german', german);
    const after = await picture(`/games/${gameId}/seats/german/view.svg`, german);
    expect(text(after)).toBe(bomberViewSvg(germanAfter));
    // Nothing of the American's boxes reaches the German picture: none of his Plane units' Models, no Air Box number beside them.
    const models = new Set(JSON.stringify(americanAfter).match(/"variant":"[^"]+"/g) ?? []);
    expect(models.size).toBeGreaterThan(0);
    for (const m of models) expect(text(after)).not.toContain(m.slice('"variant":"'.length, -1));
    expect(text(await picture(`/games/${gameId}/views/public.svg`, null))).toContain('as seen by spectators');
  });
});
