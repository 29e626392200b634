/**
 * Who must act now and every command each of them may send: the list
 * `decide` accepts exactly. Prompt kinds and texts are public (every seat's
 * prompt is listed to all), so they say which step it is and nothing of what
 * a side holds; the options are shown only to their own seat.
 */
import type { Prompt, SeatId } from '../../kernel/ruleset.js';
import { announcementOpen, announcementOptions } from './combat/bomb-run.js';
import type { BomberCommand } from './commands.js';
import { takeOffOptions } from './flight/take-off.js';
import { landingOptions, normalMovementOptions } from './flight/movement.js';
import { airStatusOptions } from './setup/air-status-step.js';
import { mapSetupOptions } from './setup/map-setup-step.js';
import { missionSheetOptions } from './setup/mission-sheet-step.js';
import { targetCardOptions } from './setup/target-card-step.js';
import { readinessOptions } from './turn/readiness.js';
import { SIDES, type BomberState, type MovementStep, type Side } from './state.js';

/** Every decision Bomber asks of a seat (Prompt.kind). */
export const PROMPT_KINDS = ['target-cards', 'air-status', 'map-setup', 'mission-sheet', 'readiness', 'landing', 'normal-movement', 'take-off', 'bombing'] as const;

export type BomberPrompt = Prompt<BomberCommand> & { readonly kind: (typeof PROMPT_KINDS)[number] };

const prompt = (seat: Side, kind: BomberPrompt['kind'], text: string, options: BomberCommand[]): BomberPrompt => ({ seat, kind, text, options });

function basePrompts(state: BomberState): BomberPrompt[] {
  const phase = state.phase;
  const turn = `Turn ${state.turn}`;
  switch (phase.kind) {
    case 'target-cards':
      return [prompt('american', 'target-cards', 'Draw Target Cards one at a time, keeping or discarding each before the next (IV.C).', targetCardOptions(state))];
    case 'air-status':
      return SIDES.filter((s) => !state[s].submitted).map((s) =>
        prompt(s, 'air-status', 'Set up your Air Status Card behind the screen, then submit it (V).', airStatusOptions(state, s)),
      );
    case 'map-setup':
      return [prompt(phase.side, 'map-setup', `Place your Air units on the map (${phase.side === 'german' ? 'VI.B' : 'VI.C'}).`, mapSetupOptions(state, phase.side))];
    case 'mission-sheet':
      return [prompt('american', 'mission-sheet', 'Fill in the Mission Sheet, then submit it (VII).', missionSheetOptions(state))];
    case 'readiness':
      return SIDES.filter((s) => !state[s].submitted).map((s) => prompt(s, 'readiness', `${turn}: Plane Readiness, then submit it (X).`, readinessOptions(state, s)));
    case 'movement':
      return [movementPrompt(state, phase.side, phase.step)];
    case 'combat':
      return announcementOpen(state) ? [prompt('american', 'bombing', `${turn}: announce which Bomber Air units bomb now (XIII.G).`, announcementOptions(state))] : [];
    case 'not-started':
    case 'initiative':
    case 'turn-record':
    case 'over':
      return [];
  }
}

function movementPrompt(state: BomberState, side: Side, step: MovementStep): BomberPrompt {
  const turn = `Turn ${state.turn}`;
  switch (step) {
    case 'landing':
      return prompt(side, 'landing', `${turn}: Landing Step (XII.A.1).`, landingOptions(state, side));
    case 'normal':
      return prompt(side, 'normal-movement', `${turn}: Normal Movement Step (XII.A.2).`, normalMovementOptions(state, side));
    case 'take-off':
      return prompt(side, 'take-off', `${turn}: Take Off Step (VIII.C.3).`, takeOffOptions(state, side));
  }
}

/** The last state's prompts: views, bots and decide ask about the same state again and again, and states are never changed. */
let cached: { readonly state: BomberState; readonly prompts: readonly BomberPrompt[] } | null = null;

/** Every seat that must act now, with every legal command for it. */
export function prompts(state: BomberState): readonly BomberPrompt[] {
  if (cached?.state !== state) cached = { state, prompts: basePrompts(state) };
  return cached.prompts;
}

/** The commands a seat may send now (none if it need not act). */
export function optionsFor(state: BomberState, seat: SeatId): readonly BomberCommand[] {
  return prompts(state).find((p) => p.seat === seat)?.options ?? [];
}
