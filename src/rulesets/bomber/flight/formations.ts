/**
 * Formations (IX.E, XII.C.3): the Plane units of a non-Bomber Air Box may fly
 * apart or together in Formations, changed while moving; a Bomber Air Box is
 * one Formation as long as it flies. Formations are groupings within one Air
 * unit: they share its counter's hex and its one Altitude (XII.C.2), so they
 * never move apart (ruling E14). A change is its owner's secret.
 */
import type { BomberCommand } from '../commands.js';
import type { Play } from '../play.js';
import type { BomberState, Side } from '../state.js';
import { flyingPlanes, isBomberUnit, movingAirUnits } from './flying.js';
import { emitUnseen } from '../observation/redaction.js';

/** The lowest Formation number not used in an Air Box. */
function freeFormation(state: BomberState, side: Side, airUnit: number): number {
  const used = new Set(flyingPlanes(state, side, airUnit).map((p) => p.formation));
  let n = 1;
  while (used.has(n)) n++;
  return n;
}

/** A side's Formation changes now: each flying non-Bomber Plane unit may join another Formation of its box, or fly apart in a new one. */
export function formationOptions(state: BomberState, side: Side): BomberCommand[] {
  const options: BomberCommand[] = [];
  for (const a of movingAirUnits(state, side)) {
    if (isBomberUnit(state, side, a.id)) continue;
    const planes = flyingPlanes(state, side, a.id);
    const formations = [...new Set(planes.map((p) => p.formation!))].sort((x, y) => x - y);
    const free = freeFormation(state, side, a.id);
    for (const p of planes) {
      for (const f of formations) if (f !== p.formation) options.push({ type: 'join-formation', plane: p.id, formation: f });
      if (planes.some((q) => q !== p && q.formation === p.formation)) options.push({ type: 'join-formation', plane: p.id, formation: free });
    }
  }
  return options;
}

/** Puts a Plane unit in a Formation of its box. */
export function joinFormation(play: Play, side: Side, plane: string, formation: number): void {
  emitUnseen(play, side, { type: 'formation-changed', side, plane, formation });
}
