/**
 * IV.C's discard rules for one drawn Target Card, given the scenario and the
 * cards already in hand: what the card's own lines say on the date, a second
 * "short" card (or any, when a historical target is short), a card that only
 * repeats historical targets, and Shuttle Mission cards before 17 August 1943
 * or beyond the first.
 */
import { printedDiscard } from '../data/target-cards.js';
import type { ScenarioContext } from '../context.js';

/** What the American player must or may do with a drawn card. */
export type Verdict = 'keep' | 'may-discard' | 'must-discard';

/** The first day Shuttle Missions are possible (XII.H). */
export const SHUTTLE_FROM = '1943-08-17';

/** The verdict on `cardId`, drawn with `hand` already held. */
export function verdictOn(ctx: ScenarioContext, cardId: string, hand: readonly string[]): Verdict {
  const card = ctx.cards.get(cardId);
  if (card === undefined) throw new Error(`no Target Card ${cardId}`);
  const s = ctx.scenario;
  const held = hand.map((id) => ctx.cards.get(id)!);
  if (printedDiscard(card, s.date) === 'must') return 'must-discard';
  if (card.shuttleMission) return s.date < SHUTTLE_FROM || held.some((c) => c.shuttleMission) ? 'must-discard' : 'keep';
  const historical = new Set(s.historicalTargets.map((t) => t.city));
  if (card.cities.every((c) => historical.has(c))) return 'must-discard';
  if (card.short && (s.historicalTargets.some((t) => t.short) || held.some((c) => c.short))) return 'must-discard';
  return printedDiscard(card, s.date) === 'may' ? 'may-discard' : 'keep';
}
