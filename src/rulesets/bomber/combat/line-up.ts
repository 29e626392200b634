/**
 * When an Air Combat happens in a Battle, who attacks whom, and the
 * attacker's line-up (XIII.F.1–2, rulings §10, §23). The side that just
 * moved attacks. In the German Combat Phase every German Formation at the
 * spot must fight (rulings §23) against every American one, Bombers and
 * escorts alike; in the American Combat Phase only where Air Combat was
 * fought in the hex in the last Combat Phase, with Fighters only (Bombers
 * never start one). Every defender gets one attacker before any gets two
 * (the excess rule, rulings §10); surplus attackers gang up or hold back.
 * Rocket carriers may launch Close or Distant at a Bomber Formation.
 */
import type { BomberCommand } from '../commands.js';
import type { Play } from '../play.js';
import { otherSide, type Attack, type Battle, type BomberState, type Launch, type Side } from '../state.js';
import { carriesRockets, formationPlanes } from './formations.js';

/** The Battle being fought now, and the side attacking in it. */
export function currentBattle(state: BomberState): { battle: Battle; index: number; attacker: Side } {
  const phase = state.phase;
  if (phase.kind !== 'combat' || phase.battle === null) throw new Error('no Battle is being fought');
  return { battle: state.battles[phase.battle]!, index: phase.battle, attacker: phase.side };
}

/** The Formations (indexes) that may attack in a set-up Battle. */
export function attackerFormations(battle: Battle, attacker: Side): number[] {
  return battle.formations.flatMap((f, i) => (f.side === attacker && !(attacker === 'american' && f.bomber) ? [i] : []));
}

/** The Formations (indexes) the attacker may engage. */
export function defenderFormations(battle: Battle, attacker: Side): number[] {
  return battle.formations.flatMap((f, i) => (f.side === otherSide(attacker) ? [i] : []));
}

/** Whether an Air Combat is fought in a Battle (its Formations laid out) in this Combat Phase (XIII.F.1). */
export function airCombatHappens(state: BomberState, battle: Battle, attacker: Side): boolean {
  if (attacker === 'american' && !state.lastCombat.some((s) => s.hex === battle.spot.hex)) return false;
  return attackerFormations(battle, attacker).length > 0 && defenderFormations(battle, attacker).length > 0;
}

/** Defenders with no attacker yet. */
function uncovered(battle: Battle, attacker: Side): number[] {
  return defenderFormations(battle, attacker).filter((d) => !battle.attacks.some((a) => a.target === d));
}

/** The attacker's options in the Air Combat Step: one more attack, or fight the line-up as it stands. */
export function lineUpOptions(state: BomberState): BomberCommand[] {
  const { battle, attacker } = currentBattle(state);
  const free = attackerFormations(battle, attacker).filter((i) => !battle.attacks.some((a) => a.attacker === i));
  const open = uncovered(battle, attacker);
  const targets = open.length > 0 ? open : defenderFormations(battle, attacker);
  const options: BomberCommand[] = free.flatMap((i) => {
    const f = battle.formations[i]!;
    const rockets = f.side === 'german' && carriesRockets(state, f.side, f.airUnit, f.formation);
    return targets.flatMap((target) => {
      const launches: Launch[] = rockets && battle.formations[target]!.bomber ? ['guns', 'close', 'distant'] : ['guns'];
      return launches.map((launch): BomberCommand => ({ type: 'attack', attacker: i, target, launch }));
    });
  });
  // German units that entered and remain must fight, bar the excess (rulings §23): the line-up is complete when no defender or no attacker is left over.
  if (attacker === 'american' || open.length === 0 || free.length === 0) options.push({ type: 'engage' });
  return options;
}

/** Adds one attack to the current Battle's line-up (the `attack` command). */
export function assignAttack(play: Play, attack: Attack): void {
  play.emit({ type: 'attack-assigned', battle: currentBattle(play.state).index, attack });
}

/** Whether a Battle Formation still has Plane units in it. */
export function stillFlying(state: BomberState, battle: Battle, index: number): boolean {
  const f = battle.formations[index]!;
  return formationPlanes(state, f.side, f.airUnit, f.formation).some((p) => p.altitude === battle.spot.altitude);
}
