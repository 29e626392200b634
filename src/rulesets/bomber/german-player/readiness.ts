/**
 * The German Plane Readiness (X): everything towards "D", furthest along
 * first, as Base capacity allows; into "D", Destroyers and Night Fighters
 * take a Rocket unit while no American Escort can be over their Base (its
 * Fighters' reach from their starts: once Observation shows Escorts, the
 * ones seen), and Fighters their Drop Tanks. It offers to end the day when
 * nothing is up on either side that it can see.
 */
import type { BomberCommand } from '../commands.js';
import { wantsRockets } from './air-status.js';
import { optionOf, optionsOf, type GermanKnowledge } from './knowledge.js';
import { americanStarts, hexesApart } from './targets.js';

const BOX_ORDER = { C: 0, B: 1, A: 2, D: 3 } as const;

/** Whether an American Fighter could escort Bombers over this hex: within its reach of where it starts. */
export function escortsCanReach(k: GermanKnowledge, hex: string | null): boolean {
  if (hex === null) return true;
  return americanStarts(k.view.scenario.id, 'F').some((s) => hexesApart(s.hex, hex) <= s.reach);
}

/** Whether a Plane unit readied into "D" should take a Rocket unit. */
function rocketsFor(k: GermanKnowledge, planeId: string): boolean {
  const p = k.plane(planeId);
  return p.rocketCapable && p.airUnit !== null && wantsRockets(k, p.airUnit) && !escortsCanReach(k, k.hexOf(p.airUnit));
}

/** The German's next command in its Plane Readiness. */
export function readinessCommand(k: GermanKnowledge, options: readonly BomberCommand[]): BomberCommand {
  const offer = optionOf(options, 'offer-end');
  if (offer && k.view.turnRecord.length === 0) return offer;
  const moves = optionsOf(options, 'ready-plane').filter((o) => (k.plane(o.plane).ground === 'C' ? o.rockets === rocketsFor(k, o.plane) : true));
  if (moves.length > 0) return moves.reduce((first, o) => (BOX_ORDER[k.plane(o.plane).ground ?? 'D'] < BOX_ORDER[k.plane(first.plane).ground ?? 'D'] ? o : first));
  const submit = optionOf(options, 'submit-readiness');
  if (!submit) throw new Error('the German readiness may not be submitted');
  return submit;
}
