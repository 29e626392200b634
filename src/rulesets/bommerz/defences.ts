/** What the defences do to a craft entering their space: laser, rock spires and flak (rulebook "Defence Counters"). */
import { BRIDGE_FLAK_DICE, FLAK_DICE, FLAK_HITS_TO_DAMAGE, FLAK_HITS_TO_SHOOT_DOWN, modified } from './rules.js';
import type { Play } from './play.js';
import { bommer, bridgeAt, craft } from './queries.js';
import { damage, destroy } from './damage.js';
import { driveOff } from './drive-off.js';
import { imperialDriver } from './dogfight.js';
import type { CounterState } from './state.js';

/** A Dodge: a D6, less damage, must equal or beat the craft's Speed. */
function dodgeRoll(play: Play, craftId: string): { roll: number; damage: number; needed: number; dodged: boolean } {
  const { piece } = craft(play.state, craftId);
  const roll = play.dice.d6();
  const needed = piece.speed ?? 1;
  return { roll, damage: piece.damage, needed, dodged: modified(roll, piece.damage) >= needed };
}

/** A face-up laser fires at a Bommer entering its space: Dodge or be destroyed; the laser flips face down. Returns whether the Bommer survives. */
export function laserFires(play: Play, laser: CounterState, bommerId: string): boolean {
  const dodge = dodgeRoll(play, bommerId);
  play.emit({ type: 'laser-fired', counter: laser.id, bommer: bommerId, ...dodge });
  if (!dodge.dodged) destroy(play, bommerId, 'laser');
  return dodge.dodged;
}

/** Rock spires: Dodge or take a point of damage, Bommerz and Interceptors alike. Returns whether the craft survives. */
export function rockSpires(play: Play, rocks: CounterState, craftId: string): boolean {
  const dodge = dodgeRoll(play, craftId);
  play.emit({ type: 'rock-spires-dodged', counter: rocks.id, craft: craftId, ...dodge });
  return dodge.dodged || damage(play, craftId);
}

/**
 * Flak fires at a Bommer entering a space: a bridge's battery and any flak
 * counter there roll together, each die equal to or above the Bommer's Speed
 * hits. 1 hit drives it off, 2 also damage it, 3 or more shoot it down.
 * Returns whether the Bommer is still in the space to go on.
 */
export function flakFires(play: Play, bommerId: string, space: string, flakCounter: CounterState | undefined): boolean {
  const batteries: string[] = [];
  let count = 0;
  if (bridgeAt(play.state, space)) {
    batteries.push('bridge');
    count += BRIDGE_FLAK_DICE;
  }
  if (flakCounter) {
    batteries.push(flakCounter.id);
    count += FLAK_DICE[flakCounter.kind];
  }
  if (count === 0) return true;
  const needed = bommer(play.state, bommerId).speed ?? 1;
  const dice = play.roll(count);
  const hits = dice.filter((d) => d >= needed).length;
  play.emit({ type: 'flak-fired', bommer: bommerId, space, batteries, dice, needed, hits });
  if (hits === 0) return true;
  if (hits >= FLAK_HITS_TO_SHOOT_DOWN) {
    destroy(play, bommerId, 'flak');
    return false;
  }
  if (hits >= FLAK_HITS_TO_DAMAGE && !damage(play, bommerId)) return false;
  driveOff(play, bommerId, imperialDriver(play.state), 'flak');
  return false;
}
