/**
 * Marking hits (XIII.E.1, rulings §13): hits go on an Air Box one at a time;
 * when they equal the Strength Points of one of its Plane units, that unit
 * is eliminated and takes that many hits with it, and the rest stay. Which
 * unit goes among those that qualify is the owner's, by standing order
 * (`StandingOrders.hits`), so combat never waits on him; in combat a unit of
 * the Formation that was hit goes before one of the box's others (ruling C3).
 * An elimination is seen by both sides; the hits left on the box are its
 * owner's alone.
 */
import type { Play } from '../play.js';
import { airUnitOf, planesOf, type PlaneUnit, type Side } from '../state.js';
import { byHitsOrder, formationNumber } from './formations.js';

/** Adds `added` hits one at a time to a box holding `hits`; `planes` in the order they go when several qualify. */
export function markHits(planes: readonly PlaneUnit[], hits: number, added: number): { hits: number; eliminated: string[] } {
  let left = [...planes];
  const eliminated: string[] = [];
  for (let i = 0; i < added && left.length > 0; i++) {
    hits++;
    const gone = left.find((p) => p.sp === hits);
    if (gone) {
      eliminated.push(gone.id);
      left = left.filter((p) => p !== gone);
      hits = 0;
    }
  }
  return { hits: left.length === 0 ? 0 : hits, eliminated };
}

/** Scores hits on a Formation of an Air Box in combat: public eliminations, owner-only hits left. */
export function hitFormation(play: Play, side: Side, airUnit: number, formation: number, added: number): void {
  if (added === 0) return;
  const state = play.state;
  const box = byHitsOrder(state, side, planesOf(state, side, airUnit));
  const ordered = [...box.filter((p) => formationNumber(p) === formation && p.ground === null), ...box.filter((p) => formationNumber(p) !== formation || p.ground !== null)];
  const { hits, eliminated } = markHits(ordered, airUnitOf(state, side, airUnit).hits, added);
  play.emitSecret({ type: 'air-box-hit', side, airUnit, hits, eliminated }, side, { type: 'air-box-hit', side, airUnit, eliminated });
}
