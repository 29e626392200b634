/**
 * The observation properties the Bomber random-game tests check (IX.G,
 * rulings §18–19). Twins by state: at a step of a random game, a twin state
 * whose observed side differs only in what the reports hide at that moment
 * (Altitudes of a counter beyond 3 hexes, the number of Plane units of one
 * 2–3 hexes away, the Models of one 1 hex away) must give the observing side
 * exactly the same view. And the events: nothing the other seat or
 * spectators are shown of an event names an Altitude, a Formation, which or
 * how many Plane units, their Models, Rockets or Drop Tanks — but for the
 * fields the rules make public (`bomber-public-by-rule.ts`).
 */
import { expect } from 'vitest';
import { redactEntries } from '../../src/kernel/log.js';
import type { GameEvent } from '../../src/kernel/ruleset.js';
import { contextOf } from '../../src/rulesets/bomber/context.js';
import { counterHoldings } from '../../src/rulesets/bomber/observation/holdings.js';
import { observe } from '../../src/rulesets/bomber/observation/report.js';
import { otherSide, type Altitude, type BomberState, type PlaneUnit, type Side } from '../../src/rulesets/bomber/state.js';
import { view } from '../../src/rulesets/bomber/view.js';
import { publicFieldsOf } from './bomber-public-by-rule.js';
import type { RandomGame } from './bomber-random-games.js';

type PlanePatch = (p: PlaneUnit) => PlaneUnit;

function patchPlanes(state: BomberState, side: Side, patches: ReadonlyMap<string, PlanePatch>): BomberState {
  return { ...state, [side]: { ...state[side], planes: state[side].planes.map((p) => patches.get(p.id)?.(p) ?? p) } };
}

const NEXT_ALTITUDE: Record<Altitude, Altitude> = { 0: 1, 1: 2, 2: 0 };

/**
 * The twin of `state` in which `observed`'s counters differ in what their
 * reports hide from the other side now: beyond 3 hexes the flying Plane
 * units fly at another Altitude and one Plane unit is gone; 2–3 hexes away
 * one Plane unit is gone where another shares its Altitude; 1 hex away every
 * Plane unit is of another Model. Null if no counter had anything to hide.
 */
export function observationTwin(state: BomberState, observed: Side): BomberState | null {
  const ctx = contextOf(state.scenario);
  const reports = new Map(observe(state, otherSide(observed)).counters.map((r) => [r.airUnit, r]));
  const variants = [...new Set(state[observed].planes.map((p) => p.variant))];
  const patches = new Map<string, PlanePatch>();
  const gone = (p: PlaneUnit): PlaneUnit => ({ ...p, eliminated: true, ground: null, altitude: null });
  for (const [airUnit, planes] of counterHoldings(state, observed)) {
    const r = reports.get(airUnit)!;
    if (planes.length === 0) continue;
    if (r.altitudes === null) {
      for (const p of planes) if (p.altitude !== null) patches.set(p.id, (x) => ({ ...x, altitude: NEXT_ALTITUDE[x.altitude!] }));
      if (planes.length > 1) patches.set(planes.at(-1)!.id, gone);
    } else if (r.planeUnits === null) {
      const last = planes.at(-1)!;
      if (planes.some((p) => p !== last && p.altitude === last.altitude && p.ground === null === (last.ground === null))) patches.set(last.id, gone);
    } else if (!('hex' in r.at) || observedNowhereElse(state, observed, r.at.hex)) {
      const other = variants.find((v) => v !== planes[0]!.variant && ctx.variant(v).type === ctx.variant(planes[0]!.variant).type);
      if (other !== undefined) for (const p of planes) patches.set(p.id, (x) => ({ ...x, variant: other }));
    }
  }
  return patches.size === 0 ? null : patchPlanes(state, observed, patches);
}

/** Whether no hex the other side observes from is this one. */
function observedNowhereElse(state: BomberState, observed: Side, hex: string): boolean {
  return observe(state, otherSide(observed)).hexes.every((h) => h.hex !== hex);
}

/** Checks, every `every` steps of a game, that the other side's view of each side's observation twin is the view of the game; returns how many twins were compared. */
export function checkObservationTwins(game: RandomGame, every: number): number {
  let compared = 0;
  game.steps.forEach((step, i) => {
    // Once the day is over the Victory Point tally (XV) counts every Air Box's losses for both sides to see.
    if (i % every !== 0 || step.after.phase.kind === 'over') return;
    for (const observed of ['american', 'german'] as const) {
      const twin = observationTwin(step.after, observed);
      if (twin === null) continue;
      const observer = { kind: 'seat', seat: otherSide(observed) } as const;
      expect(view(twin, { kind: 'seat', seat: observed }), `the twin differs for ${observed} itself`).not.toEqual(view(step.after, { kind: 'seat', seat: observed }));
      expect(view(twin, observer), `${game.scenario} step ${i}: ${observer.seat} tells ${observed}'s observation twins apart`).toEqual(view(step.after, observer));
      expect(view(twin, { kind: 'public' }), `${game.scenario} step ${i}: the public tells ${observed}'s observation twins apart`).toEqual(view(step.after, { kind: 'public' }));
      compared++;
    }
  });
  return compared;
}

/** The fields no event shown to the other side or spectators may hold: how an Air unit flies and what its Air Box holds. */
const HIDDEN_FIELDS = new Set(['altitude', 'formation', 'plane', 'planes', 'variant', 'boxing', 'rockets', 'dropTanks', 'result', 'to', 'line']);

/** The hidden fields an event names, but those the rules make public in it (`PUBLIC_BY_RULE`: the bombing announcement, Flak and Bombing). */
function hiddenFieldsIn(event: GameEvent): string[] {
  const shown = publicFieldsOf(event);
  return Object.keys(event).filter((k) => HIDDEN_FIELDS.has(k) && !shown.includes(k));
}

/**
 * Checks that nothing of the game's log shown to anyone but an event's own
 * side names what the reports hide: no public event, no redacted form, and no
 * command shown to another seat or spectators.
 */
export function checkEventsTellNoMore(game: RandomGame): void {
  for (const [i, step] of game.steps.entries()) {
    const where = (what: unknown) => `${game.scenario} step ${i}: ${JSON.stringify(what)}`;
    for (const entry of step.entries) {
      const shown = entry.visibleTo === null ? entry.event : entry.redacted;
      if (shown !== null) expect(hiddenFieldsIn(shown), where(shown)).toEqual([]);
    }
    for (const viewer of [{ kind: 'seat', seat: otherSide(step.seat as Side) } as const, { kind: 'public' } as const]) {
      for (const { cause } of redactEntries(step.entries, viewer)) if (cause?.command) expect(hiddenFieldsIn(cause.command), where(cause.command)).toEqual([]);
    }
  }
}
