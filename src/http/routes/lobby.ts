/** The lobby: create, find and list games; take and leave seats; start. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { optionalAccount, requireAccount } from '../auth.js';
import { BEARER, BEARER_OR_ANONYMOUS, GameParams, GameStatusSchema, GameSummarySchema, jsonAnswer, problemResponses, ref, SeatId, SeatParams } from '../schemas/common.js';
import { TimeControlOptionSchema, type TimeControlOption } from '../../cadence/time-control.js';
import { handlerLimit } from '../handler-limits.js';
import { problems } from '../problem.js';
import { lobbyCursor, lobbyPosition } from '../../games/game-directory.js';
import { OPEN_SEATS_LIMIT } from '../../games/lobby.js';
import { GAME_NAME_MAX } from '../../games/game-name.js';

const InviteCode = Type.String({ minLength: 1, maxLength: 64, description: "A private game's invitation code." });

const NewGameBody = Type.Object(
  {
    ruleset: Type.String({ minLength: 1, maxLength: 64, description: 'A ruleset id from GET /rulesets.' }),
    name: Type.Optional(
      Type.Union(
        [
          Type.String({
            maxLength: 400,
            description: `A name for the game, shown in the lobby and in its players' notices (not in an invitation notice — mail, webhook or stream — which goes to someone not in the game): at most ${GAME_NAME_MAX} characters once spaces are trimmed and runs of them made one; something that shows; no control, formatting, private-use or unassigned characters, and at most four marks on one character (400 invalid-game-name).`,
          }),
          Type.Null(),
        ],
        { description: 'A name for the game; null or left out: none (as GET /games/{gameId} answers a game without one).' },
      ),
    ),
    options: Type.Optional(
      Type.Object({}, { additionalProperties: true, description: "The game's options, checked against the ruleset's options schema (the <Ruleset>Options components); its defaults fill in what is left out." }),
    ),
    visibility: Type.Optional(Type.Union([Type.Literal('public'), Type.Literal('private')], { default: 'public', description: 'A private game is listed to nobody else and needs its invitation code to join.' })),
    seat: Type.Optional({ ...SeatId, description: 'A seat for the creator to take at once; a one-seat (solo) game then starts at once.' }),
    timeControl: Type.Optional(Type.Union([ref(TimeControlOptionSchema), Type.Null()], { description: 'The pace of play (docs/cadence.md); null or left out: none, no deadlines (as GET /games/{gameId} answers a game without one).' })),
  },
  { additionalProperties: false },
);

const DEFAULT_LIMIT = 20;

/**
 * Games one account may create per hour: more than anyone starts by mail,
 * and a bound on what one account can make the scheduler and the lobby
 * carry (a review had one account start 18,000 timed solo games in minutes).
 */
const CREATION_LIMIT = { max: 60, timeWindow: 3_600_000 };

const ListQuery = Type.Object(
  {
    ruleset: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(GameStatusSchema),
    mine: Type.Optional(Type.Boolean({ description: 'Only games you created or sit in (needs a token).' })),
    openSeats: Type.Optional(Type.Boolean({ description: 'Only games not started with a free seat.' })),
    waitingForMe: Type.Optional(Type.Boolean({ description: 'Only games in which your seat must act now, or may claim the win from a seat out of time, and games of yours not started whose seats are all taken, which you may start (needs a token).' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_LIMIT })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0, description: 'Games to skip; `cursor` pages more steadily, and at any depth.' })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Where to go on from: the `next` of the previous page (not with offset), asked with the same filters (400 `cursor-for-other-filters` otherwise).' })),
  },
  { additionalProperties: false },
);

/** The lobby routes. */
export function lobbyRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const creationsPerAccount = handlerLimit(app, { name: 'create-game', ...CREATION_LIMIT, what: 'games created by this account' });
    // Each seat taken or freed moves its game to the top of the lobby: without a bound, one account could keep a game there.
    const seatChangesPerAccount = handlerLimit(app, { name: 'seat-change', max: ctx.config.seatChangesPerHour, timeWindow: 3_600_000, what: 'seat changes by this account' });

    app.post(
      '/games',
      {
        schema: {
          tags: ['lobby'],
          summary: 'Create a game',
          operationId: 'createGame',
          description: 'Creates a game with a fresh secret dice seed; its SHA-256 (seedHash) is public from now on and the seed itself once the game is over. At most 60 creation requests per account per hour, then 429.',
          security: BEARER,
          body: NewGameBody,
          response: { 201: jsonAnswer('The game is created.', ref(GameSummarySchema)), ...problemResponses(400, 401, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        await creationsPerAccount(request, reply, accountId);
        const { ruleset, name, options, visibility = 'public', seat, timeControl } = request.body;
        // The body was checked against the TimeControl schema, which a $ref leaves untyped.
        return reply.status(201).send(await ctx.lobby.create(accountId, { ruleset, name: name ?? undefined, options, visibility, seat, timeControl: (timeControl ?? undefined) as TimeControlOption | undefined }));
      },
    );

    app.get(
      '/games',
      {
        schema: {
          tags: ['lobby'],
          summary: 'List games',
          operationId: 'listGames',
          description:
            'Public games, and your own, most recently changed first. Filters combine. Page on with `cursor` set to the answer\'s `next` until it is null. A game that changes meanwhile moves to the top, where a new listing shows it, without shifting the others across pages: none comes twice, and none is skipped for another\'s moving. A page may hold fewer games than the limit when openSeats or waitingForMe drop some.',
          security: BEARER_OR_ANONYMOUS,
          querystring: ListQuery,
          response: {
            200: Type.Object({
              games: Type.Array(ref(GameSummarySchema)),
              limit: Type.Integer(),
              offset: Type.Integer(),
              next: Type.Union([Type.String(), Type.Null()], { description: 'The cursor of the next page; null when this is the last.' }),
            }, { description: 'A page of games, and the cursor of the next.' }),
            ...problemResponses(400, 401),
          },
        },
      },
      async (request) => {
        const caller = optionalAccount(request);
        const { limit = DEFAULT_LIMIT, offset = 0, cursor, ...filters } = request.query;
        if (cursor !== undefined && offset > 0) throw problems.badRequest('cursor-with-offset', 'Page with a cursor or with an offset, not both.');
        const callerId = caller?.accountId ?? null;
        const after = cursor === undefined ? undefined : lobbyPosition(cursor, callerId, filters);
        const page = await ctx.games.list(callerId, { ...filters, limit, offset, after });
        return { games: page.games, limit, offset, next: page.next && lobbyCursor(page.next, callerId, filters) };
      },
    );

    app.get(
      '/games/:gameId',
      {
        schema: {
          tags: ['lobby'],
          summary: 'A game',
          operationId: 'getGame',
          description: 'Anyone may read a public game; a private one only its participants, or whoever gives its invitation code.',
          security: BEARER_OR_ANONYMOUS,
          params: GameParams,
          querystring: Type.Object({ inviteCode: Type.Optional(InviteCode) }, { additionalProperties: false }),
          response: { 200: jsonAnswer('The game as the lobby shows it.', ref(GameSummarySchema)), ...problemResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const caller = optionalAccount(request);
        return ctx.games.find(request.params.gameId, caller?.accountId ?? null, request.query.inviteCode);
      },
    );

    app.post(
      '/games/:gameId/seats',
      {
        schema: {
          tags: ['lobby'],
          summary: 'Take a seat',
          operationId: 'takeSeat',
          description: `One seat per account per game, before the start. A private game needs its invitation code. A one-seat game starts when its seat is taken. Refused (409 too-many-open-seats) while you hold seats in ${OPEN_SEATS_LIMIT} games not yet started, and (403 removed-by-creator) once the game's creator has freed a seat of yours in it, until the creator invites you again. An account may make SEAT_CHANGES_PER_HOUR requests to take or free a seat an hour (120 by default; refused ones count too), then 429 with Retry-After.`,
          security: BEARER,
          params: GameParams,
          body: Type.Object({ seat: Type.Optional({ ...SeatId, description: 'The seat to take; the first free one if left out.' }), inviteCode: Type.Optional(InviteCode) }, { additionalProperties: false }),
          response: { 200: jsonAnswer('The seat is yours: the game as it now stands.', ref(GameSummarySchema)), ...problemResponses(400, 401, 403, 404, 409, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        await seatChangesPerAccount(request, reply, accountId);
        return ctx.lobby.takeSeat(request.params.gameId, accountId, request.body.seat, request.body.inviteCode);
      },
    );

    app.delete(
      '/games/:gameId/seats/:seat',
      {
        schema: {
          tags: ['lobby'],
          summary: 'Leave your seat before the start (or, as its creator, free any)',
          operationId: 'leaveSeat',
          description: "Your own seat; before the start, the game's creator may free any seat (one already free stays so: 204), so that a player who sat down and stays away cannot keep the game from starting; that player may not sit down in it again unless the creator invites it again. Counts towards SEAT_CHANGES_PER_HOUR, as taking a seat does.",
          security: BEARER,
          params: SeatParams,
          response: { 204: Type.Null({ description: 'The seat is free.' }), ...problemResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        await seatChangesPerAccount(request, reply, accountId);
        await ctx.lobby.leaveSeat(request.params.gameId, accountId, request.params.seat);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/games/:gameId',
      {
        schema: {
          tags: ['lobby'],
          summary: 'Cancel a game not yet started',
          operationId: 'cancelGame',
          description:
            'Before the start (409 `game-started`), by its creator only (403 `not-the-creator`), while no other account holds a seat (409 `seats-taken`: free those seats first). The game is gone: it answers 404 from then on, and invitations to it not yet sent are not sent.',
          security: BEARER,
          params: GameParams,
          response: { 204: Type.Null({ description: 'The game is cancelled.' }), ...problemResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { accountId } = requireAccount(request);
        await ctx.lobby.cancel(request.params.gameId, accountId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/games/:gameId/start',
      {
        schema: {
          tags: ['lobby'],
          summary: 'Start a game whose seats are all taken',
          operationId: 'startGame',
          description: 'Its creator or any seated player may start it.',
          security: BEARER,
          params: GameParams,
          response: { 200: jsonAnswer('The game is started: the game as it now stands.', ref(GameSummarySchema)), ...problemResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { accountId } = requireAccount(request);
        return ctx.lobby.start(request.params.gameId, accountId);
      },
    );
  };
}
