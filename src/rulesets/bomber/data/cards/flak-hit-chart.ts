/**
 * Flak Hit Charts (XIII.B.3), Target Type "Bombing" (the only one in the
 * Basic Game): Basic Hit Table by Flak Type, Strength Points (1–4, V.B's
 * limit) and the target's Altitude Level. Table = SP × effect, rounded
 * half up; effect per SP in halves. Heavy Flak (88 mm and up) reaches High
 * but cannot track low, fast targets; Light Flak (20–37 mm) cannot reach
 * High. Where neither is written, that Flak does not fire: at Altitude 1
 * both fire (XIII.G); at 2 only Heavy, at 0 only Light.
 */
import { basicTable } from './hit-tables.js';

export type FlakType = 'heavy' | 'light';
/** Most Flak Strength Points of one Type in a City (V.B). */
export const MAX_FLAK_SP = 4;

const EFFECT_HALVES: Readonly<Record<FlakType, readonly [number | null, number | null, number | null]>> = {
  heavy: [null, 2, 1],
  light: [2, 1, null],
};

/** The Basic Hit Table, or undefined where that Flak cannot fire at that Altitude Level. */
export function flakBasicHitTable(type: FlakType, sp: number, altitude: 0 | 1 | 2): number | undefined {
  const halves = EFFECT_HALVES[type][altitude];
  if (halves === null || halves === undefined || sp < 1) return undefined;
  return basicTable(sp * halves, 2);
}
