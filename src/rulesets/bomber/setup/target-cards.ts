/**
 * IV.C, the American Target Cards: the server shuffles the deck (its order
 * and the dice are nobody's to see until the end, rulings §28), then the
 * American player draws one card at a time and keeps or discards it before
 * the next (a "must" card may only be discarded, a card with no discard rule
 * only kept), until the scenario's number are kept or the deck runs out.
 * Every draw asks for a keep-or-discard, so the other side learns only how
 * many cards were drawn.
 */
import type { Dice } from '../../../kernel/dice.js';
import type { BomberCommand } from '../commands.js';
import { contextOf, DATA } from '../context.js';
import type { Play } from '../play.js';
import type { BomberState } from '../state.js';
import { verdictOn } from './target-card-rules.js';

/** The deck in a shuffled order (Fisher–Yates, one die a card), leaving out the cards the scenario puts in hand. */
export function shuffledDeck(state: BomberState, dice: Dice): string[] {
  const deck = DATA.targetCards.map((c) => c.id).filter((id) => !state.cards.hand.includes(id));
  for (let i = deck.length - 1; i > 0; i--) {
    const j = dice.roll(i + 1) - 1;
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

/** Whether the American player has drawn all he may. */
export function drawingDone(state: BomberState): boolean {
  const { cards } = state;
  return cards.drawn === null && (cards.kept >= contextOf(state.scenario).scenario.targetCardsToDraw || cards.deck.length === 0);
}

/** The American player's options while drawing. */
export function targetCardOptions(state: BomberState): BomberCommand[] {
  const { drawn, hand } = state.cards;
  if (drawn === null) return [{ type: 'draw-target-card' }];
  const verdict = verdictOn(contextOf(state.scenario), drawn, hand);
  if (verdict === 'keep') return [{ type: 'keep-target-card' }];
  if (verdict === 'must-discard') return [{ type: 'discard-target-card' }];
  return [{ type: 'keep-target-card' }, { type: 'discard-target-card' }];
}

/** Draws the top card: only the American player sees it. */
export function drawCard(play: Play): void {
  const { deck, hand } = play.state.cards;
  const card = deck[0]!;
  const verdict = verdictOn(contextOf(play.state.scenario), card, hand);
  play.emitSecret({ type: 'target-card-drawn', card, verdict }, 'american', { type: 'target-card-drawn' });
}

/** Keeps or discards the card just drawn. */
export function decideCard(play: Play, keep: boolean): void {
  play.emitSecret({ type: 'target-card-decided', card: play.state.cards.drawn!, keep }, 'american');
}
