import { describe, expect, it } from 'vitest';
import { play, playAll, position } from './testing.js';

const withRocks = (damage = 0) =>
  position({
    bommerz: [
      { id: 'b1', space: '2B', tail: '1M', speed: 3, damage },
      { id: 'b2', space: '1A', speed: 1 },
    ],
    counters: [{ id: 'c5', kind: 'rock-spires', space: '2F' }],
  });
const enter = { type: 'move', craft: 'b1', to: '2F' } as const;

describe('Rock Spires', () => {
  it('are revealed on entry and need a Dodge of at least the Speed; success leaves the Bommer unscathed and moving', () => {
    const dodged = play(withRocks(), 'ork1', enter, [3]);
    expect(dodged.of('counter-revealed')).toHaveLength(1);
    expect(dodged.of('rock-spires-dodged')).toEqual([{ type: 'rock-spires-dodged', counter: 'c5', craft: 'b1', roll: 3, damage: 0, needed: 3, dodged: true }]);
    expect(dodged.of('craft-damaged')).toEqual([]);
    expect(dodged.state.active).toMatchObject({ craft: 'b1', remaining: 2 });
  });

  it('give a point of damage on a failed Dodge, and the Bommer keeps moving (rule: "In either case they can continue moving")', () => {
    const scraped = play(withRocks(), 'ork1', enter, [2]);
    expect(scraped.of('craft-damaged')).toEqual([{ type: 'craft-damaged', craft: 'b1', damage: 1 }]);
    expect(scraped.state.active).toMatchObject({ craft: 'b1', remaining: 2 });
  });

  it('destroy a damaged Bommer that fails (two damage destroys), with its Dodge one less (rulings §8)', () => {
    const wrecked = play(withRocks(1), 'ork1', enter, [3]);
    expect(wrecked.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'b1', cause: 'damage' }]);
  });

  it('make Interceptors Dodge too, when face up; face-down counters do nothing to Interceptors (Sortie ruling)', () => {
    const imperialMove = (faceUp: boolean) =>
      position({
        options: { players: 2 },
        phase: 'imperial-move',
        bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
        counters: [
          { id: 'c1', kind: 'interceptor', space: '2A', faceUp: true, speedDice: [3, 3] },
          { id: 'c5', kind: 'rock-spires', space: '2E', faceUp },
        ],
      });
    const steps = [[{ type: 'choose-speed', craft: 'c1', speed: 3 }], [{ type: 'move', craft: 'c1', to: '2E' }, [2]]] as const;
    const scraped = playAll(imperialMove(true), 'imperial', steps);
    expect(scraped.of('rock-spires-dodged')).toEqual([{ type: 'rock-spires-dodged', counter: 'c5', craft: 'c1', roll: 2, damage: 0, needed: 3, dodged: false }]);
    expect(scraped.of('craft-damaged')).toEqual([{ type: 'craft-damaged', craft: 'c1', damage: 1 }]);
    const unaware = playAll(imperialMove(false), 'imperial', [steps[0], [{ type: 'move', craft: 'c1', to: '2E' }]]);
    expect(unaware.of('rock-spires-dodged')).toEqual([]);
    expect(unaware.of('counter-revealed')).toEqual([]);
  });
});
