/**
 * The Mission Sheet (VII): the American player's secret plan, one line per
 * Bomber Air unit (nothing for Fighters). Primary: a Target City (a
 * historical target or a city of a held Target Card is a Primary Target,
 * any other city may be bombed but is not one), "feint" or "no"; Bomb
 * Altitude; Open or Tight Formation; Take Off Turn; and a Land area only
 * for a Shuttle Mission (VII.E, XII.H). The scenario's Special Rules bind
 * it: `bombAltitude`, `escortReachOnly`, `shuttle`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { reject, type Rejection } from '../../../kernel/ruleset.js';
import { holdsOn } from '../data/dates.js';
import { citiesInEscortReach } from '../data/escort-reach.js';
import type { BomberMap } from '../data/map-schema.js';
import type { PlaneVariant } from '../data/planes.js';
import { areaUsable } from '../data/scenario-checks.js';
import { Area, type Scenario } from '../data/scenario-schema.js';
import { shuttleLimit } from '../data/shuttle-missions.js';
import type { TargetCard } from '../data/target-card-schema.js';
import { boxUnits, type AirBoxes } from './air-boxes.js';
import type { MapPlacement } from './map-placement.js';
import { AirUnitNumber, planeRoster, type PlaneUnit } from './roster.js';
import { baseAt, cityNamed, hexOf } from '../data/map-lookup.js';

/** The last Turn of any game (VIII). */
export const LAST_TURN = 33;

/** Schema of one Mission Sheet line. `primary` is a Target City's name, "feint" or "no". */
export const MissionLineSchema = Type.Object(
  {
    airUnit: AirUnitNumber,
    primary: Type.String({ minLength: 1, description: 'a Target City, "feint" or "no" (VII.A.1)' }),
    /** Required with a Target City, absent otherwise (VII.B.1). */
    bombAltitude: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
    /** Required unless "no" (VII.C). */
    formation: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('tight')])),
    /** Required unless "no" (VII.D). */
    takeOffTurn: Type.Optional(Type.Integer({ minimum: 1, maximum: LAST_TURN })),
    /** Only for a Shuttle Mission: the area landed in (VII.E). */
    land: Type.Optional(Area),
  },
  { additionalProperties: false },
);
export type MissionLine = Static<typeof MissionLineSchema>;

/** Schema of a whole Mission Sheet. */
export const MissionSheetSchema = Type.Array(MissionLineSchema, { maxItems: 40 });
export type MissionSheet = Static<typeof MissionSheetSchema>;

/** What the Mission Sheet is checked against. */
export interface MissionContext {
  readonly map: BomberMap;
  readonly planes: readonly PlaneVariant[];
  readonly cards: readonly TargetCard[];
  readonly scenario: Scenario;
  /** The American Air Boxes (`checkAirBoxes` passed). */
  readonly boxes: AirBoxes;
  /** The Target Cards the American player holds (`handOf`). */
  readonly hand: readonly string[];
}

function unitsOf(ctx: MissionContext, airUnit: number): PlaneUnit[] {
  const box = ctx.boxes.find((b) => b.airUnit === airUnit);
  return box === undefined ? [] : boxUnits(planeRoster(ctx.scenario, 'american'), box);
}

const isBomberBox = (ctx: MissionContext, airUnit: number) => unitsOf(ctx, airUnit)[0]?.variant.endsWith(' B') === true;

/** The Bomber Air units, in number order: those the sheet has a line for. */
export function bomberAirUnits(ctx: MissionContext): number[] {
  return ctx.boxes.map((b) => b.airUnit).filter((n) => isBomberBox(ctx, n)).sort((a, b) => a - b);
}

/** The Primary Targets (VII.A.1): the historical targets, then the cities of the held Target Cards, each once. */
export function primaryTargets(ctx: MissionContext): string[] {
  const cities = [
    ...ctx.scenario.historicalTargets.map((t) => t.city),
    ...ctx.hand.flatMap((id) => ctx.cards.find((c) => c.id === id)?.cities ?? []),
  ];
  return [...new Set(cities)];
}

const holdsShuttleCard = (ctx: MissionContext) => ctx.hand.some((id) => ctx.cards.find((c) => c.id === id)?.shuttleMission === true);

/** Whether a hex is Allied land on a date: closed to German Air units (XII.F.2). A Target City there is no target (ruling 52). */
export function alliedLand(map: BomberMap, hex: string, date: string): boolean {
  return holdsOn(hexOf(map, hex)?.closedToGermansFrom, date);
}

function checkTarget(ctx: MissionContext, line: MissionLine, units: readonly PlaneUnit[]): Rejection | null {
  const { scenario } = ctx;
  if (line.primary === 'no' || line.primary === 'feint') {
    if (line.bombAltitude !== undefined) return reject('no-bombing-planned', `Air unit ${line.airUnit} plots "${line.primary}": it bombs nothing and plots no Bomb Altitude.`);
    return null;
  }
  const city = cityNamed(ctx.map, line.primary);
  if (city === undefined) return reject('unknown-target', `There is no Target City "${line.primary}"; plot a city, "feint" or "no" (VII.A.1).`);
  if (alliedLand(ctx.map, city.hex, scenario.date)) return reject('allied-target', `${city.name} is held by the Allies on ${scenario.date}: it is no target (ruling 52).`);
  if (line.bombAltitude === undefined) return reject('bomb-altitude-missing', `Plot the Bomb Altitude (0, 1 or 2) for Air unit ${line.airUnit} (VII.B.1).`);
  for (const r of scenario.specialRules) {
    if (r.kind === 'bombAltitude' && line.bombAltitude !== r.altitude)
      return reject('scenario-bomb-altitude', `The scenario's Special Rule: every Bomber plots Bomb Altitude ${r.altitude}.`);
    if (r.kind === 'escortReachOnly' && units.some((u) => u.variant === r.bombers) && !citiesInEscortReach(ctx.map, ctx.planes, scenario, r).has(city.name))
      return reject('beyond-escort-reach', `The scenario's Special Rule: ${r.bombers.split(' ')[0] ?? r.bombers} units may only feint or bomb a target within reach of their ${r.escort.split(' ')[0] ?? r.escort} escort; ${city.name} is not.`);
  }
  if (line.bombAltitude === 0 && hexOf(ctx.map, city.hex)?.mountain !== undefined)
    return reject('mountain-bomb-altitude', `${city.name} lies in a Mountain hex, where Altitude Level 0 is barred (XII.C.2).`);
  return null;
}

/** Why the line's Land area is not allowed (VII.E, XII.H, ruling 32), given the other lines' Shuttle Missions. */
function checkLand(ctx: MissionContext, others: MissionSheet, line: MissionLine, units: readonly PlaneUnit[]): Rejection | null {
  const { scenario } = ctx;
  const land = line.land;
  if (land === undefined) return null;
  const home = units[0]?.area;
  if (land === home) return reject('land-own-area', `Air unit ${line.airUnit} lands in ${land}, where it took off: leave Land empty (VII.E).`);
  if (!holdsShuttleCard(ctx)) return reject('no-shuttle-card', 'A Land area is plotted only for a Shuttle Mission, and no Shuttle Mission card is held (VII.E, XII.H).');
  const limit = shuttleLimit(scenario.date);
  if (limit === undefined) return reject('no-shuttle-missions-yet', 'No Shuttle Missions before 17 August 1943 (XII.H).');
  if (!areaUsable(ctx.map, land, scenario.date)) return reject('no-base-in-area', `There is no American Base in ${land} on ${scenario.date}.`);
  const rule = scenario.specialRules.find((r) => r.kind === 'shuttle');
  if (rule !== undefined) {
    const outsider = units.find((u) => u.designation === undefined || !rule.planeUnits.includes(u.designation));
    if (outsider !== undefined) return reject('not-a-shuttle-unit', `The scenario's Special Rule names the units that may shuttle; ${outsider.designation ?? outsider.id} is not one of them.`);
    if (!rule.landIn.includes(land)) return reject('shuttle-area', `The scenario's Special Rule lets them land in ${rule.landIn.join(' or ')} only.`);
  }
  if (limit !== 'all')
    for (const variant of new Set(units.map((u) => u.variant))) {
      const allowed = limit[variant] ?? 0;
      if (allowed === 'all') continue;
      const shuttling = [...others.filter((o) => o.land !== undefined && o.airUnit !== line.airUnit), line]
        .flatMap((o) => unitsOf(ctx, o.airUnit))
        .filter((u) => u.variant === variant).length;
      if (shuttling > allowed)
        return reject('shuttle-limit', `On ${scenario.date} at most ${allowed} ${variant.split(' ')[0] ?? variant} Plane units may fly a Shuttle Mission (XII.H); this line makes ${shuttling}.`);
    }
  return null;
}

/**
 * What Air unit `airUnit` may plot as Primary, for a prompt: "no", "feint", then every Target City it may
 * bomb at some Bomb Altitude under the scenario's Special Rules — the Primary Targets first, then the others.
 */
export function primaryOptions(ctx: MissionContext, airUnit: number): string[] {
  if (!isBomberBox(ctx, airUnit)) return [];
  const units = unitsOf(ctx, airUnit);
  const base = { airUnit, formation: 'tight' as const, takeOffTurn: 1 };
  const bombable = (city: string) =>
    ([0, 1, 2] as const).some((bombAltitude) => checkTarget(ctx, { ...base, primary: city, bombAltitude }, units) === null);
  const primaries = primaryTargets(ctx);
  const others = ctx.map.cities.map((c) => c.name).filter((c) => !primaries.includes(c));
  return ['no', 'feint', ...[...primaries, ...others].filter(bombable)];
}

/** Whether a line may be written (or rewritten) now, given the sheet's other lines. */
export function checkMissionLine(ctx: MissionContext, sheet: MissionSheet, line: MissionLine): Rejection | null {
  if (!isBomberBox(ctx, line.airUnit))
    return reject('not-a-bomber-unit', `Air unit ${line.airUnit} holds no Bombers: only Bomber Air units have a Mission Sheet line (VII).`);
  const units = unitsOf(ctx, line.airUnit);
  if (line.primary === 'no') {
    const extra = line.bombAltitude !== undefined || line.formation !== undefined || line.takeOffTurn !== undefined || line.land !== undefined;
    return extra ? reject('no-flight-planned', `Air unit ${line.airUnit} plots "no": it does not fly, and nothing else is plotted.`) : null;
  }
  const target = checkTarget(ctx, line, units);
  if (target !== null) return target;
  if (line.formation === undefined) return reject('formation-missing', `Plot Open or Tight Formation for Air unit ${line.airUnit} (VII.C).`);
  if (line.takeOffTurn === undefined || !Number.isInteger(line.takeOffTurn) || line.takeOffTurn < 1 || line.takeOffTurn > LAST_TURN)
    return reject('take-off-turn', `Plot a Take Off Turn from 1 to ${LAST_TURN} for Air unit ${line.airUnit} (VII.D).`);
  return checkLand(ctx, sheet, line, units);
}

/** The sheet with this line written in, replacing any line of the same Air unit (Formation may be changed later, VII.C). */
export function setMissionLine(sheet: MissionSheet, line: MissionLine): MissionSheet {
  return [...sheet.filter((l) => l.airUnit !== line.airUnit), line].sort((a, b) => a.airUnit - b.airUnit);
}

/** Whether a whole Mission Sheet is legal: one legal line for every Bomber Air unit, nothing else. */
export function checkMissionSheet(ctx: MissionContext, sheet: MissionSheet): Rejection | null {
  for (const [i, line] of sheet.entries()) {
    if (sheet.findIndex((l) => l.airUnit === line.airUnit) !== i) return reject('line-twice', `Air unit ${line.airUnit} has two lines.`);
    const refusal = checkMissionLine(ctx, sheet, line);
    if (refusal !== null) return refusal;
  }
  const missing = bomberAirUnits(ctx).filter((n) => !sheet.some((l) => l.airUnit === n));
  return missing.length === 0 ? null : reject('lines-missing', `Air units with no line yet: ${missing.join(', ')} (VII).`);
}

/**
 * Take Off Turns that keep every Base within its capacity (rulings §Bomber 7, 9): Bomber Air units of
 * one Base hex in number order, each on the first Turn with capacity left (an Air unit may need more Turns
 * to be all up). African boxes have no limit (Turn 1); without a placement, every unit takes off on Turn 1.
 */
function takeOffTurns(ctx: MissionContext, airUnits: readonly number[], placement: MapPlacement | undefined): Map<number, number> {
  const turns = new Map<number, number>();
  const used = new Map<string, number[]>(); // Plane units taking off, per place, per Turn (index 0 = Turn 1)
  for (const n of airUnits) {
    const at = placement?.find((p) => p.airUnit === n)?.at;
    const capacity = at === undefined ? undefined : baseAt(ctx.map, at)?.american;
    if (at === undefined || capacity === undefined) {
      turns.set(n, 1);
      continue;
    }
    const perTurn = used.get(at) ?? [];
    used.set(at, perTurn);
    let t = perTurn.findIndex((x) => x < capacity);
    if (t < 0) t = perTurn.length;
    turns.set(n, Math.min(t + 1, LAST_TURN));
    for (let left = unitsOf(ctx, n).length, k = t; left > 0; k++) {
      const room = capacity - (perTurn[k] ?? 0);
      const up = Math.min(room, left);
      perTurn[k] = (perTurn[k] ?? 0) + up;
      left -= up;
    }
  }
  return turns;
}

/**
 * A suggested sheet (ruling 39): the Bomber Air units, in number order, spread round-robin over the
 * historical targets each may plot (else the held cards' cities, else "feint"); Bomb Altitude 2 (Heavy
 * Flak only, at half effect) unless a Special Rule sets it; Tight Formation; Take Off Turns that keep each
 * Base within its capacity; the Land area of a scenario's `shuttle` rule for the units it names.
 */
export function suggestMissionSheet(ctx: MissionContext, placement?: MapPlacement): MissionSheet {
  const airUnits = bomberAirUnits(ctx);
  const turns = takeOffTurns(ctx, airUnits, placement);
  const fixedAltitude = ctx.scenario.specialRules.find((r) => r.kind === 'bombAltitude')?.altitude;
  const bombAltitude = fixedAltitude ?? 2;
  const shuttle = ctx.scenario.specialRules.find((r) => r.kind === 'shuttle');
  const historical = ctx.scenario.historicalTargets.map((t) => t.city);
  let sheet: MissionSheet = [];
  airUnits.forEach((airUnit, i) => {
    const base = { airUnit, formation: 'tight' as const, takeOffTurn: turns.get(airUnit) ?? 1 };
    const fits = (primary: string) => checkTarget(ctx, { ...base, primary, bombAltitude }, unitsOf(ctx, airUnit)) === null;
    const pool = historical.filter(fits);
    const targets = pool.length > 0 ? pool : primaryTargets(ctx).filter(fits);
    const target = targets[i % Math.max(targets.length, 1)];
    const line: MissionLine = target === undefined ? { ...base, primary: 'feint' } : { ...base, primary: target, bombAltitude };
    const landIn = shuttle?.landIn[0];
    const shuttled = landIn === undefined ? line : { ...line, land: landIn };
    sheet = setMissionLine(sheet, checkMissionLine(ctx, sheet, shuttled) === null ? shuttled : line);
  });
  return sheet;
}
