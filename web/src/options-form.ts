/**
 * A form for a ruleset's options, built from the JSON Schema GET /rulesets
 * publishes: each property becomes a field (a choice for enums and constants,
 * a number, a checkbox or text), the branches of an `anyOf` merged into one
 * form. The server checks the whole against the schema; its 400 says what is
 * wrong with a combination the form let through.
 */
import { h } from './dom.js';

type Schema = { [key: string]: unknown };

interface Field {
  readonly name: string;
  readonly description: string;
  /** Whether every branch of the schema requires it. */
  readonly required: boolean;
  readonly choices: (string | number)[];
  readonly type: 'integer' | 'number' | 'boolean' | 'string';
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: unknown;
}

/** The constants a property schema allows, if it is a choice of constants. */
function constants(schema: Schema): (string | number)[] {
  if (Array.isArray(schema.enum)) return schema.enum as (string | number)[];
  if ('const' in schema) return [schema.const as string | number];
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return branches ? branches.flatMap(constants) : [];
}

function typeOf(schema: Schema): Field['type'] {
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  const type = schema.type ?? branches?.[0]?.type;
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
      const choices = [...new Set([...(before?.choices ?? []), ...constants(property)])];
      fields.set(name, {
        name,
        description: (property.description as string | undefined) ?? before?.description ?? '',
        required: (before?.required ?? true) && required.has(name),
        choices,
        type: typeOf(property),
        ...(typeof property.minimum === 'number' ? { minimum: property.minimum } : {}),
        ...(typeof property.maximum === 'number' ? { maximum: property.maximum } : {}),
        ...(property.default !== undefined ? { default: property.default } : before?.default !== undefined ? { default: before.default } : {}),
      });
    }
    // A property only some branches have is never required.
    for (const [name, field] of fields) if (!(name in ((branch.properties as object | undefined) ?? {}))) fields.set(name, { ...field, required: false });
  }
  return [...fields.values()];
}

/** The form, and how to read the options it holds (fields left empty are left out, for the ruleset's defaults). */
export function optionsForm(schema: Schema): { element: HTMLElement; value(): Record<string, unknown> } {
  const readers: (() => [string, unknown] | null)[] = [];
  const rows = fieldsOf(schema).map((field) => {
    let input: HTMLInputElement | HTMLSelectElement;
    if (field.choices.length > 0) {
      input = h('select', { name: field.name }, ...(field.required ? [] : [h('option', { value: '' }, '(default)')]), ...field.choices.map((c) => h('option', { value: String(c), selected: c === field.default }, String(c))));
      readers.push(() => {
        const chosen = field.choices.find((c) => String(c) === input.value);
        return chosen === undefined ? null : [field.name, chosen];
      });
    } else if (field.type === 'boolean') {
      input = h('input', { type: 'checkbox', name: field.name, checked: field.default === true });
      readers.push(() => [field.name, (input as HTMLInputElement).checked]);
    } else {
      const numeric = field.type === 'integer' || field.type === 'number';
      input = h('input', { type: numeric ? 'number' : 'text', name: field.name, min: field.minimum, max: field.maximum, placeholder: field.default === undefined ? '' : JSON.stringify(field.default) });
      readers.push(() => (input.value === '' ? null : [field.name, numeric ? Number(input.value) : input.value]));
    }
    return h('label', { class: 'field', title: field.description }, h('span', {}, field.name), input, field.description ? h('small', {}, field.description) : null);
  });
  return {
    element: h('div', { class: 'options' }, ...rows),
    value: () => Object.fromEntries(readers.map((read) => read()).filter((entry): entry is [string, unknown] => entry !== null)),
  };
}
