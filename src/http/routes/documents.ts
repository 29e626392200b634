/**
 * The published documents, from the running service: the OpenAPI document
 * (GET /openapi.json, as /docs/json serves it and openapi/openapi.json
 * commits it), the AsyncAPI document of the streams (GET /asyncapi.json,
 * src/realtime/asyncapi-document.ts), and the guides a client author needs
 * (GET /docs/guides/{name}.md: docs/api.md, websocket.md and cadence.md, as
 * Markdown, served as text that nothing runs in).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { asyncApiDocument } from '../../realtime/asyncapi-document.js';
import { problems } from '../problem.js';
import { problemResponses } from '../schemas/common.js';

/** Where the guides are: the repository's docs/ (from src/http/routes or dist/http/routes alike). */
const DOCS_DIR = path.resolve(import.meta.dirname, '../../../docs');

/** The guides served, by name. */
export const GUIDES = {
  api: 'The HTTP API: accounts, the lobby, play, views, pictures, errors and who may call what.',
  websocket: 'The WebSocket streams: connecting, messages, resuming, heartbeats and close codes.',
  cadence: 'Time controls, reminders, vacations, notices by email and webhook.',
} as const;

const GUIDE_NAMES = Object.keys(GUIDES) as (keyof typeof GUIDES)[];

const JSON_TYPE = 'application/json; charset=utf-8';

/** A document answered as JSON text: any JSON value (the document says what it holds). */
const documentAnswer = (description: string) => ({ description, content: { 'application/json': { schema: Type.Object({}, { additionalProperties: true }) } } });

/** The document routes. */
export function documentRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  const asyncApi = `${JSON.stringify(asyncApiDocument(ctx.config.publicUrl), null, 2)}\n`;
  return async (app) => {
    app.get(
      '/openapi.json',
      {
        schema: {
          tags: ['service'],
          summary: 'The OpenAPI document of this API',
          description: 'This document: every HTTP route, its parameters, bodies, answers and problems (also at /docs/json, with a browsable UI at /docs). The streams\u2019 messages are in GET /asyncapi.json.',
          operationId: 'getOpenApiDocument',
          security: [],
          response: { 200: documentAnswer('An OpenAPI 3.1 document.'), ...problemResponses() },
        },
      },
      async (_request, reply) => reply.type(JSON_TYPE).send(JSON.stringify(app.swagger())),
    );

    app.get(
      '/asyncapi.json',
      {
        schema: {
          tags: ['service'],
          summary: 'The AsyncAPI document of the WebSocket streams',
          description: 'An AsyncAPI 3.0 document of GET /games/{gameId}/stream and GET /me/stream: every message each way, with the schemas the streams validate and send with.',
          operationId: 'getAsyncApiDocument',
          security: [],
          response: { 200: documentAnswer('An AsyncAPI 3.0 document.'), ...problemResponses() },
        },
      },
      async (_request, reply) => reply.type(JSON_TYPE).send(asyncApi),
    );

    app.get(
      '/docs/guides/:guide',
      {
        schema: {
          tags: ['service'],
          summary: 'A guide to the API, as Markdown',
          description: `The guides a client author reads beside the documents: ${GUIDE_NAMES.map((name) => `${name}.md (${GUIDES[name]})`).join(' ')}`,
          operationId: 'getGuide',
          security: [],
          params: Type.Object({ guide: Type.String({ enum: GUIDE_NAMES.map((name) => `${name}.md`), description: 'The guide’s file name.' }) }),
          response: { 200: { description: 'The guide, as Markdown text.', content: { 'text/markdown': { schema: Type.String() } } }, ...problemResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const file = path.join(DOCS_DIR, request.params.guide);
        const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') throw problems.notFound(`The guide ${request.params.guide}`);
          throw err;
        });
        // Text to read, never a page: nothing in it runs, even opened directly.
        return reply.type('text/markdown; charset=utf-8').header('content-security-policy', "default-src 'none'").header('x-content-type-options', 'nosniff').send(text);
      },
    );
  };
}
