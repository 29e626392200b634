/**
 * Every Bommerz event. Events hold the dice results, so replay never re-rolls.
 * Events that name a face-down counter's kind, or a face-down counter's id
 * (an id seen before a reshuffle would tell its kind), are emitted with
 * `visibleTo` and a redacted form that names only spaces.
 */
import type { SeatId } from '../../kernel/ruleset.js';
import type { CounterKind } from './rules.js';
import type { DriveOffCause, Phase, StandingOrder } from './state.js';

/** A choice among equals settled by a die of `among.length` sides (rulings §5), kept in the log. */
export interface TieBreak {
  readonly among: readonly string[];
  readonly roll: number;
}

/** Who chose a drive-off: a seat, its standing order, the server's rule, or nobody (one place only). */
export type ChosenBy =
  | { readonly seat: SeatId }
  | { readonly seat: SeatId; readonly order: StandingOrder; readonly tieBreak?: TieBreak }
  | { readonly server: 'away-from-bridges'; readonly tieBreak?: TieBreak }
  | { readonly forced: true };

/** Why a piece was destroyed. */
export type DestroyCause = 'laser' | 'flak' | 'damage' | 'hemmed-in' | 'out-of-fuel' | 'bombing-run';

export type BommerzEvent =
  /** The opening shuffle: counter c(n+1) is kinds[n]. Nobody sees it. */
  | { readonly type: 'counters-shuffled'; readonly kinds: readonly CounterKind[] }
  /** The Imperial player draws counters into his hand and looks at them. */
  | { readonly type: 'counters-drawn'; readonly counters: readonly { readonly id: string; readonly kind: CounterKind }[] }
  /** Destroyed counters go back face down into the pool before a second wave. */
  | { readonly type: 'counters-reshuffled'; readonly counters: readonly string[] }
  /** Face-down counters placed on the board. */
  | { readonly type: 'counters-placed'; readonly placements: readonly { readonly counter: string; readonly space: string }[] }
  | { readonly type: 'wave-launched'; readonly wave: number; readonly bommerz: readonly { readonly id: string; readonly owner: SeatId | null; readonly space: string | null }[] }
  | { readonly type: 'turn-started'; readonly turn: number }
  | { readonly type: 'spare-assigned'; readonly bommer: string; readonly owner: SeatId }
  | { readonly type: 'spare-entered'; readonly bommer: string; readonly space: string }
  | { readonly type: 'speed-dice-rolled'; readonly rolls: readonly { readonly craft: string; readonly dice: readonly [number, number] }[] }
  | { readonly type: 'speed-chosen'; readonly craft: string; readonly speed: number }
  | { readonly type: 'phase-entered'; readonly phase: Phase }
  | { readonly type: 'move-started'; readonly craft: string }
  | { readonly type: 'craft-moved'; readonly craft: string; readonly from: string; readonly to: string; readonly tieBreak?: TieBreak }
  | { readonly type: 'counter-revealed'; readonly counter: string; readonly kind: CounterKind; readonly space: string; readonly by: string }
  /** A face-up laser fires at a Bommer entering its space, then flips face down. */
  | { readonly type: 'laser-fired'; readonly counter: string; readonly bommer: string; readonly roll: number; readonly damage: number; readonly needed: number; readonly dodged: boolean }
  | { readonly type: 'rock-spires-dodged'; readonly counter: string; readonly craft: string; readonly roll: number; readonly damage: number; readonly needed: number; readonly dodged: boolean }
  /** Flak fires: the bridge battery and any flak counter on the space, rolled together. */
  | { readonly type: 'flak-fired'; readonly bommer: string; readonly space: string; readonly batteries: readonly string[]; readonly dice: readonly number[]; readonly needed: number; readonly hits: number }
  | { readonly type: 'dogfight'; readonly bommer: string; readonly interceptor: string; readonly rolls: readonly (readonly [number, number])[]; readonly damage: readonly [number, number]; readonly winner: string; readonly margin: number }
  | { readonly type: 'craft-damaged'; readonly craft: string; readonly damage: number }
  | { readonly type: 'destroyed'; readonly piece: string; readonly cause: DestroyCause }
  | { readonly type: 'drive-off-awaited'; readonly craft: string; readonly from: string; readonly decider: SeatId; readonly options: readonly string[]; readonly cause: DriveOffCause }
  | { readonly type: 'driven-off'; readonly craft: string; readonly from: string; readonly to: string; readonly chosenBy: ChosenBy }
  /** A craft to be driven off with no space to go to stays where it is, its move over (rulings §9; version 3). */
  | { readonly type: 'held'; readonly craft: string; readonly space: string; readonly cause: DriveOffCause }
  | { readonly type: 'bombing-run'; readonly bommer: string; readonly target: 'bridge' | 'flak'; readonly space: string; readonly dice: readonly number[]; readonly damage: number; readonly needed: number; readonly hits: number; readonly counted: number }
  | { readonly type: 'bridge-destroyed'; readonly space: string }
  | { readonly type: 'move-ended'; readonly craft: string }
  | { readonly type: 'flew-off'; readonly bommer: string; readonly from: string }
  | { readonly type: 'flip-skipped' }
  | { readonly type: 'flak-moved'; readonly counter: string; readonly from: string; readonly to: string }
  | { readonly type: 'out-of-fuel'; readonly bommerz: readonly string[] }
  | { readonly type: 'wave-ended'; readonly wave: number }
  | { readonly type: 'second-wave-vote'; readonly seat: SeatId; readonly fly: boolean }
  | { readonly type: 'standing-order-set'; readonly seat: SeatId; readonly order: StandingOrder }
  | { readonly type: 'game-ended' };

/** The forms others see of the events that carry hidden information: spaces and counts, never ids or kinds; that a seat set a standing order, never which. */
export type RedactedEvent =
  | { readonly type: 'counters-shuffled' }
  | { readonly type: 'counters-drawn'; readonly count: number }
  | { readonly type: 'counters-placed'; readonly spaces: readonly string[] }
  | { readonly type: 'standing-order-set'; readonly seat: SeatId };

/**
 * Whether an event shows someone what it did not know — a face-down counter
 * turned face up, counters drawn into the Imperial's hand — so that nothing
 * before it may be taken back (Ruleset.reveals; the kernel sees dice drawn
 * and the other seats acting itself).
 */
export function reveals(event: BommerzEvent): boolean {
  return event.type === 'counter-revealed' || event.type === 'counters-drawn';
}
