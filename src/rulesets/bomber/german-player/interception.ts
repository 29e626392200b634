/**
 * When an interception fits (bomber-engine.md, "timing"): German Fighters
 * have two or three Turns of endurance, so they take off only when an
 * American Air unit they see will come within reach soon enough. Its track
 * is projected from where its counter stands: onto the likely targets ahead
 * of it (the way its counter faces), or, when no target lies ahead, back to
 * the American starts ahead of it; once the German has seen it bomb, home by
 * the way XII.G forces on it (the second interception). A German flight
 * meets it on a track at its m-th move when it can reach the Bombers there
 * — wherever the initiative puts them, a move on or not — with its Movement
 * Factors (a Movement Factor kept for each level to climb) and then get to a
 * German Base on the moves it has left. It takes off when that is more
 * likely than not by its second move. The meeting point must be a hex open
 * to German units (XII.F.2), and a Destroyer or Night Fighter flight meets
 * only Bombers it sees no Escort with.
 */
import { ahead, centre, hexAt } from './lanes.js';
import type { GermanKnowledge } from './knowledge.js';
import { bomberStreams, escortsSeenWith, observedAltitude, type Sighted } from './quarry.js';
import { closedToSide } from '../flight/closed-hexes.js';
import { americanStarts, hexesApart, mainTargets } from './targets.js';

/** A flight takes off for a meeting by its second move: a Turn's wait at most. */
const LATEST_MEETING = 2;
/** A flight goes up when it is at least this likely to meet Bombers: more likely than not. */
const TAKE_OFF_ODDS = 0.5;

/** A German Air unit's flight: where it is, its Movement Factor, its Altitude and the moves its fuel leaves it. */
export interface Flight {
  readonly from: string;
  readonly movementFactor: number;
  /** Its Altitude Level now (0 on taking off, rulings §7). */
  readonly altitude: number;
  /** Moves left: each Normal Movement Step it may strike in, and the last, its Endurance unit's Landing Step, to come home in. */
  readonly moves: number;
  /** Already up: its first move is this Turn's Normal Movement; else next Turn's (it takes off at the end of this one). */
  readonly up: boolean;
  /** A Destroyer or Night Fighter flight: it goes only for Bombers it sees no Escort with (`escortsSeenWith`). */
  readonly shunsEscorts: boolean;
}

/** The slowest American Bomber's Movement Factor: how fast the formations come on. */
export function bomberSpeed(k: GermanKnowledge): number {
  const speeds = k.ctx.scenario.american.flatMap((a) => a.units.map((u) => k.ctx.variant(u.variant))).filter((v) => v.type === 'B').map((v) => v.movementFactor);
  return speeds.length === 0 ? 1 : Math.max(1, Math.min(...speeds));
}

/** A way an American Air unit may be flying: to a hex, outbound (it must turn for home by half its fuel) or home; `weight`: how likely, against the unit's other tracks. */
export interface Track {
  readonly to: string;
  readonly outbound: boolean;
  readonly weight: number;
}

/** Where an American Air unit may have to land: the Bombers' starts (their Bases, or their African Entry hexes). */
const homesOf = (k: GermanKnowledge): string[] => [...new Set(americanStarts(k.view.scenario.id, 'B').map((s) => s.hex))];

/**
 * Where an American Air unit seen at `hex` may be flying. Once the German
 * has seen it bomb (public, XIII.H), home by the fewest hexes to the
 * nearest Base it may land at (XII.G, rulings §15): one track. Else the
 * likely targets ahead of it, each as likely as the target (`targets.ts`),
 * or, none ahead, back to the American starts ahead of it. One that has not
 * flown yet faces no way (IX.B.2): it is still forming up over its Base, its
 * way unknown, and has no track.
 */
export function tracks(k: GermanKnowledge, us: Pick<Sighted, 'airUnit' | 'hex' | 'facing'>): Track[] {
  const { facing } = us;
  if (facing === null) return [];
  const homes = homesOf(k);
  if (k.view.bombing.some((b) => b.airUnit === us.airUnit)) {
    const home = homes.reduce((a, b) => (hexesApart(us.hex, b) < hexesApart(us.hex, a) ? b : a));
    return [{ to: home, outbound: false, weight: 1 }];
  }
  const targets = mainTargets(k.view.scenario.id).filter((t) => ahead(us.hex, facing, t.hex));
  if (targets.length > 0) return targets.map((t) => ({ to: t.hex, outbound: true, weight: t.likelihood }));
  return homes.filter((h) => ahead(us.hex, facing, h)).map((to) => ({ to, outbound: false, weight: 1 }));
}

/** Whether the German moves first this Turn (its Movement Phase is the first): then the Americans still move after it. */
const germanFirst = (k: GermanKnowledge): boolean => k.view.phase.kind === 'movement' && k.view.phase.side === 'german' && k.view.phase.order === 'first';

/**
 * The American moves made before a flight's m-th move, at the least (the
 * initiative of a later Turn may add one): none before this Turn's Normal
 * Movement; else this Turn's, if the German moves first, and one a Turn
 * between.
 */
function americanMovesBefore(k: GermanKnowledge, flight: Flight, m: number): number {
  if (flight.up && m === 1) return 0;
  return (germanFirst(k) ? 1 : 0) + m - (flight.up ? 2 : 1);
}

/** A meeting: the flight's move it comes at, and the share of the next initiative's outcomes under which it comes then (1: surely). */
interface Meeting {
  readonly move: number;
  readonly share: number;
}

/**
 * The first move at which a flight meets an American Air unit on a track,
 * or null: the Bombers somewhere from where they are after the American
 * moves before that move to a move further on (the initiative of a later
 * Turn unknown), every point of which the flight reaches in a hex open to
 * it, and a German Base within its moves left after. `halves` (version 5,
 * ruling E65): the initiative is a die roll, so a move at which the flight
 * meets the Bombers under one of its two outcomes only is a meeting at even
 * odds, taken when no sure one comes sooner.
 */
function meetingOn(k: GermanKnowledge, flight: Flight, us: Sighted, track: Track, halves = false): Meeting | null {
  const speed = bomberSpeed(k);
  const start = centre(us.hex);
  const end = centre(track.to);
  const length = Math.hypot(end.x - start.x, end.y - start.y);
  // Outbound, it has half its fuel left to fly on: its Endurance unit's Turn is public (rulings §8).
  const farthest = track.outbound ? Math.min(length, ((us.endurance - k.view.turn) / 2) * speed) : length;
  const at = (moves: number) => {
    const f = length === 0 ? 0 : Math.min(farthest, moves * speed) / length;
    return hexAt({ x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f });
  };
  const altitude = observedAltitude(k.counter('american', us.airUnit)?.report?.altitudes) ?? flight.altitude;
  const climb = Math.max(0, altitude - flight.altitude);
  let even: Meeting | null = null;
  for (let m = 1; m < flight.moves; m++) {
    const first = americanMovesBefore(k, flight, m);
    // This Turn's Normal Movement comes where the initiative already put it; a later Turn's may come after the Americans move.
    const spots = flight.up && m === 1 ? [at(first)] : [at(first), at(first + 1)];
    const reach = m * flight.movementFactor - climb;
    const met = spots.filter((hex) => closedToSide(k.view.scenario.id, 'german', hex) === null && hexesApart(flight.from, hex) <= reach && k.movesHome(hex, flight.movementFactor) <= flight.moves - m).length;
    if (met === spots.length) return { move: m, share: 1 };
    if (halves && met > 0) even ??= { move: m, share: met / spots.length };
  }
  return even;
}

/** The American Air units seen up that a flight would go for: those that may hold Bombers (`quarry.ts`: Escorts alone are not worth a take-off), for a Destroyer or Night Fighter flight none it sees Escorts with. */
const quarryOf = (k: GermanKnowledge, flight: Flight) => bomberStreams(k).filter((us) => !(flight.shunsEscorts && escortsSeenWith(k, us.hex)));

/** Whether a flight can still meet any American Air unit it would go for, on any track, on its fuel. */
export function canMeet(k: GermanKnowledge, flight: Flight): boolean {
  return quarryOf(k, flight).some((us) => tracks(k, us).some((t) => meetingOn(k, flight, us, t)?.share === 1));
}

/**
 * How likely a German flight taking off now is to meet Bombers by its
 * second move: for each American Air unit it would go for, the odds that it
 * holds Bombers times the share of its tracks' weight met so (version 5: a
 * meeting under one initiative outcome of two counting half, ruling E65);
 * the chance that at least one of them is met.
 */
export function meetingOdds(k: GermanKnowledge, flight: Flight): number {
  let missed = 1;
  for (const us of quarryOf(k, flight)) {
    const all = tracks(k, us);
    const total = all.reduce((n, t) => n + t.weight, 0);
    const met = all.reduce((n, t) => {
      const meeting = meetingOn(k, flight, us, t, k.edition >= 5 && !t.outbound);
      return meeting !== null && meeting.move <= LATEST_MEETING ? n + t.weight * meeting.share : n;
    }, 0);
    if (total > 0) missed *= 1 - (us.odds * met) / total;
  }
  return 1 - missed;
}

/** How near a stream a Base must be for its flight to scramble when the German moves first (ruling E66): on its hex or next to it. */
const SCRAMBLE_WITHIN = 1;

/**
 * Whether a German flight scrambles (version 5, ruling E66): the German
 * moves first this Turn, its Base is on or next to the hex of a stream it
 * would go for, and it meets that stream on some track at some move its
 * fuel allows, under either initiative outcome. Moving first, the German
 * sees the Bombers only before they move on, so its sure meetings by the
 * second move come from far ahead of them; one sitting under them would
 * otherwise wait for a sighting that is always a move behind.
 */
function scrambles(k: GermanKnowledge, flight: Flight): boolean {
  if (k.edition < 5 || !germanFirst(k)) return false;
  return quarryOf(k, flight).some((us) => hexesApart(us.hex, flight.from) <= SCRAMBLE_WITHIN && tracks(k, us).some((t) => meetingOn(k, flight, us, t, true) !== null));
}

/** Whether a German flight should take off now: more likely than not to meet Bombers by its second move, or it scrambles (E66). */
export function interceptionFits(k: GermanKnowledge, flight: Flight): boolean {
  return meetingOdds(k, flight) >= TAKE_OFF_ODDS || scrambles(k, flight);
}
