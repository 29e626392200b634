import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../kernel/dice.js';
import { decide } from './decide.js';
import { prompts } from './prompts.js';
import { play, position, type CounterSpec } from './testing.js';
import type { BommerzOptions } from './setup.js';

// b1 (Speed 3) at 2B flies into 2F; b2 waits at 1A so that the Ork move goes on.
const approach = (counters: CounterSpec[], options: BommerzOptions = { players: 1 }, damage = 0) =>
  position({
    options,
    bommerz: [
      { id: 'b1', space: '2B', tail: '1M', speed: 3, damage },
      { id: 'b2', space: '1A', speed: 1 },
    ],
    counters,
  });
const into2F = { type: 'move', craft: 'b1', to: '2F' } as const;
const flak2 = { id: 'c9', kind: 'flak-2', space: '2F' } as const;

describe('Flak', () => {
  it('rolls its dice, each equal to or above the Speed a hit; no hit lets the Bommer go on (and bomb it)', () => {
    const missed = play(approach([flak2]), 'ork1', into2F, [1, 2]);
    expect(missed.of('flak-fired')).toEqual([{ type: 'flak-fired', bommer: 'b1', space: '2F', batteries: ['c9'], dice: [1, 2], needed: 3, hits: 0 }]);
    expect(prompts(missed.state)[0]!.options).toContainEqual({ type: 'bomb', craft: 'b1', target: 'flak' });
  });

  it('always fires: the Imperial player is never asked whether to, face up or face down (Sortie ruling S31)', () => {
    for (const faceUp of [false, true]) {
      const entered = play(approach([{ ...flak2, faceUp }], { players: 2 }), 'ork1', into2F, [1, 2]);
      expect(entered.events.map((e) => e.type)).toEqual(['move-started', 'craft-moved', ...(faceUp ? [] : ['counter-revealed']), 'flak-fired']);
      expect(prompts(entered.state).map((p) => [p.seat, p.kind])).toEqual([['ork1', 'move-bommer']]);
    }
  });

  it('with 1 hit drives the Bommer off one space and ends its move (solo: away from the bridges, ties by the dice)', () => {
    const driven = play(approach([flak2]), 'ork1', into2F, [3, 1, 2]);
    expect(driven.of('flak-fired')[0]!.hits).toBe(1);
    // 2B and 2E are both two moves from Brimstone Bridge, 2I is on it: a two-sided die picks 2E.
    expect(driven.of('driven-off')).toEqual([
      { type: 'driven-off', craft: 'b1', from: '2F', to: '2E', chosenBy: { server: 'away-from-bridges', tieBreak: { among: ['2B', '2E'], roll: 2 } } },
    ]);
    expect(driven.state.bommerz[0]).toMatchObject({ space: '2E', tail: '2F', moved: true });
    expect(driven.state.active).toBeNull();
  });

  it('with 2 hits drives it off and damages it', () => {
    const hurt = play(approach([flak2]), 'ork1', into2F, [4, 5, 1]);
    expect(hurt.events.map((e) => e.type)).toEqual(['move-started', 'craft-moved', 'counter-revealed', 'flak-fired', 'craft-damaged', 'driven-off']);
    expect(hurt.state.bommerz[0]).toMatchObject({ space: '2B', damage: 1 });
  });

  it('with 3 hits shoots it down', () => {
    const down = play(approach([{ id: 'c11', kind: 'flak-3', space: '2F', faceUp: true }]), 'ork1', into2F, [3, 4, 5]);
    expect(down.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'b1', cause: 'flak' }]);
  });

  it('with 2 hits destroys a damaged Bommer: the damage comes first, and a destroyed Bommer is not driven off', () => {
    const wrecked = play(approach([flak2], { players: 1 }, 1), 'ork1', into2F, [4, 5]);
    expect(wrecked.events.map((e) => e.type)).toEqual(['move-started', 'craft-moved', 'counter-revealed', 'flak-fired', 'craft-damaged', 'destroyed']);
    expect(wrecked.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'b1', cause: 'damage' }]);
    expect(wrecked.of('driven-off')).toEqual([]);
    expect(wrecked.state.bommerz[0]).toMatchObject({ status: 'destroyed', space: null });
  });

  it('shoots it down with 3 hits or more: a Flak 3D6 on a bridge rolls four dice, and four hits shoot down too', () => {
    const toBridge = position({
      bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 2 }, { id: 'b2', space: '1A', speed: 1 }],
      counters: [{ id: 'c11', kind: 'flak-3', space: '2I', faceUp: true }],
    });
    const down = play(toBridge, 'ork1', { type: 'move', craft: 'b1', to: '2I' }, [2, 3, 4, 6]);
    expect(down.of('flak-fired')).toEqual([{ type: 'flak-fired', bommer: 'b1', space: '2I', batteries: ['bridge', 'c11'], dice: [2, 3, 4, 6], needed: 2, hits: 4 }]);
    expect(down.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'b1', cause: 'flak' }]);
    expect(down.of('craft-damaged')).toEqual([]);
  });

  it("of a bridge is its own 1D6 battery, rolled together with a flak counter on the bridge (rule: \"roll all the flak dice together\")", () => {
    const toBridge = (counters: CounterSpec[]) => position({ bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 2 }, { id: 'b2', space: '1A', speed: 1 }], counters });
    const alone = play(toBridge([]), 'ork1', { type: 'move', craft: 'b1', to: '2I' }, [1]);
    expect(alone.of('flak-fired')).toEqual([{ type: 'flak-fired', bommer: 'b1', space: '2I', batteries: ['bridge'], dice: [1], needed: 2, hits: 0 }]);
    const together = play(toBridge([{ id: 'c7', kind: 'flak-1', space: '2I' }]), 'ork1', { type: 'move', craft: 'b1', to: '2I' }, [1, 1]);
    expect(together.of('flak-fired')).toEqual([{ type: 'flak-fired', bommer: 'b1', space: '2I', batteries: ['bridge', 'c7'], dice: [1, 1], needed: 2, hits: 0 }]);
  });

  it('fires before any dogfight: a Bommer the bridge battery drives off fights no Interceptor revealed there (Sortie ruling S9)', () => {
    // b1 (Speed 2) flies from 2F onto Brimstone Bridge, where a face-down Interceptor waits.
    const guardedBridge = position({
      options: { players: 2 },
      bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 2 }, { id: 'b2', space: '1A', speed: 1 }],
      counters: [{ id: 'c1', kind: 'interceptor', space: '2I' }],
    });
    const ontoBridge = { type: 'move', craft: 'b1', to: '2I' } as const;
    const drivenOff = play(guardedBridge, 'ork1', ontoBridge, [2]);
    expect(drivenOff.events.map((e) => e.type)).toEqual(['move-started', 'craft-moved', 'counter-revealed', 'flak-fired', 'drive-off-awaited']);
    expect(drivenOff.of('counter-revealed')).toEqual([{ type: 'counter-revealed', counter: 'c1', kind: 'interceptor', space: '2I', by: 'b1' }]);
    const gone = play(drivenOff.state, 'imperial', { type: 'drive-off', craft: 'b1', to: '2G' });
    expect(gone.of('dogfight')).toEqual([]);
    expect(gone.state.counters[0]).toMatchObject({ space: '2I', faceUp: true });
    // Had the battery missed, the dogfight would have followed it.
    const missed = play(guardedBridge, 'ork1', ontoBridge, [1, 5, 3]);
    expect(missed.events.map((e) => e.type).slice(2, 5)).toEqual(['counter-revealed', 'flak-fired', 'dogfight']);
  });

  it("rolls its own dice: the Bommer's damage does not change them (rulings §8 is about the craft's rolls)", () => {
    const hit = play(approach([{ id: 'c7', kind: 'flak-1', space: '2F', faceUp: true }], { players: 1 }, 1), 'ork1', into2F, [3, 1]);
    expect(hit.of('flak-fired')[0]).toMatchObject({ dice: [3], needed: 3, hits: 1 });
  });

  it('drive-off is chosen by the Imperial player in a multi-player game, as a prompt to him during the Ork move (rulings §6)', () => {
    const waiting = play(approach([flak2], { players: 2 }), 'ork1', into2F, [3, 1]);
    expect(waiting.of('drive-off-awaited')).toEqual([{ type: 'drive-off-awaited', craft: 'b1', from: '2F', decider: 'imperial', options: ['2B', '2E', '2I'], cause: 'flak' }]);
    expect(prompts(waiting.state).map((p) => [p.seat, p.kind])).toEqual([['imperial', 'drive-off']]);
    expect(decide(waiting.state, 'ork1', { type: 'end-move', craft: 'b1' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-your-turn' });
    const chosen = play(waiting.state, 'imperial', { type: 'drive-off', craft: 'b1', to: '2I' });
    expect(chosen.of('driven-off')).toEqual([{ type: 'driven-off', craft: 'b1', from: '2F', to: '2I', chosenBy: { seat: 'imperial' } }]);
    // Being driven off is not a move: the bridge's battery does not fire at it there.
    expect(chosen.of('flak-fired')).toEqual([]);
    expect(prompts(chosen.state).map((p) => p.seat)).toEqual(['ork1']);
  });

  it('counters move one space in the Imperial move of a multi-player game, never onto a Bommer or another counter', () => {
    const imperial = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '2E', speed: 1, moved: true }],
      counters: [
        { id: 'c9', kind: 'flak-2', space: '2F', faceUp: true },
        { id: 'c3', kind: 'laser', space: '2B' },
        { id: 'c10', kind: 'flak-2', space: '3E', faceUp: true },
      ],
    });
    const moves = prompts(imperial)[0]!.options.filter((o) => o.type === 'move-flak' && o.counter === 'c9');
    expect(moves).toEqual([{ type: 'move-flak', counter: 'c9', to: '2I' }]);
    const moved = play(imperial, 'imperial', moves[0]!);
    expect(moved.of('flak-moved')).toEqual([{ type: 'flak-moved', counter: 'c9', from: '2F', to: '2I' }]);
    // Once each: c9 is done, c10 may still move.
    expect(prompts(moved.state)[0]!.options.filter((o) => o.type === 'move-flak').map((o) => o.type === 'move-flak' && o.counter)).toEqual(['c10', 'c10']);
  });

  it('counters may not move onto an Ork starting space (Sortie ruling S11, for the reason of S3)', () => {
    // Flak on 1F, face up, with nothing around it: of its links 1A, 1B, 1E, 1I and 1J, the first two are starting spaces.
    const nearStart = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '2E', speed: 1, moved: true }],
      counters: [{ id: 'c9', kind: 'flak-2', space: '1F', faceUp: true }],
    });
    const moves = prompts(nearStart)[0]!.options.filter((o) => o.type === 'move-flak');
    expect(moves).toEqual(['1E', '1I', '1J'].map((to) => ({ type: 'move-flak', counter: 'c9', to })));
  });

  it('counters that are face down are never offered a move, and flak never moves onto an Interceptor (Sortie ruling S11)', () => {
    const imperial = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '2E', speed: 1, moved: true }],
      counters: [
        // c9's links: 2B (a face-down laser), 2E (b1) and 2I (a face-up Interceptor): nowhere to go.
        { id: 'c9', kind: 'flak-2', space: '2F', faceUp: true },
        { id: 'c3', kind: 'laser', space: '2B' },
        { id: 'c1', kind: 'interceptor', space: '2I', faceUp: true, moved: true },
        // Face down, with every link free.
        { id: 'c10', kind: 'flak-2', space: '1K' },
        // Face up and free: this one may move.
        { id: 'c11', kind: 'flak-3', space: '3E', faceUp: true },
      ],
    });
    const moves = prompts(imperial)[0]!.options.filter((o) => o.type === 'move-flak');
    expect(moves).toEqual(['3A', '3H'].map((to) => ({ type: 'move-flak', counter: 'c11', to })));
  });
});
