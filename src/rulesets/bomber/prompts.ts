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
import { battleOrderOptions, choosesBattle } from './combat/battle-loop.js';
import { lineUpOptions } from './combat/line-up.js';
import { standingOrderOptions } from './combat/standing-orders.js';
import { SIDES, type BomberState, type MovementStep, type Side } from './state.js';
import { wantsType, type Focus } from './option-focus.js';
import { withWords } from './words/prompt-words.js';

/** Every decision Bomber asks of a seat (Prompt.kind). */
export const PROMPT_KINDS = ['target-cards', 'air-status', 'map-setup', 'mission-sheet', 'readiness', 'landing', 'normal-movement', 'take-off', 'battle-order', 'air-combat', 'bombing'] as const;

export type BomberPrompt = Prompt<BomberCommand> & { readonly kind: (typeof PROMPT_KINDS)[number] };

/**
 * A prompt whose options are worked out when first read, then kept: who must
 * act, and in which step, is asked far more often (every view's `waitingFor`,
 * the other side's and spectators' views, the server's "whose turn") than
 * the options, which only their own seat's view, its bot and decide read.
 */
function prompt(seat: Side, kind: BomberPrompt['kind'], text: string, options: (focus?: Focus) => readonly BomberCommand[]): BomberPrompt {
  let known: readonly BomberCommand[] | undefined;
  const p: BomberPrompt = {
    seat,
    kind,
    text,
    get options() {
      return (known ??= options());
    },
  };
  builders.set(p, (focus) => known ?? options(focus));
  return p;
}

/** Each prompt's options builder, to ask it about one command (`optionsAbout`); kept beside the prompt, which is all a client is sent. */
const builders = new WeakMap<BomberPrompt, (focus: Focus) => readonly BomberCommand[]>();

function basePrompts(state: BomberState): BomberPrompt[] {
  const phase = state.phase;
  const turn = `Turn ${state.turn}`;
  switch (phase.kind) {
    case 'target-cards':
      return [prompt('american', 'target-cards', 'Draw Target Cards one at a time, keeping or discarding each before the next (IV.C).', () => targetCardOptions(state))];
    case 'air-status':
      return SIDES.filter((s) => !state[s].submitted).map((s) =>
        withStandingOrders(state, prompt(s, 'air-status', 'Set up your Air Status Card behind the screen, then submit it (V).', (focus) => airStatusOptions(state, s, focus))),
      );
    case 'map-setup':
      return [prompt(phase.side, 'map-setup', `Place your Air units on the map (${phase.side === 'german' ? 'VI.B' : 'VI.C'}).`, (focus) => mapSetupOptions(state, phase.side, focus))];
    case 'mission-sheet':
      return [prompt('american', 'mission-sheet', 'Fill in the Mission Sheet, then submit it (VII).', (focus) => missionSheetOptions(state, focus))];
    case 'readiness':
      return SIDES.filter((s) => !state[s].submitted).map((s) => withStandingOrders(state, prompt(s, 'readiness', `${turn}: Plane Readiness, then submit it (X).`, (focus) => readinessOptions(state, s, focus))));
    case 'movement':
      return [withStandingOrders(state, movementPrompt(state, phase.side, phase.step))];
    case 'combat':
      return combatPrompts(state, phase);
    case 'not-started':
    case 'initiative':
    case 'turn-record':
    case 'over':
      return [];
  }
}

/** The Air Status, readiness and Movement prompts also offer the seat its standing orders, a hidden edit their commands carry (ruling E53); the Combat Phase's commands carry none. */
function withStandingOrders(state: BomberState, p: BomberPrompt): BomberPrompt {
  const step = builders.get(p)!;
  return prompt(p.seat as Side, p.kind, p.text, (focus) => [...step(focus), ...(wantsType(focus, 'set-standing-orders') ? standingOrderOptions(state, p.seat as Side) : [])]);
}

/** The moving side's prompts in its Combat Phase: the bombing announcement (`combat/bomb-run.ts`), the next Battle, or its Air Combat line-up. */
function combatPrompts(state: BomberState, phase: Extract<BomberState['phase'], { kind: 'combat' }>): BomberPrompt[] {
  const turn = `Turn ${state.turn}`;
  if (announcementOpen(state)) return [prompt('american', 'bombing', `${turn}: announce which Bomber Air units bomb in this Combat Phase (XIII.G).`, () => announcementOptions(state))];
  if (choosesBattle(state, phase)) return [prompt(phase.side, 'battle-order', `${turn}: choose the next Battle to fight (XIII.A).`, () => battleOrderOptions(state))];
  if (phase.step === 'air' && phase.battle !== null) {
    const { spot } = state.battles[phase.battle]!;
    return [prompt(phase.side, 'air-combat', `${turn}: Air Combat Step of the Battle in hex ${spot.hex} at Altitude ${spot.altitude}: line up your attacks (XIII.F).`, () => lineUpOptions(state))];
  }
  return [];
}

function movementPrompt(state: BomberState, side: Side, step: MovementStep): BomberPrompt {
  const turn = `Turn ${state.turn}`;
  switch (step) {
    case 'landing':
      return prompt(side, 'landing', `${turn}: Landing Step (XII.A.1).`, (focus) => landingOptions(state, side, focus));
    case 'normal':
      return prompt(side, 'normal-movement', `${turn}: Normal Movement Step (XII.A.2).`, (focus) => normalMovementOptions(state, side, focus));
    case 'take-off':
      return prompt(side, 'take-off', `${turn}: Take Off Step (VIII.C.3).`, (focus) => takeOffOptions(state, side, focus));
  }
}

/** The last state's prompts: views, bots and decide ask about the same state again and again, and states are never changed. */
let cached: { readonly state: BomberState; readonly prompts: readonly BomberPrompt[] } | null = null;

/** Every seat that must act now, with every legal command for it. */
export function prompts(state: BomberState): readonly BomberPrompt[] {
  if (cached?.state !== state) cached = { state, prompts: basePrompts(state).map((p) => withWords(state, p)) };
  return cached.prompts;
}

/** The commands a seat may send now (none if it need not act). */
export function optionsFor(state: BomberState, seat: SeatId): readonly BomberCommand[] {
  return prompts(state).find((p) => p.seat === seat)?.options ?? [];
}

/**
 * The seat's options that may be `command`: those of `optionsFor` that match it are among them, where the step
 * can leave out the rest without listing them (option-focus.ts), and `optionsFor`'s own list once it is known.
 */
export function optionsAbout(state: BomberState, seat: SeatId, command: BomberCommand): readonly BomberCommand[] {
  const p = prompts(state).find((x) => x.seat === seat);
  return p === undefined ? [] : builders.get(p)!(command);
}
