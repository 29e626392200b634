/** Entering a phase or step of the sequence of play. */
import { offBoardArrivals } from '../flight/off-board.js';
import type { Play } from '../play.js';
import type { Phase } from '../state.js';

/** Enters a phase (on `turn`, by default the current one), and does what entering it does: a Landing Step brings Air units home from Africa. */
export function enter(play: Play, phase: Phase, turn = play.state.turn): void {
  play.emit({ type: 'phase-entered', turn, phase });
  if (phase.kind === 'movement' && phase.step === 'landing') offBoardArrivals(play, phase.side);
}
