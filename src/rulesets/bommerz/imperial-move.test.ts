import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../kernel/dice.js';
import type { BommerzCommand } from './commands.js';
import { decide } from './decide.js';
import { prompts } from './prompts.js';
import { brokenInvariants } from './invariants.js';
import { play, playAll, position, type CounterSpec } from './testing.js';
import type { BommerzState } from './state.js';

const imperialOptions = (state: BommerzState) => prompts(state)[0]!.options.filter((o) => o.type !== 'set-standing-order');

// Two-player game, b1's move done: the Imperial player may flip one counter.
const flipTime = (counters: CounterSpec[]) =>
  position({ options: { players: 2 }, phase: 'imperial-flip', bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }], counters });

describe('Imperial move', () => {
  const hidden: CounterSpec[] = [
    { id: 'c1', kind: 'interceptor', space: '2A' },
    { id: 'c3', kind: 'laser', space: '2F' },
  ];

  it('comes only once every Bommer has finished its move: the Orks always go first (rule: "all the Orks completing their entire move before the Imperials fight back")', () => {
    // Two players: b1 (Speed 2) and b2 (Speed 1) have yet to move; a face-down laser could be flipped and a face-up Interceptor moved.
    const orkMove = position({
      options: { players: 2 },
      bommerz: [
        { id: 'b1', space: '1A', speed: 2 },
        { id: 'b2', space: '1D', speed: 1 },
      ],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '3I', faceUp: true },
        { id: 'c3', kind: 'laser', space: '2F' },
      ],
    });
    const imperialTries = (state: BommerzState) =>
      [{ type: 'flip', counter: 'c3' }, { type: 'skip-flip' }, { type: 'end-imperial-move' }].map((c) => decide(state, 'imperial', c as BommerzCommand, fixedDice([])));
    expect(prompts(orkMove).map((p) => p.seat)).toEqual(['ork1']);
    for (const refused of imperialTries(orkMove)) expect(refused).toMatchObject({ ok: false, reason: 'not-your-turn' });
    // b1 moves and stops: b2 has still to move, so the Imperial player still waits.
    const oneDone = playAll(orkMove, 'ork1', [[{ type: 'move', craft: 'b1', to: '1E' }], [{ type: 'end-move', craft: 'b1' }]]);
    expect(oneDone.state.phase).toBe('ork-move');
    expect(prompts(oneDone.state).map((p) => p.seat)).toEqual(['ork1']);
    for (const refused of imperialTries(oneDone.state)) expect(refused).toMatchObject({ ok: false, reason: 'not-your-turn' });
    // b2 ends its move: the Ork move is over, and only now the Imperial player may flip.
    const allDone = play(oneDone.state, 'ork1', { type: 'end-move', craft: 'b2' });
    expect(allDone.state.phase).toBe('imperial-flip');
    expect(prompts(allDone.state).map((p) => [p.seat, p.kind])).toEqual([['imperial', 'flip-counter']]);
  });

  it('may flip one face-down counter face up, or none (rule: "can flip over one defence counter")', () => {
    expect(prompts(flipTime(hidden))[0]!.seat).toBe('imperial');
    // Face-up Rock Spires on 3E are not offered: the flip turns counters face up only (Sortie ruling S21).
    const withFaceUp = flipTime([...hidden, { id: 'c5', kind: 'rock-spires', space: '3E', faceUp: true }]);
    expect(imperialOptions(withFaceUp)).toEqual([{ type: 'flip', counter: 'c1' }, { type: 'flip', counter: 'c3' }, { type: 'skip-flip' }]);
    const laser = play(flipTime(hidden), 'imperial', { type: 'flip', counter: 'c3' }, [2, 2]);
    expect(laser.of('counter-revealed')).toEqual([{ type: 'counter-revealed', counter: 'c3', kind: 'laser', space: '2F', by: 'imperial' }]);
    // Nothing is face up to move, so the Imperial move ends and turn 2 rolls b1's Speed.
    expect(laser.of('turn-started')).toHaveLength(1);
    const none = play(flipTime(hidden), 'imperial', { type: 'skip-flip' }, [2, 2]);
    expect(none.events[0]).toEqual({ type: 'flip-skipped' });
  });

  it('then rolls two dice for each face-up Interceptor, and the Imperial player picks its Speed (rule: INTERCEPTORS)', () => {
    const flipped = play(flipTime(hidden), 'imperial', { type: 'flip', counter: 'c1' }, [1, 4]);
    expect(flipped.of('speed-dice-rolled')).toEqual([{ type: 'speed-dice-rolled', rolls: [{ craft: 'c1', dice: [1, 4] }] }]);
    expect(imperialOptions(flipped.state)).toEqual([
      { type: 'choose-speed', craft: 'c1', speed: 1 },
      { type: 'choose-speed', craft: 'c1', speed: 4 },
      { type: 'end-imperial-move' },
    ]);
  });

  it('moves an Interceptor as many spaces as its Speed, one of its two dice: from 1 up to 6 (rule: "can move 1-6 spaces")', () => {
    // c1 on 2A rolls 6 and 1; face-up flak on 1F keeps the Imperial move open after c1 is done.
    const ready = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '2A', tail: '1L', faceUp: true, speedDice: [6, 1] },
        { id: 'c9', kind: 'flak-2', space: '1F', faceUp: true },
      ],
    });
    expect(imperialOptions(ready).filter((o) => o.type === 'choose-speed')).toEqual([
      { type: 'choose-speed', craft: 'c1', speed: 1 },
      { type: 'choose-speed', craft: 'c1', speed: 6 },
    ]);
    const way = ['2E', '2J', '2L', '3B', '3A', '3E'];
    const six = playAll(ready, 'imperial', [[{ type: 'choose-speed', craft: 'c1', speed: 6 }], ...way.map((to) => [{ type: 'move', craft: 'c1', to }] as const)]);
    expect(six.of('craft-moved').map((e) => e.to)).toEqual(way);
    expect(six.of('move-ended')).toEqual([{ type: 'move-ended', craft: 'c1' }]);
    expect(imperialOptions(six.state).filter((o) => 'craft' in o)).toEqual([]);
    const one = playAll(ready, 'imperial', [[{ type: 'choose-speed', craft: 'c1', speed: 1 }], [{ type: 'move', craft: 'c1', to: '2E' }]]);
    expect(one.of('move-ended')).toEqual([{ type: 'move-ended', craft: 'c1' }]);
    expect(one.state.counters[0]).toMatchObject({ space: '2E', moved: true });
  });

  it('moves Interceptors like Bommerz: along links, not back, and never to end on another craft or a face-down counter (version 2: S12 for the Imperial player too)', () => {
    const ready = position({
      version: 2,
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '2A', tail: '1L', faceUp: true, speedDice: [1, 4] },
        { id: 'c2', kind: 'interceptor', space: '2B', faceUp: true, moved: true },
        { id: 'c3', kind: 'laser', space: '2E' },
      ],
    });
    const slow = play(ready, 'imperial', { type: 'choose-speed', craft: 'c1', speed: 1 });
    expect(imperialOptions(slow.state)).toEqual([{ type: 'end-move', craft: 'c1' }]);
    const fast = play(ready, 'imperial', { type: 'choose-speed', craft: 'c1', speed: 4 });
    expect(imperialOptions(fast.state)).toEqual([
      { type: 'move', craft: 'c1', to: '2B' },
      { type: 'move', craft: 'c1', to: '2E' },
      { type: 'end-move', craft: 'c1' },
    ]);
  });

  describe('on face-down counters the Imperial player knows (version 3)', () => {
    // c1 (dice 1 and 4) on 2A; c2 done on 2B; 2E hides a counter, 1L behind c1.
    const knowing = (on2E: 'laser' | 'interceptor', options: { players: 1 | 2 } = { players: 2 }) =>
      position({
        options,
        phase: 'imperial-move',
        bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
        counters: [
          { id: 'c1', kind: 'interceptor', space: '2A', tail: '1L', faceUp: true, speedDice: [1, 4] },
          { id: 'c2', kind: 'interceptor', space: '2B', faceUp: true, moved: true },
          { id: 'c3', kind: on2E, space: '2E' },
        ],
      });

    it('lets him end an Interceptor\'s move on a face-down counter that is not an Interceptor: it stays face down under it', () => {
      const slow = play(knowing('laser'), 'imperial', { type: 'choose-speed', craft: 'c1', speed: 1 });
      expect(imperialOptions(slow.state)).toEqual([
        { type: 'move', craft: 'c1', to: '2E' },
        { type: 'end-move', craft: 'c1' },
      ]);
      // Its move and the Imperial move are over: b1 rolls its Speed for the next turn.
      const onIt = play(slow.state, 'imperial', { type: 'move', craft: 'c1', to: '2E' }, [1, 1]);
      expect(onIt.of('counter-revealed')).toEqual([]);
      expect(onIt.state.counters.filter((c) => c.space === '2E').map((c) => [c.id, c.faceUp])).toEqual([
        ['c1', true],
        ['c3', false],
      ]);
    });

    it('never on the other Interceptor, face down: two may not share a space', () => {
      const slow = play(knowing('interceptor'), 'imperial', { type: 'choose-speed', craft: 'c1', speed: 1 });
      expect(imperialOptions(slow.state)).toEqual([{ type: 'end-move', craft: 'c1' }]);
    });
  });

  it('lets an Interceptor pass through another Interceptor but never end its move on it, as a Bommer passes a friend (Sortie ruling S40)', () => {
    // c1 on 2A (from 1L); c2, done for this move, on 2B, its only way east but 2E.
    const ready = (speedDice: [number, number]) =>
      position({
        options: { players: 2 },
        phase: 'imperial-move',
        bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
        counters: [
          { id: 'c1', kind: 'interceptor', space: '2A', tail: '1L', faceUp: true, speedDice },
          { id: 'c2', kind: 'interceptor', space: '2B', faceUp: true, moved: true },
        ],
      });
    const through = playAll(ready([2, 2]), 'imperial', [[{ type: 'choose-speed', craft: 'c1', speed: 2 }], [{ type: 'move', craft: 'c1', to: '2B' }]]);
    expect(through.of('dogfight')).toEqual([]);
    expect(through.state.active).toEqual({ craft: 'c1', remaining: 1, runAvailable: false });
    // On c2's space it may not stop, nor turn back to 2A: it must go on.
    expect(imperialOptions(through.state)).toEqual([
      { type: 'move', craft: 'c1', to: '1M' },
      { type: 'move', craft: 'c1', to: '2C' },
      { type: 'move', craft: 'c1', to: '2F' },
    ]);
    // With its last move it may not enter c2's space at all.
    const last = play(ready([1, 1]), 'imperial', { type: 'choose-speed', craft: 'c1', speed: 1 });
    expect(imperialOptions(last.state)).toEqual([
      { type: 'move', craft: 'c1', to: '2E' },
      { type: 'end-move', craft: 'c1' },
    ]);
    expect(decide(last.state, 'imperial', { type: 'move', craft: 'c1', to: '2B' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'nowhere-to-stop' });
  });

  it('may end a move on a Bommer that stands on a laser which has fired, face down again, to fight it there, and then ends it on the laser (S12)', () => {
    // b1 survived the laser c3 on 2F, which flipped face down again: only such a laser lies face down under a Bommer.
    const ready = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 1, moved: true }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '2B', tail: '1M', faceUp: true, speedDice: [1, 1] },
        { id: 'c3', kind: 'laser', space: '2F', faceUp: false },
      ],
    });
    const set = play(ready, 'imperial', { type: 'choose-speed', craft: 'c1', speed: 1 });
    expect(imperialOptions(set.state)).toContainEqual({ type: 'move', craft: 'c1', to: '2F' });
    // The dogfight, 1 to 6: c1 wins, and the Imperial player drives b1 off.
    const fought = play(set.state, 'imperial', { type: 'move', craft: 'c1', to: '2F' }, [1, 6]);
    expect(fought.of('dogfight')).toMatchObject([{ winner: 'c1' }]);
    // With no moves left, c1's move ends where it fought, on the laser, which stays face down; the next turn begins (b1's Speed dice).
    const drove = play(fought.state, 'imperial', { type: 'drive-off', craft: 'b1', to: '2E' }, [1, 1]);
    expect(drove.of('move-ended')).toEqual([{ type: 'move-ended', craft: 'c1' }]);
    expect(drove.state.counters).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'c1', space: '2F' }), expect.objectContaining({ id: 'c3', space: '2F', faceUp: false })]));
    expect(drove.of('turn-started')).toHaveLength(1);
  });

  it('does not send an Interceptor onto such a Bommer with moves left and no way on once it has won: the game could not go on (S12, found by review) (version 2: in version 3 the Imperial player may stop on the laser)', () => {
    // From 2F the ways on lead only onto face-down counters (2E, 2I) and back to 2B, where the beaten b1 would be driven.
    const ready = position({
      version: 2,
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 1, moved: true }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '2B', tail: '1M', faceUp: true, speedDice: [2, 2] },
        { id: 'c3', kind: 'laser', space: '2F', faceUp: false },
        { id: 'c4', kind: 'laser', space: '2E', faceUp: false },
        { id: 'c5', kind: 'flak-2', space: '2I', faceUp: false },
      ],
    });
    const set = play(ready, 'imperial', { type: 'choose-speed', craft: 'c1', speed: 2 });
    expect(imperialOptions(set.state)).not.toContainEqual({ type: 'move', craft: 'c1', to: '2F' });
    expect(imperialOptions(set.state).length).toBeGreaterThan(0);
    // Where it would have been: on the laser with a move left and nowhere to go, which the property test's invariants now refuse.
    const stuck = position({
      version: 2,
      options: { players: 2 },
      phase: 'imperial-move',
      active: { craft: 'c1', remaining: 1, runAvailable: false },
      bommerz: [{ id: 'b1', space: '2B', tail: '2F', speed: 1, moved: true, damage: 1 }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '2F', tail: '2B', faceUp: true, speed: 2 },
        { id: 'c3', kind: 'laser', space: '2F', faceUp: false },
        { id: 'c4', kind: 'laser', space: '2E', faceUp: false },
        { id: 'c5', kind: 'flak-2', space: '2I', faceUp: false },
      ],
    });
    expect(brokenInvariants(stuck)).toContain('imperial is prompted (imperial-move) with nothing to do but set a standing order');
  });

  it('lets an Interceptor that sets off from a face-down counter, with no way on, end its move where it is: it is left there (Sortie ruling S41, found by review) (version 2: in version 3 the Imperial player may stop on a counter that is not an Interceptor)', () => {
    // c1 stands on the laser c3, which fired at a Bommer and lay face down again beneath it; its one step leads back to its tail,
    // onto the rock spires and flak still face down, or nowhere else: with a Speed picked, ending where it set off is all it can do.
    const ready = position({
      version: 2,
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '2F', tail: '2B', faceUp: true, speedDice: [1, 1] },
        { id: 'c3', kind: 'laser', space: '2F' },
        { id: 'c4', kind: 'rock-spires', space: '2E' },
        { id: 'c5', kind: 'flak-2', space: '2I' },
      ],
    });
    const set = play(ready, 'imperial', { type: 'choose-speed', craft: 'c1', speed: 1 });
    expect(imperialOptions(set.state)).toEqual([{ type: 'end-move', craft: 'c1' }]);
    expect(brokenInvariants(set.state)).not.toContain('imperial is prompted (imperial-move) with nothing to do but set a standing order');
    const stayed = play(set.state, 'imperial', { type: 'end-move', craft: 'c1' }, [1, 1]);
    expect(stayed.of('move-ended')).toEqual([{ type: 'move-ended', craft: 'c1' }]);
    expect(stayed.state.counters).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'c1', space: '2F' }), expect.objectContaining({ id: 'c3', space: '2F', faceUp: false })]));
    expect(stayed.of('turn-started')).toHaveLength(1);
  });

  it("takes one off a damaged Interceptor's movement dice, never below 1 (rulings §8)", () => {
    const damaged = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '2A', faceUp: true, damage: 1, speedDice: [1, 5] },
        { id: 'c2', kind: 'interceptor', space: '3I', faceUp: true, damage: 1, speedDice: [1, 2] },
      ],
    });
    expect(imperialOptions(damaged)).toEqual([
      { type: 'choose-speed', craft: 'c1', speed: 1 },
      { type: 'choose-speed', craft: 'c1', speed: 4 },
      { type: 'choose-speed', craft: 'c2', speed: 1 },
      { type: 'end-imperial-move' },
    ]);
  });

  it('keeps Interceptors on the map: only Bommerz fly off the far edge (Sortie ruling)', () => {
    const atExit = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
      counters: [{ id: 'c1', kind: 'interceptor', space: '3K', faceUp: true, speedDice: [2, 2] }],
    });
    const flying = play(atExit, 'imperial', { type: 'choose-speed', craft: 'c1', speed: 2 }).state;
    expect(imperialOptions(flying).map((o) => o.type)).toEqual(['move', 'move', 'end-move']);
  });

  it('ends when the Imperial player says so, and the next turn begins', () => {
    const ready = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '1A', speed: 1, moved: true }],
      counters: [{ id: 'c1', kind: 'interceptor', space: '2A', faceUp: true, speedDice: [3, 4] }],
    });
    const done = playAll(ready, 'imperial', [[{ type: 'end-imperial-move' }, [5, 6]]]);
    expect(done.of('turn-started')).toEqual([{ type: 'turn-started', turn: 2 }]);
    expect(done.state.phase).toBe('speeds');
  });

  it('is skipped where there is nothing to flip and nothing face up to move (Sortie: no empty prompts)', () => {
    const lastMove = position({ options: { players: 2 }, bommerz: [{ id: 'b1', space: '1A', speed: 1 }] });
    const over = play(lastMove, 'ork1', { type: 'end-move', craft: 'b1' }, [2, 2]);
    expect(over.events.map((e) => e.type)).toEqual([
      'move-ended',
      'phase-entered',
      'flip-skipped',
      'phase-entered',
      'phase-entered',
      'turn-started',
      'speed-dice-rolled',
      'speed-chosen',
      'phase-entered',
    ]);
  });
});
