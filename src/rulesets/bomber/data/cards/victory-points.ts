/**
 * The Victory Points Chart (XV): eliminations and hits by Plane Type,
 * No Interception, the Bomber Bonus and the Bombing Bonus by year.
 * Elimination VP = rate × the unit's original Strength Points; a hit on a
 * surviving unit is worth half the rate, rounded down. Rates: Bombers and
 * Night Fighters 8 (ten-man crews; scarce radar crews), Destroyers 6,
 * Fighters 3. The rulebook's "2 SP D eliminated = 12 VP" fixes D at 6.
 */
import type { PlaneType } from '../plane-schema.js';

/** VP per original Strength Point of an eliminated Plane unit. */
export const ELIMINATION_RATE: Readonly<Record<PlaneType, number>> = { B: 8, N: 8, D: 6, F: 3 };

/** VP for eliminating a Plane unit of `type` that began with `sp` Strength Points. */
export function eliminationVp(type: PlaneType, sp: number): number {
  return ELIMINATION_RATE[type] * sp;
}

/** VP per hit marked on a Plane unit that is not eliminated. */
export function hitVp(type: PlaneType): number {
  return Math.floor(ELIMINATION_RATE[type] / 2);
}

/** American VP per Bomber Plane unit that bombs a Primary Target unintercepted and lands (XV.A.1, rulings §Bomber 4). */
export const NO_INTERCEPTION_VP = 6;

/** German bonus VP per "set" of eliminated Bomber units (XV.A.3). */
export const BOMBER_BONUS_VP = 20;
/** A set is eight 2-SP, six 3-SP or four 4-SP Bomber units; as shares of 24 so sets can mix. */
const SET_SHARE_24THS: Readonly<Record<number, number>> = { 2: 3, 3: 4, 4: 6 };

/**
 * The Bomber Bonus for eliminated Bomber units, given their original SP.
 * Sortie's ruling on "and/or": units of different sizes combine as
 * fractions of a set (a 2-SP unit is 1/8 of one, a 3-SP 1/6, a 4-SP 1/4);
 * only whole sets count.
 */
export function bomberBonus(eliminatedBomberSps: readonly number[]): number {
  const share = eliminatedBomberSps.reduce((sum, sp) => {
    const s = SET_SHARE_24THS[sp];
    if (s === undefined) throw new RangeError(`Bomber units have 2–4 Strength Points, not ${sp}`);
    return sum + s;
  }, 0);
  return BOMBER_BONUS_VP * Math.floor(share / 24);
}

/** Bombing VP on one City: hits × Target Value (XV.A.5). */
export function bombingVp(hits: number, targetValue: number): number {
  return hits * targetValue;
}

/** Bombing Bonus by year: the multiplier for N different Primary Targets hit, least N first. */
export const BOMBING_BONUS: Readonly<Record<number, readonly { readonly targetsHit: number; readonly multiplier: number }[]>> = {
  1943: [
    { targetsHit: 3, multiplier: 2 },
    { targetsHit: 4, multiplier: 3 },
  ],
  // 1944 raids were about twice the size: more targets for the same bonus (Sortie's choice).
  1944: [
    { targetsHit: 5, multiplier: 2 },
    { targetsHit: 7, multiplier: 3 },
  ],
};

/** The multiplier for Primary Target bombing VP in a scenario year. */
export function bombingBonusMultiplier(year: number, primaryTargetsHit: number): number {
  const steps = BOMBING_BONUS[year];
  if (steps === undefined) throw new RangeError(`no Bombing Bonus for ${year}`);
  return steps.reduce((m, s) => (primaryTargetsHit >= s.targetsHit ? s.multiplier : m), 1);
}
