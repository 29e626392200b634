/**
 * Bodies are JSON in UTF-8, as sent: a body compressed or in another
 * character set would otherwise be read as UTF-8 text anyway (and refused as
 * bad JSON, or worse, taken with its text garbled). Refused up front as the
 * 415 it is (RFC 9110 §15.5.16), before the body is read.
 */
import type { preParsingAsyncHookHandler } from 'fastify';
import { HttpProblem } from './problem.js';

/** A preParsing hook that refuses a content coding other than identity and a charset other than UTF-8. */
export const refuseUnreadableBodies: preParsingAsyncHookHandler = async (request) => {
  const { headers } = request;
  // Only a request with a body has one to read.
  if (headers['transfer-encoding'] === undefined && Number(headers['content-length'] ?? 0) === 0) return;
  const codings = (headers['content-encoding'] ?? '').split(',').map((c) => c.trim().toLowerCase()).filter((c) => c !== '' && c !== 'identity');
  if (codings.length > 0) throw new HttpProblem(415, 'unsupported-content-encoding', `Bodies are taken as sent, not ${codings.join(', ')}-encoded.`);
  const charsets = [...(headers['content-type'] ?? '').matchAll(/;\s*charset\s*=\s*"?([^";\s]+)"?/gi)].map((m) => m[1]!.toLowerCase());
  const other = charsets.find((c) => c !== 'utf-8' && c !== 'utf8');
  if (other) throw new HttpProblem(415, 'unsupported-charset', `Bodies are taken in UTF-8, not ${other}.`);
};
