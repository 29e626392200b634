/**
 * The German Air Status Card (V): the Plane units packed the suggested way
 * (two a box, V.C's hint), each box at a number the dice pick (E62), Rocket units only on Destroyer and Night Fighter
 * boxes (Fighters go forward, where the American Fighters are, and keep
 * their Drop Tanks), then each Flak unit in turn to the City where it adds
 * most: the likeliest targets first, each unit less worth where Flak
 * already stands (the City Box's own and the units placed).
 */
import type { BomberCommand } from '../commands.js';
import { DATA } from '../context.js';
import { cityNamed } from '../data/map-lookup.js';
import { best, optionOf, optionsOf, type GermanKnowledge, type Roll } from './knowledge.js';
import { likelihoodOf } from './targets.js';
import { suggestAirBoxes } from '../setup/air-boxes.js';

/** Rocket units ride on these Types (XIII: Rockets are the Destroyers' weapon; a Fighter with Rockets is prey for Escorts). */
const ROCKET_TYPES = new Set(['D', 'N']);

/** Whether an Air unit's Plane units should carry Rocket units. */
export function wantsRockets(k: GermanKnowledge, airUnit: number): boolean {
  return ROCKET_TYPES.has(k.typeOf(airUnit) ?? '');
}

/** The Flak Strength Points of a Type in a City now: its City Box's and the units placed there. */
function flakAt(k: GermanKnowledge, city: string, kind: 'heavy' | 'light'): number {
  const box = cityNamed(DATA.map, city);
  const placed = k.view.flak?.[city]?.[kind] ?? 0;
  return (kind === 'heavy' ? (box?.heavyFlak ?? 0) : (box?.lightFlak ?? 0)) + placed;
}

/**
 * What a Type of Flak is worth against the scenario's Bombers: Heavy fires at
 * Altitudes 1–2 and Light at 0–1 (ruling 15); a scenario that fixes the Bomb
 * Altitude says which one the Bombers will meet over the target.
 */
function kindWorth(k: GermanKnowledge, kind: 'heavy' | 'light'): number {
  const fixed = k.ctx.scenario.specialRules.find((r) => r.kind === 'bombAltitude');
  if (fixed?.kind === 'bombAltitude') return kind === 'heavy' ? (fixed.altitude >= 1 ? 1 : 0.1) : fixed.altitude <= 1 ? 1 : 0.1;
  return kind === 'heavy' ? 1 : 0.7;
}

/**
 * The next Plane unit boxed as the suggested packing groups them, each group in an empty Air Box picked by the dice
 * (ruling E62): so the counter numbers of its loaded Air units, and of the empty ones left for bluffs and covers,
 * differ from game to game and tell the American nothing (rulings 29).
 */
function boxAtRandom(k: GermanKnowledge, options: readonly BomberCommand[], roll: Roll): BomberCommand | undefined {
  // The first unboxed Plane unit in roster order: the first of its kind, which may open any empty box.
  const next = k.air.planes.find((p) => p.airUnit === null);
  const group = next && suggestAirBoxes(k.ctx.scenario, 'german').find((g) => g.planeUnits.includes(next.id));
  if (next === undefined || group === undefined) return undefined;
  const mate = group.planeUnits.map((id) => k.plane(id).airUnit).find((n) => n !== null);
  const mine = optionsOf(options, 'box-plane').filter((o) => o.plane === next.id);
  const join = mine.find((o) => o.airUnit === mate);
  if (join) return join;
  const empty = mine.filter((o) => k.planesIn(o.airUnit).length === 0);
  return empty.length > 0 ? empty[roll(empty.length) - 1] : undefined;
}

/** The German's next command in its Air Status Card step. */
export function airStatusCommand(k: GermanKnowledge, options: readonly BomberCommand[], roll: Roll): BomberCommand {
  const pack = optionOf(options, 'pack-suggested');
  if (pack && k.air.planes.some((p) => p.airUnit === null)) return (k.edition >= 4 ? boxAtRandom(k, options, roll) : undefined) ?? pack;
  // A set-rockets option turns the box's Rocket unit on or off: take it where that gives the box what it should carry.
  const rockets = optionsOf(options, 'set-rockets').find((o) => o.rockets === wantsRockets(k, o.airUnit));
  if (rockets) return rockets;
  const flak = optionsOf(options, 'place-flak');
  if (flak.length > 0) return best(flak, (o) => (likelihoodOf(k.view.scenario.id, o.city) * kindWorth(k, o.flak)) / (1 + flakAt(k, o.city, o.flak)), roll);
  const submit = optionOf(options, 'submit-air-status');
  if (!submit) throw new Error('the German Air Status Card is packed and its Flak placed, yet it may not be submitted');
  return submit;
}
