/**
 * Checking what a client sends against a ruleset's own schemas: game options
 * (with the schema's defaults filled in) and commands. Compiled once per
 * schema; the errors name the offending path so a client can fix its input.
 */
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Value, ValueErrorType } from '@sinclair/typebox/value';
import type { AnyRuleset, GameCommand } from '../kernel/ruleset.js';
import { Refusal } from './refusal.js';

/** One reason an input does not fit its schema. */
export interface InputError {
  readonly path: string;
  readonly message: string;
}

/** An input that fits its schema, or why it does not. */
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly InputError[] };

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();
const MAX_ERRORS = 10;

function check<T>(schema: TSchema, value: unknown, where: string): Checked<T> {
  let checker = compiled.get(schema);
  if (!checker) {
    checker = TypeCompiler.Compile(schema);
    compiled.set(schema, checker);
  }
  if (checker.Check(value)) return { ok: true, value: value as T };
  const errors: InputError[] = [];
  for (const e of checker.Errors(value)) {
    errors.push({ path: `${where}${e.path}`, message: e.type === ValueErrorType.Union ? unionMessage(e.schema) : e.message });
    if (errors.length >= MAX_ERRORS) break;
  }
  return { ok: false, errors };
}

/** What a union expects, in words: its own description, or the values of a union of literals; TypeBox's "Expected union value" says neither. */
function unionMessage(schema: TSchema): string {
  if (typeof schema.description === 'string') return `Expected ${schema.description}`;
  const values = ((schema as { anyOf?: TSchema[] }).anyOf ?? []).map((v) => (v as { const?: unknown }).const);
  return values.length > 0 && values.every((v) => v !== undefined) ? `Expected one of ${values.map((v) => JSON.stringify(v)).join(', ')}` : 'Expected one of the forms the schema allows';
}

/** A game's options with the ruleset's defaults applied, if they fit its options schema. */
export function checkOptions(ruleset: AnyRuleset, options: unknown): Checked<unknown> {
  const withDefaults: unknown = Value.Default(ruleset.optionsSchema, Value.Clone(options ?? {}));
  return check(ruleset.optionsSchema, withDefaults, '/options');
}

/** A game's options with the ruleset's defaults applied; a refusal (`invalid-options`, with where) when they do not fit. */
export function validOptions(ruleset: AnyRuleset, options: unknown): unknown {
  const checked = checkOptions(ruleset, options);
  if (!checked.ok) throw new Refusal('invalid', 'invalid-options', `The options do not fit the ruleset "${ruleset.id}".`, checked.errors);
  return checked.value;
}

/** Why `command` does not fit `variant`, or null when it does (or the variant cannot be checked on its own). */
function explain(variant: TSchema, command: unknown, where: string): readonly InputError[] | null {
  try {
    const checked = check<GameCommand>(variant, command, where);
    return checked.ok ? null : checked.errors;
  } catch {
    return null;
  }
}

/** The command types of a union of command schemas, each variant by its literal `type`; null for a schema of another shape. */
function variantsByType(schema: TSchema): Map<unknown, TSchema> | null {
  const variants = (schema as { anyOf?: TSchema[] }).anyOf;
  if (!Array.isArray(variants)) return null;
  const byType = new Map<unknown, TSchema>();
  for (const v of variants) {
    const type = (v as { properties?: { type?: { const?: unknown } } }).properties?.type?.const;
    if (type === undefined || byType.has(type)) return null;
    byType.set(type, v);
  }
  return byType;
}

/**
 * A command, if it fits the ruleset's command schema. Where the schema is a
 * union of commands told apart by their `type`, a misfit is explained by the
 * variant of the type sent (which field is wrong), or by the types there are.
 * Errors name paths under `where`, where the command is in the request.
 */
export function checkCommand(ruleset: AnyRuleset, command: unknown, where = '/command'): Checked<GameCommand> {
  const checked = check<GameCommand>(ruleset.commandSchema, command, where);
  const variants = checked.ok || typeof command !== 'object' || command === null ? null : variantsByType(ruleset.commandSchema);
  if (!variants) return checked;
  const type = (command as { type?: unknown }).type;
  const variant = variants.get(type);
  if (variant) {
    // The variant only explains the refusal: the union decides it.
    const explained = explain(variant, command, where);
    return explained ? { ok: false, errors: explained } : checked;
  }
  const known = [...variants.keys()].map((k) => JSON.stringify(k)).join(', ');
  return { ok: false, errors: [{ path: `${where}/type`, message: `Unknown command type ${JSON.stringify(type)}: expected one of ${known}.` }] };
}

/** A batch of commands, if each fits the ruleset's command schema; else the errors of the first that does not, under `/commands/<index>`. */
export function checkCommands(ruleset: AnyRuleset, commands: readonly unknown[]): Checked<GameCommand[]> {
  const checked: GameCommand[] = [];
  for (const [index, command] of commands.entries()) {
    const one = checkCommand(ruleset, command, `/commands/${index}`);
    if (!one.ok) return one;
    checked.push(one.value);
  }
  return { ok: true, value: checked };
}
