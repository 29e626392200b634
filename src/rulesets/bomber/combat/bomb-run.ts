/**
 * The American's bombing announcement (XIII.G, rulings §20). As the American
 * Combat Phase begins, before its Battles (ruling 53), wherever an American
 * counter stands in a hex with a Target City, the American player is asked
 * which Bomber Air units bomb in this Phase: those
 * at the Bomb Altitude plotted over the target plotted on the Mission Sheet
 * (VII.A.1, VII.B.1), once a day (XIII.H). One may put it off to a later
 * Combat Phase (rulings §20). Whether he is asked depends only on what the
 * map shows, so the question itself tells the German nothing; each Air unit
 * announced makes its target and Bomb Altitude public, as Flak must know
 * them to fire. The spots where they bomb become Battles of the Phase, each
 * fought Air → Flak → Bombing (`battle-loop.ts`).
 */
import type { BomberCommand } from '../commands.js';
import { contextOf, DATA } from '../context.js';
import { flyingPlanes } from '../flight/flying.js';
import type { Play } from '../play.js';
import { alliedLand } from '../setup/mission-sheet.js';
import { hexOfLocation, planesOf, type AirUnit, type BomberState, type Spot } from '../state.js';

/** A Bomber Air unit's plotted target, if it plots a Target City (not "feint" or "no"). */
export function plottedTarget(state: BomberState, airUnit: number): { readonly city: string; readonly hex: string; readonly altitude: Spot['altitude'] } | null {
  const line = state.missionSheet[String(airUnit)];
  const city = line && contextOf(state.scenario).cities.get(line.primary);
  return line && city ? { city: city.name, hex: city.hex, altitude: line.bombAltitude } : null;
}

/** Whether an American Air unit may bomb now: flying on the board over its target, every Plane unit at the Bomb Altitude, not bombed yet. */
function overTarget(state: BomberState, a: AirUnit): boolean {
  const target = plottedTarget(state, a.id);
  if (target === null || a.bombedOn !== null || a.endurance === null || a.offBoard !== null) return false;
  if (a.counter === null || hexOfLocation(a.counter.at) !== target.hex) return false;
  const planes = planesOf(state, 'american', a.id);
  return planes.length > 0 && planes.every((p) => p.ground === null && p.altitude === target.altitude);
}

/** Whether this is a Combat Phase in which the American may bomb (XIII.H: only his own). */
const americanCombat = (state: BomberState) => state.phase.kind === 'combat' && state.phase.side === 'american';

const targetHexes = new Map<string, ReadonlySet<string>>();

/** The hexes of a scenario's Target Cities that may be bombed on its date: not in Allied land (ruling 52). Worked out once per scenario. */
function targetHexesOf(scenarioId: string): ReadonlySet<string> {
  let hexes = targetHexes.get(scenarioId);
  if (hexes === undefined) {
    const ctx = contextOf(scenarioId);
    hexes = new Set([...ctx.cities.values()].map((c) => c.hex).filter((hex) => !alliedLand(DATA.map, hex, ctx.date)));
    targetHexes.set(scenarioId, hexes);
  }
  return hexes;
}

/** The hexes the American is asked about: each with a Target City that may be bombed and an American counter in it (public facts only). */
export function announcementHexes(state: BomberState): string[] {
  if (!americanCombat(state)) return [];
  const cityHexes = targetHexesOf(state.scenario);
  const hexes = state.american.airUnits.flatMap((a) => {
    const hex = a.counter ? hexOfLocation(a.counter.at) : null;
    return hex !== null && cityHexes.has(hex) ? [hex] : [];
  });
  return [...new Set(hexes)].sort();
}

/** Whether the American is being asked now: his Combat Phase before its first Battle, the announcement not yet closed, some hex to ask about. */
export function announcementOpen(state: BomberState): boolean {
  const phase = state.phase;
  const beforeBattles = phase.kind === 'combat' && phase.step === 'battles' && state.battles.every((b) => !b.done);
  return beforeBattles && state.bombRun?.closed !== true && announcementHexes(state).length > 0;
}

/**
 * The American's options in the announcement: each Air unit that may bomb
 * now in the hexes asked about (by default every hex he is asked about; a
 * Battle asks about its own) and is not yet announced, and the end.
 */
export function announcementOptions(state: BomberState, hexes: readonly string[] = announcementHexes(state)): BomberCommand[] {
  const askable = new Set(announcementHexes(state));
  const asked = new Set(hexes.filter((h) => askable.has(h)));
  const announced = new Set(state.bombRun?.airUnits ?? []);
  const ready = state.american.airUnits.filter((a) => !announced.has(a.id) && overTarget(state, a) && asked.has(plottedTarget(state, a.id)!.hex));
  return [...ready.map((a): BomberCommand => ({ type: 'announce-bombing', airUnit: a.id })), { type: 'end-announcement' }];
}

/** Announces that an Air unit bombs now: its target and Bomb Altitude become public. */
export function announce(play: Play, airUnit: number): void {
  const target = plottedTarget(play.state, airUnit)!;
  play.emit({ type: 'bombing-announced', airUnit, city: target.city, hex: target.hex, altitude: target.altitude });
}

/** Closes the announcement: the spots of the Air units announced join the Phase's Battles (none is fought yet), in map order. */
export function closeAnnouncement(play: Play): void {
  play.emit({ type: 'announcement-closed' });
  const state = play.state;
  const key = (s: Spot) => `${s.hex}/${s.altitude}`;
  const known = new Set(state.battles.map((b) => key(b.spot)));
  const added = announcedSpots(state).filter((s) => !known.has(key(s)));
  if (added.length === 0) return;
  const spots = [...state.battles.map((b) => b.spot), ...added].sort((a, b) => a.hex.localeCompare(b.hex) || a.altitude - b.altitude);
  play.emit({ type: 'battles-found', spots });
}

/** The Air units announced at a spot that still hold Plane units and have not bombed, in number order (XIII.G–H: "in the order of the Air unit's numbers"). */
export function announcedAt(state: BomberState, spot: Spot): number[] {
  return (state.bombRun?.airUnits ?? [])
    .filter((id) => {
      const t = plottedTarget(state, id)!;
      return t.hex === spot.hex && t.altitude === spot.altitude && state.american.airUnits[id - 1]!.bombedOn === null && flyingPlanes(state, 'american', id).length > 0;
    })
    .sort((a, b) => a - b);
}

/** The spots (hex and Bomb Altitude) of the Air units announced, in hex then Altitude order: a Battle each. */
export function announcedSpots(state: BomberState): Spot[] {
  const spots = new Map<string, Spot>();
  for (const id of state.bombRun?.airUnits ?? []) {
    const t = plottedTarget(state, id)!;
    spots.set(`${t.hex}@${t.altitude}`, { hex: t.hex, altitude: t.altitude });
  }
  return [...spots.values()].sort((a, b) => a.hex.localeCompare(b.hex) || a.altitude - b.altitude);
}
