/**
 * How an event about a side's Air units may be shown to the other side and
 * to spectators, so that no event tells more than Observation allows (IX.G).
 *
 * The rule: an event that names anything an Air Box holds or how it flies —
 * an Altitude, a Formation, which or how many Plane units, their Models,
 * Rockets or Drop Tanks — goes whole to its owner only. The others get at
 * most its public part: which counter, where it stands now and its facing
 * (the mapboard shows those to everyone). What the other side may know
 * beyond that it gets from the Observation Reports its view computes live
 * (`report.ts`) — never from an event, since one redacted form goes to the
 * other seat and spectators alike, and an event cannot follow what the
 * reports allow as units come and go.
 *
 * So, in a rule that moves or changes a flying Air unit:
 * - `emitCounterMove` for an event that also moves its counter (one hex
 *   step, an entry, a placement): the others see `counter-moved`;
 * - `emitUnseen` for one that changes nothing on the map (a climb, a dive,
 *   a Formation change, a jettison): the others see only that something
 *   happened. Prefer folding such changes into the step that moves the
 *   counter (a route command carrying its Altitude changes): every hidden
 *   entry is counted by the other side.
 */
import type { BomberEvent } from '../events.js';
import type { Play } from '../play.js';
import type { Location, Side } from '../state.js';

/** The public part of an event that moves a counter: all the others may see of it. */
export interface CounterMoved {
  readonly type: 'counter-moved';
  readonly side: Side;
  readonly airUnit: number;
  readonly at: Location;
  /** The hexside it entered by, as the map shows an American counter's facing (IX.B.2); null where it shows none. */
  readonly facing: number | null;
}

/** Emits an event that moves `side`'s counter: whole to its owner, its public part to everyone else. */
export function emitCounterMove(play: Play, side: Side, event: BomberEvent, seen: Omit<CounterMoved, 'type' | 'side'>): void {
  play.emitSecret(event, side, { type: 'counter-moved', side, airUnit: seen.airUnit, at: seen.at, facing: seen.facing });
}

/** Emits an event that changes nothing on the map: whole to its owner; the others see only that something happened. */
export function emitUnseen(play: Play, side: Side, event: BomberEvent): void {
  play.emitSecret(event, side, null);
}
