/**
 * The board, checked at load and indexed for the rules: neighbours, features
 * and the distance between any two spaces.
 */
import { Value } from '@sinclair/typebox/value';
import { BOARD_DATA } from './board-data.js';
import { BoardDataSchema, type BoardData, type SpaceData } from './board-schema.js';

/** The rulebook's fixed counts that the board must provide (rulings §3, §4). */
const STARTS = 4;
const EAGLES = 4;
const BRIDGE_SECTIONS = [2, 3];
/** Solo games seed a counter on every bridge and eagle: two per section. */
const SEEDED_PER_SECTION = 2;
/** Each section is drawn four board units wide. */
const SECTION_WIDTH = 4;

/** A loaded board: the data plus the indexes the rules use. */
export interface Board {
  readonly data: BoardData;
  /** Every space id, in the data's order (the board's reading order). */
  readonly ids: readonly string[];
  /** The Ork starting spaces, in order: Bommer slot n starts on starts[n]. */
  readonly starts: readonly string[];
  readonly bridges: readonly string[];
  readonly eagles: readonly string[];
  /** Bridges and eagles: where a solo game seeds its counters. */
  readonly imperialStarts: readonly string[];
  space(id: string): SpaceData;
  links(id: string): readonly string[];
  has(id: string): boolean;
  isExit(id: string): boolean;
  isStart(id: string): boolean;
  isBridge(id: string): boolean;
  /** Fewest links from one space to another (no turning-back rule applied). */
  distance(from: string, to: string): number;
  /** The exit spaces. */
  readonly exits: readonly string[];
  /** Fewest moves from a space, having come from `tail`, to any of `targets`, never turning straight back (0 if already there). */
  flightDistance(from: string, tail: string | null, targets: readonly string[]): number;
}

/** Each space's neighbours. */
export type Adjacency = ReadonlyMap<string, readonly string[]>;

/** Breadth-first distances from one space over the links. */
function distancesFrom(adjacency: Adjacency, from: string): Map<string, number> {
  const dist = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i]!;
    for (const next of adjacency.get(here) ?? []) {
      if (dist.has(next)) continue;
      dist.set(next, dist.get(here)! + 1);
      queue.push(next);
    }
  }
  return dist;
}

/**
 * The fewest moves a flight that may never turn straight back (the tail rule)
 * needs from a space, having arrived from `tail`, to one that satisfies
 * `goal`; 0 if it is there, Infinity if it can never get there.
 */
function movesWithoutTurningBack(adjacency: Adjacency, from: string, tail: string | null, goal: (id: string) => boolean): number {
  if (goal(from)) return 0;
  const seen = new Set<string>();
  const queue: [string, string | null, number][] = [[from, tail, 0]];
  for (let i = 0; i < queue.length; i++) {
    const [here, back, moves] = queue[i]!;
    for (const next of adjacency.get(here) ?? []) {
      if (next === back) continue;
      if (goal(next)) return moves + 1;
      const key = `${next}<${here}`;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push([next, here, moves + 1]);
    }
  }
  return Infinity;
}

/**
 * Whether a space lies on a loop: two of its neighbours are joined without
 * passing through it, so a Bommer can leave by one and come back by the other
 * for a second run, never turning back.
 */
export function isOnLoop(adjacency: Adjacency, id: string): boolean {
  const [first, ...others] = adjacency.get(id) ?? [];
  if (first === undefined) return false;
  const seen = new Set([id, first]);
  const queue = [first];
  for (let i = 0; i < queue.length; i++) {
    for (const next of adjacency.get(queue[i]!) ?? []) {
      if (seen.has(next)) continue;
      if (others.includes(next)) return true;
      seen.add(next);
      queue.push(next);
    }
  }
  // Every other neighbour is cut off from the first; try the same from the next one.
  return others.length > 1 && isOnLoop(new Map([...adjacency, [id, others]]), id);
}

/** The spaces of a board that have a feature. */
function withFeature(data: BoardData, feature: SpaceData['feature']): SpaceData[] {
  return data.spaces.filter((s) => s.feature === feature);
}

/** Every problem with board data, in words; empty when the board is sound. */
export function validateBoard(data: unknown): string[] {
  if (!Value.Check(BoardDataSchema, data)) {
    return [...Value.Errors(BoardDataSchema, data)].slice(0, 5).map((e) => `schema: ${e.path || '/'} ${e.message}`);
  }
  const problems: string[] = [];
  const byId = new Map<string, SpaceData>();
  for (const s of data.spaces) {
    if (byId.has(s.id)) problems.push(`space ${s.id} is listed twice`);
    byId.set(s.id, s);
    if (Number(s.id[0]) !== s.section) problems.push(`space ${s.id} is numbered for another section than ${s.section}`);
    const left = (s.section - 1) * SECTION_WIDTH;
    if (s.x < left || s.x >= left + SECTION_WIDTH) problems.push(`space ${s.id} is drawn outside section ${s.section}`);
  }
  if (new Set(data.sections.map((s) => s.id)).size !== 3) problems.push('sections must be 1, 2 and 3, once each');
  const adjacency = new Map(data.spaces.map((s) => [s.id, s.links]));
  for (const s of data.spaces) {
    for (const l of s.links) {
      if (l === s.id) problems.push(`space ${s.id} links to itself`);
      else if (!byId.has(l)) problems.push(`space ${s.id} links to unknown space ${l}`);
      else if (!byId.get(l)!.links.includes(s.id)) problems.push(`link ${s.id}-${l} is not listed on ${l}`);
    }
    if (s.links.length + (s.exit ? 1 : 0) < 2) problems.push(`space ${s.id} is a dead end: no way on without turning back`);
    if (s.feature === 'bridge' && !s.name) problems.push(`bridge ${s.id} has no name`);
    if (s.exit && s.section !== 3) problems.push(`exit ${s.id} is not on section 3`);
  }
  const starts = withFeature(data, 'start');
  if (starts.length !== STARTS || starts.some((s) => s.section !== 1)) problems.push(`there must be ${STARTS} starting spaces, all on section 1`);
  const bridges = withFeature(data, 'bridge');
  if (bridges.map((b) => b.section).join() !== BRIDGE_SECTIONS.join()) problems.push('there must be one bridge on section 2 and one on section 3');
  if (withFeature(data, 'eagle').length !== EAGLES) problems.push(`there must be ${EAGLES} eagle spaces`);
  for (const section of [1, 2, 3]) {
    const seeded = data.spaces.filter((s) => s.section === section && (s.feature === 'bridge' || s.feature === 'eagle')).length;
    if (seeded !== SEEDED_PER_SECTION) problems.push(`section ${section} has ${seeded} bridges and eagles; a solo game needs ${SEEDED_PER_SECTION}`);
  }
  const exits = data.spaces.filter((s) => s.exit);
  if (exits.length === 0) problems.push('there is no exit');
  const farthestInland = Math.max(...data.spaces.filter((s) => s.section === 3 && !s.exit).map((s) => s.x));
  for (const e of exits) if (e.x <= farthestInland) problems.push(`exit ${e.id} is not on the far edge of section 3`);
  if (problems.length > 0) return problems;

  if (distancesFrom(adjacency, data.spaces[0]!.id).size !== data.spaces.length) problems.push('the board is not connected');
  const isExit = (id: string) => byId.get(id)!.exit === true;
  for (const s of starts) {
    if (movesWithoutTurningBack(adjacency, s.id, null, isExit) === Infinity) problems.push(`start ${s.id} cannot reach an exit`);
  }
  for (const b of bridges) if (!isOnLoop(adjacency, b.id)) problems.push(`bridge ${b.id} is on no loop: no second run is possible`);
  return problems;
}

/** Checks and indexes board data; throws when the data is unsound (shipped data must be). */
function loadBoard(data: BoardData): Board {
  const problems = validateBoard(data);
  if (problems.length > 0) throw new Error(`invalid Bommerz board:\n${problems.join('\n')}`);
  const ids = data.spaces.map((s) => s.id);
  const byId = new Map(data.spaces.map((s) => [s.id, s]));
  const adjacency = new Map(data.spaces.map((s) => [s.id, s.links]));
  const distances = new Map(ids.map((id) => [id, distancesFrom(adjacency, id)]));
  // Flight distances from every space, for every tail it can have, to every space, worked out once:
  // the rules and bots ask for them all the time. flight.get(from)[tail's place in its links + 1, or 0
  // for no tail][index of the target] = moves, with UNREACHABLE for never.
  const index = new Map(ids.map((id, i) => [id, i]));
  const UNREACHABLE = 255;
  const flight = new Map(
    ids.map((id) => [
      id,
      [null, ...adjacency.get(id)!].map((tail) => Uint8Array.from(ids, (t) => Math.min(UNREACHABLE, movesWithoutTurningBack(adjacency, id, tail, (x) => x === t)))),
    ]),
  );
  const idsWith = (f: SpaceData['feature']) => withFeature(data, f).map((s) => s.id);
  const bridges = idsWith('bridge');
  const eagles = idsWith('eagle');
  const lookup = <T>(map: ReadonlyMap<string, T>, id: string): T => {
    const found = map.get(id);
    if (found === undefined) throw new Error(`no space ${id} on the Bommerz board`);
    return found;
  };
  const exits = ids.filter((id) => byId.get(id)!.exit === true);
  const exitSet = new Set(exits);
  const starts = idsWith('start');
  const startSet = new Set(starts);
  return {
    data,
    ids,
    starts,
    bridges,
    eagles,
    imperialStarts: ids.filter((id) => bridges.includes(id) || eagles.includes(id)),
    exits,
    space: (id) => lookup(byId, id),
    links: (id) => lookup(adjacency, id),
    has: (id) => byId.has(id),
    isExit: (id) => exitSet.has(id),
    isStart: (id) => startSet.has(id),
    isBridge: (id) => bridges.includes(id),
    distance: (from, to) => distances.get(from)?.get(to) ?? Infinity,
    flightDistance: (from, tail, targets) => {
      const table = lookup(flight, from)[tail === null ? 0 : lookup(adjacency, from).indexOf(tail) + 1];
      if (!table) throw new Error(`${tail} is not next to ${from}`);
      let best: number = UNREACHABLE;
      for (const t of targets) best = Math.min(best, table[lookup(index, t)]!);
      return best === UNREACHABLE ? Infinity : best;
    },
  };
}

/** Sortie's board, loaded and checked once. */
export const BOARD: Board = loadBoard(BOARD_DATA);
