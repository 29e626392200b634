/**
 * Cross-checks of each scenario against the map, planes and cards: known
 * Models and Types, Strength Points in the rulebook's ranges, forces that
 * fit the Air Boxes, bases that exist (and are usable) on the scenario's
 * date, targets and cards that exist, and Daylight Turns by the calendar.
 */
import { AIR_BOXES, MAX_BOX_SP, packAirBoxes } from './airBoxes.js';
import { daylightTurns } from './daylight.js';
import { holdsOn } from './dates.js';
import type { BomberMap, MapHex } from './mapSchema.js';
import type { PlaneVariant } from './planes.js';
import type { ScenarioFile } from './scenarios.js';
import type { Area, FixedAirUnit, PlaneUnits } from './scenarioSchema.js';
import type { TargetCard } from './targetCardSchema.js';

/** Initial Strength Points by side and Type (IX.C). */
const SP_RANGE = { german: [2, 3], americanB: [2, 4], americanF: [4, 6] } as const;

/** The American Base hexes of an area usable on a date (VI.C); African areas are off-board. */
export function americanBasesOn(map: BomberMap, area: Area, date: string): string[] {
  const hexes = new Map(map.hexes.map((h) => [h.id, h]));
  const inArea = (h: MapHex | undefined): boolean =>
    area === 'GB' ? h?.country === 'United Kingdom' : area === 'Italy' ? h?.country === 'Italy' && holdsOn(h.alliedFrom, date) : false;
  return map.bases.filter((b) => b.american !== undefined && inArea(hexes.get(b.hex))).map((b) => b.name);
}

/** Problems with one scenario, or none. */
export function checkScenario(
  { file, scenario: s }: ScenarioFile,
  map: BomberMap,
  planes: readonly PlaneVariant[],
  cards: readonly TargetCard[],
  short: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const variants = new Map(planes.map((p) => [p.key, p]));
  const hexes = new Map(map.hexes.map((h) => [h.id, h]));

  const checkUnits = (field: string, units: readonly PlaneUnits[], side: 'german' | 'american') =>
    units.forEach((u, i) => {
      const at = `${file}: ${field}[${i}]`;
      const v = variants.get(u.variant);
      if (v === undefined) return problems.push(`${at}.variant: no Model and Type "${u.variant}" in planes.json`);
      if (v.side !== side) problems.push(`${at}.variant: ${u.variant} does not fly for the ${side} side`);
      const [lo, hi] = side === 'german' ? SP_RANGE.german : v.type === 'B' ? SP_RANGE.americanB : SP_RANGE.americanF;
      if (u.sp < lo || u.sp > hi) problems.push(`${at}.sp: ${u.variant} units start with ${lo}–${hi} Strength Points, not ${u.sp}`);
      if (u.rockets && !v.rockets) problems.push(`${at}.rockets: ${u.variant} never carried rockets`);
      if (u.designations !== undefined && u.designations.length !== u.count)
        problems.push(`${at}.designations: ${u.designations.length} names for ${u.count} units`);
    });

  s.american.forEach((a, i) => checkUnits(`american[${i}].units`, a.units, 'american'));
  checkUnits('german.units', s.german.units, 'german');

  const american = packAirBoxes(s.american.map((a) => ({ group: a.area, units: a.units })));
  if (american.length > AIR_BOXES) problems.push(`${file}: american: needs ${american.length} Air Boxes, more than ${AIR_BOXES}`);
  const german = packAirBoxes([{ group: 'german', units: s.german.units }]);
  if (german.length > AIR_BOXES) problems.push(`${file}: german.units: needs ${german.length} Air Boxes, more than ${AIR_BOXES}`);

  s.american.forEach((a, i) => {
    const onBoard = a.area === 'GB' || a.area === 'Italy';
    if (onBoard && americanBasesOn(map, a.area, s.date).length === 0)
      problems.push(`${file}: american[${i}].area: no American Base in ${a.area} on ${s.date}`);
    if (!onBoard && !map.entryHexes.some((e) => e.base === a.area))
      problems.push(`${file}: american[${i}].area: no Entry hex for African Base ${a.area}`);
  });

  const cities = new Set(map.cities.map((c) => c.name));
  s.historicalTargets.forEach((t, i) => {
    if (!cities.has(t.city)) problems.push(`${file}: historicalTargets[${i}].city: no city "${t.city}" on the map`);
    if (t.short !== short.has(t.city)) problems.push(`${file}: historicalTargets[${i}].short: should be ${short.has(t.city)}`);
  });
  s.cardsInHand.forEach((id, i) => {
    const card = cards.find((c) => c.id === id);
    if (card === undefined) problems.push(`${file}: cardsInHand[${i}]: no Target Card ${id}`);
    else if (card.shuttleMission && s.date < '1943-08-17')
      problems.push(`${file}: cardsInHand[${i}]: no Shuttle Missions before 17 August 1943 (XII.H)`);
  });

  const expected = daylightTurns(s.date, s.sunAt[1], s.turnOne);
  if (s.daylightTurns !== expected)
    problems.push(`${file}: daylightTurns: the calendar gives ${expected} from ${s.turnOne}, not ${s.daylightTurns}`);

  if (s.fixedSetup !== undefined) {
    const side = (field: 'american' | 'german', fixed: readonly FixedAirUnit[], listed: readonly PlaneUnits[]) => {
      const load = new Map<string, number>();
      fixed.forEach((f, i) => {
        const at = `${file}: fixedSetup.${field}[${i}]`;
        const sp = f.planes.sp * f.planes.count;
        if (sp > MAX_BOX_SP) problems.push(`${at}.planes: ${sp} Strength Points in one Air Box, more than ${MAX_BOX_SP}`);
        if (fixed.findIndex((g) => g.airUnit === f.airUnit) !== i) problems.push(`${at}.airUnit: Air unit ${f.airUnit} used twice`);
        const base = map.bases.find((b) => b.name === f.base);
        if (base === undefined) return problems.push(`${at}.base: no Base "${f.base}" on the map`);
        const allied = holdsOn(hexes.get(base.hex)?.alliedFrom, s.date) || hexes.get(base.hex)?.control === 'allied';
        if (field === 'german' && (base.german === undefined || allied))
          problems.push(`${at}.base: ${f.base} is not a German Base on ${s.date}`);
        if (field === 'american' && !s.american.some((a) => americanBasesOn(map, a.area, s.date).includes(f.base)))
          problems.push(`${at}.base: ${f.base} is not an American Base of the scenario's areas on ${s.date}`);
        load.set(f.base, (load.get(f.base) ?? 0) + f.planes.count);
        if (field === 'german' && base.german !== undefined && (load.get(f.base) ?? 0) > base.german)
          problems.push(`${at}.base: more Plane units at ${f.base} than its capacity ${base.german} (VI.B)`);
      });
      const tally = (us: readonly PlaneUnits[]) =>
        us.flatMap((u) => Array<string>(u.count).fill(`${u.variant}/${u.sp}`)).sort().join(',');
      if (tally(fixed.map((f) => f.planes)) !== tally(listed))
        problems.push(`${file}: fixedSetup.${field}: its Plane units differ from the scenario's forces`);
    };
    side('american', s.fixedSetup.american, s.american.flatMap((a) => a.units));
    side('german', s.fixedSetup.german, s.german.units);
  }
  return problems;
}
