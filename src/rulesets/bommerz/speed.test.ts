import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../kernel/dice.js';
import { decide } from './decide.js';
import { prompts } from './prompts.js';
import { play, position, started, UNSHUFFLED } from './testing.js';

describe('Speed', () => {
  // Solo start: the shuffle, then the four Bommerz' movement dice: b1 1 and 5, b2 3 and 3, b3 6 and 2, b4 4 and 4.
  const opening = started({ players: 1 }, [...UNSHUFFLED, 1, 5, 3, 3, 6, 2, 4, 4]);

  it('is one of two dice, picked by the player (rule: "rolls two D6 and picks one")', () => {
    expect(opening.of('speed-dice-rolled')[0]!.rolls).toEqual([
      { craft: 'b1', dice: [1, 5] },
      { craft: 'b2', dice: [3, 3] },
      { craft: 'b3', dice: [6, 2] },
      { craft: 'b4', dice: [4, 4] },
    ]);
    const options = prompts(opening.state)[0]!.options.filter((o) => o.type === 'choose-speed');
    expect(options).toEqual([
      { type: 'choose-speed', craft: 'b1', speed: 1 },
      { type: 'choose-speed', craft: 'b1', speed: 5 },
      { type: 'choose-speed', craft: 'b3', speed: 2 },
      { type: 'choose-speed', craft: 'b3', speed: 6 },
    ]);
    expect(decide(opening.state, 'ork1', { type: 'choose-speed', craft: 'b1', speed: 3 }, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-a-speed-die' });
  });

  it('is taken at once when both dice give the same Speed (Sortie: no choice, no prompt)', () => {
    expect(opening.of('speed-chosen')).toEqual([
      { type: 'speed-chosen', craft: 'b2', speed: 3 },
      { type: 'speed-chosen', craft: 'b4', speed: 4 },
    ]);
  });

  it('is chosen for every Bommer before any moves, then the fastest goes first (rulings §7)', () => {
    const one = play(opening.state, 'ork1', { type: 'choose-speed', craft: 'b1', speed: 5 });
    expect(one.state.phase).toBe('speeds');
    const both = play(one.state, 'ork1', { type: 'choose-speed', craft: 'b3', speed: 2 });
    expect(both.state.phase).toBe('ork-move');
    expect(prompts(both.state)[0]!.text).toBe('Move b1 at Speed 5.');
  });

  it('is one less for a damaged craft, never below 1 (rulings §8)', () => {
    // b1, damaged, ends the last move of the turn; the server's Imperial move has nothing to do; turn 2 rolls 1 and 5.
    const damaged = position({ bommerz: [{ id: 'b1', space: '1A', speed: 2, damage: 1 }] });
    const next = play(damaged, 'ork1', { type: 'end-move', craft: 'b1' }, [1, 5]);
    expect(next.of('turn-started')).toEqual([{ type: 'turn-started', turn: 2 }]);
    expect(prompts(next.state)[0]!.options.filter((o) => o.type === 'choose-speed')).toEqual([
      { type: 'choose-speed', craft: 'b1', speed: 1 },
      { type: 'choose-speed', craft: 'b1', speed: 4 },
    ]);
    const floor = play(damaged, 'ork1', { type: 'end-move', craft: 'b1' }, [2, 1]);
    expect(floor.of('speed-chosen')).toEqual([{ type: 'speed-chosen', craft: 'b1', speed: 1 }]);
  });
});
