/**
 * Every Bomber event. Events hold the dice results, so replay never re-rolls.
 * Which are secret is decided where they are emitted (`Play.emitSecret`):
 * anything about an Air Box's contents, the hand, the deck, the Mission Sheet
 * or the Flak goes only to its owner (or to nobody), with a redacted form for
 * the others that names at most public counter ids. An event about how an Air
 * unit flies follows `observation/redaction.ts`: the others learn no more than
 * where its counter is; Observation Reports reach them through their views.
 */
import type { BomberCommand } from './commands.js';
import type { AfricanLetter, Altitude, GroundBox, Location, MissionLine, Phase, Side } from './state.js';

/** A Plane unit and the Air Box it went into (null: taken out again). */
export interface Boxing {
  readonly plane: string;
  readonly airUnit: number | null;
}

/** What one landing did to an Air Box (XII.A.1.a–b). */
export interface LandingResult {
  readonly planes: readonly string[];
  /** The night landing die, if one was rolled. */
  readonly nightRoll: number | null;
  readonly hitsAdded: number;
  /** Plane units eliminated by the hits (rulings §13). */
  readonly eliminated: readonly string[];
  /** Hits left in the Air Box after. */
  readonly hits: number;
}

export type BomberEvent =
  /** The Target Card deck in its shuffled order: nobody sees it before the end (rulings §28). */
  | { readonly type: 'target-cards-shuffled'; readonly deck: readonly string[] }
  | { readonly type: 'target-card-drawn'; readonly card: string; readonly verdict: 'keep' | 'may-discard' | 'must-discard' }
  | { readonly type: 'target-card-decided'; readonly card: string; readonly keep: boolean }
  /** Fixed set-ups (the Introductory Game) put their Plane units straight into their boxes. */
  | { readonly type: 'planes-boxed'; readonly side: Side; readonly boxing: readonly Boxing[] }
  | { readonly type: 'rockets-set'; readonly side: Side; readonly airUnit: number; readonly rockets: boolean }
  | { readonly type: 'flak-placed'; readonly city: string; readonly flak: 'heavy' | 'light'; readonly units: number }
  | { readonly type: 'submitted'; readonly side: Side; readonly step: 'air-status' | 'mission-sheet' | 'readiness' }
  | { readonly type: 'counter-placed'; readonly side: Side; readonly airUnit: number; readonly at: Location }
  | { readonly type: 'air-unit-covered'; readonly side: Side; readonly airUnit: number; readonly by: number }
  | { readonly type: 'map-setup-ended'; readonly side: Side }
  | { readonly type: 'mission-line-set'; readonly airUnit: number; readonly line: MissionLine }
  | { readonly type: 'phase-entered'; readonly turn: number; readonly phase: Phase }
  | { readonly type: 'plane-readied'; readonly side: Side; readonly plane: string; readonly to: GroundBox; readonly rockets: boolean; readonly hex: string | null }
  | { readonly type: 'end-offered'; readonly side: Side }
  | { readonly type: 'initiative-rolled'; readonly rolls: readonly (readonly [american: number, german: number])[]; readonly first: Side }
  /** An Air unit's first Plane units are up: its Endurance unit goes on the Turn Record (rulings §8). */
  | { readonly type: 'air-unit-took-off'; readonly side: Side; readonly airUnit: number; readonly endurance: number; readonly at: Location }
  | { readonly type: 'planes-took-off'; readonly side: Side; readonly airUnit: number; readonly planes: readonly string[]; readonly altitude: Altitude; readonly hex: string | null }
  | { readonly type: 'air-unit-landed'; readonly side: Side; readonly airUnit: number; readonly at: Location; readonly base: boolean }
  | { readonly type: 'landing-resolved'; readonly side: Side; readonly airUnit: number; readonly result: LandingResult }
  /** No friendly land to come down on (XII.A.1.d), the Endurance unit ran out off the board (rulings §8), or still up after Turn 33 (XIV). */
  | { readonly type: 'air-unit-crashed'; readonly side: Side; readonly airUnit: number; readonly why: 'crash' | 'fuel' | 'last-turn' }
  | { readonly type: 'planes-lost'; readonly side: Side; readonly airUnit: number; readonly planes: readonly string[] }
  | { readonly type: 'air-unit-entered'; readonly side: Side; readonly airUnit: number; readonly hex: string; readonly endurance: number }
  | { readonly type: 'air-unit-exited'; readonly side: Side; readonly airUnit: number; readonly letter: AfricanLetter; readonly lands: number }
  /** One hex entered (XII.C.1), by its hexside `enteredFrom` (0–5): public, as the counter moves; it costs one Movement Factor. */
  | { readonly type: 'air-unit-flew'; readonly side: Side; readonly airUnit: number; readonly hex: string; readonly enteredFrom: number }
  /** One Altitude Level up or down (XII.C.2), costing `cost` Movement Factors: its owner's secret. */
  | { readonly type: 'altitude-changed'; readonly side: Side; readonly airUnit: number; readonly altitude: Altitude; readonly cost: number }
  /** The Movement Factor paid to break contact (XII.C.4): its owner's secret. */
  | { readonly type: 'contact-broken'; readonly side: Side; readonly airUnit: number }
  /** A Plane unit into Formation `formation` of its Air Box (IX.E, XII.C.3): its owner's secret. */
  | { readonly type: 'formation-changed'; readonly side: Side; readonly plane: string; readonly formation: number }
  /** Rockets dropped (XII.D.1): the German player's secret. */
  | { readonly type: 'rockets-jettisoned'; readonly side: Side; readonly airUnit: number }
  /** In a solo game, the command the server chose for the German side (`german-player/`), before the events it caused: the German's alone (nobody's until the end). */
  | { readonly type: 'german-played'; readonly command: BomberCommand }
  /** A secret step's edits, all in one event its owner alone sees, so that nobody can count them (secret-edits.ts). */
  | { readonly type: 'secret-edits'; readonly side: Side; readonly events: readonly BomberEvent[] };

/** The forms the other side (and spectators) see of secret events. */
export type RedactedEvent =
  | { readonly type: 'target-cards-shuffled' }
  | { readonly type: 'target-card-drawn' }
  | { readonly type: 'submitted'; readonly side: Side; readonly step: 'air-status' | 'mission-sheet' | 'readiness' };

