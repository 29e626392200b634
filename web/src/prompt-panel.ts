/**
 * The seat's prompts as controls: each option a button (the suggested one
 * marked ★), long lists in folding groups, a "suggested, then submit"
 * button where the ruleset has one; in a secret step the choices are
 * collected on the page and sent as one batch with the command that ends
 * the step, and a public step's hidden choices inside the next command that
 * carries them; and the take-back buttons while the seat may take back.
 */
import { confirmCaution } from './caution-dialog.js';
import { h } from './dom.js';
import type { Command, StreamPrompt, TakeBack } from './messages.js';
import type { Move } from './moves.js';
import { choicesSentAlone, finishing, groupOptions, isFinisher, isSecretKind, publicMove, quickCommands, type OptionGroup, type RulesetLayout } from './prompt-layout.js';

/** What the panel draws from. */
export interface PanelState {
  readonly seat: string | null;
  readonly prompts: readonly StreamPrompt[];
  readonly takeBack: TakeBack | null;
  /** The choices of a secret step collected but not sent yet. */
  readonly draft: readonly Command[];
  /** Groups the player opened or closed, by key: kept while the page draws the prompt anew. */
  readonly folds: ReadonlyMap<string, boolean>;
  /** How the ruleset's page lays out a prompt's groups (Bomber's map set-up: the empty Air Boxes apart); as they come without it. */
  readonly arrange?: (kind: string, groups: readonly OptionGroup[]) => readonly OptionGroup[];
}

/** What the panel's controls do. */
export interface PanelActions {
  send(move: Move): void;
  setDraft(draft: readonly Command[]): void;
  setFold(key: string, open: boolean): void;
}

/** The ruleset's caution about a prompt's option, if it has one. */
export const cautionOf = (prompt: StreamPrompt, index: number): string | undefined => prompt.cautions?.find((c) => c.option === index)?.text;

/** Runs `choose` for an option, after asking in a dialog where the ruleset cautions about it. */
export function chooseCarefully(prompt: StreamPrompt, index: number, label: string, choose: () => void): void {
  const caution = cautionOf(prompt, index);
  if (caution === undefined) return choose();
  void confirmCaution(caution, label).then((yes) => yes && choose());
}

/** An option's button; one the ruleset cautions about asks before it is sent. */
function optionButton(prompt: StreamPrompt, option: OptionGroup['options'][number], choose: () => void): HTMLButtonElement {
  const suggested = option.index === prompt.suggested;
  const caution = cautionOf(prompt, option.index);
  const onclick = () => chooseCarefully(prompt, option.index, option.label, choose);
  const classes = ['option', suggested ? 'suggested' : '', caution === undefined ? '' : 'caution'].filter(Boolean).join(' ');
  return h('button', { class: classes, title: caution ?? (suggested ? 'The suggested move' : ''), 'data-type': option.command.type, onclick }, `${suggested ? '★ ' : ''}${caution === undefined ? '' : '⚠ '}${option.label}`);
}

function groupsOf(prompt: StreamPrompt, groups: readonly OptionGroup[], state: PanelState, actions: PanelActions, choose: (command: Command) => void): HTMLElement[] {
  const buttons = (group: OptionGroup) => h('div', { class: 'choices' }, ...group.options.map((o) => optionButton(prompt, o, () => choose(o.command))));
  if (groups.length === 1 && groups[0]!.key === 'all') return [buttons(groups[0]!)];
  return groups.map((group, i) => {
    const open = state.folds.get(group.key) ?? (i === 0 || group.options.some((o) => o.index === prompt.suggested));
    const toggled = (event: Event) => actions.setFold(group.key, (event.currentTarget as HTMLDetailsElement).open);
    return h('details', { class: 'group', 'data-group': group.key, open, ontoggle: toggled }, h('summary', {}, `${group.title} (${group.options.length})`), buttons(group));
  });
}

/** The collected choices of a secret step, each with a button that drops it, and the ways to send them. */
function draftBlock(kind: string, state: PanelState, layout: RulesetLayout, actions: PanelActions, labelOf: (command: Command) => string): HTMLElement | null {
  if (state.draft.length === 0) return null;
  const drop = (i: number) => () => actions.setDraft(state.draft.filter((_, j) => j !== i));
  return h(
    'div',
    { class: 'draft', id: 'draft' },
    h('h3', {}, `Your choices, not sent yet (${state.draft.length})`),
    choicesSentAlone(kind, layout, state.draft) ? null : h('p', { class: 'muted' }, 'Hidden from the other side: they go inside your next move that carries them, never alone.'),
    h('ol', {}, ...state.draft.map((c, i) => h('li', {}, labelOf(c), ' ', h('button', { class: 'drop', title: 'Leave this one out', onclick: drop(i) }, '×')))),
    h(
      'div',
      { class: 'buttons' },
      choicesSentAlone(kind, layout, state.draft) ? h('button', { id: 'send-draft', onclick: () => actions.send({ commands: state.draft }) }, 'Send them (not submitting yet)') : null,
      h('button', { onclick: () => actions.setDraft([]) }, 'Forget them'),
    ),
  );
}

function promptBlock(prompt: StreamPrompt, state: PanelState, layout: RulesetLayout, actions: PanelActions): HTMLElement {
  const options = (prompt.options ?? []) as Command[];
  const secret = isSecretKind(prompt.kind, layout);
  // In a secret step an option is collected, and a finisher sends what was collected with it: the others see one move. So with a public step's hidden choices and the next command that carries them.
  const choosePublic = (command: Command) => {
    const move = publicMove(command, state.draft, layout);
    if ('collect' in move) actions.setDraft([...state.draft, move.collect]);
    else actions.send(move);
  };
  const choose = (command: Command) =>
    !secret ? choosePublic(command) : isFinisher(command, prompt.kind, layout) ? actions.send({ commands: finishing(command, state.draft, layout) }) : actions.setDraft([...state.draft, command]);
  // Behind the screen the suggestion does the whole step in one go (a public step's is the option marked ★).
  const quick = secret ? quickCommands(prompt.suggestion, layout, state.draft) : null;
  // A collected choice is said as the prompt labels it, where it is still one of the options.
  const labelOf = (command: Command) => prompt.labels?.[options.findIndex((o) => JSON.stringify(o) === JSON.stringify(command))] ?? groupOptions([command], layout)[0]!.options[0]!.label;
  return h(
    'div',
    { class: 'prompt', 'data-kind': prompt.kind },
    h('h2', {}, 'Your move'),
    h('p', {}, prompt.text),
    secret ? h('p', { class: 'muted' }, 'Behind the screen: your choices are collected here and sent together when you submit.') : null,
    quick ? h('button', { class: 'quick', id: 'quick', title: quick.map((c) => c.type).join(', then '), onclick: () => actions.send({ commands: quick }) }, state.draft.length > 0 && secret ? 'Do the rest the suggested way, with your choices, then submit' : 'Do it the suggested way, then submit') : null,
    secret || state.draft.length > 0 ? draftBlock(prompt.kind, state, layout, actions, labelOf) : null,
    prompt.notes && prompt.notes.length > 0 ? h('ul', { class: 'notes', id: 'notes' }, ...prompt.notes.map((n) => h('li', {}, n))) : null,
    ...groupsOf(prompt, state.arrange?.(prompt.kind, groupOptions(options, layout, prompt.labels)) ?? groupOptions(options, layout, prompt.labels), state, actions, choose),
  );
}

function takeBackBlock(takeBack: TakeBack, actions: PanelActions): HTMLElement {
  return h(
    'div',
    { class: 'take-back', id: 'take-back' },
    h('button', { id: 'take-back-one', title: 'Nothing has been learned since it: take it back', onclick: () => actions.send({ takeBack: { commands: 1 } }) }, 'Take back your last move'),
    takeBack.commands > 1 ? h('button', { id: 'take-back-all', onclick: () => actions.send({ takeBack: { toVersion: takeBack.toVersion } }) }, `Take back your last ${takeBack.commands} moves`) : null,
  );
}

/** The panel's elements for a state. */
export function promptPanel(state: PanelState, layout: RulesetLayout, actions: PanelActions): HTMLElement[] {
  const mine = state.prompts.filter((p) => p.seat === state.seat && p.options);
  const others = state.prompts.filter((p) => p.seat !== state.seat);
  return [
    ...mine.map((p) => promptBlock(p, state, layout, actions)),
    ...others.map((p) => h('p', { class: 'waiting' }, `Waiting for ${p.seat}: ${p.text}`)),
    state.seat && state.takeBack ? takeBackBlock(state.takeBack, actions) : null,
  ].filter((e): e is HTMLElement => e !== null);
}
