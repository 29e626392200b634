/**
 * What the streams read besides the log and the game rows, neither often:
 * an account's active seats (when a personal stream connects) and a
 * finished game's result.
 */
import type { Database } from '../store/database.js';
import type { SeatId } from '../kernel/ruleset.js';
import type { GameMeta, GamePlay } from '../games/game-play.js';
import type { GameOverMessage } from './messages.js';
import { outcomeOf } from '../kernel/engine.js';

/** A seat an account holds in a game being played, with who must act there. */
export interface ActiveSeat {
  readonly gameId: string;
  readonly seat: SeatId;
  readonly version: number;
  readonly awaiting: readonly SeatId[];
}

/** The most seats one account's personal stream looks at when it (re)connects. */
const ACTIVE_SEATS_LIMIT = 1000;

/** The seats an account holds in active games, most recently moved first. */
export async function readActiveSeats(db: Database, accountId: string): Promise<ActiveSeat[]> {
  const rows = await db.prisma.seat.findMany({
    where: { accountId, game: { status: 'active' } },
    select: { gameId: true, seat: true, game: { select: { version: true, awaiting: true } } },
    orderBy: { game: { updatedAt: 'desc' } },
    take: ACTIVE_SEATS_LIMIT,
  });
  return rows.map((r) => ({ gameId: r.gameId, seat: r.seat, version: r.game.version, awaiting: r.game.awaiting }));
}

/** The game-over message of a finished game, from its final position; null while it is not over. */
export async function gameOverMessage(play: GamePlay, meta: GameMeta): Promise<GameOverMessage | null> {
  const at = await play.position(meta);
  const outcome = outcomeOf(meta.ruleset, at);
  if (!outcome) return null;
  const { result, summary, winners, detail } = outcome;
  return { type: 'game-over', gameId: meta.id, version: at.version, outcome: { result, summary, winners: [...winners], ...(detail ? { detail } : {}) } };
}
