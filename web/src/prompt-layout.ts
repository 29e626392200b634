/**
 * How a prompt's options are laid out for a person, apart from the DOM: a
 * short list as it comes; a long one (a Bomber step offers hundreds) in
 * groups by what each option is about (its Air unit, Plane unit, City…),
 * the options about the whole step first. Each ruleset's layout says which
 * steps are secret (their choices are collected on the page and sent with
 * the command that ends the step: as a batch, or, where the ruleset seals
 * them, inside that command's `edits`), which choices of a public step are
 * hidden (collected the same way and sent inside the next command that
 * carries them) and which commands do a step the suggested way. What the
 * rules allow is always the prompt's own list.
 */
import type { Command } from './messages.js';

/** Options up to this many are shown as one list. */
export const FLAT_MAX = 24;

/** What a ruleset's page knows of its prompts beyond the prompt itself. */
export interface RulesetLayout {
  /** Prompt kinds done behind the screen: their choices are collected and sent together, ending with a finisher. */
  readonly secretKinds: readonly string[];
  /** Command types that end a step (submit, end). */
  readonly finishers: readonly string[];
  /**
   * Finishers that carry the step's choices inside them, as `edits` (Bomber
   * seals a secret step's edits in its submission, so that the other side
   * sees one move however many choices it held): a choice is never sent
   * alone there.
   */
  readonly sealed: readonly string[];
  /**
   * Choices of a public step the ruleset keeps hidden (Bomber's covers,
   * climbs, dives and Formation changes in a Movement Step, and standing
   * orders): collected on the
   * page like a secret step's and sent inside the next sealed command, never
   * alone.
   */
  readonly hidden: readonly string[];
  /** By prompt kind, the command types that do the step the suggested way, in order (the last one ends it). */
  readonly quick: Readonly<Record<string, readonly string[]>>;
  /** Fields that name what an option is about, in the order they group by, with the name a group goes by. */
  readonly subjects: readonly (readonly [field: string, title: string])[];
}

const BOMBER: RulesetLayout = {
  secretKinds: ['air-status', 'mission-sheet', 'readiness'],
  finishers: ['submit-air-status', 'end-map-setup', 'submit-mission-sheet', 'submit-readiness', 'end-landing', 'end-movement', 'end-take-off', 'engage'],
  sealed: ['submit-air-status', 'end-map-setup', 'submit-mission-sheet', 'submit-readiness', 'land', 'end-landing', 'enter-map', 'exit-map', 'fly', 'fly-route', 'end-movement', 'take-off', 'take-off-plane', 'end-take-off'],
  hidden: ['cover', 'climb', 'dive', 'join-formation', 'set-formation-type', 'jettison-rockets', 'set-standing-orders'],
  quick: {
    'air-status': ['pack-suggested', 'submit-air-status'],
    'mission-sheet': ['suggest-mission-sheet', 'submit-mission-sheet'],
    readiness: ['ready-all', 'submit-readiness'],
  },
  subjects: [
    ['airUnit', 'Air unit'],
    ['plane', 'Plane unit'],
    ['city', 'City'],
    // The Air Combat line-up: a Battle's Formations by their place in it (the picture writes the Battle out in that order, from 0).
    ['attacker', 'Attacking Formation'],
  ],
};

/** A ruleset with no layout of its own: every step public, nothing quick, options grouped by nothing. */
const PLAIN: RulesetLayout = { secretKinds: [], finishers: [], sealed: [], hidden: [], quick: {}, subjects: [] };

/** The layout of a ruleset's prompts. */
export function layoutOf(ruleset: string): RulesetLayout {
  return ruleset === 'bomber' ? BOMBER : PLAIN;
}

/** A command as a button says it: its type, then its fields (less those `omit` names). */
export function commandLabel(command: Command, omit: readonly string[] = []): string {
  const fields = Object.entries(command)
    .filter(([key]) => key !== 'type' && !omit.includes(key))
    .map(([key, value]) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return [command.type.replace(/-/g, ' '), ...fields].join(' · ');
}

/** One option as the page shows it: its place in the prompt's list, the command, and its label within its group. */
export interface ShownOption {
  readonly index: number;
  readonly command: Command;
  readonly label: string;
}

/** A group of options about one thing (or, `key` "step", about the whole step). */
export interface OptionGroup {
  readonly key: string;
  readonly title: string;
  readonly options: readonly ShownOption[];
}

/** The options in groups: one untitled group for a short list; else the whole step's first, then one per subject in order of first appearance. Each labelled by the prompt's `labels` where it has them. */
export function groupOptions(options: readonly Command[], layout: RulesetLayout, labels?: readonly string[]): OptionGroup[] {
  if (options.length <= FLAT_MAX || layout.subjects.length === 0)
    return [{ key: 'all', title: '', options: options.map((command, index) => ({ index, command, label: labels?.[index] ?? commandLabel(command) })) }];
  const groups = new Map<string, { title: string; options: ShownOption[] }>([['step', { title: 'The whole step', options: [] }]]);
  options.forEach((command, index) => {
    const subject = layout.subjects.find(([field]) => field in command);
    const key = subject ? `${subject[0]}:${String(command[subject[0]])}` : 'step';
    const title = subject ? `${subject[1]} ${String(command[subject[0]])}` : 'The whole step';
    const group = groups.get(key) ?? groups.set(key, { title, options: [] }).get(key)!;
    group.options.push({ index, command, label: labels?.[index] ?? commandLabel(command, subject ? [subject[0]] : []) });
  });
  return [...groups].filter(([, g]) => g.options.length > 0).map(([key, g]) => ({ key, title: g.title, options: g.options }));
}

/** What ends a step with the choices collected: the finisher carrying them (a sealed one), or a batch of them and then it. */
export function finishing(finisher: Command, draft: readonly Command[], layout: RulesetLayout): Command[] {
  return layout.sealed.includes(finisher.type) ? [{ ...finisher, edits: [...draft] }] : [...draft, finisher];
}

/** Whether a step's collected choices can be sent before it ends (not where its finisher seals them, nor hidden ones). */
export function choicesSentAlone(kind: string, layout: RulesetLayout, draft: readonly Command[] = []): boolean {
  const finisher = layout.quick[kind]?.at(-1);
  return (finisher === undefined || !layout.sealed.includes(finisher)) && !draft.some((c) => layout.hidden.includes(c.type));
}

/** What a public step sends for a chosen option: a hidden choice is collected (null), a sealed command carries the hidden choices collected, any other goes alone. */
export function publicMove(command: Command, draft: readonly Command[], layout: RulesetLayout): { readonly collect: Command } | { readonly commands: Command[] } | { readonly command: Command } {
  if (layout.hidden.includes(command.type)) return { collect: command };
  const carried = draft.filter((c) => layout.hidden.includes(c.type));
  return layout.sealed.includes(command.type) && carried.length > 0 ? { commands: [{ ...command, edits: carried }] } : { command };
}

/**
 * The commands that do a prompt's step the suggested way now: the choices
 * collected so far (the German's Flak, say, which no helper places), then
 * the helpers of the layout's quick list the prompt offers, which do the
 * rest, then the finisher; null when the prompt offers none of the helpers.
 */
export function quickCommands(kind: string, options: readonly Command[], layout: RulesetLayout, draft: readonly Command[] = []): Command[] | null {
  const types = layout.quick[kind];
  if (!types) return null;
  const helpers = types.slice(0, -1).flatMap((type) => options.filter((o) => o.type === type).slice(0, 1));
  // The finisher may be offered only once the helpers have done their part: it is sent after them all the same.
  return helpers.length > 0 ? finishing({ type: types.at(-1)! }, [...draft, ...helpers], layout) : null;
}
