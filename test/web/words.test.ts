/**
 * The web client shows the ruleset's words: each option's button is the
 * prompt's label for it (parallel to options), in a short list and in the
 * groups of a long one alike, and falls back on the command's fields only
 * where a prompt has no labels.
 */
import { describe, expect, it } from 'vitest';
import { introFlying } from '../../src/rulesets/bomber/flight/flight-testing.js';
import { prompts } from '../../src/rulesets/bomber/prompts.js';
import type { Command } from '../../web/src/messages.js';
import { commandLabel, groupOptions, layoutOf, type RulesetProtocol } from '../../web/src/prompt-layout.js';
import { bomberRuleset } from '../../src/rulesets/bomber/index.js';

describe('option buttons in words', () => {
  it("labels each option by the prompt's label at its index", () => {
    const p = prompts(introFlying('american', [['american', 1, '1314', 0], ['american', 2, '1314', 0]]))[0]!;
    const options = p.options as unknown as Command[];
    const groups = groupOptions(options, layoutOf('bomber', bomberRuleset.protocol as RulesetProtocol), p.labels);
    const shown = groups.flatMap((g) => g.options);
    expect(shown).toHaveLength(options.length);
    for (const o of shown) expect(o.label).toBe(p.labels![o.index]);
    expect(shown.some((o) => /^Climb Air unit 1 to Altitude 1 \(costs/.test(o.label))).toBe(true);
  });

  it('says a command by its fields where the prompt has no labels', () => {
    const [group] = groupOptions([{ type: 'roll' }], layoutOf('race', { commands: {}, promptKinds: {}, refusals: {} }));
    expect(group!.options[0]!.label).toBe(commandLabel({ type: 'roll' }));
  });
});
