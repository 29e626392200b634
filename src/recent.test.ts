import { describe, expect, it } from 'vitest';
import { rememberRecent } from './recent.js';

describe('rememberRecent', () => {
  it('keeps the most recently set entries, a set moving its key to the newest', () => {
    const map = new Map<string, number>();
    for (const [key, value] of [['a', 1], ['b', 2], ['c', 3]] as const) rememberRecent(map, key, value, 3);
    rememberRecent(map, 'a', 10, 3);
    rememberRecent(map, 'd', 4, 3);
    expect([...map]).toEqual([['c', 3], ['a', 10], ['d', 4]]);
  });
});
