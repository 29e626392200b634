/** Sortie's Target Cards (target-cards.json) and what their printed discard lines say on a date. */
import { loadDataFile } from './load.js';
import { type DiscardRule, type TargetCard, TargetCardsSchema } from './target-card-schema.js';

/** The Target Card deck, checked against its schema. */
export function loadTargetCards(): TargetCard[] {
  return loadDataFile('target-cards.json', TargetCardsSchema);
}

function applies(rule: DiscardRule, date: string): boolean {
  return rule.when === 'before' ? date < rule.date : date >= rule.date;
}

/**
 * What the card's own discard lines say for a scenario date: "must" wins
 * over "may". The deck-wide rules of IV.C ("short" cards, duplicates of a
 * historical target, a second Shuttle Mission card) depend on the draw and
 * belong to the rules, not to the card.
 */
export function printedDiscard(card: TargetCard, date: string): 'must' | 'may' | 'keep' {
  const live = card.discard.filter((r) => applies(r, date));
  if (live.some((r) => r.rule === 'must')) return 'must';
  return live.length > 0 ? 'may' : 'keep';
}

/** Names of the cities that have a Target Card (the dot under a City Box). */
export function cardedCities(cards: readonly TargetCard[]): Set<string> {
  return new Set(cards.flatMap((c) => c.cities));
}
