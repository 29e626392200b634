/**
 * Building a ruleset's protocol (Ruleset.protocol): every command type with
 * the sentence its schema describes it by, and what the ruleset adds (the
 * carriers of its hidden edits, the commands that end a game, its secret
 * steps).
 */
import type { TSchema } from '@sinclair/typebox';
import type { CommandProtocol, PromptKindProtocol, RulesetProtocol } from './ruleset.js';
import { KERNEL_REFUSALS } from './refusals.js';

/** Every command type of a command schema (a union of objects, unions nested in it), with its schema's description. */
export function commandTitles(schema: TSchema): Record<string, string> {
  const titles: Record<string, string> = {};
  const walk = (s: TSchema): void => {
    if (Array.isArray(s.anyOf)) return (s.anyOf as TSchema[]).forEach(walk);
    const type: unknown = (s.properties as Record<string, { const?: unknown }> | undefined)?.type?.const;
    if (typeof type !== 'string') throw new Error(`a command schema branch without a literal type: ${JSON.stringify(s)}`);
    titles[type] = typeof s.description === 'string' ? s.description : type;
  };
  walk(schema);
  return titles;
}

/**
 * A protocol from a command schema: each command titled by its description, with what `commands` adds to it
 * (a command `commands` names that the schema lacks is a mistake, and throws); each prompt kind as `promptKinds` says
 * (a public step titled by its own name where it says nothing); its refusal codes, the kernel's with the ruleset's own
 * (a code both name is a mistake, and throws).
 */
export function protocolOf(
  commandSchema: TSchema,
  kinds: readonly string[],
  more: {
    readonly commands?: Readonly<Record<string, Omit<CommandProtocol, 'title'>>>;
    readonly promptKinds?: Readonly<Record<string, Partial<PromptKindProtocol>>>;
    readonly refusals?: Readonly<Record<string, string>>;
  } = {},
): RulesetProtocol {
  const titles = commandTitles(commandSchema);
  for (const type of Object.keys(more.commands ?? {})) if (!(type in titles)) throw new Error(`the protocol names a command ${type} the schema has not`);
  for (const kind of Object.keys(more.promptKinds ?? {})) if (!kinds.includes(kind)) throw new Error(`the protocol names a prompt kind ${kind} the ruleset has not`);
  for (const code of Object.keys(more.refusals ?? {})) if (code in KERNEL_REFUSALS) throw new Error(`the ruleset names the kernel's refusal code ${code}`);
  return {
    commands: Object.fromEntries(Object.entries(titles).map(([type, title]) => [type, { title, ...more.commands?.[type] }])),
    promptKinds: Object.fromEntries(kinds.map((kind) => [kind, { title: kind, secret: false, ...more.promptKinds?.[kind] }])),
    refusals: { ...KERNEL_REFUSALS, ...more.refusals },
  };
}
