import { describe, expect, it } from 'vitest';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Type } from '@sinclair/typebox';
import { serializersOnFirstUse } from './response-serializers.js';
import { rulesetSchemas } from './schemas/ruleset-schemas.js';
import { createRegistry } from '../rulesets/index.js';
import { apply, initialPosition, START_COMMAND, type Position } from '../kernel/engine.js';
import { seededDice, seededRandom } from '../kernel/dice.js';
import type { Prompt } from '../kernel/ruleset.js';
import { bommerzRuleset } from '../rulesets/bommerz/index.js';
import type { BommerzState } from '../rulesets/bommerz/state.js';
import { randomGame } from '../../test/support/bomber-random-games.js';
import { SCENARIO_IDS } from '../rulesets/bomber/context.js';

const Move = Type.Object({ type: Type.Literal('move'), to: Type.Integer() }, { additionalProperties: false });
const Pass = Type.Object({ type: Type.Literal('pass') }, { additionalProperties: false });
const schemas = {
  Command: { ...Type.Union([Move, Pass]), $id: 'Command' },
  Account: Type.Object({ id: Type.String(), name: Type.String() }, { $id: 'Account' }),
  ChessAnswer: Type.Object({ ruleset: Type.Literal('chess'), check: Type.Boolean() }, { $id: 'ChessAnswer' }),
  GoAnswer: Type.Object({ ruleset: Type.Literal('go'), captured: Type.Integer() }, { $id: 'GoAnswer' }),
};
const route = (schema: unknown) => ({ method: 'GET', url: '/x', httpStatus: '200', schema });
const compiler = serializersOnFirstUse(['Command'])(schemas, {});

describe('Response serializers', () => {
  it('write a command as it is, matched against no branch of its union', () => {
    const serialize = compiler(route(Type.Object({ options: Type.Array(Type.Ref('Command')) })));
    const options = [{ type: 'move', to: 3 }, { type: 'pass' }];
    expect(serialize({ options })).toBe(JSON.stringify({ options }));
    // Not told apart by validating: one no branch takes is written too (the ruleset answers for its commands, below).
    expect(serialize({ options: [{ type: 'wait' }] })).toBe('{"options":[{"type":"wait"}]}');
  });

  it("write a union of bodies tagged by ruleset by the body the value's tag names, with only the fields that body declares", () => {
    const serialize = compiler(route(Type.Union([Type.Ref('ChessAnswer'), Type.Ref('GoAnswer')])));
    expect(serialize({ ruleset: 'go', captured: 2, secret: 'x' })).toBe('{"ruleset":"go","captured":2}');
    expect(serialize({ ruleset: 'chess', check: true, captured: 2 })).toBe('{"ruleset":"chess","check":true}');
    // Chosen by the tag, not by matching each body in turn: a field of the wrong type is written as its body's schema writes it.
    expect(serialize({ ruleset: 'go', captured: '3' })).toBe('{"ruleset":"go","captured":3}');
    // A tag no body has is matched body by body, and refused.
    expect(() => serialize({ ruleset: 'draughts', check: 'no' })).toThrow(TypeError);
  });

  it('still write any other object with only the fields its schema declares', () => {
    const serialize = compiler(route(Type.Ref('Account')));
    expect(JSON.parse(serialize({ id: 'a', name: 'Ann', passwordHash: 'secret' }))).toEqual({ id: 'a', name: 'Ann' });
  });
});

/** The states along a Bommerz game of seeded random legal commands. */
function bommerzStates(): BommerzState[] {
  const seed = 'written-whole';
  const random = seededRandom(7);
  const started = apply<BommerzState>(bommerzRuleset, initialPosition(bommerzRuleset, { players: 2 }), null, START_COMMAND, seededDice(seed, 0));
  if (!started.ok) throw new Error(started.reason);
  let at: Position<BommerzState> = started.position;
  const states = [at.state];
  for (let i = 0; i < 300 && bommerzRuleset.outcome(at.state) === null; i++) {
    const prompts = bommerzRuleset.prompts(at.state).filter((p) => p.options.length > 0);
    const prompt = prompts[Math.floor(random() * prompts.length)]!;
    const done = apply<BommerzState>(bommerzRuleset, at, prompt.seat, prompt.options[Math.floor(random() * prompt.options.length)]!, seededDice(seed, at.diceCursor));
    if (!done.ok) throw new Error(`step ${i}: ${done.reason}`);
    at = done.position;
    states.push(at.state);
  }
  return states;
}

/** The states along each ruleset's game: Bomber's by its random-game policy (an edit is legal only inside the command that carries it). */
const statesAlong: Record<string, () => unknown[]> = {
  bomber: () => randomGame(SCENARIO_IDS[0]!, 1).steps.map((s) => s.after),
  bommerz: bommerzStates,
};

describe("A ruleset's commands, written whole", () => {
  const registry = createRegistry();
  const perRuleset = rulesetSchemas(registry);
  const external = Object.fromEntries(perRuleset.shared.map((s) => [s.$id!, s]));

  // The commands' $ids come in the order of the registry's rulesets.
  it.each(registry.list().map((r, i) => [r.id, r, perRuleset.commands[i]!] as const))(
    '%s: every option of every prompt along a game is written as the command schema would have written it (no field it does not declare)',
    (id, ruleset, commandId) => {
      const declaredOnly = SerializerSelector()(external, {})(route({ $ref: `${commandId}#` }));
      const seen = statesAlong[id]!().flatMap((state) => (ruleset.prompts(state) as readonly Prompt[]).flatMap((p) => p.options));
      expect(seen.length).toBeGreaterThan(300);
      for (const option of seen) expect(JSON.parse(declaredOnly(option)), JSON.stringify(option)).toEqual(option);
    },
    120_000,
  );
});
