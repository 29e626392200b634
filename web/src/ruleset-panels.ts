/**
 * What a ruleset's game page shows beside the picture, drawn from the seat's
 * own JSON view: Bomber's card behind the screen. A ruleset without a panel
 * (Bommerz: its picture shows all a seat holds) shows none.
 */
import type { Schemas } from './api.js';
import { bomberCard } from './rulesets/bomber-card.js';

/** A seat's view as GET /games/{id}/seats/{seat}/view answers it: the ruleset names the view's schema. */
type GameView = { readonly ruleset: string; readonly view: unknown };

/** Whether a ruleset's page has a panel, so the seat's view is worth asking for. */
export function hasPanel(ruleset: string): boolean {
  return ruleset === 'bomber';
}

/** The panel for a seat's view; null when there is nothing to show. */
export function seatPanel(answer: GameView): HTMLElement | null {
  return answer.ruleset === 'bomber' ? bomberCard(answer.view as Schemas['BomberView']) : null;
}
