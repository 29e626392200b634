/**
 * What no route takes, refused up front as the 400 it is, wherever it is —
 * a path segment, the query string, a JSON body's values or keys:
 * - the NUL character (U+0000) and a lone UTF-16 surrogate (a JSON `\ud800`
 *   escape not part of a pair: no Unicode character): PostgreSQL stores
 *   neither in jsonb (and text would quietly take U+FFFD for the surrogate),
 *   so a string carrying one would fail deep inside a query;
 * - nesting deeper than MAX_DEPTH: no request needs it, and code after the
 *   schemas (filling in defaults, cloning, hashing) recurses, so a 64 KiB
 *   body of brackets would overflow its stack.
 */
import type { preValidationAsyncHookHandler } from 'fastify';
import { HttpProblem } from './problem.js';

/** How deep objects and arrays may nest in a request (the deepest any route's schema allows is a few levels). */
const MAX_DEPTH = 32;

/** U+0000, or a surrogate that is not half of a pair. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_MESSAGE = 'must be Unicode text without U+0000 (no unpaired surrogate)';

/** The first thing in `value` that no route takes: its JSON-pointer-like path and why, or null. */
function unfit(value: unknown, root: string): { path: string; message: string } | null {
  // Iterative: a 64 KiB body can nest deeper than the call stack allows.
  const pending: [unknown, string, number][] = [[value, root, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [v, path, depth] = next;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return { path, message: UNSTORABLE_MESSAGE };
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return { path, message: `must not nest deeper than ${MAX_DEPTH} levels` };
      for (const [key, member] of Object.entries(v)) {
        if (UNSTORABLE.test(key)) return { path: `${path}/${key}`, message: UNSTORABLE_MESSAGE };
        pending.push([member, `${path}/${key}`, depth + 1]);
      }
    }
  }
  return null;
}

/** A preValidation hook that refuses U+0000, unpaired surrogates and deep nesting in the params, the query string and the body. */
export const refuseUnfitInput: preValidationAsyncHookHandler = async (request) => {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const found = unfit(value, part);
    if (found) throw new HttpProblem(400, 'invalid-request', `${found.path} ${found.message}`, { errors: [found] });
  }
};
