/**
 * The contract: openapi/openapi.json is what the routes generate (run
 * `npm run openapi` after changing a route), it is a valid OpenAPI 3.1
 * document by an independent validator, openapi/openapi.d.ts is what
 * openapi-typescript makes of it, and every operation keeps the API's
 * conventions.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { OPENAPI_PATH, openApiText } from '../../src/http/openapi-document.js';
import { CLIENT_TYPES_PATH, clientTypesText } from '../../scripts/openapi-client.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: { default?: unknown } }[];
  responses: Record<string, { description?: string; content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let generated: string;

beforeAll(async () => {
  // The service's own rulesets, as `npm run openapi` builds it.
  t = await createTestApp();
  await t.app.ready();
  generated = openApiText(t.app);
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('is committed as generated (run `npm run openapi` when this fails)', async () => {
    expect(await readFile(OPENAPI_PATH, 'utf8')).toBe(generated);
  });

  it('gives the committed client types (run `npm run openapi` when this fails)', async () => {
    expect(await readFile(CLIENT_TYPES_PATH, 'utf8')).toBe(await clientTypesText(generated));
  });

  it('is valid OpenAPI 3.1 by an independent validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(generated);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is served at /docs/json, with a browsable UI at /docs', async () => {
    expect((await t.app.inject({ url: '/docs/json' })).json()).toEqual(JSON.parse(generated));
    const ui = await t.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });

  it('declares tags, a summary and 4xx errors on every operation of the HTTP API, and each path parameter', () => {
    const doc = JSON.parse(generated) as Document;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.tags?.length, where).toBeGreaterThan(0);
        expect(op.summary, where).toBeTruthy();
        const errors = Object.entries(op.responses).filter(([status]) => /^4/.test(status));
        expect(errors.length, where).toBeGreaterThan(0);
        // The routes of the accounts, lobby, play, views and audit say who may call them, and answer errors as problem+json.
        if (op.tags!.some((tag) => ['accounts', 'lobby', 'play', 'views', 'audit'].includes(tag))) {
          expect(op.security, where).toBeDefined();
          for (const [status, response] of errors) expect(Object.keys(response.content ?? {}), `${where} ${status}`).toEqual(['application/problem+json']);
        }
        // Any other 4xx (refused before the route's own checks: 408, 414, 431, …) is declared too, as problem+json.
        expect(Object.keys(op.responses['4XX']?.content ?? {}), `${where} 4XX`).toEqual(['application/problem+json']);
        for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
          expect(op.parameters?.some((p) => p.in === 'path' && p.name === name), `${where} declares ${name}`).toBe(true);
        }
      }
    }
  });

  it('names every operation with a camelCase operationId, each its own, for generated clients to name their methods by (found by review)', () => {
    const doc = JSON.parse(generated) as Document;
    const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, id: op.operationId })));
    expect(operations.filter((op) => !/^[a-z][A-Za-z0-9]*$/.test(op.id ?? '')).map((op) => op.where)).toEqual([]);
    const ids = operations.map((op) => op.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(doc.paths['/games/{gameId}/commands']!.post!.operationId).toBe('sendCommand');
  });

  it("describes every response in its own words, none left as fastify-swagger's \"Default Response\" (found by review)", () => {
    const doc = JSON.parse(generated) as Document;
    const responses = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) => Object.entries(op.responses).map(([status, response]) => ({ where: `${method.toUpperCase()} ${path} ${status}`, description: response.description }))),
    );
    expect(responses.filter((r) => !r.description?.trim() || r.description === 'Default Response').map((r) => r.where)).toEqual([]);
  });

  it('declares the headers answers carry: Retry-After on every 429 and 503 problem, Idempotent-Replayed on a command (found by review)', () => {
    const doc = JSON.parse(generated) as Document;
    const retried = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) =>
        Object.entries(op.responses)
          .filter(([status, response]) => (status === '429' || status === '503') && response.content?.['application/problem+json'] !== undefined)
          .map(([status, response]) => ({ where: `${method.toUpperCase()} ${path} ${status}`, headers: Object.keys(response.headers ?? {}) })),
      ),
    );
    expect(retried.map((r) => r.where)).toContain('POST /games/{gameId}/commands 429');
    for (const r of retried) expect(r.headers, r.where).toEqual(['Retry-After']);
    expect(Object.keys(doc.paths['/games/{gameId}/commands']!.post!.responses['200']!.headers ?? {})).toEqual(['Idempotent-Replayed']);
  });

  it('requires no parameter that has a default: a client may leave it out (found by review: the game stream\'s after)', () => {
    const doc = JSON.parse(generated) as Document;
    const defaulted = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) => (op.parameters ?? []).filter((p) => p.schema?.default !== undefined).map((p) => ({ where: `${method.toUpperCase()} ${path} ${p.name}`, required: p.required ?? false }))),
    );
    expect(defaulted.map((p) => p.where)).toContain('GET /games/{gameId}/stream after');
    expect(defaulted.filter((p) => p.required)).toEqual([]);
  });

  it("names each ruleset's view, command and options schema, and answers views with them", () => {
    const doc = JSON.parse(generated) as Document & { components: { schemas: Record<string, unknown> } };
    for (const name of ['BommerzView', 'BommerzCommand', 'BommerzOptions', 'BommerzGameView', 'BommerzPrompts', 'BommerzCommandAnswer']) expect(doc.components.schemas, name).toHaveProperty(name);
    const view = doc.paths['/games/{gameId}/seats/{seat}/view']!.get!.responses['200']!.content!['application/json'];
    expect(JSON.stringify(view)).toContain('#/components/schemas/BommerzGameView');
  });
});
