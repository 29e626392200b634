import { describe, expect, it } from 'vitest';
import { sameCommand } from './same-command.js';

describe('sameCommand', () => {
  it('holds for the same fields with the same values, in any order', () => {
    expect(sameCommand({ type: 'land', airUnit: 3 }, { airUnit: 3, type: 'land' })).toBe(true);
  });
  it('fails for another value, a missing or an extra field, or no object', () => {
    expect(sameCommand({ type: 'land', airUnit: 3 }, { type: 'land', airUnit: 4 })).toBe(false);
    expect(sameCommand({ type: 'land', airUnit: 3 }, { type: 'land' })).toBe(false);
    expect(sameCommand({ type: 'land' }, { type: 'land', airUnit: 3 })).toBe(false);
    expect(sameCommand({ type: 'land' }, null)).toBe(false);
    expect(sameCommand({ type: 'land' }, 'land')).toBe(false);
  });
});
