/**
 * GET /problems and GET /problems/:code: the pages every problem's `type`
 * links to, one per problem code, made from the list the handlers raise
 * (src/problem-types.ts): what the problem means and what to do about it;
 * and one per code a refusal by a game's rules carries (a 422
 * `refused-by-the-rules` whose `code` is the rules' reason), made from the
 * kernel's and each ruleset's published refusals (RulesetProtocol.refusals).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROBLEM_TYPES, problemTypeUri, type ProblemCode, type ProblemType } from '../../problem-types.js';
import { problemResponses } from '../schemas/common.js';
import { KERNEL_REFUSALS } from '../../kernel/refusals.js';
import type { RulesetRegistry } from '../../kernel/registry.js';

const CODES = Object.keys(PROBLEM_TYPES) as ProblemCode[];

/** What a refusal code means, by who raises it: every game (the kernel), or a ruleset by its title. */
type RefusalMeanings = ReadonlyMap<string, readonly { readonly by: string; readonly means: string }[]>;

/** Every refusal code of the kernel and the rulesets hosted, with what it means in each. */
function refusalMeanings(rulesets: RulesetRegistry): RefusalMeanings {
  const meanings = new Map<string, { by: string; means: string }[]>();
  const add = (code: string, by: string, means: string) => meanings.set(code, [...(meanings.get(code) ?? []), { by, means }]);
  for (const [code, means] of Object.entries(KERNEL_REFUSALS)) add(code, 'Every game', means);
  for (const ruleset of rulesets.list()) for (const [code, means] of Object.entries(ruleset.protocol.refusals)) if (!(code in KERNEL_REFUSALS)) add(code, ruleset.title, means);
  return meanings;
}

const HTML = 'text/html; charset=utf-8';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Backquoted words of a description, as code. */
const withCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} — Sortie</title></head>\n<body>\n${body}\n</body></html>\n`;
}

/** A problem type's part of a code's page: its status, what it means, what to do. */
function problemPart({ status, means, todo }: ProblemType): string {
  return `<p>HTTP ${status}, <code>application/problem+json</code>.</p>\n<h2>What it means</h2>\n<p>${withCode(means)}</p>\n<h2>What to do</h2>\n<p>${withCode(todo)}</p>`;
}

/** A refusal code's part of a code's page: what it means in each game that raises it. */
function refusalPart(meanings: readonly { readonly by: string; readonly means: string }[]): string {
  const rows = meanings.map(({ by, means }) => `<li>${escapeHtml(by)}: ${withCode(means)}</li>`);
  return `<h2>Refused by the rules</h2>\n<p>HTTP 422, type <a href="${problemTypeUri('refused-by-the-rules')}"><code>refused-by-the-rules</code></a>, with this <code>code</code>: the game will not take the command now.</p>\n<ul>\n${rows.join('\n')}\n</ul>\n<p>${withCode(PROBLEM_TYPES['refused-by-the-rules'].todo)} The detail says what exactly was refused.</p>`;
}

/** The page of one code: a problem type, a refusal's reason, or both. */
function codePage(code: string, refusals: RefusalMeanings): string {
  const type = code in PROBLEM_TYPES ? PROBLEM_TYPES[code as ProblemCode] : undefined;
  const meanings = refusals.get(code);
  return page(code, `<h1><code>${code}</code></h1>\n${type ? problemPart(type) : ''}\n${meanings ? refusalPart(meanings) : ''}\n<p><a href="/problems">Every problem Sortie answers</a></p>`);
}

function indexPage(refusals: RefusalMeanings): string {
  const rows = CODES.map((code) => `<li><a href="${problemTypeUri(code)}"><code>${code}</code></a> (${PROBLEM_TYPES[code].status}): ${withCode(PROBLEM_TYPES[code].means)}</li>`);
  const reasons = [...refusals].map(([code, meanings]) => `<li><a href="/problems/${code}"><code>${code}</code></a>: ${meanings.map(({ by, means }) => `${escapeHtml(by)}: ${withCode(means)}`).join(' — ')}</li>`);
  return page(
    'Problems',
    `<h1>The problems Sortie answers</h1>\n<p>Every error is RFC 9457 <code>application/problem+json</code>; its <code>type</code> links here.</p>\n<ul>\n${rows.join('\n')}\n</ul>\n<h2>Refusals by the rules</h2>\n<p>A command the game will not take is a 422 <code>refused-by-the-rules</code> whose <code>code</code> is one of these (each ruleset publishes its own, with the ones every game shares, as <code>protocol.refusals</code> in GET /rulesets).</p>\n<ul>\n${reasons.join('\n')}\n</ul>`,
  );
}

const htmlAnswer = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

/** The problem type pages, and those of the refusal codes of the kernel and of the rulesets hosted. */
export function problemRoutes(rulesets: RulesetRegistry): FastifyPluginAsyncTypebox {
  const refusals = refusalMeanings(rulesets);
  const index = indexPage(refusals);
  const codes = [...new Set<string>([...CODES, ...refusals.keys()])];
  const pages = new Map(codes.map((code) => [code, codePage(code, refusals)]));
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
          description: "The page a problem's `type` links to, or the `code` a refusal by the rules carries.",
          security: [],
          params: Type.Object({ code: Type.String({ enum: codes, description: 'A problem code (the `type` of a problem ends with it), or the `code` of a refusal by the rules.' }) }),
          response: { 200: htmlAnswer('The page of this problem type.'), ...problemResponses(400) },
        },
      },
      async (request, reply) => reply.type(HTML).send(pages.get(request.params.code)!),
    );
  };
}
