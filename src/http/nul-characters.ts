/**
 * PostgreSQL stores no NUL character (U+0000) in text or jsonb, so a string
 * carrying one would fail deep inside a query. This hook refuses it up front,
 * wherever it is — a path segment, the query string, a JSON body's values or
 * keys — as the 400 it is.
 */
import type { preValidationAsyncHookHandler } from 'fastify';
import { HttpProblem } from './problem.js';

/** The JSON-pointer-like path of the first string holding U+0000 in `value` (a key or a value), or null. */
function nulPath(value: unknown, root: string): string | null {
  // Iterative: a 64 KiB body can nest deeper than the call stack allows.
  const pending: [unknown, string][] = [[value, root]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [v, path] = next;
    if (typeof v === 'string') {
      if (v.includes('\0')) return path;
    } else if (v !== null && typeof v === 'object') {
      for (const [key, member] of Object.entries(v)) {
        if (key.includes('\0')) return `${path}/${key}`;
        pending.push([member, `${path}/${key}`]);
      }
    }
  }
  return null;
}

/** A preValidation hook that refuses U+0000 in the params, the query string and the body. */
export const refuseNulCharacters: preValidationAsyncHookHandler = async (request) => {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const path = nulPath(value, part);
    if (path !== null) {
      throw new HttpProblem(400, 'invalid-request', `${path} contains the NUL character (U+0000), which no text here may hold`, { errors: [{ path, message: 'must not contain U+0000' }] });
    }
  }
};
