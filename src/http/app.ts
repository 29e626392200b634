/**
 * The HTTP application: plugins for external concerns (OpenAPI, WebSockets,
 * rate limits), the problem+json error handling, then the routes by folder.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { DestinationStream } from 'pino';
import { redactingLogger } from './log-redaction.js';
import type { AppContext } from './context.js';
import { clientErrorHandler, frameworkErrors, HttpProblem, installProblemHandlers, ProblemSchema, tooManyRequests } from './problem.js';
import { refuseNonFiniteNumbers } from './finite-numbers.js';
import { refuseUnfitInput } from './input-guards.js';
import { refuseUnreadableBodies } from './body-encoding.js';
import { gateUpgrades } from './upgrade-gate.js';
import { authenticateFirst } from './auth.js';
import { allowListedOrigins } from './cross-origin.js';
import { requireScopeDeclared } from './scopes.js';
import { SCOPES } from '../accounts/scopes.js';
import { postgresRateLimitStore } from './rate-limit-store.js';
import { addressKey, limitCounter } from './handler-limits.js';
import { healthRoutes } from './routes/health.js';
import { problemRoutes } from './routes/problems.js';
import { streamRoutes } from './routes/streams.js';
import { accountRoutes } from './routes/accounts.js';
import { oauthRoutes } from './routes/oauth.js';
import { emailAddressRoutes } from './routes/email-address.js';
import { MAILS_PER_ADDRESS } from './account-answers.js';
import { passwordRoutes } from './routes/passwords.js';
import { rulesetRoutes } from './routes/rulesets.js';
import { lobbyRoutes } from './routes/lobby.js';
import { playRoutes } from './routes/play.js';
import { viewRoutes } from './routes/views.js';
import { pictureRoutes } from './routes/pictures.js';
import { webClientRoutes } from './routes/web-client.js';
import { auditRoutes, auditSchemas } from './routes/audit.js';
import { sharedSchemas } from './schemas/common.js';
import { isId } from '../ids.js';
import { publishedDocument } from './openapi-document.js';
import { documentRoutes } from './routes/documents.js';
import { socketErrorHandler } from './socket-errors.js';
import { CLOSE } from '../realtime/message-socket.js';
import { AccountSchema, TokenPairSchema } from './schemas/accounts.js';
import { rulesetSchemas } from './schemas/ruleset-schemas.js';
import { serializersOnFirstUse } from './response-serializers.js';
import { answerWithin } from './answer-deadline.js';
import { notificationRoutes, notificationSchemas } from './routes/notifications.js';
import { unsubscribeRoutes } from './routes/unsubscribe.js';
import { invitationRoutes, invitationSchemas } from './routes/notifications-invitations.js';
import { cadenceRoutes, cadenceSchemas } from './routes/cadence.js';
import { metricsRoutes } from './routes/metrics.js';
import { messageRoutes } from './routes/messages.js';
import { myDataRoutes } from './routes/my-data.js';

/** Options for building the app beyond its services. */
export interface BuildOptions {
  /** Logging: false for none (tests); else at this level (the configured one by default), to this stream (standard output by default), never with a credential (log-redaction.ts). */
  readonly logger?: false | { level?: string; stream?: DestinationStream };
}

/** Builds the Fastify app over the given services; call `ready()` or `listen()` next. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const perRuleset = rulesetSchemas(ctx.rulesets);
  const app = Fastify({
    logger: options.logger === false ? false : redactingLogger(options.logger?.level ?? ctx.config.logLevel, options.logger?.stream),
    bodyLimit: 64 * 1024,
    // Validation errors become problem+json 400s; coercion only for query strings, params and headers. A discriminated oneOf
    // is checked by its tag alone; `verbose` gives an error its schema, so that the 400 can list a tag's values (problem.ts).
    // An error's raw value it also adds never leaves the error handler, which answers paths and messages only.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false, discriminator: true, verbose: true }, onCreate: canonicalUuids },
    schemaController: { compilersFactory: { buildValidator: validatorsOnFirstUse(strictBodies()), buildSerializer: serializersOnFirstUse(perRuleset.commands) } },
    return503OnClosing: true,
    // A request must arrive whole within this, body included (Fastify's default is never): a stalled body is a 408, not a held connection.
    // Given to Node's server as it is made (set later, Node does not apply it), with how often Node looks for requests past their time.
    requestTimeout: ctx.config.requestTimeoutMs,
    http: { requestTimeout: ctx.config.requestTimeoutMs, connectionsCheckingInterval: Math.min(5_000, ctx.config.requestTimeoutMs / 2) },
    forceCloseConnections: 'idle',
    // Behind a load balancer, its X-Forwarded-For names the client: the address rate limits count by.
    ...(ctx.config.trustProxy.length > 0 ? { trustProxy: ctx.config.trustProxy.join(',') } : {}),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  installProblemHandlers(app);
  // Every request answered within twice the request timeout from its start (a database that does not answer is a 503, problem.ts,
  // never a hang). Counted from routing, before the body is read: a body that stalls meets Node's 408 first, which comes within
  // 1.5 times the timeout (the check runs every half of it).
  answerWithin(app, 2 * ctx.config.requestTimeoutMs);
  // Bodies are JSON: a text/plain one is a 415 like any other media type, not a string for the schema to refuse.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body where a route takes none (DELETE, start) is no body, as many clients send it; elsewhere it stays a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && !request.routeOptions.schema?.body) return done(null, undefined);
    void parseJson(request, body as string, (err, parsed) => done(err && isValidJson(body as string) ? poisonedKey() : err, parsed));
  });
  // Every route: a compressed body, or one in another charset than UTF-8, is a 415 before it is read.
  app.addHook('preParsing', refuseUnreadableBodies);
  // Every route: U+0000 anywhere in a request's text (PostgreSQL cannot store it), or nesting deeper than any route takes, is a 400.
  app.addHook('preValidation', refuseUnfitInput);
  // Every route: a query or path number coerced to Infinity is a 400, not a value past min/max checks.
  app.addHook('preHandler', refuseNonFiniteNumbers);
  app.addSchema(ProblemSchema);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sortie',
        version: '0.1.0',
        description: 'A play-by-web server for board wargames with hidden information. Every error is RFC 9457 problem+json.',
      },
      components: {
        securitySchemes: {
          // What the routes declare (@fastify/swagger reads it); the document as published names oauth2 and a scope instead (openapi-document.ts).
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          oauth2: {
            type: 'oauth2',
            description: 'Access tokens, sent as `Authorization: Bearer <token>` (or, opening a stream, in the subprotocol list). A token from logging in (POST /auth/login, POST /accounts) holds every scope; an app gets one holding the scopes its player granted, by the authorization code flow with PKCE (S256). Each operation names the scope it needs; a token without it is refused 403 `insufficient-scope`.',
            flows: { authorizationCode: { authorizationUrl: `${ctx.config.publicUrl}/oauth/authorize`, tokenUrl: `${ctx.config.publicUrl}/oauth/token`, refreshUrl: `${ctx.config.publicUrl}/oauth/token`, scopes: { ...SCOPES } } },
          },
          metricsToken: { type: 'http', scheme: 'bearer', description: "The operator's METRICS_TOKEN setting (GET /metrics only)." },
        },
      },
      security: [{ oauth2: [] }],
      servers: [{ url: ctx.config.publicUrl, description: 'This service (its PUBLIC_URL).' }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: (documents) => ('openapiObject' in documents ? publishedDocument(documents.openapiObject) : documents.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    errorHandler: socketErrorHandler,
    // On shutdown, before anything else closes: clients told "going away" reconnect (to another instance) and resume.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(CLOSE.goingAway, 'server shutting down');
      done();
    },
  });
  // Every route, before its token is checked: CORS for the origins CORS_ORIGINS lists (preflights answered here), and a
  // WebSocket upgrade from a page of another origin refused.
  await allowListedOrigins(app, ctx.config);
  // Every route, first of all (after the WebSocket plugin has marked upgrades): the token its `security` asks for, before
  // the body is parsed or anything validated, so that a caller without a valid token learns nothing of the route but a 401.
  app.addHook('onRequest', authenticateFirst(ctx));
  // Every route registered from here on that reads a token names the scope it needs, or the service does not start.
  app.addHook('onRoute', requireScopeDeclared);
  // Every route registered from here on (the API, not /docs): an upgrade to one that is not a stream, or with a malformed handshake, is a 400 problem.
  gateUpgrades(app);

  // Limits only where a route asks for one; on PostgreSQL counted by all instances together.
  // A database error lets the request through: the route meets the same database and answers for itself.
  // Counted just before the handler, so only requests that could have done the thing count: one refused for its token,
  // its body or its schema does not use up its address's allowance.
  await app.register(rateLimit, { global: false, hook: 'preHandler', keyGenerator: addressKey, errorResponseBuilder: tooManyRequests, ...(ctx.db.kind === 'postgres' ? { store: postgresRateLimitStore(ctx.db.pool), skipOnError: true } : {}) });

  for (const schema of [...sharedSchemas, AccountSchema, TokenPairSchema, ...auditSchemas, ...perRuleset.shared, ...notificationSchemas, ...invitationSchemas, ...cadenceSchemas]) app.addSchema(schema);

  await app.register(healthRoutes(ctx));
  await app.register(problemRoutes(ctx.rulesets));
  await app.register(documentRoutes(ctx));
  await app.register(streamRoutes(ctx));
  // One count of the verification mails to each address, for registrations and requests for another mail alike.
  const mailsToAddress = limitCounter(app, MAILS_PER_ADDRESS);
  await app.register(accountRoutes(ctx, mailsToAddress));
  await app.register(oauthRoutes(ctx));
  await app.register(emailAddressRoutes(ctx, mailsToAddress));
  await app.register(passwordRoutes(ctx));
  await app.register(rulesetRoutes(ctx, perRuleset));
  await app.register(lobbyRoutes(ctx));
  await app.register(playRoutes(ctx, perRuleset));
  await app.register(viewRoutes(ctx, perRuleset));
  await app.register(pictureRoutes(ctx));
  await app.register(webClientRoutes());
  await app.register(auditRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(unsubscribeRoutes(ctx));
  await app.register(invitationRoutes(ctx));
  await app.register(cadenceRoutes(ctx));
  await app.register(messageRoutes(ctx));
  await app.register(myDataRoutes(ctx));
  await app.register(metricsRoutes(ctx));
  return app;
}

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type Validator = ReturnType<ReturnType<ValidatorFactory>>;

/**
 * Request validators compiled when a route is first asked to validate a part
 * of a request, and the validator compiler (an Ajv instance with every shared
 * schema added) made then too, not all at start: for the same reason as the
 * serializers (response-serializers.ts), this was most of the start-up CPU left (1.3 s of 2.2 s).
 * Fastify reads a failed validation's errors from the function it was given,
 * so the compiled validator's are passed on to it.
 */
function validatorsOnFirstUse(factory: ValidatorFactory): ValidatorFactory {
  return (externalSchemas, options) => {
    let build: ReturnType<ValidatorFactory> | undefined;
    return (route) => {
      let validate: Validator | undefined;
      const onFirstUse = ((data: unknown) => {
        validate ??= (build ??= factory(externalSchemas, options))(route);
        const valid = validate(data);
        onFirstUse.errors = validate.errors;
        return valid;
      }) as Validator;
      return onFirstUse;
    };
  };
}

/** What a body that is JSON, but with a key that could poison prototypes, is told: why it is refused (the parser says only "not valid JSON"). */
const poisonedKey = () => new HttpProblem(400, 'forbidden-key', 'The body is JSON, but no body may hold a "__proto__" key, nor a "constructor" key with a "prototype" key in it.');

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes format "uuid" the canonical form only, in every validator: ajv-formats'
 * "uuid" also lets a "urn:uuid:" prefix and upper case through, and an id in
 * another case would name the same game under another key.
 */
function canonicalUuids(ajv: { addFormat(name: string, format: (value: string) => boolean): unknown }): void {
  ajv.addFormat('uuid', isId);
}

/**
 * Validators that coerce strings to the declared types where HTTP only has
 * strings (query strings, params, headers) but never in JSON bodies, where
 * "3" for a number or null for 0 is a client's mistake to report, not guess at.
 */
function strictBodies(): ValidatorFactory {
  // Pools shared by the app's plugin contexts: one Ajv instance for the same shared schemas and options.
  const coercingCompilers = AjvCompiler();
  const strictCompilers = AjvCompiler();
  return (externalSchemas, options = {}) => {
    const coercing = coercingCompilers(externalSchemas, options);
    const strictOptions = { ...options, customOptions: { ...options.customOptions, coerceTypes: false } } as Parameters<ValidatorFactory>[1];
    const strict = strictCompilers(externalSchemas, strictOptions);
    return (route) => (route.httpPart === 'body' ? strict(route) : decimalOnly(route.schema, coercing(route)));
  };
}

/** Numbers as a query string, a path or a header writes them: decimal digits, a sign, and for a non-integer a fraction. */
const DECIMAL = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ } as const;

/**
 * `validate`, refusing a number that is not written in decimal as the type
 * error it is: Ajv's coercion reads any string JavaScript's `+` does, so
 * "0x10", "1e2" or " 5" would pass for 16, 100 and 5.
 */
function decimalOnly(schema: unknown, validate: Validator): Validator {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  const numeric = Object.entries(properties).flatMap(([name, p]) => (p.type === 'integer' || p.type === 'number' ? [[name, p.type] as const] : []));
  if (numeric.length === 0) return validate;
  const checked = ((data: Record<string, unknown> | null) => {
    for (const [name, type] of numeric) {
      const value = data?.[name];
      if (typeof value === 'string' && !DECIMAL[type].test(value)) {
        checked.errors = [{ instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, keyword: 'type', params: { type }, message: `must be ${type}` }];
        return false;
      }
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  }) as Validator;
  return checked;
}
