/**
 * The published documents, from the running service: GET /openapi.json is
 * the committed OpenAPI document; GET /asyncapi.json is an AsyncAPI 3.0
 * document that @asyncapi/parser reads without an error, whose channels
 * carry every message of each stream's union and whose message schemas are
 * the TypeBox schemas the streams send with; the guides are served as
 * Markdown that nothing runs in. (Every problem code's page under /problems:
 * test/api/problem-types.test.ts.)
 */
import { readFile } from 'node:fs/promises';
import { DiagnosticSeverity, Parser } from '@asyncapi/parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/http/openapi-document.js';
import { GUIDES } from '../../src/http/routes/documents.js';
import { memberNames } from '../../src/realtime/message-document.js';
import { ClientMessage, GameStreamMessage, MESSAGE_SCHEMAS, PersonalStreamMessage } from '../../src/realtime/messages.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

describe('the published documents', () => {
  it('GET /openapi.json is the committed OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(JSON.parse(await readFile(OPENAPI_PATH, 'utf8')));
  });

  it('GET /asyncapi.json is an AsyncAPI 3.0 document of both streams, with the messages the streams send', async () => {
    const res = await t.app.inject({ url: '/asyncapi.json' });
    expect(res.statusCode).toBe(200);
    const { document, diagnostics } = await new Parser().parse(res.body);
    expect(diagnostics.filter((d) => Number(d.severity) === Number(DiagnosticSeverity.Error))).toEqual([]);
    expect(document?.version()).toBe('3.0.0');
    const channel = (id: string) => document!.channels().get(id)!;
    expect(channel('gameStream').address()).toBe('/games/{gameId}/stream');
    expect(channel('personalStream').address()).toBe('/me/stream');
    const names = (id: string) => channel(id).messages().all().map((m) => m.id()).sort();
    expect(names('gameStream')).toEqual([...memberNames(GameStreamMessage), ...memberNames(ClientMessage)].sort());
    expect(names('personalStream')).toEqual([...memberNames(PersonalStreamMessage), ...memberNames(ClientMessage)].sort());
    // The payloads are the TypeBox schemas, property for property (references to shared schemas resolved in the document).
    const raw = res.json<{ components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> } }>();
    for (const [name, schema] of Object.entries(MESSAGE_SCHEMAS)) {
      expect(Object.keys(raw.components.schemas[name]!.properties ?? {}), name).toEqual(Object.keys((schema.properties as object | undefined) ?? {}));
      expect(raw.components.schemas[name]!.required, name).toEqual(schema.required);
    }
    const events = document!.components().messages().get('Events')!;
    expect(events.payload()?.properties()?.entries?.items()).toBeTruthy();
  });

  it('serves docs/api.md, websocket.md and cadence.md as Markdown text that nothing runs in', async () => {
    expect(Object.keys(GUIDES).sort()).toEqual(['api', 'cadence', 'websocket']);
    for (const name of Object.keys(GUIDES)) {
      const res = await t.app.inject({ url: `/docs/guides/${name}.md` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toBe(await readFile(`docs/${name}.md`, 'utf8'));
    }
    expect((await t.app.inject({ url: '/docs/guides/scaling.md' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/docs/guides/..%2Fpackage.json' })).statusCode).toBe(400);
  });
});
