/** Damage and destruction (rulebook "Damage", rulings §8), and the four-player spare it can release. */
import { DAMAGE_TO_DESTROY } from './rules.js';
import type { DestroyCause } from './events.js';
import type { Play } from './play.js';
import { craft } from './queries.js';

/**
 * Destroys a Bommer or a counter. In the four-player spare-Bommer game the
 * first Ork player to lose a Bommer in a wave gets that wave's spare (running
 * out of fuel ends the wave, so it releases no spare).
 */
export function destroy(play: Play, piece: string, cause: DestroyCause): void {
  const lost = piece.startsWith('b') ? play.state.bommerz.find((b) => b.id === piece) : undefined;
  play.emit({ type: 'destroyed', piece, cause });
  if (!lost?.owner || cause === 'out-of-fuel') return;
  const spare = play.state.bommerz.find((b) => b.status === 'reserve' && b.wave === lost.wave && b.owner === null);
  if (spare) play.emit({ type: 'spare-assigned', bommer: spare.id, owner: lost.owner });
}

/** One point of damage to a craft; the second destroys it. Returns whether the craft survives. */
export function damage(play: Play, craftId: string): boolean {
  const total = craft(play.state, craftId).piece.damage + 1;
  play.emit({ type: 'craft-damaged', craft: craftId, damage: total });
  if (total < DAMAGE_TO_DESTROY) return true;
  destroy(play, craftId, 'damage');
  return false;
}
