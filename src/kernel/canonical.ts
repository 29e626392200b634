/** Canonical JSON and hashing, so that equal data always hashes equal. */
import { hash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth: what JSON.stringify writes
 * for a copy of the value whose objects have their keys inserted in sorted
 * order. So `undefined`, functions and symbols are dropped from objects and
 * written as null in arrays, `toJSON` is called, non-finite numbers are null,
 * a bigint throws, and — each sorted copy being a JavaScript object —
 * integer keys come first in numeric order (stored hashes depend on it).
 * Written out rather than as a JSON.stringify replacer, which is much slower:
 * every entry of every game's log is hashed through this.
 */
export function canonicalJson(value: unknown): string {
  return write(value, '') as string;
}

/** A value's canonical JSON, or undefined where JSON.stringify would leave it out. */
function write(value: unknown, key: string): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError('Do not know how to serialize a BigInt');
    case 'object':
      if (value === null) return 'null';
      return typeof (value as { toJSON?: unknown }).toJSON === 'function' ? writeResolved((value as { toJSON(key: string): unknown }).toJSON(key)) : writeResolved(value);
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
}

/** A value whose `toJSON`, if any, has been called (JSON.stringify calls it once, not on what it returns). */
function writeResolved(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return write(value, '');
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + (write(value[i], String(i)) ?? 'null');
    return out + ']';
  }
  const object = value as Record<string, unknown>;
  let out = '';
  for (const k of sortedKeys(object)) {
    const member = write(object[k], k);
    if (member !== undefined) out += (out === '' ? '{' : ',') + quotedKey(k) + ':' + member;
  }
  return out === '' ? '{}' : out + '}';
}

/**
 * An object's keys in the order JSON.stringify writes a sorted copy of it:
 * integer keys (array indices, which Object.keys already lists first, in
 * numeric order), then the others sorted by UTF-16 code units.
 */
function sortedKeys(object: Record<string, unknown>): string[] {
  const keys = Object.keys(object);
  if (keys.length < 2) return keys;
  let indices = 0;
  while (indices < keys.length && isArrayIndex(keys[indices]!)) indices++;
  return sortFrom(keys, indices);
}

/** Up to this many keys are sorted by insertion (an event has a handful). */
const INSERTION_SORTED = 16;

/**
 * `keys` with those from `from` on sorted in place by UTF-16 code units, as
 * Array.prototype.sort sorts strings: by insertion when they are few, which
 * allocates nothing (sort's own work area was most of what hashing a log
 * entry allocated).
 */
function sortFrom(keys: string[], from: number): string[] {
  if (keys.length - from > INSERTION_SORTED) return keys.slice(0, from).concat(keys.slice(from).sort());
  for (let i = from + 1; i < keys.length; i++) {
    const key = keys[i]!;
    let j = i - 1;
    for (; j >= from && keys[j]! > key; j--) keys[j + 1] = keys[j]!;
    keys[j + 1] = key;
  }
  return keys;
}

const INTEGER = /^(?:0|[1-9][0-9]{0,9})$/;
/** Whether a key is an array index (0 … 2³² − 2), which JavaScript objects keep first, in numeric order. */
function isArrayIndex(key: string): boolean {
  return INTEGER.test(key) && Number(key) <= 0xffff_fffe;
}

/** Keys recur (every event has a `type`): the quoted forms of short ones are kept, up to a bound (about a megabyte). */
const quotedKeys = new Map<string, string>();
const MAX_QUOTED_KEYS = 10_000;
const MAX_KEPT_KEY_LENGTH = 40;
function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (key.length <= MAX_KEPT_KEY_LENGTH && quotedKeys.size < MAX_QUOTED_KEYS) quotedKeys.set(key, quoted);
  }
  return quoted;
}

/** HMAC's block size for SHA-256, in bytes (RFC 2104). */
const SHA256_BLOCK = 64;

/**
 * HMAC-SHA256 (RFC 2104) under one key, for many messages: the padded keys
 * are made once, and each message then costs two one-shot hashes, about half
 * of what a new node:crypto Hmac costs (a game draws one per roll and per
 * log entry). Messages are taken as UTF-8.
 */
export function hmacSha256(key: string): (message: string) => Buffer {
  const bytes = Buffer.from(key, 'utf8');
  const block = bytes.length > SHA256_BLOCK ? hash('sha256', bytes, 'buffer') : bytes;
  const inner = Buffer.alloc(SHA256_BLOCK, 0x36);
  const outer = Buffer.alloc(SHA256_BLOCK, 0x5c);
  for (let i = 0; i < block.length; i++) {
    inner[i]! ^= block[i]!;
    outer[i]! ^= block[i]!;
  }
  return (message) => hash('sha256', Buffer.concat([outer, hash('sha256', Buffer.concat([inner, Buffer.from(message, 'utf8')]), 'buffer')]), 'buffer');
}

/** SHA-256 of a string, in hex. */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** The hash of a game state: SHA-256 of its canonical JSON. */
export function stateHash(state: unknown): string {
  return sha256Hex(canonicalJson(state));
}
