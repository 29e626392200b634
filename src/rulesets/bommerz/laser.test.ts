import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../kernel/dice.js';
import { decide } from './decide.js';
import { prompts } from './prompts.js';
import { play, playAll, position } from './testing.js';

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

  it('fires at the next Bommer once the Imperial player has flipped it face up (rule: "it may be a good idea to activate a laser")', () => {
    // Two players: b1 (Speed 3) ended its move on 2B; the laser c3 lies face down on 2F, next to it.
    const flipTime = position({
      options: { players: 2 },
      phase: 'imperial-flip',
      bommerz: [{ id: 'b1', space: '2B', tail: '1M', speed: 3, moved: true }],
      counters: [{ id: 'c3', kind: 'laser', space: '2F' }],
    });
    // He flips it; nothing is face up to move, so turn 2 begins and b1 rolls 3 and 3: Speed 3.
    const armed = play(flipTime, 'imperial', { type: 'flip', counter: 'c3' }, [3, 3]);
    expect(armed.state.counters[0]).toMatchObject({ faceUp: true });
    expect(armed.of('turn-started')).toEqual([{ type: 'turn-started', turn: 2 }]);
    // b1 flies into it: it fires, and a 2 against Speed 3 destroys b1.
    const shot = play(armed.state, 'ork1', enter, [2]);
    expect(shot.of('laser-fired')).toEqual([{ type: 'laser-fired', counter: 'c3', bommer: 'b1', roll: 2, damage: 0, needed: 3, dodged: false }]);
    expect(shot.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'b1', cause: 'laser' }]);
  });

  it('that has fired is turned face up again by the next Bommer to enter its space, without firing at it, and fires at the one after (Sortie ruling S39)', () => {
    // Solo: b1 (Speed 3) on Brimstone Bridge, b2 (Speed 2) on 2E and b3 (Speed 1) on 2B all fly into 2F, where the laser c3 waits
    // face up; b4 waits at 1A so that the Ork move goes on.
    const threeWays = position({
      bommerz: [
        { id: 'b1', space: '2I', tail: '2L', speed: 3 },
        { id: 'b2', space: '2E', tail: '2A', speed: 2 },
        { id: 'b3', space: '2B', tail: '1M', speed: 1 },
        { id: 'b4', space: '1A', speed: 1 },
      ],
      counters: [{ id: 'c3', kind: 'laser', space: '2F', faceUp: true }],
    });
    // b1 enters 2F: the laser fires (a 3 against Speed 3: dodged) and flips face down; b1 flies on over b3 to 2C.
    const first = playAll(threeWays, 'ork1', [[{ type: 'move', craft: 'b1', to: '2F' }, [3]], [{ type: 'move', craft: 'b1', to: '2B' }], [{ type: 'move', craft: 'b1', to: '2C' }]]);
    expect(first.of('laser-fired')).toMatchObject([{ bommer: 'b1', dodged: true }]);
    expect(first.state.counters[0]).toMatchObject({ space: '2F', faceUp: false });
    // b2 enters 2F: the face-down laser is turned face up, as any counter a Bommer enters, and does not fire.
    const second = play(first.state, 'ork1', { type: 'move', craft: 'b2', to: '2F' });
    expect(second.of('counter-revealed')).toEqual([{ type: 'counter-revealed', counter: 'c3', kind: 'laser', space: '2F', by: 'b2' }]);
    expect(second.of('laser-fired')).toEqual([]);
    expect(second.state.counters[0]).toMatchObject({ faceUp: true });
    // b2 flies on onto the bridge (its battery misses with a 1) and stops there; b3 enters 2F and the laser, face up, fires at it (a 1 against Speed 1: dodged).
    const third = playAll(second.state, 'ork1', [[{ type: 'move', craft: 'b2', to: '2I' }, [1]], [{ type: 'end-move', craft: 'b2' }], [{ type: 'move', craft: 'b3', to: '2F' }, [1]]]);
    expect(third.of('laser-fired')).toEqual([{ type: 'laser-fired', counter: 'c3', bommer: 'b3', roll: 1, damage: 0, needed: 1, dodged: true }]);
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
