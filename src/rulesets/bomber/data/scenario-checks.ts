/**
 * Cross-checks of each scenario against the map, planes and cards: known
 * Models and Types, Strength Points in the rulebook's ranges, forces that
 * fit the Air Boxes, bases that exist (and are usable) on the scenario's
 * date, targets and cards that exist, and Daylight Turns by the calendar.
 * Every problem names the file and the field.
 */
import { AIR_BOXES, MAX_BOX_SP, packAirBoxes } from './air-boxes.js';
import { daylightTurns } from './daylight.js';
import { holdsOn } from './dates.js';
import type { BomberMap, MapHex } from './map-schema.js';
import type { PlaneVariant } from './planes.js';
import type { ScenarioFile } from './scenarios.js';
import type { Area, FixedAirUnit, PlaneUnits, Scenario } from './scenario-schema.js';
import { shuttleLimit } from './shuttle-missions.js';
import type { TargetCard } from './target-card-schema.js';
import { kept } from './kept.js';
import { baseNamed, cityNamed, hexOf } from './map-lookup.js';

/** Initial Strength Points by side and Type (IX.C). */
const SP_RANGE = { german: [2, 3], americanB: [2, 4], americanF: [4, 6] } as const;

/** Everything a scenario is checked against. */
export interface ScenarioContext {
  readonly map: BomberMap;
  readonly planes: readonly PlaneVariant[];
  readonly cards: readonly TargetCard[];
  readonly short: ReadonlySet<string>;
}

/** The American Base names of an on-board area usable on a date (VI.C); African areas are off-board. */
export const americanBasesOn = kept((map: BomberMap, area: Area, date: string): readonly string[] => {
  const inArea = (h: MapHex | undefined): boolean =>
    area === 'GB' ? h?.country === 'United Kingdom' : area === 'Italy' && h?.country === 'Italy' && holdsOn(h.alliedFrom, date);
  return map.bases.filter((b) => b.american !== undefined && inArea(hexOf(map, b.hex))).map((b) => b.name);
});

/** The German Base names usable on a date (VI.B): German-held hexes with a German capacity, Italy only before the Ground Lines reach it. */
export const germanBasesOn = kept((map: BomberMap, date: string): readonly string[] =>
  map.bases
    .filter((b) => {
      const hex = hexOf(map, b.hex);
      return b.german !== undefined && hex?.control === 'german' && !holdsOn(hex.alliedFrom, date);
    })
    .map((b) => b.name),
);

function checkUnits(at: string, units: readonly PlaneUnits[], side: 'german' | 'american', planes: readonly PlaneVariant[]): string[] {
  return units.flatMap((u, i) => {
    const field = `${at}[${i}]`;
    const v = planes.find((p) => p.key === u.variant);
    if (v === undefined) return [`${field}.variant: no Model and Type "${u.variant}" in planes.json`];
    const problems: string[] = [];
    if (v.side !== side) problems.push(`${field}.variant: ${u.variant} does not fly for the ${side} side`);
    const [lo, hi] = side === 'german' ? SP_RANGE.german : v.type === 'B' ? SP_RANGE.americanB : SP_RANGE.americanF;
    if (u.sp < lo || u.sp > hi) problems.push(`${field}.sp: ${u.variant} units start with ${lo}–${hi} Strength Points, not ${u.sp}`);
    if (u.rockets && !v.rockets) problems.push(`${field}.rockets: ${u.variant} never carried rockets`);
    if (u.designations !== undefined && u.designations.length !== u.count)
      problems.push(`${field}.designations: ${u.designations.length} names for ${u.count} units`);
    return problems;
  });
}

function checkForces(file: string, s: Scenario, planes: readonly PlaneVariant[]): string[] {
  const problems = [
    ...s.american.flatMap((a, i) => checkUnits(`${file}: american[${i}].units`, a.units, 'american', planes)),
    ...checkUnits(`${file}: german.units`, s.german.units, 'german', planes),
  ];
  const american = packAirBoxes(s.american.map((a) => ({ group: a.area, units: a.units }))).length;
  if (american > AIR_BOXES) problems.push(`${file}: american: needs ${american} Air Boxes, more than ${AIR_BOXES}`);
  const german = packAirBoxes([{ group: 'german', units: s.german.units }]).length;
  if (german > AIR_BOXES) problems.push(`${file}: german.units: needs ${german} Air Boxes, more than ${AIR_BOXES}`);
  return problems;
}

/**
 * Turns an Air unit of an African Base spends off the board going out and coming back: twice the
 * nearest Entry hex's number (XII.E; off-board Turns count against endurance, rulings §Bomber 8).
 */
export function offBoardRoundTrip(map: BomberMap, letter: 'A' | 'L' | 'T'): number {
  return 2 * Math.min(...map.entryHexes.filter((e) => e.base === letter).map((e) => e.turns));
}

function checkAreas(file: string, s: Scenario, map: BomberMap, planes: readonly PlaneVariant[]): string[] {
  return s.american.flatMap((a, i) => {
    if (a.area === 'GB' || a.area === 'Italy')
      return americanBasesOn(map, a.area, s.date).length === 0
        ? [`${file}: american[${i}].area: no American Base in ${a.area} on ${s.date}`]
        : [];
    if (!map.entryHexes.some((e) => e.base === a.area)) return [`${file}: american[${i}].area: no Entry hex for African Base ${a.area}`];
    // A unit must have a Turn on the board between the legs out and back, or it can never fly there (ruling 34).
    const roundTrip = offBoardRoundTrip(map, a.area);
    return a.units.flatMap((u, j) => {
      const e = planes.find((p) => p.key === u.variant)?.endurance;
      const most = e === undefined ? Infinity : (e.dropTanks ?? e.internal);
      return most > roundTrip
        ? []
        : [`${file}: american[${i}].units[${j}]: ${u.variant} has ${most} Turns of endurance, all spent off the board going to and from ${a.area} (${roundTrip} Turns)`];
    });
  });
}

function checkTargets(file: string, s: Scenario, ctx: ScenarioContext): string[] {
  const cities = new Set(ctx.map.cities.map((c) => c.name));
  const problems = s.historicalTargets.flatMap((t, i) => [
    ...(cities.has(t.city) ? [] : [`${file}: historicalTargets[${i}].city: no city "${t.city}" on the map`]),
    ...(t.short === ctx.short.has(t.city) ? [] : [`${file}: historicalTargets[${i}].short: should be ${ctx.short.has(t.city)}`]),
  ]);
  s.cardsInHand.forEach((id, i) => {
    const card = ctx.cards.find((c) => c.id === id);
    if (card === undefined) problems.push(`${file}: cardsInHand[${i}]: no Target Card ${id}`);
    else if (card.shuttleMission && shuttleLimit(s.date) === undefined)
      problems.push(`${file}: cardsInHand[${i}]: no Shuttle Missions before 17 August 1943 (XII.H)`);
  });
  return problems;
}

function checkDaylight(file: string, s: Scenario): string[] {
  const expected = daylightTurns(s.date, s.sunAt[1], s.turnOne);
  return s.daylightTurns === expected
    ? []
    : [`${file}: daylightTurns: the calendar gives ${expected} from ${s.turnOne}, not ${s.daylightTurns}`];
}

const tally = (units: readonly PlaneUnits[]) =>
  units.flatMap((u) => Array<string>(u.count).fill(`${u.variant}/${u.sp}`)).sort().join(',');

function checkFixedSide(
  file: string,
  s: Scenario,
  map: BomberMap,
  side: 'american' | 'german',
  fixed: readonly FixedAirUnit[],
): string[] {
  const problems: string[] = [];
  const placed = new Map<string, number>();
  fixed.forEach((f, i) => {
    const at = `${file}: fixedSetup.${side}[${i}]`;
    const sp = f.planes.sp * f.planes.count;
    if (sp > MAX_BOX_SP) problems.push(`${at}.planes: ${sp} Strength Points in one Air Box, more than ${MAX_BOX_SP}`);
    if (fixed.findIndex((g) => g.airUnit === f.airUnit) !== i) problems.push(`${at}.airUnit: Air unit ${f.airUnit} used twice`);
    const base = baseNamed(map, f.base);
    if (base === undefined) return problems.push(`${at}.base: no Base "${f.base}" on the map`);
    if (side === 'american') {
      if (!s.american.some((a) => americanBasesOn(map, a.area, s.date).includes(f.base)))
        problems.push(`${at}.base: ${f.base} is not an American Base of the scenario's areas on ${s.date}`);
      return;
    }
    if (base.german === undefined || !germanBasesOn(map, s.date).includes(f.base))
      return problems.push(`${at}.base: ${f.base} is not a German Base on ${s.date}`);
    placed.set(f.base, (placed.get(f.base) ?? 0) + f.planes.count);
    if ((placed.get(f.base) ?? 0) > base.german)
      problems.push(`${at}.base: more Plane units at ${f.base} than its capacity ${base.german} (VI.B)`);
  });
  const listed = side === 'american' ? s.american.flatMap((a) => a.units) : s.german.units;
  if (tally(fixed.map((f) => f.planes)) !== tally(listed))
    problems.push(`${file}: fixedSetup.${side}: its Plane units differ from the scenario's forces`);
  return problems;
}

/** Whether American units can land in an area on a date: an American Base there, or its African Base's Entry hexes. */
export function areaUsable(map: BomberMap, area: Area, date: string): boolean {
  return area === 'GB' || area === 'Italy'
    ? americanBasesOn(map, area, date).length > 0
    : map.entryHexes.some((e) => e.base === area);
}

function checkShuttle(
  file: string,
  at: string,
  s: Scenario,
  ctx: ScenarioContext,
  names: readonly string[],
  landIn: readonly Area[],
): string[] {
  const problems: string[] = [];
  if (!s.cardsInHand.some((id) => ctx.cards.find((c) => c.id === id)?.shuttleMission))
    problems.push(`${file}: ${at}: a Shuttle Mission needs a Shuttle Mission card in cardsInHand (XII.H)`);
  const limit = shuttleLimit(s.date);
  const perVariant = new Map<string, number>();
  const homes = new Set<Area>();
  names.forEach((name, j) => {
    const found = s.american.flatMap((a) => a.units.filter((u) => u.designations?.includes(name)).map((u) => ({ area: a.area, u })));
    if (found.length !== 1 || names.indexOf(name) !== j)
      return problems.push(`${file}: ${at}.planeUnits[${j}]: "${name}" is not one American Plane unit of the scenario`);
    const [{ area, u }] = found as [{ area: Area; u: PlaneUnits }];
    homes.add(area);
    perVariant.set(u.variant, (perVariant.get(u.variant) ?? 0) + 1);
  });
  for (const [variant, n] of perVariant) {
    const allowed = limit === undefined ? 0 : limit === 'all' ? 'all' : (limit[variant] ?? 0);
    const most = allowed === 'all' ? Infinity : allowed;
    if (n > most) problems.push(`${file}: ${at}.planeUnits: ${n} ${variant} units, but XII.H allows ${most} on ${s.date}`);
  }
  landIn.forEach((area, j) => {
    if (homes.has(area)) problems.push(`${file}: ${at}.landIn[${j}]: ${area} is where the units took off, not a Shuttle Mission`);
    else if (!areaUsable(ctx.map, area, s.date)) problems.push(`${file}: ${at}.landIn[${j}]: no American Base in ${area} on ${s.date}`);
  });
  return problems;
}

function checkSpecialRules(file: string, s: Scenario, ctx: ScenarioContext): string[] {
  const american = s.american.flatMap((a) => a.units.map((u) => ({ area: a.area, variant: u.variant })));
  const typeOf = (variant: string) => ctx.planes.find((p) => p.key === variant)?.type;
  return s.specialRules.flatMap((r, i): string[] => {
    const at = `specialRules[${i}]`;
    switch (r.kind) {
      case 'note':
        return [];
      case 'bombAltitude':
        // XII.C.2: no Altitude Level 0 in a Mountain hex, so no Bomb Altitude 0 over a Mountain target.
        return r.altitude !== 0
          ? []
          : s.historicalTargets.flatMap((t) => {
              const city = cityNamed(ctx.map, t.city);
              const hex = city && hexOf(ctx.map, city.hex);
              return hex?.mountain === undefined
                ? []
                : [`${file}: ${at}.altitude: ${t.city} lies in a Mountain hex, where Altitude Level 0 is barred (XII.C.2)`];
            });
      case 'escortReachOnly': {
        const problems: string[] = [];
        const bombers = american.filter((u) => u.variant === r.bombers);
        if (bombers.length === 0 || typeOf(r.bombers) !== 'B')
          problems.push(`${file}: ${at}.bombers: the scenario has no American Bombers "${r.bombers}"`);
        if (typeOf(r.escort) !== 'F' || !american.some((u) => u.variant === r.escort && bombers.some((b) => b.area === u.area)))
          problems.push(`${file}: ${at}.escort: no American Fighters "${r.escort}" in the bombers' area`);
        return problems;
      }
      case 'shuttle':
        return checkShuttle(file, at, s, ctx, r.planeUnits, r.landIn);
    }
  });
}

/** Problems with one scenario, or none. */
export function checkScenario({ file, scenario: s }: ScenarioFile, ctx: ScenarioContext): string[] {
  return [
    ...checkForces(file, s, ctx.planes),
    ...checkAreas(file, s, ctx.map, ctx.planes),
    ...checkTargets(file, s, ctx),
    ...checkDaylight(file, s),
    ...checkSpecialRules(file, s, ctx),
    ...(s.fixedSetup === undefined
      ? []
      : [
          ...checkFixedSide(file, s, ctx.map, 'american', s.fixedSetup.american),
          ...checkFixedSide(file, s, ctx.map, 'german', s.fixedSetup.german),
        ]),
  ];
}
