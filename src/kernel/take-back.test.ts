import { describe, expect, it } from 'vitest';
import { applySeeded, fold, initialPosition, snapshotPoint, START_COMMAND, verify, type Position } from './engine.js';
import { stateHash } from './canonical.js';
import type { LogEntry } from './log.js';
import { takeBackReach, TAKE_BACK, TrailMissing } from './take-back.js';
import type { AnyRuleset, Emitted, GameCommand, SeatId } from './ruleset.js';
import { raceRuleset, type RaceEvent, type RaceState } from '../../test/support/race-ruleset.js';

const SEED = 'b'.repeat(64);
const AT = '2026-03-01T12:00:00.000Z';

/**
 * The race, with both seats prompted at once (either may leave a note
 * whenever), a note "show" that reveals something, and a note "tell" that
 * the other seat sees too.
 */
const race: AnyRuleset = {
  ...raceRuleset,
  prompts: (state: RaceState) => (raceRuleset.prompts(state).length === 0 ? [] : [...raceRuleset.prompts(state), { seat: state.turn === 'a' ? 'b' : 'a', kind: 'roll', text: 'Leave a note.', options: [] }]),
  decide(state: RaceState, seat: SeatId, command: GameCommand, dice) {
    const text = (command as { text?: string }).text;
    if (command.type === 'note' && text === 'tell') return { ok: true, events: [{ event: { type: 'noted', seat, text }, visibleTo: ['a', 'b'], redacted: null } as Emitted<RaceEvent>] };
    if (command.type === 'roll' && state.turn !== seat) return { ok: false, reason: 'not-your-turn', message: 'Wait.' };
    return raceRuleset.decide(state, seat, command as never, dice);
  },
  reveals: (event: RaceEvent) => event.type === 'noted' && event.text === 'show',
};

/** A race game (of `ruleset`, the race above by default) played from its start through `steps`, with its whole log. */
function play(steps: readonly [SeatId, GameCommand][], ruleset: AnyRuleset = race): { at: Position<RaceState>; log: LogEntry[] } {
  let at = initialPosition<RaceState>(ruleset, { target: 100 });
  const log: LogEntry[] = [];
  for (const [seat, command] of [[null, START_COMMAND] as const, ...steps]) {
    const r = applySeeded<RaceState>(ruleset, at, seat, command, SEED);
    if (!r.ok) throw new Error(`${command.type}: ${r.reason}`);
    log.push(...r.entries);
    at = r.position;
  }
  return { at, log };
}

const note = (text: string): GameCommand => ({ type: 'note', text }) as GameCommand;
const takeBack = (how: { commands: number } | { to: number }): GameCommand => ({ type: TAKE_BACK, at: AT, ...how }) as unknown as GameCommand;
const firstSeat = (): SeatId => play([]).at.state.turn;
const notes = (at: Position<RaceState>, seat: SeatId) => at.state.notes[seat];

describe('take-backs', () => {
  it("go back to the state before a seat's latest commands, as far as it says, as events of their own; the log verifies", () => {
    const a = firstSeat();
    const { at, log } = play([[a, note('one')], [a, note('two')], [a, note('three')]]);
    expect(takeBackReach(at.takeBack, a, false)).toEqual({ commands: 3, toVersion: 1 });
    const one = play([[a, note('one')], [a, note('two')], [a, note('three')], [a, takeBack({ commands: 1 })]]);
    expect(notes(one.at, a)).toEqual(['one', 'two']);
    expect(one.log.at(-1)!.event).toEqual({ type: 'sortie.taken-back', seat: a, at: AT, commands: 1, to: 3 });
    expect(one.log.at(-1)!.visibleTo).toBeNull();
    expect(takeBackReach(one.at.takeBack, a, false)).toEqual({ commands: 2, toVersion: 1 });
    const all = play([[a, note('one')], [a, note('two')], [a, note('three')], [a, takeBack({ commands: 1 })], [a, note('again')], [a, takeBack({ to: 1 })]]);
    expect(notes(all.at, a)).toEqual([]);
    expect(all.at.version).toBe(log.length + 3);
    expect(verify(race, { target: 100 }, all.log, SEED)).toMatchObject({ ok: true, stateHash: stateHash(play([]).at.state) });
  });

  it('are closed by dice drawn, by something revealed, by an event another seat is shown, and by another seat acting', () => {
    const a = firstSeat();
    const b = a === 'a' ? 'b' : 'a';
    const reach = (steps: [SeatId, GameCommand][], seat: SeatId) => takeBackReach(play(steps).at.takeBack, seat, false);
    expect(reach([[a, note('x')], [a, { type: 'roll' }]], a)).toBeNull();
    expect(reach([[a, note('x')], [a, { type: 'roll' }], [b, note('y')]], b)).toEqual({ commands: 1, toVersion: 3 });
    expect(reach([[a, note('x')], [a, note('show')]], a)).toBeNull();
    expect(reach([[a, note('x')], [a, note('show')], [a, note('y')]], a)).toEqual({ commands: 1, toVersion: 3 });
    expect(reach([[a, note('x')], [a, note('tell')]], a)).toBeNull();
    expect(reach([[a, note('x')], [b, note('y')]], a)).toBeNull();
    expect(reach([[a, note('x')], [b, note('y')]], b)).toEqual({ commands: 1, toVersion: 2 });
  });

  it('are closed by what the ruleset reads from the states before and after an event: what a view works out from positions, no event telling it', () => {
    const a = firstSeat();
    // The third note on the table shows something, whoever leaves it and whatever it says.
    const count = (state: RaceState) => Object.values(state.notes).reduce((n, seatNotes) => n + seatNotes.length, 0);
    const thirdNote: AnyRuleset = { ...race, reveals: (_event: RaceEvent, before: RaceState, after: RaceState) => count(before) < 3 && count(after) >= 3 };
    const reach = (steps: [SeatId, GameCommand][]) => takeBackReach(play(steps, thirdNote).at.takeBack, a, false);
    expect(reach([[a, note('x')], [a, note('y')]])).toEqual({ commands: 2, toVersion: 1 });
    expect(reach([[a, note('x')], [a, note('y')], [a, note('z')]])).toBeNull();
    expect(reach([[a, note('x')], [a, note('y')], [a, note('z')], [a, note('w')]])).toEqual({ commands: 1, toVersion: 4 });
    expect(takeBackReach(play([[a, note('x')], [a, note('y')], [a, note('z')]]).at.takeBack, a, false)).toEqual({ commands: 3, toVersion: 1 });
  });

  it('are refused past their reach, by another seat, without a count or with two, and once the game is over', () => {
    const a = firstSeat();
    const b = a === 'a' ? 'b' : 'a';
    const { at } = play([[a, note('x')], [a, note('y')]]);
    const refusal = (seat: SeatId, command: GameCommand, from = at) => {
      const r = applySeeded(race, from, seat, command, SEED);
      return r.ok ? 'ok' : r.reason;
    };
    expect(refusal(a, takeBack({ commands: 3 }))).toBe('too-far');
    expect(refusal(a, takeBack({ commands: 0 }))).toBe('too-far');
    expect(refusal(a, takeBack({ to: 2 }))).toBe('ok');
    expect(refusal(a, takeBack({ to: 4 }))).toBe('too-far');
    expect(refusal(b, takeBack({ commands: 1 }))).toBe('nothing-to-take-back');
    expect(refusal(a, { type: TAKE_BACK, at: AT } as GameCommand)).toBe('bad-take-back');
    expect(refusal(a, { type: TAKE_BACK, at: AT, commands: 1, to: 1 } as GameCommand)).toBe('bad-take-back');
    const over = { ...at, state: { ...at.state, winner: a } };
    expect(refusal(a, takeBack({ commands: 1 }), over)).toBe('game-over');
  });

  it('fold again from the position a snapshot keeps: the oldest the trail may go back to, so the trail is built again', () => {
    const a = firstSeat();
    const { at, log } = play([[a, note('x')], [a, note('y')], [a, note('z')]]);
    const point = snapshotPoint(at);
    expect(point.version).toBe(1);
    expect(point.takeBack).toBeUndefined();
    const again = fold(race, point, log.slice(point.version));
    expect(again.state).toEqual(at.state);
    expect(takeBackReach(again.takeBack, a, false)).toEqual(takeBackReach(at.takeBack, a, false));
    // A position after the one a take-back goes back to cannot fold it.
    const later = play([[a, note('x')], [a, note('y')], [a, note('z')], [a, takeBack({ to: 1 })]]);
    const { takeBack: _, ...withoutTrail } = at;
    expect(() => fold(race, withoutTrail, later.log.slice(at.version))).toThrow(TrailMissing);
  });
});
