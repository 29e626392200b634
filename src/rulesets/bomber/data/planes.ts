/**
 * Plane Models as the rules read them: Movement Factor and endurance derived
 * from each model's real speed and combat radius at the game's scale (hexes
 * 40 miles across, Turns of 30 minutes), plus Type, rockets and climb class.
 */
import { loadDataFile } from './load.js';
import { type ClimbClass, type Firepower, type PlaneType, PlanesSchema } from './plane-schema.js';

/** Miles across a hex (II). */
export const HEX_MILES = 40;
/** Hours in a Turn (II). */
export const TURN_HOURS = 0.5;
/** Share of maximum level speed a formation sustains over a Turn (climbing, weaving, forming up). */
export const SUSTAINED_SHARE = 0.85;

/** Movement Factor: hexes flown in one Turn at the sustained speed, rounded to nearest. */
export function movementFactor(maxSpeedMph: number): number {
  return Math.round((maxSpeedMph * SUSTAINED_SHARE * TURN_HOURS) / HEX_MILES);
}

/** Endurance in Turns: out to the combat radius and back at the Movement Factor, whole Turns only. */
export function enduranceTurns(radiusMiles: number, mf: number): number {
  return Math.floor((2 * radiusMiles) / (HEX_MILES * mf));
}

/**
 * Movement Factors spent climbing, by climb class and Altitude Levels
 * climbed in a Turn (index 0–3), as XII.C.2.b lists them.
 */
export const CLIMB_COST: Readonly<Record<ClimbClass, readonly [number, number, number, number]>> = {
  perLevel: [0, 1, 2, 3],
  standard: [0, 1, 1, 2],
  highAltitude: [0, 1, 1, 1],
};

/** Altitude Levels one Movement Factor pays for, by climb class: the pattern of CLIMB_COST. */
const LEVELS_PER_MF: Readonly<Record<ClimbClass, number>> = { perLevel: 1, standard: 2, highAltitude: 3 };

/**
 * Movement Factors spent climbing `levels` Altitude Levels in one Turn.
 * XII.C.2.b prices up to three; a unit can climb more (climb, dive for
 * nothing, climb again), and Sortie's ruling carries each class on as it
 * began: Bombers and Rocket carriers 1 a level, Me-109AS 1 for every three
 * levels, all others 1 for every two. Equals CLIMB_COST for 0–3.
 */
export function climbCost(climb: ClimbClass, levels: number): number {
  if (!Number.isInteger(levels) || levels < 0) throw new RangeError(`cannot climb ${levels} Altitude Levels`);
  return Math.ceil(levels / LEVELS_PER_MF[climb]);
}

/** One Model and Type, as a Plane unit counter shows it, with its derived values. */
export interface PlaneVariant {
  /** "Model Type", e.g. "Me-110 D": the key Air Boxes and Hit Charts use. */
  readonly key: string;
  readonly model: string;
  readonly side: 'american' | 'german';
  readonly type: PlaneType;
  readonly movementFactor: number;
  readonly rockets: boolean;
  readonly climb: ClimbClass;
  readonly endurance: { readonly internal: number; readonly dropTanks?: number };
  readonly firepower: Firepower;
  readonly bombLoad?: number;
}

/** Every Model and Type in planes.json, with Movement Factor and endurance derived. */
export function loadPlanes(): PlaneVariant[] {
  const { models } = loadDataFile('planes.json', PlanesSchema);
  return models.flatMap((m) => {
    const mf = movementFactor(m.maxSpeedMph);
    const endurance =
      m.dropTankRadiusMiles === undefined
        ? { internal: enduranceTurns(m.radiusMiles, mf) }
        : { internal: enduranceTurns(m.radiusMiles, mf), dropTanks: enduranceTurns(m.dropTankRadiusMiles, mf) };
    return m.variants.map(
      (v): PlaneVariant => ({
        key: `${m.model} ${v.type}`,
        model: m.model,
        side: m.side,
        type: v.type,
        movementFactor: mf,
        rockets: v.rockets,
        climb: m.climb,
        endurance,
        firepower: v.firepower,
        ...(v.bombLoad === undefined ? {} : { bombLoad: v.bombLoad }),
      }),
    );
  });
}
