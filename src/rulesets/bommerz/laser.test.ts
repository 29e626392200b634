import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../kernel/dice.js';
import { decide } from './decide.js';
import { prompts } from './prompts.js';
import { play, position } from './testing.js';

// b1 (Speed 3) at 2B, a laser c3 on 2F; b2 waits so the Ork move goes on.
const withLaser = (faceUp: boolean, damage = 0) =>
  position({
    bommerz: [
      { id: 'b1', space: '2B', tail: '1M', speed: 3, damage },
      { id: 'b2', space: '1A', speed: 1 },
    ],
    counters: [{ id: 'c3', kind: 'laser', space: '2F', faceUp }],
  });
const enter = { type: 'move', craft: 'b1', to: '2F' } as const;

describe('Laser', () => {
  it('does not fire when it was face down: entering only reveals it (rule: "only if it is face up when the Bommer enters")', () => {
    const entered = play(withLaser(false), 'ork1', enter);
    expect(entered.of('counter-revealed')).toEqual([{ type: 'counter-revealed', counter: 'c3', kind: 'laser', space: '2F', by: 'b1' }]);
    expect(entered.of('laser-fired')).toEqual([]);
    expect(entered.state.counters[0]!.faceUp).toBe(true);
  });

  it('fires when face up: a Dodge of at least the Speed survives and moves on, and the laser flips face down', () => {
    const dodged = play(withLaser(true), 'ork1', enter, [3]);
    expect(dodged.of('laser-fired')).toEqual([{ type: 'laser-fired', counter: 'c3', bommer: 'b1', roll: 3, damage: 0, needed: 3, dodged: true }]);
    expect(dodged.state.counters[0]!.faceUp).toBe(false);
    expect(dodged.state.active).toMatchObject({ craft: 'b1', remaining: 2 });
  });

  it('destroys a Bommer that fails its Dodge, and still flips face down (rule: "Failure brings instant destruction")', () => {
    const hit = play(withLaser(true), 'ork1', enter, [2]);
    expect(hit.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'b1', cause: 'laser' }]);
    expect(hit.state.bommerz[0]).toMatchObject({ status: 'destroyed', space: null });
    expect(hit.state.counters[0]!.faceUp).toBe(false);
    expect(hit.state.active).toBeNull();
  });

  it("takes one off a damaged Bommer's Dodge (rulings §8)", () => {
    expect(play(withLaser(true, 1), 'ork1', enter, [3]).of('destroyed')).toHaveLength(1);
    expect(play(withLaser(true, 1), 'ork1', enter, [4]).of('laser-fired')[0]).toMatchObject({ roll: 4, damage: 1, dodged: true });
  });

  it('may not move: a face-up laser is never offered a move in the Imperial move, where face-up flak is (rule: "The laser may not move")', () => {
    const imperialMove = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
      counters: [
        { id: 'c3', kind: 'laser', space: '2F', faceUp: true },
        { id: 'c9', kind: 'flak-2', space: '3E', faceUp: true },
      ],
    });
    const moving = prompts(imperialMove)[0]!.options.flatMap((o) => (o.type === 'move-flak' ? [o.counter] : []));
    expect(new Set(moving)).toEqual(new Set(['c9']));
    expect(decide(imperialMove, 'imperial', { type: 'move-flak', counter: 'c3', to: '2E' }, fixedDice([]))).toMatchObject({ ok: false });
  });

  it('on a bridge fires, if it was face up, before the bridge battery (Sortie ruling S9)', () => {
    // b1 (Speed 2) flies from 2F onto Brimstone Bridge, where a laser waits face up.
    const onBridge = position({
      bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 2 }, { id: 'b2', space: '1A', speed: 1 }],
      counters: [{ id: 'c3', kind: 'laser', space: '2I', faceUp: true }],
    });
    const onto = { type: 'move', craft: 'b1', to: '2I' } as const;
    // The Dodge (a 2) first, then the battery (a 1: no hit); b1 may bomb the bridge.
    const crossed = play(onBridge, 'ork1', onto, [2, 1]);
    expect(crossed.events.map((e) => e.type)).toEqual(['move-started', 'craft-moved', 'laser-fired', 'flak-fired']);
    expect(crossed.of('laser-fired')[0]).toMatchObject({ roll: 2, dodged: true });
    expect(crossed.of('flak-fired')[0]).toMatchObject({ batteries: ['bridge'], dice: [1], hits: 0 });
    expect(prompts(crossed.state)[0]!.options).toContainEqual({ type: 'bomb', craft: 'b1', target: 'bridge' });
    // A failed Dodge destroys b1 at once: the battery never rolls.
    const shot = play(onBridge, 'ork1', onto, [1]);
    expect(shot.events.map((e) => e.type)).toEqual(['move-started', 'craft-moved', 'laser-fired', 'destroyed']);
  });
});
