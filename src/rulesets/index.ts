/** Every ruleset this service hosts. */
import { RulesetRegistry } from '../kernel/registry.js';
import { bommerzRuleset } from './bommerz/index.js';

/** A registry of the hosted rulesets. */
export function createRegistry(): RulesetRegistry {
  return new RulesetRegistry([bommerzRuleset]);
}
