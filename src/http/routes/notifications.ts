/**
 * The caller's notifications: preferences (per kind of notice, per channel;
 * quiet hours), webhook endpoints, and the delivery history. See
 * docs/cadence.md.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { requireAccount } from '../auth.js';
import { keysetPage, keysetQuery, NextPage, PAGE_DEFAULT, rowsForPage } from '../keyset-page.js';
import { HttpProblem, problems } from '../problem.js';
import { handlerLimit } from '../handler-limits.js';
import { passwordWork } from '../account-answers.js';
import { CurrentPassword } from '../schemas/accounts.js';
import { BEARER, Id, jsonAnswer, problemResponses, ref, Timestamp } from '../schemas/common.js';
import { PreferencesInputSchema, PreferencesSchema } from '../../notifications/preferences.js';
import { CHANNELS, OUTBOX_KINDS } from '../../notifications/kinds.js';
import type { EndpointRecord } from '../../notifications/notification-store.js';
import type { SettingsRefusal } from '../../notifications/notifications.js';

/** Webhook additions per account an hour: each checks the password, so a stolen access token cannot try many. */
const ADD_LIMIT = { max: 20, timeWindow: 3_600_000 };
/** Test deliveries per account an hour: enough to get a receiver working, too few to use Sortie to knock on a host. */
const TEST_LIMIT = { max: 10, timeWindow: 3_600_000 };

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

const DeliverySchema = Type.Object(
  {
    id: Type.String({ description: 'The delivery id; webhooks carry it as Sortie-Delivery.' }),
    kind: literals(OUTBOX_KINDS),
    channel: literals(CHANNELS),
    target: Type.String({ description: 'The address or webhook URL it went to.' }),
    status: Type.Union(['pending', 'waiting', 'claimed', 'delivered', 'skipped', 'failed', 'cancelled'].map((s) => Type.Literal(s)), {
      description: 'waiting: to be retried, or held by quiet hours; claimed: being sent; skipped: not needed (you were connected, or the game had moved past it); failed: gave up; cancelled: the endpoint was disabled.',
    }),
    attempts: Type.Integer(),
    lastError: Type.Union([Type.String(), Type.Null()]),
    gameId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    createdAt: Timestamp,
    deliveredAt: Type.Union([Timestamp, Type.Null()]),
    nextAttemptAt: Type.Union([Timestamp, Type.Null()], { description: 'When it will be tried (again), while it waits.' }),
  },
  { $id: 'NotificationDelivery', title: 'NotificationDelivery' },
);

export const WebhookSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    url: Type.String(),
    createdAt: Timestamp,
    enabled: Type.Boolean(),
    disabledAt: Type.Union([Timestamp, Type.Null()], { description: 'Set when it failed too many times in a row; enable it again once it works.' }),
    consecutiveFailures: Type.Integer(),
    lastError: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'Webhook', title: 'Webhook' },
);

/** The named schemas of these routes, to add to the app. */
export const notificationSchemas = [PreferencesSchema, DeliverySchema, WebhookSchema];

const DeliveriesQuery = keysetQuery('deliveries', 200);

const WebhookParams = Type.Object({ webhookId: Id('The webhook endpoint\'s id.') });

/** A webhook endpoint as its owner is shown it: never its secret. */
export function webhookView(e: EndpointRecord) {
  return {
    id: e.id,
    url: e.url,
    createdAt: e.createdAt.toISOString(),
    enabled: e.disabledAt === null,
    disabledAt: e.disabledAt?.toISOString() ?? null,
    consecutiveFailures: e.consecutiveFailures,
    lastError: e.lastError,
  };
}

function refused(r: SettingsRefusal, status: number): HttpProblem {
  return new HttpProblem(status, r.code, r.message);
}

/** The notification routes. */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const additionsPerAccount = handlerLimit(app, { name: 'webhook-add', ...ADD_LIMIT, what: 'webhook additions for this account' });
    const testsPerAccount = handlerLimit(app, { name: 'webhook-test', ...TEST_LIMIT, what: 'test deliveries for this account' });
    app.get(
      '/me/notifications/preferences',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Your notification preferences',
          description: 'Which notices you get by which channel (email, webhook, stream), and your quiet hours (docs/cadence.md).',
          operationId: 'getNotificationPreferences',
          security: BEARER,
          response: { 200: jsonAnswer('Your notification preferences.', ref(PreferencesSchema)), ...problemResponses(401) },
        },
      },
      async (request) => ctx.notifications.preferences(requireAccount(request).accountId),
    );

    app.put(
      '/me/notifications/preferences',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Set your notification preferences',
          operationId: 'setNotificationPreferences',
          security: BEARER,
          description: 'Replaces them: kinds and channels left out take the defaults (all on). Quiet hours delay notices; one the game has moved past meanwhile (a turn since played) is not sent. 400 `bad-time-zone` for an unknown time zone, `empty-quiet-hours` for quiet hours that end when they begin (send null for none).',
          body: PreferencesInputSchema,
          response: { 200: jsonAnswer('The preferences as saved.', ref(PreferencesSchema)), ...problemResponses(400, 401, 413, 415) },
        },
      },
      async (request) => {
        const { accountId } = requireAccount(request);
        const saved = await ctx.notifications.savePreferences(accountId, request.body);
        if (!saved.ok) throw refused(saved, 400);
        return saved.preferences;
      },
    );

    app.get(
      '/me/notifications/deliveries',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Your delivery history',
          operationId: 'listDeliveries',
          security: BEARER,
          description: 'Every email and webhook delivery of your notices, newest first, with its attempts and last error.',
          querystring: DeliveriesQuery,
          response: { 200: Type.Object({ deliveries: Type.Array(ref(DeliverySchema)), next: NextPage }, { description: 'A page of your deliveries, newest first.' }), ...problemResponses(400, 401) },
        },
      },
      async (request) => {
        const { accountId } = requireAccount(request);
        const limit = request.query.limit ?? PAGE_DEFAULT;
        const { page, next } = keysetPage(await ctx.notifications.deliveries(accountId, rowsForPage(limit), request.query.before), limit);
        return {
          deliveries: page.map((d) => ({
            ...d,
            kind: d.kind as (typeof OUTBOX_KINDS)[number],
            channel: d.channel as (typeof CHANNELS)[number],
            createdAt: d.createdAt.toISOString(),
            deliveredAt: d.deliveredAt?.toISOString() ?? null,
            nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
          })),
          next,
        };
      },
    );

    app.get(
      '/me/webhooks',
      {
        schema: { tags: ['notifications'], summary: 'Your webhook endpoints', description: 'Every webhook endpoint of your account, with whether it is enabled, its failed deliveries in a row and the last one\'s error; never its secret.', operationId: 'listWebhooks', security: BEARER, response: { 200: Type.Object({ webhooks: Type.Array(ref(WebhookSchema)) }, { description: 'Your webhook endpoints.' }), ...problemResponses(401) } },
      },
      async (request) => ({ webhooks: (await ctx.notifications.endpoints(requireAccount(request).accountId)).map(webhookView) }),
    );

    app.post(
      '/me/webhooks',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Add a webhook endpoint',
          operationId: 'createWebhook',
          security: BEARER,
          description:
            'Your notices will be POSTed to the URL as JSON, signed: `Sortie-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`. The secret is shown only in this answer. Only http(s) URLs on public addresses are accepted (docs/cadence.md). Needs your password (403 `wrong-password`): an endpoint goes on receiving your notices, invitation codes included, after the token that added it has expired or the password has changed. At most 20 tries an hour per account, then 429.',
          body: Type.Object({ url: Type.String({ minLength: 8, maxLength: 2048 }), password: CurrentPassword }, { additionalProperties: false }),
          response: {
            201: Type.Object({ webhook: ref(WebhookSchema), secret: Type.String({ description: 'The signing secret; keep it, it is not shown again.' }) }, { description: 'The endpoint is added; its signing secret is shown this once.' }),
            ...problemResponses(400, 401, 403, 409, 413, 415, 422, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        await additionsPerAccount(request, reply, accountId);
        const checked = await passwordWork(() => ctx.accounts.checkPassword(accountId, request.body.password));
        if (checked === null) throw problems.unauthorized('The account no longer exists.');
        if (!checked) throw new HttpProblem(403, 'wrong-password', 'The password is wrong; no webhook was added.');
        const added = await ctx.notifications.addEndpoint(accountId, request.body.url);
        if (!added.ok) throw refused(added, added.code === 'too-many-webhooks' ? 409 : 422);
        return reply.status(201).send({ webhook: webhookView(added.endpoint), secret: added.secret });
      },
    );

    app.delete(
      '/me/webhooks/:webhookId',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Remove a webhook endpoint',
          description: 'The endpoint gets no more notices; deliveries under way may still arrive.',
          operationId: 'deleteWebhook',
          security: BEARER,
          params: WebhookParams,
          response: { 204: Type.Null({ description: 'Removed, with its deliveries.' }), ...problemResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        if (!(await ctx.notifications.removeEndpoint(accountId, request.params.webhookId))) throw problems.notFound('The webhook');
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/me/webhooks/:webhookId/test',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Send a test notice to a webhook endpoint now',
          operationId: 'testWebhook',
          security: BEARER,
          description:
            'POSTs a notice of kind `test` (no game, `data` empty) to the endpoint at once, signed as every delivery is (`Sortie-Event: test`), and answers how it went: `delivered` when it answered 2xx, else the `error` (`HTTP 500`, a refused address, a time-out; never the body of the answer). It is not a delivery: the history and the endpoint\'s failures stay as they are, so a disabled endpoint may be tried before it is enabled again. At most 10 an hour per account, then 429.',
          params: WebhookParams,
          response: {
            200: jsonAnswer('How the test delivery went.', Type.Object({ delivered: Type.Boolean(), error: Type.Union([Type.String(), Type.Null()], { description: 'What failed, when it did.' }) })),
            ...problemResponses(400, 401, 404, 429),
          },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        await testsPerAccount(request, reply, accountId);
        const target = await ctx.notifications.endpointTarget(accountId, request.params.webhookId);
        if (!target) throw problems.notFound('The webhook');
        const error = await ctx.dispatcher.testWebhook(target);
        return { delivered: error === null, error };
      },
    );

    app.post(
      '/me/webhooks/:webhookId/enable',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Enable a disabled webhook endpoint again',
          description: 'An endpoint is disabled after failed deliveries in a row (docs/cadence.md); this turns it on again and resets its count of failures.',
          operationId: 'enableWebhook',
          security: BEARER,
          params: WebhookParams,
          response: { 200: jsonAnswer('The endpoint, enabled again.', ref(WebhookSchema)), ...problemResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const { accountId } = requireAccount(request);
        const endpoint = await ctx.notifications.enableEndpoint(accountId, request.params.webhookId);
        if (!endpoint) throw problems.notFound('The webhook');
        return webhookView(endpoint);
      },
    );
  };
}
