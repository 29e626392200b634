/**
 * Playing: send a command for your seat, resign, and read who must act now.
 *
 * A command is checked in this order: token (401), game visible (404), a
 * seat of the caller's (403), the ruleset's command schema (400), the
 * idempotency key (a stored answer is replayed; another body under the same
 * key is 422; a key still in flight is 409), the account's pace (429), a
 * game not started (409), a stale expectedVersion (409 with currentVersion),
 * then the game: over, not your turn or illegal are 422 with the reason code.
 * Commands carried out count towards the pace, and so do refusals kept
 * under an idempotency key (each is a row, kept for its retries).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { openGame, requireSeat, requireStarted, type OpenedGame } from '../game-access.js';
import { outcomeAnswer } from '../outcome-answer.js';
import { HttpProblem, PROBLEM_TYPE, commandProblem, problems } from '../problem.js';
import { BEARER, BEARER_OR_ANONYMOUS, GameParams, jsonAnswer, OutcomeAnswer, problemResponses } from '../schemas/common.js';
import type { RulesetSchemas } from '../schemas/ruleset-schemas.js';
import { checkCommand } from '../../games/ruleset-input.js';
import { requestHash, type HeldKey, type KeyRef } from '../../games/idempotency.js';
import { commandAnswer, promptsFor, type CommandAnswer } from '../../games/seat-answers.js';
import { seatIds, type GameCommand, type SeatId } from '../../kernel/ruleset.js';
import type { Executed } from '../../games/game-play.js';
import { RESIGN } from '../../kernel/control.js';
import { CommandRate } from '../command-rate.js';
import { rateLimited } from '../handler-limits.js';

const CommandBody = Type.Object(
  {
    command: Type.Object(
      { type: Type.String({ minLength: 1, maxLength: 64 }) },
      { additionalProperties: true, description: "A command of the game's ruleset (the <Ruleset>Command components), such as one of your prompt's options." },
    ),
    expectedVersion: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1, description: 'The version you decided at; if the game has moved on, the answer is 409 with currentVersion.' })),
  },
  { additionalProperties: false },
);

const CommandHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$', description: 'Makes a retry safe: the same key with the same body gets the first answer again, and no new events.' }),
  ),
});

/** The play routes. */
export function playRoutes(ctx: AppContext, schemas: RulesetSchemas): FastifyPluginAsyncTypebox {
  const rate = new CommandRate(ctx.config.commandsPerMinute, ctx.clock);
  return async (app) => {
    app.post(
      '/games/:gameId/commands',
      {
        schema: {
          tags: ['play'],
          summary: 'Send a command for your seat',
          operationId: 'sendCommand',
          description:
            'Answers the new version, the events as you see them, and what each seat must do next (your own options in full). The ruleset refusing the command (not your turn, illegal, game over) is 422 with its reason as `code`. An account may have COMMANDS_PER_MINUTE commands a minute carried out (120 by default; all at once, or spread out; replays and refusals without an Idempotency-Key do not count), then 429 with Retry-After.',
          security: BEARER,
          params: GameParams,
          headers: CommandHeaders,
          body: CommandBody,
          response: {
            200: {
              description: 'The command was carried out; under an Idempotency-Key already answered, that first answer again.',
              content: { 'application/json': { schema: schemas.commandAnswer } },
              headers: { 'Idempotent-Replayed': { type: 'string', enum: ['true'], description: 'Present when this is the stored answer to an earlier request under the same Idempotency-Key (as is a 422 replayed).' } },
            },
            ...problemResponses(400, 401, 403, 404, 409, 413, 415, 422, 429),
          },
        },
      },
      async (request, reply) => {
        // A move is timed by when it came, not by when it is decided (after a wait for the database, or a retry).
        const sentAt = ctx.clock.now();
        // The cached position will do: execute checks the version as it appends, and catches up on a conflict or a refusal.
        const game = await openGame(ctx, request, request.params.gameId, 'required', 'cached');
        const accountId = game.caller!.accountId;
        const { meta } = game;
        const seat = requireSeat(game);
        const checked = checkCommand(meta.ruleset, request.body.command);
        if (!checked.ok) throw new HttpProblem(400, 'invalid-command', `The command does not fit the ruleset "${meta.ruleset.id}".`, { errors: [...checked.errors] });
        const key = request.headers['idempotency-key'];
        let held: HeldKey | null = null;
        if (key !== undefined) {
          const ref: KeyRef = { gameId: meta.id, accountId, key };
          const reservation = await ctx.idempotency.reserve(ref, requestHash(request.body));
          switch (reservation.kind) {
            case 'reserved':
              held = { ...ref, owner: reservation.owner };
              break;
            case 'replay':
              void reply.header('idempotent-replayed', 'true');
              // Only answers and 422 refusals are ever stored (see play below), as the text first sent: the replay is those bytes
              // (a value stored by an older version, before the text was kept, is serialised again).
              return reply
                .status(reservation.status === 200 ? 200 : (422 as never))
                .type(reservation.status === 200 ? 'application/json; charset=utf-8' : PROBLEM_TYPE)
                .send(reservation.body);
            case 'mismatch':
              throw problems.unprocessable('idempotency-key-reused', 'This Idempotency-Key was used with another request body.');
            case 'in-flight':
              throw problems.conflict('idempotency-key-in-flight', 'A request with this Idempotency-Key is still being processed; retry shortly.');
            default: {
              const never: never = reservation;
              throw new Error(`unknown reservation ${JSON.stringify(never)}`);
            }
          }
        }
        // A refusal under a key is kept for its retries (so it counts towards the pace, as an answer does); any other failure lets the key go.
        const kept = (err: unknown): err is HttpProblem => held !== null && err instanceof HttpProblem && err.status === 422;
        try {
          const wait = rate.take(accountId);
          if (wait !== null) throw rateLimited(reply, wait, 'commands');
          // The answer's text as the route's schema writes it: what is sent, and under a key stored to be sent again byte for byte.
          const serialize = (answer: CommandAnswer) => reply.serializeInput({ ...answer }, '200', 'application/json') as string;
          const answer = await play(ctx, game, { seat, accountId, command: checked.value, expectedVersion: request.body.expectedVersion, held, sentAt }, serialize).catch((err: unknown) => {
            if (!kept(err)) rate.giveBack(accountId);
            throw err;
          });
          return reply.status(200).type('application/json; charset=utf-8').send(answer);
        } catch (err) {
          if (!held) throw err;
          if (!kept(err)) {
            await ctx.idempotency.release(held);
            throw err;
          }
          const refusal = reply.serializeInput({ ...err.toProblem(request.url) }, '422', PROBLEM_TYPE) as string;
          await ctx.idempotency.complete(held, 422, refusal);
          return reply.status(422 as never).type(PROBLEM_TYPE).send(refusal);
        }
      },
    );

    app.post(
      '/games/:gameId/resign',
      {
        schema: {
          tags: ['play'],
          summary: 'Resign: give the game up',
          operationId: 'resignGame',
          description:
            'Ends the game at once, whoever is to move: your seat loses (result `resigned`) and every other seat wins, as when a seat forfeits on time — unless the ruleset\'s seats play in sides (a Bommerz Ork player concedes for all the Orks); in a solo game nobody wins. Running clocks stop. A deadline that passed before the resignation came is applied first (docs/cadence.md). It is in the log like any move, and the game is over for every route. A game already over is 422 `game-over`.',
          security: BEARER,
          params: GameParams,
          response: { 200: jsonAnswer('You resigned: the game is over, and this is how it ended.', OutcomeAnswer), ...problemResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'required');
        const seat = requireSeat(game);
        requireStarted(game);
        const { meta } = game;
        const command = { type: RESIGN, at: ctx.clock.now().toISOString(), seats: seatIds(meta.ruleset, meta.options) };
        return outcomeAnswer(meta, await ctx.play.execute(meta.id, seat, command));
      },
    );

    app.get(
      '/games/:gameId/prompts',
      {
        schema: {
          tags: ['play'],
          summary: 'Who must act now',
          operationId: 'getPrompts',
          description: 'Every seat that must act, and what kind of decision; the legal options only on your own prompts.',
          security: BEARER_OR_ANONYMOUS,
          params: GameParams,
          response: { 200: schemas.prompts, ...problemResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'optional');
        requireStarted(game);
        return { ruleset: game.meta.ruleset.id, gameId: game.meta.id, version: game.position.version, prompts: promptsFor(game.meta, game.position, game.seat) };
      },
    );
  };
}

/** A seat's command as the route has checked it. */
interface SeatCommand {
  readonly seat: SeatId;
  readonly accountId: string;
  readonly command: GameCommand;
  readonly expectedVersion: number | undefined;
  /** The idempotency key the request holds, if it sent one. */
  readonly held: HeldKey | null;
  /** When the request came. */
  readonly sentAt: Date;
}

/** Executes a checked command and answers it, as the text `serialize` makes of it; a refusal is thrown as a problem. */
async function play(ctx: AppContext, game: OpenedGame, { seat, accountId, command, expectedVersion, held, sentAt }: SeatCommand, serialize: (answer: CommandAnswer) => string): Promise<string> {
  requireStarted(game);
  const { meta } = game;
  // The answer stored with the events is the one this request sends: the last one built, for the attempt that committed.
  let answer: string | undefined;
  const idempotent = held ? { ...held, answer: (executed: Executed) => ({ status: 200, body: (answer = serialize(commandAnswer(meta, seat, accountId, executed))) }) } : undefined;
  const outcome = await ctx.play.execute(meta.id, seat, command, { expectedVersion, idempotent, sentAt });
  if (outcome.ok) return answer ?? serialize(commandAnswer(meta, seat, accountId, outcome));
  throw commandProblem(outcome);
}
