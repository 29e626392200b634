/**
 * Folding one event into the state. Pure and total for every event `decide`
 * produces: each case copies what it changes (a side, an Air unit, some
 * Plane units) and shares the rest with the state it was given.
 */
import type { BomberEvent } from './events.js';
import { contextOf } from './context.js';
import { ENTERED_FROM_SOUTH_EDGE } from './flight/bomber-limit.js';
import { withSightings } from './observation/last-seen.js';
import { NOT_MOVED, type AirUnit, type Battle, type BomberState, type MoveRecord, type PlaneUnit, type Side, type SideState } from './state.js';

type SidePatch = (s: SideState) => Partial<SideState>;

function withSide(state: BomberState, side: Side, patch: SidePatch): BomberState {
  return { ...state, [side]: { ...state[side], ...patch(state[side]) } };
}

function withAirUnit(state: BomberState, side: Side, id: number, patch: (a: AirUnit) => Partial<AirUnit>): BomberState {
  return withSide(state, side, (s) => ({ airUnits: s.airUnits.map((a) => (a.id === id ? { ...a, ...patch(a) } : a)) }));
}

function withPlanes(state: BomberState, side: Side, ids: readonly string[], patch: (p: PlaneUnit) => Partial<PlaneUnit>): BomberState {
  const set = new Set(ids);
  return withSide(state, side, (s) => ({ planes: s.planes.map((p) => (set.has(p.id) ? { ...p, ...patch(p) } : p)) }));
}

function withBattle(state: BomberState, index: number, patch: (b: Battle) => Partial<Battle>): BomberState {
  return { ...state, battles: state.battles.map((b, i) => (i === index ? { ...b, ...patch(b) } : b)) };
}

function useCapacity(state: BomberState, side: Side, hex: string | null, kind: 'ready' | 'takeOff', count: number): BomberState {
  if (hex === null) return state;
  return withSide(state, side, (s) => {
    const used = s.capacityUsed[hex] ?? { ready: 0, takeOff: 0 };
    return { capacityUsed: { ...s.capacityUsed, [hex]: { ...used, [kind]: used[kind] + count } } };
  });
}

/** An Air unit back on the ground or gone: no Endurance unit, nothing off the board. */
const grounded = { endurance: null, enduranceHidden: false, takeOffTurn: null, offBoard: null, reachedEntryOn: null } as const;

/** Events that change nothing an Observation Report tells: "last seen" need not be brought up to date after them. */
const UNSEEN: ReadonlySet<BomberEvent['type']> = new Set([
  'target-cards-shuffled',
  'target-card-drawn',
  'target-card-decided',
  'flak-placed',
  'submitted',
  'map-setup-ended',
  'mission-line-set',
  'plane-readied',
  'rockets-set',
  'end-offered',
  'initiative-rolled',
  'german-played',
]);

/**
 * Whether two states hold the same of everything an Observation Report reads (observation/report.ts): each
 * side's counters and Plane units, the Battles being set up, and the Turn a sighting is dated by. States
 * share what an event did not change, so this is a comparison of references.
 */
const sameToObservers = (a: BomberState, b: BomberState): boolean =>
  a.american.airUnits === b.american.airUnits &&
  a.american.planes === b.american.planes &&
  a.german.airUnits === b.german.airUnits &&
  a.german.planes === b.german.planes &&
  a.battles === b.battles &&
  a.phase.kind === b.phase.kind &&
  a.turn === b.turn &&
  a.scenario === b.scenario;

/**
 * Folds one event into the state, then brings each side's "last seen" up to what it is told now
 * (observation/last-seen.ts) — unless the event changed nothing a report reads (a hidden entry with nothing
 * in it, a step entered), when the sightings brought up to date after the event before still hold.
 */
export function evolve(state: BomberState, e: BomberEvent): BomberState {
  const next = fold(state, e);
  return UNSEEN.has(e.type) || sameToObservers(state, next) ? next : withSightings(next);
}

/** Folds one event into the state. */
function fold(state: BomberState, e: BomberEvent): BomberState {
  switch (e.type) {
    case 'target-cards-shuffled':
      return { ...state, cards: { ...state.cards, deck: e.deck } };
    case 'target-card-drawn':
      return { ...state, cards: { ...state.cards, deck: state.cards.deck.slice(1), drawn: e.card } };
    case 'target-card-decided': {
      const c = state.cards;
      return {
        ...state,
        cards: e.keep ? { ...c, drawn: null, hand: [...c.hand, e.card], kept: c.kept + 1 } : { ...c, drawn: null, discards: [...c.discards, e.card] },
      };
    }
    case 'planes-boxed': {
      const to = new Map(e.boxing.map((b) => [b.plane, b.airUnit]));
      return withPlanes(state, e.side, [...to.keys()], (p) => {
        const airUnit = to.get(p.id)!;
        return { airUnit, ground: airUnit === null ? null : 'D', rockets: false };
      });
    }
    case 'rockets-set': {
      const ids = state[e.side].planes.filter((p) => p.airUnit === e.airUnit && p.rocketCapable).map((p) => p.id);
      return withPlanes(state, e.side, ids, () => ({ rockets: e.rockets }));
    }
    case 'flak-placed': {
      const now = state.flak[e.city] ?? { heavy: 0, light: 0 };
      return { ...state, flak: { ...state.flak, [e.city]: { ...now, [e.flak]: now[e.flak] + e.units } } };
    }
    case 'submitted':
      return withSide(state, e.side, () => ({ submitted: true }));
    case 'counter-placed':
      return withAirUnit(state, e.side, e.airUnit, () => ({ counter: { at: e.at, flying: false, facing: null } }));
    case 'air-unit-covered':
      return withAirUnit(state, e.side, e.airUnit, () => ({ coveredBy: e.by }));
    case 'map-setup-ended':
      return withSide(state, e.side, () => ({ submitted: true }));
    case 'mission-line-set':
      return { ...state, missionSheet: { ...state.missionSheet, [String(e.airUnit)]: e.line } };
    case 'phase-entered':
      return enterPhase(state, e);
    case 'plane-readied':
      return useCapacity(
        withPlanes(state, e.side, [e.plane], () => ({ ground: e.to, readiedOn: state.turn, rockets: e.rockets })),
        e.side,
        e.hex,
        'ready',
        1,
      );
    case 'end-offered':
      return withSide(state, e.side, () => ({ offersEnd: true }));
    case 'initiative-rolled':
      return { ...state, initiative: e.first };
    case 'air-unit-took-off':
      return withAirUnit(state, e.side, e.airUnit, () => ({
        endurance: e.endurance,
        enduranceHidden: 'africa' in e.at,
        takeOffTurn: state.turn,
        coveredBy: null,
        counter: { at: e.at, flying: true, facing: null },
        offBoard: 'africa' in e.at ? { direction: 'outbound', letter: e.at.africa, turn: state.turn } : null,
      }));
    case 'planes-took-off': {
      const ctx = contextOf(state.scenario);
      // They form up with the Air unit's first Formation already up, or are its Formation 1 (ruling E14).
      const up = state[e.side].planes.filter((p) => p.airUnit === e.airUnit && p.formation !== null).map((p) => p.formation!);
      const formation = up.length > 0 ? Math.min(...up) : 1;
      const next = withPlanes(state, e.side, e.planes, (p) => ({
        ground: null,
        altitude: e.altitude,
        formation,
        flown: true,
        dropTanks: p.ground === 'D' && !p.rockets && ctx.variant(p.variant).endurance.dropTanks !== undefined,
      }));
      return useCapacity(next, e.side, e.hex, 'takeOff', e.planes.length);
    }
    case 'air-unit-landed':
      return withAirUnit(state, e.side, e.airUnit, (a) => ({ ...grounded, outForDay: a.outForDay || !e.base, counter: { at: e.at, flying: false, facing: a.counter?.facing ?? null } }));
    case 'landing-resolved': {
      const gone = new Set(e.result.eliminated);
      const next = withPlanes(state, e.side, e.result.planes, (p) =>
        gone.has(p.id) ? { ground: null, altitude: null, formation: null, eliminated: true } : { ground: 'A', altitude: null, formation: null, rockets: false, dropTanks: false },
      );
      return withAirUnit(next, e.side, e.airUnit, () => ({ hits: e.result.hits }));
    }
    case 'air-unit-crashed':
      // A counter in an African Base Box stays there: the box holds Air units on the ground and on their way alike.
      return withAirUnit(state, e.side, e.airUnit, (a) => ({ ...grounded, counter: a.counter && 'africa' in a.counter.at ? { ...a.counter, flying: false } : null }));
    case 'planes-lost':
      return withPlanes(state, e.side, e.planes, () => ({ ground: null, altitude: null, formation: null, eliminated: true }));
    case 'air-unit-entered':
      return withAirUnit(state, e.side, e.airUnit, (a) => ({
        endurance: e.endurance,
        enduranceHidden: false,
        offBoard: null,
        reachedEntryOn: state.turn,
        // Placed in an Entry hex, it faces as if it had come in across the board's southern edge, and its move is over (rulings §16, XII.E.1).
        counter: { at: { hex: e.hex }, flying: true, facing: ENTERED_FROM_SOUTH_EDGE },
        moved: { ...a.moved, done: true },
      }));
    case 'air-unit-exited':
      return withAirUnit(state, e.side, e.airUnit, (a) => ({
        reachedEntryOn: null,
        offBoard: { direction: 'inbound', letter: e.letter, turn: e.lands },
        counter: { at: { africa: e.letter }, flying: true, facing: a.counter?.facing ?? null },
      }));
    case 'air-unit-flew':
      return withAirUnit(state, e.side, e.airUnit, (a) => ({
        counter: { at: { hex: e.hex }, flying: true, facing: e.side === 'american' ? e.enteredFrom : null },
        enteredFrom: e.enteredFrom,
        reachedEntryOn: contextOf(state.scenario).entryHexes.has(e.hex) ? state.turn : null,
        moved: movedOn(state, a.moved, { spent: a.moved.spent + 1 }),
      }));
    case 'altitude-changed': {
      const flying = state[e.side].planes.filter((p) => p.airUnit === e.airUnit && p.altitude !== null && !p.eliminated);
      const up = e.altitude > (flying[0]?.altitude ?? e.altitude);
      const next = withPlanes(state, e.side, flying.map((p) => p.id), () => ({ altitude: e.altitude }));
      return withAirUnit(next, e.side, e.airUnit, (a) => ({ moved: movedOn(state, a.moved, { spent: a.moved.spent + e.cost, climbed: a.moved.climbed + (up ? 1 : 0) }) }));
    }
    case 'contact-broken':
      return withAirUnit(state, e.side, e.airUnit, (a) => ({ moved: { ...a.moved, spent: a.moved.spent + 1, contactBroken: true } }));
    case 'formation-changed':
      return withPlanes(state, e.side, [e.plane], () => ({ formation: e.formation }));
    case 'rockets-jettisoned': {
      const ids = state[e.side].planes.filter((p) => p.airUnit === e.airUnit && p.ground === null).map((p) => p.id);
      return withPlanes(state, e.side, ids, () => ({ rockets: false }));
    }
    case 'standing-orders-set':
      return withSide(state, e.side, () => ({ standing: e.standing }));
    case 'battles-found':
      return { ...state, battles: e.spots.map((spot) => ({ spot, formations: [], attacks: [], airCombat: false, done: false })) };
    case 'battle-set-up':
      return withBattle(state, e.battle, () => ({ formations: e.formations }));
    case 'attack-assigned':
      return withBattle(state, e.battle, (b) => ({ attacks: [...b.attacks, e.attack] }));
    case 'air-combat-rolled': {
      const shown = new Map(e.rolls.map((r) => [r.by, { variant: r.variant, sp: r.sp }]));
      return withBattle(state, e.battle, (b) => ({ airCombat: true, formations: b.formations.map((f, i) => (shown.has(i) ? { ...f, revealed: shown.get(i)! } : f)) }));
    }
    case 'air-box-hit': {
      const next = withPlanes(state, e.side, e.eliminated, () => ({ ground: null, altitude: null, formation: null, eliminated: true }));
      return withAirUnit(next, e.side, e.airUnit, () => ({ hits: e.hits }));
    }
    case 'drop-tanks-jettisoned':
      return withAirUnit(withPlanes(state, e.side, e.planes, () => ({ dropTanks: false })), e.side, e.airUnit, () => ({ endurance: e.endurance }));
    case 'rockets-spent':
      return withPlanes(state, 'german', e.planes, () => ({ rockets: false }));
    case 'altitude-lost': {
      const ids = state[e.side].planes.filter((p) => p.airUnit === e.airUnit && p.altitude !== null).map((p) => p.id);
      return withPlanes(state, e.side, ids, () => ({ altitude: e.altitude }));
    }
    case 'bombers-intercepted': {
      const ids = new Set(e.airUnits);
      return withSide(state, 'american', (s) => ({ airUnits: s.airUnits.map((a) => (ids.has(a.id) ? { ...a, intercepted: true } : a)) }));
    }
    case 'battle-ended':
      return withBattle(state, e.battle, () => ({ done: true }));
    case 'combat-phase-ended':
      return { ...state, lastCombat: e.lastCombat, battles: [] };
    case 'german-played':
      return state;
    case 'bombing-announced': {
      const run = state.bombRun ?? { airUnits: [], closed: false };
      return { ...state, bombRun: { ...run, airUnits: [...run.airUnits, e.airUnit] } };
    }
    case 'announcement-closed':
      return { ...state, bombRun: { airUnits: state.bombRun?.airUnits ?? [], closed: true } };
    case 'flak-fired':
      return state;
    case 'bombed': {
      const line = state.missionSheet[String(e.airUnit)]!;
      const next = { ...state, missionSheet: { ...state.missionSheet, [String(e.airUnit)]: { ...line, hits: e.hits } } };
      return withAirUnit(next, 'american', e.airUnit, () => ({ bombedOn: state.turn }));
    }
    case 'secret-edits':
      return e.events.reduce(evolve, state);
    default: {
      const never: never = e;
      throw new Error(`unknown Bomber event ${JSON.stringify(never)}`);
    }
  }
}

/** A move record after a move: one made in the Landing Step commits the unit to land (rulings §22). */
function movedOn(state: BomberState, moved: MoveRecord, change: Partial<MoveRecord>): MoveRecord {
  const landing = state.phase.kind === 'movement' && state.phase.step === 'landing';
  return { ...moved, ...change, toLand: moved.toLand || landing };
}

/** A Movement Phase begins: nobody has entered a hex in it yet (XII.I), and the moving side starts its Turn's movement afresh (XII.B). */
function startMovement(state: BomberState, mover: Side): BomberState {
  const fresh = (side: Side) => (s: SideState) => ({ airUnits: s.airUnits.map((a) => ({ ...a, enteredFrom: null, ...(side === mover ? { moved: NOT_MOVED } : {}) })) });
  return withSide(withSide(state, 'american', fresh('american')), 'german', fresh('german'));
}

/** A new phase; a step both sides submit starts unsubmitted, and a new Turn's readiness clears the last Turn's capacity, submissions and offers. */
function enterPhase(state: BomberState, e: Extract<BomberEvent, { type: 'phase-entered' }>): BomberState {
  // A bombing announcement lasts for its Combat Phase.
  const entered: BomberState = { ...state, phase: e.phase, turn: e.turn, ...(e.phase.kind === 'combat' ? {} : { bombRun: null }) };
  const next = e.phase.kind === 'movement' && e.phase.step === 'landing' ? startMovement(entered, e.phase.side) : entered;
  const kind = e.phase.kind;
  if (kind !== 'readiness' && kind !== 'air-status' && kind !== 'mission-sheet' && kind !== 'map-setup') return next;
  const fresh = (s: SideState): SideState => ({ ...s, submitted: false, ...(kind === 'readiness' ? { capacityUsed: {}, offersEnd: false } : {}) });
  return { ...next, american: fresh(next.american), german: fresh(next.german), ...(kind === 'readiness' ? { initiative: null } : {}) };
}
