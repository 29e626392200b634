/** The lobby's options form, built from a ruleset's options schema: the fields it shows for Bommerz. */
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../../web/src/options-fields.js';
import { OptionsSchema } from '../../src/rulesets/bommerz/setup.js';
import { OptionsSchema as BomberOptionsSchema } from '../../src/rulesets/bomber/options.js';

describe('The options form', () => {
  const fields = (schema: unknown) => fieldsOf(JSON.parse(JSON.stringify(schema)) as Record<string, unknown>);

  it("shows Bommerz's players as a choice, and its wave limit as a number from 0 (no limit) to 100, optional", () => {
    const byName = new Map(fields(OptionsSchema).map((f) => [f.name, f]));
    // The union's branches list 1, 2, 3, 5 and then 4: the form lists numbers in order.
    expect(byName.get('players')).toMatchObject({ title: 'Players', required: true });
    expect(byName.get('players')!.choices).toEqual([1, 2, 3, 4, 5].map((value) => ({ value })));
    expect(byName.get('variant')).toMatchObject({ title: 'Four-player variant', required: false });
    expect(byName.get('variant')!.choices.map((c) => c.title)).toEqual(['Three Orks and an Imperial, with a spare Bommer', 'Four Orks against the server']);
    expect(byName.get('waveTurns')).toMatchObject({ choices: [], type: 'integer', minimum: 0, maximum: 100, required: false });
    expect(byName.get('waveTurns')!.description).toContain('no limit');
  });

  it('still offers a union of constants as a choice, null left out', () => {
    expect(fields({ type: 'object', properties: { pace: { anyOf: [{ const: 'slow' }, { const: 2 }, { type: 'null' }] } } })).toMatchObject([{ name: 'pace', title: 'pace', choices: [{ value: 'slow' }, { value: 2 }] }]);
  });

  it("names Bomber's scenarios by their titles, the Introductory Game first and the default, then the historical ones by date", () => {
    const scenario = fields(BomberOptionsSchema).find((f) => f.name === 'scenario')!;
    expect(scenario).toMatchObject({ title: 'Scenario', default: 'introductory-paris', required: true });
    expect(scenario.choices[0]).toEqual({ value: 'introductory-paris', title: expect.stringContaining('Introductory Game') as string });
    const historical = scenario.choices.slice(1).map((c) => String(c.value));
    expect(historical).toHaveLength(6);
    expect(historical).toEqual([...historical].sort());
    expect(scenario.choices.every((c) => c.title && c.title !== c.value)).toBe(true);
  });
});
