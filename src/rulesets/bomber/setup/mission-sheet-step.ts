/**
 * VII, the Mission Sheet, the American player's secret: one line per Bomber
 * Air unit — Primary (a historical target or a drawn card's city, another
 * city, "feint" or "no"), Bomb Altitude, Open or Tight, Take Off Turn, and
 * Land only for a Shuttle Mission (a Shuttle Mission card in hand and XII.H's
 * dates and limits). The scenario's Special Rules bind: `bombAltitude` fixes
 * the altitude, `escortReachOnly` limits the targets of its bombers,
 * `shuttle` names the only units that may shuttle and where.
 */
import type { BomberCommand } from '../commands.js';
import { contextOf, DATA, isAfrican, type ScenarioContext } from '../context.js';
import { citiesInEscortReach } from '../data/escort-reach.js';
import type { Area } from '../data/scenario-schema.js';
import { shuttleLimit } from '../data/shuttle-missions.js';
import type { Play } from '../play.js';
import { LAST_TURN, planesOf, type Altitude, type BomberState, type MissionLine, type PlaneUnit } from '../state.js';

/** Whether an Air Box holds Bombers. */
const isBomberBox = (ctx: ScenarioContext, planes: readonly PlaneUnit[]) => planes.length > 0 && ctx.variant(planes[0]!.variant).type === 'B';

/** The American Bomber Air units, by number. */
export function bomberAirUnits(state: BomberState): number[] {
  const ctx = contextOf(state.scenario);
  return state.american.airUnits.filter((a) => isBomberBox(ctx, planesOf(state, 'american', a.id))).map((a) => a.id);
}

/** The altitude a scenario's `bombAltitude` rule fixes, if any. */
function fixedAltitude(ctx: ScenarioContext): Altitude | null {
  const rule = ctx.scenario.specialRules.find((r) => r.kind === 'bombAltitude');
  return rule?.kind === 'bombAltitude' ? rule.altitude : null;
}

/** A line as it stands: what was plotted, or the blank line ("no", Tight, Turn 1). */
export function lineOf(state: BomberState, airUnit: number): MissionLine {
  return state.missionSheet[String(airUnit)] ?? { primary: 'no', bombAltitude: fixedAltitude(contextOf(state.scenario)) ?? 2, formation: 'tight', takeOffTurn: 1, land: null, hits: null };
}

/** The Primary Targets (VII.A.1): the historical targets and the cities of the cards in hand. */
export function primaryTargets(state: BomberState): Set<string> {
  const ctx = contextOf(state.scenario);
  return new Set([...ctx.scenario.historicalTargets.map((t) => t.city), ...state.cards.hand.flatMap((id) => ctx.cards.get(id)!.cities)]);
}

/** What an Air unit may plot as its target: "no", "feint", and any Target City, within the escort's reach if a rule says so. */
function targetsFor(state: BomberState, planes: readonly PlaneUnit[]): string[] {
  const ctx = contextOf(state.scenario);
  const rule = ctx.scenario.specialRules.find((r) => r.kind === 'escortReachOnly' && r.bombers === planes[0]!.variant);
  const allowed = rule?.kind === 'escortReachOnly' ? citiesInEscortReach(DATA.map, DATA.planes, ctx.scenario, rule) : null;
  return ['no', 'feint', ...[...ctx.cities.keys()].filter((c) => allowed === null || allowed.has(c))];
}

/** The areas an Air unit may plot to land in on a Shuttle Mission (VII.E, XII.H, the `shuttle` rule). */
function landAreasFor(state: BomberState, airUnit: number, planes: readonly PlaneUnit[]): Area[] {
  const ctx = contextOf(state.scenario);
  if (!state.cards.hand.some((id) => ctx.cards.get(id)!.shuttleMission)) return [];
  const limit = shuttleLimit(ctx.date);
  if (limit === undefined) return [];
  const home = planes[0]!.area!;
  const rule = ctx.scenario.specialRules.find((r) => r.kind === 'shuttle');
  if (rule?.kind === 'shuttle') return planes.every((p) => p.designation !== null && rule.planeUnits.includes(p.designation)) ? rule.landIn.filter((a) => a !== home) : [];
  if (limit !== 'all') {
    const most = limit[planes[0]!.variant] ?? 0;
    const others = Object.entries(state.missionSheet).filter(([id, l]) => Number(id) !== airUnit && l.land !== null);
    const shuttling = others.flatMap(([id]) => planesOf(state, 'american', Number(id))).filter((p) => p.variant === planes[0]!.variant).length;
    if (most !== 'all' && shuttling + planes.length > most) return [];
  }
  const areas: Area[] = ['GB', 'Italy', 'A', 'L', 'T'];
  return areas.filter((a) => a !== home && (isAfrican(a) ? [...ctx.entryHexes.values()].some((e) => e.base === a) : ctx.americanBaseHexes(a).length > 0));
}

/** The American player's options on the Mission Sheet: each field of each Bomber line that can change, and the submission. */
export function missionSheetOptions(state: BomberState): BomberCommand[] {
  const ctx = contextOf(state.scenario);
  const options: BomberCommand[] = [];
  const altitude = fixedAltitude(ctx);
  for (const airUnit of bomberAirUnits(state)) {
    const planes = planesOf(state, 'american', airUnit);
    const line = lineOf(state, airUnit);
    for (const target of targetsFor(state, planes)) if (target !== line.primary) options.push({ type: 'plot-primary', airUnit, target });
    for (const a of [0, 1, 2] as const) if (a !== line.bombAltitude && (altitude === null || a === altitude)) options.push({ type: 'plot-bomb-altitude', airUnit, altitude: a });
    options.push({ type: 'plot-formation', airUnit, formation: line.formation === 'tight' ? 'open' : 'tight' });
    for (let turn = 1; turn <= LAST_TURN; turn++) if (turn !== line.takeOffTurn) options.push({ type: 'plot-take-off', airUnit, turn });
    for (const area of [null, ...landAreasFor(state, airUnit, planes)]) if (area !== line.land) options.push({ type: 'plot-land', airUnit, area });
  }
  options.push({ type: 'submit-mission-sheet' });
  return options;
}

/** Writes a changed line: the American player's alone. */
export function plotLine(play: Play, airUnit: number, change: Partial<MissionLine>): void {
  play.emitSecret({ type: 'mission-line-set', airUnit, line: { ...lineOf(play.state, airUnit), ...change } }, 'american');
}

/** Submits the Mission Sheet: public that it is in, not what it says. */
export function submitMissionSheet(play: Play): void {
  play.emit({ type: 'submitted', side: 'american', step: 'mission-sheet' });
}
