/**
 * Plane units into Air Boxes (V.C, V.D, IX.D): every Plane unit of a side
 * goes into the "D" box of one of the 40 Air Boxes; all units of a box are
 * one Model and Type, at most 12 Strength Points, and American units of
 * different geographical areas never share a box. A box of Rocket carriers
 * may take a Rocket unit (V.C, X.A). A scenario's fixed set-up (the
 * Introductory Game) fixes which Air unit holds which units.
 */
import { Type, type Static } from '@sinclair/typebox';
import { reject, type Rejection } from '../../../kernel/ruleset.js';
import { AIR_BOXES, MAX_BOX_SP } from '../data/air-boxes.js';
import type { BomberMap } from '../data/map-schema.js';
import { germanBasesOn } from '../data/scenario-checks.js';
import type { Area, FixedAirUnit, Scenario } from '../data/scenario-schema.js';
import { AirUnitNumber, PlaneUnitId, planeRoster, type PlaneUnit, type Side } from './roster.js';
import { kept } from '../data/kept.js';
import { baseNamed } from '../data/map-lookup.js';

/** Schema of one Air Box at set-up: its Plane units (in the "D" box) and whether a Rocket unit is on them. */
export const AirBoxSchema = Type.Object(
  { airUnit: AirUnitNumber, planeUnits: Type.Array(PlaneUnitId, { minItems: 1 }), rockets: Type.Boolean() },
  { additionalProperties: false },
);
export type AirBox = Static<typeof AirBoxSchema>;

/** Schema of a side's whole Air Status Card set-up: the Air Boxes that hold Plane units. */
export const AirBoxesSchema = Type.Array(AirBoxSchema, { maxItems: AIR_BOXES });
export type AirBoxes = Static<typeof AirBoxesSchema>;

/** Schema of one step: one Plane unit into an Air Box. */
export const PlaneUnitStepSchema = Type.Object({ airUnit: AirUnitNumber, planeUnit: PlaneUnitId }, { additionalProperties: false });
export type PlaneUnitStep = Static<typeof PlaneUnitStepSchema>;

/** Schema of one step: a Rocket unit on (or off) an Air Box's Plane units. */
export const RocketStepSchema = Type.Object({ airUnit: AirUnitNumber, rockets: Type.Boolean() }, { additionalProperties: false });
export type RocketStep = Static<typeof RocketStepSchema>;

const fixedOf = (scenario: Scenario, side: Side): readonly FixedAirUnit[] | undefined => scenario.fixedSetup?.[side];

/** What the checks of one side's Air Status Card read. */
interface CardRules {
  readonly scenario: Scenario;
  readonly side: Side;
  readonly roster: readonly PlaneUnit[];
  readonly byId: ReadonlyMap<string, PlaneUnit>;
  /** Most Plane units a box may hold: for the German side, the largest German Base capacity on the date (ruling 42). */
  readonly maxUnits: number;
}

const cardRules = kept((map: BomberMap, scenario: Scenario, side: Side): CardRules => {
  const capacities = germanBasesOn(map, scenario.date).map((n) => baseNamed(map, n)?.german ?? 0);
  const roster = planeRoster(scenario, side);
  return {
    scenario,
    side,
    roster,
    byId: new Map(roster.map((u) => [u.id, u])),
    maxUnits: side === 'german' ? Math.max(0, ...capacities) : Infinity,
  };
});

/** Whether a Plane unit is one the fixed Air unit lists (Model and Type, Strength Points, designation if named). */
function fitsFixed(f: FixedAirUnit, u: PlaneUnit): boolean {
  return (
    f.planes.variant === u.variant &&
    f.planes.sp === u.sp &&
    (f.planes.designations === undefined || (u.designation !== undefined && f.planes.designations.includes(u.designation)))
  );
}

/** The Plane units in an Air Box, from the side's roster. */
export function boxUnits(roster: readonly PlaneUnit[], box: AirBox): PlaneUnit[] {
  return box.planeUnits.map((id) => roster.find((u) => u.id === id)).filter((u): u is PlaneUnit => u !== undefined);
}

/** What the rules read of an Air Box's contents. */
interface BoxSummary {
  readonly variant: string;
  readonly area: Area | undefined;
  readonly sp: number;
  readonly count: number;
  readonly rockets: boolean;
}

function summarize(rules: CardRules, box: AirBox): BoxSummary | undefined {
  const units = box.planeUnits.map((id) => rules.byId.get(id)).filter((u): u is PlaneUnit => u !== undefined);
  const first = units[0];
  if (first === undefined) return undefined;
  return { variant: first.variant, area: first.area, sp: units.reduce((n, u) => n + u.sp, 0), count: units.length, rockets: box.rockets };
}

/** `summary` with one more Plane unit. */
const joined = (summary: BoxSummary | undefined, unit: PlaneUnit): BoxSummary =>
  summary === undefined
    ? { variant: unit.variant, area: unit.area, sp: unit.sp, count: 1, rockets: false }
    : { ...summary, sp: summary.sp + unit.sp, count: summary.count + 1 };

/** Why `unit` may not join an Air Box with these contents (none: an empty box), or null. */
function joinRefusal(rules: CardRules, box: BoxSummary | undefined, airUnit: number, unit: PlaneUnit): Rejection | null {
  const { scenario, side } = rules;
  const fixed = fixedOf(scenario, side);
  if (fixed !== undefined) {
    const f = fixed.find((x) => x.airUnit === airUnit);
    if (f === undefined) return reject('fixed-setup', `The scenario fixes the ${side} Air Boxes; Air unit ${airUnit} holds no Plane units in it.`);
    if (!fitsFixed(f, unit)) return reject('fixed-setup', `The scenario puts ${f.planes.count} × ${f.planes.variant} (${f.planes.sp} SP) in Air unit ${airUnit}, not ${unit.id}.`);
    if ((box?.count ?? 0) >= f.planes.count) return reject('fixed-setup', `Air unit ${airUnit} already holds the ${f.planes.count} Plane units the scenario gives it.`);
  }
  if (box === undefined) return null;
  if (box.variant !== unit.variant)
    return reject('mixed-models', `Air unit ${airUnit} holds ${box.variant}; all Plane units of an Air Box are one Model and Type (V.C).`);
  if (box.area !== unit.area)
    return reject('mixed-areas', `Air unit ${airUnit} holds units of ${box.area ?? '?'}, ${unit.id} is of ${unit.area ?? '?'}: areas are kept apart (V.D).`);
  const sp = box.sp + unit.sp;
  if (sp > MAX_BOX_SP) return reject('box-over-12-sp', `Air unit ${airUnit} would hold ${sp} Strength Points; an Air Box holds at most ${MAX_BOX_SP} (V.C).`);
  if (box.rockets && !unit.rockets) return reject('no-rockets', `Air unit ${airUnit} carries Rockets and ${unit.id} is no Rocket carrier (V.C).`);
  if (box.count + 1 > rules.maxUnits)
    return reject('box-over-base-capacity', `No German Base takes more than ${rules.maxUnits} Plane units on ${scenario.date}: Air unit ${airUnit} could not be set up (VI.B).`);
  return null;
}

/**
 * Whether the Plane units not yet placed can still all go into the boxes: first-fit by decreasing
 * Strength Points into the boxes as they are, then into new ones while there are free Air Boxes. A "yes"
 * is a witness (that packing is legal); a "no" may be too cautious for a hand-made tight layout.
 */
function canComplete(rules: CardRules, boxes: AirBoxes): boolean {
  const placed = new Set(boxes.flatMap((b) => b.planeUnits));
  const open = boxes.map((b) => ({ airUnit: b.airUnit, summary: summarize(rules, b) }));
  let free = AIR_BOXES - boxes.length;
  for (const u of rules.roster.filter((x) => !placed.has(x.id)).sort((a, b) => b.sp - a.sp)) {
    const box = open.find((b) => joinRefusal(rules, b.summary, b.airUnit, u) === null);
    if (box !== undefined) box.summary = joined(box.summary, u);
    else if (free-- > 0) open.push({ airUnit: 0, summary: joined(undefined, u) });
    else return false;
  }
  return true;
}

/** Why the step leaves Plane units that can no longer fit (ruling 41), or null; fixed set-ups always fit. */
function runOutRefusal(rules: CardRules, after: AirBoxes, what: string): Rejection | null {
  if (fixedOf(rules.scenario, rules.side) !== undefined || canComplete(rules, after)) return null;
  return reject('air-boxes-run-out', `${what} would leave Plane units that no longer fit in the ${AIR_BOXES} Air Boxes (V.C).`);
}

/** Why the Plane unit may not go into the box, judged by the box alone. */
function placeRefusal(rules: CardRules, boxes: AirBoxes, step: PlaneUnitStep): Rejection | null {
  const unit = rules.roster.find((u) => u.id === step.planeUnit);
  if (unit === undefined) return reject('unknown-plane-unit', `The ${rules.side} side has no Plane unit ${step.planeUnit}.`);
  if (!Number.isInteger(step.airUnit) || step.airUnit < 1 || step.airUnit > AIR_BOXES)
    return reject('no-such-air-box', `Air Boxes are numbered 1 to ${AIR_BOXES}.`);
  const holder = boxes.find((b) => b.planeUnits.includes(unit.id));
  if (holder !== undefined) return reject('plane-unit-placed', `${unit.id} is already in Air unit ${holder.airUnit}.`);
  const box = boxes.find((b) => b.airUnit === step.airUnit);
  return joinRefusal(rules, box === undefined ? undefined : summarize(rules, box), step.airUnit, unit);
}

/**
 * Whether Plane unit `step.planeUnit` may go into Air Box `step.airUnit` now: legal for the box, and
 * leaving the units still to place room to fit (ruling 41), so that a player packing step by step never
 * reaches a dead end.
 */
export function checkPlaneUnitStep(map: BomberMap, scenario: Scenario, side: Side, boxes: AirBoxes, step: PlaneUnitStep): Rejection | null {
  return planeUnitStepRefusal(cardRules(map, scenario, side), boxes, step);
}

function planeUnitStepRefusal(rules: CardRules, boxes: AirBoxes, step: PlaneUnitStep): Rejection | null {
  return (
    placeRefusal(rules, boxes, step) ?? runOutRefusal(rules, addPlaneUnit(boxes, step), `Putting ${step.planeUnit} in Air unit ${step.airUnit}`)
  );
}

/** The boxes with one more Plane unit; assumes `checkPlaneUnitStep` passed. */
export function addPlaneUnit(boxes: AirBoxes, step: PlaneUnitStep): AirBoxes {
  return boxes.some((b) => b.airUnit === step.airUnit)
    ? boxes.map((b) => (b.airUnit === step.airUnit ? { ...b, planeUnits: [...b.planeUnits, step.planeUnit] } : b))
    : [...boxes, { airUnit: step.airUnit, planeUnits: [step.planeUnit], rockets: false }].sort((a, b) => a.airUnit - b.airUnit);
}

/** Why a Rocket unit may not go on (or come off) the box, judged by the box alone. */
function rocketRefusal(rules: CardRules, boxes: AirBoxes, step: RocketStep): Rejection | null {
  const box = boxes.find((b) => b.airUnit === step.airUnit);
  if (box === undefined) return reject('empty-air-box', `Air unit ${step.airUnit} holds no Plane units.`);
  if (!step.rockets) return null;
  if (rules.side !== 'german') return reject('no-rockets', 'Only German Plane units carry Rockets (V.C).');
  const plain = boxUnits(rules.roster, box).find((u) => !u.rockets);
  return plain === undefined ? null : reject('no-rockets', `${plain.id} in Air unit ${step.airUnit} is no Rocket carrier (V.C).`);
}

/**
 * Whether a Rocket unit may go on (or come off) an Air Box: on only if every Plane unit in it is a Rocket
 * carrier, and leaving the units still to place room to fit (ruling 41).
 */
export function checkRocketStep(map: BomberMap, scenario: Scenario, side: Side, boxes: AirBoxes, step: RocketStep): Rejection | null {
  const rules = cardRules(map, scenario, side);
  return rocketRefusal(rules, boxes, step) ?? runOutRefusal(rules, setRockets(boxes, step), `A Rocket unit on Air unit ${step.airUnit}`);
}

/** The boxes with a Rocket unit put on or taken off; assumes `checkRocketStep` passed. */
export function setRockets(boxes: AirBoxes, step: RocketStep): AirBoxes {
  return boxes.map((b) => (b.airUnit === step.airUnit ? { ...b, rockets: step.rockets } : b));
}

/**
 * Every legal next step: for each Plane unit not yet placed, the Air Boxes already holding units it may
 * join, and the empty Air Boxes it may start — for the first unplaced unit in roster order every one of them
 * (V.C: "as desired"; rulings 29, ruling E62), for the others the lowest-numbered (placed in roster order,
 * each comes first in its turn, so any layout is reached) — or, with `lowestOnly` (version 3), only the
 * lowest-numbered for every unit (any empty box was legal in `checkPlaneUnitStep` even then).
 */
export function planeUnitOptions(map: BomberMap, scenario: Scenario, side: Side, boxes: AirBoxes, lowestOnly = false): PlaneUnitStep[] {
  const rules = cardRules(map, scenario, side);
  const { roster } = rules;
  const placed = new Set(boxes.flatMap((b) => b.planeUnits));
  const used = new Set(boxes.map((b) => b.airUnit));
  const fixed = fixedOf(scenario, side);
  const free = Array.from({ length: AIR_BOXES }, (_, i) => i + 1).filter(
    (n) => !used.has(n) && (fixed === undefined || fixed.some((f) => f.airUnit === n)),
  );
  // Units alike in everything the rules read have the same legal boxes: work each kind out once.
  const kindOf = (u: PlaneUnit) => [u.variant, u.sp, u.rockets, u.area, fixed === undefined ? '' : u.designation].join('|');
  const legal = new Map<string, number[]>();
  const boxesFor = (u: PlaneUnit): number[] => {
    const known = legal.get(kindOf(u));
    if (known !== undefined) return known;
    const ok = (n: number) => planeUnitStepRefusal(rules, boxes, { airUnit: n, planeUnit: u.id }) === null;
    // Without a fixed set-up every empty box is alike, so the first stands for all.
    const starts = fixed !== undefined ? free.filter(ok) : free.length > 0 && ok(free[0]!) ? (lowestOnly ? free.slice(0, 1) : free) : [];
    const found = [...boxes.map((b) => b.airUnit).filter(ok), ...starts];
    legal.set(kindOf(u), found);
    return found;
  };
  // The first unplaced unit (in roster order) is offered every empty box it may start, the others the boxes they may join and the
  // lowest empty one: placed in roster order, any layout is reached, and the list stays short (ruling E62).
  const firstUnplaced = roster.find((u) => !placed.has(u.id))?.id;
  return roster
    .filter((u) => !placed.has(u.id))
    .flatMap((u) => {
      const all = boxesFor(u);
      const first = u.id === firstUnplaced;
      const joins = all.filter((n) => used.has(n));
      const starts = all.filter((n) => !used.has(n));
      return [...joins, ...(first ? starts : starts.slice(0, 1))].map((airUnit) => ({ airUnit, planeUnit: u.id }));
    });
}

/**
 * Whether a side's whole Air Status Card is legal: every Plane unit in exactly one box, every box as V.C
 * asks. A whole card is judged by itself, not by ruling 41's step-by-step caution.
 */
export function checkAirBoxes(map: BomberMap, scenario: Scenario, side: Side, boxes: AirBoxes): Rejection | null {
  const rules = cardRules(map, scenario, side);
  const { roster } = rules;
  if (boxes.length > AIR_BOXES) return reject('too-many-air-boxes', `At most ${AIR_BOXES} Air Boxes (V.C).`);
  let built: AirBoxes = [];
  for (const box of boxes) {
    if (built.some((b) => b.airUnit === box.airUnit)) return reject('air-unit-twice', `Air unit ${box.airUnit} is listed twice.`);
    if (box.planeUnits.length === 0) return reject('empty-air-box', `Air unit ${box.airUnit} lists no Plane units.`);
    for (const id of box.planeUnits) {
      const step = { airUnit: box.airUnit, planeUnit: id };
      const refusal = placeRefusal(rules, built, step);
      if (refusal !== null) return refusal;
      built = addPlaneUnit(built, step);
    }
    const rockets = { airUnit: box.airUnit, rockets: box.rockets };
    const refusal = rocketRefusal(rules, built, rockets);
    if (refusal !== null) return refusal;
    built = setRockets(built, rockets);
  }
  const placed = new Set(boxes.flatMap((b) => b.planeUnits));
  const missing = roster.filter((u) => !placed.has(u.id));
  if (missing.length > 0)
    return reject('plane-units-unplaced', `${missing.length} Plane units are in no Air Box yet: ${missing.map((u) => u.id).join(', ')}.`);
  return null;
}

/** The Plane units a scenario's Special Rule lets fly a Shuttle Mission (ruling 32): kept in boxes of their own. */
function shuttleUnits(scenario: Scenario): Set<string> {
  return new Set(scenario.specialRules.flatMap((r) => (r.kind === 'shuttle' ? r.planeUnits : [])));
}

/**
 * A sensible packing for a side that does not want to pack by hand (V.C's Gaming Hint, VI.B): the fixed
 * set-up if the scenario has one; otherwise American Bombers first-fit by decreasing Strength Points into
 * full boxes of up to 12, American Fighters one unit a box, German units two a box (no German Base takes
 * more than 3 Plane units, most take 1 or 2), with a Rocket unit on every box of Rocket carriers. Units of
 * different areas, Models, Rocket marks or Shuttle Mission roles never share a box. Air units are numbered
 * from 1 in the scenario's order.
 */
export function suggestAirBoxes(scenario: Scenario, side: Side): AirBoxes {
  const roster = planeRoster(scenario, side);
  const fixed = fixedOf(scenario, side);
  if (fixed !== undefined) {
    const left = [...roster];
    return fixed.map((f) => {
      const ids = left.filter((u) => fitsFixed(f, u)).slice(0, f.planes.count).map((u) => u.id);
      for (const id of ids) left.splice(left.findIndex((u) => u.id === id), 1);
      return { airUnit: f.airUnit, planeUnits: ids, rockets: false };
    });
  }
  const shuttle = shuttleUnits(scenario);
  const groups = new Map<string, PlaneUnit[]>();
  for (const u of roster) {
    const key = [u.area, u.variant, u.rockets, u.designation !== undefined && shuttle.has(u.designation)].join('|');
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  const packed: { units: PlaneUnit[]; rockets: boolean }[] = [];
  for (const units of groups.values()) {
    const bomber = units[0]?.variant.endsWith(' B') === true;
    const most = side === 'german' ? 2 : bomber ? Infinity : 1;
    const open: PlaneUnit[][] = [];
    for (const u of [...units].sort((a, b) => b.sp - a.sp)) {
      const box = open.find((b) => b.length < most && b.reduce((n, x) => n + x.sp, 0) + u.sp <= MAX_BOX_SP);
      if (box) box.push(u);
      else open.push([u]);
    }
    packed.push(...open.map((b) => ({ units: b, rockets: side === 'german' && b.every((u) => u.rockets) })));
  }
  return packed.map((b, i) => ({ airUnit: i + 1, planeUnits: b.units.map((u) => u.id), rockets: b.rockets }));
}
