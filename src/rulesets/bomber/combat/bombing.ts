/**
 * The Bombing Combat Step (XIII.H), only in the American Combat Phase: each
 * Bomber Air unit announced bombs its plotted Target City once a day, in the
 * order of the Air units' numbers, one die each. The Hit Table: the Bombing
 * Hit Chart (Weather Condition 1, the Basic Game's) by Model, current
 * Strength Points, Altitude and Turns in the air (XIII.B.4); no Modifier
 * applies. The hits go on the Mission Sheet (XIII.E.2) and are public.
 */
import { bombingBasicHitTable } from '../data/cards/bombing-hit-chart.js';
import { hitsScored } from '../data/cards/hit-tables.js';
import type { Play } from '../play.js';
import { airUnitOf, type BomberState, type Spot } from '../state.js';
import { announcedAt, plottedTarget } from './bomb-run.js';
import { formationNumbers, formationSp, formationVariant } from './formations.js';

/** Turns an Air unit has been in the air (XIII.B.4: "Turns since take off"): the current Turn less its take-off Turn. */
export function turnsInAir(state: BomberState, airUnit: number): number {
  const up = airUnitOf(state, 'american', airUnit).takeOffTurn;
  if (up === null) throw new Error(`Air unit ${airUnit} is not flying`);
  return state.turn - up;
}

/** The Bombing Combat Step at one spot (a Battle's): each Bomber Air unit announced there bombs, in number order, as its one Formation (IX.E). */
export function bombingStep(play: Play, spot: Spot): void {
  for (const airUnit of announcedAt(play.state, spot)) {
    const state = play.state;
    const formation = formationNumbers(state, 'american', airUnit)[0]!;
    const variant = formationVariant(state, 'american', airUnit, formation);
    const sp = formationSp(state, 'american', airUnit, formation);
    const inAir = turnsInAir(state, airUnit);
    const table = bombingBasicHitTable(variant, sp, spot.altitude, inAir);
    const die = play.d6();
    const { city } = plottedTarget(state, airUnit)!;
    play.emit({ type: 'bombed', airUnit, city, variant: variant.key, sp, altitude: spot.altitude, turnsInAir: inAir, table, die, hits: hitsScored(table, die) });
  }
}
