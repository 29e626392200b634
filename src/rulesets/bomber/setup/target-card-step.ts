/**
 * IV.C, the American Target Cards, as a step of the game: the server shuffles
 * the deck (`target-deck.ts`; its order and the dice are nobody's to see until
 * the end, rulings §28), then the American player draws one card at a time
 * and keeps or discards it before the next, as IV.C rules on it
 * (`ruleOnCard` in `target-draw.ts`): a card IV.C discards may only be
 * discarded, a card it keeps only kept, a "may discard" card either. Every
 * draw asks for that second command, whatever the card, so that the German
 * player learns how many cards were drawn and nothing else (a choice asked
 * only for "may" cards would tell him when one came up).
 */
import type { Dice } from '../../../kernel/dice.js';
import type { BomberCommand } from '../commands.js';
import { contextOf, DATA } from '../context.js';
import type { Play } from '../play.js';
import type { BomberState } from '../state.js';
import { deckCards, shuffleDeck } from './target-deck.js';
import { ruleOnCard } from './target-draw.js';

/** The deck in a shuffled order, without the cards the scenario puts in hand. */
export function shuffledDeck(state: BomberState, dice: Dice): string[] {
  return shuffleDeck(deckCards(DATA.targetCards, contextOf(state.scenario).scenario), dice);
}

/** What IV.C says of a card drawn with `hand` held. */
function verdictOn(state: BomberState, card: string, hand: readonly string[]): 'keep' | 'may-discard' | 'must-discard' {
  const ruling = ruleOnCard(DATA.targetCards, contextOf(state.scenario).scenario, hand, card);
  return ruling.kind === 'keep' ? 'keep' : ruling.kind === 'choose' ? 'may-discard' : 'must-discard';
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
  const verdict = verdictOn(state, drawn, hand);
  if (verdict === 'keep') return [{ type: 'keep-target-card' }];
  if (verdict === 'must-discard') return [{ type: 'discard-target-card' }];
  return [{ type: 'keep-target-card' }, { type: 'discard-target-card' }];
}

/** Draws the top card: only the American player sees it. */
export function drawCard(play: Play): void {
  const { deck, hand } = play.state.cards;
  const card = deck[0]!;
  const verdict = verdictOn(play.state, card, hand);
  play.emitSecret({ type: 'target-card-drawn', card, verdict }, 'american', { type: 'target-card-drawn' });
}

/** Keeps or discards the card just drawn. */
export function decideCard(play: Play, keep: boolean): void {
  play.emitSecret({ type: 'target-card-decided', card: play.state.cards.drawn!, keep }, 'american');
}
