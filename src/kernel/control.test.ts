import { describe, expect, it } from 'vitest';
import { apply, applySeeded, fold, initialPosition, START_COMMAND, verify, type Position } from './engine.js';
import { fixedDice } from './dice.js';
import type { LogEntry } from './log.js';
import type { ControlCommand, TimeControl } from './control.js';
import { deadlineOf, outcomeOf, promptsOf, reminderDueOf } from './control.js';
import { raceRuleset, type RaceState } from '../../test/support/race-ruleset.js';
import type { AnyRuleset } from './ruleset.js';

const SEED = 'c'.repeat(64);
const HOUR = 3_600_000;
const T0 = Date.parse('2026-03-01T12:00:00Z');
const at = (ms: number): string => new Date(T0 + ms).toISOString();
const TC: TimeControl = { perMoveMs: 24 * HOUR, bankCapMs: 48 * HOUR, reminderMs: 6 * HOUR, onTimeout: 'claim', vacationAllowed: true };

/** A ruleset that fails the test if a control event ever reaches it. */
const guarded: AnyRuleset = {
  ...raceRuleset,
  evolve: (state: RaceState, event: { type: string }) => {
    if (event.type.startsWith('sortie.')) throw new Error(`the ruleset saw ${event.type}`);
    return raceRuleset.evolve(state, event as never);
  },
};

/** A race game with a time control, driven step by step; keeps the whole log. */
class Game {
  at: Position<RaceState>;
  readonly log: LogEntry[] = [];

  constructor(
    tc: TimeControl = TC,
    away: string[] = [],
    private readonly ruleset: AnyRuleset = guarded,
  ) {
    this.at = initialPosition<RaceState>(ruleset, { target: 1000 });
    this.step(null, START_COMMAND);
    this.control({ type: 'sortie.set-time-control', at: at(0), timeControl: tc, seats: ['a', 'b'], away });
  }

  get turn(): string {
    return this.at.state.turn;
  }

  step(seat: string | null, command: { type: string }): LogEntry[] {
    const r = applySeeded(this.ruleset, this.at, seat, command, SEED);
    if (!r.ok) throw new Error(`${command.type}: ${r.reason}`);
    this.log.push(...r.entries);
    this.at = r.position;
    return r.entries;
  }

  control(command: ControlCommand, seat: string | null = null): string[] {
    return this.step(seat, command).map((e) => e.event.type);
  }

  /** The seat to move rolls, then the clocks follow. */
  move(atMs: number): string {
    const seat = this.turn;
    this.step(seat, { type: 'roll' });
    this.control({ type: 'sortie.sync', at: at(atMs), actor: seat });
    return seat;
  }

  clock(seat: string) {
    return this.at.control!.clocks[seat]!;
  }
}

describe('control events', () => {
  it('are folded into the control state and never reach the ruleset', () => {
    const g = new Game();
    const first = g.turn;
    const other = first === 'a' ? 'b' : 'a';
    expect(g.log.slice(1).map((e) => e.event.type)).toEqual(['sortie.time-control-set', 'sortie.clock-started']);
    expect(g.clock(first)).toEqual({ bankMs: 24 * HOUR, since: at(0), reminded: false, flagged: false, away: false });
    expect(g.clock(other).since).toBeNull();
    expect(deadlineOf(g.clock(first))).toBe(at(24 * HOUR));
    const replayed = fold(guarded, initialPosition(guarded, { target: 1000 }), g.log);
    expect(replayed.control).toEqual(g.at.control);
    expect(replayed.state).toEqual(g.at.state);
  });

  it('charge the mover, refill its bank up to the cap and start the next seat', () => {
    const g = new Game();
    const first = g.move(2 * HOUR);
    const second = g.turn;
    expect(g.clock(first)).toMatchObject({ since: null, bankMs: 46 * HOUR });
    expect(g.clock(second)).toMatchObject({ since: at(2 * HOUR), bankMs: 24 * HOUR });
    g.move(3 * HOUR); // second used one hour
    g.move(3 * HOUR); // first moved at once: 46 + 24 is capped at 48
    expect(g.clock(first).bankMs).toBe(48 * HOUR);
    expect(g.clock(second).bankMs).toBe(47 * HOUR);
    expect(g.log.slice(-2).map((e) => e.event)).toContainEqual({ type: 'sortie.clock-stopped', seat: first, at: at(3 * HOUR), usedMs: 0, bankMs: 48 * HOUR, moved: true });
  });

  it('remind once, only when due, and not for a run shorter than the lead', () => {
    const g = new Game();
    const seat = g.turn;
    expect(reminderDueOf(TC, g.clock(seat))).toBe(at(18 * HOUR));
    expect(apply(guarded, g.at, null, { type: 'sortie.remind', seat, at: at(17 * HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-due' });
    expect(g.control({ type: 'sortie.remind', seat, at: at(18 * HOUR) })).toEqual(['sortie.reminded']);
    expect(apply(guarded, g.at, null, { type: 'sortie.remind', seat, at: at(19 * HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-due' });
    const short = new Game({ ...TC, perMoveMs: 4 * HOUR, bankCapMs: 4 * HOUR });
    expect(reminderDueOf(TC, short.clock(short.turn))).toBeNull();
  });

  it('time out only at the deadline; under the claim policy the others may claim until the seat moves', () => {
    const g = new Game();
    const late = g.turn;
    const other = late === 'a' ? 'b' : 'a';
    expect(apply(guarded, g.at, null, { type: 'sortie.timeout', seat: late, at: at(24 * HOUR - 1) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-due' });
    expect(g.control({ type: 'sortie.timeout', seat: late, at: at(24 * HOUR) })).toEqual(['sortie.timed-out']);
    expect(g.clock(late)).toMatchObject({ flagged: true, since: null, bankMs: 0 });
    expect(outcomeOf(guarded, g.at)).toBeNull();
    // The late seat may still move: that clears the flag and refills its bank.
    g.move(30 * HOUR);
    expect(g.clock(late)).toMatchObject({ flagged: false, bankMs: 24 * HOUR });
    expect(apply(guarded, g.at, other, { type: 'sortie.claim', against: late, at: at(31 * HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'nothing-to-claim' });
    // Now the other seat runs out, and the first claims.
    g.control({ type: 'sortie.timeout', seat: other, at: at(60 * HOUR) });
    expect(apply(guarded, g.at, null, { type: 'sortie.claim', against: other, at: at(61 * HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-allowed' });
    expect(apply(guarded, g.at, other, { type: 'sortie.claim', against: other, at: at(61 * HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'nothing-to-claim' });
    expect(g.control({ type: 'sortie.claim', against: other, at: at(61 * HOUR) }, late)).toEqual(['sortie.win-claimed']);
    expect(outcomeOf(guarded, g.at)).toMatchObject({ result: 'win-claimed', winners: [late] });
    expect(promptsOf(guarded, g.at)).toEqual([]);
    expect(apply(guarded, g.at, g.turn, { type: 'roll' }, fixedDice([1]))).toMatchObject({ ok: false, reason: 'game-over' });
  });

  it('hold a deadline that has come (quiet hours) until a later time, the clock running on and the reminder due again before it', () => {
    const g = new Game();
    const seat = g.turn;
    const hold = (atMs: number, untilMs: number) => ({ type: 'sortie.hold-deadline', seat, at: at(atMs), until: at(untilMs) }) as never;
    g.control({ type: 'sortie.remind', seat, at: at(18 * HOUR) });
    expect(apply(guarded, g.at, null, hold(24 * HOUR - 1, 30 * HOUR), fixedDice([]))).toMatchObject({ ok: false, reason: 'not-due' });
    expect(apply(guarded, g.at, null, hold(24 * HOUR, 24 * HOUR), fixedDice([]))).toMatchObject({ ok: false, reason: 'bad-time' });
    expect(apply(guarded, g.at, seat, hold(24 * HOUR, 30 * HOUR), fixedDice([]))).toMatchObject({ ok: false, reason: 'not-allowed' });
    expect(g.control(hold(24 * HOUR, 30 * HOUR))).toEqual(['sortie.deadline-held']);
    expect(g.clock(seat)).toMatchObject({ since: at(0), bankMs: 30 * HOUR, reminded: false, flagged: false });
    expect(deadlineOf(g.clock(seat))).toBe(at(30 * HOUR));
    expect(reminderDueOf(TC, g.clock(seat))).toBe(at(24 * HOUR));
    expect(apply(guarded, g.at, null, { type: 'sortie.timeout', seat, at: at(29 * HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-due' });
    // A move charges what the clock ran, from its start: 29 hours of the 30, then the refill.
    g.move(29 * HOUR);
    expect(g.clock(seat)).toMatchObject({ since: null, bankMs: 25 * HOUR });
    expect(verify(guarded, { target: 1000 }, g.log, SEED)).toMatchObject({ ok: true });
  });

  it('let a seat claim only against a seat of another side, the winners those the ruleset names for a concession (found by review)', () => {
    // One team against the game (as Bommerz's Orks against the server's defence): nobody may claim, a teammate least of all.
    const team: AnyRuleset = { ...guarded, sides: () => [['a', 'b']], concessionWinners: () => [] };
    const together = new Game(TC, [], team);
    const late = together.turn;
    const mate = late === 'a' ? 'b' : 'a';
    together.control({ type: 'sortie.timeout', seat: late, at: at(24 * HOUR) });
    expect(apply(team, together.at, mate, { type: 'sortie.claim', against: late, at: at(25 * HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'same-side' });
    // Two sides: the opponent claims, and the ruleset names who wins.
    const refereed: AnyRuleset = { ...guarded, sides: () => [['a'], ['b']], concessionWinners: () => ['referee'] };
    const apart = new Game(TC, [], refereed);
    apart.control({ type: 'sortie.timeout', seat: apart.turn, at: at(24 * HOUR) });
    expect(apart.control({ type: 'sortie.claim', against: apart.turn, at: at(25 * HOUR) }, apart.turn === 'a' ? 'b' : 'a')).toEqual(['sortie.win-claimed']);
    expect(outcomeOf(refereed, apart.at)).toMatchObject({ result: 'win-claimed', winners: ['referee'] });
  });

  it('give a forfeit the winners the ruleset names for a concession, where it names any (found by review)', () => {
    const team: AnyRuleset = { ...guarded, sides: () => [['a', 'b']], concessionWinners: () => [] };
    const g = new Game({ ...TC, onTimeout: 'forfeit' }, [], team);
    expect(g.control({ type: 'sortie.timeout', seat: g.turn, at: at(25 * HOUR) })).toEqual(['sortie.timed-out', 'sortie.forfeited']);
    expect(outcomeOf(team, g.at)).toMatchObject({ result: 'forfeit', winners: [] });
  });

  it('end the game on a timeout under the forfeit policy', () => {
    const g = new Game({ ...TC, onTimeout: 'forfeit' });
    const late = g.turn;
    expect(g.control({ type: 'sortie.timeout', seat: late, at: at(25 * HOUR) })).toEqual(['sortie.timed-out', 'sortie.forfeited']);
    expect(outcomeOf(guarded, g.at)).toMatchObject({ result: 'forfeit', winners: [late === 'a' ? 'b' : 'a'] });
    expect(apply(guarded, g.at, null, { type: 'sortie.timeout', seat: late, at: at(26 * HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'game-over' });
  });

  it('stop a seat\'s clock on vacation and start it again with what was left', () => {
    const g = new Game();
    const seat = g.turn;
    expect(g.control({ type: 'sortie.vacation-start', seat, at: at(10 * HOUR) })).toEqual(['sortie.vacation-started']);
    expect(g.clock(seat)).toMatchObject({ away: true, since: null, bankMs: 14 * HOUR });
    expect(apply(guarded, g.at, null, { type: 'sortie.timeout', seat, at: at(100 * HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-due' });
    expect(g.control({ type: 'sortie.vacation-end', seat, at: at(200 * HOUR) })).toEqual(['sortie.vacation-ended', 'sortie.clock-started']);
    expect(deadlineOf(g.clock(seat))).toBe(at(214 * HOUR));
    const strict = new Game({ ...TC, vacationAllowed: false });
    expect(apply(guarded, strict.at, null, { type: 'sortie.vacation-start', seat: 'a', at: at(1) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'vacation-not-allowed' });
  });

  it('keep the clock of a seat on vacation at the start stopped', () => {
    const g = new Game(TC, ['a', 'b']);
    expect(g.clock('a')).toMatchObject({ away: true, since: null });
    expect(g.clock('b')).toMatchObject({ away: true, since: null });
    expect(g.log.slice(1).map((e) => e.event.type)).toEqual(['sortie.time-control-set', 'sortie.vacation-started', 'sortie.vacation-started']);
  });

  it('are replayed by verify, which catches an edited one', () => {
    const g = new Game({ ...TC, onTimeout: 'forfeit' });
    g.move(HOUR);
    g.control({ type: 'sortie.remind', seat: g.turn, at: at(HOUR + 18 * HOUR) });
    g.control({ type: 'sortie.timeout', seat: g.turn, at: at(HOUR + 24 * HOUR) });
    expect(verify(guarded, { target: 1000 }, g.log, SEED)).toMatchObject({ ok: true, events: g.log.length });
    const forged = g.log.map((e) => (e.event.type === 'sortie.timed-out' ? { ...e, event: { ...e.event, at: at(HOUR) } } : e));
    expect(verify(guarded, { target: 1000 }, forged, SEED).ok).toBe(false);
  });

  it('come only from the service, except a claim; without a time control there is nothing to sync', () => {
    const g = new Game();
    expect(apply(guarded, g.at, 'a', { type: 'sortie.timeout', seat: 'a', at: at(HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-allowed' });
    const plain = applySeeded(guarded, initialPosition(guarded, { target: 5 }), null, START_COMMAND, SEED);
    if (!plain.ok) throw new Error('start refused');
    expect(apply(guarded, plain.position, null, { type: 'sortie.sync', at: at(0), actor: null } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'no-time-control' });
    expect(apply(guarded, g.at, null, { type: 'sortie.set-time-control', at: at(0), timeControl: TC, seats: ['a', 'b'], away: [] } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'time-control-set' });
    expect(apply(guarded, g.at, null, { type: 'sortie.timeout', seat: 'a', at: 'yesterday' } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'bad-time' });
  });
});

describe('resigning', () => {
  const started = (): Position<RaceState> => {
    const r = applySeeded<RaceState>(guarded, initialPosition<RaceState>(guarded, { target: 1000 }), null, START_COMMAND, SEED);
    if (!r.ok) throw new Error('start refused');
    return r.position;
  };
  const resign = (position: Position, seat: string | null, seats = ['a', 'b']) => apply(guarded, position, seat, { type: 'sortie.resign', at: at(HOUR), seats } as never, fixedDice([]));

  it('ends a game with or without a time control, whoever is to move: every other seat wins', () => {
    const plain = started();
    const idle = plain.state.turn === 'a' ? 'b' : 'a';
    const r = resign(plain, idle);
    if (!r.ok) throw new Error(r.reason);
    expect(r.entries.map((e) => e.event)).toEqual([{ type: 'sortie.resigned', seat: idle, at: at(HOUR), winners: [plain.state.turn] }]);
    expect(outcomeOf(guarded, r.position)).toEqual({ result: 'resigned', summary: `Seat ${idle} resigned.`, winners: [plain.state.turn], detail: { resigned: idle } });
    expect(promptsOf(guarded, r.position)).toEqual([]);
    expect(resign(r.position, plain.state.turn)).toMatchObject({ ok: false, reason: 'game-over' });
    // A claim in a game that is over is told so, time control or none (found by review: it was told no-time-control).
    expect(apply(guarded, r.position, plain.state.turn, { type: 'sortie.claim', against: idle, at: at(HOUR) } as never, fixedDice([]))).toMatchObject({ ok: false, reason: 'game-over' });
    const timed = new Game();
    // The clock of the seat to move stops with the game.
    expect(timed.control({ type: 'sortie.resign', at: at(HOUR), seats: ['a', 'b'] }, timed.turn)).toEqual(['sortie.resigned', 'sortie.clock-stopped']);
    expect(Object.values(timed.at.control!.clocks).every((c) => c.since === null)).toBe(true);
    expect(verify(guarded, { target: 1000 }, timed.log, SEED)).toMatchObject({ ok: true });
  });

  it("is checked on replay against the game's seats: a log naming others fails verification", () => {
    const g = new Game();
    g.control({ type: 'sortie.resign', at: at(HOUR), seats: ['a', 'b', 'accomplice'] }, g.turn);
    expect(outcomeOf(guarded, g.at)?.winners).toContain('accomplice');
    expect(verify(guarded, { target: 1000 }, g.log, SEED)).toMatchObject({ ok: false, problem: { reason: 'command names other seats than the game has' } });
  });

  it('names the winners the ruleset gives for a side that concedes, where it gives any', () => {
    const sided: AnyRuleset = { ...guarded, concessionWinners: () => ['referee'] };
    const r = apply(sided, started(), 'a', { type: 'sortie.resign', at: at(HOUR), seats: ['a', 'b'] } as never, fixedDice([]));
    if (!r.ok) throw new Error(r.reason);
    expect(outcomeOf(sided, r.position)).toMatchObject({ result: 'resigned', winners: ['referee'] });
  });

  it('comes from a seat of the game only, and leaves a solo game with no winner', () => {
    expect(resign(started(), null)).toMatchObject({ ok: false, reason: 'not-allowed' });
    expect(resign(started(), 'c')).toMatchObject({ ok: false, reason: 'unknown-seat' });
    const solo = resign(started(), 'a', ['a']);
    if (!solo.ok) throw new Error(solo.reason);
    expect(outcomeOf(guarded, solo.position)).toMatchObject({ result: 'resigned', winners: [] });
  });
});

describe('prompts and outcome of a state', () => {
  it('are asked of the ruleset once per state object, and again for a new state', () => {
    const calls = { prompts: 0, outcome: 0 };
    const counting: AnyRuleset = {
      ...raceRuleset,
      prompts: (state: RaceState) => (calls.prompts++, raceRuleset.prompts(state)),
      outcome: (state: RaceState) => (calls.outcome++, raceRuleset.outcome(state)),
    };
    const started = applySeeded(counting, initialPosition<RaceState>(counting, { target: 10 }), null, START_COMMAND, SEED);
    if (!started.ok) throw new Error(started.reason);
    const before = { ...calls };
    const first = promptsOf(counting, started.position);
    expect(promptsOf(counting, started.position)).toBe(first);
    expect(outcomeOf(counting, started.position)).toBeNull();
    expect(outcomeOf(counting, started.position)).toBeNull();
    expect(calls).toEqual({ prompts: before.prompts + 1, outcome: before.outcome + 1 });
    const next = { ...started.position, state: { ...started.position.state } };
    expect(promptsOf(counting, next)).toEqual(first);
    expect(calls.prompts).toBe(before.prompts + 2);
  });
});
