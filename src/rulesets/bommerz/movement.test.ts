import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../kernel/dice.js';
import { decide } from './decide.js';
import { prompts } from './prompts.js';
import { play, playAll, position } from './testing.js';
import type { BommerzState } from './state.js';

/** The commands a seat may send now, standing orders left out. */
function optionsOf(state: BommerzState, seat: string) {
  return prompts(state)
    .filter((p) => p.seat === seat)
    .flatMap((p) => p.options)
    .filter((o) => o.type !== 'set-standing-order');
}

// b1 (Speed 3) at 2B came from 1M; b2 waits at 1A with Speed 1 so the Ork move goes on after b1.
const valley = position({
  bommerz: [
    { id: 'b1', space: '2B', tail: '1M', speed: 3 },
    { id: 'b2', space: '1A', speed: 1 },
  ],
});

describe('movement', () => {
  it('moves along links only, one space a command (rule: "only move from space to space along the links")', () => {
    expect(optionsOf(valley, 'ork1')).toContainEqual({ type: 'move', craft: 'b1', to: '2A' });
    const far = decide(valley, 'ork1', { type: 'move', craft: 'b1', to: '2G' }, fixedDice([]));
    expect(far).toMatchObject({ ok: false, reason: 'not-adjacent' });
    const moved = play(valley, 'ork1', { type: 'move', craft: 'b1', to: '2C' });
    expect(moved.of('craft-moved')).toEqual([{ type: 'craft-moved', craft: 'b1', from: '2B', to: '2C' }]);
    expect(moved.state.active).toEqual({ craft: 'b1', remaining: 2, runAvailable: true });
  });

  it("never turns straight back into the space it just left, even on the next turn (rule: the craft's tail)", () => {
    const moves = optionsOf(valley, 'ork1').filter((o) => o.type === 'move');
    expect(moves.map((o) => o.type === 'move' && o.to).sort()).toEqual(['2A', '2C', '2F']);
    expect(decide(valley, 'ork1', { type: 'move', craft: 'b1', to: '1M' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'no-turning-back' });
    const there = play(valley, 'ork1', { type: 'move', craft: 'b1', to: '2C' }).state;
    expect(decide(there, 'ork1', { type: 'move', craft: 'b1', to: '2B' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'no-turning-back' });
    // b1 stops on 2C, b2 stays put; the server's Imperial move has nothing to do, and turn 2 rolls 3 and 3 for b1, 1 and 1 for b2.
    const nextTurn = playAll(there, 'ork1', [[{ type: 'end-move', craft: 'b1' }], [{ type: 'end-move', craft: 'b2' }, [3, 3, 1, 1]]]);
    expect(nextTurn.of('turn-started')).toEqual([{ type: 'turn-started', turn: 2 }]);
    expect(nextTurn.state.bommerz[0]).toMatchObject({ space: '2C', tail: '2B', speed: 3, moved: false });
    const b1Moves = optionsOf(nextTurn.state, 'ork1').filter((o) => o.type === 'move' && o.craft === 'b1');
    expect(b1Moves.map((o) => o.type === 'move' && o.to).sort()).toEqual(['1N', '2D', '2G']);
    expect(decide(nextTurn.state, 'ork1', { type: 'move', craft: 'b1', to: '2B' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'no-turning-back' });
  });

  it('may move less than its Speed, even not at all (rule: Speed is the maximum)', () => {
    const stopped = play(valley, 'ork1', { type: 'end-move', craft: 'b1' });
    expect(stopped.of('move-ended')).toEqual([{ type: 'move-ended', craft: 'b1' }]);
    expect(stopped.state.bommerz[0]).toMatchObject({ space: '2B', moved: true });
  });

  it('ends the move by itself when no move and no bombing run are left', () => {
    const slow = position({ bommerz: [{ id: 'b1', space: '2B', tail: '1M', speed: 1 }, { id: 'b2', space: '1A', speed: 1, moved: true }, { id: 'b3', space: '1C', speed: 1 }] });
    const moved = play(slow, 'ork1', { type: 'move', craft: 'b1', to: '2A' });
    expect(moved.events.map((e) => e.type)).toEqual(['move-started', 'craft-moved', 'move-ended']);
  });

  it('passes through a friend but never ends its move on one (rule: one craft a space at the end of a move)', () => {
    const crowded = position({
      bommerz: [
        { id: 'b1', space: '2B', tail: '1M', speed: 2 },
        { id: 'b2', space: '1A', speed: 1 },
        { id: 'b3', space: '2F', speed: 1, moved: true },
      ],
    });
    expect(optionsOf(crowded, 'ork1')).toContainEqual({ type: 'move', craft: 'b1', to: '2F' });
    const through = play(crowded, 'ork1', { type: 'move', craft: 'b1', to: '2F' });
    const next = optionsOf(through.state, 'ork1');
    expect(next).not.toContainEqual({ type: 'end-move', craft: 'b1' });
    expect(next).toEqual([
      { type: 'move', craft: 'b1', to: '2E' },
      { type: 'move', craft: 'b1', to: '2I' },
    ]);
    // With its last move it may not enter the friend's space at all.
    const lastMove = position({ bommerz: [{ id: 'b1', space: '2B', tail: '1M', speed: 1 }, { id: 'b2', space: '1A', speed: 1 }, { id: 'b3', space: '2F', speed: 1, moved: true }] });
    expect(decide(lastMove, 'ork1', { type: 'move', craft: 'b1', to: '2F' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'nowhere-to-stop' });
  });

  it('moves the fastest Bommer first; equal Speeds in seat order, then in the order the player chooses (rulings §7)', () => {
    const race = position({
      options: { players: 3 },
      bommerz: [
        { id: 'b1', owner: 'ork1', space: '1A', speed: 3 },
        { id: 'b2', owner: 'ork1', space: '1B', speed: 3 },
        { id: 'b3', owner: 'ork2', space: '1C', speed: 3 },
        { id: 'b4', owner: 'ork2', space: '1D', speed: 5 },
      ],
    });
    expect(prompts(race).map((p) => p.seat)).toEqual(['ork2']);
    expect(new Set(optionsOf(race, 'ork2').map((o) => 'craft' in o && o.craft))).toEqual(new Set(['b4']));
    const afterB4 = play(race, 'ork2', { type: 'end-move', craft: 'b4' }).state;
    expect(prompts(afterB4).map((p) => p.seat)).toEqual(['ork1']);
    expect(new Set(optionsOf(afterB4, 'ork1').map((o) => 'craft' in o && o.craft))).toEqual(new Set(['b1', 'b2']));
    const b2First = play(afterB4, 'ork1', { type: 'end-move', craft: 'b2' }).state;
    expect(new Set(optionsOf(b2First, 'ork1').map((o) => 'craft' in o && o.craft))).toEqual(new Set(['b1']));
    const bothDone = play(b2First, 'ork1', { type: 'end-move', craft: 'b1' }).state;
    expect(prompts(bothDone).map((p) => p.seat)).toEqual(['ork2']);
  });

  it('leaves the map off the far edge of section 3, which costs one move (rule: leaving the map)', () => {
    const atExit = position({ bommerz: [{ id: 'b1', space: '3I', tail: '3F', speed: 2 }, { id: 'b2', space: '1A', speed: 1 }] });
    const gone = playAll(atExit, 'ork1', [[{ type: 'move', craft: 'b1', to: '3K' }], [{ type: 'fly-off', craft: 'b1' }]]);
    expect(gone.of('flew-off')).toEqual([{ type: 'flew-off', bommer: 'b1', from: '3K' }]);
    expect(gone.state.bommerz[0]).toMatchObject({ status: 'left', space: null });
    const spent = position({ bommerz: [{ id: 'b1', space: '3I', tail: '3F', speed: 1 }, { id: 'b2', space: '1A', speed: 1 }] });
    const arrived = play(spent, 'ork1', { type: 'move', craft: 'b1', to: '3K' });
    expect(arrived.of('move-ended')).toHaveLength(1);
    expect(arrived.state.bommerz[0]).toMatchObject({ status: 'flying', space: '3K' });
  });

  it('refuses commands for another seat, out of turn, or of the wrong shape', () => {
    expect(decide(valley, 'ork2', { type: 'end-move', craft: 'b1' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-your-turn' });
    expect(decide(valley, 'ork1', { type: 'end-move', craft: 'b2' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-that-craft' });
    expect(decide(valley, 'ork1', { type: 'skip-flip' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-now' });
    expect(decide(valley, 'ork1', { type: 'move', craft: 'b1' } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'malformed-command' });
  });

  it('refuses a command of a kind the seat may send, for a craft it may use, but not one of its options, as illegal-command', () => {
    // b1 may bomb Brimstone Bridge after flying onto it, but there is no flak there to bomb.
    const onBridge = play(position({ bommerz: [{ id: 'b1', space: '2F', tail: '2B', speed: 3 }, { id: 'b2', space: '1A', speed: 1 }] }), 'ork1', { type: 'move', craft: 'b1', to: '2I' }, [1]).state;
    expect(optionsOf(onBridge, 'ork1')).toContainEqual({ type: 'bomb', craft: 'b1', target: 'bridge' });
    expect(decide(onBridge, 'ork1', { type: 'bomb', craft: 'b1', target: 'flak' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'illegal-command' });
    // A standing order the seat already holds is not offered either, and the refusal says so (found by review: it said only "not one of your options").
    expect(decide(valley, 'ork1', { type: 'set-standing-order', order: 'ask' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'order-already-set', message: 'Your standing order is "ask" already.' });
  });
});
