/**
 * How Bomber's words name things: sides, Air units, hexes (with the City or
 * Base in them), Altitudes, African Bases, Target Cards. Everything here reads
 * the board's fixed data (map.json, the Target Cards), never a game's state,
 * so a sentence can tell no more than the event or command it is made from.
 */
import { DATA } from '../context.js';
import { mapTables } from '../data/map-lookup.js';
import type { AfricanLetter, Location, Side } from '../state.js';

const tables = mapTables(DATA.map);
const cityAt = new Map(DATA.map.cities.map((c) => [c.hex, c.name]));
const africanNames = new Map(DATA.map.africanBases.map((b) => [b.letter, b.name]));
const cards = new Map(DATA.targetCards.map((c) => [c.id, c]));

/** "American" or "German". */
export const sideName = (side: Side): string => (side === 'american' ? 'American' : 'German');

/** "The American" / "The German": a side as the subject of a sentence. */
export const theSide = (side: Side): string => `The ${sideName(side)}`;

/** "American Air unit 3". */
export const airUnit = (side: Side, n: number): string => `${sideName(side)} Air unit ${n}`;

/** "hex 2216 (Schweinfurt)", "hex 0911 (Molesworth Base)", "hex 1408". */
export function hexName(hex: string): string {
  const names = [cityAt.get(hex), tables.basesByHex.has(hex) ? `${tables.basesByHex.get(hex)!.name} Base` : undefined].filter((n) => n !== undefined);
  return names.length > 0 ? `hex ${hex} (${names.join(', ')})` : `hex ${hex}`;
}

/** "the Tunisia Base Box (T)". */
export const africanBase = (letter: AfricanLetter): string => `the ${africanNames.get(letter) ?? letter} Base Box (${letter})`;

/** A place on the mapboard or off it, after "in" / "at". */
export const placeName = (at: Location): string => ('hex' in at ? hexName(at.hex) : africanBase(at.africa));

/** A place written as a command names it: a hex id or an African Base letter. */
export const setupPlaceName = (at: string): string => (/^\d{4}$/.test(at) ? hexName(at) : africanBase(at as AfricanLetter));

/** "Altitude 2". */
export const altitudeName = (altitude: number): string => `Altitude ${altitude}`;

/** "Target Card TC03 (Huels, Gelsenkirchen)". */
export function cardName(id: string): string {
  const card = cards.get(id);
  return card ? `Target Card ${id} (${card.cities.join(', ')})` : `Target Card ${id}`;
}

/** "a1", "a1 and a2", "a1, a2 and a3". */
export function list(items: readonly (string | number)[]): string {
  const s = items.map(String);
  return s.length <= 1 ? (s[0] ?? '') : `${s.slice(0, -1).join(', ')} and ${s.at(-1)!}`;
}

/** "Plane unit a1" / "Plane units a1 and a2". */
export const planeUnits = (ids: readonly string[]): string => `Plane unit${ids.length === 1 ? '' : 's'} ${list(ids)}`;

/** "1 hit" / "2 hits", and the like. */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** How an attack is made, in words. */
export const launchName = (launch: 'guns' | 'close' | 'distant' | 'return'): string =>
  ({ guns: 'with guns', close: 'with a Close Rocket launch', distant: 'with a Distant Rocket launch', return: 'in return fire' })[launch];
