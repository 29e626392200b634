/**
 * Bombers or Escorts? How sure the German player is that an American
 * counter it sees up holds Bombers, from what the German view shows: the
 * counter's Observation Report (a Battle being set up says so, IX.G.2), the
 * last report that named its Models (rulings §19: Types and Models at 0 hex
 * or over German land), the Types its hex is reported to hold, and its
 * public Endurance unit (rulings §8): a Bomber flies all day, an Escort a
 * few Turns. An Endurance unit earlier than any Bomber of the scenario can
 * have (one taking off on Turn 1) is an Escort's; one further off than any
 * American Fighter's endurance is a Bomber's.
 */
import type { GermanKnowledge } from './knowledge.js';
import { hexesApart } from './targets.js';

/** An American Air unit the German sees up (`GermanKnowledge.americansUp`). */
export type Sighted = GermanKnowledge['americansUp'][number];

/** The Turns of endurance of the scenario's American Plane units of a Type: the least and the most. */
function enduranceRange(k: GermanKnowledge, type: 'B' | 'F'): { least: number; most: number } {
  const turns = k.ctx.scenario.american
    .flatMap((a) => a.units.map((u) => k.ctx.variant(u.variant)))
    .filter((v) => v.type === type)
    .flatMap((v) => [v.endurance.internal, v.endurance.dropTanks ?? v.endurance.internal]);
  return turns.length === 0 ? { least: Infinity, most: 0 } : { least: Math.min(...turns), most: Math.max(...turns) };
}

/** The highest Altitude Level an observation report gives, if any. */
export function observedAltitude(altitudes: readonly (number | 'ground')[] | null | undefined): number | null {
  const flying = (altitudes ?? []).filter((a): a is number => a !== 'ground');
  return flying.length === 0 ? null : Math.max(...flying);
}

/** Whether a list of reported Models holds Bombers only (true), none (false) or both (null). */
function bombersAmong(models: readonly { readonly type: string }[] | null | undefined): boolean | null {
  if (models === null || models === undefined || models.length === 0) return null;
  const bombers = models.filter((m) => m.type === 'B').length;
  return bombers === models.length ? true : bombers === 0 ? false : null;
}

/** How sure the German is that a sighted American Air unit holds Bombers: 1 sure, 0 sure it does not, 0.5 no telling. */
export function bomberOdds(k: GermanKnowledge, us: Sighted): number {
  const counter = k.counter('american', us.airUnit);
  const told =
    counter?.report?.bombers ??
    bombersAmong(counter?.lastSeen?.models) ??
    bombersAmong(k.view.hexReports.find((r) => r.side === 'american' && r.hex === us.hex)?.models);
  if (told !== null) return told ? 1 : 0;
  const bombers = enduranceRange(k, 'B');
  const fighters = enduranceRange(k, 'F');
  if (us.endurance < 1 + bombers.least) return 0;
  if (us.endurance - k.view.turn > fighters.most) return 1;
  return 0.5;
}

/** The sighted American Air units that may hold Bombers, the surest first. */
export function bomberStreams(k: GermanKnowledge): (Sighted & { readonly odds: number })[] {
  return k.americansUp
    .map((us) => ({ ...us, odds: bomberOdds(k, us) }))
    .filter((us) => us.odds > 0)
    .sort((a, b) => b.odds - a.odds || a.airUnit - b.airUnit);
}

/**
 * Whether the German sees American Fighters with the Bombers in a hex: its
 * hex report names a Fighter Model, or a counter up in it may be an Escort
 * (`bomberOdds` below 1). Destroyers and Night Fighters keep away from them
 * (XIII.C.1: American Fighters fire at them on a higher Table). Only an
 * Escort in the Bombers' hex can fight in the German Combat Phase (no
 * American unit moves between the German Movement Phase and it, XIII.F.1):
 * version 4 counts no other (ruling E64); version 3 counted one next to
 * the hex too, and a lone P-47 beside the stream grounded them.
 */
export function escortsSeenWith(k: GermanKnowledge, hex: string): boolean {
  const report = k.view.hexReports.find((r) => r.side === 'american' && r.hex === hex);
  if (report?.models.some((m) => m.type === 'F')) return true;
  const near = k.edition >= 4 ? 0 : 1;
  return k.americansUp.some((us) => hexesApart(us.hex, hex) <= near && bomberOdds(k, us) < 1);
}

/** Whether a German Air unit keeps away from Escorts: a Destroyer or Night Fighter one. */
export function shunsEscorts(k: GermanKnowledge, airUnit: number): boolean {
  const type = k.typeOf(airUnit);
  return type === 'D' || type === 'N';
}
