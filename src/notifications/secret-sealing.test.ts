import { describe, expect, it } from 'vitest';
import { secretSealer } from './secret-sealing.js';

const KEY = 'k'.repeat(32);
const SECRET = 'whsec_0123456789abcdef';

describe('webhook secrets at rest', () => {
  it('are sealed under a key, differently each time, and open to what was sealed', () => {
    const sealer = secretSealer(KEY);
    const [one, two] = [sealer.seal(SECRET), sealer.seal(SECRET)];
    expect(one).toMatch(/^sealed1:/);
    expect(one).not.toContain(SECRET);
    expect(one).not.toBe(two);
    expect([sealer.open(one), sealer.open(two)]).toEqual([SECRET, SECRET]);
  });

  it('are stored as given without a key, and a secret stored before the key was set still opens', () => {
    expect(secretSealer(undefined).seal(SECRET)).toBe(SECRET);
    expect(secretSealer(KEY).open(SECRET)).toBe(SECRET);
  });

  it('refuse to open under another key, altered, or without a key', () => {
    const sealed = secretSealer(KEY).seal(SECRET);
    expect(() => secretSealer('x'.repeat(32)).open(sealed)).toThrow(/another key, or altered/);
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => secretSealer(KEY).open(altered)).toThrow(/another key, or altered/);
    expect(() => secretSealer(undefined).open(sealed)).toThrow(/WEBHOOK_SECRETS_KEY is not set/);
  });
});
