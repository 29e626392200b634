/**
 * What follows an Air Combat in a Battle. Each Air unit with a Destroyer,
 * Fighter or Night Fighter Formation that took part drops one Altitude Level
 * where it can (rulings §12; Bombers never drop). The whole Air unit drops,
 * since all its flying Plane units share one Altitude (XII.C.2): ruling C4;
 * only its owner is told (the other side's reports show it, `observation/`).
 * Every American Bomber Air unit flying in the hex, at any Altitude, is then
 * intercepted (rulings §25), which only its owner is told.
 */
import { emitUnseen } from '../observation/redaction.js';
import type { Play } from '../play.js';
import type { Altitude } from '../state.js';
import { flyingPlanes, isBomberUnit } from '../flight/flying.js';
import { airUnitsAt } from './formations.js';
import { noAltitudeLoss } from './hit-tables.js';
import { currentBattle } from './line-up.js';

/** Altitude loss (in the Battle's order of Formations) and interceptions after the Formations `tookPart` (indexes in the Battle) fought. */
export function afterAirCombat(play: Play, tookPart: readonly number[]): void {
  const { battle } = currentBattle(play.state);
  if (tookPart.length === 0) return;
  if (!noAltitudeLoss(play.state, battle.spot)) {
    const units = new Map([...tookPart].sort((a, b) => a - b).map((i) => battle.formations[i]!).filter((f) => !f.bomber).map((f) => [`${f.side}/${f.airUnit}`, f]));
    const altitude = (battle.spot.altitude - 1) as Altitude;
    for (const f of units.values()) if (flyingPlanes(play.state, f.side, f.airUnit).length > 0) emitUnseen(play, f.side, { type: 'altitude-lost', side: f.side, airUnit: f.airUnit, altitude });
  }
  const bombers = ([0, 1, 2] as const)
    .flatMap((altitude) => airUnitsAt(play.state, 'american', { hex: battle.spot.hex, altitude }))
    .filter((id) => isBomberUnit(play.state, 'american', id) && !play.state.american.airUnits[id - 1]!.intercepted);
  if (bombers.length > 0) play.emitSecret({ type: 'bombers-intercepted', airUnits: [...new Set(bombers)].sort((a, b) => a - b) }, 'american');
}
