/** The strong German's sampled worlds: built from the German view alone, each one's German view is the real one, byte for byte. */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../kernel/dice.js';
import { POLICIES } from '../../bots/index.js';
import { prompts } from '../../prompts.js';
import { newGame, send, stateOf } from '../../testing.js';
import { view } from '../../view.js';
import { sampleWorlds } from './sample-worlds.js';

describe('sampled worlds (the strong German, issue 40 item 3)', () => {
  it('introductory-paris: at every German decision of a game of the sensible bots, a world is found from the view and its German view equals the real one', () => {
    const random = seededRandom(5);
    let g = newGame('introductory-paris', 'worlds');
    let decisions = 0;
    while (stateOf(g).phase.kind !== 'over') {
      const s = stateOf(g);
      const seat = prompts(s)[0]!.seat;
      if (seat === 'german') {
        const v = view(s, { kind: 'seat', seat: 'german' });
        const worlds = sampleWorlds(v, 1, 1, seededRandom(decisions));
        expect(worlds).toHaveLength(1);
        expect(JSON.stringify(view(worlds[0]!, { kind: 'seat', seat: 'german' }))).toBe(JSON.stringify(v));
        decisions++;
      }
      g = send(g, seat, POLICIES.sensible(s, seat, random));
    }
    expect(decisions).toBeGreaterThan(40);
  });
});
