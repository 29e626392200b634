/**
 * Every kind of problem the service answers, by its stable code: what it
 * means and what to do about it. This one list is what the handlers raise
 * (a problem's code must be one of its keys, so a new one cannot be answered
 * without saying what it means), what each problem's `type` links to
 * (`/problems/{code}`, a page the service serves, src/http/routes/problems.ts)
 * and what the OpenAPI document lists. A game's own rules refuse with reason
 * codes of their own, too many and too much their rulesets' to list here:
 * those problems carry the rules' reason as `code` and the type
 * `refused-by-the-rules`.
 */

/** What one kind of problem means, and what a client or a player does about it. */
export interface ProblemType {
  /** The status it is answered with. */
  readonly status: number;
  readonly means: string;
  readonly todo: string;
}

const RETRY = 'Wait as long as Retry-After says, then send the request again.';
const FIX = 'Fix the request as the detail (and `errors`, when given) says, then send it again.';
const RELOAD = 'Read the game again (GET /games/{gameId}, or the stream), then decide anew.';

/** The problem types, by code. */
export const PROBLEM_TYPES = {
  // Before any route: the request itself.
  'bad-url': { status: 400, means: 'The URL is malformed (a bad percent-escape, say).', todo: FIX },
  'path-too-long': { status: 414, means: 'A path segment is longer than 100 characters: no id is.', todo: FIX },
  'headers-too-large': { status: 431, means: 'The request headers are over 16 KiB.', todo: 'Send fewer or shorter headers.' },
  'malformed-request': { status: 400, means: 'The request is not valid HTTP.', todo: 'Use an HTTP/1.1 client.' },
  'request-timeout': { status: 408, means: 'The request, headers and body, took too long to arrive; the connection was closed.', todo: 'Send the request again, whole.' },
  'no-such-route': { status: 404, means: 'No route serves this method and path.', todo: 'Check the method and path against the OpenAPI document (/docs).' },
  'client-gone': { status: 400, means: 'The client closed the connection before its request was decided; nothing was done.', todo: 'Nothing: nobody reads this answer.' },
  // The body.
  'invalid-request': { status: 400, means: 'The request does not fit its schema (the body, the path or the query), holds a NUL character, or nests deeper than 32 levels.', todo: FIX },
  'invalid-json': { status: 400, means: 'The body is not JSON.', todo: FIX },
  'forbidden-key': { status: 400, means: 'The body is JSON with a "__proto__" key, or a "constructor" key holding "prototype": no body may hold one.', todo: 'Leave those keys out.' },
  'empty-body': { status: 400, means: 'The route takes a body and none was sent.', todo: 'Send a JSON body; `{}` when every field is optional.' },
  'bad-content-length': { status: 400, means: 'The body is not as long as its Content-Length says.', todo: FIX },
  'body-too-large': { status: 413, means: 'The body is over 64 KiB.', todo: 'Send a smaller body.' },
  'unsupported-media-type': { status: 415, means: 'The body is not application/json.', todo: 'Send JSON, with Content-Type: application/json.' },
  'unsupported-content-encoding': { status: 415, means: 'The body is compressed (Content-Encoding).', todo: 'Send it uncompressed.' },
  'unsupported-charset': { status: 415, means: 'The body is in another charset than UTF-8.', todo: 'Send UTF-8.' },
  // Who calls.
  unauthorized: { status: 401, means: 'No valid access token where one is needed, or one sent that is not valid: malformed, forged, expired, or of a session that has ended (a logout, a password change).', todo: 'Refresh the token pair (POST /auth/refresh), or log in again (POST /auth/login).' },
  'bad-credentials': { status: 401, means: 'The name or the password is wrong.', todo: 'Check both and try again; a forgotten password is reset with POST /auth/password-reset-mail.' },
  'refresh-token-unknown': { status: 401, means: 'The refresh token is not known: logged out, outlived by a password change, or never issued.', todo: 'Log in again.' },
  'refresh-token-expired': { status: 401, means: 'The refresh token is past its 30 days.', todo: 'Log in again.' },
  'refresh-token-reused': { status: 401, means: 'The refresh token was spent before: taken as stolen, every refresh token of the account is revoked.', todo: 'Log in again; if you did not present it twice yourself, change your password.' },
  'unknown-account': { status: 401, means: 'The account the token names no longer exists.', todo: 'Register again.' },
  'wrong-password': { status: 403, means: 'The (current) password given with the request is wrong; nothing was changed.', todo: 'Send it again with the right password.' },
  // What the caller may do.
  'not-your-seat': { status: 403, means: 'The seat is not yours.', todo: 'Act for your own seat (yourSeat in GET /games/{gameId}).' },
  'not-seated': { status: 403, means: 'You hold no seat in this game.', todo: 'Take a seat before the start (POST /games/{gameId}/seats), or watch as a spectator.' },
  'not-a-player': { status: 403, means: 'Only a player (or the creator) of the game may do this.', todo: 'Nothing, unless you take a seat.' },
  'not-the-creator': { status: 403, means: "Only the game's creator may do this.", todo: 'Ask the creator.' },
  'removed-by-creator': { status: 403, means: "The game's creator freed your seat: you may not sit down again, nor may another player invite you back.", todo: 'Ask the creator to invite you again (POST /games/{gameId}/invitations).' },
  // What is not there.
  'not-found': { status: 404, means: 'No such resource, or one you may not see (a private game is not admitted to exist).', todo: 'Check the id; for a private game, send its invitation code.' },
  'no-picture': { status: 404, means: "The game's ruleset draws no pictures of its views.", todo: 'Read the view as JSON (…/view, /views/public) instead.' },
  'web-client-not-built': { status: 404, means: 'The reference web client (/play) has not been built on this server.', todo: 'Ask the operator to run npm run build:web (npm start does it).' },
  // The database away (a restart, a failover, the pooler gone).
  'database-unavailable': { status: 503, means: 'The database cannot be reached just now: nothing was carried out.', todo: 'Retry after the Retry-After header; a command under the same Idempotency-Key is carried out once.' },
  timeout: { status: 503, means: 'The request took too long to carry out (the database may be slow or unreachable); a command may still have been carried out.', todo: 'Retry it under the same Idempotency-Key to learn which, after the Retry-After header.' },
  'no-such-seat': { status: 404, means: 'The game has no seat of that id (or the options give no such seat).', todo: 'Use a seat the game lists (GET /games/{gameId}, POST /rulesets/{rulesetId}/seats).' },
  // The state moved on.
  'stale-version': { status: 409, means: 'The game is at another version than the one you decided at (`currentVersion`), or a command kept meeting newer ones.', todo: RELOAD },
  'already-started': { status: 409, means: 'The game has already started.', todo: RELOAD },
  'game-started': { status: 409, means: 'The game has started: this is only for a game not started.', todo: RELOAD },
  'game-starting': { status: 409, means: 'A start of the game is under way.', todo: 'Retry shortly.' },
  'seats-free': { status: 409, means: 'A seat is still free: a game starts only once every seat is taken.', todo: 'Wait for (or invite) players to take the free seats, then start again.' },
  'seat-taken': { status: 409, means: 'Someone else holds that seat.', todo: 'Take another seat, or leave `seat` out for the first free one.' },
  'game-full': { status: 409, means: 'Every seat of the game is taken.', todo: 'Find another game (GET /games?openSeats=true).' },
  'already-seated': { status: 409, means: 'You already hold a seat in this game (one per account).', todo: 'Nothing: play the seat you hold.' },
  'too-many-open-seats': { status: 409, means: 'You hold seats in 20 games not started yet.', todo: 'Leave one, or wait for one to start.' },
  'seats-taken': { status: 409, means: 'Another account holds a seat: a game others have sat down in is not cancelled.', todo: 'Free their seats first (DELETE /games/{gameId}/seats/{seat}).' },
  'game-not-started': { status: 409, means: 'The game has not started yet.', todo: 'Wait for the start (POST /games/{gameId}/start once every seat is taken).' },
  'game-not-over': { status: 409, means: 'This is shown only once the game is over.', todo: 'Ask again when it has ended.' },
  'after-beyond-version': { status: 409, means: 'A stream was asked to resume after an event the game does not have (`currentVersion` says how far it is).', todo: 'Resume from the last seq you have, at most `currentVersion`.' },
  'idempotency-key-in-flight': { status: 409, means: 'A request with this Idempotency-Key is still running.', todo: 'Retry shortly with the same key: you get its answer.' },
  'idempotency-key-taken-over': { status: 409, means: 'This request ran so long that a retry with its Idempotency-Key took the key over; nothing was done here.', todo: 'The retry has the answer: send the same request with the same key again to read it.' },
  'name-taken': { status: 409, means: 'That account name is taken (names are compared without case).', todo: 'Choose another name.' },
  'on-vacation': { status: 409, means: 'A vacation is already running.', todo: 'End it first (DELETE /me/vacation), or let it run.' },
  'not-on-vacation': { status: 409, means: 'There is no vacation to end.', todo: 'Nothing.' },
  'too-many-webhooks': { status: 409, means: 'The account has five webhooks: the most it may have.', todo: 'Remove one first (DELETE /me/webhooks/{webhookId}).' },
  'no-email': { status: 409, means: 'The account has no email address.', todo: 'Set one (PUT /me/email).' },
  'email-verified': { status: 409, means: 'The address is verified already.', todo: 'Nothing.' },
  'no-mail-service': { status: 409, means: 'This service sends no mail (no SMTP_URL; GET /health says mail: false).', todo: 'Ask the operator; nothing can be mailed here.' },
  'password-changed': { status: 409, means: 'Another change of the password came first; this one was not made.', todo: 'Log in with the password now set.' },
  // Well-formed, but not acceptable.
  'invalid-command': { status: 400, means: "The command does not fit the ruleset's command schema (the <Ruleset>Command components).", todo: 'Send one of your prompt\'s options (GET /games/{gameId}/prompts).' },
  'invalid-options': { status: 400, means: "The options do not fit the ruleset's options schema (the <Ruleset>Options components).", todo: FIX },
  'unknown-ruleset': { status: 400, means: 'No ruleset of that id is hosted here.', todo: 'Pick one GET /rulesets lists.' },
  'invalid-time-control': { status: 400, means: 'The time control does not add up (docs/cadence.md).', todo: FIX },
  'invalid-game-name': { status: 400, means: 'The name does not show, is over 80 characters, or holds characters a name may not.', todo: FIX },
  'invalid-cursor': { status: 400, means: 'A lobby cursor this lobby did not give.', todo: 'List again without a cursor.' },
  'cursor-with-offset': { status: 400, means: 'A lobby cursor given with an offset.', todo: 'Page with one or the other.' },
  'cursor-for-other-filters': { status: 400, means: 'A lobby cursor given by a listing with other filters, or for another caller.', todo: 'List again without a cursor.' },
  'bad-time-zone': { status: 400, means: 'The quiet hours name a time zone this service does not know.', todo: 'Use an IANA zone, such as Europe/Paris.' },
  'empty-quiet-hours': { status: 400, means: 'Quiet hours that end when they begin.', todo: 'Send other hours, or null for none.' },
  'invalid-verification-token': { status: 400, means: 'The email verification token is malformed, forged, expired, or for an address the account no longer has.', todo: 'Ask for a new mail (POST /me/email/verification-mail).' },
  'invalid-password-reset-token': { status: 400, means: 'The password reset token is malformed, forged, expired or spent.', todo: 'Ask for a new mail (POST /auth/password-reset-mail).' },
  'idempotency-key-reused': { status: 422, means: 'This Idempotency-Key was used with another request body.', todo: 'Use a new key for a new request.' },
  'pool-exhausted': { status: 422, means: 'No vacation days are left this year.', todo: 'Nothing until the pool fills again (docs/cadence.md).' },
  'bad-webhook-url': { status: 422, means: 'The webhook URL is not one Sortie sends to: not http(s), with credentials, or a private address (docs/cadence.md).', todo: 'Give a public http(s) URL.' },
  'refused-by-the-rules': { status: 422, means: "A well-formed command the game will not take now: `code` is the reason, the ruleset's or the kernel's — not-your-turn, game-over, out-of-time, nothing-to-claim, same-side, no-time-control, or a rule's own (docs/rules/).", todo: 'Read your prompts again (GET /games/{gameId}/prompts) and send one of their options.' },
  // Too much at once.
  'rate-limited': { status: 429, means: 'Too many of these requests (logins, registrations, commands, …) in the time allowed.', todo: RETRY },
  busy: { status: 503, means: 'The server is too busy to take this now: too many passwords being checked, or every database connection in use.', todo: RETRY },
  // The streams.
  'upgrade-required': { status: 426, means: 'A stream route asked for without a WebSocket upgrade.', todo: 'Connect with a WebSocket client (docs/websocket.md).' },
  'not-a-stream': { status: 400, means: 'A WebSocket upgrade asked of a route that is not a stream.', todo: 'Ask it without Upgrade.' },
  'bad-handshake': { status: 400, means: 'The WebSocket handshake is malformed (Upgrade, Sec-WebSocket-Key or -Version).', todo: 'Use a WebSocket client.' },
  'bad-subprotocol': { status: 400, means: 'Sec-WebSocket-Protocol is not a list of distinct tokens led by "sortie".', todo: 'Offer `sortie, bearer.<token>`, in that order.' },
  'too-many-sockets': { status: 429, means: 'The account, or the server, has too many open streams.', todo: 'Close one, or retry later.' },
} as const satisfies Record<string, ProblemType>;

/** A problem's stable code: one of the list's. */
export type ProblemCode = keyof typeof PROBLEM_TYPES;

/** The page a problem type is described on, relative to the service's own URL (RFC 9457 allows a relative reference). */
export function problemTypeUri(code: ProblemCode): string {
  return `/problems/${code}`;
}
