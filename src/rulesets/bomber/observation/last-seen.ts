/**
 * "Last seen" (IX.G): per side, for each enemy counter, what the last
 * Observation Report that told more than the counter itself said, where and
 * on which Turn, so that a view can still show it once the counter is out of
 * sight. It is kept in the state, brought up to date after every event that
 * can change a report (`evolve`), and no event carries it: a side's record
 * changes only with what the live reports told it, and nothing tells the
 * other side when that was.
 */
import type { BomberState, Location, Side } from '../state.js';
import { observe, type SeenAltitude, type SeenModel } from './report.js';

/** What a report told of an enemy counter, and when. */
export interface Sighting {
  readonly turn: number;
  readonly at: Location;
  readonly altitudes: readonly SeenAltitude[];
  readonly planeUnits: number | null;
  readonly bombers: boolean | null;
  /** The Types and Models reported in its hex then (rulings §19), if they were. */
  readonly models: readonly SeenModel[] | null;
}

/** Per observing side, by the enemy Air unit's number. */
export type Sightings = Readonly<Record<Side, Readonly<Record<string, Sighting>>>>;

/** Nobody has seen anything yet. */
export const NO_SIGHTINGS: Sightings = { american: {}, german: {} };

const sameLocation = (a: Location, b: Location): boolean => ('hex' in a ? 'hex' in b && a.hex === b.hex : 'africa' in b && a.africa === b.africa);

const sameModels = (a: readonly SeenModel[] | null, b: readonly SeenModel[] | null): boolean =>
  a === null || b === null ? a === b : a.length === b.length && a.every((m, i) => m.model === b[i]!.model && m.type === b[i]!.type && m.planeUnits === b[i]!.planeUnits);

/** Whether two sightings tell the same, field by field (evolve asks after every event, for every counter seen). */
function sameSighting(a: Sighting | undefined, b: Sighting): boolean {
  return (
    a !== undefined &&
    a.turn === b.turn &&
    sameLocation(a.at, b.at) &&
    a.altitudes.length === b.altitudes.length &&
    a.altitudes.every((x, i) => x === b.altitudes[i]) &&
    a.planeUnits === b.planeUnits &&
    a.bombers === b.bombers &&
    sameModels(a.models, b.models)
  );
}

/** A side's sightings after what it is told now. */
function sightingsOf(state: BomberState, observer: Side): Readonly<Record<string, Sighting>> {
  const before = state.lastSeen[observer];
  const seen = observe(state, observer, { sightedOnly: true });
  const models = new Map(seen.hexes.map((h) => [h.hex, h.models]));
  let next: Record<string, Sighting> | null = null;
  for (const r of seen.counters) {
    if (r.altitudes === null) continue;
    const hexModels = 'hex' in r.at ? (models.get(r.at.hex) ?? null) : null;
    const sighting: Sighting = { turn: state.turn, at: r.at, altitudes: r.altitudes, planeUnits: r.planeUnits, bombers: r.bombers, models: hexModels };
    const key = String(r.airUnit);
    if (sameSighting(before[key], sighting)) continue;
    next ??= { ...before };
    next[key] = sighting;
  }
  return next ?? before;
}

/** The state with each side's "last seen" brought up to what it is told now (the same object if nothing changed). */
export function withSightings(state: BomberState): BomberState {
  const american = sightingsOf(state, 'american');
  const german = sightingsOf(state, 'german');
  if (american === state.lastSeen.american && german === state.lastSeen.german) return state;
  return { ...state, lastSeen: { american, german } };
}

/**
 * Whether a side was told more of the other's counters between two states:
 * a report that tells more than before changes its "last seen", and nothing
 * else does (a report that tells less leaves it as it was). Such a change
 * closes take-backs (`bomberRuleset.reveals`): a move that brings an Air
 * unit near enemy counters shows what they hold, and taking it back would
 * keep the knowledge and undo the move.
 */
export function toldMore(before: BomberState, after: BomberState): boolean {
  return before.lastSeen.american !== after.lastSeen.american || before.lastSeen.german !== after.lastSeen.german;
}
