/**
 * VI, the map set-up, as a step of the game, German first, then American
 * (rulings §6). Where an Air unit may stand is `map-placement.ts`'s: Air
 * units with Plane units on the side's Bases usable on the date, American
 * ones by area or in their African Base Box, a fixed set-up's on its printed
 * Base, empty ones anywhere the side may set up, as bluffs. This step adds
 * German capacity (VI.B) counted so that the set-up never runs into a dead
 * end, and covers (VI.D): an empty Air unit on the map may stand for others,
 * which then have no counter of their own. Placements are public (a bluff
 * looks like any other counter); a cover is its owner's secret.
 */
import type { BomberCommand } from '../commands.js';
import { contextOf, DATA, isAfrican } from '../context.js';
import type { Play } from '../play.js';
import { airBoxesOf } from './air-status-step.js';
import { wantsAirUnit, wantsType, type Focus } from '../option-focus.js';
import * as placementRules from './map-placement.js';
import { hexOfLocation, locationOf, planesOf, type BomberState, type Location, type Side } from '../state.js';

/** A command's place: a hex id or an African Base letter. */
export const placeOf = (at: Location): string => ('hex' in at ? at.hex : at.africa);
/** The location a command's place names. */
export const locationFor = (place: string): Location => (isAfrican(place) ? { africa: place } : { hex: place });

/** Room left on each German Base, and the sizes of the loaded German Air units still to place. */
interface GermanRoom {
  readonly left: ReadonlyMap<string, number>;
  readonly unplaced: ReadonlyMap<number, number>;
}

function germanRoom(state: BomberState): GermanRoom {
  const ctx = contextOf(state.scenario);
  const used = new Map<string, number>();
  for (const a of state.german.airUnits) {
    const hex = hexOfLocation(locationOf(state, 'german', a.id));
    if (hex !== null) used.set(hex, (used.get(hex) ?? 0) + planesOf(state, 'german', a.id).length);
  }
  return {
    left: new Map(ctx.germanBaseHexes.map((hex) => [hex, ctx.base('german', hex)!.capacity - (used.get(hex) ?? 0)])),
    unplaced: new Map(unplacedLoaded(state, 'german').map((id) => [id, planesOf(state, 'german', id).length])),
  };
}

/**
 * Whether, after putting `airUnit` in `hex`, the German Air units still to
 * place fit the capacity left, by first fit with the largest first.
 * Placements are offered only where this holds, so a set-up can never run
 * into a dead end (it may refuse a few placements an exact packing would allow).
 */
function restFits(room: GermanRoom, airUnit: number, hex: string): boolean {
  const left = new Map(room.left);
  const size = room.unplaced.get(airUnit)!;
  if (left.get(hex)! < size) return false;
  left.set(hex, left.get(hex)! - size);
  const sizes = [...room.unplaced].filter(([id]) => id !== airUnit).map(([, n]) => n).sort((a, b) => b - a);
  for (const n of sizes) {
    const fit = [...left].find(([, r]) => r >= n)?.[0];
    if (fit === undefined) return false;
    left.set(fit, left.get(fit)! - n);
  }
  return true;
}

/**
 * The places each Air unit may be set up (`placesFor` of `map-placement.ts`), German Bases only where the
 * capacity left still takes every loaded Air unit; what they depend on worked out once for all Air units.
 */
function placesOf(state: BomberState, side: Side): (airUnit: number) => string[] {
  const ctx = { map: DATA.map, scenario: contextOf(state.scenario).scenario, side, boxes: airBoxesOf(state, side) };
  let room: GermanRoom | null = null;
  return (airUnit) => {
    const places = placementRules.placesFor(ctx, airUnit);
    if (side === 'american' || planesOf(state, side, airUnit).length === 0) return places;
    room ??= germanRoom(state);
    return places.filter((hex) => restFits(room!, airUnit, hex));
  };
}

/** Air units holding Plane units that are neither on the map nor covered. */
function unplacedLoaded(state: BomberState, side: Side): number[] {
  return state[side].airUnits.filter((a) => a.counter === null && a.coveredBy === null && planesOf(state, side, a.id).length > 0).map((a) => a.id);
}

/** A side's options in its map set-up (only those that may be `focus`, given one: option-focus.ts). */
export function mapSetupOptions(state: BomberState, side: Side, focus?: Focus): BomberCommand[] {
  const options: BomberCommand[] = [];
  if (wantsType(focus, 'place-counter') || wantsType(focus, 'cover')) {
    const placesFor = placesOf(state, side);
    const covers = state[side].airUnits.filter((a) => a.counter !== null && planesOf(state, side, a.id).length === 0);
    for (const a of state[side].airUnits) {
      if (a.counter !== null || a.coveredBy !== null || !wantsAirUnit(focus, a.id)) continue;
      const places = placesFor(a.id);
      for (const at of places) options.push({ type: 'place-counter', airUnit: a.id, at });
      if (planesOf(state, side, a.id).length === 0) continue;
      for (const c of covers) if (places.includes(placeOf(c.counter!.at))) options.push({ type: 'cover', airUnit: a.id, by: c.id });
    }
  }
  if (wantsType(focus, 'end-map-setup') && unplacedLoaded(state, side).length === 0) options.push({ type: 'end-map-setup' });
  return options;
}

/** Places a counter: public, as on the table; whether it holds anything is not said. */
export function placeCounter(play: Play, side: Side, airUnit: number, place: string): void {
  play.emit({ type: 'counter-placed', side, airUnit, at: locationFor(place) });
}

/** Lets an extra Air unit on the map stand for another: its owner's secret. */
export function coverAirUnit(play: Play, side: Side, airUnit: number, by: number): void {
  play.emitSecret({ type: 'air-unit-covered', side, airUnit, by }, side);
}

/** Ends a side's map set-up. */
export function endMapSetup(play: Play, side: Side): void {
  play.emit({ type: 'map-setup-ended', side });
}
