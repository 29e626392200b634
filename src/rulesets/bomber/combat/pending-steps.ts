/**
 * The Flak and Bombing Steps of a Battle (XIII.G–H) are the `bombing`
 * helper's (`combat/flak.ts`, `combat/bombing.ts`). Until they land, these
 * stand in for them: they resolve NOTHING (no Flak fires, no Bomber bombs) —
 * placeholders, not an implementation. The Battle loop calls them from one
 * place (`battle-loop.ts`); each reports whether its step is finished or
 * waits for a seat's choice.
 */
import type { Play } from '../play.js';

/** Whether a Battle's step is over, or waits for someone to choose. */
export type StepProgress = 'done' | 'waiting';

/** Placeholder for the Flak Combat Step of Battle `battle`: fires nothing yet (bombing helper's). */
export function flakStepNotYetBuilt(_play: Play, _battle: number): StepProgress {
  return 'done';
}

/** Placeholder for the Bombing Combat Step of Battle `battle`: bombs nothing yet (bombing helper's). */
export function bombingStepNotYetBuilt(_play: Play, _battle: number): StepProgress {
  return 'done';
}
