/**
 * The fields of a ruleset's options form, read from the JSON Schema GET
 * /rulesets publishes (no DOM here, so that tests can run it): each property
 * becomes a field (a choice for enums and constants, a number, a checkbox or
 * text), the branches of an `anyOf` merged into one form.
 */

export type Schema = { [key: string]: unknown };

/** One value a choice offers, with the schema's title for it (shown in its place) when it has one. */
export interface Choice {
  readonly value: string | number;
  readonly title?: string;
}

export interface Field {
  readonly name: string;
  /** What the form calls it: the schema's `title`, or its name when it has none. */
  readonly title: string;
  readonly description: string;
  /** Whether every branch of the schema requires it. */
  readonly required: boolean;
  /** In the schema's order, numbers from lowest to highest (the branches of a union may list them out of order). */
  readonly choices: Choice[];
  readonly type: 'integer' | 'number' | 'boolean' | 'string';
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: unknown;
}

/** The branches of a union, leaving out `null` (a field left empty already leaves the property out). */
function branchesOf(schema: Schema): Schema[] | undefined {
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return branches?.filter((b) => b.type !== 'null');
}

/**
 * The constants a property schema allows, if it is a choice of constants only (a union with a free number is a number);
 * a constant's title names it only as a branch of a union (a property that is one constant is titled as the property).
 */
function constants(schema: Schema, branch = false): Choice[] {
  if (Array.isArray(schema.enum)) return (schema.enum as (string | number)[]).map((value) => ({ value }));
  if ('const' in schema) return [{ value: schema.const as string | number, ...(branch && typeof schema.title === 'string' ? { title: schema.title } : {}) }];
  const each = branchesOf(schema)?.map((b) => constants(b, true)) ?? [];
  return each.some((c) => c.length === 0) ? [] : each.flat();
}

/** Two fields' choices as one, each value once (the first title it had), numbers in order. */
function mergedChoices(before: readonly Choice[], added: readonly Choice[]): Choice[] {
  const byValue = new Map<string | number, Choice>();
  for (const choice of [...before, ...added]) if (!byValue.has(choice.value)) byValue.set(choice.value, choice);
  const choices = [...byValue.values()];
  return choices.every((c) => typeof c.value === 'number') ? choices.sort((a, b) => (a.value as number) - (b.value as number)) : choices;
}

/** A number field's lowest or highest value, over a union's branches too (a constant counts as its value); undefined if one has none. */
function bound(schema: Schema, key: 'minimum' | 'maximum'): number | undefined {
  if (typeof schema[key] === 'number') return schema[key];
  if (typeof schema.const === 'number') return schema.const;
  const each = branchesOf(schema)?.map((b) => bound(b, key));
  if (!each || each.length === 0 || each.some((v) => v === undefined)) return undefined;
  return (key === 'minimum' ? Math.min : Math.max)(...(each as number[]));
}

function typeOf(schema: Schema): Field['type'] {
  const type = schema.type ?? branchesOf(schema)?.[0]?.type;
  return type === 'integer' || type === 'number' || type === 'boolean' ? type : 'string';
}

/** The fields of an options schema, its `anyOf` branches merged. */
export function fieldsOf(schema: Schema): Field[] {
  const branches = ((schema.anyOf ?? schema.oneOf) as Schema[] | undefined) ?? [schema];
  const fields = new Map<string, Field>();
  for (const branch of branches) {
    const required = new Set((branch.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((branch.properties as Record<string, Schema> | undefined) ?? {})) {
      const before = fields.get(name);
      const choices = mergedChoices(before?.choices ?? [], constants(property));
      fields.set(name, {
        name,
        title: (property.title as string | undefined) ?? before?.title ?? name,
        description: (property.description as string | undefined) ?? before?.description ?? '',
        required: (before?.required ?? true) && required.has(name),
        choices,
        type: typeOf(property),
        ...(bound(property, 'minimum') !== undefined ? { minimum: bound(property, 'minimum') } : {}),
        ...(bound(property, 'maximum') !== undefined ? { maximum: bound(property, 'maximum') } : {}),
        ...(property.default !== undefined ? { default: property.default } : before?.default !== undefined ? { default: before.default } : {}),
      });
    }
    // A property only some branches have is never required.
    for (const [name, field] of fields) if (!(name in ((branch.properties as object | undefined) ?? {}))) fields.set(name, { ...field, required: false });
  }
  return [...fields.values()];
}
