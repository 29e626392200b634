/**
 * What a scenario fixes for the whole game, worked out once per scenario and
 * kept outside the state (bomber-engine.md): the scenario, plane data by
 * Model and Type, hexes and Bases by id, which Bases each side may use on the
 * date, Entry hexes by African Base, and which hexes are friendly land.
 */
import { loadBomberData, type BomberData } from './data/index.js';
import { holdsOn } from './data/dates.js';
import type { EntryHex, MapBase, MapCity, MapHex } from './data/map-schema.js';
import type { PlaneVariant } from './data/planes.js';
import type { Area, Scenario } from './data/scenario-schema.js';
import type { TargetCard } from './data/target-card-schema.js';
import { americanBasesOn } from './data/scenario-checks.js';
import { mapTables } from './data/map-lookup.js';
import { BEYOND_SIGHT, distancesToLand, enemyLandOn } from './observation/land-distance.js';
import type { AfricanLetter, Side } from './state.js';

/** Bomber's data, loaded and checked once. */
export const DATA: BomberData = loadBomberData();

/** Every scenario id, in file order: what the options may name. */
export const SCENARIO_IDS: readonly string[] = DATA.scenarios.map((s) => s.scenario.id);

/** A scenario's fixed facts, looked up by the rules. */
export interface ScenarioContext {
  readonly scenario: Scenario;
  readonly date: string;
  readonly hexes: ReadonlyMap<string, MapHex>;
  readonly cities: ReadonlyMap<string, MapCity>;
  readonly cards: ReadonlyMap<string, TargetCard>;
  /** A side's Base in a hex it may use on the date, with that side's capacity. */
  base(side: Side, hex: string): { readonly base: MapBase; readonly capacity: number; readonly area: Area | null } | undefined;
  /** Hexes of the German Bases usable on the date (VI.B), in map order. */
  readonly germanBaseHexes: readonly string[];
  /** Hexes of the American Bases of an on-board area usable on the date (VI.C). */
  americanBaseHexes(area: Area): readonly string[];
  readonly entryHexes: ReadonlyMap<string, EntryHex>;
  /** The hex of a Base, by name. */
  baseHex(name: string): string;
  variant(key: string): PlaneVariant;
  /** Friendly land for a side on the date (rulings §21): the German-held land, or the Western Allies' (never the Soviets'). */
  friendlyLand(side: Side, hex: string): boolean;
  /** How far a hex is from the nearest land (or island) hex of `side`'s enemy on the date, counted as IX.G counts, at most BEYOND_SIGHT (rulings §18). */
  enemyLandDistance(side: Side, hex: string): number;
}

const AFRICAN: readonly AfricanLetter[] = ['A', 'L', 'T'];

/** Whether an area is an off-board African Base. */
export function isAfrican(area: string): area is AfricanLetter {
  return (AFRICAN as readonly string[]).includes(area);
}

function build(scenario: Scenario): ScenarioContext {
  const { map, planes, targetCards } = DATA;
  const date = scenario.date;
  const { hexes, cities, basesByName, basesByHex } = mapTables(map);
  const germanHeld = (h: MapHex | undefined) => h?.control === 'german' && !holdsOn(h.alliedFrom, date);
  const areaOf = new Map<string, Area>();
  for (const area of ['GB', 'Italy'] as const)
    for (const name of americanBasesOn(map, area, date)) areaOf.set(basesByName.get(name)!.hex, area);
  const germanBaseHexes = map.bases.filter((b) => b.german !== undefined && germanHeld(hexes.get(b.hex))).map((b) => b.hex);
  const germanSet = new Set(germanBaseHexes);
  const variants = new Map(planes.map((p) => [p.key, p]));
  const toEnemyLand = {
    american: distancesToLand(map.hexes, (h) => enemyLandOn('american', h, date)),
    german: distancesToLand(map.hexes, (h) => enemyLandOn('german', h, date)),
  };
  return {
    scenario,
    date,
    hexes,
    cities,
    cards: new Map(targetCards.map((c) => [c.id, c])),
    base(side, hex) {
      const base = basesByHex.get(hex);
      if (base === undefined) return undefined;
      if (side === 'german') return germanSet.has(hex) ? { base, capacity: base.german!, area: null } : undefined;
      const area = areaOf.get(hex);
      return area === undefined ? undefined : { base, capacity: base.american!, area };
    },
    germanBaseHexes,
    americanBaseHexes: (area) => [...areaOf].filter(([, a]) => a === area).map(([hex]) => hex),
    entryHexes: new Map(map.entryHexes.map((e) => [e.hex, e])),
    baseHex(name) {
      const b = basesByName.get(name);
      if (b === undefined) throw new Error(`no Base ${name}`);
      return b.hex;
    },
    variant(key) {
      const v = variants.get(key);
      if (v === undefined) throw new Error(`no plane variant ${key}`);
      return v;
    },
    friendlyLand(side, hex) {
      const h = hexes.get(hex);
      if (h?.terrain !== 'land') return false;
      // The hexes closed to German Air units on the date are Great Britain and Allied Italy and Corsica: the Western Allies' land.
      return side === 'german' ? germanHeld(h) : holdsOn(h.closedToGermansFrom, date);
    },
    enemyLandDistance: (side, hex) => toEnemyLand[side].get(hex) ?? BEYOND_SIGHT,
  };
}

const contexts = new Map<string, ScenarioContext>();

/** The context of a scenario, built on first use. */
export function contextOf(scenarioId: string): ScenarioContext {
  let ctx = contexts.get(scenarioId);
  if (ctx === undefined) {
    const file = DATA.scenarios.find((s) => s.scenario.id === scenarioId);
    if (file === undefined) throw new Error(`no Bomber scenario ${scenarioId}`);
    ctx = build(file.scenario);
    contexts.set(scenarioId, ctx);
  }
  return ctx;
}
