/**
 * Observation Reports (IX.G, the Observation Reports Chart, rulings §18–19):
 * what a side is told, live, of each enemy counter. By the counter's
 * observation distance: beyond 3 hexes the counter only; 2–3 its Altitude
 * Levels ("ground" for Plane units on the ground); 1 also its number of
 * Plane units; 0 (in enemy land, or sharing a hex with an enemy Air unit
 * that holds Plane units) also the Types and Models, listed per hex with
 * their Plane-unit counts, never per counter (rulings §19). At Combat
 * set-up a counter in a Battle also says whether it holds Bombers (IX.G.2).
 * A cover counter reports what it covers, a bluff nothing, by the same rule
 * and in the same shape. Counters in an African Base Box are off the board:
 * the counter only.
 */
import { contextOf } from '../context.js';
import { observationReport, type Report } from '../data/cards/observation.js';
import { otherSide, type Altitude, type BomberState, type Location, type PlaneUnit, type Side } from '../state.js';
import { battleSpots, spotSet } from './combat-set-up.js';
import { observationDistance } from './distance.js';
import { counterHoldings } from './holdings.js';

/** An Altitude Level as reported: Plane units on the ground report "ground" (rulings §18). */
export type SeenAltitude = Altitude | 'ground';

/** What a side is told of one enemy counter; a field is null when the chart does not reveal it at the counter's distance. */
export interface CounterReport {
  /** The side the counter belongs to. */
  readonly side: Side;
  readonly airUnit: number;
  readonly at: Location;
  readonly altitudes: readonly SeenAltitude[] | null;
  readonly planeUnits: number | null;
  /** Whether it holds Bomber Type units: told only at Combat set-up (IX.G.2). */
  readonly bombers: boolean | null;
}

/** One Model and Type in a hex, with how many Plane units of it are there. */
export interface SeenModel {
  readonly model: string;
  readonly type: string;
  readonly planeUnits: number;
}

/** The Types and Models of a side's Plane units in a hex where they are revealed (distance 0), with the hex's Altitude Levels and total. */
export interface HexReport {
  readonly side: Side;
  readonly hex: string;
  readonly altitudes: readonly SeenAltitude[];
  readonly planeUnits: number;
  readonly models: readonly SeenModel[];
}

/** Everything a side is told of the other side's counters now. */
export interface Observation {
  readonly counters: readonly CounterReport[];
  readonly hexes: readonly HexReport[];
}

const ALTITUDE_ORDER: readonly SeenAltitude[] = ['ground', 0, 1, 2];

/** The Altitude Levels Plane units are at, in ALTITUDE_ORDER (each level a bit: this is asked for every counter in sight after every event). */
function altitudesOf(planes: readonly PlaneUnit[]): SeenAltitude[] {
  let seen = 0;
  for (const p of planes) seen |= 1 << ALTITUDE_ORDER.indexOf(p.ground !== null || p.altitude === null ? 'ground' : p.altitude);
  return ALTITUDE_ORDER.filter((_, i) => (seen & (1 << i)) !== 0);
}

function modelsOf(state: BomberState, planes: readonly PlaneUnit[]): SeenModel[] {
  const ctx = contextOf(state.scenario);
  const counts = new Map<string, number>();
  for (const p of planes) counts.set(p.variant, (counts.get(p.variant) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, planeUnits]) => {
      const v = ctx.variant(key);
      return { model: v.model, type: v.type, planeUnits };
    });
}

const has = (reveals: readonly Report[], r: Report) => reveals.includes(r);

/**
 * What `observer` is told now of every counter of the other side; Bombers
 * are told apart in the Battles being set up (IX.G.2). With `sightedOnly`,
 * the counters it is told no more of than where they stand are left out:
 * "last seen" keeps only what a report told beyond that, and asks after
 * every event.
 */
export function observe(state: BomberState, observer: Side, { sightedOnly = false } = {}): Observation {
  const observed = otherSide(observer);
  const holdings = counterHoldings(state, observed);
  const distance = observationDistance(state, observed, counterHoldings(state, observer));
  const toldApart = battleSpots(state);
  const inBattle = toldApart.length > 0 ? spotSet(toldApart) : null;
  const counters: CounterReport[] = [];
  const revealedHexes = new Map<string, PlaneUnit[]>();
  holdings.forEach((planes, airUnit) => {
    const at = state[observed].airUnits[airUnit - 1]!.counter!.at;
    const reveals = 'hex' in at ? observationReport(distance(at.hex)) : observationReport(Infinity);
    if (sightedOnly && !has(reveals, 'altitudeLevels')) return;
    const bombers = inBattle !== null && 'hex' in at && planes.some((p) => p.ground === null && p.altitude !== null && inBattle(at.hex, p.altitude));
    counters.push({
      side: observed,
      airUnit,
      at: 'hex' in at ? { hex: at.hex } : { africa: at.africa },
      altitudes: has(reveals, 'altitudeLevels') ? altitudesOf(planes) : null,
      planeUnits: has(reveals, 'planeUnitCount') ? planes.length : null,
      bombers: bombers ? planes.some((p) => contextOf(state.scenario).variant(p.variant).type === 'B') : null,
    });
    if ('hex' in at && has(reveals, 'typesAndModels')) revealedHexes.set(at.hex, [...(revealedHexes.get(at.hex) ?? []), ...planes]);
  });
  if (revealedHexes.size === 0) return { counters, hexes: [] };
  const hexes = [...revealedHexes]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([hex, planes]): HexReport => ({ side: observed, hex, altitudes: altitudesOf(planes), planeUnits: planes.length, models: modelsOf(state, planes) }));
  return { counters, hexes };
}
