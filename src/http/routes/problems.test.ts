/** The pages of the refusal codes: every code the hosted rules' refusals may carry has one, saying what it means in each game. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { problemRoutes } from './problems.js';
import { ProblemSchema } from '../problem.js';
import { RulesetRegistry } from '../../kernel/registry.js';
import { KERNEL_REFUSALS } from '../../kernel/refusals.js';
import { bomberRuleset } from '../../rulesets/bomber/index.js';
import { bommerzRuleset } from '../../rulesets/bommerz/index.js';

const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/`([^`]+)`/g, '<code>$1</code>');

describe('the pages of the refusal codes', () => {
  it('serves one for every code a refusal by the hosted rules may carry, what it means in each game, linked from the index', async () => {
    const app = Fastify();
    app.addSchema(ProblemSchema);
    await app.register(problemRoutes(new RulesetRegistry([bomberRuleset, bommerzRuleset])));
    const index = (await app.inject('/problems')).body;
    for (const ruleset of [bomberRuleset, bommerzRuleset]) {
      for (const [code, means] of Object.entries(ruleset.protocol.refusals)) {
        const res = await app.inject(`/problems/${code}`);
        expect(res.statusCode, code).toBe(200);
        expect(res.body).toContain('Refused by the rules');
        expect(res.body).toContain('href="/problems/refused-by-the-rules"');
        expect(res.body, code).toContain(html(means));
        // A code every game shares is said once, for every game; a ruleset's own under its title.
        expect(res.body, code).toContain(code in KERNEL_REFUSALS ? 'Every game' : ruleset.title);
        expect(index).toContain(`href="/problems/${code}"`);
      }
    }
    // Both rulesets refuse a step to a space or hex not next to the piece, each in its own words.
    const adjacent = (await app.inject('/problems/not-adjacent')).body;
    expect(adjacent).toContain(`${bomberRuleset.title}: ${html(bomberRuleset.protocol.refusals['not-adjacent']!)}`);
    expect(adjacent).toContain(`${bommerzRuleset.title}: ${html(bommerzRuleset.protocol.refusals['not-adjacent']!)}`);
    // A code that is both a problem type and a refusal's reason has both on its page.
    expect((await app.inject('/problems/already-started')).body).toMatch(/HTTP 409[\s\S]*Refused by the rules/);
    expect((await app.inject('/problems/no-such-code')).statusCode).toBe(400);
    await app.close();
  });
});
