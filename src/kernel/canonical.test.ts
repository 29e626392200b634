import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { canonicalJson, sha256Hex } from './canonical.js';
import { referenceCanonicalJson } from '../../test/support/reference-canonical.js';

/** The definition canonicalJson must keep to (and its first implementation). */
const reference = referenceCanonicalJson;

/** A random JSON-ish value: what events, states and commands are made of, and the odd things JSON.stringify treats specially. */
function randomValue(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * (depth > 3 ? 8 : 11));
  const keys = ['a', 'b', 'Z', 'é', 'seat', '10', '2', 'a b', '"q"', '\u2028', 'type', '__proto__x'];
  switch (pick) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return [0, -0, 1.5, -3, 1e21, 1e-7, NaN, Infinity, -Infinity, 2 ** 53][Math.floor(random() * 10)];
    case 3:
      return ['', 'x', 'ünï', '"\\\n\t', '\u0000\ud800', '😀'][Math.floor(random() * 6)];
    case 4:
      return undefined;
    case 5:
      return () => 1;
    case 6:
      return new Date(Math.floor(random() * 2e12));
    case 7:
      return Math.floor(random() * 1000);
    case 8:
    case 9: {
      const o: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 5); i > 0; i--) o[keys[Math.floor(random() * keys.length)]!] = randomValue(random, depth + 1);
      return o;
    }
    default:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
  }
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe('canonicalJson', () => {
  it('writes exactly what JSON.stringify writes with sorted keys, for 5,000 random values', () => {
    const random = seeded(7);
    for (let i = 0; i < 5000; i++) {
      const value = randomValue(random);
      expect(canonicalJson(value)).toBe(reference(value));
    }
  });

  it('sorts keys at every depth, drops undefined members and writes undefined array items as null', () => {
    expect(canonicalJson({ b: 1, a: { d: [undefined, 2], c: undefined } })).toBe('{"a":{"d":[null,2]},"b":1}');
  });

  it('writes integer keys first in numeric order, as the first implementation did', () => {
    expect(canonicalJson({ b: 1, 10: 'x', a: 2, 2: 'y', '02': 'z', 4294967295: 'w' })).toBe('{"2":"y","10":"x","02":"z","4294967295":"w","a":2,"b":1}');
  });

  it('keeps the hashes of logs already written: a known entry hashes as it did', () => {
    const entry = { seq: 1, event: { type: 'started', seats: ['a', 'b'] }, visibleTo: null, redacted: null, cause: { seat: null, command: { type: 'start' }, diceFrom: 0, rolls: [] } };
    expect(canonicalJson(entry)).toBe('{"cause":{"command":{"type":"start"},"diceFrom":0,"rolls":[],"seat":null},"event":{"seats":["a","b"],"type":"started"},"redacted":null,"seq":1,"visibleTo":null}');
    expect(sha256Hex('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });

  it('refuses a bigint as JSON.stringify does', () => {
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
  });
});
