/**
 * Why the games layer refuses a request, in its own terms; the HTTP layer
 * maps each kind to a status (src/http/problem.ts), so this layer does not
 * depend on HTTP.
 */
import type { InputError } from './ruleset-input.js';
import type { ProblemCode } from '../problem-types.js';

/** The kinds of refusal, each a distinct answer a client can act on. */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict';

/** A request the games layer will not carry out, with a stable reason code. */
export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: ProblemCode,
    message: string,
    readonly errors?: readonly InputError[],
  ) {
    super(message);
  }
}

/** A game that does not exist, or that the caller may not know of. */
export const noSuchGame = (): Refusal => new Refusal('not-found', 'not-found', 'The game was not found.');
