/**
 * The checks every game route makes, in one order: who calls (401), does the
 * game exist and may the caller see it (404: a private game is not admitted
 * to exist), then what the route needs (a seat of one's own: 403; a started
 * or finished game: 409).
 */
import type { FastifyRequest } from 'fastify';
import type { Position } from '../kernel/engine.js';
import { seatIds, type SeatId } from '../kernel/ruleset.js';
import type { TokenSubject } from '../accounts/tokens.js';
import type { GameMeta } from '../games/game-play.js';
import { maySee, seatOf } from '../games/access.js';
import type { AppContext } from './context.js';
import { optionalAccount, requireAccount } from './auth.js';
import { HttpProblem, problems } from './problem.js';
import { outcomeOf } from '../kernel/control.js';

/** A game as a route sees it. */
export interface OpenedGame {
  readonly meta: GameMeta;
  readonly position: Position;
  readonly caller: TokenSubject | null;
  /** The caller's seat, if it holds one. */
  readonly seat: SeatId | null;
  readonly started: boolean;
  readonly over: boolean;
}

/**
 * Opens a game for a caller who may be anonymous (`auth: optional`) or must be
 * logged in. With `position: 'cached'`, a started game's position is the one
 * this instance last saw, possibly behind the log: only for the command
 * route, whose execution is optimistic and catches up itself.
 */
export async function openGame(
  ctx: AppContext,
  request: FastifyRequest,
  gameId: string,
  auth: 'optional' | 'required',
  position: 'current' | 'cached' = 'current',
): Promise<OpenedGame> {
  const caller = auth === 'required' ? requireAccount(request) : optionalAccount(request);
  const accountId = caller?.accountId ?? null;
  const meta = await ctx.play.meta(gameId);
  if (!meta || !maySee(meta, accountId)) throw problems.notFound('The game');
  const at = position === 'cached' ? await ctx.play.cachedPosition(meta) : await ctx.play.position(meta);
  const started = at.version > 0;
  return { meta, position: at, caller, seat: seatOf(meta, accountId), started, over: started && outcomeOf(meta.ruleset, at) !== null };
}

/** The caller's seat; refuses a caller who holds none. */
export function requireSeat(game: OpenedGame): SeatId {
  if (game.seat === null) throw problems.forbidden('not-seated', 'You hold no seat in this game.');
  return game.seat;
}

/** Refuses a seat the game does not have (404: the seats are no secret of a game one may see), then anyone but the holder of `seat`. */
export function requireOwnSeat(game: OpenedGame, seat: SeatId): void {
  if (!seatIds(game.meta.ruleset, game.meta.options).includes(seat)) throw new HttpProblem(404, 'no-such-seat', `The game has no seat "${seat}".`);
  if (game.seat !== seat) throw problems.forbidden('not-your-seat', `Seat ${seat} is not yours.`);
}

/** Refuses a game that has not started. */
export function requireStarted(game: OpenedGame): void {
  if (!game.started) throw problems.conflict('game-not-started', 'The game has not started yet.');
}

/** Refuses a game that is not over. */
export function requireOver(game: OpenedGame): void {
  if (!game.over) throw problems.conflict('game-not-over', 'This is only shown once the game is over.');
}
