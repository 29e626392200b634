import { describe, expect, it } from 'vitest';
import { latest } from './latest.js';

describe('latest', () => {
  it('works a result out once for each of the few objects last asked of, by identity, and again once one has been let go', () => {
    const asked: object[] = [];
    const sizeOf = latest((list: readonly number[]) => {
      asked.push(list);
      return list.length;
    }, 2);
    const [a, b, c] = [[1], [1, 2], [1, 2, 3]];
    expect([sizeOf(a), sizeOf(b), sizeOf(a), sizeOf(b)]).toEqual([1, 2, 1, 2]);
    expect(asked).toEqual([a, b]);
    // An equal list is another object: worked out anew.
    expect(sizeOf([1])).toBe(1);
    expect(asked).toHaveLength(3);
    // Two newer ones have pushed `b` out.
    sizeOf(c);
    expect(sizeOf(b)).toBe(2);
    expect(asked).toEqual([a, b, [1], c, b]);
  });
});
