/**
 * The one error shape: RFC 9457 problem+json. Routes throw an HttpProblem;
 * the error handler turns it, validation failures and anything unexpected
 * into a problem document. 5xx details are logged, never sent. What Fastify's
 * router and Node's HTTP parser refuse before any route runs (a malformed
 * URL, an over-long path segment, over-large headers) answers in the same shape.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Refusal, type RefusalKind } from '../games/refusal.js';
import type { CommandOutcome } from '../games/game-play.js';
import { isDatabaseUnavailable } from '../store/unavailable.js';
import { AnswerDeadlinePassed } from './answer-deadline.js';
import { problemTypeUri, type ProblemCode } from '../problem-types.js';

/** The problem+json media type. */
export const PROBLEM_TYPE = 'application/problem+json';

/** The schema of a problem document, as every error response declares it. */
export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: 'The kind of problem: a URI reference, relative to the service, of the page that says what it means and what to do (/problems/{code}; about:blank for a 5xx).' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    instance: Type.Optional(Type.String()),
    code: Type.Optional(Type.String({ description: 'A stable machine-readable reason: the problem type, or for a 422 refused-by-the-rules the rules\' reason (each ruleset publishes its codes in GET /rulesets, protocol.refusals); /problems/{code} says what each means.' })),
    errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
    currentVersion: Type.Optional(Type.Integer({ description: 'On 409: the version the game is at now.' })),
    index: Type.Optional(Type.Integer({ minimum: 0, description: 'On a 422 to a batch of commands: the first command refused, by its place in the batch (from 0); nothing of the batch was carried out.' })),
    scope: Type.Optional(Type.String({ description: 'On 403 `insufficient-scope`: the scope the operation needs.' })),
    error: Type.Optional(Type.String({ description: 'From the OAuth endpoints (/oauth/token, /oauth/revoke): the error code RFC 6749 §5.2 names, for OAuth libraries to read.' })),
    error_description: Type.Optional(Type.String({ description: 'From the OAuth endpoints: the same as `detail`, where RFC 6749 §5.2 puts it.' })),
  },
  { $id: 'Problem', title: 'Problem' },
);
export type Problem = Static<typeof ProblemSchema>;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  426: 'Upgrade Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a route means to answer with. */
export class HttpProblem extends Error {
  /**
   * The problem's `type`; `code` is its own code, but for a refusal by a
   * game's rules (`refused-by-the-rules`), where it is the rules' reason.
   */
  constructor(
    readonly status: number,
    readonly type: ProblemCode,
    detail: string,
    readonly extra: Partial<Problem> = {},
    readonly code: string = type,
    /** Headers the answer carries beside the document (WWW-Authenticate, say). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
  }

  /** The problem document; `url`, the request's, names the instance by its path alone (a query may carry a token, and an answer never echoes one). */
  toProblem(url?: string): Problem {
    const instance = url?.split('?')[0];
    return {
      type: problemTypeUri(this.type),
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.message,
      code: this.code,
      ...(instance ? { instance } : {}),
      ...this.extra,
    };
  }
}

/** The 429 the routes' rate limits answer with (@fastify/rate-limit's errorResponseBuilder, given once for all); the error handler turns it into problem+json. */
export function tooManyRequests(_request: FastifyRequest, context: { after: string }): Error {
  return new HttpProblem(429, 'rate-limited', `Too many attempts; try again in ${context.after}.`);
}

/** Shorthands for the problems routes raise most. */
export const problems = {
  badRequest: (code: ProblemCode, detail: string) => new HttpProblem(400, code, detail),
  unauthorized: (detail = 'A valid access token is required.') => new HttpProblem(401, 'unauthorized', detail),
  forbidden: (code: ProblemCode, detail: string) => new HttpProblem(403, code, detail),
  notFound: (what: string) => new HttpProblem(404, 'not-found', `${what} was not found.`),
  conflict: (code: ProblemCode, detail: string, extra: Partial<Problem> = {}) => new HttpProblem(409, code, detail, extra),
  unprocessable: (code: ProblemCode, detail: string) => new HttpProblem(422, code, detail),
  /** A refusal by a game's rules (the ruleset's or the kernel's): its code is the rules' reason. */
  refusedByTheRules: (reason: string, detail: string, extra: Record<string, unknown> = {}) => new HttpProblem(422, 'refused-by-the-rules', detail, extra, reason),
};

interface AjvError {
  readonly keyword: string;
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly message?: string;
  readonly params: Record<string, unknown>;
  /** The schema holding the keyword that failed (Ajv's `verbose`). */
  readonly parentSchema?: unknown;
}

const oneOf = (values: readonly unknown[]) => `must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}`;

/** An Ajv error in words that say what would fit: the property that is not allowed, the values that are. */
function validationMessage(v: AjvError): string {
  const { additionalProperty, allowedValues, allowedValue } = v.params;
  if (v.keyword === 'additionalProperties' && typeof additionalProperty === 'string') return `must NOT have the property ${JSON.stringify(additionalProperty)}`;
  if (v.keyword === 'enum' && Array.isArray(allowedValues)) return oneOf(allowedValues);
  if (v.keyword === 'const') return `must be ${JSON.stringify(allowedValue)}`;
  return v.message ?? 'is invalid';
}

/** The values the forms of a discriminated `oneOf` take for its tag. */
function taggedValues(v: AjvError, tag: string): unknown[] {
  const forms = (v.parentSchema as { oneOf?: { properties?: Record<string, { const?: unknown }> }[] } | undefined)?.oneOf ?? [];
  return forms.flatMap((form) => (form.properties?.[tag]?.const === undefined ? [] : [form.properties[tag].const]));
}

/**
 * Ajv's errors as problem errors. A union of values that failed (each
 * branch of an `anyOf` a `const`, perhaps with its type) is one error listing
 * them; a discriminated `oneOf` whose tag fits no form is an error at the tag
 * listing the forms' values; a nullable value that is not null is told what
 * is wrong with it, not also that it must be null.
 */
function validationErrors(context: string, validation: readonly AjvError[]): { path: string; message: string }[] {
  const errors: { path: string; message: string; keyword: string; schemaPath: string; value?: unknown }[] = [];
  for (const v of validation) {
    const path = `${context}${v.instancePath}`;
    if (v.keyword === 'discriminator' && typeof v.params.tag === 'string') {
      errors.push({ path: `${path}/${v.params.tag}`, message: oneOf(taggedValues(v, v.params.tag)), keyword: v.keyword, schemaPath: v.schemaPath });
      continue;
    }
    if (v.keyword === 'anyOf') {
      const branches = errors.filter((e) => e.schemaPath.startsWith(`${v.schemaPath}/`));
      const values = branches.filter((e) => e.keyword === 'const').map((e) => e.value);
      if (values.length > 0 && branches.every((e) => e.keyword === 'const' || e.keyword === 'type')) {
        errors.splice(errors.indexOf(branches[0]!), branches.length, { path, message: oneOf(values), keyword: v.keyword, schemaPath: v.schemaPath });
        continue;
      }
      // A value that may be null, and is not: what it is not is said by the other branch, not by "must be null" (a
      // branch that is a $ref reports under the referenced schema's path, so its errors are known by where they point).
      const notNull = branches.find((e) => e.keyword === 'type' && e.value === 'null');
      const saidElse = errors.some((e) => e !== notNull && (e.path === path || e.path.startsWith(`${path}/`)));
      if (notNull && (branches.length > 1 || saidElse)) {
        errors.splice(errors.indexOf(notNull), 1);
        continue;
      }
    }
    errors.push({ path, message: validationMessage(v), keyword: v.keyword, schemaPath: v.schemaPath, value: v.keyword === 'type' ? v.params.type : v.params.allowedValue });
  }
  return errors.map(({ path, message }) => ({ path, message }));
}

/** The status each kind of games-layer refusal answers with. */
const REFUSAL_STATUS: Record<RefusalKind, number> = { invalid: 400, unauthenticated: 401, forbidden: 403, 'not-found': 404, conflict: 409 };

/** The problem a games-layer refusal is over HTTP. */
function refusalProblem(refusal: Refusal): HttpProblem {
  return new HttpProblem(REFUSAL_STATUS[refusal.kind], refusal.code, refusal.message, refusal.errors ? { errors: [...refusal.errors] } : {});
}

/** The problem a command the games layer did not carry out is over HTTP. */
export function commandProblem(outcome: Exclude<CommandOutcome, { ok: true }>): HttpProblem {
  switch (outcome.kind) {
    case 'not-found':
      return problems.notFound('The game');
    case 'rejected':
      return outcome.index === undefined
        ? problems.refusedByTheRules(outcome.reason, outcome.message)
        : problems.refusedByTheRules(outcome.reason, `Command ${outcome.index} of the batch (counting from 0) was refused, and so was the batch: ${outcome.message}`, { index: outcome.index });
    case 'conflict':
      return problems.conflict('stale-version', `The game is at version ${outcome.currentVersion}.`, { currentVersion: outcome.currentVersion });
    case 'key-lost':
      return problems.conflict('idempotency-key-taken-over', 'This request ran so long that a retry with its Idempotency-Key took the key over; nothing was done here. The retry has the answer.');
    default: {
      const never: never = outcome;
      throw new Error(`unknown outcome ${JSON.stringify(never)}`);
    }
  }
}

function statusOf(err: FastifyError): number {
  const s = err.statusCode;
  return typeof s === 'number' && s >= 400 && s < 600 ? s : 500;
}

/** Sortie's stable code for each of Fastify's own refusals, by Fastify's code (FST_ERR_ left out), which may change between its versions. */
const FRAMEWORK_CODES: Record<string, ProblemCode> = {
  CTP_BODY_TOO_LARGE: 'body-too-large',
  CTP_INVALID_JSON_BODY: 'invalid-json',
  CTP_EMPTY_JSON_BODY: 'empty-body',
  CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  CTP_INVALID_CONTENT_LENGTH: 'bad-content-length',
  BAD_URL: 'bad-url',
  MAX_PARAM_LENGTH: 'path-too-long',
};

/** The code of a refusal of Fastify's that has none of its own above, by its status. */
const FRAMEWORK_FALLBACK: Record<number, ProblemCode> = { 413: 'body-too-large', 414: 'path-too-long', 415: 'unsupported-media-type' };

/** One of Fastify's own 4xx errors (bad JSON, body too large, wrong content type, bad URL) as a problem with a stable code. */
function frameworkProblem(err: FastifyError, status: number): HttpProblem {
  const code = FRAMEWORK_CODES[(err.code ?? '').replace(/^FST_ERR_/, '')] ?? FRAMEWORK_FALLBACK[status] ?? 'invalid-request';
  return new HttpProblem(status, code, err.message);
}

/** Fastify's `frameworkErrors` option: what the router refuses before any route (a malformed URL, a path segment over the length limit). */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(err);
  // A WebSocket upgrade's socket is the caller's to close once answered (no hook runs here to do it, as for routes): else it stays open for good.
  if ((request.raw as { upgrade?: boolean }).upgrade) reply.raw.once('finish', () => request.raw.socket.destroy());
  void reply.status(status).type(PROBLEM_TYPE).send(frameworkProblem(err, status).toProblem(request.url));
}

/** The client errors Node's HTTP parser raises, by their Node code: the problem each is. */
const CLIENT_ERRORS: Record<string, [status: number, code: ProblemCode, detail: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request-timeout', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: [431, 'headers-too-large', 'The request headers are larger than the server accepts.'],
};

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser cannot
 * read gets a problem document and the connection is closed, as Node does.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, detail] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'malformed-request', 'The request is not valid HTTP.'];
  if (socket.writable) {
    const body = JSON.stringify(new HttpProblem(status, code, detail).toProblem());
    socket.write(`HTTP/1.1 ${status} ${TITLES[status]}\r\nContent-Type: ${PROBLEM_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

/** Seconds a client is told to wait before retrying while the database is away: about what a restart takes. */
const DATABASE_RETRY_SECONDS = 2;

/** A 503 that says when to try again. */
function unavailable(reply: FastifyReply, instance: string, code: ProblemCode, detail: string): FastifyReply {
  void reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
  return reply.status(503).type(PROBLEM_TYPE).send(new HttpProblem(503, code, detail).toProblem(instance));
}

/** Installs the error and not-found handlers that answer problem+json. */
export function installProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const err = thrown instanceof Refusal ? refusalProblem(thrown) : thrown;
    if (err instanceof HttpProblem) {
      if ((err.status === 429 || err.status === 503) && !reply.hasHeader('retry-after')) void reply.header('retry-after', '1');
      void reply.headers(err.headers);
      return reply.status(err.status).type(PROBLEM_TYPE).send(err.toProblem(request.url));
    }
    // Prisma could not start a transaction within its wait: every connection is busy, which passes.
    if ((thrown as { code?: unknown }).code === 'P2028') {
      void reply.header('retry-after', '1');
      return reply.status(503).type(PROBLEM_TYPE).send(new HttpProblem(503, 'busy', 'The server is too busy to take this now; try again in a moment.').toProblem(request.url));
    }
    // The database restarting, or the pooler in front of it gone: the client retries, and finds its command carried out or not, never half.
    if (isDatabaseUnavailable(thrown)) {
      request.log.warn({ err }, 'database unavailable');
      return unavailable(reply, request.url, 'database-unavailable', 'The database cannot be reached just now; try again in a moment.');
    }
    // No answer within twice REQUEST_TIMEOUT_MS (answer-deadline.ts): the answer is given up on, the work may still finish.
    if (thrown instanceof AnswerDeadlinePassed) {
      request.log.warn({ err }, 'request timed out');
      return unavailable(reply, request.url, 'timeout', 'The request took too long to carry out (the database may be slow or unreachable); a command may still be carried out: retry it under the same Idempotency-Key to learn which.');
    }
    if (err.validation) {
      const errors = validationErrors(err.validationContext ?? '', err.validation);
      const problem = new HttpProblem(400, 'invalid-request', errors.map((e) => `${e.path} ${e.message}`).join('; '), { errors });
      return reply.status(400).type(PROBLEM_TYPE).send(problem.toProblem(request.url));
    }
    const status = statusOf(err);
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.status(status).type(PROBLEM_TYPE).send({ type: 'about:blank', title: TITLES[status] ?? 'Error', status });
    }
    return reply.status(status).type(PROBLEM_TYPE).send(frameworkProblem(err, status).toProblem(request.url));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).type(PROBLEM_TYPE).send(new HttpProblem(404, 'no-such-route', `No route ${request.method} ${request.url.split('?')[0]}.`).toProblem()),
  );
}
