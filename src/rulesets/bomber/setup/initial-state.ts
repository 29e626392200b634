/**
 * The state before the first event: the scenario's Plane units listed (none
 * boxed yet, except a fixed set-up's, which the scenario prints), forty empty
 * Air units a side, the cards the scenario puts in hand, nothing on the map.
 */
import { contextOf } from '../context.js';
import type { Scenario } from '../data/scenario-schema.js';
import { NO_SIGHTINGS } from '../observation/last-seen.js';
import { suggestAirBoxes } from './air-boxes.js';
import { planeRoster } from './roster.js';
import { AIR_UNITS, NOT_MOVED, type AirUnit, type BomberState, type PlaneUnit, type Side, type SideState } from '../state.js';

/** A side's Plane units, one by one with the roster's ids (`roster.ts`), none boxed. */
function planeUnits(scenario: Scenario, side: Side): PlaneUnit[] {
  return planeRoster(scenario, side).map((u) => ({
    id: u.id,
    variant: u.variant,
    sp: u.sp,
    rocketCapable: u.rockets,
    designation: u.designation ?? null,
    area: u.area ?? null,
    airUnit: null,
    ground: null,
    altitude: null,
    rockets: false,
    dropTanks: false,
    readiedOn: 0,
    flown: false,
    eliminated: false,
    formation: null,
  }));
}

/** A fixed set-up's Plane units in their printed Air Boxes (`suggestAirBoxes` gives exactly those), in the "D" box (V.C). */
function boxFixed(scenario: Scenario, side: Side, planes: PlaneUnit[]): PlaneUnit[] {
  if (scenario.fixedSetup === undefined) return planes;
  const to = new Map(suggestAirBoxes(scenario, side).flatMap((b) => b.planeUnits.map((id) => [id, b.airUnit] as const)));
  return planes.map((p) => (to.has(p.id) ? { ...p, airUnit: to.get(p.id)!, ground: 'D' } : p));
}

function emptyAirUnit(id: number): AirUnit {
  return { id, hits: 0, counter: null, coveredBy: null, endurance: null, enduranceHidden: false, takeOffTurn: null, outForDay: false, offBoard: null, reachedEntryOn: null, enteredFrom: null, bombedOn: null, intercepted: false, moved: NOT_MOVED };
}

function sideState(planes: PlaneUnit[]): SideState {
  return { planes, airUnits: Array.from({ length: AIR_UNITS }, (_, i) => emptyAirUnit(i + 1)), capacityUsed: {}, submitted: false, offersEnd: false, standing: { battles: 'map', hits: 'last' } };
}

/** The state of a new game of a scenario; `solo`: the server plays the German side. */
export function initialBomberState(scenarioId: string, solo = false): BomberState {
  const { scenario: s } = contextOf(scenarioId);
  const american = planeUnits(s, 'american');
  const german = planeUnits(s, 'german');
  return {
    scenario: s.id,
    rules: { version: 5 },
    solo,
    turn: 0,
    phase: { kind: 'not-started' },
    american: sideState(boxFixed(s, 'american', american)),
    german: sideState(boxFixed(s, 'german', german)),
    cards: { deck: [], hand: [...s.cardsInHand], discards: [], drawn: null, kept: 0 },
    flak: {},
    missionSheet: {},
    initiative: null,
    lastCombat: [],
    battles: [],
    lastSeen: NO_SIGHTINGS,
    bombRun: null,
  };
}
