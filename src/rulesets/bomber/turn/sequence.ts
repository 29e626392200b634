/**
 * The sequence of play (VIII): after the pre-game steps, each Turn is
 * readiness (both sides), initiative, the first side's Movement Phase
 * (Landing, Normal Movement, Take Off Steps) and Combat Phase (its Battles,
 * each Air, Flak, Bombing: `combat/battle-loop.ts`), the second side's, and the Turn
 * Record; the game ends after Turn 33 or when both sides agree (XIV). `advance`
 * runs the game on through every step nobody has to decide, and stops where
 * someone must.
 */
import { contextOf } from '../context.js';
import { lose } from '../flight/landing.js';
import type { Play } from '../play.js';
import { drawingDone } from '../setup/target-card-step.js';
import { runCombat } from '../combat/battle-loop.js';
import { LAST_TURN, otherSide, SIDES, type Side } from '../state.js';
import { endByAgreement } from './agreement.js';
import { enter } from './enter.js';
import { rollInitiative } from './initiative.js';

/** The Movement Phase of the second side, after the first's Combat Phase; the Turn Record after the second's. */
function afterCombat(play: Play, order: 'first' | 'second', side: Side): void {
  if (order === 'first') enter(play, { kind: 'movement', order: 'second', side: otherSide(side), step: 'landing' });
  else enter(play, { kind: 'turn-record' });
}

/** Ends the game after the last Turn: every Air unit still up is eliminated (XIV). */
function endAfterLastTurn(play: Play): void {
  for (const side of SIDES) for (const a of play.state[side].airUnits) if (a.endurance !== null) lose(play, side, a.id, 'last-turn');
  enter(play, { kind: 'over', reason: 'last-turn' });
}

/** Runs the game on until a seat must decide. */
export function advance(play: Play): void {
  for (;;) {
    const state = play.state;
    const phase = state.phase;
    switch (phase.kind) {
      case 'not-started':
      case 'over':
      case 'movement':
        return;
      case 'target-cards':
        if (!drawingDone(state)) return;
        enter(play, { kind: 'air-status' });
        break;
      case 'air-status':
        if (!state.american.submitted || !state.german.submitted) return;
        enter(play, { kind: 'map-setup', side: 'german' });
        break;
      case 'map-setup':
        if (!state[phase.side].submitted) return;
        enter(play, phase.side === 'german' ? { kind: 'map-setup', side: 'american' } : { kind: 'mission-sheet' });
        break;
      case 'mission-sheet':
        if (!state.american.submitted) return;
        enter(play, { kind: 'readiness' }, 1);
        break;
      case 'readiness':
        if (!state.american.submitted || !state.german.submitted) return;
        if (state.american.offersEnd && state.german.offersEnd) endByAgreement(play);
        else enter(play, { kind: 'initiative' });
        break;
      case 'initiative':
        rollInitiative(play);
        enter(play, { kind: 'movement', order: 'first', side: play.state.initiative!, step: 'landing' });
        break;
      case 'combat': {
        const progress = runCombat(play);
        if (progress === 'waiting') return;
        if (progress === 'over') afterCombat(play, phase.order, phase.side);
        break;
      }
      case 'turn-record':
        if (state.turn >= LAST_TURN) endAfterLastTurn(play);
        else enter(play, { kind: 'readiness' }, state.turn + 1);
        break;
      default: {
        const never: never = phase;
        throw new Error(`unknown phase ${JSON.stringify(never)}`);
      }
    }
  }
}

/** The first step of the game after the shuffle: drawing Target Cards, if the scenario draws any. */
export function firstStep(play: Play): void {
  const { scenario } = contextOf(play.state.scenario);
  enter(play, scenario.targetCardsToDraw > 0 ? { kind: 'target-cards' } : { kind: 'air-status' });
}
