import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../kernel/ruleset.js';
import { fixedDice } from '../../kernel/dice.js';
import { decide } from './decide.js';
import { prompts } from './prompts.js';
import { play, playAll, position, type CounterSpec } from './testing.js';
import { view } from './view.js';

const ork1: Viewer = { kind: 'seat', seat: 'ork1' };
const spectator: Viewer = { kind: 'public' };

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

  it('may not move: face-up Rock Spires are never offered a move in the Imperial move, where face-up flak is (rule: "Rock Spires may not move")', () => {
    const imperialMove = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
      counters: [
        { id: 'c5', kind: 'rock-spires', space: '2F', faceUp: true },
        { id: 'c9', kind: 'flak-2', space: '3E', faceUp: true },
      ],
    });
    const moving = prompts(imperialMove)[0]!.options.flatMap((o) => (o.type === 'move-flak' ? [o.counter] : []));
    expect(new Set(moving)).toEqual(new Set(['c9']));
    expect(decide(imperialMove, 'imperial', { type: 'move-flak', counter: 'c5', to: '2E' }, fixedDice([]))).toMatchObject({ ok: false });
  });

  it('stay face up when a Bommer enters them face up: entering turns over only a face-down counter (Sortie ruling S37)', () => {
    const faceUp = position({
      bommerz: [{ id: 'b1', space: '2B', tail: '1M', speed: 3 }, { id: 'b2', space: '1A', speed: 1 }],
      counters: [{ id: 'c5', kind: 'rock-spires', space: '2F', faceUp: true }],
    });
    const entered = play(faceUp, 'ork1', enter, [3]);
    expect(entered.events.map((e) => e.type)).toEqual(['move-started', 'craft-moved', 'rock-spires-dodged']);
    expect(entered.state.counters[0]).toMatchObject({ space: '2F', faceUp: true });
    expect(view(entered.state, ork1).counters).toContainEqual(expect.objectContaining({ id: 'c5', kind: 'rock-spires', faceUp: true }));
  });

  it('on a bridge are Dodged before the bridge battery fires (Sortie ruling S9)', () => {
    // b1 (Speed 2) flies from 2F onto Brimstone Bridge, where face-down Rock Spires lie: revealed, Dodged (a 1: damaged), then the battery (a 1: no hit).
    const onBridge = (damage: number) =>
      position({
        bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 2, damage }, { id: 'b2', space: '1A', speed: 1 }],
        counters: [{ id: 'c5', kind: 'rock-spires', space: '2I' }],
      });
    const onto = { type: 'move', craft: 'b1', to: '2I' } as const;
    const crossed = play(onBridge(0), 'ork1', onto, [1, 1]);
    expect(crossed.events.map((e) => e.type)).toEqual(['move-started', 'craft-moved', 'counter-revealed', 'rock-spires-dodged', 'craft-damaged', 'flak-fired']);
    expect(crossed.of('flak-fired')).toEqual([{ type: 'flak-fired', bommer: 'b1', space: '2I', batteries: ['bridge'], dice: [1], needed: 2, hits: 0 }]);
    // A damaged Bommer that fails the Dodge (a 2, one less) is destroyed by the rocks, and the battery has nothing left to fire at.
    const wrecked = play(onBridge(1), 'ork1', onto, [2]);
    expect(wrecked.events.map((e) => e.type).slice(-3)).toEqual(['rock-spires-dodged', 'craft-damaged', 'destroyed']);
    expect(wrecked.of('flak-fired')).toEqual([]);
  });

  describe('and Interceptors (Sortie ruling S12)', () => {
    // Two-player game, Imperial move: the Interceptor c1 (face up on 2A, dice that give Speed 3 whatever its damage) sets off for 2E.
    const imperialMove = (ground: CounterSpec, damage = 0) =>
      position({
        options: { players: 2 },
        phase: 'imperial-move',
        bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
        counters: [{ id: 'c1', kind: 'interceptor', space: '2A', faceUp: true, speedDice: [3 + damage, 3 + damage], damage }, ground],
      });
    const setOff = [{ type: 'choose-speed', craft: 'c1', speed: 3 }] as const;
    const into2E = { type: 'move', craft: 'c1', to: '2E' } as const;
    const rocks = (faceUp: boolean): CounterSpec => ({ id: 'c5', kind: 'rock-spires', space: '2E', faceUp });

    it('make an Interceptor that moves into them Dodge, face up as the rule says', () => {
      const scraped = playAll(imperialMove(rocks(true)), 'imperial', [setOff, [into2E, [2]]]);
      expect(scraped.of('rock-spires-dodged')).toEqual([{ type: 'rock-spires-dodged', counter: 'c5', craft: 'c1', roll: 2, damage: 0, needed: 3, dodged: false }]);
      expect(scraped.of('craft-damaged')).toEqual([{ type: 'craft-damaged', craft: 'c1', damage: 1 }]);
      expect(scraped.state.active).toMatchObject({ craft: 'c1', remaining: 2 });
    });

    it('make it Dodge face down too, and are turned face up for all to see: the Orks learn them only from that reveal', () => {
      const ready = playAll(imperialMove(rocks(false)), 'imperial', [setOff]).state;
      const decision = decide(ready, 'imperial', into2E, fixedDice([3]));
      if (!decision.ok) throw new Error(decision.reason);
      expect(decision.events.map((e) => e.event)).toEqual([
        { type: 'craft-moved', craft: 'c1', from: '2A', to: '2E' },
        { type: 'counter-revealed', counter: 'c5', kind: 'rock-spires', space: '2E', by: 'c1' },
        { type: 'rock-spires-dodged', counter: 'c5', craft: 'c1', roll: 3, damage: 0, needed: 3, dodged: true },
      ]);
      // The same public reveal as a Bommer's entry makes: nothing in it is kept from the Orks or spectators.
      expect(decision.events.every((e) => e.visibleTo === undefined)).toBe(true);
      const before = view(ready, ork1).counters;
      expect(before).toContainEqual({ space: '2E', faceUp: false });
      const after = play(ready, 'imperial', into2E, [3]).state;
      for (const viewer of [ork1, spectator]) expect(view(after, viewer).counters).toContainEqual(expect.objectContaining({ id: 'c5', kind: 'rock-spires', space: '2E', faceUp: true }));
    });

    it('damage an Interceptor that fails the Dodge on face-down rocks, and a second damage destroys it', () => {
      const scraped = playAll(imperialMove(rocks(false)), 'imperial', [setOff, [into2E, [2]]]);
      expect(scraped.of('craft-damaged')).toEqual([{ type: 'craft-damaged', craft: 'c1', damage: 1 }]);
      expect(scraped.state.counters[1]).toMatchObject({ faceUp: true, space: '2E' });
      // With nothing left to move the Imperial move ends, and turn 2 rolls b1's dice (1 and 1).
      const wrecked = playAll(imperialMove(rocks(false), 1), 'imperial', [setOff, [into2E, [3, 1, 1]]]);
      expect(wrecked.of('rock-spires-dodged')[0]).toMatchObject({ roll: 3, damage: 1, needed: 3, dodged: false });
      expect(wrecked.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'c1', cause: 'damage' }]);
    });

    it('leave other face-down counters alone: an Interceptor passing over one sets off nothing, and it stays face down', () => {
      for (const kind of ['laser', 'flak-3', 'interceptor'] as const) {
        const over = playAll(imperialMove({ id: 'c9', kind, space: '2E' }), 'imperial', [setOff, [into2E], [{ type: 'move', craft: 'c1', to: '2J' }]]);
        expect(over.events.map((e) => e.type)).toEqual(['speed-chosen', 'move-started', 'craft-moved', 'craft-moved']);
        expect(over.state.counters[1]).toMatchObject({ space: '2E', faceUp: false });
        expect(view(over.state, ork1).counters).toContainEqual({ space: '2E', faceUp: false });
      }
    });
  });
});
