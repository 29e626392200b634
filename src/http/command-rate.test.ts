import { describe, expect, it } from 'vitest';
import { CommandRate } from './command-rate.js';
import { ManualClock } from '../clock.js';

/** As the command route does: a command goes ahead (and takes its unit) when the account need not wait. */
const take = (rate: CommandRate, accountId: string): number | null => rate.take(accountId);

describe('CommandRate', () => {
  it("lets a minute's commands through at once, then one as each comes due, and says how long to wait", () => {
    const clock = new ManualClock();
    const rate = new CommandRate(6, clock);
    expect(Array.from({ length: 6 }, () => take(rate, 'a'))).toEqual([null, null, null, null, null, null]);
    // One command every 10 s from here.
    expect(take(rate, 'a')).toBe(10);
    clock.advance(4000);
    expect(take(rate, 'a')).toBe(6);
    clock.advance(6000);
    expect(take(rate, 'a')).toBeNull();
    expect(take(rate, 'a')).toBe(10);
  });

  it('counts each account on its own, and refills no more than a minute’s worth', () => {
    const clock = new ManualClock();
    const rate = new CommandRate(2, clock);
    expect([take(rate, 'a'), take(rate, 'a'), take(rate, 'a')]).toEqual([null, null, 30]);
    expect(take(rate, 'b')).toBeNull();
    clock.advance(60 * 60_000);
    expect([take(rate, 'a'), take(rate, 'a'), take(rate, 'a')]).toEqual([null, null, 30]);
  });

  it('refills nothing when the clock is set back, and takes nothing back either', () => {
    const clock = new ManualClock('2026-01-01T12:00:00Z');
    const rate = new CommandRate(1, clock);
    expect(take(rate, 'a')).toBeNull();
    clock.set('2026-01-01T11:00:00Z');
    expect(take(rate, 'a')).toBe(60);
    clock.advance(60_000);
    expect(take(rate, 'a')).toBeNull();
  });

  it('gives back the unit of a command not carried out, but never more than a minute’s worth', () => {
    const clock = new ManualClock();
    const rate = new CommandRate(1, clock);
    expect(take(rate, 'a')).toBeNull();
    rate.giveBack('a');
    expect(take(rate, 'a')).toBeNull();
    expect(take(rate, 'a')).toBe(60);
    rate.giveBack('a');
    rate.giveBack('a');
    expect([take(rate, 'a'), take(rate, 'a')]).toEqual([null, 60]);
  });

  it('takes the unit as a command goes ahead, so that commands sent at once cannot all pass before any is counted (found by review)', () => {
    const rate = new CommandRate(2, new ManualClock());
    // Three commands whose checks come before any of them is carried out.
    expect([take(rate, 'a'), take(rate, 'a'), take(rate, 'a')]).toEqual([null, null, 30]);
  });

  it('bounds nothing at 0', () => {
    const rate = new CommandRate(0, new ManualClock());
    expect(Array.from({ length: 1000 }, () => take(rate, 'a')).every((wait) => wait === null)).toBe(true);
  });
});
