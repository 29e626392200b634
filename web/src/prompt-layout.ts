/**
 * How a prompt's options are laid out for a person, apart from the DOM: a
 * short list as it comes; a long one (a Bomber step offers hundreds) in
 * groups by what each option is about (its Air unit, Plane unit, City…),
 * the options about the whole step first. What the rules say of their
 * commands comes from the API (GET /rulesets, each ruleset's `protocol`):
 * which steps are secret (their choices are collected on the page and sent
 * with the command that ends the step: as a batch, or inside that command's
 * `edits` where they are hidden edits), which choices of a public step are
 * hidden edits (collected the same way and sent inside the next command
 * that carries them), and the suggested way to do a step is the prompt's
 * own `suggestion`. Only the grouping is this page's. What the rules allow
 * is always the prompt's own list.
 */
import type { components } from '../../openapi/openapi.js';
import type { Command } from './messages.js';

/** Options up to this many are shown as one list. */
export const FLAT_MAX = 24;

/** A ruleset's protocol, as GET /rulesets serves it. */
export type RulesetProtocol = components['schemas']['RulesetProtocol'];

/** What a ruleset's page knows of its prompts beyond the prompt itself: the ruleset's protocol, and how to group its options. */
export interface RulesetLayout {
  readonly protocol: RulesetProtocol;
  /** Fields that name what an option is about, in the order they group by, with the name a group goes by. */
  readonly subjects: readonly (readonly [field: string, title: string])[];
}

/** How each ruleset's options group, by the fields that name what an option is about: presentation only. */
const SUBJECTS: Readonly<Record<string, RulesetLayout['subjects']>> = {
  bomber: [
    ['airUnit', 'Air unit'],
    ['plane', 'Plane unit'],
    ['city', 'City'],
    // The Air Combat line-up: a Battle's Formations by their place in it (the picture writes the Battle out in that order, from 0).
    ['attacker', 'Attacking Formation'],
  ],
};

/** The layout of a ruleset's prompts, from its protocol (GET /rulesets). */
export function layoutOf(ruleset: string, protocol: RulesetProtocol): RulesetLayout {
  return { protocol, subjects: SUBJECTS[ruleset] ?? [] };
}

/** Whether a prompt kind is a step behind the screen. */
export const isSecretKind = (kind: string, layout: RulesetLayout): boolean => layout.protocol.promptKinds[kind]?.secret === true;

/** Whether a command ends a prompt kind's step. */
export const isFinisher = (command: Command, kind: string, layout: RulesetLayout): boolean => layout.protocol.promptKinds[kind]?.finishers?.includes(command.type) === true;

/** The commands that may carry a hidden edit; undefined for a command sent by itself. */
const carriersOf = (command: Command, layout: RulesetLayout): readonly string[] | undefined => layout.protocol.commands[command.type]?.carriedBy;

/** Whether some hidden edit travels inside this command type. */
const carries = (type: string, layout: RulesetLayout): boolean => Object.values(layout.protocol.commands).some((c) => c.carriedBy?.includes(type));

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

/** What ends a step with the choices collected: the hidden edits inside the finisher (which carries them), the other choices as a batch before it. */
export function finishing(finisher: Command, draft: readonly Command[], layout: RulesetLayout): Command[] {
  const carried = draft.filter((c) => carriersOf(c, layout)?.includes(finisher.type));
  const alone = draft.filter((c) => carriersOf(c, layout) === undefined);
  return [...alone, carried.length > 0 ? { ...finisher, edits: carried } : finisher];
}

/** Whether a step's collected choices can be sent before it ends: not in a secret step whose finishers carry them, nor hidden edits. */
export function choicesSentAlone(kind: string, layout: RulesetLayout, draft: readonly Command[] = []): boolean {
  const sealed = isSecretKind(kind, layout) && layout.protocol.promptKinds[kind]?.finishers?.some((f) => carries(f, layout)) === true;
  return !sealed && draft.every((c) => carriersOf(c, layout) === undefined);
}

/** What a public step sends for a chosen option: a hidden edit is collected, a command that carries the hidden edits collected carries them, any other goes alone. */
export function publicMove(command: Command, draft: readonly Command[], layout: RulesetLayout): { readonly collect: Command } | { readonly commands: Command[] } | { readonly command: Command } {
  if (carriersOf(command, layout) !== undefined) return { collect: command };
  const carried = draft.filter((c) => carriersOf(c, layout)?.includes(command.type));
  return carried.length > 0 ? { commands: [{ ...command, edits: carried }] } : { command };
}

/** A request body as a list of commands (what a move sends). */
const commandsOf = (suggestion: { command: Command } | { commands: Command[] }): Command[] => ('command' in suggestion ? [suggestion.command] : suggestion.commands);

/**
 * The commands that do a prompt's step the suggested way now: the prompt's
 * own suggestion, with the choices collected so far going first (the
 * German's Flak, say, placed by hand): as hidden edits inside the command
 * that carries them, before the suggestion's own; null when the prompt
 * suggests nothing.
 */
export function quickCommands(suggestion: { command: Command } | { commands: Command[] } | undefined, layout: RulesetLayout, draft: readonly Command[] = []): Command[] | null {
  if (suggestion === undefined) return null;
  const commands = commandsOf(suggestion);
  if (draft.length === 0) return commands;
  const [first, ...rest] = commands;
  const carried = draft.filter((c) => carriersOf(c, layout)?.includes(first!.type));
  const alone = draft.filter((c) => carriersOf(c, layout) === undefined);
  const edits = [...carried, ...(((first as { edits?: Command[] }).edits) ?? [])];
  return [...alone, edits.length > 0 ? { ...first!, edits } : first!, ...rest];
}
