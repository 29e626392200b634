/**
 * What a caller is told about a game's next steps: the prompts, with the
 * legal options only for the caller's own seat (another seat's options could
 * give away what that seat knows), and the answer to a command it sent.
 */
import type { GameCommand, Outcome, SeatId } from '../kernel/ruleset.js';
import { eventWords, promptWords, type PromptWords } from '../kernel/words.js';
import { redactEntries, type VisibleEntry } from '../kernel/log.js';
import { awaitingSeats, type Executed, type GameMeta } from './game-play.js';
import { viewerFor } from './access.js';
import { deadlinesOf, outcomeOf, promptsOf, type Controlled } from '../kernel/control.js';
import { takeBackReach, type TakeBackReach } from '../kernel/take-back.js';

/** A prompt as one caller may see it: on its own prompts, with the options' labels, cautions and notes. */
export interface SeatPrompt extends PromptWords {
  readonly seat: SeatId;
  readonly kind: string;
  readonly text: string;
  /** Every legal command, present only on the caller's own prompts. */
  readonly options?: readonly GameCommand[];
  /** The index in `options` of the ruleset's suggested command, only on the caller's own prompts, where the ruleset suggests one. */
  readonly suggested?: number;
}

/** The answer to a command that was carried out. */
export interface CommandAnswer {
  readonly ruleset: string;
  readonly gameId: string;
  readonly version: number;
  readonly status: 'active' | 'finished';
  readonly seat: SeatId;
  /** The events the command produced, as the caller may see them. */
  readonly events: readonly VisibleEntry[];
  readonly awaiting: readonly SeatId[];
  /** When each awaited seat whose clock runs is out of time. */
  readonly deadlines: Readonly<Record<SeatId, string>>;
  readonly prompts: readonly SeatPrompt[];
  /** How far the caller's seat may take back its latest commands now; null when it may not. */
  readonly takeBack: TakeBackReach | null;
  readonly outcome: Outcome | null;
}

/** The prompts of a position as `seat` (null: a spectator) may see them; none once control (a forfeit, a claim) ended the game. */
export function promptsFor(meta: GameMeta, at: Controlled, seat: SeatId | null): SeatPrompt[] {
  return promptsOf(meta.ruleset, at).map((p) =>
    p.seat === seat
      ? { seat: p.seat, kind: p.kind, text: p.text, options: p.options, ...(p.suggested !== undefined && { suggested: p.suggested }), ...promptWords(meta.ruleset, p) }
      : { seat: p.seat, kind: p.kind, text: p.text },
  );
}

/** How far `seat` (null: a spectator, who may take nothing back) may take back its latest commands at a position; told only to that seat's holder, as its options are. */
export function takeBackFor(meta: GameMeta, at: Controlled, seat: SeatId | null): TakeBackReach | null {
  return seat === null ? null : takeBackReach(at.takeBack, seat, outcomeOf(meta.ruleset, at) !== null);
}

/** The answer to a seat's command that was carried out. */
export function commandAnswer(meta: GameMeta, seat: SeatId, accountId: string, executed: Executed): CommandAnswer {
  const at = executed.position;
  const outcome = outcomeOf(meta.ruleset, at);
  const awaiting = awaitingSeats(meta.ruleset, at);
  return {
    ruleset: meta.ruleset.id,
    gameId: meta.id,
    version: executed.version,
    status: outcome ? 'finished' : 'active',
    seat,
    events: redactEntries(executed.entries, viewerFor(meta, accountId, outcome !== null), eventWords(meta.ruleset)),
    awaiting,
    deadlines: deadlinesOf(at, awaiting),
    prompts: promptsFor(meta, at, seat),
    takeBack: takeBackFor(meta, at, seat),
    outcome,
  };
}
