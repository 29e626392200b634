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
  const gorge = (extra: BommerSpec[] = [], counters: CounterSpec[] = [{ id: 'c3', kind: 'laser', space: '2L' }], version: 2 | 3 = 3) =>
    position({
      version,
      options: { players: 2 },
      bommerz: [{ id: 'b1', space: '2A', tail: '1L', speed: 3 }, { id: 'b2', space: '2E', speed: 1, moved: true }, { id: 'b3', space: '1A', speed: 1 }, ...extra],
      counters: [{ id: 'c7', kind: 'flak-1', space: '2J', faceUp: true }, ...counters],
    });
  const throughTheGorge = (state: BommerzState) => [
    play(state, 'ork1', { type: 'move', craft: 'b1', to: '2E' }).state,
    { type: 'move', craft: 'b1', to: '2J' } as const,
  ] as const;

  it('never landed on another craft nor on a face-down counter in version 2, and with nowhere to go the craft was destroyed (Sortie rulings S16, S17 "hemmed in", version 2)', () => {
    const [passing, into2J] = throughTheGorge(gorge(undefined, undefined, 2));
    const hemmed = play(passing, 'ork1', into2J, [6]);
    expect(hemmed.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'b1', cause: 'hemmed-in' }]);
  });

  describe('as the rulebook has it (rulings §9, version 3)', () => {
    it('may go onto a face-down counter, which is turned face up and does nothing to the Bommer driven in', () => {
      // The same flight as in version 2: 2E holds b2, so 2L, where the laser lies face down, is the one space left.
      const [passing, into2J] = throughTheGorge(gorge());
      const driven = play(passing, 'ork1', into2J, [6]);
      expect(driven.of('destroyed')).toEqual([]);
      expect(driven.of('driven-off')).toEqual([{ type: 'driven-off', craft: 'b1', from: '2J', to: '2L', chosenBy: { forced: true } }]);
      expect(driven.of('counter-revealed')).toEqual([{ type: 'counter-revealed', counter: 'c3', kind: 'laser', space: '2L', by: 'b1' }]);
      expect(driven.of('laser-fired')).toEqual([]);
      expect(driven.state.bommerz[0]).toMatchObject({ space: '2L', tail: '2J', moved: true, damage: 0 });
    });

    it('never destroys a Bommer for lack of room: on Sulphur Bridge with both approaches taken it goes onto the face-down counter on 3I', () => {
      // Solo: b1 (Speed 2) passes b3 on 3C onto the bridge 3F; b2 holds 3B; the eagle 3I has a face-down counter. The battery hits (a 6).
      const crossing = position({
        bommerz: [
          { id: 'b1', space: '2M', tail: '2I', speed: 2 },
          { id: 'b2', space: '3B', speed: 1, moved: true },
          { id: 'b3', space: '3C', speed: 1, moved: true },
        ],
        counters: [{ id: 'c6', kind: 'flak-3', space: '3I' }],
      });
      const passing = play(crossing, 'ork1', { type: 'move', craft: 'b1', to: '3C' }).state;
      // Then the next turn's Speed dice, a pair for each Bommer.
      const hit = play(passing, 'ork1', { type: 'move', craft: 'b1', to: '3F' }, [6, 1, 1, 1, 1, 1, 1]);
      expect(hit.of('driven-off')).toEqual([{ type: 'driven-off', craft: 'b1', from: '3F', to: '3I', chosenBy: { forced: true } }]);
      expect(hit.of('counter-revealed')).toEqual([{ type: 'counter-revealed', counter: 'c6', kind: 'flak-3', space: '3I', by: 'b1' }]);
      expect(hit.of('flak-fired')).toHaveLength(1);
      expect(hit.state.bommerz[0]).toMatchObject({ status: 'flying', space: '3I' });
    });

    it('onto a face-down Interceptor: the two share the space and fight, and the winner drives the loser off', () => {
      // 2L hides the Interceptor c1. b1 is driven onto it and wins the dogfight 5 to 2, by 3: c1 is damaged and ork1 drives it off.
      const [passing, into2J] = throughTheGorge(gorge([], [{ id: 'c1', kind: 'interceptor', space: '2L' }]));
      const fought = play(passing, 'ork1', into2J, [6, 5, 2]);
      expect(fought.of('counter-revealed')).toEqual([{ type: 'counter-revealed', counter: 'c1', kind: 'interceptor', space: '2L', by: 'b1' }]);
      expect(fought.of('dogfight')).toMatchObject([{ bommer: 'b1', interceptor: 'c1', winner: 'b1', margin: 3 }]);
      expect(fought.of('craft-damaged')).toEqual([{ type: 'craft-damaged', craft: 'c1', damage: 1 }]);
      expect(prompts(fought.state)).toMatchObject([{ seat: 'ork1', kind: 'drive-off', options: [{ to: '2I' }, { to: '2J' }, { to: '3B' }, ...[{}, {}]] }]);
    });

    it('leaves a Bommer with no space to go to where it is, its move over: it neither dies nor bombs', () => {
      // b4 holds 2L: from 2J, both neighbours are taken.
      const [passing, into2J] = throughTheGorge(gorge([{ id: 'b4', space: '2L', speed: 1, moved: true }], []));
      const held = play(passing, 'ork1', into2J, [6]);
      expect(held.of('held')).toEqual([{ type: 'held', craft: 'b1', space: '2J', cause: 'flak' }]);
      expect(held.of('destroyed')).toEqual([]);
      expect(held.state.bommerz[0]).toMatchObject({ status: 'flying', space: '2J', moved: true });
      expect(held.state.active).toBeNull();
      // The flak counter it stays on is not bombed: next is b3's move.
      expect(prompts(held.state)).toMatchObject([{ seat: 'ork1', kind: 'move-bommer' }]);
      expect(new Set(prompts(held.state)[0]!.options.flatMap((o) => ('craft' in o ? [o.craft] : [])))).toEqual(new Set(['b3']));
    });

    it('leaves the loser of a dogfight with no space to go to beside the winner: they share the space and do not fight again', () => {
      // The Interceptor c1 waits face up on 2J, over the flak; b1 comes in over b2 on 2E, b4 holds 2L. The flak misses (a 1);
      // c1 wins 6 to 1: b1 is damaged and has nowhere to go.
      const [passing, into2J] = throughTheGorge(gorge([{ id: 'b4', space: '2L', speed: 1, moved: true }], [{ id: 'c1', kind: 'interceptor', space: '2J', faceUp: true }]));
      const lost = play(passing, 'ork1', into2J, [1, 1, 6]);
      expect(lost.of('dogfight')).toHaveLength(1);
      expect(lost.of('held')).toEqual([{ type: 'held', craft: 'b1', space: '2J', cause: 'dogfight' }]);
      expect(lost.state.bommerz[0]).toMatchObject({ status: 'flying', space: '2J', damage: 1, moved: true });
      expect(lost.state.counters.find((c) => c.id === 'c1')).toMatchObject({ space: '2J', faceUp: true });
      // b3 moves next; its move starts no fight on 2J.
      expect(prompts(lost.state)).toMatchObject([{ seat: 'ork1', kind: 'move-bommer' }]);
    });

    it('never drives an Interceptor onto a face-down counter, which could be the other Interceptor: with nowhere else it stays, and the winner flies on (Sortie ruling S43)', () => {
      // b1 (Speed 3) passes b2 on 2A, meets c1 on 2E and wins 6 to 4; 2F and 2J hold face-down counters.
      const meeting = position({
        options: { players: 2 },
        bommerz: [{ id: 'b1', space: '1L', tail: '1I', speed: 3 }, { id: 'b2', space: '2A', speed: 1, moved: true }],
        counters: [{ id: 'c1', kind: 'interceptor', space: '2E', faceUp: true }, { id: 'c3', kind: 'laser', space: '2F' }, { id: 'c5', kind: 'rock-spires', space: '2J' }],
      });
      const passing = play(meeting, 'ork1', { type: 'move', craft: 'b1', to: '2A' }).state;
      const into2E = play(passing, 'ork1', { type: 'move', craft: 'b1', to: '2E' }, [6, 4]);
      expect(into2E.of('held')).toEqual([{ type: 'held', craft: 'c1', space: '2E', cause: 'dogfight' }]);
      expect(into2E.state.active).toEqual({ craft: 'b1', remaining: 1, runAvailable: true });
      expect(prompts(into2E.state)[0]!.options.filter((o) => o.type === 'move').map((o) => o.type === 'move' && o.to)).toEqual(['2F', '2J']);
    });
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
