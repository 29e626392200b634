import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../kernel/dice.js';
import { decide } from './decide.js';
import { prompts } from './prompts.js';
import { play, playAll, position, type CounterSpec } from './testing.js';

// b1 on 2F, one move from Brimstone Bridge (2I); b2 waits at 1A.
const nearBridge = (speed: number, opts: { hits?: number; damage?: number; counters?: CounterSpec[] } = {}) =>
  position({
    bommerz: [
      { id: 'b1', space: '2F', tail: '2B', speed, damage: opts.damage ?? 0 },
      { id: 'b2', space: '1A', speed: 1 },
    ],
    counters: opts.counters ?? [],
    bridgeHits: { '2I': opts.hits ?? 0 },
  });
const onto = { type: 'move', craft: 'b1', to: '2I' } as const;
const bombBridge = { type: 'bomb', craft: 'b1', target: 'bridge' } as const;

describe('Bombing runs', () => {
  it('roll two dice, each equal to or above the Speed a hit on the bridge (rule: "BOMBING RUNS")', () => {
    const run = playAll(nearBridge(3), 'ork1', [[onto, [1]], [bombBridge, [3, 2]]]);
    expect(run.of('bombing-run')).toEqual([{ type: 'bombing-run', bommer: 'b1', target: 'bridge', space: '2I', dice: [3, 2], damage: 0, needed: 3, hits: 1, counted: 1 }]);
    expect(run.state.bridges[0]).toEqual({ space: '2I', hits: 1 });
    expect(run.state.bommerz[0]!.bridgeHits).toBe(1);
  });

  it('destroy a bridge at four hits in all; hits beyond the fourth count for nobody (Sortie ruling)', () => {
    const last = playAll(nearBridge(3, { hits: 3 }), 'ork1', [[onto, [1]], [bombBridge, [6, 6]]]);
    expect(last.of('bombing-run')[0]).toMatchObject({ hits: 2, counted: 1 });
    expect(last.of('bridge-destroyed')).toEqual([{ type: 'bridge-destroyed', space: '2I' }]);
    expect(last.state.bridges[0]!.hits).toBe(4);
    expect(last.state.bommerz[0]!.bridgeHits).toBe(1);
  });

  it('destroy a flak counter with one hit', () => {
    const flak = position({
      bommerz: [{ id: 'b1', space: '2B', tail: '1M', speed: 3 }, { id: 'b2', space: '1A', speed: 1 }],
      counters: [{ id: 'c9', kind: 'flak-2', space: '2F', faceUp: true }],
    });
    const run = playAll(flak, 'ork1', [[{ type: 'move', craft: 'b1', to: '2F' }, [1, 1]], [{ type: 'bomb', craft: 'b1', target: 'flak' }, [3, 1]]]);
    expect(run.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'c9', cause: 'bombing-run' }]);
    expect(run.state.counters[0]).toMatchObject({ status: 'destroyed', space: null, faceUp: true });
  });

  it('may be made several times a turn, once on each space entered (Sortie ruling: one run per entry)', () => {
    const flakThenBridge = position({
      bommerz: [{ id: 'b1', space: '2B', tail: '1M', speed: 6 }, { id: 'b2', space: '1A', speed: 1 }],
      counters: [{ id: 'c7', kind: 'flak-1', space: '2F', faceUp: true }],
    });
    const runs = playAll(flakThenBridge, 'ork1', [
      [{ type: 'move', craft: 'b1', to: '2F' }, [1]],
      [{ type: 'bomb', craft: 'b1', target: 'flak' }, [6, 2]],
      [onto, [1]],
      [bombBridge, [6, 1]],
    ]);
    expect(runs.of('bombing-run').map((r) => [r.target, r.hits])).toEqual([
      ['flak', 1],
      ['bridge', 1],
    ]);
    expect(prompts(runs.state)[0]!.options.filter((o) => o.type === 'bomb')).toEqual([]);
  });

  it('take one off each die of a damaged Bommer (rulings §8)', () => {
    const run = playAll(nearBridge(3, { damage: 1 }), 'ork1', [[onto, [1]], [bombBridge, [3, 4]]]);
    expect(run.of('bombing-run')[0]).toMatchObject({ dice: [3, 4], damage: 1, needed: 3, hits: 1 });
  });

  it('cannot be made on a destroyed bridge, whose battery still fires (Sortie ruling: the battery is permanent)', () => {
    const ruin = play(nearBridge(3, { hits: 4 }), 'ork1', onto, [1]);
    expect(ruin.of('flak-fired')).toHaveLength(1);
    expect(prompts(ruin.state)[0]!.options.filter((o) => o.type === 'bomb')).toEqual([]);
  });

  it('cannot be made after being driven off (rule: "If a Fighta-Bommer survives all of the defences in a space")', () => {
    const bombOptions = (state: Parameters<typeof prompts>[0]) => prompts(state).flatMap((p) => p.options.filter((o) => o.type === 'bomb'));
    // Solo: the bridge battery hits b1 on 2I (a 4) and drives it off (a die of four: 2F); its move is over, b2 moves next.
    const driven = play(nearBridge(3), 'ork1', onto, [4, 1]);
    expect(driven.of('driven-off')).toMatchObject([{ craft: 'b1', from: '2I', to: '2F' }]);
    expect(driven.state.active).toBeNull();
    expect(prompts(driven.state)).toMatchObject([{ seat: 'ork1', kind: 'move-bommer' }]);
    expect(bombOptions(driven.state)).toEqual([]);
    // Driven onto a bridge: two players, flak on 2F hits b1 (a 3) and the Imperial player drives it onto Brimstone Bridge.
    // It has not entered the bridge, so it may not bomb it (nor the flak it left).
    const flakAhead = position({
      options: { players: 2 },
      bommerz: [{ id: 'b1', space: '2B', tail: '1M', speed: 3 }, { id: 'b2', space: '1A', speed: 1 }],
      counters: [{ id: 'c9', kind: 'flak-2', space: '2F', faceUp: true }],
    });
    const hit = play(flakAhead, 'ork1', { type: 'move', craft: 'b1', to: '2F' }, [3, 1]);
    expect(bombOptions(hit.state)).toEqual([]);
    const onBridge = play(hit.state, 'imperial', { type: 'drive-off', craft: 'b1', to: '2I' });
    expect(onBridge.state.bommerz[0]).toMatchObject({ space: '2I', moved: true });
    expect(onBridge.state.active).toBeNull();
    expect(prompts(onBridge.state)).toMatchObject([{ seat: 'ork1', kind: 'move-bommer' }]);
    expect(bombOptions(onBridge.state)).toEqual([]);
    expect(decide(onBridge.state, 'ork1', { type: 'bomb', craft: 'b1', target: 'bridge' }, fixedDice([]))).toMatchObject({ ok: false });
  });
});
