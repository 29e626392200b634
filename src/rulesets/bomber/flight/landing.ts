/**
 * Landing (XII.A.1): where an Air unit comes down and what it costs. On a
 * Base of its side (for American units, of an area it may land in: its own,
 * or the Shuttle Mission's it plotted, XII.H) it lands normally; on other
 * friendly non-Mountain land it lands but is out for the day (XII.A.1.c);
 * anywhere else it crashes and every Plane unit in it is lost (XII.A.1.d).
 * A landing puts the Plane units in "A", takes the Endurance unit back, and
 * adds one hit to the Air Box (XII.A.1.a); after the Daylight Turns a 6 on
 * a die adds another, except for Night Fighters (XII.A.1.b). Hits go on one
 * at a time, and when they equal the Strength Points of a Plane unit in the
 * box, that unit is eliminated with them (rulings §13: among equals, the
 * the owner's standing order names, by default the one numbered last).
 */
import { byHitsOrder } from '../combat/formations.js';
import { markHits } from '../combat/hits.js';
import { contextOf } from '../context.js';
import type { Area } from '../data/scenario-schema.js';
import type { LandingResult } from '../events.js';
import type { Play } from '../play.js';
import { lineOf } from '../setup/mission-sheet-step.js';
import { airUnitOf, locationOf, planesOf, type BomberState, type Location, type PlaneUnit, type Side } from '../state.js';

/** How an Air unit would come down where it is: on a Base, elsewhere on friendly land, or not at all. */
export type Landing = 'base' | 'field' | 'crash';

/** The areas an American Air unit may land in: its own, and a plotted Shuttle Mission's. */
export function landingAreas(state: BomberState, airUnit: number): Area[] {
  const home = planesOf(state, 'american', airUnit)[0]?.area;
  const shuttle = lineOf(state, airUnit).land;
  return [...(home ? [home] : []), ...(shuttle && state.missionSheet[String(airUnit)] ? [shuttle] : [])];
}

/** How an Air unit standing at `at` would land. */
export function landingAt(state: BomberState, side: Side, airUnit: number, at: Location): Landing {
  const ctx = contextOf(state.scenario);
  if ('africa' in at) return side === 'american' && landingAreas(state, airUnit).includes(at.africa) ? 'base' : 'crash';
  const base = ctx.base(side, at.hex);
  if (base !== undefined && (side === 'german' || landingAreas(state, airUnit).includes(base.area!))) return 'base';
  return ctx.friendlyLand(side, at.hex) && ctx.hexes.get(at.hex)?.mountain === undefined ? 'field' : 'crash';
}

/** The hits a landing adds, one at a time, and the Plane units they eliminate (rulings §13; among equals the standing order's, `combat/hits.ts`). */
export function applyHits(state: BomberState, side: Side, planes: readonly PlaneUnit[], hits: number, added: number): { hits: number; eliminated: string[] } {
  return markHits(byHitsOrder(state, side, planes), hits, added);
}

/** Lands an Air unit where it stands on `turn` (a Landing Step's, or a later one's when the game ends by agreement). */
export function land(play: Play, side: Side, airUnit: number, turn: number): void {
  const state = play.state;
  const at = locationOf(state, side, airUnit)!;
  const how = landingAt(state, side, airUnit, at);
  if (how === 'crash') return lose(play, side, airUnit, 'crash');
  const flying = planesOf(state, side, airUnit).filter((p) => p.ground === null);
  const ctx = contextOf(state.scenario);
  play.emit({ type: 'air-unit-landed', side, airUnit, at, base: how === 'base' });
  const night = turn > ctx.scenario.daylightTurns && flying.length > 0 && ctx.variant(flying[0]!.variant).type !== 'N';
  const nightRoll = night ? play.d6() : null;
  const added = 1 + (nightRoll === 6 ? 1 : 0);
  const { hits, eliminated } = applyHits(state, side, planesOf(state, side, airUnit), airUnitOf(state, side, airUnit).hits, added);
  const result: LandingResult = { planes: flying.map((p) => p.id), nightRoll, hitsAdded: added, eliminated, hits };
  play.emitSecret({ type: 'landing-resolved', side, airUnit, result }, side);
}

/**
 * An Air unit lost in the air: a crash, fuel run out off the board, or still
 * up after the last Turn. The loss of one whose take-off from Africa the
 * other side was never told of stays its owner's secret.
 */
export function lose(play: Play, side: Side, airUnit: number, why: 'crash' | 'fuel' | 'last-turn'): void {
  const planes = planesOf(play.state, side, airUnit).filter((p) => p.ground === null).map((p) => p.id);
  const event = { type: 'air-unit-crashed', side, airUnit, why } as const;
  if (airUnitOf(play.state, side, airUnit).enduranceHidden) play.emitSecret(event, side);
  else play.emit(event);
  play.emitSecret({ type: 'planes-lost', side, airUnit, planes }, side);
}
