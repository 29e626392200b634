/** Dogfights (rulebook "Interceptor", "Dogfight"): a D6 each, ties re-rolled, the winner drives the loser off. */
import { DOGFIGHT_DAMAGE_MARGIN, modified } from './rules.js';
import { IMPERIAL } from './setup.js';
import type { Play } from './play.js';
import { bommer, counter, serverDefends } from './queries.js';
import { damage } from './damage.js';
import { driveOff, type Driver } from './drive-off.js';
import type { BommerzState } from './state.js';

/** Who drives for the Imperials: the Imperial player, or the server when it defends. */
export function imperialDriver(state: BommerzState): Driver {
  return serverDefends(state) ? 'server' : { seat: IMPERIAL };
}

/**
 * Fights a dogfight between a Bommer and an Interceptor on the same space.
 * Each rolls a D6, less its damage (rulings §8); equal totals roll again. A
 * margin of 3 or more also damages the loser; a surviving loser is driven off
 * by the winner's side. Returns the winner's id.
 */
export function dogfight(play: Play, bommerId: string, interceptorId: string): string {
  const b = bommer(play.state, bommerId);
  const i = counter(play.state, interceptorId);
  const rolls: [number, number][] = [];
  let margin = 0;
  while (margin === 0) {
    const pair: [number, number] = [play.dice.d6(), play.dice.d6()];
    rolls.push(pair);
    margin = modified(pair[0], b.damage) - modified(pair[1], i.damage);
  }
  const winner = margin > 0 ? bommerId : interceptorId;
  const loser = margin > 0 ? interceptorId : bommerId;
  play.emit({ type: 'dogfight', bommer: bommerId, interceptor: interceptorId, rolls, damage: [b.damage, i.damage], winner, margin: Math.abs(margin) });
  if (Math.abs(margin) >= DOGFIGHT_DAMAGE_MARGIN && !damage(play, loser)) return winner;
  driveOff(play, loser, margin > 0 ? { seat: b.owner! } : imperialDriver(play.state), 'dogfight');
  return winner;
}
