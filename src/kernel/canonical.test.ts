import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { canonicalJson, sha256Hex } from './canonical.js';

describe('canonicalJson', () => {
  it('sorts keys at every depth, drops undefined members and writes undefined array items as null', () => {
    expect(canonicalJson({ b: 1, a: { d: [undefined, 2], c: undefined } })).toBe('{"a":{"d":[null,2]},"b":1}');
  });

  it('writes integer keys first in numeric order, as stored hashes have it', () => {
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
