/**
 * The state before the first event: the scenario's Plane units listed (none
 * boxed yet, except a fixed set-up's, which the scenario prints), forty empty
 * Air units a side, the cards the scenario puts in hand, nothing on the map.
 */
import { contextOf } from '../context.js';
import type { FixedAirUnit, PlaneUnits } from '../data/scenario-schema.js';
import { AIR_UNITS, type AirUnit, type BomberState, type PlaneUnit, type Side, type SideState } from '../state.js';

function planeUnits(side: Side, groups: readonly { area: PlaneUnit['area']; units: readonly PlaneUnits[] }[]): PlaneUnit[] {
  const prefix = side === 'american' ? 'a' : 'g';
  const planes: PlaneUnit[] = [];
  for (const { area, units } of groups)
    for (const u of units)
      for (let i = 0; i < u.count; i++)
        planes.push({
          id: `${prefix}${planes.length + 1}`,
          variant: u.variant,
          sp: u.sp,
          rocketCapable: u.rockets === true,
          designation: u.designations?.[i] ?? null,
          area,
          airUnit: null,
          ground: null,
          altitude: null,
          rockets: false,
          dropTanks: false,
          readiedOn: 0,
          flown: false,
          eliminated: false,
        });
  return planes;
}

/** Puts a fixed set-up's Plane units in their printed Air Boxes, in the "D" box (V.C). */
function boxFixed(planes: PlaneUnit[], fixed: readonly FixedAirUnit[]): PlaneUnit[] {
  const out = [...planes];
  for (const f of fixed) {
    for (let i = 0; i < f.planes.count; i++) {
      const name = f.planes.designations?.[i];
      const at = out.findIndex((p) => p.airUnit === null && p.variant === f.planes.variant && p.sp === f.planes.sp && (name === undefined || p.designation === name));
      if (at < 0) throw new Error(`fixed set-up: no free ${f.planes.variant} for Air unit ${f.airUnit}`);
      out[at] = { ...out[at]!, airUnit: f.airUnit, ground: 'D' };
    }
  }
  return out;
}

function emptyAirUnit(id: number): AirUnit {
  return { id, hits: 0, counter: null, coveredBy: null, endurance: null, enduranceHidden: false, takeOffTurn: null, outForDay: false, offBoard: null, reachedEntryOn: null };
}

function sideState(planes: PlaneUnit[]): SideState {
  return { planes, airUnits: Array.from({ length: AIR_UNITS }, (_, i) => emptyAirUnit(i + 1)), capacityUsed: {}, submitted: false, offersEnd: false };
}

/** The state of a new game of a scenario. */
export function initialBomberState(scenarioId: string): BomberState {
  const { scenario: s } = contextOf(scenarioId);
  const american = planeUnits('american', s.american.map((a) => ({ area: a.area, units: a.units })));
  const german = planeUnits('german', [{ area: null, units: s.german.units }]);
  return {
    scenario: s.id,
    turn: 0,
    phase: { kind: 'not-started' },
    american: sideState(boxFixed(american, s.fixedSetup?.american ?? [])),
    german: sideState(boxFixed(german, s.fixedSetup?.german ?? [])),
    cards: { deck: [], hand: [...s.cardsInHand], discards: [], drawn: null, kept: 0 },
    flak: {},
    missionSheet: {},
    initiative: null,
  };
}
