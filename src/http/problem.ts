/**
 * The one error shape: RFC 9457 problem+json. Routes throw an HttpProblem;
 * the error handler turns it, validation failures and anything unexpected
 * into a problem document. 5xx details are logged, never sent.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Refusal, type RefusalKind } from '../games/refusal.js';

/** The problem+json media type. */
export const PROBLEM_TYPE = 'application/problem+json';

/** The schema of a problem document, as every error response declares it. */
export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: 'A URI reference naming the kind of problem: about:blank or a Sortie problem code.' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    instance: Type.Optional(Type.String()),
    code: Type.Optional(Type.String({ description: 'A stable machine-readable reason, such as a ruleset rejection code.' })),
    errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
    currentVersion: Type.Optional(Type.Integer({ description: 'On 409: the version the game is at now.' })),
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
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a route means to answer with. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly extra: Partial<Problem> = {},
  ) {
    super(detail);
  }

  /** The problem document. */
  toProblem(instance?: string): Problem {
    return {
      type: `https://sortie.invalid/problems/${this.code}`,
      title: TITLES[this.status] ?? 'Error',
      status: this.status,
      detail: this.message,
      code: this.code,
      ...(instance ? { instance } : {}),
      ...this.extra,
    };
  }
}

/** Shorthands for the problems routes raise most. */
export const problems = {
  badRequest: (code: string, detail: string) => new HttpProblem(400, code, detail),
  unauthorized: (detail = 'A valid access token is required.') => new HttpProblem(401, 'unauthorized', detail),
  forbidden: (code: string, detail: string) => new HttpProblem(403, code, detail),
  notFound: (what: string) => new HttpProblem(404, 'not-found', `${what} was not found.`),
  conflict: (code: string, detail: string, extra: Partial<Problem> = {}) => new HttpProblem(409, code, detail, extra),
  unprocessable: (code: string, detail: string) => new HttpProblem(422, code, detail),
};

/** The status each kind of games-layer refusal answers with. */
const REFUSAL_STATUS: Record<RefusalKind, number> = { invalid: 400, unauthenticated: 401, forbidden: 403, 'not-found': 404, conflict: 409 };

/** The problem a games-layer refusal is over HTTP. */
export function refusalProblem(refusal: Refusal): HttpProblem {
  return new HttpProblem(REFUSAL_STATUS[refusal.kind], refusal.code, refusal.message, refusal.errors ? { errors: [...refusal.errors] } : {});
}

function statusOf(err: FastifyError): number {
  const s = err.statusCode;
  return typeof s === 'number' && s >= 400 && s < 600 ? s : 500;
}

/** Installs the error and not-found handlers that answer problem+json. */
export function installProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const err = thrown instanceof Refusal ? refusalProblem(thrown) : thrown;
    if (err instanceof HttpProblem) {
      if (err.status === 429 || err.status === 503) void reply.header('retry-after', '1');
      return reply.status(err.status).type(PROBLEM_TYPE).send(err.toProblem(request.url));
    }
    if (err.validation) {
      const errors = err.validation.map((v) => ({ path: `${err.validationContext ?? ''}${v.instancePath}`, message: v.message ?? 'is invalid' }));
      const problem = new HttpProblem(400, 'invalid-request', err.message, { errors });
      return reply.status(400).type(PROBLEM_TYPE).send(problem.toProblem(request.url));
    }
    const status = statusOf(err);
    if (status >= 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.status(status).type(PROBLEM_TYPE).send({ type: 'about:blank', title: TITLES[status] ?? 'Error', status });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type, rate limit).
    const code = (err.code ?? 'bad-request').toLowerCase().replace(/^fst_err_/, '').replace(/_/g, '-');
    return reply.status(status).type(PROBLEM_TYPE).send(new HttpProblem(status, code, err.message).toProblem(request.url));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).type(PROBLEM_TYPE).send(new HttpProblem(404, 'no-such-route', `No route ${request.method} ${request.url.split('?')[0]}.`).toProblem()),
  );
}
