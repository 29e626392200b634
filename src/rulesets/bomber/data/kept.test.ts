import { describe, expect, it } from 'vitest';
import { kept } from './kept.js';

describe('kept', () => {
  it('works a result out once per argument list, telling objects apart by identity', () => {
    let calls = 0;
    const f = kept((o: { n: number }, side: string, k?: number) => {
      calls++;
      return `${o.n}-${side}-${k}`;
    });
    const a = { n: 1 };
    const b = { n: 1 };
    expect(f(a, 'x')).toBe('1-x-undefined');
    expect(f(a, 'x')).toBe('1-x-undefined');
    expect(calls).toBe(1);
    expect(f(b, 'x')).toBe('1-x-undefined');
    expect(calls).toBe(2);
    expect(f(a, 'y')).toBe('1-y-undefined');
    expect(f(a, 'y', 3)).toBe('1-y-3');
    expect(calls).toBe(4);
  });

  it('keeps undefined and null results too', () => {
    let calls = 0;
    const f = kept((n: number) => {
      calls++;
      return n > 0 ? null : undefined;
    });
    f(1);
    f(1);
    f(0);
    f(0);
    expect(calls).toBe(2);
  });
});
