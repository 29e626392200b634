/**
 * Bomber II's flight property: in a random legal game, no position is ever
 * illegal — every flying Air unit on the board stands in a hex open to it
 * (XII.F, VII.A.1, ruling E16), at Altitude 1 or 2 over a Mountain (XII.C.2),
 * its flying Plane units at one Altitude, a Bomber Air Box in one Formation
 * (IX.E), within its Movement Factor (XII.B); and outside the American Landing
 * and Normal Movement Steps the six-Bomber limit holds (IX.F, rulings §16).
 */
import { expect } from 'vitest';
import { contextOf } from '../../src/rulesets/bomber/context.js';
import { spotsOverLimit } from '../../src/rulesets/bomber/flight/bomber-limit.js';
import { closedHex } from '../../src/rulesets/bomber/flight/closed-hexes.js';
import { flyingPlanes, hexOf, isBomberUnit, movementFactorOf } from '../../src/rulesets/bomber/flight/flying.js';
import { SIDES, type BomberState } from '../../src/rulesets/bomber/state.js';
import type { RandomGame } from './bomber-random-games.js';

/** What is wrong with a position, if anything (empty: legal). */
export function illegalPositions(state: BomberState): string[] {
  const ctx = contextOf(state.scenario);
  const wrong: string[] = [];
  for (const side of SIDES) {
    for (const a of state[side].airUnits) {
      const hex = hexOf(a);
      const planes = flyingPlanes(state, side, a.id);
      if (hex === null || a.offBoard !== null || a.endurance === null || planes.length === 0) continue;
      const name = `${side} ${a.id} in ${hex}`;
      const closed = closedHex(state, side, a.id, hex);
      if (closed !== null) wrong.push(`${name}: ${closed}`);
      const altitudes = new Set(planes.map((p) => p.altitude));
      if (altitudes.size !== 1) wrong.push(`${name}: Altitudes ${[...altitudes].join(', ')}`);
      if (ctx.hexes.get(hex)?.mountain !== undefined && altitudes.has(0)) wrong.push(`${name}: Altitude 0 over a Mountain hex`);
      if (isBomberUnit(state, side, a.id) && new Set(planes.map((p) => p.formation)).size !== 1) wrong.push(`${name}: a Bomber Air Box in several Formations`);
      if (a.moved.spent > movementFactorOf(state, side, a.id)) wrong.push(`${name}: spent ${a.moved.spent} Movement Factors`);
    }
  }
  const phase = state.phase;
  // Passing through is free (IX.F is checked where a move ends): an Air unit that may land moves first in the Landing Step (rulings §20, §22) and may go on in the Normal Movement Step, whose end is refused while a spot is over the limit.
  const americansMoving = phase.kind === 'movement' && phase.side === 'american' && (phase.step === 'landing' || phase.step === 'normal');
  if (!americansMoving) for (const spot of spotsOverLimit(state)) wrong.push(`more than six Bomber Air units, or facing apart, in ${spot.hex} at ${spot.altitude}`);
  return wrong;
}

/** The movement commands whose use shows units really flew: hex steps and Altitude changes. */
export const FLIGHT_COMMANDS = ['fly', 'climb', 'dive'] as const;

/** Checks every position of a game; returns the movement commands (`FLIGHT_COMMANDS`) it used, alone or carried in another's edits (secret-edits.ts), for the caller to check that units really flew. */
export function checkFlightLegal(game: RandomGame): Set<string> {
  for (const [i, step] of game.steps.entries()) {
    const wrong = illegalPositions(step.after);
    expect(wrong, `${game.scenario} step ${i} (${step.seat} ${JSON.stringify(step.command)})`).toEqual([]);
  }
  const sent = game.steps.flatMap((s) => [s.command, ...('edits' in s.command ? (s.command.edits ?? []) : [])]);
  return new Set(sent.map((c) => c.type).filter((t) => (FLIGHT_COMMANDS as readonly string[]).includes(t)));
}
