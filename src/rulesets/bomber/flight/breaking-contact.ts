/**
 * Breaking contact (XII.C.4): in a hex that saw Air Combat in the last
 * Combat Phase (`state.lastCombat`), Destroyer, Fighter and Night Fighter
 * Air units pay one Movement Factor to leave it or to climb in it, if it
 * holds an opposing Fighter unit at their Altitude Level or higher. Ruling
 * E15: the Movement Factor is paid once a Phase, by the first exit or climb;
 * contact is then broken.
 */
import { otherSide, type BomberState, type Side } from '../state.js';
import { airUnitOf } from '../state.js';
import { altitudeOf, flyingPlanes, hexOf, variantOf } from './flying.js';
import { contextOf } from '../context.js';

/** The Movement Factor an Air unit must still pay to break contact before it leaves its hex or climbs: 0 or 1. */
export function contactCost(state: BomberState, side: Side, airUnit: number): 0 | 1 {
  const a = airUnitOf(state, side, airUnit);
  const hex = hexOf(a);
  if (a.moved.contactBroken || hex === null || !state.lastCombat.some((s) => s.hex === hex)) return 0;
  if (variantOf(state, side, airUnit)?.type === 'B') return 0;
  const altitude = altitudeOf(state, side, airUnit)!;
  const enemy = otherSide(side);
  const ctx = contextOf(state.scenario);
  const engaged = state[enemy].airUnits.some(
    (e) => hexOf(e) === hex && e.offBoard === null && flyingPlanes(state, enemy, e.id).some((p) => ctx.variant(p.variant).type === 'F' && p.altitude! >= altitude),
  );
  return engaged ? 1 : 0;
}
