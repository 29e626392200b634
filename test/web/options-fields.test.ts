/** The lobby's options form, built from a ruleset's options schema: the fields it shows for Bommerz. */
import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../../web/src/options-fields.js';
import { OptionsSchema } from '../../src/rulesets/bommerz/setup.js';

describe('The options form', () => {
  const fields = (schema: unknown) => fieldsOf(JSON.parse(JSON.stringify(schema)) as Record<string, unknown>);

  it("shows Bommerz's players as a choice, and its wave limit as a number from 0 (no limit) to 100, optional", () => {
    const byName = new Map(fields(OptionsSchema).map((f) => [f.name, f]));
    expect(byName.get('players')).toMatchObject({ choices: [1, 2, 3, 5, 4], required: true });
    expect(byName.get('waveTurns')).toMatchObject({ choices: [], type: 'integer', minimum: 0, maximum: 100, required: false });
    expect(byName.get('waveTurns')!.description).toContain('no limit');
  });

  it('still offers a union of constants as a choice, null left out', () => {
    expect(fields({ type: 'object', properties: { pace: { anyOf: [{ const: 'slow' }, { const: 2 }, { type: 'null' }] } } })).toMatchObject([{ name: 'pace', choices: ['slow', 2] }]);
  });
});
