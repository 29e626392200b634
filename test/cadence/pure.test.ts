import { describe, expect, it } from 'vitest';
import { dueCommands, nextDue } from '../../src/cadence/due.js';
import { daysCharged, daysUsed } from '../../src/cadence/vacation-pool.js';
import { normalizeTimeControl, toKernelTimeControl } from '../../src/cadence/time-control.js';
import { clocksView } from '../../src/cadence/clocks-view.js';
import type { Position } from '../../src/kernel/engine.js';
import type { ControlState, SeatClock } from '../../src/kernel/control.js';
import { raceRuleset } from '../support/race-ruleset.js';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-06-01T00:00:00Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();
const clock = (c: Partial<SeatClock>): SeatClock => ({ bankMs: 24 * HOUR, since: null, reminded: false, flagged: false, away: false, ...c });

function position(clocks: Record<string, SeatClock>, outcome: ControlState['outcome'] = null): Position {
  const state = { ...raceRuleset.initialState({ target: 50 }), started: true };
  return {
    state,
    version: 9,
    head: '0'.repeat(64),
    diceCursor: 0,
    control: { timeControl: { perMoveMs: 24 * HOUR, bankCapMs: 48 * HOUR, reminderMs: 6 * HOUR, onTimeout: 'claim', vacationAllowed: true }, clocks, outcome },
  };
}

describe('what is due', () => {
  it('is the earliest reminder or deadline of a running clock, not one on vacation, and nothing once the game is over', () => {
    const at = position({ a: clock({ since: iso(0) }), b: clock({ since: iso(-20 * HOUR), reminded: true, bankMs: 30 * HOUR }) });
    expect(nextDue(raceRuleset, at)?.toISOString()).toBe(iso(10 * HOUR)); // b's deadline comes before a's reminder at 18h
    expect(nextDue(raceRuleset, position({ a: clock({ since: iso(0), away: true }) }))).toBeNull();
    expect(nextDue(raceRuleset, position({ a: clock({ since: iso(0) }) }, { result: 'forfeit', summary: '', winners: [] }))).toBeNull();
    expect(nextDue(raceRuleset, position({ a: clock({}) }))).toBeNull();
  });

  it('lists timeouts before reminders, each only once it is due', () => {
    const at = position({ a: clock({ since: iso(0) }), b: clock({ since: iso(-10 * HOUR) }) });
    expect(dueCommands(raceRuleset, at, new Date(T0 + 7 * HOUR))).toEqual([]);
    expect(dueCommands(raceRuleset, at, new Date(T0 + 9 * HOUR))).toEqual([{ type: 'sortie.remind', seat: 'b', at: iso(9 * HOUR) }]);
    expect(dueCommands(raceRuleset, at, new Date(T0 + 18 * HOUR))).toEqual([
      { type: 'sortie.timeout', seat: 'b', at: iso(18 * HOUR) },
      { type: 'sortie.remind', seat: 'a', at: iso(18 * HOUR) },
    ]);
    expect(dueCommands(raceRuleset, at, new Date(T0 + 24 * HOUR))).toEqual([
      { type: 'sortie.timeout', seat: 'a', at: iso(24 * HOUR) },
      { type: 'sortie.timeout', seat: 'b', at: iso(24 * HOUR) },
    ]);
  });
});

describe('the vacation pool', () => {
  const v = (from: string, to: string, ended: string | null = null) => ({ startedAt: new Date(from), endsAt: new Date(to), endedAt: ended ? new Date(ended) : null });

  it('charges a day begun as a whole day, a running vacation the days asked for', () => {
    expect(daysCharged(v('2026-03-01T10:00:00Z', '2026-03-04T10:00:00Z'))).toBe(3);
    expect(daysCharged(v('2026-03-01T10:00:00Z', '2026-03-04T10:00:00Z', '2026-03-01T10:05:00Z'))).toBe(1);
    expect(daysCharged(v('2026-03-01T10:00:00Z', '2026-03-04T10:00:00Z', '2026-03-02T11:00:00Z'))).toBe(2);
  });

  it('counts the vacations that started in the current UTC year', () => {
    const all = [v('2025-12-30T00:00:00Z', '2026-01-04T00:00:00Z'), v('2026-02-01T00:00:00Z', '2026-02-03T00:00:00Z'), v('2026-07-01T00:00:00Z', '2026-07-11T00:00:00Z', '2026-07-02T12:00:00Z')];
    expect(daysUsed(all, new Date('2026-08-01T00:00:00Z'))).toBe(4);
    expect(daysUsed(all, new Date('2025-12-31T00:00:00Z'))).toBe(5);
  });
});

describe('time control options', () => {
  it('refuse a reminder that could never go out: a lead as long as the most a clock can run (found by review)', () => {
    const tooEarly = normalizeTimeControl({ kind: 'per-move', perMoveSeconds: 3600, reminderSeconds: 7200 });
    expect(!tooEarly.ok && tooEarly.message).toContain('reminderSeconds must be less than bankCapSeconds (3600)');
    expect(normalizeTimeControl({ kind: 'per-move', perMoveSeconds: 3600, reminderSeconds: 3600 })).toMatchObject({ ok: false });
    // With time to bank, a lead past the allowance can still come before a deadline; none at all is always fine.
    expect(normalizeTimeControl({ kind: 'per-move', perMoveSeconds: 3600, bankCapSeconds: 14_400, reminderSeconds: 7200 })).toMatchObject({ ok: true });
    expect(normalizeTimeControl({ kind: 'per-move', perMoveSeconds: 3600, reminderSeconds: 0 })).toMatchObject({ ok: true });
  });

  it('fill in their defaults and refuse a cap below the allowance', () => {
    expect(normalizeTimeControl(undefined)).toEqual({ ok: true, value: null });
    expect(normalizeTimeControl({ kind: 'none' })).toEqual({ ok: true, value: null });
    const n = normalizeTimeControl({ kind: 'per-move', perMoveSeconds: 3 * 86_400 });
    expect(n).toEqual({ ok: true, value: { kind: 'per-move', perMoveSeconds: 259_200, bankCapSeconds: 259_200, reminderSeconds: 64_800, onTimeout: 'claim', vacationAllowed: true } });
    expect(normalizeTimeControl({ kind: 'per-move', perMoveSeconds: 3600, bankCapSeconds: 60 })).toMatchObject({ ok: false });
    if (n.ok && n.value) expect(toKernelTimeControl(n.value)).toEqual({ perMoveMs: 259_200_000, bankCapMs: 259_200_000, reminderMs: 64_800_000, onTimeout: 'claim', vacationAllowed: true });
  });

  it('show in the clocks with what is left now', () => {
    const view = clocksView('g', position({ a: clock({ since: iso(0) }), b: clock({ bankMs: 30 * HOUR, flagged: true }) }), null, new Date(T0 + 90 * 60_000), false);
    expect(view.timeControl).toMatchObject({ perMoveSeconds: 86_400, bankCapSeconds: 172_800, onTimeout: 'claim' });
    expect(view.clocks).toEqual([
      { seat: 'a', remainingSeconds: 22.5 * 3600, running: true, deadline: iso(24 * HOUR), reminded: false, outOfTime: false, onVacation: false },
      { seat: 'b', remainingSeconds: 30 * 3600, running: false, deadline: null, reminded: false, outOfTime: true, onVacation: false },
    ]);
  });
});
