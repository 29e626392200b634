/**
 * Provable dice. Every game has a secret seed; its SHA-256 is published when
 * the game is created and the seed itself when the game ends. Draw number i of
 * a game with n sides is the first 32-bit big-endian word w, in the digests
 * HMAC-SHA256(seed, "sortie-dice:" + i + ":" + round) for round 0, 1, …, that
 * is below the largest multiple of n under 2^32, as (w mod n) + 1 — unbiased
 * by rejection — so anyone holding the seed can re-derive every roll in the log. The seed also gives
 * each log entry a salt, HMAC-SHA256(seed, "sortie-entry:" + seq), hashed
 * with the entry: without it nobody can test a guess of a hidden entry's
 * content against its public hash, and with the revealed seed anyone can
 * check every hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { hmacSha256 } from './canonical.js';
import { rememberRecent } from '../recent.js';

/** One draw: a die of `sides` faces came up `value` (1-based). */
export type Roll = readonly [sides: number, value: number];

/** A source of dice that remembers what it has drawn. */
export interface Dice {
  /** A roll of one die with `sides` faces, 1..sides. */
  roll(sides: number): number;
  /** One six-sided die. */
  d6(): number;
  /** Every draw so far, in order. */
  readonly drawn: readonly Roll[];
  /** The salt of log entry `seq`, from the same secret as the rolls (for the kernel's hashes; rules have no use for it). */
  readonly entrySalt: (seq: number) => string;
}

const MAX_SIDES = 2 ** 16;

/** A fresh random seed for a new game, as 64 hex characters. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The public commitment to a seed. */
export function seedCommitment(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** The salt of each log entry, by seq, from a seed. */
export function entrySalts(seed: string): (seq: number) => string {
  return saltsFrom(seedHmac(seed));
}

/** Entry salts from the seed's HMAC. */
function saltsFrom(hmac: (message: string) => Buffer): (seq: number) => string {
  return (seq) => hmac(`sortie-entry:${seq}`).toString('hex');
}

/** The value of draw number `index` with `sides` faces, from a seed. Unbiased by rejection sampling. */
export function deriveRoll(seed: string, index: number, sides: number): number {
  return rollFrom(seedHmac(seed), index, sides);
}

/** Draw number `index` with `sides` faces, from the seed's HMAC. */
function rollFrom(hmac: (message: string) => Buffer, index: number, sides: number): number {
  if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES) throw new RangeError(`bad die: ${sides} sides`);
  const limit = Math.floor(0x1_0000_0000 / sides) * sides;
  for (let round = 0; ; round++) {
    const digest = hmac(`sortie-dice:${index}:${round}`);
    for (let offset = 0; offset + 4 <= digest.length; offset += 4) {
      const word = digest.readUInt32BE(offset);
      if (word < limit) return (word % sides) + 1;
    }
  }
}

/** The HMACs of the games' seeds last drawn from: a server makes dice for every command, a few games at a time. */
const seedHmacs = new Map<string, (message: string) => Buffer>();
const SEED_HMACS_KEPT = 256;

/** The seed's HMAC (`hmacSha256`), made once while its game is played. */
function seedHmac(seed: string): (message: string) => Buffer {
  const hmac = seedHmacs.get(seed) ?? hmacSha256(seed);
  rememberRecent(seedHmacs, seed, hmac, SEED_HMACS_KEPT);
  return hmac;
}

/** Dice drawn from a game's seed, starting at draw number `cursor`. */
export function seededDice(seed: string, cursor: number): Dice {
  const hmac = seedHmac(seed);
  const drawn: Roll[] = [];
  const roll = (sides: number): number => {
    const value = rollFrom(hmac, cursor + drawn.length, sides);
    drawn.push([sides, value]);
    return value;
  };
  return { roll, d6: () => roll(6), drawn, entrySalt: saltsFrom(hmac) };
}

/** Dice that replay fixed values, for tests and rulebook examples; throws when they run out. Their salts come from `seed`. */
export function fixedDice(values: readonly number[], seed = 'fixed-dice'): Dice {
  const drawn: Roll[] = [];
  const roll = (sides: number): number => {
    const value = values[drawn.length];
    if (value === undefined) throw new Error(`fixedDice: ran out after ${drawn.length} rolls`);
    if (value < 1 || value > sides) throw new Error(`fixedDice: ${value} is not a d${sides} result`);
    drawn.push([sides, value]);
    return value;
  };
  return { roll, d6: () => roll(6), drawn, entrySalt: entrySalts(seed) };
}

/** Dice from any random source (bots, simulations); not provable. Their salts come from a seed drawn from the same source. */
export function randomDice(random: () => number): Dice {
  const drawn: Roll[] = [];
  const roll = (sides: number): number => {
    const value = Math.floor(random() * sides) + 1;
    drawn.push([sides, value]);
    return value;
  };
  return { roll, d6: () => roll(6), drawn, entrySalt: entrySalts(`random-${random()}`) };
}

/** A small, fast, seedable generator (mulberry32): numbers in [0, 1), for simulations and tests that replay. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
