/**
 * The Bommerz game state: plain JSON (it is hashed and snapshotted), holding
 * the whole truth including face-down counters' kinds; `view` decides who sees what.
 */
import type { SeatId } from '../../kernel/ruleset.js';
import type { CounterKind } from './rules.js';
import type { Setup } from './setup.js';

/** Where the game is in its turn (the rulebook's "The Turn"), plus set-up and the end. */
export type Phase =
  | 'setup' // before start(): nothing placed
  | 'placing' // the Imperial player places drawn counters (two-player and larger games)
  | 'turn-start' // a turn is about to begin: the next call rolls the Speed dice
  | 'speeds' // Ork players pick one of two dice for each Bommer's Speed
  | 'ork-move' // Bommerz move one at a time, fastest first (rulings §7)
  | 'imperial-flip' // the Imperial player may flip one counter face up
  | 'imperial-move' // face-up Interceptors and flak move (the server's in solo games)
  | 'second-wave' // the Ork players decide whether a second wave flies
  | 'over';

/** What every craft (a Fighta-Bommer or a face-up Interceptor) carries while flying. */
export interface Flight {
  /** The space it is on, or null when off the board. */
  readonly space: string | null;
  /** The space it last came from: it may not enter it next (its "tail"). */
  readonly tail: string | null;
  readonly damage: number;
  /** The two movement dice this turn, before damage. */
  readonly speedDice: readonly [number, number] | null;
  readonly speed: number | null;
  /** Whether it has had its move this turn. */
  readonly moved: boolean;
}

/** One Ork Fighta-Bommer. */
export interface BommerState extends Flight {
  /** "b1".."b4" in the first wave, "b5".."b8" in the second. */
  readonly id: string;
  readonly wave: number;
  /** Null only for the four-player spare before anyone has earned it. */
  readonly owner: SeatId | null;
  /** "reserve" is the four-player spare waiting to enter. */
  readonly status: 'reserve' | 'flying' | 'left' | 'destroyed';
  /** Hits this Bommer scored on bridges (those that counted towards the four). */
  readonly bridgeHits: number;
}

/** One of the twelve defence counters. An Interceptor counter is a craft once face up. */
export interface CounterState extends Flight {
  /** "c1".."c12", numbered in the order of the opening shuffle, so an id says nothing about the kind. */
  readonly id: string;
  readonly kind: CounterKind;
  /** "pool": face down off the board; "drawn": in the Imperial player's hand, to be placed. */
  readonly status: 'pool' | 'drawn' | 'board' | 'destroyed';
  readonly faceUp: boolean;
}

/** A bridge and the hits it has taken. */
export interface BridgeState {
  readonly space: string;
  readonly hits: number;
}

/** The craft now moving, how far it may still go, and whether it may bomb where it is. */
export interface ActiveMove {
  readonly craft: string;
  readonly remaining: number;
  /** True right after entering a space and surviving it, until a run is made ("before moving on"). */
  readonly runAvailable: boolean;
}

/** What drove a craft off. */
export type DriveOffCause = 'flak' | 'dogfight';

/** A craft that must be driven off, waiting for the seat that chooses where (rulings §6). */
export interface PendingDriveOff {
  readonly craft: string;
  readonly from: string;
  readonly decider: SeatId;
  readonly options: readonly string[];
  readonly cause: DriveOffCause;
}

/** How a seat answers drive-off choices without being asked (rulings §6). */
export const STANDING_ORDERS = ['ask', 'away-from-bridges', 'away-from-bommerz'] as const;
export type StandingOrder = (typeof STANDING_ORDERS)[number];

/**
 * What a version of the rules plays differently, for the versions from 3 on
 * (editions.ts reads it). States of version-2 games have none, in their
 * snapshots too: they were folded before it existed.
 */
export interface RulesEdition {
  readonly version: 3 | 4;
  /** Turns a wave may fly (the game option `waveTurns`, Sortie's house rule S27); null: no limit (version 4). */
  readonly waveTurns: number | null;
}

/** The whole game. */
export interface BommerzState {
  readonly setup: Setup;
  /** The rules this game is played under; absent: version 2 (editions.ts). */
  readonly rules?: RulesEdition;
  readonly phase: Phase;
  /** 1 or 2 once started. */
  readonly wave: number;
  /** The turn within the wave, counted for fuel; 0 before the first. */
  readonly turn: number;
  readonly bommerz: readonly BommerState[];
  readonly counters: readonly CounterState[];
  readonly bridges: readonly BridgeState[];
  readonly active: ActiveMove | null;
  readonly pending: PendingDriveOff | null;
  readonly orders: Readonly<Record<SeatId, StandingOrder>>;
  /** Second-wave votes cast so far. */
  readonly votes: Readonly<Record<SeatId, boolean>>;
}
