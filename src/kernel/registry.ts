/**
 * The rulesets this service hosts, by id and version. A game takes its
 * ruleset's newest version when it starts, and goes on under it for as long
 * as that version is registered (Ruleset.version).
 */
import type { AnyRuleset } from './ruleset.js';

/** A lookup of rulesets by id and version. */
export class RulesetRegistry {
  /** Each id's versions, newest first. */
  private readonly byId = new Map<string, AnyRuleset[]>();

  constructor(rulesets: readonly AnyRuleset[] = []) {
    for (const r of rulesets) this.register(r);
  }

  /** Adds a ruleset; an id and version are unique. */
  private register(ruleset: AnyRuleset): void {
    if (!Number.isSafeInteger(ruleset.version) || ruleset.version < 1) throw new Error(`ruleset ${ruleset.id} has version ${ruleset.version}: versions are whole numbers from 1`);
    const versions = this.byId.get(ruleset.id) ?? [];
    if (versions.some((r) => r.version === ruleset.version)) throw new Error(`ruleset ${ruleset.id} version ${ruleset.version} is registered twice`);
    this.byId.set(ruleset.id, [...versions, ruleset].sort((a, b) => b.version - a.version));
  }

  /** The ruleset with this id, in this version (the newest without one), or undefined. */
  get(id: string, version?: number): AnyRuleset | undefined {
    const versions = this.byId.get(id);
    return version === undefined ? versions?.[0] : versions?.find((r) => r.version === version);
  }

  /** The ruleset a game is played under: the version it started with; before its start (version 0), the newest. */
  forGame(game: { readonly ruleset: string; readonly rulesetVersion: number; readonly version: number }): AnyRuleset | undefined {
    return this.get(game.ruleset, game.version === 0 ? undefined : game.rulesetVersion);
  }

  /** The newest version of every registered ruleset, in registration order. */
  list(): readonly AnyRuleset[] {
    return [...this.byId.values()].map((versions) => versions[0]!);
  }

  /** Every registered version of every ruleset: the games the service can serve. */
  hosted(): readonly { readonly id: string; readonly version: number }[] {
    return [...this.byId.values()].flat().map((r) => ({ id: r.id, version: r.version }));
  }
}
