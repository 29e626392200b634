/**
 * One-click unsubscribe (RFC 8058): the link in a notice mail's List-Unsubscribe header, and in its signature, carries
 * a signed token naming an account and a kind of notice. A POST to it — what a mail provider sends when its reader
 * presses "unsubscribe", with the body `List-Unsubscribe=One-Click` — turns that kind of mail off for the account,
 * without a login. A GET, what a person opening the link gets, only asks (a page with one button): link checkers
 * and prefetchers open every link in a mail, and must not unsubscribe anyone. The token is checked before the body
 * is read.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import type { UnsubscribeClaim } from '../../accounts/tokens.js';
import { HttpProblem } from '../problem.js';
import { problemResponses } from '../schemas/common.js';
import { NOTICE_KINDS, type NoticeKind } from '../../notifications/kinds.js';

/** What each kind of notice is called on the pages. */
const KIND_NAMES: Readonly<Record<NoticeKind, string>> = {
  turn: '“your turn” mails',
  reminder: 'reminders of a deadline',
  timeout: 'mails saying you ran out of time',
  claimable: 'mails saying you may claim a win',
  result: '“game over” mails',
  invitation: 'invitations to games',
  ready: 'mails saying a game is ready to start',
  'webhook-disabled': 'mails saying a webhook was disabled',
};

/** The page's policy: nothing runs or loads, and its one form posts back here. */
const PAGE_POLICY = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** A one-click body is small: `List-Unsubscribe=One-Click`, form-encoded or as multipart. */
const BODY_LIMIT = 1024;

const Query = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 2048, description: 'The signed token the mail carries.' }) },
  { additionalProperties: false },
);

const PAGE = { description: 'A page in words.', content: { 'text/html': { schema: Type.String() } } };

/** HTML text, escaped. */
function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function page(reply: FastifyReply, title: string, body: string): FastifyReply {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`;
  return reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_POLICY).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(html);
}

/** The unsubscribe routes. */
export function unsubscribeRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  /** The claim of a valid token for a kind of notice there is: a 400 for anything else. */
  async function claimOf(token: string): Promise<UnsubscribeClaim & { kind: NoticeKind }> {
    const claim = await ctx.tokens.verifyUnsubscribeToken(token);
    if (!claim || !(NOTICE_KINDS as readonly string[]).includes(claim.kind)) throw new HttpProblem(400, 'invalid-unsubscribe-token', 'This unsubscribe link is not valid: it is malformed, forged or expired.');
    return claim as UnsubscribeClaim & { kind: NoticeKind };
  }
  const claims = new WeakMap<object, UnsubscribeClaim & { kind: NoticeKind }>();

  return async (app) => {
    // RFC 8058's body comes form-encoded or as multipart; it says nothing the token does not, so it is read as text and left.
    app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, _body, done) => done(null, {}));

    app.get(
      '/notifications/unsubscribe',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Asks whether to stop one kind of mail (the page an unsubscribe link opens)',
          operationId: 'unsubscribePage',
          description: 'What a person who opens a mail\'s unsubscribe link sees: which mails it stops, and a button that POSTs to the same address. Opening it changes nothing (link checkers open every link in a mail).',
          security: [],
          querystring: Query,
          response: { 200: PAGE, ...problemResponses(400) },
        },
      },
      async (request, reply) => {
        const claim = await claimOf(request.query.token);
        const action = `/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
        return page(
          reply,
          'Stop these mails?',
          `<p>Sortie will send you no more ${escape(KIND_NAMES[claim.kind])}. You can turn them on again on your preferences page.</p><form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop them</button></form>`,
        );
      },
    );

    app.post(
      '/notifications/unsubscribe',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Stops one kind of mail for the account a mail\'s unsubscribe link names (one click, RFC 8058)',
          operationId: 'unsubscribe',
          description:
            'The List-Unsubscribe-Post target of every notice mail: no login, the signed token in the link says whose mails of which kind to stop (the mails of that kind, for every game; webhooks and the other kinds stay as they are). The body is ignored (`List-Unsubscribe=One-Click`, form-encoded or multipart, or none). Answers a page saying it is done; the same again changes nothing.',
          security: [],
          querystring: Query,
          response: { 200: PAGE, ...problemResponses(400, 413, 415) },
        },
        // The token is checked before the body is read.
        onRequest: async (request) => {
          const token = (request.query as { token?: unknown }).token;
          claims.set(request, await claimOf(typeof token === 'string' ? token : ''));
        },
      },
      async (request, reply) => {
        const claim = claims.get(request)!;
        if (!(await ctx.notifications.unsubscribe(claim.accountId, claim.kind))) throw new HttpProblem(400, 'invalid-unsubscribe-token', 'This unsubscribe link is for an account that is closed.');
        return page(reply, 'Done', `<p>Sortie will send you no more ${escape(KIND_NAMES[claim.kind])}. You can turn them on again on your preferences page.</p>`);
      },
    );
  };
}
