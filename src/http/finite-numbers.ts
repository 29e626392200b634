/**
 * Ajv, coercing a query string such as "1e400" to an integer, gets Infinity
 * and then skips its minimum and maximum checks (they only look at finite
 * numbers). This hook refuses such values as the 400 they should have been.
 */
import type { preHandlerAsyncHookHandler } from 'fastify';
import { HttpProblem } from './problem.js';

/** A preHandler that refuses any non-finite number coerced into the query string or the params. */
export const refuseNonFiniteNumbers: preHandlerAsyncHookHandler = async (request) => {
  for (const [part, values] of [
    ['querystring', request.query],
    ['params', request.params],
  ] as const) {
    if (values === null || typeof values !== 'object') continue;
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === 'number' && !Number.isFinite(value)) {
        throw new HttpProblem(400, 'invalid-request', `${part}/${key} must be a finite number`, { errors: [{ path: `${part}/${key}`, message: 'must be a finite number' }] });
      }
    }
  }
};
