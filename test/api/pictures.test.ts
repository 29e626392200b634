/**
 * Position pictures over the API: a seat's and the public view as SVG and
 * PNG, drawn from exactly the JSON view the same caller gets, so a picture
 * holds a seat's secret only for that seat; ETags; rulesets without pictures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svgDigest } from '../../src/games/position-pictures.js';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import type { AnyRuleset } from '../../src/kernel/ruleset.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { expectProblem, http, register, startedRace, turnOf, type ApiAccount } from './support.js';

/** The race without pictures. */
const plainRace: AnyRuleset = { ...raceRuleset, id: 'plain-race', title: 'Plain race (test ruleset)', drawView: undefined };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
let a: ApiAccount;
let b: ApiAccount;

beforeAll(async () => {
  t = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset, plainRace]) });
  await t.app.ready();
  [a, b] = [await register(t), await register(t)];
});
afterAll(() => t?.close());

/** A picture's body as text (supertest leaves an image's body as bytes). */
const text = (res: { body: unknown }) => (res.body as Buffer).toString('utf8');

/** A race game in which the seat to move has left a secret note; answers who holds that seat. */
async function gameWithNote(text: string) {
  const { id } = await startedRace(t, a, b);
  const { seat } = await turnOf(t, id, a);
  const [holder, other] = seat === 'a' ? [a, b] : [b, a];
  expect((await http(t).post(`/games/${id}/commands`).set(holder.auth).send({ command: { type: 'note', text } })).status).toBe(200);
  return { id, seat, otherSeat: seat === 'a' ? 'b' : 'a', holder, other };
}

describe('position pictures', () => {
  it("draw a seat's view as its JSON view has it: the seat's secret note is in its own picture and no other", async () => {
    const { id, seat, otherSeat, holder, other } = await gameWithNote('flank them');
    const view = await http(t).get(`/games/${id}/seats/${seat}/view`).set(holder.auth);
    const svg = await http(t).get(`/games/${id}/seats/${seat}/view.svg`).set(holder.auth).buffer(true);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(text(svg)).toBe(raceRuleset.drawView!((view.body as { view: unknown }).view));
    expect(text(svg)).toContain('note: flank them');
    const others = await http(t).get(`/games/${id}/seats/${otherSeat}/view.svg`).set(other.auth).buffer(true);
    const spectators = await http(t).get(`/games/${id}/views/public.svg`).buffer(true);
    for (const picture of [others, spectators]) {
      expect(picture.status).toBe(200);
      expect(text(picture)).toContain('<svg');
      expect(text(picture)).not.toContain('flank them');
    }
  });

  it('come as PNG too, rendered from the same SVG', async () => {
    const { id, seat, holder } = await gameWithNote('png');
    for (const path of [`/games/${id}/seats/${seat}/view.png`, `/games/${id}/views/public.png`]) {
      const res = await http(t).get(path).set(holder.auth).buffer(true);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect((res.body as Buffer).subarray(0, 8)).toEqual(PNG_MAGIC);
    }
  });

  it('answer 304 to the ETag of an unchanged view (a digest of its SVG), and a new picture once the game moves on', async () => {
    const { id, seat, holder } = await gameWithNote('etag');
    const first = await http(t).get(`/games/${id}/seats/${seat}/view.svg`).set(holder.auth).buffer(true);
    const etag = first.headers.etag as string;
    expect(etag).toBe(`"${svgDigest(text(first))}-svg"`);
    const again = await http(t).get(`/games/${id}/seats/${seat}/view.svg`).set(holder.auth).set('if-none-match', etag);
    expect(again.status).toBe(304);
    // The PNG of the same view is another representation, with an ETag of its own.
    const png = await http(t).get(`/games/${id}/seats/${seat}/view.png`).set(holder.auth).set('if-none-match', etag);
    expect(png.status).toBe(200);
    expect(png.headers.etag).toBe(`"${svgDigest(text(first))}-png"`);
    expect((await http(t).post(`/games/${id}/commands`).set(holder.auth).send({ command: { type: 'roll' } })).status).toBe(200);
    const moved = await http(t).get(`/games/${id}/seats/${seat}/view.svg`).set(holder.auth).set('if-none-match', etag);
    expect(moved.status).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
  });

  it('are 404 no-picture for a ruleset that draws none, after the usual checks', async () => {
    const created = await http(t).post('/games').set(a.auth).send({ ruleset: 'plain-race', seat: 'a' });
    const id = (created.body as { id: string }).id;
    expect((await http(t).post(`/games/${id}/seats`).set(b.auth).send({ seat: 'b' })).status).toBe(200);
    expectProblem(await http(t).get(`/games/${id}/views/public.svg`), 409, 'game-not-started');
    expect((await http(t).post(`/games/${id}/start`).set(a.auth)).status).toBe(200);
    expectProblem(await http(t).get(`/games/${id}/views/public.png`), 404, 'no-picture');
    expectProblem(await http(t).get(`/games/${id}/seats/a/view.svg`).set(a.auth), 404, 'no-picture');
    expectProblem(await http(t).get(`/games/${id}/seats/a/view.svg`).set(b.auth), 403, 'not-your-seat');
  });
});
