/**
 * The African Bases (XII.E, rulings §3 and §8). An Air unit that takes off
 * from one is placed, N Turns later, in an N-Turn Entry hex of its letter,
 * where it ends its move; until then the German player is not told. One that
 * stands in an Entry hex of a letter it may land at leaves the board on a
 * later Turn and lands at that Base N Turns after it reached the hex (a unit
 * that stayed in the hex reached it again each Turn it stayed). Turns off the
 * board count against its Endurance unit: one still off the board when its
 * Endurance unit comes up is lost.
 */
import type { BomberCommand } from '../commands.js';
import { contextOf } from '../context.js';
import type { EntryHex } from '../data/map-schema.js';
import type { Play } from '../play.js';
import type { Altitude, BomberState, Side } from '../state.js';
import { bomberFits, ENTERED_FROM_SOUTH_EDGE } from './bomber-limit.js';
import { altitudeOf, isBomberUnit } from './flying.js';
import { land, landingAreas, lose } from './landing.js';

/** The Entry hexes of a letter. */
function entriesOf(state: BomberState, letter: string): EntryHex[] {
  return [...contextOf(state.scenario).entryHexes.values()].filter((e) => e.base === letter);
}

/** Where an outbound Air unit may be placed this Turn: the Entry hexes of its letter whose N brings it here now, and where a Bomber keeps the six-Bomber limit (rulings §16). */
export function entryOptions(state: BomberState, side: Side): BomberCommand[] {
  return state[side].airUnits.flatMap((a) =>
    a.offBoard?.direction === 'outbound'
      ? entriesOf(state, a.offBoard.letter)
          .filter((e) => a.offBoard!.turn + e.turns === state.turn && (!isBomberUnit(state, side, a.id) || bomberFits(state, a.id, e.hex, arrivalAltitude(state, side, a.id, e.hex), ENTERED_FROM_SOUTH_EDGE)))
          .map((e): BomberCommand => ({ type: 'enter-map', airUnit: a.id, hex: e.hex }))
      : [],
  );
}

/** Whether an outbound Air unit must be placed this Turn: no Entry hex of its letter is farther. */
export function mustEnterNow(state: BomberState, side: Side): boolean {
  return state[side].airUnits.some((a) => a.offBoard?.direction === 'outbound' && a.offBoard.turn + Math.max(...entriesOf(state, a.offBoard.letter).map((e) => e.turns)) <= state.turn);
}

/** American Air units in an Entry hex of a letter they may land at, there since an earlier Turn. */
export function exitOptions(state: BomberState, side: Side): BomberCommand[] {
  if (side !== 'american') return [];
  const entries = contextOf(state.scenario).entryHexes;
  return state.american.airUnits.flatMap((a) => {
    const hex = a.counter && 'hex' in a.counter.at ? a.counter.at.hex : null;
    const entry = hex === null ? undefined : entries.get(hex);
    if (entry === undefined || a.endurance === null || a.reachedEntryOn === null || a.reachedEntryOn >= state.turn) return [];
    return landingAreas(state, a.id).includes(entry.base) ? [{ type: 'exit-map', airUnit: a.id }] : [];
  });
}

/** The Altitude an Air unit arrives at in an Entry hex: the one it took off at, but never 0 over a Mountain (XII.C.2, ruling E20). */
function arrivalAltitude(state: BomberState, side: Side, airUnit: number, hex: string): Altitude {
  const altitude = altitudeOf(state, side, airUnit) ?? 0;
  return altitude === 0 && contextOf(state.scenario).hexes.get(hex)?.mountain !== undefined ? 1 : altitude;
}

/**
 * Places an outbound Air unit in an Entry hex: now the German player sees it,
 * and its Endurance unit; it may then set its Altitude (ruling E20). The lift
 * off Altitude 0 over a Mountain comes first, secretly, so that it goes in
 * the command's one hidden entry (ruling E34) and nobody can count it.
 */
export function enterMap(play: Play, side: Side, airUnit: number, hex: string): void {
  const a = play.state[side].airUnits[airUnit - 1]!;
  const altitude = arrivalAltitude(play.state, side, airUnit, hex);
  if (altitude !== altitudeOf(play.state, side, airUnit)) play.emitSecret({ type: 'altitude-changed', side, airUnit, altitude, cost: 0 }, side);
  play.emit({ type: 'air-unit-entered', side, airUnit, hex, endurance: a.endurance! });
}

/** Leaves the board from an Entry hex for its African Base. */
export function exitMap(play: Play, side: Side, airUnit: number): void {
  const state = play.state;
  const a = state[side].airUnits[airUnit - 1]!;
  const entry = contextOf(state.scenario).entryHexes.get((a.counter!.at as { hex: string }).hex)!;
  const reached = Math.max(a.reachedEntryOn!, state.turn - 1);
  play.emit({ type: 'air-unit-exited', side, airUnit, letter: entry.base, lands: reached + entry.turns });
}

/** At a side's Landing Step: Air units due home from Africa land; those whose Endurance ran out off the board are lost. */
export function offBoardArrivals(play: Play, side: Side): void {
  const turn = play.state.turn;
  for (const a of play.state[side].airUnits) {
    if (a.offBoard === null) continue;
    if (a.offBoard.direction === 'inbound' && a.offBoard.turn <= turn && turn <= a.endurance!) land(play, side, a.id, turn);
    else if (a.endurance! <= turn) lose(play, side, a.id, 'fuel');
  }
}
