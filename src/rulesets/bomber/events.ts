/**
 * Every Bomber event. Events hold the dice results, so replay never re-rolls.
 * Which are secret is decided where they are emitted (`Play.emitSecret`):
 * anything about an Air Box's contents, the hand, the deck, the Mission Sheet
 * or the Flak goes only to its owner (or to nobody), with a redacted form for
 * the others that names at most public counter ids. An event about how an Air
 * unit flies follows `observation/redaction.ts`: the others learn no more than
 * where its counter is; Observation Reports reach them through their views.
 */
import type { FlakType } from './data/cards/flak-hit-chart.js';
import type { CounterMoved } from './observation/redaction.js';
import type { BomberCommand } from './commands.js';
import type { AfricanLetter, Altitude, Attack, BattleFormation, GroundBox, Launch, Location, MissionLine, Phase, Side, Spot, StandingOrders } from './state.js';

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

/** One Formation's roll in an Air or Rocket Combat (XIII.D): its Model and Strength Points are then seen by both (XIII.F.2). */
export interface AirRoll {
  /** The firing and the target Formation, as indexes in the Battle's Formations. */
  readonly by: number;
  readonly at: number;
  /** Guns or a Rocket launch of the attacker's, or the target's return fire. */
  readonly fire: Launch | 'return';
  readonly variant: string;
  readonly sp: number;
  readonly basic: number;
  readonly modifiers: readonly string[];
  readonly table: number;
  /** The die, or null where Table 0 can hit nothing and none is rolled (ruling C5). */
  readonly die: number | null;
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
  /** A side's standing orders changed: its own secret. */
  | { readonly type: 'standing-orders-set'; readonly side: Side; readonly standing: StandingOrders }
  /** The Battles of a Combat Phase, in map order (XIII.A). */
  | { readonly type: 'battles-found'; readonly spots: readonly Spot[] }
  /** A Battle's Formations laid out for both sides (XII.I, XIII.F.2): Bombers told apart, nothing more. */
  | { readonly type: 'battle-set-up'; readonly battle: number; readonly formations: readonly BattleFormation[] }
  | { readonly type: 'attack-assigned'; readonly battle: number; readonly attack: Attack }
  /** One pairing of an Air Combat resolved: the attacker's roll and the target's, if it fired back. */
  | { readonly type: 'air-combat-rolled'; readonly battle: number; readonly rolls: readonly AirRoll[] }
  /** Hits marked on an Air Box (XIII.E.1): the Plane units eliminated are seen by both, the hits left only by the owner. */
  | { readonly type: 'air-box-hit'; readonly side: Side; readonly airUnit: number; readonly hits: number; readonly eliminated: readonly string[] }
  /** Drop Tanks dropped in Air Combat (XII.D.2): only Internal Endurance is left. The owner's (the Turn Record shows the Endurance unit). */
  | { readonly type: 'drop-tanks-jettisoned'; readonly side: Side; readonly airUnit: number; readonly planes: readonly string[]; readonly endurance: number }
  /** Rockets fired, or dropped when American Fighters engage (XII.D.1, rulings §11, §24): the German's. */
  | { readonly type: 'rockets-spent'; readonly airUnit: number; readonly planes: readonly string[]; readonly why: 'fired' | 'fighters' }
  /** An Air unit that fought drops an Altitude Level (rulings §12): its owner's. */
  | { readonly type: 'altitude-lost'; readonly side: Side; readonly airUnit: number; readonly altitude: Altitude }
  /** American Bomber Air units in a hex where an Air Combat with German units was resolved (rulings §25): the American's. */
  | { readonly type: 'bombers-intercepted'; readonly airUnits: readonly number[] }
  | { readonly type: 'battle-ended'; readonly battle: number }
  /** The Combat Phase is over: its Air Combat spots are the last Combat Phase's (XIII.F.1, XII.C.4). */
  | { readonly type: 'combat-phase-ended'; readonly lastCombat: readonly Spot[] }
  /** In a solo game, the command the server chose for the German side (`german-player/`), before the events it caused: the German's alone (nobody's until the end). */
  | { readonly type: 'german-played'; readonly command: BomberCommand }
  /** The American announces that a Bomber Air unit bombs now (XIII.G): its target and Bomb Altitude become public. */
  | { readonly type: 'bombing-announced'; readonly airUnit: number; readonly city: string; readonly hex: string; readonly altitude: Altitude }
  /** The announcement is over: Flak fires at the Air units announced, then they bomb. */
  | { readonly type: 'announcement-closed' }
  /** One Flak die against one Bomber Formation (XIII.G), public as the German rolls it: the City's Flak of a Type, the Hit Table found, the die, the hits. */
  | { readonly type: 'flak-fired'; readonly city: string; readonly flak: FlakType; readonly flakSp: number; readonly airUnit: number; readonly altitude: Altitude; readonly table: number; readonly die: number; readonly hits: number }
  /** A Bomber Air unit's Bombing (XIII.H): the Model and Strength Points the Hit Table was found by, the die, the hits on the City (public, on the Mission Sheet). */
  | { readonly type: 'bombed'; readonly airUnit: number; readonly city: string; readonly variant: string; readonly sp: number; readonly altitude: Altitude; readonly turnsInAir: number; readonly table: number; readonly die: number; readonly hits: number }
  /** A secret step's edits, all in one event its owner alone sees, so that nobody can count them (secret-edits.ts). */
  | { readonly type: 'secret-edits'; readonly side: Side; readonly events: readonly BomberEvent[] };

/** The forms the other side (and spectators) see of secret events. */
export type RedactedEvent =
  | { readonly type: 'target-cards-shuffled' }
  | { readonly type: 'target-card-drawn' }
  | { readonly type: 'submitted'; readonly side: Side; readonly step: 'air-status' | 'mission-sheet' | 'readiness' }
  | { readonly type: 'air-box-hit'; readonly side: Side; readonly airUnit: number; readonly eliminated: readonly string[] }
  /** The public part of an event that moves a counter (observation/redaction.ts). */
  | CounterMoved;

