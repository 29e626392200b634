/**
 * A form for a ruleset's options, built from the JSON Schema GET /rulesets
 * publishes: each property becomes a field (a choice for enums and constants,
 * a number, a checkbox or text), the branches of an `anyOf` merged into one
 * form. The server checks the whole against the schema; its 400 says what is
 * wrong with a combination the form let through.
 */
import { h } from './dom.js';
import { fieldsOf, type Schema } from './options-fields.js';

/** The form, and how to read the options it holds (fields left empty are left out, for the ruleset's defaults). */
export function optionsForm(schema: Schema): { element: HTMLElement; value(): Record<string, unknown> } {
  const readers: (() => [string, unknown] | null)[] = [];
  const rows = fieldsOf(schema).map((field) => {
    let input: HTMLInputElement | HTMLSelectElement;
    if (field.choices.length > 0) {
      input = h('select', { name: field.name }, ...(field.required ? [] : [h('option', { value: '' }, '(default)')]), ...field.choices.map((c) => h('option', { value: String(c.value), selected: c.value === field.default }, c.title ?? String(c.value))));
      readers.push(() => {
        const chosen = field.choices.find((c) => String(c.value) === input.value);
        return chosen === undefined ? null : [field.name, chosen.value];
      });
    } else if (field.type === 'boolean') {
      input = h('input', { type: 'checkbox', name: field.name, checked: field.default === true });
      readers.push(() => [field.name, (input as HTMLInputElement).checked]);
    } else {
      const numeric = field.type === 'integer' || field.type === 'number';
      input = h('input', { type: numeric ? 'number' : 'text', name: field.name, min: field.minimum, max: field.maximum, placeholder: field.default === undefined ? '' : JSON.stringify(field.default) });
      readers.push(() => (input.value === '' ? null : [field.name, numeric ? Number(input.value) : input.value]));
    }
    return h('label', { class: 'field', title: field.description }, h('span', {}, field.title), input, field.description ? h('small', {}, field.description) : null);
  });
  return {
    element: h('div', { class: 'options' }, ...rows),
    value: () => Object.fromEntries(readers.map((read) => read()).filter((entry): entry is [string, unknown] => entry !== null)),
  };
}
