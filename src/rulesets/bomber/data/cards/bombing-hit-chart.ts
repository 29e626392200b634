/**
 * Bombing Hit Charts (XIII.B.4), Weather Condition 1 columns only (the
 * Basic Game's). Basic Hit Table by Bomber Model, current Strength Points,
 * Altitude Level and Turns in the air. Table = SP × bomb load (thousands
 * of lb per SP, planes.json) × load share / accuracy divisor, rounded half
 * up. The longer a mission, the more fuel and the fewer bombs: the load
 * share falls by a sixth every four Turns. The higher the release, the
 * wider the bombs fall.
 */
import type { PlaneVariant } from '../planes.js';
import { basicTable } from './hit-tables.js';

/** The only Weather Condition the Basic Game uses. */
export const WEATHER_CONDITION = 1;

const ACCURACY_DIVISOR: readonly [number, number, number] = [3, 4, 5];

/** Load share in sixths for Turns in the air: 1–4 full, 5–8 5/6, 9–12 4/6, 13+ 3/6. */
export function loadShareSixths(turnsInAir: number): number {
  return Math.max(3, 6 - Math.floor((Math.max(1, turnsInAir) - 1) / 4));
}

/** The Basic Hit Table for a Bomber Formation's Bombing. */
export function bombingBasicHitTable(bomber: PlaneVariant, sp: number, altitude: 0 | 1 | 2, turnsInAir: number): number {
  if (bomber.bombLoad === undefined) throw new Error(`${bomber.key} carries no bombs`);
  return basicTable(sp * bomber.bombLoad * loadShareSixths(turnsInAir), 6 * ACCURACY_DIVISOR[altitude]);
}
