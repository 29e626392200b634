/** Cross-checks of target-cards.json against the map: cities exist, card kinds hold, "short" matches Sortie's rule. */
import type { BomberMap } from './map-schema.js';
import type { TargetCard } from './target-card-schema.js';

const FILE = 'target-cards.json';

/** Problems with the Target Cards, or none. */
export function checkTargetCards(cards: readonly TargetCard[], map: BomberMap, short: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const cities = new Set(map.cities.map((c) => c.name));
  const ids = new Set<string>();
  cards.forEach((card, i) => {
    const at = `${FILE}: [${i}] (${card.id})`;
    if (ids.has(card.id)) problems.push(`${at}.id: appears twice`);
    ids.add(card.id);
    if (card.shuttleMission !== card.id.startsWith('SM')) problems.push(`${at}.id: Shuttle Mission cards, and only they, are SMnn`);
    if (card.shuttleMission && card.cities.length > 0) problems.push(`${at}.cities: a Shuttle Mission card names no city`);
    if (!card.shuttleMission && card.cities.length === 0) problems.push(`${at}.cities: a Target Card names one or two cities`);
    card.cities.forEach((c, j) => {
      if (!cities.has(c)) problems.push(`${at}.cities[${j}]: no city "${c}" on the map`);
    });
    const isShort = card.cities.length > 0 && card.cities.every((c) => short.has(c));
    if (card.short !== isShort) problems.push(`${at}.short: should be ${isShort} by the short-target rule`);
  });
  return problems;
}
