/**
 * The Hit Table of one Formation's roll in an Air or Rocket Combat (XIII.B,
 * XIII.C): the Basic Hit Table from the Game Cards' charts, then every
 * Modifier that applies (Combat Modifiers Chart, by id), kept within 1–26;
 * "table 0" overrides the floor (rulings §14).
 */
import { contextOf } from '../context.js';
import { airBasicHitTable, type AirTarget } from '../data/cards/air-hit-chart.js';
import { BIG_TARGET_SP, COMBAT_MODIFIERS } from '../data/cards/combat-modifiers.js';
import { modifiedTable, NO_COMBAT_TABLE } from '../data/cards/hit-tables.js';
import { rocketBasicHitTable } from '../data/cards/rocket-hit-chart.js';
import { lineOf } from '../setup/mission-sheet-step.js';
import type { BattleFormation, BomberState, Launch, Spot } from '../state.js';
import { carriesRockets, formationSp, formationVariant } from './formations.js';

/** A Formation's Hit Table for one roll, and how it was found. */
export interface HitTable {
  readonly basic: number;
  /** The Combat Modifiers Chart lines that applied, by id. */
  readonly modifiers: readonly string[];
  readonly table: number;
}

const changeOf = (id: string) => COMBAT_MODIFIERS.find((m) => m.id === id)!.change;

function withModifiers(basic: number, ids: readonly string[]): HitTable {
  if (ids.some((id) => changeOf(id) === 'table 0')) return { basic, modifiers: ids, table: NO_COMBAT_TABLE };
  return { basic, modifiers: ids, table: modifiedTable(basic, ids.map((id) => changeOf(id) as number)) };
}

/** Whether a Formation at this spot can lose no Altitude Level: Altitude 0, or 1 in a Mountain hex (XIII.C.1.a). */
export function noAltitudeLoss(state: BomberState, spot: Spot): boolean {
  const mountain = contextOf(state.scenario).hexes.get(spot.hex)?.mountain !== undefined;
  return spot.altitude === 0 || (mountain && spot.altitude === 1);
}

const variantOf = (state: BomberState, f: BattleFormation) => formationVariant(state, f.side, f.airUnit, f.formation);
const spOf = (state: BomberState, f: BattleFormation) => formationSp(state, f.side, f.airUnit, f.formation);
const rocketsOf = (state: BomberState, f: BattleFormation) => f.side === 'german' && carriesRockets(state, f.side, f.airUnit, f.formation);

/** What a Formation is as a target on the Air Hit Charts. */
function airTarget(state: BomberState, f: BattleFormation): AirTarget {
  const v = variantOf(state, f);
  return v.type === 'B' ? (v.model as AirTarget) : 'F/D/N';
}

/** The Air Combat Modifiers (XIII.C.1.a–e) for `firer` rolling against `target`. */
export function airModifiers(state: BomberState, spot: Spot, firer: BattleFormation, target: BattleFormation): string[] {
  const fv = variantOf(state, firer);
  const tv = variantOf(state, target);
  const low = noAltitudeLoss(state, spot);
  const ids: string[] = [];
  if (fv.type !== 'B' && low) ids.push('noAltitudeLoss');
  if (fv.type === 'B' && lineOf(state, firer.airUnit).formation === 'open') ids.push('bombersOpen');
  if (fv.type === 'B' && target.clock === 12 && !low) ids.push('bombersHeadOn');
  const americanFighter = (f: BattleFormation, type: string) => f.side === 'american' && type === 'F';
  if (americanFighter(firer, fv.type) && (tv.type === 'D' || tv.type === 'N' || rocketsOf(state, target))) ids.push('fighterVsHeavy');
  if (rocketsOf(state, firer) && americanFighter(target, tv.type)) ids.push('rocketsVsFighters');
  return ids;
}

/** A Formation's Hit Table firing its guns at another (XIII.B.2, XIII.C.1), at its current Strength Points. */
export function airHitTable(state: BomberState, spot: Spot, firer: BattleFormation, target: BattleFormation): HitTable {
  const basic = airBasicHitTable(variantOf(state, firer), spOf(state, firer), airTarget(state, target), spot.altitude);
  if (basic === undefined) throw new Error(`the Air Hit Chart has no entry for ${variantOf(state, firer).key} against ${airTarget(state, target)}`);
  return withModifiers(basic, airModifiers(state, spot, firer, target));
}

/** A Rocket carrier's Hit Table launching at a Bomber Formation (XIII.B.1, XIII.C.2: +1 against 7 or more Strength Points). */
export function rocketHitTable(state: BomberState, firer: BattleFormation, target: BattleFormation, launch: Exclude<Launch, 'guns'>): HitTable {
  const type = variantOf(state, firer).type;
  if (type !== 'D' && type !== 'F') throw new Error(`a ${type} Formation cannot fire Rockets`);
  const basic = rocketBasicHitTable(type, spOf(state, firer), launch, lineOf(state, target.airUnit).formation);
  return withModifiers(basic, spOf(state, target) >= BIG_TARGET_SP ? ['rocketsBigTarget'] : []);
}
