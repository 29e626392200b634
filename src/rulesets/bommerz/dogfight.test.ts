import { describe, expect, it } from 'vitest';
import { prompts } from './prompts.js';
import { play, position } from './testing.js';

// b1 (Speed 3) at 2B flies into 2F where an Interceptor counter lies face down.
const ambush = (bommerDamage = 0, interceptorDamage = 0) =>
  position({
    bommerz: [
      { id: 'b1', space: '2B', tail: '1M', speed: 3, damage: bommerDamage },
      { id: 'b2', space: '1A', speed: 1 },
    ],
    counters: [{ id: 'c1', kind: 'interceptor', space: '2F', damage: interceptorDamage }],
  });
const into2F = { type: 'move', craft: 'b1', to: '2F' } as const;

describe('Dogfight', () => {
  it('is fought at once by an Interceptor revealed on entry: a D6 each, ties rolled again', () => {
    const fight = play(ambush(), 'ork1', into2F, [4, 4, 5, 3]);
    expect(fight.of('counter-revealed')).toHaveLength(1);
    expect(fight.of('dogfight')).toEqual([{ type: 'dogfight', bommer: 'b1', interceptor: 'c1', rolls: [[4, 4], [5, 3]], damage: [0, 0], winner: 'b1', margin: 2 }]);
  });

  it('lets the winner drive the loser off one space, as a prompt to the winning seat (rulings §6), and the winning mover goes on', () => {
    const won = play(ambush(), 'ork1', into2F, [5, 3]);
    expect(won.of('drive-off-awaited')).toEqual([{ type: 'drive-off-awaited', craft: 'c1', from: '2F', decider: 'ork1', options: ['2B', '2E', '2I'], cause: 'dogfight' }]);
    expect(prompts(won.state)[0]!.kind).toBe('drive-off');
    const after = play(won.state, 'ork1', { type: 'drive-off', craft: 'c1', to: '2E' });
    expect(after.state.counters[0]).toMatchObject({ space: '2E', tail: '2F' });
    expect(after.state.active).toEqual({ craft: 'b1', remaining: 2, runAvailable: true });
    expect(prompts(after.state)[0]!.options).toContainEqual({ type: 'move', craft: 'b1', to: '2I' });
  });

  it('ends the mover\'s move when it loses: it is driven off (rule: "otherwise its move ends")', () => {
    // The Interceptor wins 5 to 2; the server drives b1 away from the bridges: 2B or 2E, the die says 2B.
    const lost = play(ambush(), 'ork1', into2F, [2, 5, 1]);
    expect(lost.of('dogfight')[0]).toMatchObject({ winner: 'c1', margin: 3 });
    expect(lost.of('craft-damaged')).toEqual([{ type: 'craft-damaged', craft: 'b1', damage: 1 }]);
    expect(lost.state.bommerz[0]).toMatchObject({ space: '2B', moved: true, damage: 1 });
    expect(lost.state.active).toBeNull();
  });

  it('damages the loser when the winner beats it by 3 or more, and a second damage destroys', () => {
    const margin2 = play(ambush(), 'ork1', into2F, [5, 3]);
    expect(margin2.of('craft-damaged')).toEqual([]);
    const crushed = play(ambush(0, 1), 'ork1', into2F, [6, 3]);
    expect(crushed.of('dogfight')[0]).toMatchObject({ damage: [0, 1], margin: 4 });
    expect(crushed.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'c1', cause: 'damage' }]);
    expect(crushed.state.counters[0]).toMatchObject({ status: 'destroyed', space: null });
    expect(crushed.of('drive-off-awaited')).toEqual([]);
  });

  it('takes one off the rolls of a damaged craft (rulings §8), so 4 against 4 is no tie', () => {
    const fight = play(ambush(1, 0), 'ork1', into2F, [4, 4, 1]);
    expect(fight.of('dogfight')[0]).toMatchObject({ rolls: [[4, 4]], winner: 'c1', margin: 1 });
  });

  it('lets the Imperial player choose where a beaten Bommer goes in a multi-player game, as a prompt to him (rulings §6)', () => {
    const multi = position({
      options: { players: 2 },
      bommerz: [
        { id: 'b1', space: '2B', tail: '1M', speed: 3 },
        { id: 'b2', space: '1A', speed: 1 },
      ],
      counters: [{ id: 'c1', kind: 'interceptor', space: '2F' }],
    });
    const lost = play(multi, 'ork1', into2F, [2, 4]);
    expect(lost.of('drive-off-awaited')).toEqual([{ type: 'drive-off-awaited', craft: 'b1', from: '2F', decider: 'imperial', options: ['2B', '2E', '2I'], cause: 'dogfight' }]);
    expect(prompts(lost.state).map((p) => [p.seat, p.kind])).toEqual([['imperial', 'drive-off']]);
  });
});
