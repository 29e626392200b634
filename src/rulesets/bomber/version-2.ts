/**
 * Bomber version 2, kept for the games that started under it (README,
 * *Rules versions*): version 3's rules (version-3.ts), but only an announcement of a bombing
 * closes take-backs, not a report that tells more (ruling E59 came with
 * version 3).
 */
import type { AnyRuleset } from '../../kernel/ruleset.js';
import type { BomberEvent } from './events.js';
import { bomberRulesetV3 } from './version-3.js';

/** The Bomber ruleset as version 2 played it. */
export const bomberRulesetV2: AnyRuleset = {
  ...bomberRulesetV3,
  version: 2,
  reveals: (event: BomberEvent) => event.type === 'bombing-announced',
};
