/** The record: the event log as the caller may see it, a seat's "what I saw and when", and the verification of a finished game. */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { openGame, requireOver, requireOwnSeat } from '../game-access.js';
import { BEARER, BEARER_OR_ANONYMOUS, GameParams, jsonAnswer, LogEntrySchema, problemResponses, ref, SeatParams, Timestamp, ViewerSchema } from '../schemas/common.js';
import { readVisible, viewerFor } from '../../games/access.js';
import { FinishedGameReports, savedReportsIn, seatHistory } from '../../games/audit.js';

const DEFAULT_PAGE = 500;

const PageQuery = Type.Object(
  {
    after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1, default: 0, description: 'Only events with a greater seq.' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, default: DEFAULT_PAGE, description: 'About this many events: a batch is never cut, so a page may run a little over.' })),
  },
  { additionalProperties: false },
);

/** Where the next page of a log starts, as a page answers it. */
const NextAfter = Type.Union([Type.Integer(), Type.Null()], { description: 'The `after` of the next page: the seq of this page\'s last event while the log goes on past it; null at its end.' });

/** The `after` of the page after one whose last event is `lastSeq` (undefined: an empty page), in a log at `version`; null at the log's end. */
function nextAfter(lastSeq: number | undefined, version: number): number | null {
  return lastSeq !== undefined && lastSeq < version ? lastSeq : null;
}

const VerificationSchema = Type.Object(
  {
    ok: Type.Boolean({ description: 'Every check below passed.' }),
    seed: Type.String(),
    seedHash: Type.String(),
    seedMatchesHash: Type.Boolean({ description: 'SHA-256 of the seed is the hash published at creation.' }),
    events: Type.Integer(),
    chain: Type.Object({ ok: Type.Boolean(), brokenAt: Type.Optional(Type.Integer()) }, { description: 'Each entry hashes to its hash and names the one before.' }),
    rolls: Type.Array(
      Type.Object({
        seq: Type.Integer(),
        draw: Type.Integer({ description: 'The game-wide number of the draw.' }),
        sides: Type.Integer(),
        value: Type.Integer({ description: 'As logged.' }),
        derived: Type.Union([Type.Integer(), Type.Null()], { description: 'As the seed gives it: HMAC-SHA256(seed, "sortie-dice:<draw>:<round>").' }),
        ok: Type.Boolean(),
      }),
    ),
    replay: Type.Object(
      { ok: Type.Boolean(), problem: Type.Optional(Type.Object({ seq: Type.Integer(), reason: Type.String() })) },
      { description: "Every command replayed through the rules, in the game's rulesetVersion, with the seed's dice gives exactly the logged events." },
    ),
    finalState: Type.Object(
      { ok: Type.Boolean(), loggedHash: Type.Union([Type.String(), Type.Null()]), replayedHash: Type.String() },
      { description: 'The state folded from the log and the replayed state hash the same.' },
    ),
  },
  { $id: 'Verification' },
);

/** Named schemas of this module, to add to the app. */
export const auditSchemas = [VerificationSchema];

/** The audit routes. */
export function auditRoutes(ctx: AppContext): FastifyPluginAsyncTypebox {
  const reports = new FinishedGameReports(ctx.store, savedReportsIn(ctx.db.prisma));
  return async (app) => {
    app.get(
      '/games/:gameId/events',
      {
        schema: {
          tags: ['audit'],
          summary: 'The event log after a seq, redacted for you',
          operationId: 'getEventLog',
          description: 'A seat sees what it may; a spectator the public log; once the game is over, everyone sees it whole.',
          security: BEARER_OR_ANONYMOUS,
          params: GameParams,
          querystring: PageQuery,
          response: {
            200: Type.Object(
              { gameId: Type.String({ format: 'uuid' }), version: Type.Integer(), viewer: ref(ViewerSchema), events: Type.Array(ref(LogEntrySchema)), next: NextAfter },
              { description: 'The events after `after` as you may see them, whom they were redacted for, and where the next page starts.' },
            ),
            ...problemResponses(400, 401, 404),
          },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'optional');
        const viewer = viewerFor(game.meta, game.caller?.accountId ?? null, game.over);
        const { after = 0, limit = DEFAULT_PAGE } = request.query;
        const events = await readVisible(ctx.store, game.meta, viewer, after, limit);
        return { gameId: game.meta.id, version: game.position.version, viewer, events, next: nextAfter(events.at(-1)?.seq, game.position.version) };
      },
    );

    app.get(
      '/games/:gameId/seats/:seat/history',
      {
        schema: {
          tags: ['audit'],
          summary: 'What your seat saw, and when',
          operationId: 'getSeatHistory',
          description: 'The log exactly as this seat was shown it (even after the game is over), each event with the moment it was recorded. Only the seat holder may read it.',
          security: BEARER,
          params: SeatParams,
          querystring: PageQuery,
          response: {
            200: Type.Object({
              gameId: Type.String({ format: 'uuid' }),
              seat: Type.String(),
              version: Type.Integer(),
              events: Type.Array(Type.Object({ recordedAt: Timestamp, entry: ref(LogEntrySchema) })),
              next: NextAfter,
            }, { description: 'The events after `after` as your seat was shown them, each with when it was recorded, and where the next page starts.' }),
            ...problemResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'required');
        requireOwnSeat(game, request.params.seat);
        const { after = 0, limit = DEFAULT_PAGE } = request.query;
        const events = await seatHistory(ctx.store, game.meta, request.params.seat, after, limit);
        return { gameId: game.meta.id, seat: request.params.seat, version: game.position.version, events, next: nextAfter(events.at(-1)?.entry.seq, game.position.version) };
      },
    );

    app.get(
      '/games/:gameId/verification',
      {
        schema: {
          tags: ['audit'],
          summary: 'Check a finished game against its revealed seed',
          operationId: 'verifyGame',
          description: 'The seed against its published hash, the hash chain, every roll re-derived from the seed, and a replay of every command that must give the logged events and final state. Worked out once, when first asked, and kept: later asks answer the same report while the stored log is as it was (a log edited since is checked again).',
          security: BEARER_OR_ANONYMOUS,
          params: GameParams,
          response: { 200: jsonAnswer('The report: each check, and whether it passed.', ref(VerificationSchema)), ...problemResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'optional');
        requireOver(game);
        return reports.report(game.meta, game.position.version);
      },
    );
  };
}
