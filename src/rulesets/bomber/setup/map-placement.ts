/**
 * Mapboard set-up (VI.B–D): each side puts its Air units on the map. The
 * German first, on German Base hexes usable on the date, no hex holding
 * more Plane units than its capacity; the American after, on Bases of each
 * unit's area (capacity may be exceeded) or in its African Base box. A
 * scenario's fixed set-up names the Base of each Air unit. Air units with
 * no Plane units may stand as bluffs, or as cover counters that stand for
 * other Air units in the same place (VI.D).
 */
import { Type, type Static } from '@sinclair/typebox';
import { reject, type Rejection } from '../../../kernel/ruleset.js';
import { hexDistance, parseHexId } from '../data/hex-grid.js';
import type { BomberMap } from '../data/map-schema.js';
import { americanBasesOn, germanBasesOn } from '../data/scenario-checks.js';
import type { Area, Scenario } from '../data/scenario-schema.js';
import { boxUnits, type AirBoxes } from './air-boxes.js';
import { AirUnitNumber, planeRoster, type Side } from './roster.js';
import { baseAt, baseNamed, cityNamed } from '../data/map-lookup.js';
import { kept } from '../data/kept.js';

/** Schema of a place for an Air unit at set-up: a Base hex id, or an African Base box by letter. */
export const SetupPlace = Type.String({ pattern: '^(\\d{4}|A|L|T)$', description: 'a hex id XXYY, or the African Base box A, L or T' });

/** Schema of one Air unit's place; `covers` makes an empty Air unit a cover counter for those Air units (VI.D). */
export const AirUnitPlacementSchema = Type.Object(
  { airUnit: AirUnitNumber, at: SetupPlace, covers: Type.Optional(Type.Array(AirUnitNumber, { minItems: 1 })) },
  { additionalProperties: false },
);
export type AirUnitPlacement = Static<typeof AirUnitPlacementSchema>;

/** Schema of a side's whole map set-up: every Air unit it puts on the map. */
export const MapPlacementSchema = Type.Array(AirUnitPlacementSchema);
export type MapPlacement = Static<typeof MapPlacementSchema>;

/** What map set-up needs to know of the scenario and of the side's Air Boxes. */
export interface MapSetupContext {
  readonly map: BomberMap;
  readonly scenario: Scenario;
  readonly side: Side;
  /** The side's Air Boxes (`checkAirBoxes` passed). */
  readonly boxes: AirBoxes;
}


/** The areas of the side's Plane units in an Air unit (one, when the boxes are legal). */
function areaOf(ctx: MapSetupContext, airUnit: number): Area | undefined {
  const box = ctx.boxes.find((b) => b.airUnit === airUnit);
  return box === undefined ? undefined : boxUnits(planeRoster(ctx.scenario, ctx.side), box)[0]?.area;
}

/** Plane units in an Air unit's box. */
function planeUnitsIn(ctx: MapSetupContext, airUnit: number): number {
  return ctx.boxes.find((b) => b.airUnit === airUnit)?.planeUnits.length ?? 0;
}

/** The usable Base hexes of a side or area on a date: the map, side or area, and date are all they depend on, and prompts ask for them often. */
const baseHexes = kept((map: BomberMap, who: 'german' | Area, date: string): readonly string[] =>
  (who === 'german' ? germanBasesOn(map, date) : americanBasesOn(map, who, date)).map((n) => baseNamed(map, n)?.hex ?? ''),
);

/** The places an American unit of `area` may be set up: its area's Base hexes, or its African Base box (VI.C). */
function americanPlaces(ctx: MapSetupContext, area: Area): readonly string[] {
  if (area === 'A' || area === 'L' || area === 'T') return [area];
  return baseHexes(ctx.map, area, ctx.scenario.date);
}

/**
 * Every place where Air unit `airUnit` may stand, ignoring capacity and what stands there: for an Air unit
 * with Plane units, the fixed set-up's Base, else the usable Bases (and African box) its side and area
 * allow; for an empty one (a bluff or cover), any such place of the scenario's areas (ruling 38).
 */
export function placesFor(ctx: MapSetupContext, airUnit: number): string[] {
  const fixed = ctx.scenario.fixedSetup?.[ctx.side].find((f) => f.airUnit === airUnit);
  if (fixed !== undefined) return [baseNamed(ctx.map, fixed.base)?.hex ?? ''];
  if (ctx.side === 'german') return [...baseHexes(ctx.map, 'german', ctx.scenario.date)];
  const area = areaOf(ctx, airUnit);
  const areas = area === undefined ? [...new Set(ctx.scenario.american.map((a) => a.area))] : [area];
  return [...new Set(areas.flatMap((a) => americanPlaces(ctx, a)))];
}

/** Plane units standing in a place, by the placements so far. */
function planeUnitsAt(ctx: MapSetupContext, placement: MapPlacement, at: string): number {
  return placement.filter((p) => p.at === at).reduce((n, p) => n + planeUnitsIn(ctx, p.airUnit), 0);
}

/** Why one more Air unit may not be placed now, judged by where it goes, or null. */
function placementRefusal(ctx: MapSetupContext, placement: MapPlacement, step: AirUnitPlacement): Rejection | null {
  const { map, side } = ctx;
  if (!Number.isInteger(step.airUnit) || step.airUnit < 1 || step.airUnit > 40) return reject('no-such-air-unit', 'Air units are numbered 1 to 40.');
  if (placement.some((p) => p.airUnit === step.airUnit)) return reject('air-unit-placed', `Air unit ${step.airUnit} is already on the map.`);
  const real = planeUnitsIn(ctx, step.airUnit) > 0;
  if (step.covers !== undefined) {
    if (real) return reject('cover-holds-planes', `Air unit ${step.airUnit} holds Plane units; only an empty Air unit may cover others (VI.D).`);
    for (const n of step.covers) {
      const covered = placement.find((p) => p.airUnit === n);
      if (planeUnitsIn(ctx, n) === 0) return reject('cover-of-empty', `Air unit ${n} holds no Plane units: there is nothing to cover (VI.D).`);
      if (covered === undefined) return reject('cover-before-unit', `Place Air unit ${n} before a cover counter for it.`);
      if (covered.at !== step.at) return reject('cover-elsewhere', `Air unit ${n} stands in ${covered.at}; a cover counter stands where its Air units are (VI.D).`);
      if (placement.some((p) => p.covers?.includes(n))) return reject('covered-twice', `Air unit ${n} is already covered.`);
      if (step.covers.indexOf(n) !== step.covers.lastIndexOf(n)) return reject('covered-twice', `Air unit ${n} is named twice.`);
    }
  }
  const fixed = ctx.scenario.fixedSetup?.[side].find((f) => f.airUnit === step.airUnit);
  if (fixed !== undefined && baseNamed(map, fixed.base)?.hex !== step.at)
    return reject('fixed-setup', `The scenario sets Air unit ${step.airUnit} up at ${fixed.base}.`);
  if (!placesFor(ctx, step.airUnit).includes(step.at)) {
    if (side === 'german') return reject('not-a-german-base', `${step.at} is no German Base hex usable on ${ctx.scenario.date} (VI.B).`);
    const area = areaOf(ctx, step.airUnit);
    return reject(
      'not-an-area-base',
      area === undefined
        ? `${step.at} is no place for an American Air unit in this scenario (VI.C).`
        : `Air unit ${step.airUnit}'s Plane units are listed in ${area}: they set up at a Base of that area${area.length === 1 ? ' (its African Base box)' : ''} (VI.C).`,
    );
  }
  if (side === 'german' && real) {
    const capacity = baseAt(map, step.at)?.german ?? 0;
    const total = planeUnitsAt(ctx, placement, step.at) + planeUnitsIn(ctx, step.airUnit);
    if (total > capacity)
      return reject('base-capacity', `${baseAt(map, step.at)?.name ?? step.at} would hold ${total} Plane units; its capacity is ${capacity} (VI.B).`);
  }
  return null;
}

/**
 * Whether the German Air units not yet placed can still all find room: largest first, each to the usable
 * Base with the least room that takes it (its fixed Base, if it has one). A "yes" is a witness.
 */
function germanRestFits(ctx: MapSetupContext, placement: MapPlacement): boolean {
  const room = new Map(baseHexes(ctx.map, 'german', ctx.scenario.date).map((at) => [at, (baseAt(ctx.map, at)?.german ?? 0) - planeUnitsAt(ctx, placement, at)]));
  const rest = ctx.boxes
    .filter((b) => !placement.some((p) => p.airUnit === b.airUnit))
    .sort((a, b) => b.planeUnits.length - a.planeUnits.length);
  for (const { airUnit, planeUnits } of rest) {
    const fits = placesFor(ctx, airUnit).filter((at) => (room.get(at) ?? 0) >= planeUnits.length);
    const at = fits.reduce<string | undefined>((a, b) => (a === undefined || (room.get(b) ?? 0) < (room.get(a) ?? 0) ? b : a), undefined);
    if (at === undefined) return false;
    room.set(at, (room.get(at) ?? 0) - planeUnits.length);
  }
  return true;
}

/**
 * Whether one more Air unit may be placed now: legal where it goes, and — for the German side — leaving
 * room on the usable Bases for every Air unit still to place (ruling 43), so the options never dead-end.
 */
export function checkPlacementStep(ctx: MapSetupContext, placement: MapPlacement, step: AirUnitPlacement): Rejection | null {
  const refusal = placementRefusal(ctx, placement, step);
  if (refusal !== null || ctx.side !== 'german' || planeUnitsIn(ctx, step.airUnit) === 0) return refusal;
  return germanRestFits(ctx, [...placement, step])
    ? null
    : reject('bases-run-out', `Air unit ${step.airUnit} there would leave too little room on the German Bases for the Air units still to place (VI.B).`);
}

/**
 * The short step list for a prompt: for each Air unit with Plane units not yet placed, every place it may
 * go now (capacity counted). Bluffs and covers are left to the player's own commands.
 */
export function placementOptions(ctx: MapSetupContext, placement: MapPlacement): AirUnitPlacement[] {
  return ctx.boxes
    .filter((b) => !placement.some((p) => p.airUnit === b.airUnit))
    .flatMap(({ airUnit }) =>
      placesFor(ctx, airUnit)
        .map((at) => ({ airUnit, at }))
        .filter((step) => checkPlacementStep(ctx, placement, step) === null),
    );
}

/** Whether a side's whole map set-up is legal: each placement legal in order, every Air unit with Plane units placed. */
export function checkMapPlacement(ctx: MapSetupContext, placement: MapPlacement): Rejection | null {
  // Cover counters are checked after every Air unit they might cover.
  const ordered = [...placement.filter((p) => p.covers === undefined), ...placement.filter((p) => p.covers !== undefined)];
  const done: AirUnitPlacement[] = [];
  for (const p of ordered) {
    const refusal = placementRefusal(ctx, done, p);
    if (refusal !== null) return refusal;
    done.push(p);
  }
  const missing = ctx.boxes.map((b) => b.airUnit).filter((n) => !placement.some((p) => p.airUnit === n));
  return missing.length === 0 ? null : reject('air-units-unplaced', `Air units still to place: ${missing.join(', ')}.`);
}

/** The counters the map shows: every placed Air unit but those a cover counter stands for (VI.D). */
export function visibleCounters(placement: MapPlacement): { airUnit: number; at: string }[] {
  const covered = new Set(placement.flatMap((p) => p.covers ?? []));
  return placement.filter((p) => !covered.has(p.airUnit)).map((p) => ({ airUnit: p.airUnit, at: p.at }));
}

/** Hexes from a place to the nearest historical target (0 for an African box: off the board). */
function targetDistance(ctx: MapSetupContext, at: string): number {
  if (!/^\d{4}$/.test(at)) return 0;
  const targets = ctx.scenario.historicalTargets.map((t) => cityNamed(ctx.map, t.city)?.hex ?? '').filter((h) => h !== '');
  return Math.min(Infinity, ...targets.map((t) => hexDistance(parseHexId(t), parseHexId(at))));
}

/**
 * A suggested set-up for a side that does not want to place by hand (ruling 38): the fixed set-up if the
 * scenario has one; otherwise each Air unit, largest first, to the legal place holding the fewest Plane
 * units so far, nearest a historical target on ties — spread over the Bases next to the targets (the
 * German) or over its area's Bases, which eases take-off capacity (the American). No bluffs or covers.
 */
export function suggestMapPlacement(ctx: MapSetupContext): MapPlacement {
  const placement: AirUnitPlacement[] = [];
  const units = [...ctx.boxes].sort((a, b) => b.planeUnits.length - a.planeUnits.length || a.airUnit - b.airUnit);
  for (const { airUnit } of units) {
    const legal = placesFor(ctx, airUnit).filter((at) => checkPlacementStep(ctx, placement, { airUnit, at }) === null);
    const best = legal.reduce<string | undefined>((a, b) => {
      if (a === undefined) return b;
      const load = planeUnitsAt(ctx, placement, b) - planeUnitsAt(ctx, placement, a);
      return load < 0 || (load === 0 && targetDistance(ctx, b) < targetDistance(ctx, a)) ? b : a;
    }, undefined);
    if (best !== undefined) placement.push({ airUnit, at: best });
  }
  return placement.sort((a, b) => a.airUnit - b.airUnit);
}
