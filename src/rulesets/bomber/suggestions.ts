/**
 * A suggestion in every prompt (Prompt.suggested, Prompt.suggestion): the
 * sensible bots' pick for the seat, worked out from what that seat may know
 * only. The German's is the server's German player (german-player/), which
 * decides from the German view alone; the American's the sensible American
 * (bots/american.ts), which reads only the American side's own fields and
 * what is public (the property tests hold both to that: identical
 * suggestions across twins that differ only in the other side's secrets).
 * Equal choices are settled the same way every time (the first of equals),
 * so that a suggestion is a function of what the seat knows.
 *
 * `suggested` is the index of the bot's first pick among the options;
 * `suggestion` the whole request that does the step that way: where the pick
 * is a hidden edit, the edits the bot goes on to make (on a draft), inside
 * the command that carries them (`sealedChoice`), so that a secret step or a
 * Movement Step's hidden change is one request.
 */
import type { Suggestion } from '../../kernel/ruleset.js';
import { sameCommand } from '../../kernel/same-command.js';
import { sensibleAmerican } from './bots/american.js';
import type { BomberCommand } from './commands.js';
import { sealedChoice } from './decide.js';
import { germanCommand } from './german-player/index.js';
import { prompts, type BomberPrompt } from './prompts.js';
import type { BomberState, Side } from './state.js';
import { view } from './view.js';

/** The first of equal choices. */
const FIRST = () => 1;

/** The seat's sensible pick at a state (or at a draft of its hidden edits). */
function pick(state: BomberState, side: Side): BomberCommand {
  return side === 'german' ? germanCommand(view(state, { kind: 'seat', seat: 'german' }), FIRST) : sensibleAmerican(state, 'american');
}

/** A prompt's suggestion, worked out. */
function suggest(state: BomberState, prompt: BomberPrompt): { readonly suggested?: number; readonly suggestion?: Suggestion<BomberCommand> } {
  const side = prompt.seat as Side;
  const first = pick(state, side);
  const command = sealedChoice(state, side, (draft) => (draft === state ? first : pick(draft, side)));
  const index = prompt.options.findIndex((o) => sameCommand(o, first));
  return { ...(index >= 0 && { suggested: index }), suggestion: { command } };
}

/**
 * A prompt whose suggestion is worked out when first read, then kept: the
 * bots cost as much as the rest of a step, and most prompts are only asked
 * who must act. Its options are the prompt's own, read when asked (prompts.ts).
 */
function withSuggestion(state: BomberState, prompt: BomberPrompt): BomberPrompt {
  let known: ReturnType<typeof suggest> | undefined;
  const suggestion = () => (known ??= suggest(state, prompt));
  return {
    seat: prompt.seat,
    kind: prompt.kind,
    text: prompt.text,
    get options() {
      return prompt.options;
    },
    get suggested() {
      return suggestion().suggested;
    },
    get suggestion() {
      return suggestion().suggestion;
    },
    // The prompt's words (prompt-words.ts), worked out only when read, as there.
    get labels() {
      return prompt.labels;
    },
    get cautions() {
      return prompt.cautions;
    },
    get notes() {
      return prompt.notes;
    },
  };
}

/** The last state's prompts with their suggestions (see prompts.ts for why one entry). */
let cached: { readonly state: BomberState; readonly prompts: readonly BomberPrompt[] } | null = null;

/** Every seat that must act now, with its legal commands and the suggested way to do its step. */
export function promptsWithSuggestions(state: BomberState): readonly BomberPrompt[] {
  if (cached?.state !== state) cached = { state, prompts: prompts(state).map((p) => withSuggestion(state, p)) };
  return cached.prompts;
}
