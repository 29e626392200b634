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
  const coding = request.headers['content-encoding']?.trim().toLowerCase();
  if (coding && coding !== 'identity') throw new HttpProblem(415, 'unsupported-content-encoding', `Bodies are taken as sent, not ${coding}-encoded.`);
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') throw new HttpProblem(415, 'unsupported-charset', `Bodies are taken in UTF-8, not ${charset}.`);
};
