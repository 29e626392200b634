/**
 * The German map set-up (VI.B): Fighters forward on the approach lanes (the
 * middle of the way from the Bombers' start to each likely target), so that
 * they meet the Bombers early and can meet them again on the way home;
 * Destroyers and Night Fighters deeper, near the targets, where the Escorts
 * run short; the deep ones behind one cover counter (VI.D), so the Americans
 * see one counter where several Air units stand; then a few bluffs (empty
 * counters) on forward Bases that hold no counter yet.
 */
import type { BomberCommand } from '../commands.js';
import type { PlaneType } from '../data/plane-schema.js';
import { best, optionOf, optionsOf, type GermanKnowledge, type Roll } from './knowledge.js';
import { offLane } from './lanes.js';
import { mainTargets } from './targets.js';

/** Where on its lanes a Type waits: the stretch of the way, as fractions from the Bombers' start to the target. */
const STRETCH: Readonly<Record<'forward' | 'deep', readonly [number, number]>> = { forward: [0.35, 0.75], deep: [0.75, 1] };

/** At most this many bluffs, and one for every four loaded Air units. */
const MOST_BLUFFS = 3;
const AIR_UNITS_A_BLUFF = 4;

/** A hex's cover share counts as the best when it is at least this share of the best hex's score. */
const COVER_SLACK = 0.9;

const stretchOf = (type: PlaneType | null): 'forward' | 'deep' => (type === 'D' || type === 'N' ? 'deep' : 'forward');

/** Hexes an Air unit of a Model can fly out from its Base and back. */
function reachOf(k: GermanKnowledge, airUnit: number): number {
  const p = k.planesIn(airUnit)[0];
  if (p === undefined) return 1;
  const v = k.ctx.variant(p.variant);
  return Math.max(1, Math.floor(((v.endurance.dropTanks ?? v.endurance.internal) * v.movementFactor) / 2));
}

/** How well a Base hex serves a stretch of the likely targets' lanes for Air units of this reach: the likelihoods of the lanes it can reach, nearer better. */
export function laneScore(k: GermanKnowledge, hex: string, stretch: 'forward' | 'deep', reach: number): number {
  const [f0, f1] = STRETCH[stretch];
  return mainTargets(k.view.scenario.id).reduce((sum, t) => {
    const off = offLane(hex, t.from, t.hex, f0, f1);
    return sum + t.likelihood * (off <= reach ? 1 - off / (reach + 1) : 0.05 / (1 + off));
  }, 0);
}

/** The empty German Air units on the map: the cover counter and the bluffs. */
function emptyCounters(k: GermanKnowledge): number[] {
  return k.view.counters.filter((c) => c.side === 'german' && k.planesIn(c.airUnit).length === 0).map((c) => c.airUnit);
}

/**
 * Places an empty Air unit at the best-scoring hex that `where` allows, if it may stand on one: one the dice pick
 * among the empty ones (ruling E62: its number tells nothing); version 3 took the lowest-numbered.
 */
function placeEmpty(k: GermanKnowledge, options: readonly BomberCommand[], score: (hex: string) => number, roll: Roll, where: (hex: string) => boolean): BomberCommand | undefined {
  const places = optionsOf(options, 'place-counter').filter((o) => k.planesIn(o.airUnit).length === 0 && where(o.at));
  if (places.length === 0) return undefined;
  const empty = [...new Set(places.map((o) => o.airUnit))].sort((a, b) => a - b);
  const chosen = k.edition >= 4 ? empty[roll(empty.length) - 1]! : empty[0]!;
  return best(places.filter((o) => o.airUnit === chosen), (o) => score(o.at), roll);
}

/** A bluff's reach: a Fighter's on internal fuel, about. */
const BLUFF_REACH = 3;

/** The German's next command in its map set-up. */
export function mapSetupCommand(k: GermanKnowledge, options: readonly BomberCommand[], roll: Roll): BomberCommand {
  const places = optionsOf(options, 'place-counter').filter((o) => k.planesIn(o.airUnit).length > 0);
  const unplaced = [...new Set(places.map((o) => o.airUnit))];
  const next = unplaced.find((id) => stretchOf(k.typeOf(id)) === 'forward') ?? unplaced[0];
  if (next !== undefined) {
    const stretch = stretchOf(k.typeOf(next));
    const mine = places.filter((o) => o.airUnit === next);
    const score = (hex: string) => laneScore(k, hex, stretch, reachOf(k, next));
    const top = Math.max(...mine.map((o) => score(o.at)));
    if (stretch === 'deep') {
      const covers = optionsOf(options, 'cover').filter((o) => o.airUnit === next);
      const cover = covers.find((o) => {
        const at = k.counter('german', o.by)?.at;
        return at !== undefined && 'hex' in at && score(at.hex) >= COVER_SLACK * top;
      });
      if (cover) return cover;
      if (emptyCounters(k).length === 0) {
        const bestHex = best(mine, (o) => score(o.at), roll).at;
        const coverCounter = placeEmpty(k, options, score, roll, (hex) => hex === bestHex);
        if (coverCounter) return coverCounter;
      }
    }
    return best(mine, (o) => score(o.at), roll);
  }
  const bluffs = Math.min(MOST_BLUFFS, Math.ceil(k.loadedAirUnits.length / AIR_UNITS_A_BLUFF));
  const taken = new Set(k.view.counters.filter((c) => c.side === 'german' && 'hex' in c.at).map((c) => ('hex' in c.at ? c.at.hex : '')));
  const cover = k.loadedAirUnits.some((id) => k.airUnit(id).coveredBy !== null) ? 1 : 0;
  if (emptyCounters(k).length - cover < bluffs) {
    const bluff = placeEmpty(k, options, (hex) => laneScore(k, hex, 'forward', BLUFF_REACH), roll, (hex) => !taken.has(hex));
    if (bluff) return bluff;
  }
  const end = optionOf(options, 'end-map-setup');
  if (!end) throw new Error('every German Air unit is placed, yet the map set-up may not end');
  return end;
}
