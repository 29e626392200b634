/**
 * What the server sends for a side whose time ran out under the
 * default-move policy (Ruleset.timeoutCommand; ruling E21): at each point of
 * the step it timed out in, the command that finishes it safely — nothing a
 * player would want to choose chosen for him, nothing risked: a drawn Target
 * Card kept when IV.C lets it be, the suggested Air Boxes, the Mission Sheet
 * as plotted (or the suggested one), each loaded Air unit at its first
 * set-up place, nothing readied, what must land landed, everything else
 * left where it is, nothing taken off (the German Flak goes to the first
 * cities offered); in combat the next Battle in map order and the fewest
 * attacks the rules ask for, with guns. Only what the side itself may know goes in (its own
 * prompt's options and its own units), so a timeout tells the other side
 * nothing a submission would not.
 * A step that answers a side's choices by standing order takes the order
 * here.
 */
import type { SeatId } from '../../kernel/ruleset.js';
import type { BomberCommand } from './commands.js';
import { sealedChoice } from './decide.js';
import { mustLand } from './flight/movement.js';
import { prompts, type BomberPrompt } from './prompts.js';
import { planesOf, type BomberState, type Side } from './state.js';

type Default = (state: BomberState, side: Side, options: readonly BomberCommand[]) => BomberCommand | undefined;

const first = (options: readonly BomberCommand[], type: BomberCommand['type']) => options.find((o) => o.type === type);

/** Per prompt kind, the safe command; undefined where the kind's options hold none (a bug). */
const DEFAULTS: Record<BomberPrompt['kind'], Default> = {
  'target-cards': (_state, _side, options) => first(options, 'keep-target-card') ?? options[0],
  'air-status': (state, side, options) =>
    first(options, 'submit-air-status') ?? (state[side].planes.some((p) => p.airUnit === null && !p.eliminated) ? first(options, 'pack-suggested') : first(options, 'place-flak')) ?? first(options, 'pack-suggested'),
  'map-setup': (state, side, options) =>
    first(options, 'end-map-setup') ?? options.find((o) => o.type === 'place-counter' && planesOf(state, side, o.airUnit).length > 0) ?? first(options, 'cover'),
  'mission-sheet': (_state, _side, options) => first(options, 'submit-mission-sheet') ?? first(options, 'suggest-mission-sheet'),
  readiness: (_state, _side, options) => first(options, 'submit-readiness'),
  // What must land (its Endurance up, moved to land: rulings §22, or a Bomber home on its Base: ruling E18) lands; nothing else does.
  landing: (state, side, options) => options.find((o) => o.type === 'land' && mustLand(state, side, o.airUnit)) ?? first(options, 'end-landing'),
  'normal-movement': (_state, _side, options) => first(options, 'end-movement') ?? first(options, 'enter-map'),
  'take-off': (_state, _side, options) => first(options, 'end-take-off'),
  // Combat (XIII): the next Battle in map order; the line-up fought as soon as it may be, its missing attacks with guns (rulings §23: a German must attack), nothing launched, nothing ganged up.
  'battle-order': (_state, _side, options) => first(options, 'fight-battle'),
  'air-combat': (_state, _side, options) => first(options, 'engage') ?? options.find((o) => o.type === 'attack' && o.launch === 'guns'),
  // Bombing is put off (rulings §20): the question comes again next Combat Phase.
  bombing: (_state, _side, options) => first(options, 'end-announcement'),
};

/** The safe command at a state, one at a time. */
function safeCommand(state: BomberState, seat: SeatId): BomberCommand {
  const prompt = prompts(state).find((p) => p.seat === seat);
  const command = prompt && DEFAULTS[prompt.kind](state, prompt.seat as Side, prompt.options);
  if (!command) throw new Error(`no timeout command for ${seat} in ${state.phase.kind}`);
  return command;
}

/** The safe command for a side that must act and ran out of time: hidden edits (a secret step's, covers) inside the command that carries them (`sealedChoice`). */
export function timeoutCommand(state: BomberState, seat: SeatId): BomberCommand {
  return sealedChoice(state, seat as Side, (draft) => safeCommand(draft, seat));
}
