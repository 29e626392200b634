/**
 * Drawing Target Cards (IV.C, rulings §Bomber 28) as a small state machine
 * the rules fold: the American player draws one card at a time from the
 * shuffled deck until the scenario's number are kept. Each drawn card is
 * kept, discarded by a rule, or — when its printed line says it "may" be
 * discarded on the date — waits for the player's keep-or-discard choice
 * before the next draw. Kept cards count, a Shuttle Mission card included;
 * drawing stops when the deck runs out.
 */
import { Type, type Static } from '@sinclair/typebox';
import { reject, type Rejection } from '../../../kernel/ruleset.js';
import type { Scenario } from '../data/scenario-schema.js';
import { shuttleLimit } from '../data/shuttle-missions.js';
import type { TargetCard } from '../data/target-card-schema.js';
import { printedDiscard } from '../data/target-cards.js';

const CardId = Type.String({ pattern: '^(TC|SM)\\d{2}$' });

/** Schema of the draw's state: plain JSON for the rules' state. */
export const TargetDrawSchema = Type.Object(
  {
    /** Cards still to draw, top first: hidden from both seats. */
    deck: Type.Array(CardId),
    /** Cards drawn and kept, in draw order (the scenario's `cardsInHand` are not among them). */
    kept: Type.Array(CardId),
    /** Cards drawn and discarded, in draw order. */
    discarded: Type.Array(CardId),
    /** A drawn "may discard" card waiting for the keep-or-discard choice, if any. */
    pending: Type.Union([CardId, Type.Null()]),
  },
  { additionalProperties: false },
);
export type TargetDraw = Static<typeof TargetDrawSchema>;

/** Schema of the American player's choice on a "may discard" card. */
export const TargetCardChoiceSchema = Type.Object({ keep: Type.Boolean() }, { additionalProperties: false });
export type TargetCardChoice = Static<typeof TargetCardChoiceSchema>;

/** Why IV.C discards a card, as stable codes. */
export type DiscardReason =
  | 'second-short'
  | 'short-historical-target'
  | 'printed-must'
  | 'duplicates-historical-target'
  | 'shuttle-before-17-august'
  | 'second-shuttle-mission';

/** What IV.C says about one drawn card: keep it, discard it (and why), or let the player choose (and why). */
export type CardRuling =
  | { readonly kind: 'keep' }
  | { readonly kind: 'discard'; readonly reason: DiscardReason; readonly message: string }
  | { readonly kind: 'choose'; readonly message: string };

/** The American player's next move in the draw. */
export type DrawOption = { readonly type: 'draw' } | { readonly type: 'keep' } | { readonly type: 'discard' };

/** A new draw from a shuffled deck (`shuffleDeck`). */
export function startDraw(deck: readonly string[]): TargetDraw {
  return { deck: [...deck], kept: [], discarded: [], pending: null };
}

function card(cards: readonly TargetCard[], id: string): TargetCard {
  const c = cards.find((x) => x.id === id);
  if (c === undefined) throw new Error(`no Target Card ${id}`);
  return c;
}

/** The cards the American player holds: the scenario's `cardsInHand`, then those kept from the draw. */
export function handOf(scenario: Scenario, draw: TargetDraw): string[] {
  return [...scenario.cardsInHand, ...draw.kept];
}

/** What IV.C says about `id`, drawn when the American player holds `hand`. */
export function ruleOnCard(cards: readonly TargetCard[], scenario: Scenario, hand: readonly string[], id: string): CardRuling {
  const c = card(cards, id);
  const held = hand.map((h) => card(cards, h));
  const discard = (reason: DiscardReason, message: string): CardRuling => ({ kind: 'discard', reason, message });
  if (c.shuttleMission) {
    if (shuttleLimit(scenario.date) === undefined)
      return discard('shuttle-before-17-august', `${id}: no Shuttle Missions before 17 August 1943 (IV.C, XII.H).`);
    if (held.some((h) => h.shuttleMission))
      return discard('second-shuttle-mission', `${id}: a Shuttle Mission card is already held; only one is kept (IV.C).`);
  }
  if (c.short) {
    const shortTarget = scenario.historicalTargets.find((t) => t.short);
    if (shortTarget !== undefined)
      return discard('short-historical-target', `${id} is "short" and so is the historical target ${shortTarget.city}: every short card is discarded (IV.C).`);
    if (held.some((h) => h.short)) return discard('second-short', `${id} is "short" and a short card is already held (IV.C).`);
  }
  const historical = new Set(scenario.historicalTargets.map((t) => t.city));
  if (c.cities.length > 0 && c.cities.every((city) => historical.has(city)))
    return discard('duplicates-historical-target', `${id} (${c.cities.join(', ')}) duplicates a historical target (IV.C).`);
  const printed = printedDiscard(c, scenario.date);
  const why = c.discard.map((r) => r.why).join('; ');
  if (printed === 'must') return discard('printed-must', `${id} must be discarded on ${scenario.date}: ${why}.`);
  if (printed === 'may') return { kind: 'choose', message: `${id} may be discarded on ${scenario.date}: ${why}. Keep it or discard it.` };
  return { kind: 'keep' };
}

/** Whether the draw is over: the scenario's number kept, or the deck empty (and no choice waiting). */
export function drawFinished(scenario: Scenario, draw: TargetDraw): boolean {
  return draw.pending === null && (draw.kept.length >= scenario.targetCardsToDraw || draw.deck.length === 0);
}

/** The American player's options now: draw, keep or discard the waiting card, or none when finished. */
export function drawOptions(scenario: Scenario, draw: TargetDraw): DrawOption[] {
  if (draw.pending !== null) return [{ type: 'keep' }, { type: 'discard' }];
  return drawFinished(scenario, draw) ? [] : [{ type: 'draw' }];
}

/** Draw the top card and apply IV.C to it; the result says what happened to it. */
export function drawCard(
  cards: readonly TargetCard[],
  scenario: Scenario,
  draw: TargetDraw,
): { readonly ok: true; readonly draw: TargetDraw; readonly card: string; readonly ruling: CardRuling } | Rejection {
  if (draw.pending !== null)
    return reject('target-card-choice-pending', `Keep or discard ${draw.pending} before drawing another card (IV.C).`);
  if (drawFinished(scenario, draw))
    return reject('target-cards-drawn', draw.deck.length === 0 ? 'The Target Card deck is empty.' : 'All the Target Cards the scenario gives are drawn.');
  const [id, ...deck] = draw.deck as [string, ...string[]];
  const ruling = ruleOnCard(cards, scenario, handOf(scenario, draw), id);
  const next: TargetDraw =
    ruling.kind === 'keep'
      ? { ...draw, deck, kept: [...draw.kept, id] }
      : ruling.kind === 'discard'
        ? { ...draw, deck, discarded: [...draw.discarded, id] }
        : { ...draw, deck, pending: id };
  return { ok: true, draw: next, card: id, ruling };
}

/** Keep or discard the card waiting for the choice. */
export function chooseCard(draw: TargetDraw, choice: TargetCardChoice): { readonly ok: true; readonly draw: TargetDraw } | Rejection {
  const id = draw.pending;
  if (id === null) return reject('no-target-card-choice', 'No drawn Target Card waits for a keep-or-discard choice.');
  return {
    ok: true,
    draw: choice.keep
      ? { ...draw, pending: null, kept: [...draw.kept, id] }
      : { ...draw, pending: null, discarded: [...draw.discarded, id] },
  };
}
