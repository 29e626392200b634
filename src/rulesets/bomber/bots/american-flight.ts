/**
 * The sensible American's Normal Movement: Air units due from Africa come on
 * at once, at the Entry hex nearest their target; a Bomber climbs to its
 * plotted Bomb Altitude (over a Mountain hex in its way at Altitude 0), dives
 * to it once it has flown, then flies
 * for its Primary Target (home by the return route once it has bombed, which
 * the rules make it fly), or home unbombed when its fuel is down to the way
 * back; an Escort flies with the nearest Bomber Air unit
 * up, at its Altitude, and home to the nearest Base of its area when its fuel
 * is down to the way back; an Air unit in an Entry hex leaves for Africa once
 * bombed or with only the fuel home left. A step is taken only when it
 * brings the unit nearer its goal. Bombers over their target facing apart
 * (IX.F) put it right by one stepping out and back in.
 */
import type { BomberCommand } from '../commands.js';
import { contextOf, DATA, isAfrican } from '../context.js';
import { cityNamed } from '../data/map-lookup.js';
import { bomberFits } from '../flight/bomber-limit.js';
import { altitudeOf, hexOf, isBomberUnit, movementFactorOf, movementLeft } from '../flight/flying.js';
import { across } from '../flight/closed-hexes.js';
import { sideToward } from '../flight/hex-step.js';
import { returning } from '../flight/return-route.js';
import { closeStep } from '../german-player/index.js';
import { hexesApart } from '../german-player/targets.js';
import { airUnitOf, locationOf, planesOf, type Altitude, type BomberState } from '../state.js';

/** Turns of fuel kept in hand beyond the way home. */
const FUEL_MARGIN = 1;

/** Where an Air unit flies for, and at what Altitude. */
interface Goal {
  readonly hex: string;
  readonly altitude: Altitude | null;
}

/**
 * Where the bot's choices may differ (the exploit suite, `exploits.ts`): the Bomber Air unit an Escort flies with
 * (default: the nearest up), a hex a Bomber flies by on its way out before it makes for its target (default: none;
 * VII.A.1 and XII.G leave the way out free), and which step of its return route it takes (default: the first
 * offered; every one has the fewest hexes, XII.G, and ties are the owner's, rulings §15).
 */
export interface FlightChoices {
  readonly escortFor?: (state: BomberState, escort: number, nearest: number) => number;
  readonly outboundVia?: (state: BomberState, bomber: number, home: string, target: string) => string | null;
  readonly returnStep?: (state: BomberState, steps: readonly Extract<BomberCommand, { type: 'fly' }>[]) => BomberCommand | undefined;
}

/** Whether an Air unit in an Entry hex should leave for its African Base: it has bombed, or it has only the fuel to get there. */
export function homeward(state: BomberState, airUnit: number): boolean {
  const a = airUnitOf(state, 'american', airUnit);
  if (a.bombedOn !== null) return true;
  const at = locationOf(state, 'american', airUnit);
  const entry = at !== null && 'hex' in at ? contextOf(state.scenario).entryHexes.get(at.hex) : undefined;
  return a.endurance !== null && entry !== undefined && a.endurance - state.turn <= entry.turns + FUEL_MARGIN;
}

/** The nearest place an Air unit may land: a Base hex of its area, or (for an African area) the nearest Entry hex of its letter. */
function homeHex(state: BomberState, airUnit: number, here: string): string | null {
  const ctx = contextOf(state.scenario);
  const area = planesOf(state, 'american', airUnit)[0]?.area;
  if (area === undefined || area === null) return null;
  const hexes = isAfrican(area) ? [...ctx.entryHexes.values()].filter((e) => e.base === area).map((e) => e.hex) : ctx.americanBaseHexes(area);
  return hexes.reduce<string | null>((b, h) => (b === null || hexesApart(here, h) < hexesApart(here, b) ? h : b), null);
}

/** The hex of the city an Air unit's Mission Sheet line sends it to, if any. */
function targetHex(state: BomberState, airUnit: number): string | null {
  const line = state.missionSheet[String(airUnit)];
  return line === undefined ? null : (cityNamed(DATA.map, line.primary)?.hex ?? null);
}

/** The sea hex next to enemy land nearest the scenario's first historical target: where a feint loiters. */
function offTheCoast(state: BomberState): string {
  const ctx = contextOf(state.scenario);
  const target = cityNamed(DATA.map, ctx.scenario.historicalTargets[0]?.city ?? '')?.hex ?? [...ctx.hexes.keys()][0]!;
  const coast = [...ctx.hexes.values()].filter((h) => h.terrain === 'sea' && ctx.enemyLandDistance('american', h.id) === 1).map((h) => h.id);
  return coast.reduce((b, h) => (hexesApart(h, target) < hexesApart(b, target) ? h : b));
}

/** Where an American Air unit flies for now. */
function goalOf(state: BomberState, airUnit: number, choices: FlightChoices): Goal | null {
  const a = airUnitOf(state, 'american', airUnit);
  const here = hexOf(a);
  if (here === null || a.endurance === null) return null;
  const home = homeHex(state, airUnit, here);
  const turnsHome = home === null ? 0 : Math.ceil(hexesApart(here, home) / movementFactorOf(state, 'american', airUnit));
  const fuelShort = a.endurance - state.turn <= turnsHome + FUEL_MARGIN;
  if (isBomberUnit(state, 'american', airUnit)) {
    // A feint (the bait of `exploits.ts`) loiters off the enemy coast nearest the first historical target until its fuel turns it home.
    if (state.missionSheet[String(airUnit)]?.primary === 'feint') return fuelShort ? (home === null ? null : { hex: home, altitude: null }) : { hex: offTheCoast(state), altitude: null };
    // With only the fuel home left, it turns back unbombed: over its Base, its Endurance unit brings it down there (rulings §8, §20).
    if (fuelShort) return home === null ? null : { hex: home, altitude: null };
    const city = targetHex(state, airUnit);
    if (city === null) return null;
    const via = home === null ? null : (choices.outboundVia?.(state, airUnit, home, city) ?? null);
    // Past the hex it flies by once it is no farther from its target than that hex is.
    const past = via === null || hexesApart(here, city) <= hexesApart(via, city);
    return { hex: past ? city : via, altitude: state.missionSheet[String(airUnit)]!.bombAltitude };
  }
  const bombers = state.american.airUnits.filter((b) => b.endurance !== null && hexOf(b) !== null && isBomberUnit(state, 'american', b.id));
  if (fuelShort || bombers.length === 0) return home === null ? null : { hex: home, altitude: null };
  const nearest = bombers.reduce((b, x) => (hexesApart(here, hexOf(x)!) < hexesApart(here, hexOf(b)!) ? x : b));
  const withBomber = choices.escortFor?.(state, airUnit, nearest.id) ?? nearest.id;
  return { hex: hexOf(airUnitOf(state, 'american', withBomber))!, altitude: altitudeOf(state, 'american', withBomber) };
}

/** The next move for an Air unit towards its goal: its Altitude first, then a step nearer; null if none. */
function moveFor(state: BomberState, options: readonly BomberCommand[], airUnit: number, choices: FlightChoices): BomberCommand | null {
  const mine = options.filter((o) => 'airUnit' in o && o.airUnit === airUnit);
  const climb = mine.find((o) => o.type === 'climb') ?? null;
  // A returning Bomber's steps are the return route's (XII.G): any of them, or the climb a Mountain hex on it demands (rulings §15).
  if (returning(state, airUnit)) {
    const steps = mine.filter((o): o is Extract<BomberCommand, { type: 'fly' }> => o.type === 'fly');
    return (steps.length > 0 ? choices.returnStep?.(state, steps) : undefined) ?? steps[0] ?? climb;
  }
  const goal = goalOf(state, airUnit, choices);
  if (goal === null) return null;
  const altitude = altitudeOf(state, 'american', airUnit);
  if (goal.altitude !== null && altitude !== null && goal.altitude > altitude && climb) return climb;
  const here = hexOf(airUnitOf(state, 'american', airUnit))!;
  const nearer = (hex: string) => hexesApart(hex, goal.hex) < hexesApart(here, goal.hex);
  const steps = mine.filter((o): o is Extract<BomberCommand, { type: 'fly' }> => o.type === 'fly' && nearer(o.hex));
  const step = steps.reduce<Extract<BomberCommand, { type: 'fly' }> | null>((b, o) => (b === null || hexesApart(o.hex, goal.hex) < hexesApart(b.hex, goal.hex) ? o : b), null);
  if (step) return step;
  // At Altitude 0 with a Mountain hex the way on (XII.C.2) it climbs over; it dives (free) to its goal's Altitude once it has flown.
  const hexes = contextOf(state.scenario).hexes;
  const mountainAhead = [0, 1, 2, 3, 4, 5].some((side) => {
    const to = across(here, side);
    return to !== null && nearer(to) && hexes.get(to)?.mountain !== undefined;
  });
  if (altitude === 0 && mountainAhead && climb) return climb;
  return goal.altitude !== null && altitude !== null && goal.altitude < altitude ? (mine.find((o) => o.type === 'dive') ?? null) : null;
}

/** An Air unit due from Africa comes on at the Entry hex nearest its target (the first offered if it has none). */
function entryFor(state: BomberState, options: readonly BomberCommand[]): BomberCommand | undefined {
  const entries = options.filter((o): o is Extract<BomberCommand, { type: 'enter-map' }> => o.type === 'enter-map');
  const target = entries.length === 0 ? null : targetHex(state, entries[0]!.airUnit);
  if (target === null) return entries[0];
  const mine = entries.filter((o) => o.airUnit === entries[0]!.airUnit);
  return mine.reduce((b, o) => (hexesApart(o.hex, target) < hexesApart(b.hex, target) ? o : b));
}

/**
 * A step out of a Bomber's goal hex where the Bombers break the six-Bomber
 * limit by their facings (IX.F), to a hex from which it can come back in
 * facing as the others there do, with the Movement Factor left to do so.
 */
function stepToRejoin(state: BomberState, options: readonly BomberCommand[], choices: FlightChoices): BomberCommand | undefined {
  return options.find((o) => {
    if (o.type !== 'fly' || !isBomberUnit(state, 'american', o.airUnit) || movementLeft(state, 'american', o.airUnit) < 2) return false;
    const a = airUnitOf(state, 'american', o.airUnit);
    const here = hexOf(a)!;
    const altitude = altitudeOf(state, 'american', o.airUnit)!;
    const facingBack = (sideToward(o.hex, here)! + 3) % 6;
    return goalOf(state, o.airUnit, choices)?.hex === here && !bomberFits(state, o.airUnit, here, altitude, a.counter!.facing) && bomberFits(state, o.airUnit, here, altitude, facingBack);
  });
}

/** The sensible American's command in its Normal Movement Step. */
export function americanMovement(state: BomberState, options: readonly BomberCommand[], choices: FlightChoices = {}): BomberCommand {
  const enter = entryFor(state, options);
  if (enter) return enter;
  const exit = options.find((o) => o.type === 'exit-map' && homeward(state, o.airUnit));
  if (exit) return exit;
  const movers = [...new Set(options.flatMap((o) => (o.type === 'fly' || o.type === 'climb' || o.type === 'dive' ? [o.airUnit] : [])))].sort((a, b) => a - b);
  for (const airUnit of movers) {
    const move = moveFor(state, options, airUnit, choices);
    if (move) return move;
  }
  // Nothing wants to move: end the step, or (a returning Bomber owing movement, the six-Bomber limit) a step to come back in facing right, or any step on.
  return options.find((o) => o.type === 'end-movement') ?? stepToRejoin(state, options, choices) ?? options.find((o) => o.type === 'fly') ?? closeStep(options);
}
