/**
 * What the streams know of a game besides its log: its progress (how far it
 * is, whether it is over, who must act) — from its row, or handed over with
 * an append this process made — its result, and an account's active seats
 * (read when a personal stream connects).
 */
import type { Database } from '../store/database.js';
import { rowDeadlines } from '../store/event-store.js';
import type { SeatId } from '../kernel/ruleset.js';
import type { GameMeta } from '../games/game-play.js';
import type { GameOverMessage, YourTurnMessage } from './messages.js';
import type { Static } from '@sinclair/typebox';
import type { Position } from '../kernel/engine.js';
import { outcomeOf, promptsOf } from '../kernel/control.js';
import { promptWords } from '../kernel/words.js';
import type { RulesetRegistry } from '../kernel/registry.js';
import { hostedGames } from '../games/game-directory.js';

/** How far a game is, whether it is over and who must act; the row is updated in the same statement as every append, so it agrees with the log at its version. */
export interface GameProgress {
  readonly version: number;
  readonly over: boolean;
  /** Seats that must act at `version`. */
  readonly awaiting: readonly SeatId[];
  /** When each of them runs out of time (ISO 8601), by seat: only those with a running clock. */
  readonly deadlines: Readonly<Record<SeatId, string>>;
}

/** A seat an account holds in a game being played, with who must act there. */
export interface ActiveSeat {
  readonly gameId: string;
  /** The game's name; null for none. */
  readonly name: string | null;
  readonly seat: SeatId;
  readonly version: number;
  readonly awaiting: readonly SeatId[];
  /** When each of them runs out of time, as in GameProgress. */
  readonly deadlines: Readonly<Record<SeatId, string>>;
}

/** The most seats one account's personal stream looks at when it (re)connects. */
const ACTIVE_SEATS_LIMIT = 1000;

/** The seats an account holds in active games, most recently moved first. */
export async function readActiveSeats(db: Database, rulesets: RulesetRegistry, accountId: string): Promise<ActiveSeat[]> {
  // crosses shards: account-games
  const rows = await db.prisma.seat.findMany({
    where: { accountId, game: { status: 'active', ...hostedGames(rulesets) } },
    select: { gameId: true, seat: true, game: { select: { name: true, version: true, awaiting: true, deadlines: true } } },
    orderBy: { game: { activity: { updatedAt: 'desc' } } },
    take: ACTIVE_SEATS_LIMIT,
  });
  return rows.map((r) => ({ gameId: r.gameId, name: r.game.name, seat: r.seat, version: r.game.version, awaiting: r.game.awaiting, deadlines: rowDeadlines(r.game.deadlines) }));
}

/** The game-over message of a finished game, from its final position; null while it is not over. */
export function gameOverMessage(meta: GameMeta, at: Position): GameOverMessage | null {
  const outcome = outcomeOf(meta.ruleset, at);
  if (!outcome) return null;
  const { result, summary, winners, detail } = outcome;
  return { type: 'game-over', gameId: meta.id, name: meta.name, version: at.version, outcome: { result, summary, winners: [...winners], ...(detail ? { detail } : {}) } };
}

/** A seat's own prompts at a position, with their options, as a your-turn message carries them: field by field, so nothing a ruleset adds to a prompt reaches a socket unseen. */
export function seatPrompts(meta: GameMeta, at: Position, seat: SeatId): NonNullable<Static<typeof YourTurnMessage>['prompts']> {
  return promptsOf(meta.ruleset, at)
    .filter((p) => p.seat === seat)
    .map((p) => {
      const { labels, cautions, notes } = promptWords(meta.ruleset, p);
      return { seat: p.seat, kind: p.kind, text: p.text, options: [...p.options], ...(p.suggested !== undefined && { suggested: p.suggested }), ...(labels && { labels: [...labels] }), ...(cautions && { cautions: [...cautions] }), ...(notes && { notes: [...notes] }) };
    });
}
