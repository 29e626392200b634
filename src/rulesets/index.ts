/** Every ruleset this service hosts. */
import { RulesetRegistry } from '../kernel/registry.js';
import { bomberRuleset } from './bomber/index.js';
import { bomberRulesetV2 } from './bomber/version-2.js';
import { bomberRulesetV3 } from './bomber/version-3.js';
import { bomberRulesetV4 } from './bomber/version-4.js';
import { bommerzRuleset } from './bommerz/index.js';
import { bommerzRulesetV1 } from './bommerz/version-1.js';
import { bommerzRulesetV2 } from './bommerz/version-2.js';
import { bommerzRulesetV3 } from './bommerz/version-3.js';

/** A registry of the hosted rulesets: each one's newest version, and the older ones games still run under. */
export function createRegistry(): RulesetRegistry {
  return new RulesetRegistry([bommerzRuleset, bommerzRulesetV3, bommerzRulesetV2, bommerzRulesetV1, bomberRuleset, bomberRulesetV4, bomberRulesetV3, bomberRulesetV2]);
}
