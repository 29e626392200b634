/** The rulebook's numbers, and Sortie's where the rulebook gives none (each one a ruling in docs/rules/bommerz.md). */

/** The six kinds of defence counter (rulings §3). */
export const COUNTER_KINDS = ['interceptor', 'laser', 'rock-spires', 'flak-1', 'flak-2', 'flak-3'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];
/** Two of each kind: twelve counters. */
export const COUNTERS_PER_KIND = 2;

/** Dice each flak counter rolls ("Flak 1D6" … "Flak 3D6"). */
export const FLAK_DICE: Readonly<Record<CounterKind, number>> = {
  interceptor: 0,
  laser: 0,
  'rock-spires': 0,
  'flak-1': 1,
  'flak-2': 2,
  'flak-3': 3,
};

/** Whether a kind of counter is flak (rolls dice, may move, may be bombed). */
export function isFlak(kind: CounterKind): boolean {
  return FLAK_DICE[kind] > 0;
}

/** Every bridge's own permanent battery. */
export const BRIDGE_FLAK_DICE = 1;
/** "Bridges are destroyed by a total of 4 hits." */
export const BRIDGE_HITS_TO_DESTROY = 4;
/** "Fighta-Bommerz and Interceptors can take 2 points of damage each": the second destroys. */
export const DAMAGE_TO_DESTROY = 2;
/** Flak hits: 1 drives off, 2 drives off and damages, 3 or more shoot down. */
export const FLAK_HITS_TO_DAMAGE = 2;
/** See FLAK_HITS_TO_DAMAGE. */
export const FLAK_HITS_TO_SHOOT_DOWN = 3;
/** A dogfight won by this margin or more also damages the loser. */
export const DOGFIGHT_DAMAGE_MARGIN = 3;
/** A bombing run rolls two dice. */
export const RUN_DICE = 2;
/** "bring on another wave of four more Fighta-Bommerz" */
export const BOMMERZ_PER_WAVE = 4;
/** The victory table goes to two waves. */
export const MAX_WAVES = 2;
/** Two-player and larger games: the Imperial player draws six counters and places two per section. */
export const MULTIPLAYER_DRAW = 6;
/** See MULTIPLAYER_DRAW. */
export const PLACED_PER_SECTION = 2;
/**
 * Version 2's wave limit (Sortie's ruling S27 as it first stood): a wave had
 * fuel for this many turns. From version 3 the limit is the game option
 * `waveTurns` (setup.ts), 30 unless set: it bound in about one game in nine.
 */
export const FUEL_TURNS = 10;

/** A die roll as the rules use it: damage takes one off every roll a craft makes (rulings §8). */
export function modified(roll: number, damage: number): number {
  return roll - damage;
}

/** A Speed from a movement die: −1 per damage, never below 1 (rulings §8). */
export function speedFromDie(die: number, damage: number): number {
  return Math.max(1, modified(die, damage));
}
