/**
 * The Target Card deck (IV.C): every card but those the scenario puts in
 * the American hand, shuffled with the game's dice. The deck's order is a
 * secret of nobody's (rulings §Bomber 28): whoever keeps the result must
 * show the shuffle's draws to neither seat until the game ends.
 */
import type { Dice } from '../../../kernel/dice.js';
import type { Scenario } from '../data/scenario-schema.js';
import type { TargetCard } from '../data/target-card-schema.js';

/** The ids of the cards the American player may draw from: all but the scenario's `cardsInHand`, in data order. */
export function deckCards(cards: readonly TargetCard[], scenario: Scenario): string[] {
  return cards.filter((c) => !scenario.cardsInHand.includes(c.id)).map((c) => c.id);
}

/**
 * A Fisher–Yates shuffle: for i from the last place down to the second, swap place i with a place
 * 0..i drawn as one roll of an (i + 1)-sided die. Rolls exactly `ids.length - 1` dice; the first card
 * of the result is drawn first.
 */
export function shuffleDeck(ids: readonly string[], dice: Dice): string[] {
  const deck = [...ids];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = dice.roll(i + 1) - 1;
    [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
  }
  return deck;
}
