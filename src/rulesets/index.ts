/** Every ruleset this service hosts. */
import { RulesetRegistry } from '../kernel/registry.js';

/** A registry of the hosted rulesets. */
export function createRegistry(): RulesetRegistry {
  return new RulesetRegistry([]);
}
