/**
 * Every kind of problem the service answers, by its stable code: what it
 * means and what to do about it. This one list is what the handlers raise
 * (a problem's code must be one of its keys, so a new one cannot be answered
 * without saying what it means), what each problem's `type` links to
 * (`/problems/{code}`, a page the service serves, src/http/routes/problems.ts)
 * and what the OpenAPI document lists. A game's rules refuse with reason
 * codes of their own, the kernel's and each ruleset's (src/kernel/refusals.ts,
 * RulesetProtocol.refusals): those problems carry the rules' reason as `code`
 * and the type `refused-by-the-rules`, and each code has a page too.
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

/** A row of the table: status, what it means, what to do. */
type Row = readonly [status: number, means: string, todo: string];

/** The problem types, by code, as rows. */
const TABLE = {
  // Before any route: the request itself.
  'bad-url': [400, 'The URL is malformed (a bad percent-escape, say).', FIX],
  'path-too-long': [414, 'A path segment is longer than 100 characters: no id is.', FIX],
  'headers-too-large': [431, 'The request headers are over 16 KiB.', 'Send fewer or shorter headers.'],
  'malformed-request': [400, 'The request is not valid HTTP.', 'Use an HTTP/1.1 client.'],
  'request-timeout': [408, 'The request, headers and body, took too long to arrive; the connection was closed.', 'Send the request again, whole.'],
  'no-such-route': [404, 'No route serves this method and path.', 'Check the method and path against the OpenAPI document (/docs).'],
  'client-gone': [400, 'The client closed the connection before its request was decided; nothing was done.', 'Nothing: nobody reads this answer.'],
  // The body.
  'invalid-request': [400, 'The request does not fit its schema (the body, the path or the query), holds a NUL character, or nests deeper than 32 levels.', FIX],
  'invalid-json': [400, 'The body is not JSON.', FIX],
  'forbidden-key': [400, 'The body is JSON with a "__proto__" key, or a "constructor" key holding "prototype": no body may hold one.', 'Leave those keys out.'],
  'empty-body': [400, 'The route takes a body and none was sent.', 'Send a JSON body; `{}` when every field is optional.'],
  'bad-content-length': [400, 'The body is not as long as its Content-Length says.', FIX],
  'body-too-large': [413, 'The body is over 64 KiB.', 'Send a smaller body.'],
  'unsupported-media-type': [415, 'The body is not application/json.', 'Send JSON, with Content-Type: application/json.'],
  'unsupported-content-encoding': [415, 'The body is compressed (Content-Encoding).', 'Send it uncompressed.'],
  'unsupported-charset': [415, 'The body is in another charset than UTF-8.', 'Send UTF-8.'],
  // Who calls.
  unauthorized: [401, 'No valid access token where one is needed, or one sent that is not valid: malformed, forged, expired, or of a session that has ended (a logout, a password change).', 'Refresh the token pair (POST /auth/refresh), or log in again (POST /auth/login).'],
  'bad-credentials': [401, 'The name or the password is wrong.', 'Check both and try again; a forgotten password is reset with POST /auth/password-reset-mail.'],
  'refresh-token-unknown': [401, 'The refresh token is not known: logged out, outlived by a password change, or never issued.', 'Log in again.'],
  'refresh-token-expired': [401, 'The refresh token is past its 30 days.', 'Log in again.'],
  'refresh-token-reused': [401, 'The refresh token was spent before: taken as stolen, every refresh token of the account is revoked.', 'Log in again; if you did not present it twice yourself, change your password.'],
  'oauth-invalid-request': [400, 'An OAuth request (RFC 6749) misses a parameter, repeats one, or gives one a value it cannot take (`error`: invalid_request).', FIX],
  'oauth-invalid-grant': [400, 'The authorization code or refresh token is not valid for this request: unknown, expired, spent (a code presented twice revokes its tokens), issued to another client_id or redirect_uri, or the code_verifier does not match the challenge (`error`: invalid_grant).', 'Authorize again (GET /oauth/authorize).'],
  'oauth-invalid-scope': [400, 'The scopes asked for are none Sortie has, or more than the grant holds (`error`: invalid_scope).', 'Ask for the scopes granted, or fewer (docs/api.md#scopes).'],
  'oauth-unsupported-grant-type': [400, 'The grant_type is neither authorization_code nor refresh_token (`error`: unsupported_grant_type).', 'Use the authorization code flow with PKCE.'],
  'invalid-oauth-client': [400, 'The authorization request names no usable client_id or redirect_uri (an https URL, or http on a loopback address); so it is answered here, not sent back to the app.', 'Fix the app: give its name or URL as client_id and an https or loopback redirect_uri.'],
  'unknown-account': [401, 'The account the token names no longer exists.', 'Register again.'],
  'wrong-password': [403, 'The (current) password given with the request is wrong; nothing was changed.', 'Send it again with the right password.'],
  // What the caller may do.
  'not-first-party': [403, "Only the player's own session (logged in with their password) may do this, not an app's token.", 'Log in on Sortie itself.'],
  'insufficient-scope': [403, 'The access token was not granted the scope this operation needs (`scope` names it; docs/api.md#scopes). Tokens from a login hold every scope; an app holds those its player granted.', 'Ask the player for the scope (a new authorization, GET /oauth/authorize), or do without the operation.'],
  'not-your-seat': [403, 'The seat is not yours.', 'Act for your own seat (yourSeat in GET /games/{gameId}).'],
  'not-seated': [403, 'You hold no seat in this game.', 'Take a seat before the start (POST /games/{gameId}/seats), or watch as a spectator.'],
  'message-to-self': [400, 'A private line to your own seat: nobody else would read it.', 'Send it to another seat, or without `to` to every seat.'],
  'private-line-from-spectator': [403, "Only a seat may write a private line; spectators write in the spectators' room, to all of it.", 'Leave out `to`.'],
  'not-a-player': [403, 'Only a player (or the creator) of the game may do this.', 'Nothing, unless you take a seat.'],
  'not-the-creator': [403, "Only the game's creator may do this.", 'Ask the creator.'],
  'origin-not-allowed': [403, "A WebSocket upgrade from a browser page whose origin is neither the service's own nor one CORS_ORIGINS lists.", 'Serve the page from a listed origin: ask the operator to add yours to CORS_ORIGINS.'],
  'removed-by-creator': [403, "The game's creator freed your seat: you may not sit down again, nor may another player invite you back.", 'Ask the creator to invite you again (POST /games/{gameId}/invitations).'],
  // What is not there.
  'not-found': [404, 'No such resource, or one you may not see (a private game is not admitted to exist).', 'Check the id; for a private game, send its invitation code.'],
  'no-picture': [404, "The game's ruleset draws no pictures of its views.", 'Read the view as JSON (…/view, /views/public) instead.'],
  'web-client-not-built': [404, 'The reference web client (/play) has not been built on this server.', 'Ask the operator to run npm run build:web (npm start does it).'],
  // The database away (a restart, a failover, the pooler gone).
  'database-unavailable': [503, 'The database cannot be reached just now: nothing was carried out.', 'Retry after the Retry-After header; a command under the same Idempotency-Key is carried out once.'],
  timeout: [503, 'The request took too long to carry out (the database may be slow or unreachable); a command may still have been carried out.', 'Retry it under the same Idempotency-Key to learn which, after the Retry-After header.'],
  'no-such-seat': [404, 'The game has no seat of that id (or the options give no such seat).', 'Use a seat the game lists (GET /games/{gameId}, POST /rulesets/{rulesetId}/seats).'],
  // The state moved on.
  'stale-version': [409, 'The game is at another version than the one you decided at (`currentVersion`), or a command kept meeting newer ones.', RELOAD],
  'already-started': [409, 'The game has already started.', RELOAD],
  'game-started': [409, 'The game has started: this is only for a game not started.', RELOAD],
  'game-starting': [409, 'A start of the game is under way.', 'Retry shortly.'],
  'seats-free': [409, 'A seat is still free: a game starts only once every seat is taken.', 'Wait for (or invite) players to take the free seats, then start again.'],
  'seat-taken': [409, 'Someone else holds that seat.', 'Take another seat, or leave `seat` out for the first free one.'],
  'game-full': [409, 'Every seat of the game is taken.', 'Find another game (GET /games?openSeats=true).'],
  'already-seated': [409, 'You already hold a seat in this game (one per account).', 'Nothing: play the seat you hold.'],
  'too-many-open-seats': [409, 'You hold seats in 20 games not started yet.', 'Leave one, or wait for one to start.'],
  'seats-taken': [409, 'Another account holds a seat: a game others have sat down in is not cancelled.', 'Free their seats first (DELETE /games/{gameId}/seats/{seat}).'],
  'game-not-started': [409, 'The game has not started yet.', 'Wait for the start (POST /games/{gameId}/start once every seat is taken).'],
  'game-not-over': [409, 'This is shown only once the game is over.', 'Ask again when it has ended.'],
  'after-beyond-version': [409, 'A stream was asked to resume after an event the game does not have (`currentVersion` says how far it is).', 'Resume from the last seq you have, at most `currentVersion`.'],
  'idempotency-key-in-flight': [409, 'A request with this Idempotency-Key is still running.', 'Retry shortly with the same key: you get its answer.'],
  'idempotency-key-taken-over': [409, 'This request ran so long that a retry with its Idempotency-Key took the key over; nothing was done here.', 'The retry has the answer: send the same request with the same key again to read it.'],
  'name-taken': [409, 'That account name is taken (names are compared without case).', 'Choose another name.'],
  'on-vacation': [409, 'A vacation is already running.', 'End it first (DELETE /me/vacation), or let it run.'],
  'not-on-vacation': [409, 'There is no vacation to end.', 'Nothing.'],
  'too-many-webhooks': [409, 'The account has five webhooks: the most it may have.', 'Remove one first (DELETE /me/webhooks/{webhookId}).'],
  'no-email': [409, 'The account has no email address.', 'Set one (PUT /me/email).'],
  'email-verified': [409, 'The address is verified already.', 'Nothing.'],
  'no-mail-service': [409, 'This service sends no mail (no SMTP_URL; GET /health says mail: false).', 'Ask the operator; nothing can be mailed here.'],
  'password-changed': [409, 'Another change of the password came first; this one was not made.', 'Log in with the password now set.'],
  // Well-formed, but not acceptable.
  'invalid-command': [400, "The command does not fit the ruleset's command schema (the <Ruleset>Command components).", 'Send one of your prompt\'s options (GET /games/{gameId}/prompts).'],
  'invalid-options': [400, "The options do not fit the ruleset's options schema (the <Ruleset>Options components).", FIX],
  'unknown-ruleset': [400, 'No ruleset of that id is hosted here.', 'Pick one GET /rulesets lists.'],
  'invalid-time-control': [400, 'The time control does not add up (docs/cadence.md).', FIX],
  'invalid-game-name': [400, 'The name does not show, is over 80 characters, or holds characters a name may not.', FIX],
  'invalid-cursor': [400, 'A lobby cursor this lobby did not give.', 'List again without a cursor.'],
  'cursor-with-offset': [400, 'A lobby cursor given with an offset.', 'Page with one or the other.'],
  'cursor-for-other-filters': [400, 'A lobby cursor given by a listing with other filters, or for another caller.', 'List again without a cursor.'],
  'bad-time-zone': [400, 'The quiet hours name a time zone this service does not know.', 'Use an IANA zone, such as Europe/Paris.'],
  'empty-quiet-hours': [400, 'Quiet hours that end when they begin.', 'Send other hours, or null for none.'],
  'invalid-verification-token': [400, 'The email verification token is malformed, forged, expired, or for an address the account no longer has.', 'Ask for a new mail (POST /me/email/verification-mail).'],
  'invalid-unsubscribe-token': [400, 'The unsubscribe link is malformed, forged, expired (a year after its mail), for a kind of notice there is no more, or for an account that is closed.', 'Choose which notices you get on the preferences page (GET /me/notifications/preferences), logged in.'],
  'invalid-password-reset-token': [400, 'The password reset token is malformed, forged, expired or spent.', 'Ask for a new mail (POST /auth/password-reset-mail).'],
  'idempotency-key-reused': [422, 'This Idempotency-Key was used with another request body.', 'Use a new key for a new request.'],
  'pool-exhausted': [422, 'No vacation days are left this year.', 'Nothing until the pool fills again (docs/cadence.md).'],
  'bad-webhook-url': [422, 'The webhook URL is not one Sortie sends to: not http(s), with credentials, or a private address (docs/cadence.md).', 'Give a public http(s) URL. Running Sortie yourself, with webhooks to your own network (a receiver on the same machine, say)? Its operator may allow private, loopback and link-local addresses with WEBHOOK_ALLOW_PRIVATE=true, or limit webhooks to named hosts with WEBHOOK_ALLOW_HOSTS.'],
  'refused-by-the-rules': [422, "A well-formed command the game will not take now: `code` is the reason, the ruleset's or the kernel's — not-your-turn, game-over, out-of-time, nothing-to-claim, same-side, no-time-control, or a rule's own: each has its page, /problems/{code}, and each ruleset lists its codes in GET /rulesets (`protocol.refusals`).", 'Read your prompts again (GET /games/{gameId}/prompts) and send one of their options.'],
  // Too much at once.
  'rate-limited': [429, 'Too many of these requests (logins, registrations, commands, …) in the time allowed.', RETRY],
  busy: [503, 'The server is too busy to take this now: too many passwords being checked, or every database connection in use.', RETRY],
  // The streams.
  'upgrade-required': [426, 'A stream route asked for without a WebSocket upgrade.', 'Connect with a WebSocket client (docs/websocket.md).'],
  'not-a-stream': [400, 'A WebSocket upgrade asked of a route that is not a stream.', 'Ask it without Upgrade.'],
  'bad-handshake': [400, 'The WebSocket handshake is malformed (Upgrade, Sec-WebSocket-Key or -Version).', 'Use a WebSocket client.'],
  'bad-subprotocol': [400, 'Sec-WebSocket-Protocol is not a list of distinct tokens led by "sortie".', 'Offer `sortie, bearer.<token>`, in that order.'],
  'too-many-sockets': [429, 'The account, or the server, has too many open streams.', 'Close one, or retry later.'],
} as const satisfies Record<string, Row>;

/** A problem's stable code: one of the list's. */
export type ProblemCode = keyof typeof TABLE;

/** The problem types, by code, in the table's order (the order GET /problems and the OpenAPI document list them in). */
export const PROBLEM_TYPES: Readonly<Record<ProblemCode, ProblemType>> = Object.fromEntries(
  Object.entries(TABLE).map(([code, [status, means, todo]]: [string, Row]) => [code, { status, means, todo }]),
) as Record<ProblemCode, ProblemType>;

/** The page a problem type is described on, relative to the service's own URL (RFC 9457 allows a relative reference). */
export function problemTypeUri(code: ProblemCode): string {
  return `/problems/${code}`;
}
