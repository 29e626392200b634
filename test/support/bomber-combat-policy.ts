/**
 * A random legal policy for the property tests that reaches combat: it still
 * chooses among the prompt's options only, but often prefers the ones that
 * bring the two sides together — ready and take off, fly a step towards the goal (an
 * American Bomber's plotted target, or else the nearest enemy counter on the
 * board), climb or dive towards the goal's Altitude (the Bomb Altitude, or
 * the enemy's), announce every bombing offered, write the suggested Mission
 * Sheet (historical targets, in reach), land once it has bombed or is short of fuel, and end the step once there. It reads
 * the whole state to steer (a test's omniscient bot, not a player), otherwise
 * it is the default random bot.
 */
import { hexDistance, parseHexId } from '../../src/rulesets/bomber/data/hex-grid.js';
import { plottedTarget } from '../../src/rulesets/bomber/combat/bomb-run.js';
import { altitudeOf, hexOf, isBomberUnit } from '../../src/rulesets/bomber/flight/flying.js';
import { randomPolicy } from '../../src/rulesets/bomber/bots/random.js';
import type { BomberCommand } from '../../src/rulesets/bomber/commands.js';
import { sealedChoice } from '../../src/rulesets/bomber/decide.js';
import { optionsFor } from '../../src/rulesets/bomber/prompts.js';
import { otherSide, type Altitude, type BomberState, type Side } from '../../src/rulesets/bomber/state.js';

/** How often the policy takes a step towards combat when one is offered. */
const SEEK_CHANCE = 0.85;

/** An Air unit lands once it has bombed or its Endurance unit is this few Turns from running out. */
const LANDING_MARGIN = 1;

const distance = (a: string, b: string) => hexDistance(parseHexId(a), parseHexId(b));

interface Goal {
  readonly hex: string;
  readonly altitude: Altitude | null;
}

/** Where an Air unit heads: a Bomber not yet bombed to its plotted target at its Bomb Altitude, anyone else to the nearest enemy counter on the board and its Altitude. */
function goalOf(state: BomberState, side: Side, airUnit: number): Goal | null {
  const unit = state[side].airUnits.find((a) => a.id === airUnit)!;
  const here = hexOf(unit);
  if (here === null) return null;
  if (side === 'american' && isBomberUnit(state, side, airUnit) && unit.bombedOn === null) {
    const target = plottedTarget(state, airUnit);
    if (target !== null) return { hex: target.hex, altitude: target.altitude };
  }
  const enemy = otherSide(side);
  let best: Goal | null = null;
  let bestDistance = Infinity;
  for (const a of state[enemy].airUnits) {
    const hex = hexOf(a);
    if (hex === null || a.endurance === null || a.offBoard !== null) continue;
    const d = distance(here, hex);
    if (d < bestDistance) [best, bestDistance] = [{ hex, altitude: altitudeOf(state, enemy, a.id) }, d];
  }
  return best;
}

/** Options that always bring combat nearer: bombing, readying and taking off, the suggested (historical, in reach) Mission Sheet. */
const ALWAYS = new Set<BomberCommand['type']>(['announce-bombing', 'take-off', 'take-off-plane', 'take-off-africa', 'suggest-mission-sheet', 'ready-all']);

/** Whether an option is a step towards combat for `side`. */
function seeks(state: BomberState, side: Side, o: BomberCommand): boolean {
  if (ALWAYS.has(o.type)) return true;
  if (o.type === 'land') {
    const unit = state[side].airUnits.find((a) => a.id === o.airUnit)!;
    return unit.bombedOn !== null || (unit.endurance !== null && unit.endurance - state.turn <= LANDING_MARGIN);
  }
  if (o.type === 'fly') {
    const goal = goalOf(state, side, o.airUnit);
    const here = hexOf(state[side].airUnits.find((a) => a.id === o.airUnit)!);
    return goal !== null && here !== null && distance(o.hex, goal.hex) < distance(here, goal.hex);
  }
  if (o.type === 'climb' || o.type === 'dive') {
    const goal = goalOf(state, side, o.airUnit);
    const altitude = altitudeOf(state, side, o.airUnit);
    if (goal === null || goal.altitude === null || altitude === null) return false;
    return o.type === 'climb' ? altitude < goal.altitude : altitude > goal.altitude;
  }
  return false;
}

/** Steps whose end the policy takes once no step towards combat is left. */
const ENDS = new Set<BomberCommand['type']>(['end-landing', 'end-movement', 'end-take-off', 'end-announcement', 'submit-readiness']);

/** A legal command for a seat that must act, steering towards combat with `SEEK_CHANCE`; in a secret step, its edits sealed in the submission (`sealedChoice`). `random` gives numbers in [0, 1). */
export function combatSeekingPolicy(state: BomberState, seat: string, random: () => number): BomberCommand {
  const side = seat as Side;
  return sealedChoice(state, side, (draft) => {
    if (random() < SEEK_CHANCE) {
      const legal = optionsFor(draft, seat);
      const seeking = legal.filter((o) => seeks(draft, side, o));
      if (seeking.length > 0) return seeking[Math.floor(random() * seeking.length)]!;
      const end = legal.find((o) => ENDS.has(o.type));
      if (end !== undefined) return end;
    }
    return randomPolicy(draft, seat, random);
  });
}
