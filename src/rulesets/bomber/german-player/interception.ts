/**
 * When an interception fits (bomber-engine.md, "timing"): German Fighters
 * have two or three Turns of endurance, so they take off only when an
 * American Air unit they see will come within reach soon enough. Its track
 * is projected from where its counter stands: onto the likely targets ahead
 * of it (the way its counter faces, once it has moved), or, when no target
 * lies ahead, back to the American starts ahead of it (the forced return leg,
 * XII.G: the second interception). A German Air unit meets it at a point of
 * that track if it gets there first (a Turn to climb, then its Movement
 * Factor a Turn) with the fuel to come back; it takes off when the wait
 * there would be at most a Turn. The meeting point must be a hex open to
 * German units (XII.F.2), and a Destroyer or Night Fighter flight meets only
 * Bombers it sees no Escort with.
 */
import { ahead, centre, hexAt } from './lanes.js';
import type { GermanKnowledge } from './knowledge.js';
import { bomberStreams, escortsSeenWith } from './quarry.js';
import { closedToSide } from '../flight/closed-hexes.js';
import { americanStarts, mainTargets } from './targets.js';

/** Turns a German Air unit spends climbing and forming up before it flies out. */
const CLIMB_TURNS = 1;
/** The longest wait for the Americans at the meeting point worth taking off for now. */
const MOST_WAIT = 1;
/** Points looked at along a track: every half hex. */
const STEP = 0.5;

/** A German Air unit's flight: where it starts, its Movement Factor and its Turns of endurance. */
export interface Flight {
  readonly from: string;
  readonly movementFactor: number;
  readonly endurance: number;
  /** Already up: no Turn to climb first. */
  readonly up: boolean;
  /** A Destroyer or Night Fighter flight: it goes only for Bombers it sees no Escort with (`escortsSeenWith`). */
  readonly shunsEscorts: boolean;
}

/** The slowest American Bomber's Movement Factor: how fast the formations come on. */
export function bomberSpeed(k: GermanKnowledge): number {
  const speeds = k.ctx.scenario.american.flatMap((a) => a.units.map((u) => k.ctx.variant(u.variant))).filter((v) => v.type === 'B').map((v) => v.movementFactor);
  return speeds.length === 0 ? 1 : Math.max(1, Math.min(...speeds));
}

/** A way an American Air unit may be flying: to a hex, outbound (it must turn for home by half its fuel) or home. */
export interface Track {
  readonly to: string;
  readonly outbound: boolean;
}

/** Where an American Air unit seen at `hex` may be flying: likely targets ahead of it, else the American starts ahead (home). */
export function tracks(k: GermanKnowledge, hex: string, facing: number | null): Track[] {
  const targets = mainTargets(k.view.scenario.id).map((t) => t.hex);
  if (facing === null) return targets.map((to) => ({ to, outbound: true }));
  const forward = targets.filter((t) => ahead(hex, facing, t));
  if (forward.length > 0) return forward.map((to) => ({ to, outbound: true }));
  const homes = new Set([...americanStarts(k.view.scenario.id, 'B'), ...americanStarts(k.view.scenario.id, 'F')].map((s) => s.hex));
  return [...homes].filter((h) => ahead(hex, facing, h)).map((to) => ({ to, outbound: false }));
}

/**
 * The shortest wait at a meeting point, in Turns, over every American Air
 * unit seen up that may hold Bombers (`quarry.ts`: Escorts alone are not
 * worth a take-off) and every track it may fly, for a German flight taking off
 * now; null when none can be met with fuel to come back.
 */
export function shortestWait(k: GermanKnowledge, flight: Flight): number | null {
  const speed = bomberSpeed(k);
  const base = centre(flight.from);
  let found: number | null = null;
  for (const us of bomberStreams(k)) {
    if (flight.shunsEscorts && escortsSeenWith(k, us.hex)) continue;
    const start = centre(us.hex);
    // Outbound, it has half its fuel left to fly on: its Endurance unit's Turn is public (rulings §8).
    const outboundTurns = (us.endurance - k.view.turn) / 2;
    for (const track of tracks(k, us.hex, us.facing)) {
      const end = centre(track.to);
      const length = Math.hypot(end.x - start.x, end.y - start.y);
      for (let along = 0; along <= length; along += STEP) {
        const f = length === 0 ? 0 : along / length;
        const point = { x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f };
        // It can meet them only where it may fly (XII.F.2: not over Britain and its Air Defense ring).
        if (closedToSide(k.view.scenario.id, 'german', hexAt(point)) !== null) continue;
        const out = Math.hypot(point.x - base.x, point.y - base.y);
        const germanTurns = (flight.up ? 0 : CLIMB_TURNS) + Math.ceil(out / flight.movementFactor);
        const americanTurns = Math.ceil(along / speed);
        if (track.outbound && americanTurns > outboundTurns) break;
        const wait = americanTurns - germanTurns;
        const home = Math.ceil(out / flight.movementFactor);
        if (wait < 0 || americanTurns + home > flight.endurance) continue;
        if (found === null || wait < found) found = wait;
      }
    }
  }
  return found;
}

/** Whether a German flight should take off now: some American Air unit up can be met with at most a Turn's wait. */
export function interceptionFits(k: GermanKnowledge, flight: Flight): boolean {
  const wait = shortestWait(k, flight);
  return wait !== null && wait <= MOST_WAIT;
}
