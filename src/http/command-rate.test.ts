import { describe, expect, it } from 'vitest';
import { CommandRate } from './command-rate.js';
import { ManualClock } from '../clock.js';

describe('CommandRate', () => {
  it("lets a minute's commands through at once, then one as each comes due, and says how long to wait", () => {
    const clock = new ManualClock();
    const rate = new CommandRate(6, clock);
    expect(Array.from({ length: 6 }, () => rate.take('a'))).toEqual([null, null, null, null, null, null]);
    // One command every 10 s from here.
    expect(rate.take('a')).toBe(10);
    clock.advance(4000);
    expect(rate.take('a')).toBe(6);
    clock.advance(6000);
    expect(rate.take('a')).toBeNull();
    expect(rate.take('a')).toBe(10);
  });

  it('counts each account on its own, and refills no more than a minute’s worth', () => {
    const clock = new ManualClock();
    const rate = new CommandRate(2, clock);
    expect([rate.take('a'), rate.take('a'), rate.take('a')]).toEqual([null, null, 30]);
    expect(rate.take('b')).toBeNull();
    clock.advance(60 * 60_000);
    expect([rate.take('a'), rate.take('a'), rate.take('a')]).toEqual([null, null, 30]);
  });

  it('refills nothing when the clock is set back, and takes nothing back either', () => {
    const clock = new ManualClock('2026-01-01T12:00:00Z');
    const rate = new CommandRate(1, clock);
    expect(rate.take('a')).toBeNull();
    clock.set('2026-01-01T11:00:00Z');
    expect(rate.take('a')).toBe(60);
    clock.advance(60_000);
    expect(rate.take('a')).toBeNull();
  });

  it('bounds nothing at 0', () => {
    const rate = new CommandRate(0, new ManualClock());
    expect(Array.from({ length: 1000 }, () => rate.take('a')).every((wait) => wait === null)).toBe(true);
  });
});
