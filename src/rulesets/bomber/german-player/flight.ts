/**
 * The German Movement Phase: take-off timing against short endurance, and
 * landing before the Endurance box and before night.
 *
 * Take Off Step: an Air unit goes up when an interception fits
 * (`interception.ts`), never so late in the day that it would come down
 * after dark, and a Night Fighter only then (it lands at night unharmed,
 * XII.A.1.b, and keeps out of the day's fighting), and never when the
 * landing's hit (XII.A.1.a) would eliminate one of its Plane units
 * (rulings §13): a flight that may meet nobody is not worth a Gruppe.
 *
 * Landing Step: an Air unit over a German Base lands when the last Daylight
 * Turn has come (not a Night Fighter), or when no Bombers it sees can be met
 * any more with the fuel it has (this Turn's Normal Movement still to come);
 * it must land when its Endurance unit's Turn has come (rulings §8). Before
 * it lands it flies, within the Step's Movement Factors, for the Base that
 * readies it soonest (`landing-base.ts`; rulings §22: it then must land).
 * Normal Movement is `movement.ts`.
 */
import type { BomberCommand } from '../commands.js';
import { best, optionOf, optionsOf, type GermanKnowledge, type Roll } from './knowledge.js';
import { canMeet, interceptionFits, type Flight } from './interception.js';
import { homewardMove } from './movement.js';
import { bomberStreams, shunsEscorts } from './quarry.js';

/** Turns a flight lasts at the least: up one Turn, down the next. */
const SHORTEST_FLIGHT = 2;

/** The flight an Air unit would make if it took off now, from the Plane units ready to go. */
function flightOf(k: GermanKnowledge, airUnit: number, from: string): Flight | null {
  const ready = k.planesIn(airUnit).filter((p) => p.ground === 'C' || p.ground === 'D');
  const first = ready[0];
  if (first === undefined) return null;
  const v = k.ctx.variant(first.variant);
  const tanks = v.endurance.dropTanks !== undefined && ready.every((p) => p.ground === 'D' && !p.rockets);
  // Up at the end of this Turn, with a move a Turn until its Endurance unit's Landing Step (rulings §8).
  const moves = tanks ? v.endurance.dropTanks : v.endurance.internal;
  return { from, movementFactor: v.movementFactor, altitude: 0, moves, up: false, shunsEscorts: shunsEscorts(k, airUnit) };
}

/** Whether the hit a landing adds would eliminate one of an Air unit's Plane units (rulings §13: hits equal to its Strength Points). */
function landingCostsAUnit(k: GermanKnowledge, airUnit: number): boolean {
  return k.planesIn(airUnit).some((p) => p.sp <= k.airUnit(airUnit).hits + 1);
}

/**
 * Whether the time of day keeps an Air unit down: one taking off now would
 * still be up after the last Daylight Turn, which a day flier's landing
 * would pay for (XII.A.1.b) and a Night Fighter's would not; so the Night
 * Fighters fly only then, and stay down by day (ruling E57: their guns
 * score less on Bombers than the Bombers' return fire scores on them, at
 * the same 8 Victory Points a Strength Point, XV).
 */
function wrongTimeOfDay(k: GermanKnowledge, airUnit: number): boolean {
  const dark = k.view.turn + SHORTEST_FLIGHT > k.view.scenario.daylightTurns;
  return k.typeOf(airUnit) === 'N' ? !dark : dark;
}

/** Bomber Plane units a stream is reckoned to hold when no report says: a Bomber Air unit's usual load. */
const BOMBER_PLANES_UNSEEN = 3;
/** German Air units sent up for each two Bomber Plane units seen, at the least two for any stream. */
const PLANES_A_GERMAN_AIR_UNIT = 2;
const LEAST_FOR_A_STREAM = 2;

/**
 * How many German Air units the Bombers it sees are worth up at once (ruling E63): for each stream, one Air unit
 * for every two Bomber Plane units its report shows (three a stream when none is shown), at least two, weighted by
 * the odds that it holds Bombers. The rest stay down, a reserve for the next stream and the way home.
 */
function airUnitsWanted(k: GermanKnowledge): number {
  return bomberStreams(k).reduce((n, us) => {
    const planes = k.counter('american', us.airUnit)?.report?.planeUnits ?? BOMBER_PLANES_UNSEEN;
    return n + us.odds * Math.max(LEAST_FOR_A_STREAM, Math.ceil(planes / PLANES_A_GERMAN_AIR_UNIT));
  }, 0);
}

/** German Air units with Plane units in the air. */
const airUnitsUp = (k: GermanKnowledge): number => k.loadedAirUnits.filter((id) => k.planesIn(id).some((p) => p.ground === null)).length;

/** The German's next command in its Take Off Step. */
export function takeOffCommand(k: GermanKnowledge, options: readonly BomberCommand[], roll: Roll): BomberCommand {
  // Version 4 keeps a reserve (ruling E63): no more up than the Bombers seen are worth.
  const enough = k.edition >= 4 && airUnitsUp(k) >= Math.ceil(airUnitsWanted(k));
  const going = optionsOf(options, 'take-off').filter((o) => {
    if (enough) return false;
    const hex = k.hexOf(o.airUnit);
    const flight = hex === null ? null : flightOf(k, o.airUnit, hex);
    return flight !== null && !wrongTimeOfDay(k, o.airUnit) && !landingCostsAUnit(k, o.airUnit) && interceptionFits(k, flight);
  });
  if (going.length > 0) return best(going, (o) => k.planesIn(o.airUnit).reduce((n, p) => n + p.sp, 0), roll);
  const end = optionOf(options, 'end-take-off');
  if (!end) throw new Error('the German Take Off Step may not end');
  return end;
}

/** Whether a flying Air unit over a German Base should land now. */
function dueHome(k: GermanKnowledge, airUnit: number): boolean {
  const a = k.airUnit(airUnit);
  const hex = k.hexOf(airUnit);
  if (a.endurance === null || hex === null) return false;
  // Its Endurance unit's Turn has come (rulings §8), or it has moved in this Step to land (rulings §22).
  if (a.endurance <= k.view.turn || a.movementSpent > 0) return true;
  if (k.ctx.base('german', hex) === undefined) return false;
  if (k.typeOf(airUnit) !== 'N' && k.view.turn >= k.view.scenario.daylightTurns) return true;
  const p = k.planesIn(airUnit)[0];
  if (p === undefined) return true;
  const v = k.ctx.variant(p.variant);
  // Staying up, it has this Turn's Normal Movement and one move a Turn after it until its Endurance unit's Landing Step.
  const moves = a.endurance - k.view.turn + 1;
  return !canMeet(k, { from: hex, movementFactor: v.movementFactor, altitude: p.altitude ?? 0, moves, up: true, shunsEscorts: shunsEscorts(k, airUnit) });
}

/** The German's next command in its Landing Step: one that must come down away from a Base first flies for one as far as it can. */
export function landingCommand(k: GermanKnowledge, options: readonly BomberCommand[], roll: Roll): BomberCommand {
  const land = optionsOf(options, 'land').find((o) => dueHome(k, o.airUnit));
  if (land) return homewardMove(k, options, land.airUnit, roll) ?? land;
  const end = optionOf(options, 'end-landing');
  // A forced landing is always due, so an Air unit offered only a landing is found above.
  if (!end) throw new Error('the German Landing Step may not end, yet no landing is due');
  return end;
}
