/**
 * The Victory Point tally (XV), in the Mission Sheet's form (XV.B): the
 * American lines No Interception, the German Night Fighters, Destroyers and
 * Fighters eliminated and hit, and Bombing; the German lines the American
 * Bombers eliminated, the Bomber Bonus, Fighters eliminated, Bombers and
 * Fighters hit, and the scenario's "Special" adjustment. Every eliminated
 * Plane unit and every Hit unit left in a box at the end counts, whatever
 * put it there (Sortie's ruling 44).
 */
import { Type, type Static, type TInteger } from '@sinclair/typebox';
import { contextOf } from '../context.js';
import { bomberBonus, bombingBonusMultiplier, bombingVp, eliminationVp, hitVp, NO_INTERCEPTION_VP } from '../data/cards/victory-points.js';
import type { PlaneType } from '../data/plane-schema.js';
import { primaryTargetsOf } from '../setup/mission-sheet-step.js';
import { planesOf, type BomberState, type Side } from '../state.js';

const strict = { additionalProperties: false } as const;

/** The Mission Sheet form's lines (XV.B) and their labels; "BOMBING" and "TOTAL" are the form's, lost from the scan's sample (ruling 45). */
export const TALLY_LABELS = {
  american: { noInterception: 'NO INT.', nEliminated: '"N" ELIM.', dEliminated: '"D" ELIM.', fEliminated: '"F" ELIM.', nHits: '"N" HITS', dHits: '"D" HITS', fHits: '"F" HITS', bombing: 'BOMBING', total: 'TOTAL' },
  german: { bEliminated: '"B" ELIM.', bBonus: '"B" BONUS', fEliminated: '"F" ELIM.', bHits: '"B" HITS', fHits: '"F" HITS', special: '"SPECIAL"', total: 'TOTAL' },
} as const;

/** A side's lines of the form as a schema: Victory Points each, described by its label. */
const linesSchema = <K extends string>(labels: Readonly<Record<K, string>>) =>
  Type.Object(Object.fromEntries(Object.entries(labels).map(([k, label]) => [k, Type.Integer({ description: `${String(label)} (Victory Points)` })])) as Record<K, TInteger>, strict);

/** One City's Bombing: hits, Target Value, whether a Primary Target (XV.A.5). */
const CityBombingSchema = Type.Object({ city: Type.String(), hits: Type.Integer({ minimum: 0 }), value: Type.Integer(), primary: Type.Boolean() }, strict);

/** The tally of both sides, as the Mission Sheet's form lists it (XV.B), with the Bombing worked out city by city. */
export const TallySchema = Type.Object(
  {
    american: linesSchema(TALLY_LABELS.american),
    german: linesSchema(TALLY_LABELS.german),
    bombing: Type.Object(
      {
        cities: Type.Array(CityBombingSchema),
        primaryTargetsHit: Type.Integer({ minimum: 0 }),
        /** The Bombing Bonus multiplier on the Primary Targets' points (XV.A.5, by the scenario's year). */
        multiplier: Type.Integer({ minimum: 1 }),
      },
      strict,
    ),
  },
  strict,
);
export type Tally = Static<typeof TallySchema>;

const typeOf = (state: BomberState, variant: string): PlaneType => contextOf(state.scenario).variant(variant).type;

/** VP for a side's eliminated Plane units of a Type, by their original Strength Points (XV.A.2). */
function eliminated(state: BomberState, side: Side, type: PlaneType): number {
  return state[side].planes.filter((p) => p.eliminated && typeOf(state, p.variant) === type).reduce((sum, p) => sum + eliminationVp(type, p.sp), 0);
}

/** VP for the hits left on a side's Air Boxes of a Type that still hold Plane units (XV.A.4). */
function hitsOn(state: BomberState, side: Side, type: PlaneType): number {
  return state[side].airUnits.reduce((sum, a) => {
    const planes = planesOf(state, side, a.id);
    return planes.length > 0 && typeOf(state, planes[0]!.variant) === type ? sum + a.hits * hitVp(type) : sum;
  }, 0);
}

/**
 * No Interception (XV.A.1, rulings §4, §25): 6 VP for each Bomber Plane unit
 * of an Air unit that bombed and hit a Primary Target, was never in a hex
 * where an Air Combat with German units was resolved, and landed — counted
 * as its Plane units on the ground at the end.
 */
function noInterception(state: BomberState, primaries: ReadonlySet<string>): number {
  return state.american.airUnits.reduce((sum, a) => {
    const line = state.missionSheet[String(a.id)];
    if (a.bombedOn === null || a.intercepted || line === undefined || !primaries.has(line.primary) || (line.hits ?? 0) === 0) return sum;
    return sum + NO_INTERCEPTION_VP * planesOf(state, 'american', a.id).filter((p) => p.ground !== null).length;
  }, 0);
}

/** Bombing (XV.A.5): hits × Target Value per City; the Primary Targets' total times the year's Bombing Bonus. */
function bombing(state: BomberState, primaries: ReadonlySet<string>): { points: number; detail: Tally['bombing'] } {
  const ctx = contextOf(state.scenario);
  const hits = new Map<string, number>();
  for (const a of state.american.airUnits) {
    const line = state.missionSheet[String(a.id)];
    if (a.bombedOn !== null && line !== undefined) hits.set(line.primary, (hits.get(line.primary) ?? 0) + (line.hits ?? 0));
  }
  const cities = [...hits].map(([city, n]) => ({ city, hits: n, value: ctx.cities.get(city)!.value, primary: primaries.has(city) })).sort((a, b) => a.city.localeCompare(b.city));
  const primaryTargetsHit = cities.filter((c) => c.primary && c.hits > 0).length;
  const multiplier = bombingBonusMultiplier(Number(ctx.date.slice(0, 4)), primaryTargetsHit);
  const points = cities.reduce((sum, c) => sum + bombingVp(c.hits, c.value) * (c.primary ? multiplier : 1), 0);
  return { points, detail: { cities, primaryTargetsHit, multiplier } };
}

/** The whole tally of a state (meant for a game that is over: XIV lands every Air unit first). */
export function tally(state: BomberState): Tally {
  const primaries = new Set(primaryTargetsOf(state));
  const bombed = bombing(state, primaries);
  const lostBombers = state.american.planes.filter((p) => p.eliminated && typeOf(state, p.variant) === 'B').map((p) => p.sp);
  const american = {
    noInterception: noInterception(state, primaries),
    nEliminated: eliminated(state, 'german', 'N'),
    dEliminated: eliminated(state, 'german', 'D'),
    fEliminated: eliminated(state, 'german', 'F'),
    nHits: hitsOn(state, 'german', 'N'),
    dHits: hitsOn(state, 'german', 'D'),
    fHits: hitsOn(state, 'german', 'F'),
    bombing: bombed.points,
  };
  const german = {
    bEliminated: eliminated(state, 'american', 'B'),
    bBonus: bomberBonus(lostBombers),
    fEliminated: eliminated(state, 'american', 'F'),
    bHits: hitsOn(state, 'american', 'B'),
    fHits: hitsOn(state, 'american', 'F'),
    special: contextOf(state.scenario).scenario.germanVpAdjustment,
  };
  const sum = (o: Record<string, number>) => Object.values(o).reduce((s, v) => s + v, 0);
  return { american: { ...american, total: sum(american) }, german: { ...german, total: sum(german) }, bombing: bombed.detail };
}
