/**
 * Hits on an Air Box (XIII.E.1, rulings §13): hits go on one at a time, and
 * when the box's hits equal the Strength Points of one of its Plane units,
 * that unit is eliminated with them and the remaining hits stay. Among units
 * of equal Strength Points the owner's standing order picks; today's one
 * standing order eliminates the one numbered last (ruling E7). Combat,
 * Flak and landings all mark hits this way.
 */
import type { Play } from '../play.js';
import { airUnitOf, planesOf, type PlaneUnit, type Side } from '../state.js';

/** The hits in a box after `added` more go on, and the Plane units they eliminate (rulings §13). */
export function applyHits(planes: readonly PlaneUnit[], hits: number, added: number): { hits: number; eliminated: string[] } {
  let left = [...planes];
  const eliminated: string[] = [];
  for (let i = 0; i < added; i++) {
    hits++;
    const gone = left.filter((p) => p.sp === hits).at(-1);
    if (gone) {
      eliminated.push(gone.id);
      left = left.filter((p) => p !== gone);
      hits = 0;
    }
  }
  return { hits, eliminated };
}

/** The Strength Points an Air Box fights with now: its Plane units' less its hits (XIII.E.1). */
export function currentSp(planes: readonly PlaneUnit[], hits: number): number {
  return Math.max(0, planes.reduce((sum, p) => sum + p.sp, 0) - hits);
}

/**
 * Marks hits scored on an Air unit by combat. The number scored and the
 * Plane units eliminated are public; the hits left in the box are its
 * owner's (an Air unit left with no Plane units leaves the map).
 */
export function markHits(play: Play, side: Side, airUnit: number, added: number): void {
  if (added === 0) return;
  const { hits, eliminated } = applyHits(planesOf(play.state, side, airUnit), airUnitOf(play.state, side, airUnit).hits, added);
  play.emitSecret({ type: 'hits-marked', side, airUnit, added, eliminated, hits }, side, { type: 'hits-marked', side, airUnit, added, eliminated });
}
