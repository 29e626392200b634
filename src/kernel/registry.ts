/** The rulesets this service hosts, by id. */
import type { AnyRuleset } from './ruleset.js';

/** A lookup of rulesets by id. */
export class RulesetRegistry {
  private readonly byId = new Map<string, AnyRuleset>();

  constructor(rulesets: readonly AnyRuleset[] = []) {
    for (const r of rulesets) this.register(r);
  }

  /** Adds a ruleset; ids are unique. */
  private register(ruleset: AnyRuleset): void {
    if (this.byId.has(ruleset.id)) throw new Error(`ruleset ${ruleset.id} is registered twice`);
    this.byId.set(ruleset.id, ruleset);
  }

  /** The ruleset with this id, or undefined. */
  get(id: string): AnyRuleset | undefined {
    return this.byId.get(id);
  }

  /** Every registered ruleset, in registration order. */
  list(): readonly AnyRuleset[] {
    return [...this.byId.values()];
  }
}
