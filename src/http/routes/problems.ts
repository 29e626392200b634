/**
 * GET /problems and GET /problems/:code: the pages every problem's `type`
 * links to, one per problem code, made from the list the handlers raise
 * (src/problem-types.ts): what the problem means and what to do about it.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROBLEM_TYPES, problemTypeUri, type ProblemCode, type ProblemType } from '../../problem-types.js';
import { problemResponses } from '../schemas/common.js';

const CODES = Object.keys(PROBLEM_TYPES) as ProblemCode[];

const HTML = 'text/html; charset=utf-8';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Backquoted words of a description, as code. */
const withCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} — Sortie</title></head>\n<body>\n${body}\n</body></html>\n`;
}

/** The page of one problem type. */
function problemPage(code: ProblemCode, { status, means, todo }: ProblemType): string {
  return page(
    code,
    `<h1><code>${code}</code></h1>\n<p>HTTP ${status}, <code>application/problem+json</code>.</p>\n<h2>What it means</h2>\n<p>${withCode(means)}</p>\n<h2>What to do</h2>\n<p>${withCode(todo)}</p>\n<p><a href="/problems">Every problem Sortie answers</a></p>`,
  );
}

function indexPage(): string {
  const rows = CODES.map((code) => `<li><a href="${problemTypeUri(code)}"><code>${code}</code></a> (${PROBLEM_TYPES[code].status}): ${withCode(PROBLEM_TYPES[code].means)}</li>`);
  return page('Problems', `<h1>The problems Sortie answers</h1>\n<p>Every error is RFC 9457 <code>application/problem+json</code>; its <code>type</code> links here.</p>\n<ul>\n${rows.join('\n')}\n</ul>`);
}

const htmlAnswer = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

/** The problem type pages. */
export function problemRoutes(): FastifyPluginAsyncTypebox {
  const index = indexPage();
  const pages = new Map(CODES.map((code) => [code, problemPage(code, PROBLEM_TYPES[code])]));
  return async (app) => {
    app.get(
      '/problems',
      {
        schema: { tags: ['service'], summary: 'Every problem type the service answers', description: 'An HTML page listing every problem code with its status and meaning, each linked to its own page (GET /problems/{code}).', operationId: 'listProblemTypes', security: [], response: { 200: htmlAnswer('A page listing every problem code, each linked to its own page.'), ...problemResponses() } },
      },
      async (_request, reply) => reply.type(HTML).send(index),
    );

    app.get(
      '/problems/:code',
      {
        schema: {
          tags: ['service'],
          summary: 'What a problem type means, and what to do',
          operationId: 'getProblemType',
          description: "The page a problem's `type` links to.",
          security: [],
          params: Type.Object({ code: Type.String({ enum: CODES, description: 'A problem code: the `type` of a problem ends with it.' }) }),
          response: { 200: htmlAnswer('The page of this problem type.'), ...problemResponses(400) },
        },
      },
      async (request, reply) => reply.type(HTML).send(pages.get(request.params.code as ProblemCode)!),
    );
  };
}
