/**
 * VII, the Mission Sheet, as a step of the game: the American player's
 * secret, one line per Bomber Air unit, edited field by field. What a line
 * may say is `mission-sheet.ts`'s (targets, Bomb Altitude, Land only for a
 * Shuttle Mission within XII.H, the scenario's `bombAltitude`,
 * `escortReachOnly` and `shuttle` rules); this step offers each change that
 * keeps the line legal, the suggested sheet, and the submission once the
 * whole sheet is legal. Every edit is the American's alone; the submission
 * is public.
 */
import type { BomberCommand } from '../commands.js';
import { contextOf, DATA } from '../context.js';
import type { Area } from '../data/scenario-schema.js';
import type { Play } from '../play.js';
import { LAST_TURN, type Altitude, type BomberState, type MissionLine } from '../state.js';
import { airBoxesOf } from './air-status-step.js';
import * as rules from './mission-sheet.js';
import { placeOf } from './map-setup-step.js';
import { wantsAirUnit, wantsType, type Focus } from '../option-focus.js';

/** What `mission-sheet.ts` checks against, from the state. */
function missionContext(state: BomberState): rules.MissionContext {
  return { map: DATA.map, planes: DATA.planes, cards: DATA.targetCards, scenario: contextOf(state.scenario).scenario, boxes: airBoxesOf(state, 'american'), hand: state.cards.hand };
}

/** The Primary Targets (VII.A.1): the historical targets and the cities of the Target Cards held. */
export function primaryTargetsOf(state: BomberState): string[] {
  return rules.primaryTargets(missionContext(state));
}

/** The altitude a scenario's `bombAltitude` rule fixes, if any. */
function fixedAltitude(state: BomberState): Altitude | null {
  const rule = contextOf(state.scenario).scenario.specialRules.find((r) => r.kind === 'bombAltitude');
  return rule?.kind === 'bombAltitude' ? rule.altitude : null;
}

/** A line as it stands: what was plotted, or the blank line ("no", Tight, Turn 1). */
export function lineOf(state: BomberState, airUnit: number): MissionLine {
  return state.missionSheet[String(airUnit)] ?? { primary: 'no', bombAltitude: fixedAltitude(state) ?? 2, formation: 'tight', takeOffTurn: 1, land: null, hits: null };
}

/** A line as `mission-sheet.ts` writes it: no altitude unless a city is plotted, nothing but "no" for a unit that does not fly. */
function asRulesLine(airUnit: number, l: MissionLine): rules.MissionLine {
  if (l.primary === 'no') return { airUnit, primary: 'no' };
  const bombs = l.primary !== 'feint';
  return { airUnit, primary: l.primary, ...(bombs ? { bombAltitude: l.bombAltitude } : {}), formation: l.formation, takeOffTurn: l.takeOffTurn, ...(l.land === null ? {} : { land: l.land }) };
}

function sheetOf(state: BomberState, airUnits: readonly number[]): rules.MissionSheet {
  return airUnits.map((n) => asRulesLine(n, lineOf(state, n)));
}

/** The American player's options on the Mission Sheet: each change to a line that keeps it legal, the suggestion, the submission (only those that may be `focus`, given one: option-focus.ts). */
export function missionSheetOptions(state: BomberState, focus?: Focus): BomberCommand[] {
  const ctx = missionContext(state);
  const airUnits = rules.bomberAirUnits(ctx);
  const sheet = sheetOf(state, airUnits);
  const options: BomberCommand[] = [];
  const want = (type: BomberCommand['type']) => wantsType(focus, type);
  if (want('plot-primary') || want('plot-bomb-altitude') || want('plot-formation') || want('plot-take-off') || want('plot-land'))
    for (const airUnit of airUnits) {
      if (!wantsAirUnit(focus, airUnit)) continue;
      const line = lineOf(state, airUnit);
      const legal = (change: Partial<MissionLine>) => rules.checkMissionLine(ctx, sheet, asRulesLine(airUnit, { ...line, ...change })) === null;
      if (want('plot-primary')) for (const target of rules.primaryOptions(ctx, airUnit)) if (target !== line.primary) options.push({ type: 'plot-primary', airUnit, target });
      if (line.primary === 'no') continue;
      if (want('plot-bomb-altitude'))
        for (const altitude of [0, 1, 2] as const) if (altitude !== line.bombAltitude && legal({ bombAltitude: altitude })) options.push({ type: 'plot-bomb-altitude', airUnit, altitude });
      if (want('plot-formation')) options.push({ type: 'plot-formation', airUnit, formation: line.formation === 'tight' ? 'open' : 'tight' });
      if (want('plot-take-off')) for (let turn = 1; turn <= LAST_TURN; turn++) if (turn !== line.takeOffTurn) options.push({ type: 'plot-take-off', airUnit, turn });
      if (want('plot-land'))
        for (const area of [null, ...(['GB', 'Italy', 'A', 'L', 'T'] as const)] as (Area | null)[]) if (area !== line.land && legal({ land: area })) options.push({ type: 'plot-land', airUnit, area });
    }
  if (want('suggest-mission-sheet')) options.push({ type: 'suggest-mission-sheet' });
  if (want('submit-mission-sheet') && rules.checkMissionSheet(ctx, sheet) === null) options.push({ type: 'submit-mission-sheet' });
  return options;
}

/** Writes a changed line: the American player's alone. */
export function plotLine(play: Play, airUnit: number, change: Partial<MissionLine>): void {
  play.emitSecret({ type: 'mission-line-set', airUnit, line: { ...lineOf(play.state, airUnit), ...change } }, 'american');
}

/** Writes the suggested sheet (`suggestMissionSheet`), its Take Off Turns within each Base's capacity. */
export function suggestSheet(play: Play): void {
  const state = play.state;
  const placement = state.american.airUnits.flatMap((a) => (a.counter ? [{ airUnit: a.id, at: placeOf(a.counter.at) }] : []));
  for (const l of rules.suggestMissionSheet(missionContext(state), placement)) {
    const line: MissionLine = { primary: l.primary, bombAltitude: l.bombAltitude ?? fixedAltitude(state) ?? 2, formation: l.formation ?? 'tight', takeOffTurn: l.takeOffTurn ?? 1, land: l.land ?? null, hits: null };
    play.emitSecret({ type: 'mission-line-set', airUnit: l.airUnit, line }, 'american');
  }
}

/** Submits the Mission Sheet: public that it is in, not what it says. */
export function submitMissionSheet(play: Play): void {
  play.emit({ type: 'submitted', side: 'american', step: 'mission-sheet' });
}
