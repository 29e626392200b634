/**
 * The web client's prompt layout: a short list as it comes, a long one in
 * groups by Air unit / Plane unit / City with the whole step's options first,
 * what is secret and what carries what as the ruleset's protocol (GET
 * /rulesets) says, and the "suggested, then submit" batch from the prompt's
 * own suggestion.
 */
import { describe, expect, it } from 'vitest';
import { choicesSentAlone, commandLabel, FLAT_MAX, finishing, groupOptions, isFinisher, isSecretKind, layoutOf, publicMove, quickCommands, type RulesetProtocol } from '../../web/src/prompt-layout.js';
import type { Command } from '../../web/src/messages.js';
import { bomberRuleset } from '../../src/rulesets/bomber/index.js';
import { bommerzRuleset } from '../../src/rulesets/bommerz/index.js';

// The protocols as GET /rulesets serves them.
const bomber = layoutOf('bomber', bomberRuleset.protocol as RulesetProtocol);
const bommerz = layoutOf('bommerz', bommerzRuleset.protocol as RulesetProtocol);

/** A Bomber-like readiness list: two options per Plane unit, then the step's own. */
function readinessOptions(planes: number): Command[] {
  const perPlane = Array.from({ length: planes }, (_, i) => [
    { type: 'ready-plane', plane: `p${i}`, rockets: false },
    { type: 'ready-plane', plane: `p${i}`, rockets: true },
  ]).flat();
  return [...perPlane, { type: 'ready-all' }, { type: 'submit-readiness' }];
}

describe('the prompt layout', () => {
  it('keeps a short list whole, in its order', () => {
    const options = readinessOptions(3);
    const groups = groupOptions(options, bomber);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.options.map((o) => o.index)).toEqual(options.map((_, i) => i));
    expect(groups[0]!.options[0]!.label).toBe('ready plane · plane p0 · rockets false');
  });

  it('groups a long list by subject, the whole step first, every option once with its place in the prompt', () => {
    const options = readinessOptions(FLAT_MAX);
    const groups = groupOptions(options, bomber);
    expect(groups.map((g) => g.title)).toEqual(['The whole step', ...Array.from({ length: FLAT_MAX }, (_, i) => `Plane unit p${i}`)]);
    expect(groups[0]!.options.map((o) => o.command.type)).toEqual(['ready-all', 'submit-readiness']);
    expect(groups[1]!.options.map((o) => o.label)).toEqual(['ready plane · rockets false', 'ready plane · rockets true']);
    expect(groups.flatMap((g) => g.options.map((o) => o.index)).sort((a, b) => a - b)).toEqual(options.map((_, i) => i));
    for (const g of groups) for (const o of g.options) expect(o.command).toBe(options[o.index]);
  });

  it('groups by the first subject field a command has: an Air unit before a Plane unit', () => {
    const options: Command[] = [...Array.from({ length: FLAT_MAX }, (_, i) => ({ type: 'box-plane', plane: `p${i}`, airUnit: (i % 2) + 1 })), { type: 'pack-suggested' }];
    expect(groupOptions(options, bomber).map((g) => [g.title, g.options.length])).toEqual([
      ['The whole step', 1],
      ['Air unit 1', FLAT_MAX / 2],
      ['Air unit 2', FLAT_MAX / 2],
    ]);
  });

  it("groups an Air Combat line-up by the attacking Formation, the step's own commands first", () => {
    const attacks: Command[] = Array.from({ length: FLAT_MAX }, (_, i) => ({ type: 'attack', attacker: i % 3, target: 3 + (i % 4), launch: 'guns' }));
    const groups = groupOptions([...attacks, { type: 'engage' }], bomber);
    expect(groups.map((g) => g.title)).toEqual(['The whole step', 'Attacking Formation 0', 'Attacking Formation 1', 'Attacking Formation 2']);
    expect(groups[0]!.options.map((o) => o.command.type)).toEqual(['engage']);
  });

  it('groups nothing for a ruleset without a layout', () => {
    expect(groupOptions(readinessOptions(FLAT_MAX), bommerz)).toHaveLength(1);
  });

  it("does a secret step the suggested way by the prompt's suggestion, the choices collected so far inside its submission first", () => {
    const suggestion = { command: { type: 'submit-readiness', edits: [{ type: 'ready-all' }] } };
    expect(quickCommands(suggestion, bomber)).toEqual([{ type: 'submit-readiness', edits: [{ type: 'ready-all' }] }]);
    expect(quickCommands(undefined, bomber)).toBeNull();
    // The choices collected so far go first, then the suggestion does the rest: the German's Flak, which packing does not place.
    const flak = { type: 'place-flak', city: 'Schweinfurt', flak: 'heavy' };
    expect(quickCommands({ command: { type: 'submit-air-status', edits: [{ type: 'pack-suggested' }] } }, bomber, [flak])).toEqual([{ type: 'submit-air-status', edits: [flak, { type: 'pack-suggested' }] }]);
    // A public command collected in a secret step (the offer to end) goes before, in the batch.
    expect(quickCommands(suggestion, bomber, [{ type: 'offer-end' }])).toEqual([{ type: 'offer-end' }, { type: 'submit-readiness', edits: [{ type: 'ready-all' }] }]);
    expect(isSecretKind('mission-sheet', bomber)).toBe(true);
    expect(isSecretKind('landing', bomber)).toBe(false);
    expect(isFinisher({ type: 'submit-readiness' }, 'readiness', bomber)).toBe(true);
    expect(isFinisher({ type: 'ready-all' }, 'readiness', bomber)).toBe(false);
    // A finisher that carries no edits (the Air Combat's engage) takes the choices before it, as a batch; a sealed step's choices are never sent alone.
    const attack = { type: 'attack', attacker: 0, target: 1, launch: 'guns' };
    expect(finishing({ type: 'engage' }, [attack], bomber)).toEqual([attack, { type: 'engage' }]);
    expect(finishing({ type: 'submit-readiness' }, [{ type: 'ready-plane', plane: 'us1', rockets: false }], bomber)).toEqual([{ type: 'submit-readiness', edits: [{ type: 'ready-plane', plane: 'us1', rockets: false }] }]);
    expect(choicesSentAlone('readiness', bomber)).toBe(false);
    expect(commandLabel({ type: 'plot-primary', airUnit: 3, target: 'Munich' }, ['airUnit'])).toBe('plot primary · target Munich');
  });

  it("collects a public step's hidden choices (Bomber's climbs, covers) and sends them inside the next command that carries them, never alone (E33, E34)", () => {
    const climb = { type: 'climb', airUnit: 4 };
    const join = { type: 'join-formation', plane: 'de1', formation: 2 };
    expect(publicMove(climb, [], bomber)).toEqual({ collect: climb });
    expect(publicMove({ type: 'fly', airUnit: 4, hex: '1012' }, [climb, join], bomber)).toEqual({ commands: [{ type: 'fly', airUnit: 4, hex: '1012', edits: [climb, join] }] });
    expect(publicMove({ type: 'end-movement' }, [climb], bomber)).toEqual({ commands: [{ type: 'end-movement', edits: [climb] }] });
    expect(publicMove({ type: 'fly', airUnit: 4, hex: '1012' }, [], bomber)).toEqual({ command: { type: 'fly', airUnit: 4, hex: '1012' } });
    // A placement cannot carry a cover: it goes alone, the cover waits for the end of the set-up.
    const cover = { type: 'cover', airUnit: 1, by: 18 };
    expect(publicMove({ type: 'place-counter', airUnit: 2, at: '1215' }, [cover], bomber)).toEqual({ command: { type: 'place-counter', airUnit: 2, at: '1215' } });
    expect(publicMove({ type: 'end-map-setup' }, [cover], bomber)).toEqual({ commands: [{ type: 'end-map-setup', edits: [cover] }] });
    expect(choicesSentAlone('normal-movement', bomber, [climb])).toBe(false);
    expect(choicesSentAlone('normal-movement', bomber)).toBe(true);
    expect(publicMove(climb, [], bommerz)).toEqual({ command: climb });
  });

  it('collects standing orders in a Movement Step like its hidden changes, and sends them inside the next command (E53)', () => {
    const orders = { type: 'set-standing-orders', battles: 'choose', hits: 'first' };
    expect(publicMove(orders, [], bomber)).toEqual({ collect: orders });
    expect(publicMove({ type: 'take-off', airUnit: 4 }, [orders], bomber)).toEqual({ commands: [{ type: 'take-off', airUnit: 4, edits: [orders] }] });
  });
});
