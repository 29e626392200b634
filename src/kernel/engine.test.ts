import { describe, expect, it } from 'vitest';
import { apply, applyBatchSeeded, applySeeded, fold, initialPosition, START_COMMAND, verify } from './engine.js';
import type { Position } from './engine.js';
import { fixedDice, seedCommitment, deriveRoll, seededDice } from './dice.js';
import { GENESIS_HASH, redactEntries } from './log.js';
import type { LogEntry } from './log.js';
import { stateHash } from './canonical.js';
import { raceRuleset } from '../../test/support/race-ruleset.js';
import type { GameCommand } from './ruleset.js';
import type { RaceState } from '../../test/support/race-ruleset.js';

const SEED = 'a'.repeat(64);

/** Plays a race game to its end with seeded dice, answering the whole log. */
function playToEnd(seed = SEED, target = 12): { log: LogEntry[]; end: Position<RaceState> } {
  let at = initialPosition<RaceState>(raceRuleset, { target });
  const log: LogEntry[] = [];
  const step = (seat: string | null, command: { type: string; text?: string }) => {
    const r = applySeeded(raceRuleset, at, seat, command as never, seed);
    if (!r.ok) throw new Error(r.reason);
    log.push(...r.entries);
    at = r.position;
  };
  step(null, START_COMMAND);
  step(at.state.turn, { type: 'note', text: 'secret plan' });
  while (raceRuleset.outcome(at.state) === null) step(at.state.turn, { type: 'roll' });
  return { log, end: at };
}

describe('dice', () => {
  it('derives the same rolls from the same seed and index, and they look fair', () => {
    expect(deriveRoll(SEED, 7, 6)).toBe(deriveRoll(SEED, 7, 6));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[deriveRoll(SEED, i, 6) - 1]!++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
    expect(() => deriveRoll(SEED, 0, 0)).toThrow(RangeError);
  });

  it('commits to a seed by its SHA-256', () => {
    expect(seedCommitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('records what it draws, continuing from a cursor', () => {
    const dice = seededDice(SEED, 5);
    const v = dice.d6();
    expect(dice.drawn).toEqual([[6, v]]);
    expect(v).toBe(deriveRoll(SEED, 5, 6));
    expect(() => fixedDice([7]).d6()).toThrow(/not a d6/);
    expect(() => fixedDice([]).d6()).toThrow(/ran out/);
  });
});

describe('engine', () => {
  it("folds a decision's entries with the states its ruleset evolved as it decided (Decision.states), evolving none again", () => {
    const started = apply<RaceState>(raceRuleset, initialPosition(raceRuleset, { target: 12 }), null, START_COMMAND, fixedDice([1]));
    if (!started.ok) throw new Error('start refused');
    const decided = { turn: 'b', positions: { a: 99, b: 98 } } as unknown as RaceState;
    const ruleset = { ...raceRuleset, decide: () => ({ ok: true as const, events: [{ event: { type: 'noted', seat: 'a', text: 'x' } }], states: [decided] }) };
    const applied = apply<RaceState>(ruleset, started.position, 'a', { type: 'note', text: 'x' } as GameCommand, fixedDice([]));
    if (!applied.ok) throw new Error('refused');
    expect(applied.position.state).toBe(decided);
    // Without them, the engine evolves the events itself.
    const plain = { ...ruleset, decide: () => ({ ok: true as const, events: [{ event: { type: 'noted', seat: 'a', text: 'x' } }] }) };
    const evolved = apply<RaceState>(plain, started.position, 'a', { type: 'note', text: 'x' } as GameCommand, fixedDice([]));
    expect(evolved.ok && evolved.position.state).toEqual(raceRuleset.evolve(started.position.state, { type: 'noted', seat: 'a', text: 'x' } as never));
  });

  it('applies the start, then only the seat that must act', () => {
    const at0 = initialPosition<RaceState>(raceRuleset, { target: 5 });
    const started = apply(raceRuleset, at0, null, START_COMMAND, fixedDice([1]));
    if (!started.ok) throw new Error('start refused');
    expect(started.position.state.turn).toBe('a');
    expect(apply(raceRuleset, started.position, null, START_COMMAND, fixedDice([1]))).toMatchObject({ ok: false, reason: 'already-started' });
    expect(apply(raceRuleset, started.position, 'b', { type: 'roll' }, fixedDice([3]))).toMatchObject({ ok: false, reason: 'not-your-turn' });
    const rolled = apply(raceRuleset, started.position, 'a', { type: 'roll' }, fixedDice([6]));
    if (!rolled.ok) throw new Error('roll refused');
    expect(rolled.entries.map((e) => e.event.type)).toEqual(['rolled', 'won']);
    expect(rolled.entries[0]!.cause).toEqual({ seat: 'a', command: { type: 'roll' }, diceFrom: 1, rolls: [[6, 6]] });
    expect(rolled.entries[1]!.cause).toBeNull();
    expect(apply(raceRuleset, rolled.position, 'b', { type: 'roll' }, fixedDice([1]))).toMatchObject({ ok: false, reason: 'game-over' });
  });

  it('chains every entry to the one before', () => {
    const { log } = playToEnd();
    expect(log[0]!.prevHash).toBe(GENESIS_HASH);
    log.slice(1).forEach((e, i) => expect(e.prevHash).toBe(log[i]!.hash));
  });

  it('replaying the log gives the same state hash', () => {
    const { log, end } = playToEnd();
    const replayed = fold(raceRuleset, initialPosition(raceRuleset, { target: 12 }), log);
    expect(stateHash(replayed.state)).toBe(stateHash(end.state));
    expect(replayed.diceCursor).toBe(end.diceCursor);
    expect(() => fold(raceRuleset, initialPosition(raceRuleset, { target: 12 }), log.slice(1))).toThrow(/log gap/);
  });

  it('verifies a whole game against its seed, and catches a changed roll, event or hash', () => {
    const { log, end } = playToEnd();
    const ok = verify(raceRuleset, { target: 12 }, log, SEED);
    expect(ok).toMatchObject({ ok: true, events: log.length, stateHash: stateHash(end.state) });
    expect(verify(raceRuleset, { target: 12 }, log, 'b'.repeat(64)).ok).toBe(false);

    const i = log.findIndex((e) => e.event.type === 'rolled');
    const tampered = log.map((e, j) => (j === i ? { ...e, event: { ...e.event, value: 99 } } : e));
    expect(verify(raceRuleset, { target: 12 }, tampered, SEED).problem).toEqual({ seq: i + 1, reason: 'hash does not match the entry' });
  });
});

describe('batches', () => {
  /** A race just started with SEED: its log and position. */
  const start = () => {
    const r = applySeeded<RaceState>(raceRuleset, initialPosition(raceRuleset, { target: 100 }), null, START_COMMAND, SEED);
    if (!r.ok) throw new Error(r.reason);
    return r;
  };
  const started = () => start().position;

  it('apply each command at the position the one before left, each a log batch of its own, and verify as if sent one by one', () => {
    const at = started();
    const seat = at.state.turn;
    const commands: GameCommand[] = [{ type: 'note', text: 'one' } as GameCommand, { type: 'note', text: 'two' } as GameCommand, { type: 'roll' }];
    const batch = applyBatchSeeded(raceRuleset, at, seat, commands, SEED);
    if (!batch.ok) throw new Error(batch.reason);
    expect(batch.entries.map((e) => [e.seq, e.event.type, e.cause?.command.type ?? null])).toEqual([
      [2, 'noted', 'note'],
      [3, 'noted', 'note'],
      [4, 'rolled', 'roll'],
    ]);
    expect(batch.position.state.turn).not.toBe(seat);
    let oneByOne = at;
    for (const command of commands) {
      const r = applySeeded(raceRuleset, oneByOne, seat, command, SEED);
      if (!r.ok) throw new Error(r.reason);
      oneByOne = r.position;
    }
    expect(batch.position).toEqual(oneByOne);
    const log = [...start().entries, ...batch.entries];
    expect(verify(raceRuleset, { target: 100 }, log, SEED).ok).toBe(true);
  });

  it('is refused whole, naming the first command refused by its index and why', () => {
    const at = started();
    const seat = at.state.turn;
    // The roll passes the turn: the note after it is not the seat's to send.
    expect(applyBatchSeeded(raceRuleset, at, seat, [{ type: 'note', text: 'x' } as GameCommand, { type: 'roll' }, { type: 'note', text: 'y' } as GameCommand], SEED)).toMatchObject({ ok: false, index: 2, reason: 'not-your-turn' });
    expect(applyBatchSeeded(raceRuleset, at, seat, [{ type: 'roll' }, { type: 'sortie.resign', at: '2026-01-01T00:00:00.000Z', seats: ['a', 'b'] } as never], SEED)).toMatchObject({ ok: false, index: 1, reason: 'control-in-batch' });
    expect(applyBatchSeeded(raceRuleset, at, seat, [], SEED)).toMatchObject({ ok: false, index: 0, reason: 'empty-batch' });
  });
});

describe('redaction', () => {
  it('shows a secret note only to its writer, the redacted form to others, everything to the omniscient', () => {
    const { log } = playToEnd();
    const note = log.find((e) => e.event.type === 'noted')!;
    const writer = (note.event as unknown as { seat: string }).seat;
    const reader = writer === 'a' ? 'b' : 'a';
    const [mine] = redactEntries([note], { kind: 'seat', seat: writer });
    const [theirs] = redactEntries([note], { kind: 'seat', seat: reader });
    const [publicView] = redactEntries([note], { kind: 'public' });
    const [all] = redactEntries([note], { kind: 'omniscient' });
    expect(mine).toMatchObject({ event: { text: 'secret plan' }, redacted: false, cause: { command: { text: 'secret plan' } } });
    for (const hidden of [theirs, publicView]) {
      expect(JSON.stringify(hidden)).not.toContain('secret plan');
      expect(hidden).toMatchObject({ event: { type: 'noted', seat: writer }, redacted: true, cause: { seat: writer } });
    }
    expect(all).toMatchObject({ event: { text: 'secret plan' }, redacted: false });
  });

  it('hides a batch’s rolls from a viewer who may not see every event of it', () => {
    const entry: LogEntry = { seq: 1, event: { type: 'dealt' }, visibleTo: ['a'], redacted: null, cause: { seat: null, command: { type: 'start' }, diceFrom: 0, rolls: [[6, 4]] }, prevHash: GENESIS_HASH, hash: 'h' };
    expect(redactEntries([entry], { kind: 'seat', seat: 'b' })[0]).toEqual({ seq: 1, event: { type: 'hidden' }, redacted: true, cause: { seat: null }, prevHash: GENESIS_HASH, hash: 'h' });
    expect(redactEntries([entry], { kind: 'seat', seat: 'a' })[0]!.cause).toEqual({ seat: null, command: { type: 'start' }, rolls: [[6, 4]] });
  });
});
