/**
 * V, the Air Status Cards, both sides at once and in secret (rulings §6):
 * Plane units into the "D" boxes of Air Boxes (one Model and Type a box, at
 * most 12 Strength Points, American areas kept apart, V.C and IX.D), Rocket
 * units on Air Boxes of Rocket carriers, and the German Flak units into City
 * Boxes (+1 Strength Point each, at most 4 of a Type in a city, V.B). Every
 * edit is its owner's alone; the submission is public.
 */
import type { BomberCommand } from '../commands.js';
import { contextOf } from '../context.js';
import { MAX_BOX_SP, packAirBoxes } from '../data/air-boxes.js';
import type { Boxing } from '../events.js';
import type { Play } from '../play.js';
import { AIR_UNITS, type BomberState, type PlaneUnit, type Side } from '../state.js';

/** Most Flak Strength Points of one Type in a city (V.B). */
export const MAX_CITY_FLAK = 4;

/** Air units the scenario's fixed set-up fills, whose boxes may not be changed. */
export function fixedAirUnits(state: BomberState, side: Side): Set<number> {
  return new Set((contextOf(state.scenario).scenario.fixedSetup?.[side] ?? []).map((f) => f.airUnit));
}

/**
 * Most Plane units in one German Air Box: the largest capacity of a German
 * Base usable on the date. VI.B lets no Air unit stand where the capacity is
 * below its Plane units, so a fuller box could never be set up.
 */
export function germanBoxLimit(state: BomberState): number {
  const ctx = contextOf(state.scenario);
  return Math.max(...ctx.germanBaseHexes.map((hex) => ctx.base('german', hex)!.capacity));
}

/** Whether a Plane unit may join an Air Box's current contents (V.C, IX.D, and VI.B for German boxes). */
function fits(state: BomberState, side: Side, box: readonly PlaneUnit[], p: PlaneUnit): boolean {
  if (box.length === 0) return true;
  const first = box[0]!;
  if (side === 'german' && box.length + 1 > germanBoxLimit(state)) return false;
  return first.variant === p.variant && first.area === p.area && box.reduce((s, x) => s + x.sp, 0) + p.sp <= MAX_BOX_SP;
}

function boxes(state: BomberState, side: Side): PlaneUnit[][] {
  const out: PlaneUnit[][] = Array.from({ length: AIR_UNITS }, () => []);
  for (const p of state[side].planes) if (p.airUnit !== null) out[p.airUnit - 1]!.push(p);
  return out;
}

/** The German Flak units not yet placed, by Type. */
export function flakLeft(state: BomberState): { heavy: number; light: number } {
  const { flakUnits } = contextOf(state.scenario).scenario.german;
  const placed = Object.values(state.flak).reduce((s, f) => ({ heavy: s.heavy + f.heavy, light: s.light + f.light }), { heavy: 0, light: 0 });
  return { heavy: flakUnits.heavy - placed.heavy, light: flakUnits.light - placed.light };
}

/** A side's options while setting up its Air Status Card. */
export function airStatusOptions(state: BomberState, side: Side): BomberCommand[] {
  const fixed = fixedAirUnits(state, side);
  const all = boxes(state, side);
  const firstEmpty = all.findIndex((b, i) => b.length === 0 && !fixed.has(i + 1)) + 1;
  const options: BomberCommand[] = [];
  const loose = state[side].planes.filter((p) => p.airUnit === null);
  for (const p of loose) {
    all.forEach((box, i) => {
      if (box.length > 0 && !fixed.has(i + 1) && fits(state, side, box, p)) options.push({ type: 'box-plane', plane: p.id, airUnit: i + 1 });
    });
    if (firstEmpty > 0) options.push({ type: 'box-plane', plane: p.id, airUnit: firstEmpty });
  }
  for (const p of state[side].planes) if (p.airUnit !== null && !fixed.has(p.airUnit)) options.push({ type: 'unbox-plane', plane: p.id });
  if (loose.length > 0 && suggestedBoxing(state, side) !== null) options.push({ type: 'pack-suggested' });
  all.forEach((box, i) => {
    if (box.some((p) => p.rocketCapable)) options.push({ type: 'set-rockets', airUnit: i + 1, rockets: !box.some((p) => p.rockets) });
  });
  if (side === 'german') options.push(...flakOptions(state));
  const flak = flakLeft(state);
  if (loose.length === 0 && (side === 'american' || flak.heavy + flak.light === 0)) options.push({ type: 'submit-air-status' });
  return options;
}

function flakOptions(state: BomberState): BomberCommand[] {
  const ctx = contextOf(state.scenario);
  const left = flakLeft(state);
  const options: BomberCommand[] = [];
  for (const city of ctx.cities.values()) {
    const placed = state.flak[city.name] ?? { heavy: 0, light: 0 };
    if (left.heavy > 0 && city.heavyFlak + placed.heavy < MAX_CITY_FLAK) options.push({ type: 'place-flak', city: city.name, flak: 'heavy' });
    if (left.light > 0 && city.lightFlak + placed.light < MAX_CITY_FLAK) options.push({ type: 'place-flak', city: city.name, flak: 'light' });
    if (placed.heavy > 0) options.push({ type: 'remove-flak', city: city.name, flak: 'heavy' });
    if (placed.light > 0) options.push({ type: 'remove-flak', city: city.name, flak: 'light' });
  }
  return options;
}

/** Puts one Plane unit in a box, or takes it out. */
export function boxPlane(play: Play, side: Side, plane: string, airUnit: number | null): void {
  play.emitSecret({ type: 'planes-boxed', side, boxing: [{ plane, airUnit }] }, side);
}

/**
 * The suggested packing of every loose Plane unit: first fit by decreasing
 * Strength Points within each area and Model (`packAirBoxes`), German boxes
 * split to the largest Base capacity, into the lowest empty Air Boxes; null if the free boxes are too few for it.
 */
export function suggestedBoxing(state: BomberState, side: Side): Boxing[] | null {
  const fixed = fixedAirUnits(state, side);
  const loose = state[side].planes.filter((p) => p.airUnit === null);
  const groups = [...new Set(loose.map((p) => p.area ?? 'german'))].map((group) => ({
    group,
    units: loose.filter((p) => (p.area ?? 'german') === group).map((p) => ({ variant: p.variant, sp: p.sp, count: 1 })),
  }));
  const used = new Set(state[side].planes.flatMap((p) => (p.airUnit === null ? [] : [p.airUnit])));
  const free = Array.from({ length: AIR_UNITS }, (_, i) => i + 1).filter((n) => !used.has(n) && !fixed.has(n));
  const most = side === 'german' ? germanBoxLimit(state) : Infinity;
  const packed = packAirBoxes(groups).flatMap((box) => chunks(box.sps, most).map((sps) => ({ ...box, sps })));
  if (packed.length > free.length) return null;
  const pool = [...loose];
  return packed.flatMap((box, i) =>
    box.sps.map((sp) => {
      const [p] = pool.splice(
        pool.findIndex((x) => (x.area ?? 'german') === box.group && x.variant === box.variant && x.sp === sp),
        1,
      );
      return { plane: p!.id, airUnit: free[i]! };
    }),
  );
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  if (items.length <= size) return [[...items]];
  return [items.slice(0, size), ...chunks(items.slice(size), size)];
}

/** Packs every loose Plane unit the suggested way. */
export function packSuggested(play: Play, side: Side): void {
  play.emitSecret({ type: 'planes-boxed', side, boxing: suggestedBoxing(play.state, side)! }, side);
}

/** Stacks a Rocket unit on an Air Box of Rocket carriers, or takes it off (V.C). */
export function setRockets(play: Play, side: Side, airUnit: number, rockets: boolean): void {
  play.emitSecret({ type: 'rockets-set', side, airUnit, rockets }, side);
}

/** Puts a German Flak unit in a City Box, or takes one out. */
export function moveFlak(play: Play, city: string, flak: 'heavy' | 'light', units: 1 | -1): void {
  play.emitSecret({ type: 'flak-placed', city, flak, units }, 'german');
}

/** A side submits its Air Status Card: public, the contents stay its own. */
export function submitAirStatus(play: Play, side: Side): void {
  play.emit({ type: 'submitted', side, step: 'air-status' });
}
