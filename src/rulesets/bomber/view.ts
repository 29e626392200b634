/**
 * What each viewer may see, written field by field (an allowlist). Each side
 * sees its own Air Status Card, and the American player his Target Cards and
 * Mission Sheet, the German player his Flak; the other side and spectators
 * see the counters on the map (a bluff or cover looks like any other), the
 * public Endurance units, the Turn, the initiative and who has submitted. An
 * omniscient viewer (a finished game's audit) sees everything.
 */
import type { Viewer } from '../../kernel/ruleset.js';
import { plottedTarget } from './combat/bomb-run.js';
import { contextOf } from './context.js';
import { outcome } from './victory/outcome.js';
import { prompts } from './prompts.js';
import { SIDES, type AirUnit, type BomberState, type Location, type PlaneUnit, type Side } from './state.js';
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

function airUnitView(a: AirUnit): NonNullable<ViewOf<'airStatus'>['american']>['airUnits'][number] {
  return {
    id: a.id,
    hits: a.hits,
    coveredBy: a.coveredBy,
    endurance: a.endurance,
    takeOffTurn: a.takeOffTurn,
    outForDay: a.outForDay,
    offBoard: a.offBoard ? { direction: a.offBoard.direction, letter: a.offBoard.letter, turn: a.offBoard.turn } : null,
    reachedEntryOn: a.reachedEntryOn,
  };
}

function airStatusView(state: BomberState, side: Side): NonNullable<ViewOf<'airStatus'>['american']> {
  const s = state[side];
  return {
    planes: s.planes.map(planeView),
    airUnits: s.airUnits.map(airUnitView),
    capacityUsed: Object.fromEntries(Object.entries(s.capacityUsed).map(([hex, u]) => [hex, { ready: u.ready, takeOff: u.takeOff }])),
  };
}

/** Every counter on the map; whether an American one is flying only to its own side (German flying or not is public, rulings §17). */
function countersView(state: BomberState, knows: (side: Side) => boolean): ViewOf<'counters'> {
  return SIDES.flatMap((side) =>
    state[side].airUnits.flatMap((a) =>
      a.counter === null
        ? []
        : [{ side, airUnit: a.id, at: locationView(a.counter.at), facing: a.counter.facing, flying: side === 'german' || knows(side) ? a.counter.flying : null }],
    ),
  );
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
    counters: countersView(state, knows),
    turnRecord: turnRecordView(state, knows),
    deckSize: cards.deck.length,
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
