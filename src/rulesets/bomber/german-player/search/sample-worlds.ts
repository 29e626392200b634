/**
 * Worlds the German player may be in (the `strong` German's determinized
 * search, Cowling, Powley and Whitehouse's information-set Monte Carlo): full
 * states built from the German view and what is public before play (the
 * scenario's forces, the map, the planes' data), never from the state. The
 * German side, the map counters, the Endurance units, the Battles, the
 * bombing done and the Flak are the view's; the American secrets are
 * sampled: each Air unit's Plane units by the suggested packing (the boxes
 * the view's counters and reports show), and each Bomber line's target,
 * unless announced or bombed, among the likely targets (`targets.ts`). A
 * world is kept only if its German view is the real one, byte for byte:
 * what the German may know of it is all it was built from.
 */
import { fixedDice } from '../../../../kernel/dice.js';
import { DATA } from '../../context.js';
import { NO_SIGHTINGS, type Sightings } from '../../observation/last-seen.js';
import { Play } from '../../play.js';
import { suggestAirBoxes } from '../../setup/air-boxes.js';
import { initialBomberState } from '../../setup/initial-state.js';
import { suggestSheet } from '../../setup/mission-sheet-step.js';
import { NOT_MOVED, type AirUnit, type Altitude, type BomberState, type MissionLine, type PlaneUnit } from '../../state.js';
import { view } from '../../view.js';
import type { BomberView } from '../../view-schema.js';
import { likelyTargets } from '../targets.js';

type CounterView = BomberView['counters'][number];

/** Picks one of `items` by weight, with `random` in [0, 1). */
function pick<T>(items: readonly T[], weight: (t: T) => number, random: () => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let r = random() * total;
  for (const t of items) if ((r -= weight(t)) < 0) return t;
  return items[items.length - 1]!;
}

/** The German side as its own view shows it; what the view leaves out (Formation numbers, how a move went) as a unit that has not moved. */
function germanSide(v: BomberView, base: BomberState): BomberState['german'] {
  const own = v.airStatus.german!;
  const counters = new Map(v.counters.filter((c) => c.side === 'german').map((c) => [c.airUnit, c]));
  const formations = new Map(v.battles.flatMap((b) => b.formations.filter((f) => f.side === 'german').map((f) => [f.airUnit, f.formation] as const)));
  return {
    ...base.german,
    planes: own.planes.map((p) => ({ ...p, formation: p.altitude === null ? null : (formations.get(p.airUnit ?? 0) ?? 1) })),
    airUnits: own.airUnits.map((a): AirUnit => {
      const c = counters.get(a.id);
      return {
        id: a.id,
        hits: a.hits,
        counter: c ? { at: c.at, flying: c.flying ?? false, facing: c.facing } : null,
        coveredBy: a.coveredBy,
        endurance: a.endurance,
        enduranceHidden: false,
        takeOffTurn: a.takeOffTurn,
        outForDay: a.outForDay,
        offBoard: a.offBoard,
        reachedEntryOn: a.reachedEntryOn,
        enteredFrom: null,
        bombedOn: null,
        intercepted: a.intercepted,
        moved: { ...NOT_MOVED, spent: a.movementSpent },
      };
    }),
    capacityUsed: structuredClone(own.capacityUsed),
    submitted: v.submitted.german,
    offersEnd: v.offersEnd.german,
    standing: v.standingOrders.german ?? base.german.standing,
  };
}

/** The Altitude a counter's report or last sighting shows it flying at, else the highest. */
function altitudeSeen(c: CounterView): Altitude {
  const seen = [...(c.report?.altitudes ?? []), ...(c.lastSeen?.altitudes ?? [])].find((a): a is Altitude => a !== 'ground');
  return seen ?? 2;
}

/** The American side: the suggested packing's boxes under the view's counters, each flying as its Endurance unit says, Plane units beyond its report's count eliminated. */
function americanSide(v: BomberView, base: BomberState): BomberState['american'] {
  const counters = new Map(v.counters.filter((c) => c.side === 'american').map((c) => [c.airUnit, c]));
  const endurance = new Map(v.turnRecord.filter((t) => t.side === 'american').map((t) => [t.airUnit, t.turn]));
  const bombed = new Map(v.bombing.map((b) => [b.airUnit, b.turn]));
  const boxOf = new Map<string, number>();
  for (const box of suggestAirBoxes(DATA.scenarios.find((s) => s.scenario.id === base.scenario)!.scenario, 'american')) for (const id of box.planeUnits) boxOf.set(id, box.airUnit);
  const kept = new Map<number, number>();
  const planes = base.american.planes.map((p): PlaneUnit => {
    const airUnit = boxOf.get(p.id) ?? null;
    const c = airUnit === null ? undefined : counters.get(airUnit);
    const n = (kept.get(airUnit ?? 0) ?? 0) + 1;
    kept.set(airUnit ?? 0, n);
    const eliminated = c?.report?.planeUnits !== null && c?.report?.planeUnits !== undefined && n > c.report.planeUnits;
    const flying = airUnit !== null && endurance.has(airUnit);
    return { ...p, airUnit, ground: flying || eliminated ? null : 'D', altitude: flying && !eliminated && c ? altitudeSeen(c) : null, formation: flying ? 1 : null, flown: flying || bombed.has(airUnit ?? 0), eliminated };
  });
  const airUnits = base.american.airUnits.map((a): AirUnit => {
    const c = counters.get(a.id);
    if (c === undefined) return a;
    const up = endurance.get(a.id) ?? null;
    return { ...a, counter: { at: c.at, flying: up !== null, facing: c.facing }, endurance: up, takeOffTurn: up === null ? null : Math.max(1, v.turn - 1), bombedOn: bombed.get(a.id) ?? null };
  });
  return { ...base.american, planes, airUnits, submitted: v.submitted.american, offersEnd: v.offersEnd.american };
}

/** The German's sightings of American counters, from the view's "last seen". */
function sightings(v: BomberView): Sightings {
  const german = Object.fromEntries(
    v.counters.flatMap((c) => (c.side === 'american' && c.lastSeen !== null ? [[String(c.airUnit), { ...c.lastSeen, models: c.lastSeen.models }] as const] : [])),
  );
  return { ...NO_SIGHTINGS, german };
}

/** The Mission Sheet: the suggested one, each Bomber line's target kept or (half the time) drawn among the likely targets; an announced or bombed line as shown. */
function missionSheet(world: BomberState, v: BomberView, random: () => number): BomberState['missionSheet'] {
  const play = new Play(world, fixedDice([]));
  suggestSheet(play);
  const targets = likelyTargets(world.scenario);
  const shown = new Map<number, { readonly city: string; readonly altitude: Altitude | undefined }>([...v.announced.map((a) => [a.airUnit, { city: a.city, altitude: a.altitude }] as const), ...v.bombing.map((b) => [b.airUnit, { city: b.city, altitude: undefined }] as const)]);
  return Object.fromEntries(
    Object.entries(play.state.missionSheet).map(([id, line]): [string, MissionLine] => {
      const known = shown.get(Number(id));
      const hits = v.bombing.find((b) => b.airUnit === Number(id))?.hits ?? null;
      if (known !== undefined) return [id, { ...line, primary: known.city, bombAltitude: known.altitude ?? line.bombAltitude, hits }];
      const primary = targets.length > 0 && random() < 0.5 ? pick(targets, (t) => t.likelihood, random).city : line.primary;
      return [id, { ...line, primary }];
    }),
  );
}

/** The Target Cards: as many in the deck as the view counts, the Mission Sheet's cities in hand. */
function cards(world: BomberState, v: BomberView, random: () => number): BomberState['cards'] {
  const all = DATA.targetCards.map((c) => c.id).filter((id) => !world.cards.hand.includes(id));
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return { deck: all.slice(0, v.deckSize), hand: [...world.cards.hand], discards: all.slice(v.deckSize), drawn: null, kept: v.scenario.targetCardsToDraw };
}

/** One world built from the view, with `random` in [0, 1) for its sampled secrets; not yet checked. */
export function buildWorld(v: BomberView, random: () => number, edition: 3 | 4 = 4): BomberState {
  const base = initialBomberState(v.scenario.id, false);
  const rules = edition === 4 ? { rules: base.rules } : {};
  const skeleton: BomberState = {
    scenario: base.scenario,
    ...rules,
    solo: false,
    turn: v.turn,
    phase: structuredClone(v.phase),
    american: americanSide(v, base),
    german: germanSide(v, base),
    cards: base.cards,
    flak: structuredClone(v.flak ?? {}),
    missionSheet: {},
    initiative: v.initiative,
    lastCombat: structuredClone(v.lastCombat),
    battles: structuredClone(v.battles),
    lastSeen: sightings(v),
    bombRun: v.announced.length === 0 ? null : { airUnits: v.announced.map((a) => a.airUnit), closed: v.phase.kind === 'combat' && v.phase.step !== 'battles' },
  };
  const withSheet = { ...skeleton, missionSheet: missionSheet(skeleton, v, random) };
  return { ...withSheet, cards: cards(withSheet, v, random) };
}

/** Whether a world's German view is `v`, byte for byte. */
export function consistent(world: BomberState, v: BomberView): boolean {
  return JSON.stringify(view(world, { kind: 'seat', seat: 'german' })) === JSON.stringify(v);
}

/**
 * Up to `count` worlds consistent with the German view, from `tries` builds
 * at most (a fixed count, so the worlds depend on `random` alone, never on
 * the clock). It receives the view and the random numbers only: the state
 * is out of its reach.
 */
export function sampleWorlds(v: BomberView, count: number, tries: number, random: () => number, edition: 3 | 4 = 4): BomberState[] {
  const worlds: BomberState[] = [];
  for (let i = 0; i < tries && worlds.length < count; i++) {
    const world = buildWorld(v, random, edition);
    if (consistent(world, v)) worlds.push(world);
  }
  return worlds;
}
