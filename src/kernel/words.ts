/**
 * A game in words for any client (issues 37 and 38): each log entry's
 * `text` and each prompt's `labels`, `cautions` and `notes`, from the
 * ruleset where it says them, with plain fallbacks where it does not.
 */
import type { EventWords } from './log.js';
import type { AnyRuleset, Caution, GameCommand, GameEvent, Prompt } from './ruleset.js';

/** "air-unit-flew" as "air unit flew": the fallback for a ruleset that has no words of its own. */
const plain = (type: string) => type.replaceAll('-', ' ');

/** How `ruleset` says an event as a viewer has it. */
export function eventWords(ruleset: AnyRuleset): EventWords {
  const describe = ruleset.describeEvent?.bind(ruleset);
  return describe ?? ((event: GameEvent) => (event.type === 'hidden' ? 'Something happened that you may not see.' : `${plain(event.type)}.`));
}

/** What a prompt says in words beside its options: a label for each, the cautions and the notes, where there are any. */
export interface PromptWords {
  readonly labels?: readonly string[];
  readonly cautions?: readonly Caution[];
  readonly notes?: readonly string[];
}

/** Labels worked out from describeCommand, per prompt object (a ruleset keeps a state's prompts: a Bomber step offers hundreds of options, asked for again and again). */
const labelCache = new WeakMap<Prompt, readonly string[]>();

function labelsOf(ruleset: AnyRuleset, prompt: Prompt): readonly string[] {
  if (prompt.labels !== undefined) return prompt.labels;
  let labels = labelCache.get(prompt);
  if (labels === undefined) {
    const describe = (c: GameCommand): string => ruleset.describeCommand?.(c) ?? plain(c.type);
    labelCache.set(prompt, (labels = prompt.options.map(describe)));
  }
  return labels;
}

/** The words of a seat's own prompt (its options are shown): labels always, cautions and notes where the ruleset gives some. */
export function promptWords(ruleset: AnyRuleset, prompt: Prompt): PromptWords {
  const { cautions, notes } = prompt;
  return { labels: labelsOf(ruleset, prompt), ...(cautions !== undefined && cautions.length > 0 && { cautions }), ...(notes !== undefined && notes.length > 0 && { notes }) };
}
