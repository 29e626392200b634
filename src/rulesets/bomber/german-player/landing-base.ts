/**
 * Where a German Air unit comes down (XII.A.1): the German Base within its
 * reach where its Plane units will be ready to fly again soonest. A Base
 * readies as many Plane units a Turn as its capacity, one box each (X.A–B),
 * shared by every Plane unit on the ground there, and a landed Plane unit
 * starts in "A", three boxes from "D": landing the whole force on the Base
 * nearest the fight leaves most of it waiting on the ground for the rest of
 * the day. The nearer Base on equal terms, then the first in map order.
 */
import type { GermanKnowledge } from './knowledge.js';
import { hexesApart } from './targets.js';

/** Boxes a Plane unit on the ground still has to go to "D". */
const BOXES_TO_READY: Readonly<Record<string, number>> = { A: 3, B: 2, C: 1, D: 0 };

/** The readiness moves the German Plane units on the ground in a hex still need. */
function workAt(k: GermanKnowledge, hex: string): number {
  return k.air.planes.reduce((n, p) => (p.eliminated || p.ground === null || p.airUnit === null || k.hexOf(p.airUnit) !== hex ? n : n + BOXES_TO_READY[p.ground]!), 0);
}

/** The Base an Air unit at `here` should land at, among those within `reach` hexes (the nearest if none is). */
export function landingBase(k: GermanKnowledge, airUnit: number, here: string, reach: number): string {
  const landing = BOXES_TO_READY.A! * k.planesIn(airUnit).length;
  const within = k.ctx.germanBaseHexes.filter((h) => hexesApart(here, h) <= reach);
  const candidates = within.length > 0 ? within : [k.nearestBase(here)];
  const turnsToReady = (hex: string) => Math.ceil((workAt(k, hex) + landing) / k.ctx.base('german', hex)!.capacity);
  return candidates.reduce((b, h) => {
    const [tb, th] = [turnsToReady(b), turnsToReady(h)];
    return th < tb || (th === tb && hexesApart(here, h) < hexesApart(here, b)) ? h : b;
  });
}
