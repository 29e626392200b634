/**
 * The map's hexes numbered, for searches that visit many of them
 * (`reachable.ts`): numbered in id order, so numbers sorted are ids sorted;
 * each hex's six steps (the number across each side, −1 off the grid or
 * across an all-gray hexside, XII.F.1) and its Mountain flag, worked out
 * once for the one mapboard.
 */
import { DATA } from '../context.js';
import { across } from './closed-hexes.js';

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
  const hexes = new Map(DATA.map.hexes.map((h) => [h.id, h]));
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
