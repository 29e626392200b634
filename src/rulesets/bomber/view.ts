/**
 * What each viewer may see, written field by field (an allowlist). Each side
 * sees its own Air Status Card, and the American player his Target Cards and
 * Mission Sheet, the German player his Flak; the other side and spectators
 * see the counters on the map (a bluff or cover looks like any other), the
 * public Endurance units, the Turn, the initiative and who has submitted. A
 * side is also told, live, the Observation Report on each enemy counter and
 * what it last saw of it (IX.G, `observation/`). An omniscient viewer (a
 * finished game's audit) sees everything, both sides' reports included.
 */
import type { Viewer } from '../../kernel/ruleset.js';
import { battlesView, lastCombatView, standingOrdersView } from './combat/battle-view.js';
import { plottedTarget } from './combat/bomb-run.js';
import { contextOf } from './context.js';
import { flightView } from './flight/flight-view.js';
import { outcome } from './victory/outcome.js';
import { prompts } from './prompts.js';
import type { Sighting } from './observation/last-seen.js';
import { observe, type Observation, type SeenModel } from './observation/report.js';
import { SIDES, otherSide, type AirUnit, type BomberState, type Location, type PlaneUnit, type Side } from './state.js';
import type { BomberView } from './view-schema.js';

type ViewOf<K extends keyof BomberView> = BomberView[K];

const locationView = (at: Location): Location => ('hex' in at ? { hex: at.hex } : { africa: at.africa });

function planeView(p: PlaneUnit): NonNullable<ViewOf<'airStatus'>['american']>['planes'][number] {
  return {
    id: p.id,
    variant: p.variant,
    sp: p.sp,
    rocketCapable: p.rocketCapable,
    designation: p.designation,
    area: p.area,
    airUnit: p.airUnit,
    ground: p.ground,
    altitude: p.altitude,
    rockets: p.rockets,
    dropTanks: p.dropTanks,
    readiedOn: p.readiedOn,
    flown: p.flown,
    eliminated: p.eliminated,
  };
}

function airUnitView(state: BomberState, side: Side, a: AirUnit): NonNullable<ViewOf<'airStatus'>['american']>['airUnits'][number] {
  const { movementSpent, reachable } = flightView(state, side, a);
  return {
    movementSpent,
    reachable,
    id: a.id,
    hits: a.hits,
    coveredBy: a.coveredBy,
    endurance: a.endurance,
    takeOffTurn: a.takeOffTurn,
    outForDay: a.outForDay,
    offBoard: a.offBoard ? { direction: a.offBoard.direction, letter: a.offBoard.letter, turn: a.offBoard.turn } : null,
    reachedEntryOn: a.reachedEntryOn,
    intercepted: a.intercepted,
  };
}

function airStatusView(state: BomberState, side: Side): NonNullable<ViewOf<'airStatus'>['american']> {
  const s = state[side];
  return {
    planes: s.planes.map(planeView),
    airUnits: s.airUnits.map((a) => airUnitView(state, side, a)),
    capacityUsed: Object.fromEntries(Object.entries(s.capacityUsed).map(([hex, u]) => [hex, { ready: u.ready, takeOff: u.takeOff }])),
  };
}

/**
 * Every counter on the map; whether an American one is flying only to its
 * own side (German flying or not is public, rulings §17); a counter's
 * Observation Report and "last seen" only to the side observing it (never to
 * its owner: how much the other side is told depends on whether the Air
 * units near it hold Plane units), and to everyone after the end.
 */
function countersView(state: BomberState, knows: (side: Side) => boolean, seen: ReadonlyMap<Side, Observation>): ViewOf<'counters'> {
  return SIDES.flatMap((side) => {
    const observer = otherSide(side);
    const reports = new Map((seen.get(observer)?.counters ?? []).map((r) => [r.airUnit, r]));
    const sightings = seen.has(observer) ? state.lastSeen[observer] : {};
    return state[side].airUnits.flatMap((a) => {
      if (a.counter === null) return [];
      const report = reports.get(a.id);
      const sighting = sightings[String(a.id)];
      return [
        {
          side,
          airUnit: a.id,
          at: locationView(a.counter.at),
          facing: a.counter.facing,
          flying: side === 'german' || knows(side) ? a.counter.flying : null,
          report: report ? { altitudes: report.altitudes && [...report.altitudes], planeUnits: report.planeUnits, bombers: report.bombers } : null,
          lastSeen: sighting ? sightingView(sighting) : null,
        },
      ];
    });
  });
}

const modelsView = (models: readonly SeenModel[]) => models.map((m) => ({ model: m.model, type: m.type, planeUnits: m.planeUnits }));

function sightingView(s: Sighting): NonNullable<ViewOf<'counters'>[number]['lastSeen']> {
  return { turn: s.turn, at: locationView(s.at), altitudes: [...s.altitudes], planeUnits: s.planeUnits, bombers: s.bombers, models: s.models && modelsView(s.models) };
}

function hexReportsView(seen: ReadonlyMap<Side, Observation>): ViewOf<'hexReports'> {
  return [...seen.values()].flatMap((o) => o.hexes.map((h) => ({ side: h.side, hex: h.hex, altitudes: [...h.altitudes], planeUnits: h.planeUnits, models: modelsView(h.models) })));
}

/** The Endurance units on the Turn Record: public, but for a hidden African take-off's (to its own side only). */
function turnRecordView(state: BomberState, knows: (side: Side) => boolean): ViewOf<'turnRecord'> {
  return SIDES.flatMap((side) =>
    state[side].airUnits.flatMap((a) => (a.endurance === null || (a.enduranceHidden && !knows(side)) ? [] : [{ side, airUnit: a.id, turn: a.endurance }])),
  );
}

/** Every Bombing done: public from the moment it is done (XIII.E.2). */
function bombingView(state: BomberState): ViewOf<'bombing'> {
  return state.american.airUnits.flatMap((a) => {
    const line = state.missionSheet[String(a.id)];
    return a.bombedOn === null || line === undefined ? [] : [{ airUnit: a.id, city: line.primary, turn: a.bombedOn, hits: line.hits ?? 0 }];
  });
}

/** The view of a state for one viewer. */
export function view(state: BomberState, viewer: Viewer): BomberView {
  const { scenario } = contextOf(state.scenario);
  const audit = viewer.kind === 'omniscient';
  const seat = viewer.kind === 'seat' ? viewer.seat : null;
  const knows = (side: Side) => audit || seat === side;
  const all = prompts(state);
  const result = outcome(state);
  // What each side the viewer may speak for is told of the other (IX.G): a seat its own side's reports, spectators none.
  const seen = new Map<Side, Observation>(SIDES.filter(knows).map((side) => [side, observe(state, side)]));
  const airStatus: ViewOf<'airStatus'> = {};
  for (const side of SIDES) if (knows(side)) airStatus[side] = airStatusView(state, side);
  const { cards } = state;
  return {
    ruleset: 'bomber',
    viewer: viewer.kind === 'seat' ? { kind: 'seat', seat: viewer.seat } : { kind: viewer.kind },
    scenario: { id: scenario.id, title: scenario.title, date: scenario.date, daylightTurns: scenario.daylightTurns, targetCardsToDraw: scenario.targetCardsToDraw },
    turn: state.turn,
    phase: structuredClone(state.phase),
    initiative: state.initiative,
    submitted: { american: state.american.submitted, german: state.german.submitted },
    offersEnd: { american: state.american.offersEnd, german: state.german.offersEnd },
    counters: countersView(state, knows, seen),
    hexReports: hexReportsView(seen),
    turnRecord: turnRecordView(state, knows),
    deckSize: cards.deck.length,
    battles: battlesView(state),
    lastCombat: lastCombatView(state),
    standingOrders: standingOrdersView(state, knows),
    airStatus,
    targetCards: knows('american') ? { hand: [...cards.hand], discards: [...cards.discards], drawn: cards.drawn, kept: cards.kept } : null,
    deck: audit ? [...cards.deck] : null,
    missionSheet: knows('american')
      ? Object.fromEntries(Object.entries(state.missionSheet).map(([id, l]) => [id, { primary: l.primary, bombAltitude: l.bombAltitude, formation: l.formation, takeOffTurn: l.takeOffTurn, land: l.land, hits: l.hits }]))
      : null,
    flak: knows('german') ? Object.fromEntries(Object.entries(state.flak).map(([city, f]) => [city, { heavy: f.heavy, light: f.light }])) : null,
    waitingFor: all.map((p) => ({ seat: p.seat, kind: p.kind, text: p.text })),
    prompts: all.filter((p) => audit || p.seat === seat).map((p) => ({ seat: p.seat, kind: p.kind, text: p.text, options: [...p.options] })),
    announced: (state.bombRun?.airUnits ?? []).map((airUnit) => ({ airUnit, ...plottedTarget(state, airUnit)! })),
    bombing: bombingView(state),
    outcome: result ? { result: result.result, summary: result.summary, winners: [...result.winners], detail: structuredClone(result.detail) } : null,
  };
}
