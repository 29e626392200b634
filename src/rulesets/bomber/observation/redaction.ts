/**
 * How an event about a side's Air units may be shown to the other side and
 * to spectators, so that no event tells more than Observation allows (IX.G).
 *
 * The rule: an event that names anything an Air Box holds or how it flies —
 * an Altitude, a Formation, which or how many Plane units, their Models,
 * Rockets or Drop Tanks — goes whole to its owner only (`emitUnseen`): the
 * others see only that something happened. An event everyone sees names
 * only what the mapboard shows everyone: which counter, where it stands, its
 * facing (as `air-unit-flew` does). What the other side may know beyond that
 * it gets from the Observation Reports its view computes live (`report.ts`),
 * never from an event: one redacted form goes to the other seat and
 * spectators alike, and an event cannot follow what the reports allow as
 * units come and go. Every hidden entry is counted by the other side, so
 * fold hidden changes into as few events as the rule allows.
 */
import type { BomberEvent } from '../events.js';
import type { Play } from '../play.js';
import type { Side } from '../state.js';

/** Emits an event about how `side`'s Air units fly or what they hold: whole to its owner; the others see only that something happened. */
export function emitUnseen(play: Play, side: Side, event: BomberEvent): void {
  play.emitSecret(event, side, null);
}
