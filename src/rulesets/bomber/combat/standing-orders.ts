/**
 * A side's standing orders (bomber-engine.md, rulings §13): how its Battles
 * are ordered when it has moved, and which of an Air Box's Plane units
 * carries its hits and goes first among equals. Its Air Status, each Turn's
 * readiness and every prompt of its Movement Phase offer to change them, a
 * hidden edit sent inside the command that carries it (ruling E53,
 * `secret-edits.ts`), so the other side cannot count the changes; the
 * Combat Phase fights by the orders written before it.
 */
import type { BomberCommand } from '../commands.js';
import type { Play } from '../play.js';
import type { BomberState, Side, StandingOrders } from '../state.js';

const BATTLES: readonly StandingOrders['battles'][] = ['map', 'choose'];
const HITS: readonly StandingOrders['hits'][] = ['last', 'first'];

/** The standing orders a side may switch to. */
export function standingOrderOptions(state: BomberState, side: Side): BomberCommand[] {
  const now = state[side].standing;
  return BATTLES.flatMap((battles) => HITS.map((hits) => ({ battles, hits })))
    .filter((o) => o.battles !== now.battles || o.hits !== now.hits)
    .map((o): BomberCommand => ({ type: 'set-standing-orders', ...o }));
}

/** Sets a side's standing orders: only its owner is told. */
export function setStandingOrders(play: Play, side: Side, standing: StandingOrders): void {
  play.emitSecret({ type: 'standing-orders-set', side, standing }, side);
}
