/**
 * The map's hexes numbered, for searches that visit many of them
 * (`reachable.ts`): numbered in id order, so numbers sorted are ids sorted;
 * each hex's six steps (the number across each side, −1 off the grid or
 * across an all-gray hexside, XII.F.1) and its Mountain flag, worked out
 * once for the one mapboard.
 */
import { DATA } from '../context.js';
import { across, type ClosedReason } from './closed-hexes.js';
import { mapTables } from '../data/map-lookup.js';

/** The numbered map. */
export interface HexIndex {
  /** Hex ids by number, sorted. */
  readonly ids: readonly string[];
  /** Each hex id's number. */
  readonly numberOf: ReadonlyMap<string, number>;
  /** `steps[6 * n + side]`: the hex across `side` of hex `n`, or −1 where no step crosses. */
  readonly steps: Int32Array;
  /** 1 for a Mountain hex. */
  readonly mountain: Uint8Array;
}

function build(): HexIndex {
  const { hexes } = mapTables(DATA.map);
  const ids = [...hexes.keys()].sort();
  const numberOf = new Map(ids.map((id, n) => [id, n]));
  const steps = new Int32Array(6 * ids.length);
  const mountain = new Uint8Array(ids.length);
  ids.forEach((id, n) => {
    const hex = hexes.get(id)!;
    if (hex.mountain !== undefined) mountain[n] = 1;
    for (let side = 0; side < 6; side++) {
      const to = across(id, side);
      const gray = hex.graySides?.includes(side) === true || (to !== null && hexes.get(to)?.graySides?.includes((side + 3) % 6) === true);
      steps[6 * n + side] = to === null || gray ? -1 : numberOf.get(to)!;
    }
  });
  return { ids, numberOf, steps, mountain };
}

/** The mapboard numbered. */
export const HEX_INDEX: HexIndex = build();

/** Per map of closed hexes (one per kind of Air unit, `closedHexes`), the same as a flag per hex number. */
const closedFlags = new WeakMap<ReadonlyMap<string, ClosedReason>, Uint8Array>();

/** A map of closed hexes as a flag per hex number (1: closed). */
export function closedFlagsOf(closed: ReadonlyMap<string, ClosedReason>): Uint8Array {
  let flags = closedFlags.get(closed);
  if (flags === undefined) {
    flags = new Uint8Array(HEX_INDEX.ids.length);
    for (const hex of closed.keys()) flags[HEX_INDEX.numberOf.get(hex)!] = 1;
    closedFlags.set(closed, flags);
  }
  return flags;
}
