/**
 * V, the Air Status Cards, as a step both sides take at once and in secret
 * (rulings §6). The rules of what may go where are `air-boxes.ts` (Plane
 * units into Air Boxes, Rocket units) and `flak-placement.ts` (Flak units to
 * City Boxes); this step offers their legal moves as commands, applies them
 * to the state as events only their owner sees, and takes the submission,
 * which is public.
 */
import type { BomberCommand } from '../commands.js';
import { contextOf, DATA } from '../context.js';
import type { Boxing } from '../events.js';
import type { Play } from '../play.js';
import { AIR_UNITS, type BomberState, type Side } from '../state.js';
import { checkAirBoxes, checkRocketStep, planeUnitOptions, suggestAirBoxes, type AirBoxes } from './air-boxes.js';
import { checkFlakPlacement, flakStepOptions, type FlakPlacement } from './flak-placement.js';
import { fixedAirUnits } from './fixed-setup.js';
import { fixedFaults } from '../editions.js';
import { wantsAirUnit, wantsPlane, wantsType, type Focus } from '../option-focus.js';

/** A side's Air Boxes as `air-boxes.ts` reads them. */
export function airBoxesOf(state: BomberState, side: Side): AirBoxes {
  const boxes: AirBoxes = [];
  for (let airUnit = 1; airUnit <= AIR_UNITS; airUnit++) {
    const planes = state[side].planes.filter((p) => p.airUnit === airUnit);
    if (planes.length > 0) boxes.push({ airUnit, planeUnits: planes.map((p) => p.id), rockets: planes.some((p) => p.rockets) });
  }
  return boxes;
}

/** The German Flak placement as `flak-placement.ts` reads it. */
export function flakPlacementOf(state: BomberState): FlakPlacement {
  return Object.entries(state.flak).map(([city, f]) => ({ city, heavy: f.heavy, light: f.light }));
}

/** Whether a side's Air Status Card may be submitted as it stands. */
function complete(state: BomberState, side: Side): boolean {
  const { scenario } = contextOf(state.scenario);
  if (checkAirBoxes(DATA.map, scenario, side, airBoxesOf(state, side)) !== null) return false;
  return side === 'american' || checkFlakPlacement(DATA.map, scenario, flakPlacementOf(state)) === null;
}

/** A side's options while setting up its Air Status Card (only those that may be `focus`, given one: option-focus.ts). */
export function airStatusOptions(state: BomberState, side: Side, focus?: Focus): BomberCommand[] {
  const { scenario } = contextOf(state.scenario);
  const boxes = airBoxesOf(state, side);
  const fixed = fixedAirUnits(state, side);
  const options: BomberCommand[] = [];
  if (wantsType(focus, 'box-plane'))
    for (const s of planeUnitOptions(DATA.map, scenario, side, boxes, !fixedFaults(state))) if (wantsPlane(focus, s.planeUnit)) options.push({ type: 'box-plane', plane: s.planeUnit, airUnit: s.airUnit });
  if (wantsType(focus, 'unbox-plane'))
    for (const p of state[side].planes) if (p.airUnit !== null && !fixed.has(p.airUnit) && wantsPlane(focus, p.id)) options.push({ type: 'unbox-plane', plane: p.id });
  if (wantsType(focus, 'pack-suggested')) options.push({ type: 'pack-suggested' });
  if (wantsType(focus, 'set-rockets'))
    for (const b of boxes) {
      const rockets = !b.rockets;
      if (wantsAirUnit(focus, b.airUnit) && checkRocketStep(DATA.map, scenario, side, boxes, { airUnit: b.airUnit, rockets }) === null) options.push({ type: 'set-rockets', airUnit: b.airUnit, rockets });
    }
  if (side === 'german') {
    if (wantsType(focus, 'place-flak')) for (const s of flakStepOptions(DATA.map, scenario, flakPlacementOf(state))) options.push({ type: 'place-flak', city: s.city, flak: s.kind });
    if (wantsType(focus, 'remove-flak'))
      for (const [city, f] of Object.entries(state.flak))
        for (const flak of ['heavy', 'light'] as const) if (f[flak] > 0) options.push({ type: 'remove-flak', city, flak });
  }
  if (wantsType(focus, 'submit-air-status') && complete(state, side)) options.push({ type: 'submit-air-status' });
  return options;
}

/** Puts one Plane unit in a box, or takes it out. */
export function boxPlane(play: Play, side: Side, plane: string, airUnit: number | null): void {
  play.emitSecret({ type: 'planes-boxed', side, boxing: [{ plane, airUnit }] }, side);
}

/** Packs the whole Air Status Card the suggested way (`suggestAirBoxes`), Rocket units and all. */
export function packSuggested(play: Play, side: Side): void {
  const suggested = suggestAirBoxes(contextOf(play.state.scenario).scenario, side);
  const to = new Map(suggested.flatMap((b) => b.planeUnits.map((id) => [id, b.airUnit] as const)));
  const boxing: Boxing[] = play.state[side].planes.map((p) => ({ plane: p.id, airUnit: to.get(p.id) ?? null }));
  play.emitSecret({ type: 'planes-boxed', side, boxing }, side);
  for (const b of suggested) if (b.rockets) setRockets(play, side, b.airUnit, true);
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
