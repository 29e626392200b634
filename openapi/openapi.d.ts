/** Generated from openapi/openapi.json by openapi-typescript (npm run openapi). Do not edit. */
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service and database health
         * @description Whether the service and its database answer, and what this instance offers (mail, for one). No token needed; load balancers and monitors poll it.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every problem type the service answers
         * @description An HTML page listing every problem code with its status and meaning, each linked to its own page (GET /problems/{code}).
         */
        get: operations["listProblemTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a problem type means, and what to do
         * @description The page a problem's `type` links to, or the `code` a refusal by the rules carries.
         */
        get: operations["getProblemType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenAPI document of this API
         * @description This document: every HTTP route, its parameters, bodies, answers and problems (also at /docs/json, with a browsable UI at /docs). The streams’ messages are in GET /asyncapi.json.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/asyncapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The AsyncAPI document of the WebSocket streams
         * @description An AsyncAPI 3.0 document of GET /games/{gameId}/stream and GET /me/stream: every message each way, with the schemas the streams validate and send with.
         */
        get: operations["getAsyncApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/guides/{guide}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A guide to the API, as Markdown
         * @description The guides a client author reads beside the documents: api.md (The HTTP API: accounts, the lobby, play, views, pictures, errors and who may call what.) websocket.md (The WebSocket streams: connecting, messages, resuming, heartbeats and close codes.) cadence.md (Time controls, reminders, vacations, notices by email and webhook.)
         */
        get: operations["getGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream a game’s events (WebSocket)
         * @description A WebSocket endpoint: connect with a WebSocket client (GET with Upgrade: websocket). The access token goes in the Authorization header or, from a browser, as the subprotocols `sortie, bearer.<token>`. Messages: the AsyncAPI document (GET /asyncapi.json) and openapi/websocket-messages.schema.json; protocol: docs/websocket.md. Events after `after`, redacted for the caller (whole once the game is over), then live ones; your-turn with the prompts when the caller’s seat must act. Spectators may stream public games.
         */
        get: operations["openGameStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream your turns and results in all your games (WebSocket)
         * @description A WebSocket endpoint: connect with a WebSocket client (GET with Upgrade: websocket). The access token goes in the Authorization header or, from a browser, as the subprotocols `sortie, bearer.<token>`. Messages: the AsyncAPI document (GET /asyncapi.json) and openapi/websocket-messages.schema.json; protocol: docs/websocket.md. your-turn when one of your games comes to wait for you (at connect: every game waiting for you now), game-over with the result when one ends, notice for a reminder, a timeout, a game you may claim or an invitation.
         */
        get: operations["openMyStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an account and log in
         * @description An email address, if given, is mailed a verification token (POST /accounts/email-verification); until it is verified it gets no other mail.
         */
        post: operations["registerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a name and password
         * @description Checks the password and opens a session: an access token (a JWT, 15 minutes) and a refresh token (30 days). The name is compared without case. Rate-limited by address.
         */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spend a refresh token for a new token pair
         * @description Each refresh token works once. Presenting one that was already spent revokes every refresh token of the account. At most 60 refreshes per account per hour, then 429.
         */
        post: operations["refreshTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out: revoke a refresh token, or all of them
         * @description With a refresh token, revokes it and the access token sent with this request; without, revokes every refresh token of the account and every access token issued before, and closes the streams opened with them. A revoked access token is refused (401) on every route, on every instance, within a couple of seconds.
         */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account the access token speaks for
         * @description The caller's own account: its id, name, email address, whether that is verified, and when it was made.
         */
        get: operations["getMyAccount"];
        put?: never;
        post?: never;
        /**
         * Close your account
         * @description For good, with your password (403 `wrong-password` otherwise, and nothing changes): every session ends (401 on every route, streams closed), mail and webhooks stop (the address, webhooks and notices still to go are deleted), your name is freed and games show "a former player" in your seats and messages. The games and their logs stay as they were, and verify as before. Only your own session may do this, not an app's token (403 `not-first-party`).
         */
        delete: operations["closeMyAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The authorization server’s metadata (RFC 8414)
         * @description Where to authorize, trade codes and revoke, what is supported, and (Sortie’s own member) what each scope allows.
         */
        get: operations["getOAuthMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ask a player to let an app in (the authorization code flow with PKCE)
         * @description Checks the request and sends the browser on to the consent page (/play/authorize), where the player, logged in, sees the app’s client_id, the scopes and the redirect URI, and allows or refuses; the code (or `error=access_denied`) then goes to the redirect URI with `state` and `iss`. An unusable client_id or redirect_uri is answered here (400 `invalid-oauth-client`), never sent anywhere; any other error goes to the redirect URI as RFC 6749 §4.1.2.1 says.
         */
        get: operations["authorizeApp"];
        put?: never;
        /**
         * The player’s answer on the consent page: allow the app, or refuse
         * @description Sent by the consent page with the player’s own session (an app’s token is refused 403 `not-first-party`), with the authorization request’s parameters as GET /oauth/authorize passed them on. Answers where to send the browser: the redirect URI with a code (valid 60 seconds, once) or `error=access_denied`, and `state` and `iss`. At most 60 a hour per account.
         */
        post: operations["answerAppAuthorization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade an authorization code, or a refresh token, for tokens
         * @description A form (application/x-www-form-urlencoded). `grant_type=authorization_code` with `code`, `client_id`, `redirect_uri` (exactly as authorized) and `code_verifier`; or `grant_type=refresh_token` with `refresh_token`, `client_id` and optionally fewer `scope`s than granted. Refresh tokens rotate: one presented twice revokes the grant, as does a code presented twice. Errors are RFC 6749 §5.2’s, in a problem with `error` and `error_description`. At most 60 a minute per address.
         */
        post: operations["issueAppTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an app’s token, and the grant it belongs to (RFC 7009)
         * @description A form with `token` (a refresh or access token of this client’s grant), `client_id`, and optionally `token_type_hint`. The grant ends: its refresh tokens at once, its access tokens on every instance within a couple of seconds. A token not known, or of another client, is answered 200 all the same, and nothing is revoked.
         */
        post: operations["revokeAppToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/apps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The apps you have let in
         * @description Each grant: the app’s client_id, the scopes and when you allowed it. The player’s own session only.
         */
        get: operations["listMyApps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/apps/{grantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End an app’s grant
         * @description Its refresh tokens stop at once, its access tokens on every instance within a couple of seconds. The player’s own session only.
         */
        delete: operations["revokeMyApp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set, change or remove your email address
         * @description Needs your password. A new address is unverified, and gets nothing but a verification mail (sent as at registration, within the same limits) until the token in it comes back; tokens mailed to another address verify nothing while the account has this one. `null` removes the address: no mail at all then. Giving the address you have changes nothing. At most 10 an hour per account, then 429.
         */
        put: operations["setEmailAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an email address with the token mailed to it
         * @description The token, from the verification mail, proves that its holder reads the address; no login is needed. It is valid for 48 hours, and only while the account still has that address. Verifying an address again changes nothing.
         */
        post: operations["verifyEmailAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/email/verification-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail your address a new verification token
         * @description Queues a verification mail to your address, which gets no other mail from Sortie until it is verified. 409 `no-mail-service` when this service sends no mail (GET /health `mail`). At most 3 per account per hour, then 429. One address is sent at most 5 in 24 hours whatever the accounts (registrations that made an account included): past that the answer is the same 202 and nothing is sent, so that it tells nobody whether other accounts gave that address.
         */
        post: operations["sendVerificationMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change your password
         * @description Needs the current password. The new one replaces it and the account is logged out everywhere: every refresh token is revoked, and streams opened with access tokens of the old password are closed (4401) and no new one opens with them; the answer is a new token pair for this client. Access tokens of the old password still work over HTTP for the rest of their minutes. A change that loses a race with another is 409 `password-changed`. At most 10 an hour per account, then 429.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset-mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset token to an account’s verified address
         * @description If the named account has a verified email address, a token is mailed there that sets a new password (POST /auth/password-reset) within an hour. The answer is the same whether or not the account exists or has a verified address, so it tells nobody which names do; 409 `no-mail-service` when this service sends no mail (GET /health `mail`). At most 3 mails a day for one name, and 30 requests an hour from one client address, then 429.
         */
        post: operations["sendPasswordResetMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a mailed reset token
         * @description The token, from the reset mail, works once: it is spent when the password changes, by this route or any other way, and when the account’s verified address is no longer the one it was mailed to. The account is logged out everywhere, as by PUT /me/password; log in with the new password. At most 10 a minute per client address, then 429.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rulesets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rulesets this service hosts
         * @description Every ruleset a game may be created with: its id, title, newest version, and the schemas of its options and commands. No token needed.
         */
        get: operations["listRulesets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rulesets/{rulesetId}/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The seats a game of this ruleset with these options would have
         * @description So that a game's creator can name the seat to take (POST /games `seat`) before the game exists; the options are checked as at creation, their defaults filled in.
         */
        post: operations["previewSeats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rulesets/{rulesetId}/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The map games of this ruleset are played on
         * @description Every space (the ids views and commands name), its links and what is printed on it, in the ruleset's own board schema (the <Ruleset>Board components): what a frontend draws the views on. 404 for a ruleset played on no map.
         */
        get: operations["getBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rulesets/{rulesetId}/board.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A picture of the map games of this ruleset are played on
         * @description The board drawn as an SVG document (image/svg+xml). 404 for a ruleset played on no map.
         */
        get: operations["getBoardSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List games
         * @description Public games, and your own, most recently changed first. Filters combine. Page on with `cursor` set to the answer's `next` until it is null. A game that changes meanwhile moves to the top, where a new listing shows it, without shifting the others across pages: none comes twice, and none is skipped for another's moving. A page may hold fewer games than the limit when openSeats or waitingForMe drop some.
         */
        get: operations["listGames"];
        put?: never;
        /**
         * Create a game
         * @description Creates a game with a fresh secret dice seed; its SHA-256 (seedHash) is public from now on and the seed itself once the game is over. At most 60 creation requests per account per hour, then 429.
         */
        post: operations["createGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game
         * @description Anyone may read a public game; a private one only its participants, or whoever gives its invitation code.
         */
        get: operations["getGame"];
        put?: never;
        post?: never;
        /**
         * Cancel a game not yet started
         * @description Before the start (409 `game-started`), by its creator only (403 `not-the-creator`), while no other account holds a seat (409 `seats-taken`: free those seats first). The game is gone: it answers 404 from then on, and invitations to it not yet sent are not sent.
         */
        delete: operations["cancelGame"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a seat
         * @description One seat per account per game, before the start. A private game needs its invitation code. A one-seat game starts when its seat is taken. Refused (409 too-many-open-seats) while you hold seats in 20 games not yet started, and (403 removed-by-creator) once the game's creator has freed a seat of yours in it, until the creator invites you again. An account may make SEAT_CHANGES_PER_HOUR requests to take or free a seat an hour (120 by default; refused ones count too), then 429 with Retry-After.
         */
        post: operations["takeSeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/seats/{seat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Leave your seat before the start (or, as its creator, free any)
         * @description Your own seat; before the start, the game's creator may free any seat (one already free stays so: 204), so that a player who sat down and stays away cannot keep the game from starting; that player may not sit down in it again unless the creator invites it again. Counts towards SEAT_CHANGES_PER_HOUR, as taking a seat does.
         */
        delete: operations["leaveSeat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a game whose seats are all taken
         * @description Its creator or any seated player may start it.
         */
        post: operations["startGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a command for your seat
         * @description Answers the new version, the events as you see them, and what each seat must do next (your own options in full). The ruleset refusing the command (not your turn, illegal, game over) is 422 with its reason as `code`. A batch (`commands`, up to 500, in a body of up to 256 KiB) is decided command by command, each at the position the one before it left, and carried out in one append — one version check, one Idempotency-Key answer, one command towards the pace — or not at all: a 422 names the first command refused by its `index` (from 0), a 400 its path (`/commands/<index>/…`). An account may have COMMANDS_PER_MINUTE commands (or batches) a minute carried out (120 by default; all at once, or spread out; replays and refusals without an Idempotency-Key do not count), then 429 with Retry-After.
         */
        post: operations["sendCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/takeback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back your latest commands
         * @description Takes back your seat's latest commands while nothing has been learned since them: no die drawn, nothing revealed to anyone (a face-down counter turned, a hidden choice shown), no other seat acted. The prompts (and every command answer) say how far you may now (`takeBack`: how many commands, back to which version; null when you may not). The log stays as it was, with a `sortie.taken-back` event after it that everyone sees, and the game goes on from the state before those commands. Answered as a command is (the new version, its events, the prompts); idempotent under an Idempotency-Key, checked against `expectedVersion`, and counted towards the pace as one command. 422 `nothing-to-take-back`, `too-far` (with how far you may), `game-over`, or `out-of-time` (your deadline passed first).
         */
        post: operations["takeBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign: give the game up
         * @description Ends the game at once, whoever is to move: your seat loses (result `resigned`) and every other seat wins, as when a seat forfeits on time — unless the ruleset's seats play in sides (a Bommerz Ork player concedes for all the Orks); in a solo game nobody wins. Running clocks stop. A deadline that passed before the resignation came is applied first (docs/cadence.md). It is in the log like any move, and the game is over for every route. A game already over is 422 `game-over`.
         */
        post: operations["resignGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who must act now
         * @description Every seat that must act, and what kind of decision; the legal options only on your own prompts, and how far your seat may take back its latest commands (`takeBack`, POST /games/{gameId}/takeback).
         */
        get: operations["getPrompts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/views/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public view: what a spectator sees
         * @description What anyone who may see the game sees: no seat's hidden information. A private game answers 404 to outsiders.
         */
        get: operations["getPublicView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/views/full": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole game, hidden information and all, once it is over
         * @description The view with nothing hidden, for the post-mortem: 409 game-not-over while it is in play.
         */
        get: operations["getFullView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/seats/{seat}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seat's view: only its holder may read it
         * @description What the seat may know: its own secrets, and of the others only what the rules reveal to it. 403 not-your-seat for anyone else.
         */
        get: operations["getSeatView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/seats/{seat}/view.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seat's view as a picture (SVG): only its holder may see it
         * @description Drawn from exactly the view the JSON route answers the same caller, so it shows nothing that view does not. The ETag is a digest of the SVG drawn, the same on every instance: send If-None-Match to get 304 while the view is unchanged. 404 no-picture for a ruleset that draws none.
         */
        get: operations["getSeatViewSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/views/public.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public view as a picture (SVG): what a spectator sees
         * @description Drawn from exactly the view the JSON route answers the same caller, so it shows nothing that view does not. The ETag is a digest of the SVG drawn, the same on every instance: send If-None-Match to get 304 while the view is unchanged. 404 no-picture for a ruleset that draws none.
         */
        get: operations["getPublicViewSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/seats/{seat}/view.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seat's view as a picture (PNG): only its holder may see it
         * @description Drawn from exactly the view the JSON route answers the same caller, so it shows nothing that view does not. The ETag is a digest of the SVG drawn, the same on every instance: send If-None-Match to get 304 while the view is unchanged. 404 no-picture for a ruleset that draws none.
         */
        get: operations["getSeatViewPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/views/public.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public view as a picture (PNG): what a spectator sees
         * @description Drawn from exactly the view the JSON route answers the same caller, so it shows nothing that view does not. The ETag is a digest of the SVG drawn, the same on every instance: send If-None-Match to get 304 while the view is unchanged. 404 no-picture for a ruleset that draws none.
         */
        get: operations["getPublicViewPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event log after a seq, redacted for you
         * @description A seat sees what it may; a spectator the public log; once the game is over, everyone sees it whole.
         */
        get: operations["getEventLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/seats/{seat}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What your seat saw, and when
         * @description The log exactly as this seat was shown it (even after the game is over), each event with the moment it was recorded. Only the seat holder may read it.
         */
        get: operations["getSeatHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a finished game against its revealed seed
         * @description The seed against its published hash, the hash chain, every roll re-derived from the seed, and a replay of every command that must give the logged events and final state. Worked out once, when first asked, and kept: later asks answer the same report while the stored log is as it was (a log edited since is checked again).
         */
        get: operations["verifyGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your notification preferences
         * @description Which notices you get by which channel (email, webhook, stream), and your quiet hours (docs/cadence.md).
         */
        get: operations["getNotificationPreferences"];
        /**
         * Set your notification preferences
         * @description Replaces them: kinds and channels left out take the defaults (all on). Quiet hours delay notices; one the game has moved past meanwhile (a turn since played) is not sent. 400 `bad-time-zone` for an unknown time zone, `empty-quiet-hours` for quiet hours that end when they begin (send null for none).
         */
        put: operations["setNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notifications/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your delivery history
         * @description Every email and webhook delivery of your notices, newest first, with its attempts and last error.
         */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook endpoints
         * @description Every webhook endpoint of your account, with whether it is enabled, its failed deliveries in a row and the last one's error; never its secret.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Your notices will be POSTed to the URL as JSON, signed: `Sortie-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`. The secret is shown only in this answer. Only http(s) URLs on public addresses are accepted (docs/cadence.md). Needs your password (403 `wrong-password`): an endpoint goes on receiving your notices, invitation codes included, after the token that added it has expired or the password has changed. At most 20 tries an hour per account, then 429.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description The endpoint gets no more notices; deliveries under way may still arrive.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test notice to a webhook endpoint now
         * @description POSTs a notice of kind `test` (no game, `data` empty) to the endpoint at once, signed as every delivery is (`Sortie-Event: test`), and answers how it went: `delivered` when it answered 2xx, else the `error` (`HTTP 500`, a refused address, a time-out; never the body of the answer). It is not a delivery: the history and the endpoint's failures stay as they are, so a disabled endpoint may be tried before it is enabled again. At most 10 an hour per account, then 429.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/webhooks/{webhookId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a disabled webhook endpoint again
         * @description An endpoint is disabled after failed deliveries in a row (docs/cadence.md); this turns it on again and resets its count of failures.
         */
        post: operations["enableWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Asks whether to stop one kind of mail (the page an unsubscribe link opens)
         * @description What a person who opens a mail's unsubscribe link sees: which mails it stops, and a button that POSTs to the same address. Opening it changes nothing (link checkers open every link in a mail).
         */
        get: operations["unsubscribePage"];
        put?: never;
        /**
         * Stops one kind of mail for the account a mail's unsubscribe link names (one click, RFC 8058)
         * @description The List-Unsubscribe-Post target of every notice mail: no login, the signed token in the link says whose mails of which kind to stop (the mails of that kind, for every game; webhooks and the other kinds stay as they are). The body is ignored (`List-Unsubscribe=One-Click`, form-encoded or multipart, or none). Answers a page saying it is done; the same again changes nothing.
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite an account to a game
         * @description Sends the account an `invitation` notice (by its channels: email, webhooks) with a link to the game and, for a private game, its invitation code. Only a player or the creator may invite, before the start; an account is invited to a game at most once (a repeat is accepted and sends nothing). An account whose seat the creator freed may sit down again only once the creator invites it again (a repeat of the creator's still does so, though it sends no notice again: `queued` false); another player's invitation of that account is 409 removed-by-creator. At most 30 invitations per client address per hour, then 429.
         */
        post: operations["inviteToGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your invitations
         * @description The invitations you have received to games not started in which you hold no seat, newest first: what the `invitation` notices told, for a client that was not connected when they came (a stream does not replay them) or an account that gets no mail. Open one with `GET /games/{gameId}?inviteCode=…`, take a seat with `POST /games/{gameId}/seats`. An invitation goes from this list once you sit down, or the game starts or is cancelled, and while the game's creator has freed a seat of yours in it (until the creator invites you again).
         */
        get: operations["listInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/clocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's clocks
         * @description The time control, and each seat's bank, deadline and state. Clocks are public, like a clock on the table.
         */
        get: operations["getGameClocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim the win from a seat that ran out of time
         * @description Under the claim timeout policy, once a seat's deadline has passed, any player of another side (every other player, unless the ruleset's seats play in sides: docs/cadence.md) may end the game with this; until then the late seat may still move. A claim against a seat of your own side is 422 `same-side`.
         */
        post: operations["claimWin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/vacation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your vacation pool and current vacation
         * @description How many vacation days are left this year, and the vacation running now, if any: while it runs your clocks stop (docs/cadence.md).
         */
        get: operations["getVacation"];
        put?: never;
        /**
         * Go on vacation
         * @description Stops your clocks in every game that allows vacations, for the days asked (from the year’s pool) or until you end it.
         */
        post: operations["startVacation"];
        /**
         * End your vacation now
         * @description Your clocks run again from now; only the days begun are charged to the pool.
         */
        delete: operations["endVacation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's messages
         * @description The messages you may read, oldest first: every seat's lines to all; private lines of your own seat (to it or from it); the spectators' room if you hold no seat, or once the game is over. Nothing from an account you block. A muted game's are listed all the same (muting stops pushes and notices only). Anonymous callers read what a spectator reads.
         */
        get: operations["listMessages"];
        put?: never;
        /**
         * Write a message in a game
         * @description Plain text, 1–2000 characters. A seat writes to every seat (spectators read it too), or with `to` a private line to one seat that only the two seats ever read. An account holding no seat writes in the spectators' room, which the players read only once the game is over. Pushed on the game stream (a `message` frame) to those who may read it. Kept beside the game, not in its log: its hash chain and verification do not change. At most 20 per account per minute, apart from commands, then 429.
         */
        post: operations["writeMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{gameId}/messages/mute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mute a game's messages
         * @description The game's messages are no longer pushed on your streams nor told in your notices; GET /games/{gameId}/messages still lists them. Muting twice changes nothing.
         */
        put: operations["muteMessages"];
        post?: never;
        /**
         * Unmute a game's messages
         * @description Messages are pushed and told again from now on.
         */
        delete: operations["unmuteMessages"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/blocks/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Block an account
         * @description The account's messages stop reaching you (in every game: neither listed, pushed nor told) and its invitations are not sent to you. It is not told. Blocking twice changes nothing; blocking yourself is 400.
         */
        put: operations["blockAccount"];
        post?: never;
        /**
         * Unblock an account
         * @description Its messages and invitations reach you again (those written meanwhile included).
         */
        delete: operations["unblockAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The accounts you block
         * @description The names of the accounts whose messages and invitations you do not receive (PUT /me/blocks/{name}).
         */
        get: operations["listBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All your data, as one JSON document
         * @description Your account, the seats you hold in games, every message you wrote, your notification settings, your webhooks (without their secrets) and the accounts you block.
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service's metrics, for Prometheus
         * @description Prometheus text format: commands by ruleset and result, command latency, append group sizes, open sockets by stream, notices pending and delivered by channel, dispatcher lag, and the process metrics (CPU, memory, event-loop delay, GC). Needs the METRICS_TOKEN setting as a bearer token; with METRICS_TOKEN unset every request is 401 (metrics are off).
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Problem */
        Problem: {
            /** @description The kind of problem: a URI reference, relative to the service, of the page that says what it means and what to do (/problems/{code}; about:blank for a 5xx). */
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            /** @description A stable machine-readable reason: the problem type, or for a 422 refused-by-the-rules the rules' reason (each ruleset publishes its codes in GET /rulesets, protocol.refusals); /problems/{code} says what each means. */
            code?: string;
            errors?: {
                path: string;
                message: string;
            }[];
            /** @description On 409: the version the game is at now. */
            currentVersion?: number;
            /** @description On a 422 to a batch of commands: the first command refused, by its place in the batch (from 0); nothing of the batch was carried out. */
            index?: number;
            /** @description On 403 `insufficient-scope`: the scope the operation needs. */
            scope?: string;
            /** @description From the OAuth endpoints (/oauth/token, /oauth/revoke): the error code RFC 6749 §5.2 names, for OAuth libraries to read. */
            error?: string;
            /** @description From the OAuth endpoints: the same as `detail`, where RFC 6749 §5.2 puts it. */
            error_description?: string;
        };
        AccountRef: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        Viewer: {
            /** @description seat: one seat; public: a spectator; omniscient: everything (a finished game). */
            kind: "seat" | "public" | "omniscient";
            /** @description A seat of the game, such as "ork1" or "imperial". */
            seat?: string;
        };
        Outcome: {
            /** @description The ruleset's result code, such as ork-major-victory. */
            result: string;
            summary: string;
            winners: string[];
            detail?: {
                [key: string]: unknown;
            };
        };
        LogEntry: {
            seq: number;
            /** @description The event, its redacted form, or { type: "hidden" }. */
            event: {
                type: string;
            } & {
                [key: string]: unknown;
            };
            /** @description True when the viewer sees less than the whole event. */
            redacted: boolean;
            /** @description The event in one sentence, made from `event` as you have it (whole, redacted or hidden) and the ruleset's fixed data only, never the game's state: it tells no more than the entry. A hidden entry says what you may know of it ("The German did something behind his screen."). */
            text: string;
            /** @description On the first event of a batch: who acted; the command and dice only where the viewer may see them. */
            cause?: {
                seat: string | null;
                command?: {
                    type: string;
                } & {
                    [key: string]: unknown;
                };
                /** @description The game-wide number of the batch's first draw; shown once the game is over. */
                diceFrom?: number;
                rolls?: number[][];
            };
            /** @description Once the game is over: the seats that could see the whole event while it ran (null: everyone). */
            visibleTo?: string[] | null;
            /** @description Once the game is over: what the other seats were shown instead (null: only that something happened). */
            redactedForm?: ({
                type: string;
            } & {
                [key: string]: unknown;
            }) | null;
            /**
             * Format: date-time
             * @description When the event was recorded: in the log read back (GET /games/{gameId}/events); events sent as they happen (command answers, streams) leave it out.
             */
            recordedAt?: string;
            prevHash: string;
            /** @description SHA-256 over prevHash, a salt from the secret seed and the whole entry: the chain a log cannot be edited under, and no guess of a hidden entry can be checked against. Once the game is over the seed is revealed and the entry shown whole, so anyone can recompute it (docs/api.md). */
            hash: string;
        };
        GameSummary: {
            /** Format: uuid */
            id: string;
            ruleset: string;
            /** @description The version of the ruleset the game is played and verified under, from its start to its end; before the start, the newest (GET /rulesets), which it will start with. */
            rulesetVersion: number;
            /** @description What its creator calls it; null for none. */
            name: string | null;
            /** @description The ruleset's title. */
            title: string;
            /** @description The options the game was created with, the ruleset's defaults filled in. */
            options: {
                [key: string]: unknown;
            };
            status: "open" | "starting" | "active" | "finished";
            visibility: "public" | "private";
            /** @description A private game's invitation code; shown to its participants only. */
            inviteCode?: string;
            createdBy: components["schemas"]["AccountRef"];
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When anything last changed: a seat taken or freed, or an event appended (a move, the clock). The lobby lists by it, newest first.
             */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When the game ended, once it has.
             */
            endedAt?: string;
            outcome?: components["schemas"]["Outcome"];
            /** @description The seq of the last event; 0 before the start. */
            version: number;
            /** @description SHA-256 of the secret dice seed, published from creation. */
            seedHash: string;
            /** @description The dice seed, revealed once the game is over. */
            seed?: string;
            seats: {
                /** @description A seat of the game, such as "ork1" or "imperial". */
                seat: string;
                label: string;
                player: components["schemas"]["AccountRef"] | null;
            }[];
            yourSeat: string | null;
            /** @description Seats that must act now. */
            awaiting: string[];
            /** @description When each seat that must act now runs out of time, by seat: only seats whose clock runs (a game with a time control, a seat not on vacation). */
            deadlines: {
                [key: string]: string;
            };
            /** @description Seats out of time under the claim policy: any player of another side (every other player, unless the ruleset's seats play in sides) may claim the win (POST /games/{gameId}/claim) until the seat moves. */
            outOfTime: string[];
            /** @description The pace chosen at creation, its defaults filled in; null for none. Clocks and deadlines: GET /games/{gameId}/clocks. */
            timeControl: {
                /** @enum {string} */
                kind: "per-move";
                /** @description A seat's starting bank, and what each of its moves adds back ("days per move"). */
                perMoveSeconds: number;
                /** @description The most a bank can hold; at least perMoveSeconds. Default: perMoveSeconds (no banking). */
                bankCapSeconds?: number;
                /** @description How long before a deadline the reminder goes out; less than bankCapSeconds (a clock never runs longer); 0 for none. Default: a quarter of perMoveSeconds. */
                reminderSeconds?: number;
                /** @description When a deadline passes: the server plays a legal default move for the seat, the seat forfeits, or the other players may claim the win. Default: claim. */
                onTimeout?: "default-move" | "forfeit" | "claim";
                /** @description Whether a player's vacation stops their clock in this game. Default: true. */
                vacationAllowed?: boolean;
            } | null;
        };
        /** @description Your latest commands you may take back now: nothing has been learned since them (no die drawn, nothing revealed, no other seat acted). */
        TakeBack: {
            /** @description How many of your latest commands you may take back, at most. */
            commands: number;
            /** @description The version taking back all of them goes back to. */
            toVersion: number;
        };
        RulesetProtocol: {
            /** @description Every command type of the ruleset, by type. */
            commands: {
                [key: string]: {
                    /** @description A sentence a button can show. */
                    title: string;
                    /** @description A hidden edit: the command types whose `edits` may carry it. Sent by itself it is refused (422 edit-outside-carrier): it goes inside the `edits` of one of these, so that the other side sees one hidden entry however many edits it holds. */
                    carriedBy?: string[];
                    /** @description The command may end the game (an offer to end it by agreement): such options come last in a prompt. */
                    endsGame?: boolean;
                };
            };
            /** @description Every prompt kind (a prompt's `kind`), by kind. */
            promptKinds: {
                [key: string]: {
                    title: string;
                    /** @description A step behind the screen: its choices are collected and sent together with one of its finishers (inside its `edits` where they are hidden edits). */
                    secret: boolean;
                    /** @description The command types that end the step. */
                    finishers?: string[];
                };
            };
            /** @description What each code a refusal may carry means (a 422 `refused-by-the-rules` has it as its `code`): the codes every game shares and this ruleset's own; GET /problems/{code} has a page for each. */
            refusals: {
                [key: string]: string;
            };
        };
        Account: {
            /** Format: uuid */
            id: string;
            name: string;
            email: string | null;
            /** @description Whether the address is verified; an unverified one gets nothing but verification mails (POST /me/email/verification-mail). */
            emailVerified: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        TokenPair: {
            /** @enum {string} */
            tokenType: "Bearer";
            /** @description A JWT (HS256) to send as `Authorization: Bearer <token>`. */
            accessToken: string;
            /** @description Seconds the access token lives. */
            expiresIn: number;
            /** @description Spend it once at POST /auth/refresh for a new pair; a spent token presented again revokes all of the account’s refresh tokens. */
            refreshToken: string;
            /** @description Seconds the refresh token lives. */
            refreshExpiresIn: number;
            account: components["schemas"]["AccountRef"];
        };
        Verification: {
            /** @description Every check below passed. */
            ok: boolean;
            seed: string;
            seedHash: string;
            /** @description SHA-256 of the seed is the hash published at creation. */
            seedMatchesHash: boolean;
            events: number;
            /** @description Each entry hashes to its hash and names the one before. */
            chain: {
                ok: boolean;
                brokenAt?: number;
            };
            rolls: {
                seq: number;
                /** @description The game-wide number of the draw. */
                draw: number;
                sides: number;
                /** @description As logged. */
                value: number;
                /** @description As the seed gives it: HMAC-SHA256(seed, "sortie-dice:<draw>:<round>"). */
                derived: number | null;
                ok: boolean;
            }[];
            /** @description Every command replayed through the rules, in the game's rulesetVersion, with the seed's dice gives exactly the logged events. */
            replay: {
                ok: boolean;
                problem?: {
                    seq: number;
                    reason: string;
                };
            };
            /** @description The state folded from the log and the replayed state hash the same. */
            finalState: {
                ok: boolean;
                loggedHash: string | null;
                replayedHash: string;
            };
        };
        /** @description players: 1, 2, 3, 4 or 5; with 4 players, and only then, variant: "spare-bommer" or "versus-server", "spare-bommer" when left out; waveTurns: Sortie's wave limit, 30 when left out */
        BommerzOptions: {
            /** Players */
            players: 1 | 2 | 3 | 5;
            /**
             * Wave limit (turns)
             * @description Sortie's house rule, not the rulebook's: a wave's Bommerz still flying after this many turns (5 to 100) are lost; 30 when left out; null or 0: no limit, as the rulebook plays
             */
            waveTurns?: number | 0 | null;
        } | {
            /**
             * Players
             * @enum {number}
             */
            players: 4;
            /**
             * Wave limit (turns)
             * @description Sortie's house rule, not the rulebook's: a wave's Bommerz still flying after this many turns (5 to 100) are lost; 30 when left out; null or 0: no limit, as the rulebook plays
             */
            waveTurns?: number | 0 | null;
            /** Four-player variant */
            variant?: "spare-bommer" | "versus-server";
        };
        /** @description A command of Bommerz over da Sulphur River. */
        BommerzCommand: {
            /** @enum {string} */
            type: "place-counter";
            counter: string;
            space: string;
        } | {
            /** @enum {string} */
            type: "choose-speed";
            craft: string;
            speed: number;
        } | {
            /** @enum {string} */
            type: "move";
            craft: string;
            to: string;
        } | {
            /** @enum {string} */
            type: "fly-off";
            craft: string;
        } | {
            /** @enum {string} */
            type: "bomb";
            craft: string;
            target: "bridge" | "flak";
        } | {
            /** @enum {string} */
            type: "end-move";
            craft: string;
        } | {
            /** @enum {string} */
            type: "drive-off";
            craft: string;
            to: string;
        } | {
            /** @enum {string} */
            type: "flip";
            counter: string;
        } | {
            /** @enum {string} */
            type: "skip-flip";
        } | {
            /** @enum {string} */
            type: "move-flak";
            counter: string;
            to: string;
        } | {
            /** @enum {string} */
            type: "end-imperial-move";
        } | {
            /** @enum {string} */
            type: "second-wave";
            fly: boolean;
        } | {
            /** @enum {string} */
            type: "set-standing-order";
            order: "ask" | "away-from-bridges" | "away-from-bommerz";
        };
        /** @description A view of a Bommerz over da Sulphur River game. */
        BommerzView: {
            /** @enum {string} */
            ruleset: "bommerz";
            viewer: {
                /** @enum {string} */
                kind: "seat";
                seat: string;
            } | {
                /** @enum {string} */
                kind: "public";
            } | {
                /** @enum {string} */
                kind: "omniscient";
            };
            players: number;
            variant: string;
            orkSeats: string[];
            imperialPlayer: boolean;
            phase: string;
            wave: number;
            turn: number;
            /** @description The wave limit, Sortie's house rule (S27), not the rulebook's: Bommerz still flying after this many turns of a wave are lost (the game option waveTurns); null: no limit, as the rulebook plays. */
            fuelTurns: number | null;
            /** @description Turns the wave may still fly, the one being flown included (Sortie house rule S27); null: no limit. */
            turnsLeft: number | null;
            bridges: {
                space: string;
                name: string;
                hits: number;
                destroyed: boolean;
            }[];
            bommerz: {
                id: string;
                owner: string | null;
                status: "reserve" | "flying" | "left" | "destroyed";
                space: string | null;
                tail: string | null;
                damage: number;
                speedDice: [
                    number,
                    number
                ] | null;
                speed: number | null;
                moved: boolean;
                bridgeHits: number;
            }[];
            counters: ({
                id: string;
                kind: "interceptor" | "laser" | "rock-spires" | "flak-1" | "flak-2" | "flak-3";
                space: string | null;
                faceUp: boolean;
                damage: number;
                tail: string | null;
                speedDice: [
                    number,
                    number
                ] | null;
                speed: number | null;
                moved: boolean;
            } | {
                space: string;
                /** @enum {boolean} */
                faceUp: false;
            })[];
            hand: {
                id: string;
                kind: "interceptor" | "laser" | "rock-spires" | "flak-1" | "flak-2" | "flak-3";
                space: string | null;
                faceUp: boolean;
                damage: number;
                tail: string | null;
                speedDice: [
                    number,
                    number
                ] | null;
                speed: number | null;
                moved: boolean;
            }[];
            handSize: number;
            pool: {
                id: string;
                kind: "interceptor" | "laser" | "rock-spires" | "flak-1" | "flak-2" | "flak-3";
                space: string | null;
                faceUp: boolean;
                damage: number;
                tail: string | null;
                speedDice: [
                    number,
                    number
                ] | null;
                speed: number | null;
                moved: boolean;
            }[];
            poolSize: number;
            destroyed: {
                id: string;
                kind: "interceptor" | "laser" | "rock-spires" | "flak-1" | "flak-2" | "flak-3";
            }[];
            active: {
                craft: string;
                remaining: number;
                runAvailable: boolean;
            } | null;
            pendingDriveOff: {
                craft: string;
                from: string;
                decider: string;
                options: string[];
                cause: "flak" | "dogfight";
            } | null;
            standingOrders: {
                [key: string]: "ask" | "away-from-bridges" | "away-from-bommerz";
            };
            secondWaveVotes: {
                [key: string]: boolean;
            };
            hitsBySeat: {
                [key: string]: number;
            };
            waitingFor: {
                seat: string;
                kind: string;
                text: string;
            }[];
            prompts: {
                seat: string;
                kind: string;
                text: string;
                options: ({
                    /** @enum {string} */
                    type: "place-counter";
                    counter: string;
                    space: string;
                } | {
                    /** @enum {string} */
                    type: "choose-speed";
                    craft: string;
                    speed: number;
                } | {
                    /** @enum {string} */
                    type: "move";
                    craft: string;
                    to: string;
                } | {
                    /** @enum {string} */
                    type: "fly-off";
                    craft: string;
                } | {
                    /** @enum {string} */
                    type: "bomb";
                    craft: string;
                    target: "bridge" | "flak";
                } | {
                    /** @enum {string} */
                    type: "end-move";
                    craft: string;
                } | {
                    /** @enum {string} */
                    type: "drive-off";
                    craft: string;
                    to: string;
                } | {
                    /** @enum {string} */
                    type: "flip";
                    counter: string;
                } | {
                    /** @enum {string} */
                    type: "skip-flip";
                } | {
                    /** @enum {string} */
                    type: "move-flak";
                    counter: string;
                    to: string;
                } | {
                    /** @enum {string} */
                    type: "end-imperial-move";
                } | {
                    /** @enum {string} */
                    type: "second-wave";
                    fly: boolean;
                } | {
                    /** @enum {string} */
                    type: "set-standing-order";
                    order: "ask" | "away-from-bridges" | "away-from-bommerz";
                })[];
                /** @description The index in options of the sensible bot's pick for this seat, from what the seat may know. */
                suggested?: number;
            }[];
            outcome: {
                result: "ork-major-victory" | "ork-minor-victory" | "imperial-minor-victory" | "imperial-major-victory";
                summary: string;
                winners: string[];
                detail: {
                    waves: number;
                    bridgeHits: {
                        [key: string]: number;
                    };
                    bridgesHit: number;
                    bridgesDestroyed: number;
                    bommerzFlown: number;
                    bommerzLost: number;
                    hitsBySeat: {
                        [key: string]: number;
                    };
                };
            } | null;
        };
        BommerzPrompt: {
            /** @description A seat of the game, such as "ork1" or "imperial". */
            seat: string;
            /** @description A short name of the decision. */
            kind: "place-counters" | "flip-counter" | "choose-speed" | "move-bommer" | "drive-off" | "imperial-move" | "second-wave";
            text: string;
            /** @description Every legal command now; only on the caller's own prompts. */
            options?: components["schemas"]["BommerzCommand"][];
            /** @description The index in options of the command the ruleset's own bot would send for this seat, worked out from what the seat may know; only on the caller's own prompts. */
            suggested?: number;
            /** @description The step done the suggested way, worked out from what the seat may know: a request body to POST to /games/{gameId}/commands as it is — one command (a secret step's choices or a Movement Step's hidden changes inside its `edits`) or a batch; only on the caller's own prompts. */
            suggestion?: {
                command: components["schemas"]["BommerzCommand"];
            } | {
                commands: components["schemas"]["BommerzCommand"][];
            };
            /** @description One sentence per option, parallel to options, for a button: the ruleset's words, with what your own position says of it (what a climb costs). Only on the caller's own prompts. */
            labels?: string[];
            /** @description Options whose consequence a player should confirm before sending (a landing that crashes the unit, ending the day). Only on the caller's own prompts, and only where there are some. */
            cautions?: {
                /** @description The index in options. */
                option: number;
                /** @description What sending it will do, for the player to confirm. */
                text: string;
            }[];
            /** @description Why a command a player would expect is not among the options (bombing at the wrong Altitude, a take-off over a full Base). Only on the caller's own prompts, and only where there are some. */
            notes?: string[];
        };
        BommerzGameView: {
            /** @enum {string} */
            ruleset: "bommerz";
            /** Format: uuid */
            gameId: string;
            version: number;
            viewer: components["schemas"]["Viewer"];
            view: components["schemas"]["BommerzView"];
            outcome: components["schemas"]["Outcome"] | null;
        };
        BommerzPrompts: {
            /** @enum {string} */
            ruleset: "bommerz";
            /** Format: uuid */
            gameId: string;
            version: number;
            prompts: components["schemas"]["BommerzPrompt"][];
            /** @description How far your seat may take back its latest commands now; null when it may not (or you hold no seat). */
            takeBack: components["schemas"]["TakeBack"] | null;
        };
        BommerzCommandAnswer: {
            /** @enum {string} */
            ruleset: "bommerz";
            /** Format: uuid */
            gameId: string;
            version: number;
            status: "active" | "finished";
            /** @description A seat of the game, such as "ork1" or "imperial". */
            seat: string;
            /** @description The events the command produced, as the caller may see them. */
            events: components["schemas"]["LogEntry"][];
            awaiting: string[];
            /** @description When each seat in `awaiting` whose clock runs is out of time, by seat (as in GET /games/{gameId}). Absent only from the replay of an answer stored before answers carried it. */
            deadlines?: {
                [key: string]: string;
            };
            prompts: components["schemas"]["BommerzPrompt"][];
            /** @description How far your seat may take back its latest commands now; null when it may not (or you hold no seat). Absent only from the replay of an answer stored before answers carried it. */
            takeBack?: components["schemas"]["TakeBack"] | null;
            outcome: components["schemas"]["Outcome"] | null;
        };
        /** @description The map every Bommerz over da Sulphur River game is played on. */
        BommerzBoard: {
            name: string;
            sections: {
                id: 1 | 2 | 3;
                name: string;
            }[];
            spaces: {
                id: string;
                section: 1 | 2 | 3;
                x: number;
                y: number;
                links: string[];
                feature?: "start" | "eagle" | "bridge";
                name?: string;
                exit?: boolean;
            }[];
        };
        BommerzBoardAnswer: {
            /** @enum {string} */
            ruleset: "bommerz";
            board: components["schemas"]["BommerzBoard"];
        };
        /** @description Options of a Bomber: Daylight Bombing of Europe, 1943–1944 game. */
        BomberOptions: {
            /**
             * Scenario
             * @description The scenario played (IV.B): one of src/rulesets/bomber/data/scenarios
             * @default introductory-paris
             */
            scenario: "introductory-paris" | "1943-08-01-ploesti" | "1943-08-17-regensburg-schweinfurt" | "1943-10-14-schweinfurt" | "1943-11-02-wiener-neustadt" | "1944-01-11-oschersleben" | "1944-02-24-big-week";
            /**
             * Play solo against the server's German
             * @description Play the American side alone: the server plays the German side (from what the German player may see only)
             * @default false
             */
            solo: boolean;
        };
        /** @description A command of Bomber: Daylight Bombing of Europe, 1943–1944. */
        BomberCommand: {
            /** @enum {string} */
            type: "draw-target-card";
        } | {
            /** @enum {string} */
            type: "keep-target-card";
        } | {
            /** @enum {string} */
            type: "discard-target-card";
        } | {
            /** @enum {string} */
            type: "box-plane";
            /** @description Plane unit id, e.g. "us3" or "de12" */
            plane: string;
            /** @description Air unit number */
            airUnit: number;
        } | {
            /** @enum {string} */
            type: "unbox-plane";
            /** @description Plane unit id, e.g. "us3" or "de12" */
            plane: string;
        } | {
            /** @enum {string} */
            type: "pack-suggested";
        } | {
            /** @enum {string} */
            type: "set-rockets";
            /** @description Air unit number */
            airUnit: number;
            rockets: boolean;
        } | {
            /** @enum {string} */
            type: "place-flak";
            city: string;
            flak: "heavy" | "light";
        } | {
            /** @enum {string} */
            type: "remove-flak";
            city: string;
            flak: "heavy" | "light";
        } | {
            /** @enum {string} */
            type: "submit-air-status";
            /** @description Hidden edits, decided in order before the submission (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "box-plane";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "unbox-plane";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
            } | {
                /** @enum {string} */
                type: "pack-suggested";
            } | {
                /** @enum {string} */
                type: "set-rockets";
                /** @description Air unit number */
                airUnit: number;
                rockets: boolean;
            } | {
                /** @enum {string} */
                type: "place-flak";
                city: string;
                flak: "heavy" | "light";
            } | {
                /** @enum {string} */
                type: "remove-flak";
                city: string;
                flak: "heavy" | "light";
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "place-counter";
            /** @description Air unit number */
            airUnit: number;
            /** @description a hex id XXYY, or the African Base box A, L or T */
            at: string;
        } | {
            /** @enum {string} */
            type: "cover";
            /** @description Air unit number */
            airUnit: number;
            /** @description Air unit number */
            by: number;
        } | {
            /** @enum {string} */
            type: "end-map-setup";
            /** @description Hidden edits, decided in order before the end of the set-up (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: {
                /** @enum {string} */
                type: "cover";
                /** @description Air unit number */
                airUnit: number;
                /** @description Air unit number */
                by: number;
            }[];
        } | {
            /** @enum {string} */
            type: "plot-primary";
            /** @description Air unit number */
            airUnit: number;
            target: string;
        } | {
            /** @enum {string} */
            type: "plot-bomb-altitude";
            /** @description Air unit number */
            airUnit: number;
            altitude: 0 | 1 | 2;
        } | {
            /** @enum {string} */
            type: "plot-formation";
            /** @description Air unit number */
            airUnit: number;
            formation: "open" | "tight";
        } | {
            /** @enum {string} */
            type: "plot-take-off";
            /** @description Air unit number */
            airUnit: number;
            turn: number;
        } | {
            /** @enum {string} */
            type: "plot-land";
            /** @description Air unit number */
            airUnit: number;
            area: ("GB" | "A" | "L" | "T" | "Italy") | null;
        } | {
            /** @enum {string} */
            type: "suggest-mission-sheet";
        } | {
            /** @enum {string} */
            type: "submit-mission-sheet";
            /** @description Hidden edits, decided in order before the submission (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "plot-primary";
                /** @description Air unit number */
                airUnit: number;
                target: string;
            } | {
                /** @enum {string} */
                type: "plot-bomb-altitude";
                /** @description Air unit number */
                airUnit: number;
                altitude: 0 | 1 | 2;
            } | {
                /** @enum {string} */
                type: "plot-formation";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "plot-take-off";
                /** @description Air unit number */
                airUnit: number;
                turn: number;
            } | {
                /** @enum {string} */
                type: "plot-land";
                /** @description Air unit number */
                airUnit: number;
                area: ("GB" | "A" | "L" | "T" | "Italy") | null;
            } | {
                /** @enum {string} */
                type: "suggest-mission-sheet";
            })[];
        } | {
            /** @enum {string} */
            type: "ready-plane";
            /** @description Plane unit id, e.g. "us3" or "de12" */
            plane: string;
            rockets: boolean;
        } | {
            /** @enum {string} */
            type: "ready-all";
        } | {
            /** @enum {string} */
            type: "submit-readiness";
            /** @description Hidden edits, decided in order before the submission (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "ready-plane";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                rockets: boolean;
            } | {
                /** @enum {string} */
                type: "ready-all";
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "offer-end";
        } | {
            /** @enum {string} */
            type: "land";
            /** @description Air unit number */
            airUnit: number;
            /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "climb";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "dive";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "join-formation";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                formation: number;
            } | {
                /** @enum {string} */
                type: "set-formation-type";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "jettison-rockets";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "take-off-africa";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "end-landing";
            /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "climb";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "dive";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "join-formation";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                formation: number;
            } | {
                /** @enum {string} */
                type: "set-formation-type";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "jettison-rockets";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "take-off-africa";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "enter-map";
            /** @description Air unit number */
            airUnit: number;
            hex: string;
            /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "climb";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "dive";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "join-formation";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                formation: number;
            } | {
                /** @enum {string} */
                type: "set-formation-type";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "jettison-rockets";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "take-off-africa";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "exit-map";
            /** @description Air unit number */
            airUnit: number;
            /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "climb";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "dive";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "join-formation";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                formation: number;
            } | {
                /** @enum {string} */
                type: "set-formation-type";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "jettison-rockets";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "take-off-africa";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "end-movement";
            /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "climb";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "dive";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "join-formation";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                formation: number;
            } | {
                /** @enum {string} */
                type: "set-formation-type";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "jettison-rockets";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "take-off-africa";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "fly";
            /** @description Air unit number */
            airUnit: number;
            hex: string;
            /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "climb";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "dive";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "join-formation";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                formation: number;
            } | {
                /** @enum {string} */
                type: "set-formation-type";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "jettison-rockets";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "take-off-africa";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "climb";
            /** @description Air unit number */
            airUnit: number;
        } | {
            /** @enum {string} */
            type: "dive";
            /** @description Air unit number */
            airUnit: number;
        } | {
            /** @enum {string} */
            type: "join-formation";
            /** @description Plane unit id, e.g. "us3" or "de12" */
            plane: string;
            formation: number;
        } | {
            /** @enum {string} */
            type: "set-formation-type";
            /** @description Air unit number */
            airUnit: number;
            formation: "open" | "tight";
        } | {
            /** @enum {string} */
            type: "jettison-rockets";
            /** @description Air unit number */
            airUnit: number;
        } | {
            /** @enum {string} */
            type: "take-off-africa";
            /** @description Air unit number */
            airUnit: number;
        } | {
            /** @enum {string} */
            type: "fly-route";
            /** @description Air unit number */
            airUnit: number;
            route: (string | "climb" | "dive")[];
            /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "climb";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "dive";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "join-formation";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                formation: number;
            } | {
                /** @enum {string} */
                type: "set-formation-type";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "jettison-rockets";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "take-off-africa";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "take-off";
            /** @description Air unit number */
            airUnit: number;
            /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "climb";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "dive";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "join-formation";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                formation: number;
            } | {
                /** @enum {string} */
                type: "set-formation-type";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "jettison-rockets";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "take-off-africa";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "take-off-plane";
            /** @description Plane unit id, e.g. "us3" or "de12" */
            plane: string;
            /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "climb";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "dive";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "join-formation";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                formation: number;
            } | {
                /** @enum {string} */
                type: "set-formation-type";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "jettison-rockets";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "take-off-africa";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "end-take-off";
            /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
            edits?: ({
                /** @enum {string} */
                type: "climb";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "dive";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "join-formation";
                /** @description Plane unit id, e.g. "us3" or "de12" */
                plane: string;
                formation: number;
            } | {
                /** @enum {string} */
                type: "set-formation-type";
                /** @description Air unit number */
                airUnit: number;
                formation: "open" | "tight";
            } | {
                /** @enum {string} */
                type: "jettison-rockets";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "take-off-africa";
                /** @description Air unit number */
                airUnit: number;
            } | {
                /** @enum {string} */
                type: "set-standing-orders";
                battles: "map" | "choose";
                hits: "last" | "first";
            })[];
        } | {
            /** @enum {string} */
            type: "set-standing-orders";
            battles: "map" | "choose";
            hits: "last" | "first";
        } | {
            /** @enum {string} */
            type: "fight-battle";
            /** @description Battle index */
            battle: number;
        } | {
            /** @enum {string} */
            type: "attack";
            attacker: number;
            target: number;
            launch: "guns" | "close" | "distant";
        } | {
            /** @enum {string} */
            type: "engage";
        } | {
            /** @enum {string} */
            type: "announce-bombing";
            /** @description Air unit number */
            airUnit: number;
        } | {
            /** @enum {string} */
            type: "end-announcement";
        };
        /** @description A view of a Bomber: Daylight Bombing of Europe, 1943–1944 game. */
        BomberView: {
            /** @enum {string} */
            ruleset: "bomber";
            viewer: {
                /** @enum {string} */
                kind: "seat";
                seat: string;
            } | {
                /** @enum {string} */
                kind: "public";
            } | {
                /** @enum {string} */
                kind: "omniscient";
            };
            scenario: {
                id: string;
                title: string;
                date: string;
                daylightTurns: number;
                targetCardsToDraw: number;
            };
            turn: number;
            phase: {
                kind: "not-started" | "target-cards" | "air-status" | "mission-sheet" | "readiness" | "initiative" | "turn-record";
            } | {
                /** @enum {string} */
                kind: "map-setup";
                side: "american" | "german";
            } | {
                /** @enum {string} */
                kind: "movement";
                order: "first" | "second";
                side: "american" | "german";
                step: "landing" | "normal" | "take-off";
            } | {
                /** @enum {string} */
                kind: "combat";
                order: "first" | "second";
                side: "american" | "german";
                step: "battles" | "air" | "flak" | "bombing";
                battle: number | null;
            } | {
                /** @enum {string} */
                kind: "over";
                reason: "last-turn" | "agreement";
            };
            initiative: ("american" | "german") | null;
            submitted: {
                american: boolean;
                german: boolean;
            };
            offersEnd: {
                american: boolean;
                german: boolean;
            };
            counters: {
                side: "american" | "german";
                airUnit: number;
                at: {
                    hex: string;
                } | {
                    africa: "A" | "L" | "T";
                };
                facing: number | null;
                flying: boolean | null;
                report: {
                    altitudes: ((0 | 1 | 2) | "ground")[] | null;
                    planeUnits: number | null;
                    bombers: boolean | null;
                } | null;
                lastSeen: {
                    turn: number;
                    at: {
                        hex: string;
                    } | {
                        africa: "A" | "L" | "T";
                    };
                    altitudes: ((0 | 1 | 2) | "ground")[];
                    planeUnits: number | null;
                    bombers: boolean | null;
                    models: {
                        model: string;
                        type: string;
                        planeUnits: number;
                    }[] | null;
                } | null;
            }[];
            hexReports: {
                side: "american" | "german";
                hex: string;
                altitudes: ((0 | 1 | 2) | "ground")[];
                planeUnits: number;
                models: {
                    model: string;
                    type: string;
                    planeUnits: number;
                }[];
            }[];
            turnRecord: {
                side: "american" | "german";
                airUnit: number;
                turn: number;
            }[];
            deckSize: number;
            battles: {
                spot: {
                    hex: string;
                    altitude: 0 | 1 | 2;
                };
                formations: {
                    side: "american" | "german";
                    airUnit: number;
                    formation: number;
                    bomber: boolean;
                    clock: 2 | 4 | 6 | 8 | 10 | 12 | null;
                    revealed: {
                        variant: string;
                        sp: number;
                    } | null;
                }[];
                attacks: {
                    attacker: number;
                    target: number;
                    launch: "guns" | "close" | "distant";
                }[];
                airCombat: boolean;
                done: boolean;
            }[];
            lastCombat: {
                hex: string;
                altitude: 0 | 1 | 2;
            }[];
            standingOrders: {
                american?: {
                    battles: "map" | "choose";
                    hits: "last" | "first";
                };
                german?: {
                    battles: "map" | "choose";
                    hits: "last" | "first";
                };
            };
            airStatus: {
                american?: {
                    planes: {
                        id: string;
                        variant: string;
                        sp: number;
                        rocketCapable: boolean;
                        designation: string | null;
                        area: ("GB" | "A" | "L" | "T" | "Italy") | null;
                        airUnit: number | null;
                        ground: ("A" | "B" | "C" | "D") | null;
                        altitude: (0 | 1 | 2) | null;
                        rockets: boolean;
                        dropTanks: boolean;
                        readiedOn: number;
                        flown: boolean;
                        eliminated: boolean;
                    }[];
                    airUnits: {
                        id: number;
                        hits: number;
                        coveredBy: number | null;
                        endurance: number | null;
                        takeOffTurn: number | null;
                        outForDay: boolean;
                        offBoard: {
                            direction: "outbound" | "inbound";
                            letter: "A" | "L" | "T";
                            turn: number;
                        } | null;
                        reachedEntryOn: number | null;
                        movementSpent: number;
                        reachable: string[];
                        intercepted: boolean;
                    }[];
                    capacityUsed: {
                        [key: string]: {
                            ready: number;
                            takeOff: number;
                        };
                    };
                };
                german?: {
                    planes: {
                        id: string;
                        variant: string;
                        sp: number;
                        rocketCapable: boolean;
                        designation: string | null;
                        area: ("GB" | "A" | "L" | "T" | "Italy") | null;
                        airUnit: number | null;
                        ground: ("A" | "B" | "C" | "D") | null;
                        altitude: (0 | 1 | 2) | null;
                        rockets: boolean;
                        dropTanks: boolean;
                        readiedOn: number;
                        flown: boolean;
                        eliminated: boolean;
                    }[];
                    airUnits: {
                        id: number;
                        hits: number;
                        coveredBy: number | null;
                        endurance: number | null;
                        takeOffTurn: number | null;
                        outForDay: boolean;
                        offBoard: {
                            direction: "outbound" | "inbound";
                            letter: "A" | "L" | "T";
                            turn: number;
                        } | null;
                        reachedEntryOn: number | null;
                        movementSpent: number;
                        reachable: string[];
                        intercepted: boolean;
                    }[];
                    capacityUsed: {
                        [key: string]: {
                            ready: number;
                            takeOff: number;
                        };
                    };
                };
            };
            targetCards: {
                hand: string[];
                discards: string[];
                drawn: string | null;
                kept: number;
            } | null;
            deck: string[] | null;
            missionSheet: {
                [key: string]: {
                    primary: string;
                    bombAltitude: 0 | 1 | 2;
                    formation: "open" | "tight";
                    takeOffTurn: number;
                    land: ("GB" | "A" | "L" | "T" | "Italy") | null;
                    hits: number | null;
                };
            } | null;
            flak: {
                [key: string]: {
                    heavy: number;
                    light: number;
                };
            } | null;
            waitingFor: {
                seat: string;
                kind: string;
                text: string;
            }[];
            prompts: {
                seat: string;
                kind: string;
                text: string;
                options: ({
                    /** @enum {string} */
                    type: "draw-target-card";
                } | {
                    /** @enum {string} */
                    type: "keep-target-card";
                } | {
                    /** @enum {string} */
                    type: "discard-target-card";
                } | {
                    /** @enum {string} */
                    type: "box-plane";
                    /** @description Plane unit id, e.g. "us3" or "de12" */
                    plane: string;
                    /** @description Air unit number */
                    airUnit: number;
                } | {
                    /** @enum {string} */
                    type: "unbox-plane";
                    /** @description Plane unit id, e.g. "us3" or "de12" */
                    plane: string;
                } | {
                    /** @enum {string} */
                    type: "pack-suggested";
                } | {
                    /** @enum {string} */
                    type: "set-rockets";
                    /** @description Air unit number */
                    airUnit: number;
                    rockets: boolean;
                } | {
                    /** @enum {string} */
                    type: "place-flak";
                    city: string;
                    flak: "heavy" | "light";
                } | {
                    /** @enum {string} */
                    type: "remove-flak";
                    city: string;
                    flak: "heavy" | "light";
                } | {
                    /** @enum {string} */
                    type: "submit-air-status";
                    /** @description Hidden edits, decided in order before the submission (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "box-plane";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "unbox-plane";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                    } | {
                        /** @enum {string} */
                        type: "pack-suggested";
                    } | {
                        /** @enum {string} */
                        type: "set-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                        rockets: boolean;
                    } | {
                        /** @enum {string} */
                        type: "place-flak";
                        city: string;
                        flak: "heavy" | "light";
                    } | {
                        /** @enum {string} */
                        type: "remove-flak";
                        city: string;
                        flak: "heavy" | "light";
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "place-counter";
                    /** @description Air unit number */
                    airUnit: number;
                    /** @description a hex id XXYY, or the African Base box A, L or T */
                    at: string;
                } | {
                    /** @enum {string} */
                    type: "cover";
                    /** @description Air unit number */
                    airUnit: number;
                    /** @description Air unit number */
                    by: number;
                } | {
                    /** @enum {string} */
                    type: "end-map-setup";
                    /** @description Hidden edits, decided in order before the end of the set-up (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: {
                        /** @enum {string} */
                        type: "cover";
                        /** @description Air unit number */
                        airUnit: number;
                        /** @description Air unit number */
                        by: number;
                    }[];
                } | {
                    /** @enum {string} */
                    type: "plot-primary";
                    /** @description Air unit number */
                    airUnit: number;
                    target: string;
                } | {
                    /** @enum {string} */
                    type: "plot-bomb-altitude";
                    /** @description Air unit number */
                    airUnit: number;
                    altitude: 0 | 1 | 2;
                } | {
                    /** @enum {string} */
                    type: "plot-formation";
                    /** @description Air unit number */
                    airUnit: number;
                    formation: "open" | "tight";
                } | {
                    /** @enum {string} */
                    type: "plot-take-off";
                    /** @description Air unit number */
                    airUnit: number;
                    turn: number;
                } | {
                    /** @enum {string} */
                    type: "plot-land";
                    /** @description Air unit number */
                    airUnit: number;
                    area: ("GB" | "A" | "L" | "T" | "Italy") | null;
                } | {
                    /** @enum {string} */
                    type: "suggest-mission-sheet";
                } | {
                    /** @enum {string} */
                    type: "submit-mission-sheet";
                    /** @description Hidden edits, decided in order before the submission (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "plot-primary";
                        /** @description Air unit number */
                        airUnit: number;
                        target: string;
                    } | {
                        /** @enum {string} */
                        type: "plot-bomb-altitude";
                        /** @description Air unit number */
                        airUnit: number;
                        altitude: 0 | 1 | 2;
                    } | {
                        /** @enum {string} */
                        type: "plot-formation";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "plot-take-off";
                        /** @description Air unit number */
                        airUnit: number;
                        turn: number;
                    } | {
                        /** @enum {string} */
                        type: "plot-land";
                        /** @description Air unit number */
                        airUnit: number;
                        area: ("GB" | "A" | "L" | "T" | "Italy") | null;
                    } | {
                        /** @enum {string} */
                        type: "suggest-mission-sheet";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "ready-plane";
                    /** @description Plane unit id, e.g. "us3" or "de12" */
                    plane: string;
                    rockets: boolean;
                } | {
                    /** @enum {string} */
                    type: "ready-all";
                } | {
                    /** @enum {string} */
                    type: "submit-readiness";
                    /** @description Hidden edits, decided in order before the submission (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "ready-plane";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        rockets: boolean;
                    } | {
                        /** @enum {string} */
                        type: "ready-all";
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "offer-end";
                } | {
                    /** @enum {string} */
                    type: "land";
                    /** @description Air unit number */
                    airUnit: number;
                    /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "climb";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "dive";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "join-formation";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        formation: number;
                    } | {
                        /** @enum {string} */
                        type: "set-formation-type";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "jettison-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "take-off-africa";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "end-landing";
                    /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "climb";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "dive";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "join-formation";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        formation: number;
                    } | {
                        /** @enum {string} */
                        type: "set-formation-type";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "jettison-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "take-off-africa";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "enter-map";
                    /** @description Air unit number */
                    airUnit: number;
                    hex: string;
                    /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "climb";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "dive";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "join-formation";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        formation: number;
                    } | {
                        /** @enum {string} */
                        type: "set-formation-type";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "jettison-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "take-off-africa";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "exit-map";
                    /** @description Air unit number */
                    airUnit: number;
                    /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "climb";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "dive";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "join-formation";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        formation: number;
                    } | {
                        /** @enum {string} */
                        type: "set-formation-type";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "jettison-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "take-off-africa";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "end-movement";
                    /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "climb";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "dive";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "join-formation";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        formation: number;
                    } | {
                        /** @enum {string} */
                        type: "set-formation-type";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "jettison-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "take-off-africa";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "fly";
                    /** @description Air unit number */
                    airUnit: number;
                    hex: string;
                    /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "climb";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "dive";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "join-formation";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        formation: number;
                    } | {
                        /** @enum {string} */
                        type: "set-formation-type";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "jettison-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "take-off-africa";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "climb";
                    /** @description Air unit number */
                    airUnit: number;
                } | {
                    /** @enum {string} */
                    type: "dive";
                    /** @description Air unit number */
                    airUnit: number;
                } | {
                    /** @enum {string} */
                    type: "join-formation";
                    /** @description Plane unit id, e.g. "us3" or "de12" */
                    plane: string;
                    formation: number;
                } | {
                    /** @enum {string} */
                    type: "set-formation-type";
                    /** @description Air unit number */
                    airUnit: number;
                    formation: "open" | "tight";
                } | {
                    /** @enum {string} */
                    type: "jettison-rockets";
                    /** @description Air unit number */
                    airUnit: number;
                } | {
                    /** @enum {string} */
                    type: "take-off-africa";
                    /** @description Air unit number */
                    airUnit: number;
                } | {
                    /** @enum {string} */
                    type: "fly-route";
                    /** @description Air unit number */
                    airUnit: number;
                    route: (string | "climb" | "dive")[];
                    /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "climb";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "dive";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "join-formation";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        formation: number;
                    } | {
                        /** @enum {string} */
                        type: "set-formation-type";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "jettison-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "take-off-africa";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "take-off";
                    /** @description Air unit number */
                    airUnit: number;
                    /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "climb";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "dive";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "join-formation";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        formation: number;
                    } | {
                        /** @enum {string} */
                        type: "set-formation-type";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "jettison-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "take-off-africa";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "take-off-plane";
                    /** @description Plane unit id, e.g. "us3" or "de12" */
                    plane: string;
                    /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "climb";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "dive";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "join-formation";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        formation: number;
                    } | {
                        /** @enum {string} */
                        type: "set-formation-type";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "jettison-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "take-off-africa";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "end-take-off";
                    /** @description Hidden edits, decided in order before this command (each must be one of your options at its point); the other side sees one hidden entry whatever their number */
                    edits?: ({
                        /** @enum {string} */
                        type: "climb";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "dive";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "join-formation";
                        /** @description Plane unit id, e.g. "us3" or "de12" */
                        plane: string;
                        formation: number;
                    } | {
                        /** @enum {string} */
                        type: "set-formation-type";
                        /** @description Air unit number */
                        airUnit: number;
                        formation: "open" | "tight";
                    } | {
                        /** @enum {string} */
                        type: "jettison-rockets";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "take-off-africa";
                        /** @description Air unit number */
                        airUnit: number;
                    } | {
                        /** @enum {string} */
                        type: "set-standing-orders";
                        battles: "map" | "choose";
                        hits: "last" | "first";
                    })[];
                } | {
                    /** @enum {string} */
                    type: "set-standing-orders";
                    battles: "map" | "choose";
                    hits: "last" | "first";
                } | {
                    /** @enum {string} */
                    type: "fight-battle";
                    /** @description Battle index */
                    battle: number;
                } | {
                    /** @enum {string} */
                    type: "attack";
                    attacker: number;
                    target: number;
                    launch: "guns" | "close" | "distant";
                } | {
                    /** @enum {string} */
                    type: "engage";
                } | {
                    /** @enum {string} */
                    type: "announce-bombing";
                    /** @description Air unit number */
                    airUnit: number;
                } | {
                    /** @enum {string} */
                    type: "end-announcement";
                })[];
            }[];
            announced: {
                airUnit: number;
                city: string;
                hex: string;
                altitude: 0 | 1 | 2;
            }[];
            bombing: {
                airUnit: number;
                city: string;
                turn: number;
                hits: number;
            }[];
            outcome: {
                result: "american-victory" | "german-victory" | "draw";
                summary: string;
                winners: string[];
                detail: {
                    american: {
                        /** @description NO INT. (Victory Points) */
                        noInterception: number;
                        /** @description "N" ELIM. (Victory Points) */
                        nEliminated: number;
                        /** @description "D" ELIM. (Victory Points) */
                        dEliminated: number;
                        /** @description "F" ELIM. (Victory Points) */
                        fEliminated: number;
                        /** @description "N" HITS (Victory Points) */
                        nHits: number;
                        /** @description "D" HITS (Victory Points) */
                        dHits: number;
                        /** @description "F" HITS (Victory Points) */
                        fHits: number;
                        /** @description BOMBING (Victory Points) */
                        bombing: number;
                        /** @description TOTAL (Victory Points) */
                        total: number;
                    };
                    german: {
                        /** @description "B" ELIM. (Victory Points) */
                        bEliminated: number;
                        /** @description "B" BONUS (Victory Points) */
                        bBonus: number;
                        /** @description "F" ELIM. (Victory Points) */
                        fEliminated: number;
                        /** @description "B" HITS (Victory Points) */
                        bHits: number;
                        /** @description "F" HITS (Victory Points) */
                        fHits: number;
                        /** @description "SPECIAL" (Victory Points) */
                        special: number;
                        /** @description TOTAL (Victory Points) */
                        total: number;
                    };
                    bombing: {
                        cities: {
                            city: string;
                            hits: number;
                            value: number;
                            primary: boolean;
                        }[];
                        primaryTargetsHit: number;
                        multiplier: number;
                    };
                };
            } | null;
        };
        BomberPrompt: {
            /** @description A seat of the game, such as "ork1" or "imperial". */
            seat: string;
            /** @description A short name of the decision. */
            kind: "target-cards" | "air-status" | "map-setup" | "mission-sheet" | "readiness" | "landing" | "normal-movement" | "take-off" | "battle-order" | "air-combat" | "bombing";
            text: string;
            /** @description Every legal command now; only on the caller's own prompts. */
            options?: components["schemas"]["BomberCommand"][];
            /** @description The index in options of the command the ruleset's own bot would send for this seat, worked out from what the seat may know; only on the caller's own prompts. */
            suggested?: number;
            /** @description The step done the suggested way, worked out from what the seat may know: a request body to POST to /games/{gameId}/commands as it is — one command (a secret step's choices or a Movement Step's hidden changes inside its `edits`) or a batch; only on the caller's own prompts. */
            suggestion?: {
                command: components["schemas"]["BomberCommand"];
            } | {
                commands: components["schemas"]["BomberCommand"][];
            };
            /** @description One sentence per option, parallel to options, for a button: the ruleset's words, with what your own position says of it (what a climb costs). Only on the caller's own prompts. */
            labels?: string[];
            /** @description Options whose consequence a player should confirm before sending (a landing that crashes the unit, ending the day). Only on the caller's own prompts, and only where there are some. */
            cautions?: {
                /** @description The index in options. */
                option: number;
                /** @description What sending it will do, for the player to confirm. */
                text: string;
            }[];
            /** @description Why a command a player would expect is not among the options (bombing at the wrong Altitude, a take-off over a full Base). Only on the caller's own prompts, and only where there are some. */
            notes?: string[];
        };
        BomberGameView: {
            /** @enum {string} */
            ruleset: "bomber";
            /** Format: uuid */
            gameId: string;
            version: number;
            viewer: components["schemas"]["Viewer"];
            view: components["schemas"]["BomberView"];
            outcome: components["schemas"]["Outcome"] | null;
        };
        BomberPrompts: {
            /** @enum {string} */
            ruleset: "bomber";
            /** Format: uuid */
            gameId: string;
            version: number;
            prompts: components["schemas"]["BomberPrompt"][];
            /** @description How far your seat may take back its latest commands now; null when it may not (or you hold no seat). */
            takeBack: components["schemas"]["TakeBack"] | null;
        };
        BomberCommandAnswer: {
            /** @enum {string} */
            ruleset: "bomber";
            /** Format: uuid */
            gameId: string;
            version: number;
            status: "active" | "finished";
            /** @description A seat of the game, such as "ork1" or "imperial". */
            seat: string;
            /** @description The events the command produced, as the caller may see them. */
            events: components["schemas"]["LogEntry"][];
            awaiting: string[];
            /** @description When each seat in `awaiting` whose clock runs is out of time, by seat (as in GET /games/{gameId}). Absent only from the replay of an answer stored before answers carried it. */
            deadlines?: {
                [key: string]: string;
            };
            prompts: components["schemas"]["BomberPrompt"][];
            /** @description How far your seat may take back its latest commands now; null when it may not (or you hold no seat). Absent only from the replay of an answer stored before answers carried it. */
            takeBack?: components["schemas"]["TakeBack"] | null;
            outcome: components["schemas"]["Outcome"] | null;
        };
        /** NotificationPreferences */
        NotificationPreferences: {
            /** @description Per kind of notice, whether it goes out by email (only while you are not connected) and to your webhooks. */
            channels: {
                turn: {
                    email: boolean;
                    webhook: boolean;
                };
                reminder: {
                    email: boolean;
                    webhook: boolean;
                };
                timeout: {
                    email: boolean;
                    webhook: boolean;
                };
                claimable: {
                    email: boolean;
                    webhook: boolean;
                };
                result: {
                    email: boolean;
                    webhook: boolean;
                };
                invitation: {
                    email: boolean;
                    webhook: boolean;
                };
                ready: {
                    email: boolean;
                    webhook: boolean;
                };
                "webhook-disabled": {
                    email: boolean;
                    webhook: boolean;
                };
            };
            quietHours: {
                /** @description Local time the quiet hours begin, HH:MM. */
                start: string;
                /** @description Local time they end, HH:MM; before start means they run past midnight. */
                end: string;
                /** @description An IANA time zone, such as Europe/Berlin. */
                timeZone: string;
            } | null;
        };
        /** NotificationDelivery */
        NotificationDelivery: {
            /** @description The delivery id; webhooks carry it as Sortie-Delivery. */
            id: string;
            kind: "turn" | "reminder" | "timeout" | "claimable" | "result" | "invitation" | "ready" | "webhook-disabled" | "email-verification" | "password-reset";
            channel: "email" | "webhook";
            /** @description The address or webhook URL it went to. */
            target: string;
            /** @description waiting: to be retried, or held by quiet hours; claimed: being sent; skipped: not needed (you were connected, or the game had moved past it); failed: gave up; cancelled: the endpoint was disabled. */
            status: "pending" | "waiting" | "claimed" | "delivered" | "skipped" | "failed" | "cancelled";
            attempts: number;
            lastError: string | null;
            gameId: string | null;
            /** Format: date-time */
            createdAt: string;
            deliveredAt: string | null;
            /** @description When it will be tried (again), while it waits. */
            nextAttemptAt: string | null;
        };
        /** Webhook */
        Webhook: {
            /** Format: uuid */
            id: string;
            url: string;
            /** Format: date-time */
            createdAt: string;
            enabled: boolean;
            /** @description Set when it failed too many times in a row; enable it again once it works. */
            disabledAt: string | null;
            consecutiveFailures: number;
            lastError: string | null;
        };
        /** Invitation */
        Invitation: {
            /** @description The invitation's id (pass as `before` to page on). */
            id: string;
            /**
             * Format: uuid
             * @description The game's id.
             */
            gameId: string;
            /** @description What the game's creator calls it; null for none. */
            name: string | null;
            /** @description The game's ruleset. */
            ruleset: string;
            /** @description The ruleset's title. */
            title: string;
            /** @description The name of the account that invited you. */
            from: string | null;
            /** @description A private game's invitation code (for `GET /games/{gameId}?inviteCode=` and `POST /games/{gameId}/seats`); null for a public game. */
            inviteCode: string | null;
            /** Format: date-time */
            invitedAt: string;
        };
        /** GameClocks */
        GameClocks: {
            /** Format: uuid */
            gameId: string;
            /** @description The game version the clocks are read at. */
            version: number;
            /** @description Null when the game has no time control. */
            timeControl: {
                /** @enum {string} */
                kind: "per-move";
                /** @description A seat's starting bank, and what each of its moves adds back ("days per move"). */
                perMoveSeconds: number;
                /** @description The most a bank can hold; at least perMoveSeconds. Default: perMoveSeconds (no banking). */
                bankCapSeconds?: number;
                /** @description How long before a deadline the reminder goes out; less than bankCapSeconds (a clock never runs longer); 0 for none. Default: a quarter of perMoveSeconds. */
                reminderSeconds?: number;
                /** @description When a deadline passes: the server plays a legal default move for the seat, the seat forfeits, or the other players may claim the win. Default: claim. */
                onTimeout?: "default-move" | "forfeit" | "claim";
                /** @description Whether a player's vacation stops their clock in this game. Default: true. */
                vacationAllowed?: boolean;
            } | null;
            /** @description One per seat, in seating order; empty before the game starts. */
            clocks: {
                seat: string;
                /** @description Time left in the bank now. */
                remainingSeconds: number;
                running: boolean;
                /** @description When the bank runs out, while the clock runs. */
                deadline: string | null;
                reminded: boolean;
                /** @description Out of time under the claim policy: the other sides may claim the win until this seat moves. False for every seat once the game is over, as in the game's own outOfTime. */
                outOfTime: boolean;
                onVacation: boolean;
            }[];
        };
        /** Vacation */
        Vacation: {
            /** @description The (UTC) year whose pool this is; a vacation counts in the year it starts. */
            year: number;
            allowanceDays: number;
            /** @description Days used, a day begun counting whole; a running vacation counts the days asked for. */
            usedDays: number;
            remainingDays: number;
            current: {
                /** Format: date-time */
                startedAt: string;
                /** Format: date-time */
                endsAt: string;
            } | null;
        };
        /**
         * TimeControl
         * @description How long each seat has to move. See docs/cadence.md.
         */
        TimeControl: {
            /** @enum {string} */
            kind: "none";
        } | {
            /** @enum {string} */
            kind: "per-move";
            /** @description A seat's starting bank, and what each of its moves adds back ("days per move"). */
            perMoveSeconds: number;
            /** @description The most a bank can hold; at least perMoveSeconds. Default: perMoveSeconds (no banking). */
            bankCapSeconds?: number;
            /** @description How long before a deadline the reminder goes out; less than bankCapSeconds (a clock never runs longer); 0 for none. Default: a quarter of perMoveSeconds. */
            reminderSeconds?: number;
            /** @description When a deadline passes: the server plays a legal default move for the seat, the seat forfeits, or the other players may claim the win. Default: claim. */
            onTimeout?: "default-move" | "forfeit" | "claim";
            /** @description Whether a player's vacation stops their clock in this game. Default: true. */
            vacationAllowed?: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up and reaches its database. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "ok" | "unavailable";
                        database: {
                            kind: "postgres" | "pglite";
                            reachable: boolean;
                            latencyMs?: number;
                        };
                        rulesets: string[];
                        /** @description Whether this service sends mail (SMTP_URL is set): without it, addresses cannot be verified nor passwords reset by mail. */
                        mail: boolean;
                    };
                };
            };
            /** @description The service is up but cannot reach its database. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "ok" | "unavailable";
                        database: {
                            kind: "postgres" | "pglite";
                            reachable: boolean;
                            latencyMs?: number;
                        };
                        rulesets: string[];
                        /** @description Whether this service sends mail (SMTP_URL is set): without it, addresses cannot be verified nor passwords reset by mail. */
                        mail: boolean;
                    };
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listProblemTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page listing every problem code, each linked to its own page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getProblemType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A problem code (the `type` of a problem ends with it), or the `code` of a refusal by the rules. */
                code: "bad-url" | "path-too-long" | "headers-too-large" | "malformed-request" | "request-timeout" | "no-such-route" | "client-gone" | "invalid-request" | "invalid-json" | "forbidden-key" | "empty-body" | "bad-content-length" | "body-too-large" | "unsupported-media-type" | "unsupported-content-encoding" | "unsupported-charset" | "unauthorized" | "bad-credentials" | "refresh-token-unknown" | "refresh-token-expired" | "refresh-token-reused" | "oauth-invalid-request" | "oauth-invalid-grant" | "oauth-invalid-scope" | "oauth-unsupported-grant-type" | "invalid-oauth-client" | "unknown-account" | "wrong-password" | "not-first-party" | "insufficient-scope" | "not-your-seat" | "not-seated" | "message-to-self" | "private-line-from-spectator" | "not-a-player" | "not-the-creator" | "origin-not-allowed" | "removed-by-creator" | "not-found" | "no-picture" | "web-client-not-built" | "database-unavailable" | "timeout" | "no-such-seat" | "stale-version" | "already-started" | "game-started" | "game-starting" | "seats-free" | "seat-taken" | "game-full" | "already-seated" | "too-many-open-seats" | "seats-taken" | "game-not-started" | "game-not-over" | "after-beyond-version" | "idempotency-key-in-flight" | "idempotency-key-taken-over" | "name-taken" | "on-vacation" | "not-on-vacation" | "too-many-webhooks" | "no-email" | "email-verified" | "no-mail-service" | "password-changed" | "invalid-command" | "invalid-options" | "unknown-ruleset" | "invalid-time-control" | "invalid-game-name" | "invalid-cursor" | "cursor-with-offset" | "cursor-for-other-filters" | "bad-time-zone" | "empty-quiet-hours" | "invalid-verification-token" | "invalid-unsubscribe-token" | "invalid-password-reset-token" | "idempotency-key-reused" | "pool-exhausted" | "bad-webhook-url" | "refused-by-the-rules" | "rate-limited" | "busy" | "upgrade-required" | "not-a-stream" | "bad-handshake" | "bad-subprotocol" | "too-many-sockets" | "not-your-turn" | "game-over" | "out-of-time" | "empty-batch" | "control-in-batch" | "nothing-to-take-back" | "bad-take-back" | "too-far" | "unknown-seat" | "bad-time" | "not-allowed" | "time-control-set" | "bad-seats" | "no-time-control" | "not-due" | "nothing-to-claim" | "same-side" | "vacation-not-allowed" | "already-away" | "not-away" | "unknown-control" | "malformed-command" | "illegal-command" | "not-now" | "not-that-craft" | "not-adjacent" | "no-turning-back" | "no-move-left" | "nowhere-to-stop" | "space-taken" | "not-a-speed-die" | "not-drawn" | "cannot-place-there" | "order-already-set" | "not-that-air-unit" | "not-that-plane-unit" | "illegal-edit" | "edit-outside-carrier" | "fixed-setup" | "mixed-models" | "mixed-areas" | "box-over-12-sp" | "no-rockets" | "box-over-base-capacity" | "air-boxes-run-out" | "unknown-plane-unit" | "no-such-air-box" | "plane-unit-placed" | "empty-air-box" | "too-many-air-boxes" | "air-unit-twice" | "plane-units-unplaced" | "unknown-city" | "no-flak-units-left" | "flak-city-full" | "city-twice" | "too-many-flak-units" | "flak-units-unplaced" | "no-such-air-unit" | "air-unit-placed" | "cover-holds-planes" | "cover-of-empty" | "cover-before-unit" | "cover-elsewhere" | "covered-twice" | "not-a-german-base" | "not-an-area-base" | "base-capacity" | "bases-run-out" | "air-units-unplaced" | "no-bombing-planned" | "unknown-target" | "allied-target" | "bomb-altitude-missing" | "scenario-bomb-altitude" | "beyond-escort-reach" | "mountain-bomb-altitude" | "land-own-area" | "no-shuttle-card" | "no-shuttle-missions-yet" | "no-base-in-area" | "not-a-shuttle-unit" | "shuttle-area" | "shuttle-limit" | "not-a-bomber-unit" | "no-flight-planned" | "formation-missing" | "take-off-turn" | "line-twice" | "lines-missing" | "target-card-choice-pending" | "target-cards-drawn" | "no-target-card-choice" | "not-moving" | "altitude-range" | "mountain-altitude" | "no-movement-left" | "return-route" | "bomber-limit" | "planes-on-the-ground" | "closed-hex";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page of this problem type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAsyncApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An AsyncAPI 3.0 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGuide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The guide’s file name. */
                guide: "api.md" | "websocket.md" | "cadence.md";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guide, as Markdown text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    openGameStream: {
        parameters: {
            query?: {
                /** @description The seq of the last event the client has: the stream starts with the next one (0, the default: from the start). */
                after?: number;
            };
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching Protocols: the connection is a WebSocket from here on (subprotocol `sortie` when offered), on which the server sends GameStreamMessage frames (GET /asyncapi.json). */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A stream route asked for without a WebSocket upgrade: connect with a WebSocket client. */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    openMyStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching Protocols: the connection is a WebSocket from here on (subprotocol `sortie` when offered), on which the server sends PersonalStreamMessage frames (GET /asyncapi.json). */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A stream route asked for without a WebSocket upgrade: connect with a WebSocket client. */
            426: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    registerAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A handle, compared without case and stored in lower case. */
                    name: string;
                    password: string;
                    /** Format: email */
                    email?: string;
                };
            };
        };
        responses: {
            /** @description The account is made, and logged in with this token pair. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Logged in: a new token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    refreshTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description A new token pair; the refresh token sent is spent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken?: string;
                };
            };
        };
        responses: {
            /** @description Logged out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    closeMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The account is closed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOAuthMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        issuer: string;
                        authorization_endpoint: string;
                        token_endpoint: string;
                        revocation_endpoint: string;
                        response_types_supported: string[];
                        grant_types_supported: string[];
                        code_challenge_methods_supported: string[];
                        token_endpoint_auth_methods_supported: string[];
                        revocation_endpoint_auth_methods_supported: string[];
                        scopes_supported: string[];
                        authorization_response_iss_parameter_supported: boolean;
                        scope_descriptions: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    authorizeApp: {
        parameters: {
            query?: {
                /** @description "code". */
                response_type?: string;
                /** @description The app’s name or URL (no registration: the player sees it on the consent page). */
                client_id?: string;
                /** @description Where the code is sent: an https URL, or http on a loopback address (RFC 8252 §7.3); matched exactly at the token step. */
                redirect_uri?: string;
                /** @description The scopes asked for, separated by spaces: games:read, games:play, account:read, notifications:write, account:manage. */
                scope?: string;
                /** @description Given back with the code, unchanged (up to 500 characters). */
                state?: string;
                /** @description BASE64URL(SHA-256(code_verifier)). */
                code_challenge?: string;
                /** @description "S256" (plain is not taken). */
                code_challenge_method?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description On to the consent page, or back to the app with an error. */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    answerAppAuthorization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description "code". */
                    response_type?: string;
                    /** @description The app’s name or URL (no registration: the player sees it on the consent page). */
                    client_id?: string;
                    /** @description Where the code is sent: an https URL, or http on a loopback address (RFC 8252 §7.3); matched exactly at the token step. */
                    redirect_uri?: string;
                    /** @description The scopes asked for, separated by spaces: games:read, games:play, account:read, notifications:write, account:manage. */
                    scope?: string;
                    /** @description Given back with the code, unchanged (up to 500 characters). */
                    state?: string;
                    /** @description BASE64URL(SHA-256(code_verifier)). */
                    code_challenge?: string;
                    /** @description "S256" (plain is not taken). */
                    code_challenge_method?: string;
                    /** @description Whether the player lets the app in. */
                    allow: boolean;
                };
            };
        };
        responses: {
            /** @description Where to send the browser. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The app’s redirect URI with the answer. */
                        redirectTo: string;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    issueAppTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description authorization_code or refresh_token. */
                    grant_type?: string;
                    /** @description The code the redirect URI received. */
                    code?: string;
                    /** @description The redirect URI of the authorization request. */
                    redirect_uri?: string;
                    /** @description The client_id of the authorization request. */
                    client_id?: string;
                    /** @description The PKCE verifier: 43 to 128 characters of [A-Za-z0-9-._~]. */
                    code_verifier?: string;
                    /** @description A refresh token of this client’s grant. */
                    refresh_token?: string;
                    /** @description On a refresh: the scopes wanted, at most those granted. */
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Tokens for the app (Cache-Control: no-store). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A JWT for the API, holding the scopes in `scope`; 15 minutes. */
                        access_token: string;
                        /** @enum {string} */
                        token_type: "Bearer";
                        /** @description Seconds the access token lives. */
                        expires_in: number;
                        /** @description Works once, for the next pair (POST /oauth/token, grant_type=refresh_token); 30 days. */
                        refresh_token: string;
                        /** @description The scopes the access token holds, separated by spaces. */
                        scope: string;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeAppToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The token to revoke. */
                    token?: string;
                    /** @description refresh_token or access_token. */
                    token_type_hint?: string;
                    /** @description The client_id the token was issued to. */
                    client_id?: string;
                };
            };
        };
        responses: {
            /** @description Revoked, or there was nothing to revoke. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMyApps: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your grants, the newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apps: {
                            /** Format: uuid */
                            id: string;
                            /** @description The app, as it named itself. */
                            clientId: string;
                            /** @description What it was granted. */
                            scopes: string[];
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeMyApp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                grantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The grant is ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string | null;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Your account, with the address as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    verifyEmailAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description The address is verified. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendVerificationMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mail is queued, unless the address has had its 5 mails of the last 24 hours. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description The password is changed: a new token pair for this client. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendPasswordResetMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description A mail is queued if the account has a verified address. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The password is set. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listRulesets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every ruleset hosted, with its newest version, the schemas of its options and commands, and its protocol. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rulesets: {
                            id: string;
                            /** @description The newest version of its rules, which games starting now are played under (a game keeps the version it started with). */
                            version: number;
                            title: string;
                            /** @description A JSON Schema. */
                            optionsSchema: {
                                [key: string]: unknown;
                            };
                            /** @description A JSON Schema. */
                            commandSchema: {
                                [key: string]: unknown;
                            };
                            protocol: components["schemas"]["RulesetProtocol"];
                        }[];
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    previewSeats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rulesetId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The game's options, as for POST /games. */
                    options?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The seats such a game would have, each with its id and label. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ruleset: string;
                        seats: {
                            id: string;
                            label: string;
                        }[];
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBoard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rulesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The map a ruleset is played on; the `ruleset` tag says whose board schema `board` follows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BommerzBoardAnswer"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBoardSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rulesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listGames: {
        parameters: {
            query?: {
                ruleset?: string;
                status?: "open" | "starting" | "active" | "finished";
                /** @description Only games you created or sit in (needs a token). */
                mine?: boolean;
                /** @description Only games not started with a free seat. */
                openSeats?: boolean;
                /** @description Only games in which your seat must act now, or may claim the win from a seat out of time, and games of yours not started whose seats are all taken, which you may start (needs a token). */
                waitingForMe?: boolean;
                limit?: number;
                /** @description Games to skip; `cursor` pages more steadily, and at any depth. */
                offset?: number;
                /** @description Where to go on from: the `next` of the previous page (not with offset), asked with the same filters (400 `cursor-for-other-filters` otherwise). */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of games, and the cursor of the next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: components["schemas"]["GameSummary"][];
                        limit: number;
                        offset: number;
                        /** @description The cursor of the next page; null when this is the last. */
                        next: string | null;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A ruleset id from GET /rulesets. */
                    ruleset: string;
                    /** @description A name for the game; null or left out: none (as GET /games/{gameId} answers a game without one). */
                    name?: string | null;
                    /** @description The game's options, checked against the ruleset's options schema (the <Ruleset>Options components); its defaults fill in what is left out. */
                    options?: {
                        [key: string]: unknown;
                    };
                    /**
                     * @description A private game is listed to nobody else and needs its invitation code to join.
                     * @default public
                     */
                    visibility?: "public" | "private";
                    /** @description A seat for the creator to take at once; a one-seat (solo) game then starts at once. */
                    seat?: string;
                    /** @description The pace of play (docs/cadence.md); null or left out: none, no deadlines (as GET /games/{gameId} answers a game without one). */
                    timeControl?: components["schemas"]["TimeControl"] | null;
                };
            };
        };
        responses: {
            /** @description The game is created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameSummary"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGame: {
        parameters: {
            query?: {
                /** @description A private game's invitation code. */
                inviteCode?: string;
            };
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game as the lobby shows it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameSummary"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game is cancelled. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    takeSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The seat to take; the first free one if left out. */
                    seat?: string;
                    /** @description A private game's invitation code. */
                    inviteCode?: string;
                };
            };
        };
        responses: {
            /** @description The seat is yours: the game as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameSummary"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    leaveSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
                /** @description A seat of the game, such as "ork1" or "imperial". */
                seat: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seat is free. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game is started: the game as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameSummary"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    sendCommand: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body gets the first answer again, and no new events. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        /** @description Either `command` (one) or `commands` (a batch), not both. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A command of the game's ruleset (the <Ruleset>Command components), such as one of your prompt's options. */
                    command: {
                        type: string;
                    } & {
                        [key: string]: unknown;
                    };
                    /** @description The version you decided at; if the game has moved on, the answer is 409 with currentVersion. */
                    expectedVersion?: number;
                } | {
                    /** @description A batch: commands decided in order, each at the position the one before it left, all carried out in one append or none (the first refused is named by `index`). At most 500. */
                    commands: ({
                        type: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    /** @description The version you decided at; if the game has moved on, the answer is 409 with currentVersion. */
                    expectedVersion?: number;
                };
            };
        };
        responses: {
            /** @description The command was carried out; under an Idempotency-Key already answered, that first answer again. */
            200: {
                headers: {
                    /** @description Present when this is the stored answer to an earlier request under the same Idempotency-Key (as is a 422 replayed). */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BommerzCommandAnswer"] | components["schemas"]["BomberCommandAnswer"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Well-formed but not acceptable now: a ruleset rejection (code is its reason), or an idempotency key reused with another body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    takeBack: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body gets the first answer again, and no new events. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        /** @description How far to take back: `commands` (how many) or `toVersion` (back to which version), not both. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description How many of your latest commands to take back (the prompts' `takeBack.commands` at most). */
                    commands: number;
                    /** @description The version you decided at; if the game has moved on, the answer is 409 with currentVersion. */
                    expectedVersion?: number;
                } | {
                    /** @description The version to go back to: the one before any of the commands you may take back (`takeBack.toVersion` for all of them). */
                    toVersion: number;
                    /** @description The version you decided at; if the game has moved on, the answer is 409 with currentVersion. */
                    expectedVersion?: number;
                };
            };
        };
        responses: {
            /** @description Taken back; under an Idempotency-Key already answered, that first answer again. */
            200: {
                headers: {
                    /** @description Present when this is the stored answer to an earlier request under the same Idempotency-Key (as is a 422 replayed). */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BommerzCommandAnswer"] | components["schemas"]["BomberCommandAnswer"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Well-formed but not acceptable now: a ruleset rejection (code is its reason), or an idempotency key reused with another body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    resignGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description You resigned: the game is over, and this is how it ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        outcome: {
                            result: string;
                            summary: string;
                            winners: string[];
                        };
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Well-formed but not acceptable now: a ruleset rejection (code is its reason), or an idempotency key reused with another body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPrompts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who must act now; the options only on your own prompts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BommerzPrompts"] | components["schemas"]["BomberPrompts"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPublicView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A view of a game; the `ruleset` tag says whose view schema `view` follows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BommerzGameView"] | components["schemas"]["BomberGameView"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFullView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A view of a game; the `ruleset` tag says whose view schema `view` follows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BommerzGameView"] | components["schemas"]["BomberGameView"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSeatView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
                /** @description A seat of the game, such as "ork1" or "imperial". */
                seat: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A view of a game; the `ruleset` tag says whose view schema `view` follows. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BommerzGameView"] | components["schemas"]["BomberGameView"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSeatViewSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
                /** @description A seat of the game, such as "ork1" or "imperial". */
                seat: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified: the picture for this ETag is still the one. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPublicViewSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An SVG document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Not modified: the picture for this ETag is still the one. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSeatViewPng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
                /** @description A seat of the game, such as "ork1" or "imperial". */
                seat: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A PNG image, 1000 pixels wide. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Not modified: the picture for this ETag is still the one. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPublicViewPng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A PNG image, 1000 pixels wide. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Not modified: the picture for this ETag is still the one. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEventLog: {
        parameters: {
            query?: {
                /** @description Only events with a greater seq. */
                after?: number;
                /** @description About this many events: a batch is never cut, so a page may run a little over. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events after `after` as you may see them, whom they were redacted for, and where the next page starts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        gameId: string;
                        version: number;
                        viewer: components["schemas"]["Viewer"];
                        events: components["schemas"]["LogEntry"][];
                        /** @description The `after` of the next page: the seq of this page's last event while the log goes on past it; null at its end. */
                        next: number | null;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSeatHistory: {
        parameters: {
            query?: {
                /** @description Only events with a greater seq. */
                after?: number;
                /** @description About this many events: a batch is never cut, so a page may run a little over. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
                /** @description A seat of the game, such as "ork1" or "imperial". */
                seat: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events after `after` as your seat was shown them, each with when it was recorded, and where the next page starts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        gameId: string;
                        seat: string;
                        version: number;
                        events: {
                            /** Format: date-time */
                            recordedAt: string;
                            entry: components["schemas"]["LogEntry"];
                        }[];
                        /** @description The `after` of the next page: the seq of this page's last event while the log goes on past it; null at its end. */
                        next: number | null;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    verifyGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report: each check, and whether it passed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your notification preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channels?: {
                        turn?: {
                            email?: boolean;
                            webhook?: boolean;
                        };
                        reminder?: {
                            email?: boolean;
                            webhook?: boolean;
                        };
                        timeout?: {
                            email?: boolean;
                            webhook?: boolean;
                        };
                        claimable?: {
                            email?: boolean;
                            webhook?: boolean;
                        };
                        result?: {
                            email?: boolean;
                            webhook?: boolean;
                        };
                        invitation?: {
                            email?: boolean;
                            webhook?: boolean;
                        };
                        ready?: {
                            email?: boolean;
                            webhook?: boolean;
                        };
                        "webhook-disabled"?: {
                            email?: boolean;
                            webhook?: boolean;
                        };
                    };
                    /** @description Null or left out: no quiet hours. */
                    quietHours?: {
                        /** @description Local time the quiet hours begin, HH:MM. */
                        start: string;
                        /** @description Local time they end, HH:MM; before start means they run past midnight. */
                        end: string;
                        /** @description An IANA time zone, such as Europe/Berlin. */
                        timeZone: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The preferences as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Only deliveries older than this id (the previous page's `next`). */
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of your deliveries, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: components["schemas"]["NotificationDelivery"][];
                        /** @description Pass as `before` for the next page; null when this is the last. */
                        next: string | null;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your webhook endpoints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: components["schemas"]["Webhook"][];
                    };
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The endpoint is added; its signing secret is shown this once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: components["schemas"]["Webhook"];
                        /** @description The signing secret; keep it, it is not shown again. */
                        secret: string;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Well-formed but not acceptable now: a ruleset rejection (code is its reason), or an idempotency key reused with another body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, with its deliveries. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How the test delivery went. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivered: boolean;
                        /** @description What failed, when it did. */
                        error: string | null;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    enableWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint's id. */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, enabled again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unsubscribePage: {
        parameters: {
            query: {
                /** @description The signed token the mail carries. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page in words. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unsubscribe: {
        parameters: {
            query: {
                /** @description The signed token the mail carries. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page in words. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    inviteToGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The handle of the account to invite. */
                    name: string;
                };
            };
        };
        responses: {
            /** @description The invitation is accepted; its notice goes out unless the account was invited before. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description False when the account had been invited to this game already. */
                        queued: boolean;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Only invitations older than this id (the previous page's `next`). */
                before?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of your invitations, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: components["schemas"]["Invitation"][];
                        /** @description Pass as `before` for the next page; null when this is the last. */
                        next: string | null;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGameClocks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game's time control and each seat's clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameClocks"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    claimWin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A seat of the game, such as "ork1" or "imperial". */
                    against: string;
                };
            };
        };
        responses: {
            /** @description The claim is granted: the game is over, and this is how it ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        outcome: {
                            result: string;
                            summary: string;
                            winners: string[];
                        };
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Well-formed but not acceptable now: a ruleset rejection (code is its reason), or an idempotency key reused with another body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getVacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your vacation pool, and your vacation if you are on one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacation"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startVacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days: number;
                };
            };
        };
        responses: {
            /** @description You are on vacation: your pool, and the vacation as started. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacation"];
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Well-formed but not acceptable now: a ruleset rejection (code is its reason), or an idempotency key reused with another body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    endVacation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your vacation is over: your pool, with the days begun charged. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacation"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The state has moved on: a stale expected version (see currentVersion), a lifecycle conflict, or a key still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description Only messages written after this id (the previous page's `next`; 0, the default: from the first). */
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of messages, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            /** @description Its id, in the order written: pass as `after` to read on. */
                            id: string;
                            /** @description players: written by a seat; spectators: the spectators' room, which the players read only once the game is over. */
                            room: "players" | "spectators";
                            /** @description The seat that wrote it; null in the spectators' room. */
                            seat: string | null;
                            /** @description For a private line, the one seat it is to (only the two seats read it); null for a line to every seat. */
                            to: string | null;
                            /** @description The name of the account that wrote it; "a former player" once that account is closed. */
                            author: string;
                            /** @description Plain text, as written: show it as text, never as markup. */
                            text: string;
                            /** Format: date-time */
                            at: string;
                        }[];
                        /** @description Pass as `after` for the next page; null when this is the last. */
                        next: string | null;
                    };
                };
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    writeMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What you write, as plain text. */
                    text: string;
                    /** @description A seat: a private line to it alone (only a seat may write one). */
                    to?: string;
                };
            };
        };
        responses: {
            /** @description Written. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller may not do this. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many attempts; retry after the Retry-After header. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    muteMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Muted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unmuteMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The game's id. */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unmuted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    blockAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The handle of the account. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blocked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    unblockAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The handle of the account. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unblocked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not fit its schema (or a ruleset rejects its options or command shape). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such resource, or one the caller may not see. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBlocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Their names, in the order you blocked them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: string[];
                    };
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: components["schemas"]["Account"];
                        seats: {
                            /** Format: uuid */
                            gameId: string;
                            /** @description A seat of the game, such as "ork1" or "imperial". */
                            seat: string;
                            /** Format: date-time */
                            joinedAt: string;
                            ruleset: string;
                            name: string | null;
                            status: string;
                        }[];
                        messages: {
                            /** Format: uuid */
                            gameId: string;
                            seat: string | null;
                            to: string | null;
                            text: string;
                            /** Format: date-time */
                            at: string;
                        }[];
                        notifications: components["schemas"]["NotificationPreferences"];
                        /** @description Your webhook endpoints, without their signing secrets. */
                        webhooks: components["schemas"]["Webhook"][];
                        /** @description The names of the accounts you block. */
                        blocked: string[];
                    };
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics, in the Prometheus text format 0.0.4. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description No valid access token (or bad credentials). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database cannot be reached just now (database-unavailable), the request was not carried out within the request timeout (timeout), or the server is too busy (busy: checking passwords, or no database connection free in time); retry after the Retry-After header. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Any other 4xx, refused before the route's own checks: a malformed URL (400 bad-url), a NUL character or nesting too deep anywhere (400 invalid-request), a request too slow to arrive (408 request-timeout), a body too large (413 body-too-large), a path segment too long (414 path-too-long), a body not JSON, compressed or not UTF-8 (415), headers too large (431 headers-too-large). */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
