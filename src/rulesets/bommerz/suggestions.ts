/**
 * A suggested move on every prompt: the sensible bot's pick for that seat
 * (bots.ts), worked out from the state as that seat may know it, so that a
 * suggestion can tell nobody more than the seat's own view does. An Ork
 * player (or a seat in a game the server defends) does not know the kinds of
 * face-down counters, nor the other seats' standing orders: the bot is shown
 * the hidden kinds dealt out in a fixed order instead, the same whatever the
 * true kinds are.
 */
import type { SeatId } from '../../kernel/ruleset.js';
import { sameCommand } from '../../kernel/same-command.js';
import { sensiblePolicy } from './bots.js';
import { prompts, type BommerzPrompt } from './prompts.js';
import { COUNTER_KINDS } from './rules.js';
import { IMPERIAL } from './setup.js';
import type { BommerzState, CounterState } from './state.js';

/** The bot's tie-breaks, fixed so that a suggestion is a function of the state: the first of equals. */
const FIRST = () => 0;

/** Whether a seat may know the kinds of face-down counters: the Imperial player, where a player holds that seat. */
function knowsHiddenKinds(state: BommerzState, seat: SeatId): boolean {
  return seat === IMPERIAL && state.setup.imperialPlayer;
}

/**
 * The state as a seat may know it: for a seat that may not know face-down
 * kinds, those kinds (a multiset every seat can count: the twelve less the
 * face-up and destroyed ones) dealt to the face-down counters in id order;
 * only the seat's own standing order.
 */
export function asKnownBy(state: BommerzState, seat: SeatId): BommerzState {
  const own = state.orders[seat];
  const orders = own ? { [seat]: own } : {};
  if (knowsHiddenKinds(state, seat)) return { ...state, orders };
  const hidden = state.counters.filter((c) => !c.faceUp);
  const kinds = hidden.map((c) => c.kind).sort((a, b) => COUNTER_KINDS.indexOf(a) - COUNTER_KINDS.indexOf(b));
  const dealt = new Map(hidden.map((c, i) => [c.id, kinds[i]!]));
  const counters = state.counters.map((c): CounterState => (dealt.has(c.id) ? { ...c, kind: dealt.get(c.id)! } : c));
  return { ...state, counters, orders };
}

/** The index of the bot's pick among a prompt's options, from what its seat knows; undefined if it picks none of them. */
function suggestion(state: BommerzState, prompt: BommerzPrompt): number | undefined {
  const pick = sensiblePolicy(asKnownBy(state, prompt.seat), prompt.seat, FIRST);
  const index = prompt.options.findIndex((o) => sameCommand(o, pick));
  return index < 0 ? undefined : index;
}

/**
 * A prompt whose suggestion is worked out when first read, then kept: the
 * bot costs as much as the rest of a step, and most prompts are only asked
 * who must act (the simulator, notices, decide). It is an enumerable
 * property, so JSON and the response schemas see it like any other.
 */
function withSuggestion(state: BommerzState, prompt: BommerzPrompt): BommerzPrompt {
  let known = false;
  let suggested: number | undefined;
  return {
    ...prompt,
    get suggested() {
      if (!known) [known, suggested] = [true, suggestion(state, prompt)];
      return suggested;
    },
    // One command a step: the request is the suggested option itself.
    get suggestion() {
      const index = this.suggested;
      return index === undefined ? undefined : { command: prompt.options[index]! };
    },
  };
}

/** The last state's prompts with their suggestions (see prompts.ts for why one entry). */
let cached: { readonly state: BommerzState; readonly prompts: readonly BommerzPrompt[] } | null = null;

/** Every seat that must act now, with its legal commands and the one suggested to it (Prompt.suggested, and as a request: Prompt.suggestion). */
export function promptsWithSuggestions(state: BommerzState): readonly BommerzPrompt[] {
  if (cached?.state !== state) cached = { state, prompts: prompts(state).map((p) => withSuggestion(state, p)) };
  return cached.prompts;
}
