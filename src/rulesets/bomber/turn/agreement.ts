/**
 * Ending by agreement (XIV, rulings §26): when both sides offer it in the
 * same Turn's readiness, the server brings every Air unit still up home
 * without combat. Bomber I has no movement, so an Air unit on the board
 * lands where it is (Bomber II flies it home by the return route of rulings
 * §15 first); one off the board lands at its African Base when it gets
 * there — on its way out, it turns back and takes as long again — unless its
 * Endurance unit or Turn 33 comes first. Landing hits, night rolls and
 * crashes apply as in play.
 */
import { land, lose } from '../flight/landing.js';
import type { Play } from '../play.js';
import { LAST_TURN, SIDES, type Side } from '../state.js';
import { enter } from './enter.js';

/** Flies everything home and ends the game. */
export function endByAgreement(play: Play): void {
  const turn = play.state.turn;
  const homecomings: { side: Side; airUnit: number; turn: number }[] = [];
  for (const side of SIDES) {
    for (const a of play.state[side].airUnits) {
      if (a.endurance === null) continue;
      if (a.offBoard === null) land(play, side, a.id, turn);
      else homecomings.push({ side, airUnit: a.id, turn: a.offBoard.direction === 'inbound' ? a.offBoard.turn : turn + (turn - a.offBoard.turn) });
    }
  }
  for (const h of homecomings.sort((x, y) => x.turn - y.turn)) {
    const endurance = play.state[h.side].airUnits[h.airUnit - 1]!.endurance!;
    if (h.turn > LAST_TURN) lose(play, h.side, h.airUnit, 'last-turn');
    else if (h.turn > endurance) lose(play, h.side, h.airUnit, 'fuel');
    else land(play, h.side, h.airUnit, h.turn);
  }
  enter(play, { kind: 'over', reason: 'agreement' });
}
