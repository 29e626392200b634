/**
 * Rocket Hit Charts (XIII.B.1): Basic Hit Table by German Type (Destroyer
 * or Fighter), firing Strength Points, Launch Type and the target
 * Formation Type. Table = SP × tubes per plane / divisor, rounded half up.
 * Destroyers carried four Wfr.Gr. 21 tubes, Fighters two; a Close launch
 * inside the bombers' guns is twice as accurate as a Distant one from
 * outside them, and a Tight Formation packs more bombers round each burst.
 */
import { basicTable } from './hit-tables.js';

export type RocketFirer = 'D' | 'F';
export type Launch = 'close' | 'distant';
export type FormationType = 'tight' | 'open';

const TUBES: Readonly<Record<RocketFirer, number>> = { D: 4, F: 2 };
const DIVISOR: Readonly<Record<Launch, Readonly<Record<FormationType, number>>>> = {
  close: { tight: 6, open: 8 },
  distant: { tight: 12, open: 16 },
};

/** The Basic Hit Table for a Rocket attack. */
export function rocketBasicHitTable(firer: RocketFirer, sp: number, launch: Launch, target: FormationType): number {
  return basicTable(sp * TUBES[firer], DIVISOR[launch][target]);
}
