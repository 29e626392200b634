/**
 * The Flak Combat Step (XIII.G). Only the Flak Strength Points of the Target
 * City being bombed fire — its City Box plus the Flak units placed there
 * (V.B) — and only at the Bomber Air units announced to bomb it, in the
 * order of their numbers, one die per Formation for each Flak Type that can
 * fire at their Altitude (Sortie's ruling 15: Heavy at 1–2, Light at 0–1).
 * The Hit Table: the Flak Hit Chart by Type, Strength Points and Altitude,
 * +1 against a Formation of 7 or more Strength Points (Sortie's ruling 16),
 * kept within 1–26. The German rolls: the results are public.
 */
import { contextOf } from '../context.js';
import { BIG_TARGET_SP, COMBAT_MODIFIERS } from '../data/cards/combat-modifiers.js';
import { flakBasicHitTable, type FlakType } from '../data/cards/flak-hit-chart.js';
import { hitsScored, modifiedTable } from '../data/cards/hit-tables.js';
import type { Play } from '../play.js';
import type { Altitude, BomberState, Spot } from '../state.js';
import { announcedAt, plottedTarget } from './bomb-run.js';
import { formationNumbers, formationSp } from './formations.js';
import { hitFormation } from './hits.js';

const FLAK_TYPES: readonly FlakType[] = ['heavy', 'light'];
const BIG_TARGET = COMBAT_MODIFIERS.find((m) => m.id === 'flakBigTarget')!.change as number;

/** A City's Flak Strength Points of a Type: its City Box's plus the Flak units placed in it (V.B). */
export function cityFlak(state: BomberState, city: string, type: FlakType): number {
  const box = contextOf(state.scenario).cities.get(city);
  if (box === undefined) throw new Error(`no Target City ${city}`);
  return (type === 'heavy' ? box.heavyFlak : box.lightFlak) + (state.flak[city]?.[type] ?? 0);
}

/** The Hit Table of a City's Flak of a Type against a Formation of `sp` Strength Points at an Altitude, or undefined where it cannot fire. */
export function flakHitTable(flakSp: number, type: FlakType, altitude: Altitude, sp: number): number | undefined {
  const basic = flakBasicHitTable(type, flakSp, altitude);
  return basic === undefined ? undefined : modifiedTable(basic, sp >= BIG_TARGET_SP ? [BIG_TARGET] : []);
}

/** The Flak Combat Step at one spot (a Battle's): the target City's Flak fires at each Bomber Air unit announced there, in number order. */
export function flakStep(play: Play, spot: Spot): void {
  for (const airUnit of announcedAt(play.state, spot)) {
    const { city } = plottedTarget(play.state, airUnit)!;
    for (const flak of FLAK_TYPES) {
      // A Bomber Air unit flies as one Formation (IX.E); gone, it draws no more Flak.
      const formation = formationNumbers(play.state, 'american', airUnit)[0];
      if (formation === undefined) break;
      const flakSp = cityFlak(play.state, city, flak);
      const table = flakSp > 0 ? flakHitTable(flakSp, flak, spot.altitude, formationSp(play.state, 'american', airUnit, formation)) : undefined;
      if (table === undefined) continue;
      const die = play.d6();
      const hits = hitsScored(table, die);
      play.emit({ type: 'flak-fired', city, flak, flakSp, airUnit, altitude: spot.altitude, table, die, hits });
      hitFormation(play, 'american', airUnit, formation, hits);
    }
  }
}
