import { describe, expect, it } from 'vitest';
import { prompts } from './prompts.js';
import { play, position, type BommerSpec, type CounterSpec } from './testing.js';
import type { BommerzState } from './state.js';

// Multi-player: b1 (Speed 3) at 2B flies into flak on 2F; b2 waits at 1A.
const flakAhead = (orders: BommerzState['orders'] = {}) =>
  position({
    options: { players: 2 },
    orders,
    bommerz: [
      { id: 'b1', space: '2B', tail: '1M', speed: 3 },
      { id: 'b2', space: '1A', speed: 1 },
    ],
    counters: [{ id: 'c9', kind: 'flak-2', space: '2F', faceUp: true }],
  });
const into2F = { type: 'move', craft: 'b1', to: '2F' } as const;

describe('Driven off', () => {
  it("is answered at once by the deciding seat's standing order, ties settled by the dice (rulings §6)", () => {
    const ordered = play(flakAhead({ imperial: 'away-from-bridges' }), 'ork1', into2F, [3, 1, 2]);
    expect(ordered.of('drive-off-awaited')).toEqual([]);
    expect(ordered.of('driven-off')).toEqual([
      { type: 'driven-off', craft: 'b1', from: '2F', to: '2E', chosenBy: { seat: 'imperial', order: 'away-from-bridges', tieBreak: { among: ['2B', '2E'], roll: 2 } } },
    ]);
    expect(prompts(ordered.state).map((p) => p.seat)).toEqual(['ork1']);
  });

  it('waits as a prompt until the seat answers, and setting a standing order then answers it', () => {
    const waiting = play(flakAhead(), 'ork1', into2F, [3, 1]).state;
    expect(waiting.pending).toMatchObject({ craft: 'b1', decider: 'imperial' });
    const answered = play(waiting, 'imperial', { type: 'set-standing-order', order: 'away-from-bommerz' });
    // Farthest from b2 on 1A: 2I is six moves away, 2E five, 2B four.
    expect(answered.events).toEqual([
      { type: 'standing-order-set', seat: 'imperial', order: 'away-from-bommerz' },
      { type: 'driven-off', craft: 'b1', from: '2F', to: '2I', chosenBy: { seat: 'imperial', order: 'away-from-bommerz' } },
    ]);
    expect(answered.state.orders).toEqual({ imperial: 'away-from-bommerz' });
  });

  // b1 (Speed 3) at 2A passes its friend b2 on 2E into flak on 2J, whose other neighbour 2L hides a face-down counter.
  const gorge = (extra: BommerSpec[] = [], counters: CounterSpec[] = [{ id: 'c3', kind: 'laser', space: '2L' }]) =>
    position({
      options: { players: 2 },
      bommerz: [{ id: 'b1', space: '2A', tail: '1L', speed: 3 }, { id: 'b2', space: '2E', speed: 1, moved: true }, { id: 'b3', space: '1A', speed: 1 }, ...extra],
      counters: [{ id: 'c7', kind: 'flak-1', space: '2J', faceUp: true }, ...counters],
    });
  const throughTheGorge = (state: BommerzState) => [
    play(state, 'ork1', { type: 'move', craft: 'b1', to: '2E' }).state,
    { type: 'move', craft: 'b1', to: '2J' } as const,
  ] as const;

  it('never lands on another craft nor on a face-down counter; with nowhere to go the craft is destroyed (Sortie ruling "hemmed in")', () => {
    const [passing, into2J] = throughTheGorge(gorge());
    const hemmed = play(passing, 'ork1', into2J, [6]);
    expect(hemmed.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'b1', cause: 'hemmed-in' }]);
  });

  it('goes to the only free space without asking anyone', () => {
    const [passing, into2J] = throughTheGorge(gorge([], []));
    const forced = play(passing, 'ork1', into2J, [6]);
    expect(forced.of('driven-off')).toEqual([{ type: 'driven-off', craft: 'b1', from: '2J', to: '2L', chosenBy: { forced: true } }]);
  });

  it('counts "farthest (by moves)" over the links, without the tail: from a bridge every neighbour is one move away (Sortie ruling S36)', () => {
    // Solo: b1 (Speed 2) flies from 2F onto Brimstone Bridge, whose battery hits it (a 2). Every neighbour of 2I is
    // one link from it, so all four tie and a die of four picks 2L. Counting the flight back instead (2L's tail would
    // point at 2I) would have put 2L and 2M two moves from Sulphur Bridge and 2F and 2G four from Brimstone, and
    // left only 2F and 2G.
    const toBridge = position({ bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 2 }, { id: 'b2', space: '1A', speed: 1 }] });
    const driven = play(toBridge, 'ork1', { type: 'move', craft: 'b1', to: '2I' }, [2, 3]);
    expect(driven.of('driven-off')).toEqual([
      { type: 'driven-off', craft: 'b1', from: '2I', to: '2L', chosenBy: { server: 'away-from-bridges', tieBreak: { among: ['2F', '2G', '2L', '2M'], roll: 3 } } },
    ]);
    expect(driven.state.bommerz[0]).toMatchObject({ space: '2L', tail: '2I' });
  });
});
