/**
 * The Combat Phase as Battles (XIII.A, VIII.D): found when the Phase begins,
 * then fought one at a time, each Air → Flak → Bombing to its end before the
 * next. The side that just moved orders them: by its standing order in map
 * order without being asked (the default), or choosing each next Battle. At
 * the end the Phase's Air Combat spots become `lastCombat`.
 */
import type { BomberCommand } from '../commands.js';
import type { Play } from '../play.js';
import type { BomberState, Phase } from '../state.js';
import { enter } from '../turn/enter.js';
import { resolveAirCombat } from './air-combat.js';
import { battleFormations, battleSpots } from './battles.js';
import { airCombatHappens, currentBattle } from './line-up.js';
import { announcementOpen } from './bomb-run.js';
import { bombingStep } from './bombing.js';
import { flakStep } from './flak.js';

type CombatPhase = Extract<Phase, { kind: 'combat' }>;

/** Where the Battle loop goes next: on, or wait for a seat, or the Phase is over. */
export type CombatProgress = 'on' | 'waiting' | 'over';

/** Finds the Battles as a Combat Phase begins. */
export function findBattles(play: Play): void {
  const spots = battleSpots(play.state);
  if (spots.length > 0) play.emit({ type: 'battles-found', spots });
}

/** The step of a Combat Phase to enter next. */
function step(phase: CombatPhase, s: CombatPhase['step'], battle: number | null = phase.battle): CombatPhase {
  return { ...phase, step: s, battle };
}

/** The Battles still to fight. */
export const battlesLeft = (state: BomberState): number[] => state.battles.flatMap((b, i) => (b.done ? [] : [i]));

/** The moving side's choice of the next Battle, when its standing order says it chooses. */
export function battleOrderOptions(state: BomberState): BomberCommand[] {
  return battlesLeft(state).map((battle) => ({ type: 'fight-battle', battle }));
}

/** Whether the moving side must choose the next Battle now. */
export function choosesBattle(state: BomberState, phase: CombatPhase): boolean {
  return phase.step === 'battles' && state[phase.side].standing.battles === 'choose' && battlesLeft(state).length > 1;
}

/** The Flak and Bombing Steps of the Battle being fought (`flak.ts`, `bombing.ts`): at the Bombers announced at its spot. */
function flakOrBombing(play: Play, phase: CombatPhase): void {
  const { spot } = play.state.battles[phase.battle!]!;
  if (phase.step === 'flak') flakStep(play, spot);
  else bombingStep(play, spot);
}

/** Runs the Combat Phase on by one step, entering the next with `enter`. */
export function runCombat(play: Play): CombatProgress {
  const state = play.state;
  const phase = state.phase as CombatPhase;
  switch (phase.step) {
    case 'battles': {
      // The American announces his bombing before the first Battle (ruling 53): its spots become Battles.
      if (announcementOpen(state)) return 'waiting';
      const next = battlesLeft(state)[0];
      if (next === undefined) {
        play.emit({ type: 'combat-phase-ended', lastCombat: state.battles.filter((b) => b.airCombat).map((b) => b.spot) });
        return 'over';
      }
      if (choosesBattle(state, phase)) return 'waiting';
      enter(play, step(phase, 'air', next));
      return 'on';
    }
    case 'air': {
      // Whether an Air Combat is fought is decided before the Battle is laid out, so a Battle without one reveals nothing.
      const { battle, index } = currentBattle(state);
      const formations = battle.formations.length > 0 ? battle.formations : battleFormations(state, battle.spot);
      if (!airCombatHappens(state, { ...battle, formations }, phase.side)) {
        enter(play, step(phase, 'flak'));
        return 'on';
      }
      if (battle.formations.length === 0) play.emit({ type: 'battle-set-up', battle: index, formations });
      return 'waiting';
    }
    case 'flak':
    case 'bombing': {
      flakOrBombing(play, phase);
      if (phase.step === 'flak') enter(play, step(phase, 'bombing'));
      else {
        play.emit({ type: 'battle-ended', battle: phase.battle! });
        enter(play, step(phase, 'battles', null));
      }
      return 'on';
    }
  }
}

/** The attacker fights his line-up (the `engage` command), and the Battle goes on to its Flak Step. */
export function engage(play: Play): void {
  resolveAirCombat(play);
  enter(play, step(play.state.phase as CombatPhase, 'flak'));
}

/** The moving side fights this Battle next (the `fight-battle` command). */
export function fightBattle(play: Play, battle: number): void {
  enter(play, step(play.state.phase as CombatPhase, 'air', battle));
}
