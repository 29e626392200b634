/**
 * The Bomber game state: plain JSON holding the whole truth (it is hashed and
 * snapshotted), folded from events; `view` decides who sees what. Shaped for
 * the later parts: Bomber II adds movement and observation to the flying
 * fields here (altitude, facing, formations), Bomber III combat and victory
 * (hits, bombed, lastCombat), without reshaping what Bomber I fills in.
 */
import type { Area } from './data/scenario-schema.js';
import type { Sightings } from './observation/last-seen.js';

/** The two sides; each is a seat. */
export type Side = 'american' | 'german';
export const SIDES: readonly Side[] = ['american', 'german'];
/** The other side. */
export const otherSide = (side: Side): Side => (side === 'american' ? 'german' : 'american');

/** The off-board African Bases (III.A.2). */
export type AfricanLetter = 'A' | 'L' | 'T';
/** The ground sections of an Air Box (X.A). */
export type GroundBox = 'A' | 'B' | 'C' | 'D';
export const GROUND_BOXES: readonly GroundBox[] = ['A', 'B', 'C', 'D'];
export type Altitude = 0 | 1 | 2;

/** Air units per side (V.A). */
export const AIR_UNITS = 40;
/** The last Turn (VIII). */
export const LAST_TURN = 33;

/** One Plane unit (a Group or Gruppe): fixed by the scenario, then where it is and how it is armed. */
export interface PlaneUnit {
  /** "a1"… American, "g1"… German, in the scenario's order. */
  readonly id: string;
  /** Model and Type, e.g. "Me-110 D". */
  readonly variant: string;
  readonly sp: number;
  /** May carry a Rocket unit (the scenario marks it). */
  readonly rocketCapable: boolean;
  readonly designation: string | null;
  /** The American geographical area it belongs to (V note, VI.C); null for German units. */
  readonly area: Area | null;
  /** The Air Box it is in, once packed (V.C); it never changes box after set-up (IX.E). */
  readonly airUnit: number | null;
  /** The ground section it is in, or null while flying or eliminated. */
  readonly ground: GroundBox | null;
  /** Its Altitude Level while flying. */
  readonly altitude: Altitude | null;
  readonly rockets: boolean;
  readonly dropTanks: boolean;
  /** The Turn it last moved a ground box (X.A: one box a Turn). */
  readonly readiedOn: number;
  /** Bombers take off once a day (X.C). */
  readonly flown: boolean;
  readonly eliminated: boolean;
  /**
   * The Formation it flies in within its Air Box (IX.E), numbered within the
   * box; null on the ground. A Bomber Air unit's Plane units are one
   * Formation once it leaves its Base hex. Bomber II (flight) fills it in.
   */
  readonly formation: number | null;
}

/** Where a map counter stands: a hex, or an African Base Box (III.A.5). */
export type Location = { readonly hex: string } | { readonly africa: AfricanLetter };

/** An Air unit's counter on the mapboard. */
export interface Counter {
  readonly at: Location;
  /** Public for German units (rulings §17). */
  readonly flying: boolean;
  /** The hexside an American unit entered its hex by (IX.B.2), once it has moved: Bomber II. */
  readonly facing: number | null;
}

/** An Air unit off the board: on its way from an African Base to an Entry hex, or back (XII.E). */
export interface OffBoard {
  readonly direction: 'outbound' | 'inbound';
  readonly letter: AfricanLetter;
  /** Outbound: the Turn it took off (it is placed in an N-Turn Entry hex N Turns later); inbound: the Turn it lands. */
  readonly turn: number;
}

/** One of a side's forty Air units (V.A), its Air Box and its counter. */
export interface AirUnit {
  readonly id: number;
  /** Hit units in its Air Box (XIII.E.1). */
  readonly hits: number;
  readonly counter: Counter | null;
  /** The cover counter it is represented by (VI.D), if any; then it has no counter of its own. */
  readonly coveredBy: number | null;
  /** The Turn Record box of its Endurance unit while flying (rulings §8). */
  readonly endurance: number | null;
  /** Whether the Endurance unit is still hidden (an African take-off, XII.E.1, until placed on the board). */
  readonly enduranceHidden: boolean;
  readonly takeOffTurn: number | null;
  /** Landed away from a Base: out for the day (XII.A.1.c). */
  readonly outForDay: boolean;
  readonly offBoard: OffBoard | null;
  /** The Turn it reached the Entry hex it stands in, for an exit (XII.E.2). */
  readonly reachedEntryOn: number | null;
  /**
   * The hexside (0–5, as `data/hex-grid.ts` numbers them) by which it entered
   * the hex it is in during the current Movement Phase; null if it did not
   * move into it this Phase (it stayed, took off there or was placed): XII.I
   * puts such units at 6 o'clock. Bomber II (flight) fills it in.
   */
  readonly enteredFrom: number | null;
  /** The Turn a Bomber Air unit bombed (XIII.H: once a day); it then flies home (XII.G, rulings §15). Bomber III fills it in. */
  readonly bombedOn: number | null;
  /** Whether an Air Combat with German units was resolved in its hex while it was there (rulings §25, XV.A.1). Bomber III fills it in. */
  readonly intercepted: boolean;
  /** What it has done in its side's Movement Phase this Turn (XII.B–C): Bomber II (flight). Secret but for what the counter shows. */
  readonly moved: MoveRecord;
}

/** An Air unit's movement this Turn: reset when its side's Movement Phase begins (XII.B: nothing is carried over). */
export interface MoveRecord {
  /** Movement Factors spent (hexes entered, climbs, breaking contact). */
  readonly spent: number;
  /** Altitude Levels climbed (XII.C.2.b prices a Turn's climbing by levels). */
  readonly climbed: number;
  /** It has paid to break contact this Phase (XII.C.4): once is enough. */
  readonly contactBroken: boolean;
  /** It moved in the Landing Step, so it must land in it (rulings §22). */
  readonly toLand: boolean;
  /** Its move is over for the Turn: placed in an Entry hex (XII.E.1). */
  readonly done: boolean;
}

/** The record of an Air unit that has not moved yet this Turn. */
export const NOT_MOVED: MoveRecord = { spent: 0, climbed: 0, contactBroken: false, toLand: false, done: false };

/** One line of the Mission Sheet (VII), for a Bomber Air unit. */
export interface MissionLine {
  /** A Target City, "feint" or "no" (VII.A.1). */
  readonly primary: string;
  readonly bombAltitude: Altitude;
  readonly formation: 'open' | 'tight';
  readonly takeOffTurn: number;
  /** Only for a Shuttle Mission (VII.E): the area it lands in. */
  readonly land: Area | null;
  /** Bomb hits scored (VII.B.2): Bomber III. */
  readonly hits: number | null;
}

/** A hex at one Altitude Level: where a Battle is fought (XIII.A). */
export interface Spot {
  readonly hex: string;
  readonly altitude: Altitude;
}

/**
 * The American's bombing announcement in the current Combat Phase (XIII.G):
 * the Bomber Air units announced, in the order announced, and whether the
 * announcement is closed (then Flak has fired at them). It lasts for its
 * Combat Phase: entering any other phase clears it.
 */
export interface BombRun {
  readonly airUnits: readonly number[];
  readonly closed: boolean;
}

/** Flak units placed in City Boxes (V.B), by city. */
export type FlakPlacement = Readonly<Record<string, { readonly heavy: number; readonly light: number }>>;

/** A side's whole force and what it has done this Turn. */
export interface SideState {
  readonly planes: readonly PlaneUnit[];
  /** Air units 1–40, at index id − 1. */
  readonly airUnits: readonly AirUnit[];
  /** Per Base hex, readiness moves and take-offs used this Turn (rulings §9). */
  readonly capacityUsed: Readonly<Record<string, { readonly ready: number; readonly takeOff: number }>>;
  /** Whether the side has submitted the current secret step. */
  readonly submitted: boolean;
  /** Whether the side offers to end the game by agreement this Turn (XIV, rulings §26). */
  readonly offersEnd: boolean;
  readonly standing: StandingOrders;
}

/** The Target Cards (IV.C): the deck's order is nobody's to see. */
export interface Cards {
  readonly deck: readonly string[];
  readonly hand: readonly string[];
  readonly discards: readonly string[];
  /** The card just drawn, waiting for the American player's keep or discard. */
  readonly drawn: string | null;
  /** Cards drawn and kept towards the scenario's number (rulings §28). */
  readonly kept: number;
}

/** The steps of a Movement Phase (VIII.C, XII.A). */
export type MovementStep = 'landing' | 'normal' | 'take-off';
/**
 * The steps of a Combat Phase (VIII.D, XIII.A): choosing the next Battle
 * (`battles`), then that Battle's Air Combat, Flak and Bombing Steps.
 */
export type CombatStep = 'battles' | 'air' | 'flak' | 'bombing';

/** A clock position round the Bombers (XII.I): 12 is ahead of them. */
export type Clock = 2 | 4 | 6 | 8 | 10 | 12;

/** One Formation in a Battle, as both sides see it once the Battle is set up (XII.I, XIII.F.2). */
export interface BattleFormation {
  readonly side: Side;
  readonly airUnit: number;
  /** Its Formation number within its Air Box (`PlaneUnit.formation`, 1 while flight has numbered none). */
  readonly formation: number;
  /** Bombers can always be told from Fighters (XIII.F.2). */
  readonly bomber: boolean;
  /** A German Formation's clock position round the Bombers (XII.I); null where no Bombers fight. */
  readonly clock: Clock | null;
  /** Its Model and Type and Strength Points, shown to both once its Hit Table is found (XIII.F.2); null before. */
  readonly revealed: { readonly variant: string; readonly sp: number } | null;
}

/** How an attack is made: guns, or Rockets launched Close or Distant (XIII.B.1, rulings §11). */
export type Launch = 'guns' | 'close' | 'distant';

/** One attack of the attacker's line-up: its Formation (an index in the Battle's Formations) against a defending one. */
export interface Attack {
  readonly attacker: number;
  readonly target: number;
  readonly launch: Launch;
}

/** A Battle (XIII.A): every opposing flying unit at one hex and Altitude, fought Air → Flak → Bombing. */
export interface Battle {
  readonly spot: Spot;
  /** The Formations at the spot, once the Battle's Air Combat Step has set it up; empty before. */
  readonly formations: readonly BattleFormation[];
  /** The attacker's line-up, in the order it was given. */
  readonly attacks: readonly Attack[];
  /** Whether an Air Combat was resolved in it (for `lastCombat`, XIII.F.1). */
  readonly airCombat: boolean;
  readonly done: boolean;
}

/** The standing orders that answer a side's choices without asking it (bomber-engine.md): all its own secret. */
export interface StandingOrders {
  /** The moving side's Battles: fought in map order (hex, then Altitude) or chosen one by one (XIII.A). */
  readonly battles: 'map' | 'choose';
  /** Which Plane unit carries an Air Box's hits and goes first among equals (XIII.F.3, rulings §13): the last numbered, or the first. */
  readonly hits: 'last' | 'first';
}

/** Where the game is: the pre-game steps, then each Turn's phases and steps of VIII, then the end. */
export type Phase =
  | { readonly kind: 'not-started' }
  | { readonly kind: 'target-cards' }
  | { readonly kind: 'air-status' }
  | { readonly kind: 'map-setup'; readonly side: Side }
  | { readonly kind: 'mission-sheet' }
  | { readonly kind: 'readiness' }
  | { readonly kind: 'initiative' }
  | { readonly kind: 'movement'; readonly order: 'first' | 'second'; readonly side: Side; readonly step: MovementStep }
  | { readonly kind: 'combat'; readonly order: 'first' | 'second'; readonly side: Side; readonly step: CombatStep; readonly battle: number | null }
  | { readonly kind: 'turn-record' }
  | { readonly kind: 'over'; readonly reason: 'last-turn' | 'agreement' };

/** The rules a game is played under, where versions differ (editions.ts); a version-3 state (or older) carries none. */
export interface BomberRules {
  readonly version: 4 | 5;
}

/** The whole game. */
export interface BomberState {
  readonly scenario: string;
  /** The version of the rules the game started under, where they differ (editions.ts): absent for versions 2 and 3. */
  readonly rules?: BomberRules;
  /** Whether the server plays the German side (the `solo` option): it decides from the German view alone (`german-player/`). */
  readonly solo: boolean;
  /** 0 before Turn 1. */
  readonly turn: number;
  readonly phase: Phase;
  readonly american: SideState;
  readonly german: SideState;
  readonly cards: Cards;
  /** The German Flak units placed (V.B): secret. */
  readonly flak: FlakPlacement;
  /** The American Mission Sheet (VII) by Air unit number: secret. */
  readonly missionSheet: Readonly<Record<string, MissionLine>>;
  /** Who moves first this Turn (XI). */
  readonly initiative: Side | null;
  /** The hexes and Altitudes that had Air Combat in the last Combat Phase (XIII.F.1, XII.C.4). Bomber III fills it in. */
  readonly lastCombat: readonly Spot[];
  /** The Battles of the current Combat Phase (XIII.A), by index; empty outside one. */
  readonly battles: readonly Battle[];
  /** Per side, what the last Observation Report told of each enemy counter, and when (IX.G): kept up by `evolve`, shown only to that side. */
  readonly lastSeen: Sightings;
  /** The bombing announced in this Combat Phase, if any (XIII.G–H). */
  readonly bombRun: BombRun | null;
}

/** An Air unit of a side, by number. */
export function airUnitOf(state: BomberState, side: Side, id: number): AirUnit {
  const a = state[side].airUnits[id - 1];
  if (a === undefined) throw new Error(`no Air unit ${id}`);
  return a;
}

/** Per list of a side's Plane units (a state's, never changed), those not eliminated by Air Box: rules ask about one box again and again. */
const boxes = new WeakMap<readonly PlaneUnit[], ReadonlyMap<number, readonly PlaneUnit[]>>();

const NO_PLANES: readonly PlaneUnit[] = [];

/** The Plane units (not eliminated) in an Air unit's box: the index's own list, never to be changed. */
export function planesOf(state: BomberState, side: Side, airUnit: number): readonly PlaneUnit[] {
  const planes = state[side].planes;
  let index = boxes.get(planes);
  if (index === undefined) {
    const byBox = new Map<number, PlaneUnit[]>();
    for (const p of planes) if (p.airUnit !== null && !p.eliminated) byBox.set(p.airUnit, [...(byBox.get(p.airUnit) ?? []), p]);
    boxes.set(planes, (index = byBox));
  }
  return index.get(airUnit) ?? NO_PLANES;
}

/** A Plane unit by id. */
export function planeOf(state: BomberState, side: Side, id: string): PlaneUnit {
  const p = state[side].planes.find((x) => x.id === id);
  if (p === undefined) throw new Error(`no Plane unit ${id}`);
  return p;
}

/** Where an Air unit is: its own counter's place, or its cover counter's (VI.D). */
export function locationOf(state: BomberState, side: Side, id: number): Location | null {
  const a = airUnitOf(state, side, id);
  if (a.counter) return a.counter.at;
  return a.coveredBy === null ? null : locationOf(state, side, a.coveredBy);
}

/** The hex of a location, or null for an African Base Box. */
export const hexOfLocation = (at: Location | null): string | null => (at !== null && 'hex' in at ? at.hex : null);
