/**
 * Playing: send a command (or a batch) for your seat, take your latest
 * commands back, resign, and read who must act now.
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
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../context.js';
import { openGame, requireSeat, requireStarted, type OpenedGame } from '../game-access.js';
import { outcomeAnswer } from '../outcome-answer.js';
import { HttpProblem, PROBLEM_TYPE, commandProblem, problems } from '../problem.js';
import { BEARER, BEARER_OR_ANONYMOUS, GameParams, jsonAnswer, OutcomeAnswer, problemResponses } from '../schemas/common.js';
import type { RulesetSchemas } from '../schemas/ruleset-schemas.js';
import { checkCommand, checkCommands } from '../../games/ruleset-input.js';
import { requestHash, type HeldKey, type KeyRef } from '../../games/idempotency.js';
import { commandAnswer, promptsFor, takeBackFor, type CommandAnswer } from '../../games/seat-answers.js';
import { seatIds, type GameCommand, type SeatId } from '../../kernel/ruleset.js';
import type { Executed } from '../../games/game-play.js';
import { RESIGN } from '../../kernel/control.js';
import { TAKE_BACK } from '../../kernel/take-back.js';
import { CommandRate } from '../command-rate.js';
import { rateLimited } from '../handler-limits.js';

/** The most commands one batch may hold (a Bomber Turn is a few hundred steps). */
export const MAX_BATCH_COMMANDS = 500;

/** The largest body the commands route takes: room for a full batch (every other route takes 64 KiB). */
export const COMMANDS_BODY_LIMIT = 256 * 1024;

const CommandSchema = Type.Object(
  { type: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: true, description: "A command of the game's ruleset (the <Ruleset>Command components), such as one of your prompt's options." },
);

const ExpectedVersion = Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1, description: 'The version you decided at; if the game has moved on, the answer is 409 with currentVersion.' }));

const CommandBody = Type.Union(
  [
    Type.Object({ command: CommandSchema, expectedVersion: ExpectedVersion }, { additionalProperties: false, title: 'OneCommand', description: 'One command.' }),
    Type.Object(
      {
        commands: Type.Array(CommandSchema, {
          minItems: 1,
          maxItems: MAX_BATCH_COMMANDS,
          description: `A batch: commands decided in order, each at the position the one before it left, all carried out in one append or none (the first refused is named by \`index\`). At most ${MAX_BATCH_COMMANDS}.`,
        }),
        expectedVersion: ExpectedVersion,
      },
      { additionalProperties: false, title: 'CommandBatch', description: 'A batch of commands.' },
    ),
  ],
  { description: 'Either `command` (one) or `commands` (a batch), not both.' },
);

const TakeBackBody = Type.Union(
  [
    Type.Object(
      { commands: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, description: 'How many of your latest commands to take back (the prompts\' `takeBack.commands` at most).' }), expectedVersion: ExpectedVersion },
      { additionalProperties: false, title: 'TakeBackCommands' },
    ),
    Type.Object(
      { toVersion: Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1, description: 'The version to go back to: the one before any of the commands you may take back (`takeBack.toVersion` for all of them).' }), expectedVersion: ExpectedVersion },
      { additionalProperties: false, title: 'TakeBackToVersion' },
    ),
  ],
  { description: 'How far to take back: `commands` (how many) or `toVersion` (back to which version), not both.' },
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
        bodyLimit: COMMANDS_BODY_LIMIT,
        schema: {
          tags: ['play'],
          summary: 'Send a command for your seat',
          operationId: 'sendCommand',
          description:
            `Answers the new version, the events as you see them, and what each seat must do next (your own options in full). The ruleset refusing the command (not your turn, illegal, game over) is 422 with its reason as \`code\`. A batch (\`commands\`, up to ${MAX_BATCH_COMMANDS}, in a body of up to ${COMMANDS_BODY_LIMIT / 1024} KiB) is decided command by command, each at the position the one before it left, and carried out in one append — one version check, one Idempotency-Key answer, one command towards the pace — or not at all: a 422 names the first command refused by its \`index\` (from 0), a 400 its path (\`/commands/<index>/…\`). An account may have COMMANDS_PER_MINUTE commands (or batches) a minute carried out (120 by default; all at once, or spread out; replays and refusals without an Idempotency-Key do not count), then 429 with Retry-After.`,
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
        const { body } = request;
        const checked = 'commands' in body ? checkCommands(meta.ruleset, body.commands) : checkCommand(meta.ruleset, body.command);
        if (!checked.ok) throw new HttpProblem(400, 'invalid-command', `The command does not fit the ruleset "${meta.ruleset.id}".`, { errors: [...checked.errors] });
        const commands = Array.isArray(checked.value) ? { batch: checked.value } : { command: checked.value };
        const key = request.headers['idempotency-key'];
        return keyedAndPaced(ctx, rate, { key, url: request.url, reply, gameId: meta.id, accountId, hashed: body }, (held, serialize) =>
          play(ctx, game, { seat, accountId, ...commands, expectedVersion: body.expectedVersion, held, sentAt }, serialize),
        );
      },
    );

    app.post(
      '/games/:gameId/takeback',
      {
        schema: {
          tags: ['play'],
          summary: 'Take back your latest commands',
          operationId: 'takeBack',
          description:
            'Takes back your seat\'s latest commands while nothing has been learned since them: no die drawn, nothing revealed to anyone (a face-down counter turned, a hidden choice shown), no other seat acted. The prompts (and every command answer) say how far you may now (`takeBack`: how many commands, back to which version; null when you may not). The log stays as it was, with a `sortie.taken-back` event after it that everyone sees, and the game goes on from the state before those commands. Answered as a command is (the new version, its events, the prompts); idempotent under an Idempotency-Key, checked against `expectedVersion`, and counted towards the pace as one command. 422 `nothing-to-take-back`, `too-far` (with how far you may), `game-over`, or `out-of-time` (your deadline passed first).',
          security: BEARER,
          params: GameParams,
          headers: CommandHeaders,
          body: TakeBackBody,
          response: {
            200: {
              description: 'Taken back; under an Idempotency-Key already answered, that first answer again.',
              content: { 'application/json': { schema: schemas.commandAnswer } },
              headers: { 'Idempotent-Replayed': { type: 'string', enum: ['true'], description: 'Present when this is the stored answer to an earlier request under the same Idempotency-Key (as is a 422 replayed).' } },
            },
            ...problemResponses(400, 401, 403, 404, 409, 422, 429),
          },
        },
      },
      async (request, reply) => {
        const sentAt = ctx.clock.now();
        const game = await openGame(ctx, request, request.params.gameId, 'required', 'cached');
        const accountId = game.caller!.accountId;
        const seat = requireSeat(game);
        const { body } = request;
        const command = { type: TAKE_BACK, at: sentAt.toISOString(), ...('toVersion' in body ? { to: body.toVersion } : { commands: body.commands }) };
        const key = request.headers['idempotency-key'];
        // Keys are shared with the commands route: a take-back's body is told apart from a command's.
        return keyedAndPaced(ctx, rate, { key, url: request.url, reply, gameId: game.meta.id, accountId, hashed: { takeBack: body } }, (held, serialize) =>
          play(ctx, game, { seat, accountId, command, expectedVersion: body.expectedVersion, held, sentAt }, serialize),
        );
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
          description: 'Every seat that must act, and what kind of decision; the legal options only on your own prompts, and how far your seat may take back its latest commands (`takeBack`, POST /games/{gameId}/takeback).',
          security: BEARER_OR_ANONYMOUS,
          params: GameParams,
          response: { 200: schemas.prompts, ...problemResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const game = await openGame(ctx, request, request.params.gameId, 'optional');
        requireStarted(game);
        const { meta, position, seat } = game;
        return { ruleset: meta.ruleset.id, gameId: meta.id, version: position.version, prompts: promptsFor(meta, position, seat), takeBack: takeBackFor(meta, position, seat) };
      },
    );
  };
}

/** A request that writes to a game under the caller's Idempotency-Key, if it sent one, and counts towards its account's pace. */
interface KeyedRequest {
  /** Its Idempotency-Key, if it sent one, and its URL (a stored refusal's `instance`). */
  readonly key: string | undefined;
  readonly url: string;
  readonly reply: FastifyReply;
  readonly gameId: string;
  readonly accountId: string;
  /** What the request is recognised by under its key: its body (and route). */
  readonly hashed: unknown;
}

/**
 * Runs `run` under the request's Idempotency-Key — a stored answer is
 * replayed, another body under the same key is 422, a key still in flight
 * 409 — and the account's pace (429): answered (200) or refused by the rules
 * (422, kept for the key's retries, so it counts as a command carried out),
 * else the key and the unit of pace are given back.
 */
async function keyedAndPaced(
  ctx: AppContext,
  rate: CommandRate,
  { key, url, reply, gameId, accountId, hashed }: KeyedRequest,
  run: (held: HeldKey | null, serialize: (answer: CommandAnswer) => string) => Promise<string>,
): Promise<FastifyReply> {
  let held: HeldKey | null = null;
  if (key !== undefined) {
    const ref: KeyRef = { gameId, accountId, key };
    const reservation = await ctx.idempotency.reserve(ref, requestHash(hashed));
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
    const answer = await run(held, serialize).catch((err: unknown) => {
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
    const refusal = reply.serializeInput({ ...err.toProblem(url) }, '422', PROBLEM_TYPE) as string;
    await ctx.idempotency.complete(held, 422, refusal);
    return reply.status(422 as never).type(PROBLEM_TYPE).send(refusal);
  }
}

/** A seat's command, or batch of commands, as the route has checked it. */
type SeatCommand = ({ readonly command: GameCommand; readonly batch?: never } | { readonly batch: readonly GameCommand[]; readonly command?: never }) & {
  readonly seat: SeatId;
  readonly accountId: string;
  readonly expectedVersion: number | undefined;
  /** The idempotency key the request holds, if it sent one. */
  readonly held: HeldKey | null;
  /** When the request came. */
  readonly sentAt: Date;
};

/** Executes a checked command (or batch) and answers it, as the text `serialize` makes of it; a refusal is thrown as a problem. */
async function play(ctx: AppContext, game: OpenedGame, { seat, accountId, command, batch, expectedVersion, held, sentAt }: SeatCommand, serialize: (answer: CommandAnswer) => string): Promise<string> {
  requireStarted(game);
  const { meta } = game;
  // The answer stored with the events is the one this request sends: the last one built, for the attempt that committed.
  let answer: string | undefined;
  const idempotent = held ? { ...held, answer: (executed: Executed) => ({ status: 200, body: (answer = serialize(commandAnswer(meta, seat, accountId, executed))) }) } : undefined;
  const options = { expectedVersion, idempotent, sentAt };
  const outcome = await (batch ? ctx.play.executeBatch(meta.id, seat, batch, options) : ctx.play.execute(meta.id, seat, command, options));
  if (outcome.ok) return answer ?? serialize(commandAnswer(meta, seat, accountId, outcome));
  throw commandProblem(outcome);
}
