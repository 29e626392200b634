import { describe, expect, it } from 'vitest';
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { canonicalJson, hmacSha256, sha256Hex } from './canonical.js';
import { referenceCanonicalJson } from '../../test/support/reference-canonical.js';

/** Keys as they come: words, integer-like ("7", "007", "4294967295"), escapes, astral and lone surrogates. "__proto__" is left out: the reference's sorted copy would take it for the prototype setter, and no event or accepted request body carries it. */
const key = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.nat().map(String),
  fc.constantFrom('0', '01', '4294967294', '4294967295', '-1', '1.5', 'type', 'Type', '\u00e9', '"', '\\', '\ud800', '😀'),
).filter((k) => k !== '__proto__');
/** Values JSON.stringify treats specially, besides JSON's own. */
const special = fc.constantFrom(undefined, Number.NaN, Infinity, -0, () => 1, Symbol('s'), new Date(0), { toJSON: (k: string) => `toJSON of ${k}` });
const { value: anyValue } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.boolean(), fc.integer(), fc.double(), special, fc.string({ unit: 'binary' }), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(key, tie('value'), { maxKeys: 6 }),
}));

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

  it('writes what the reference (JSON.stringify of sorted copies) writes, for any value', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(canonicalJson(value)).toBe(referenceCanonicalJson(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a bigint as JSON.stringify does', () => {
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
  });
});

describe('hmacSha256', () => {
  it("gives node:crypto's HMAC-SHA256 for any key (shorter or longer than a block) and message", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 90 }), fc.array(fc.string({ unit: 'grapheme', maxLength: 40 }), { minLength: 1, maxLength: 3 }), (key, messages) => {
        const hmac = hmacSha256(key);
        for (const m of messages) expect(hmac(m).toString('hex')).toBe(createHmac('sha256', key).update(m, 'utf8').digest('hex'));
      }),
      { numRuns: 500 },
    );
    expect(hmacSha256('k'.repeat(65))('m')).toEqual(createHmac('sha256', 'k'.repeat(65)).update('m').digest());
  });
});
