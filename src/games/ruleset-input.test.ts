import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { checkOptions } from './ruleset-input.js';
import { bommerzRuleset } from '../rulesets/bommerz/index.js';
import { raceRuleset } from '../../test/support/race-ruleset.js';

describe('options that do not fit (found by review: a union said only "Expected union value")', () => {
  it('are told what the union expects, in its own words where it has them', () => {
    for (const options of [{}, { players: 7 }, { players: 2, variant: 'spare-bommer' }]) {
      expect(checkOptions(bommerzRuleset, options)).toEqual({
        ok: false,
        errors: [{ path: '/options', message: 'Expected players: 1, 2, 3, 4 or 5; with 4 players, and only then, variant: "spare-bommer" or "versus-server", "spare-bommer" when left out; waveTurns: Sortie\'s wave limit, 30 when left out' }],
      });
    }
  });

  it('are told the values of a union of literals', () => {
    const ruleset = { ...raceRuleset, optionsSchema: Type.Object({ pace: Type.Union([Type.Literal('slow'), Type.Literal(2)]) }) };
    expect(checkOptions(ruleset, { pace: 'fast' })).toEqual({ ok: false, errors: [{ path: '/options/pace', message: 'Expected one of "slow", 2' }] });
  });
});
