/** XI, the Initiative Roll: one die a side, ties rolled again; the higher moves first. Public. */
import type { Play } from '../play.js';

/** Rolls for the initiative until the dice differ. */
export function rollInitiative(play: Play): void {
  const rolls: [number, number][] = [];
  for (;;) {
    const roll: [number, number] = [play.d6(), play.d6()];
    rolls.push(roll);
    if (roll[0] !== roll[1]) break;
  }
  const [american, german] = rolls.at(-1)!;
  play.emit({ type: 'initiative-rolled', rolls, first: american > german ? 'american' : 'german' });
}
