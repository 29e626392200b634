/**
 * The web client at /play: its page for every client route (with a policy
 * that lets it load nothing from elsewhere), its built files, and the stream
 * messages it reads held to the published schema.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_STREAM_TYPES, PERSONAL_STREAM_TYPES } from '../../web/src/messages.js';
import { PICTURE_STYLESHEET } from '../../src/rulesets/bomber/picture-style.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { http } from './support.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

describe('the web client', () => {
  it('is served at /play, and its page at every path under it (the client routes itself)', async () => {
    for (const path of ['/play', '/play/', '/play/login', '/play/games/0b9f4c1e-3f0a-4c1e-9f4c-1e3f0a4c1e9f?inviteCode=x', '/play/me/webhooks']) {
      const res = await http(t).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<script type="module" src="/play/play.js">');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const script = await http(t).get('/play/play.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await http(t).get('/play/play.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    // Bomber's map's style sheet, for the page that may not style inline: the picture's own styles, then the page's marks.
    const mapSheet = await http(t).get('/play/bomber-map.css');
    expect(mapSheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(mapSheet.text).toContain(PICTURE_STYLESHEET);
    expect(mapSheet.text).toContain('use.reachable');
  });

  it('reads the stream messages the published schema lists, no more and no fewer', () => {
    const schema = JSON.parse(readFileSync(new URL('../../openapi/websocket-messages.schema.json', import.meta.url), 'utf8')) as { $defs: Record<string, { oneOf?: { $ref: string }[]; properties?: { type?: { const?: string } } }> };
    const typesOf = (stream: string) => schema.$defs[stream]!.oneOf!.map((r) => schema.$defs[r.$ref.split('/').at(-1)!]!.properties!.type!.const).sort();
    expect([...GAME_STREAM_TYPES].sort()).toEqual(typesOf('GameStreamMessage'));
    expect([...PERSONAL_STREAM_TYPES].sort()).toEqual(typesOf('PersonalStreamMessage'));
  });
});
