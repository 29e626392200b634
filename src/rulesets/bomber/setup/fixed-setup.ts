/** A scenario's fixed set-up (the Introductory Game): which Air units it fills and where they stand. */
import { contextOf } from '../context.js';
import type { BomberState, Side } from '../state.js';

/** Air units the scenario's fixed set-up fills, whose boxes may not be changed. */
export function fixedAirUnits(state: BomberState, side: Side): Set<number> {
  return new Set((contextOf(state.scenario).scenario.fixedSetup?.[side] ?? []).map((f) => f.airUnit));
}
