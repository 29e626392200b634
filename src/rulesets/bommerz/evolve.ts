/** Folding one event into the state. Pure and total for every event `decide` produces. */
import { DAMAGE_TO_DESTROY, MAX_WAVES } from './rules.js';
import type { BommerzEvent } from './events.js';
import type { BommerState, BommerzState, CounterState, Flight } from './state.js';

type Patch<T> = Partial<{ -readonly [K in keyof T]: T[K] }>;

function patchBommer(s: BommerzState, id: string, patch: Patch<BommerState>): BommerzState {
  return { ...s, bommerz: s.bommerz.map((b) => (b.id === id ? { ...b, ...patch } : b)) };
}

function patchCounter(s: BommerzState, id: string, patch: Patch<CounterState>): BommerzState {
  return { ...s, counters: s.counters.map((c) => (c.id === id ? { ...c, ...patch } : c)) };
}

/** Patches the flight of whichever craft has this id ("b…" Bommerz, "c…" counters). */
function patchCraft(s: BommerzState, id: string, patch: Patch<Flight>): BommerzState {
  return id.startsWith('b') ? patchBommer(s, id, patch) : patchCounter(s, id, patch);
}

const GROUNDED: Flight = { space: null, tail: null, speedDice: null, speed: null, damage: 0, moved: false };

/** Clears the active move if it belongs to this craft. */
function endActive(s: BommerzState, craft: string): BommerzState {
  return s.active?.craft === craft ? { ...s, active: null } : s;
}

/** The state after one event. */
export function evolve(s: BommerzState, e: BommerzEvent): BommerzState {
  switch (e.type) {
    case 'counters-shuffled':
      return {
        ...s,
        counters: e.kinds.map((kind, i) => ({ id: `c${i + 1}`, kind, status: 'pool', faceUp: false, ...GROUNDED }) as CounterState),
      };
    case 'counters-drawn': {
      const ids = new Set(e.counters.map((c) => c.id));
      return { ...s, phase: 'placing', counters: s.counters.map((c) => (ids.has(c.id) ? { ...c, status: 'drawn' } : c)) };
    }
    case 'counters-reshuffled': {
      const ids = new Set(e.counters);
      return { ...s, counters: s.counters.map((c) => (ids.has(c.id) ? { ...c, status: 'pool', faceUp: false, ...GROUNDED } : c)) };
    }
    case 'counters-placed': {
      const at = new Map(e.placements.map((p) => [p.counter, p.space]));
      return { ...s, counters: s.counters.map((c) => (at.has(c.id) ? { ...c, status: 'board', faceUp: false, ...GROUNDED, space: at.get(c.id)! } : c)) };
    }
    case 'wave-launched': {
      const fresh: BommerState[] = e.bommerz.map((b) => ({
        id: b.id,
        wave: e.wave,
        owner: b.owner,
        status: b.space === null ? 'reserve' : 'flying',
        bridgeHits: 0,
        ...GROUNDED,
        space: b.space,
      }));
      return { ...s, wave: e.wave, turn: 0, phase: 'turn-start', votes: {}, bommerz: [...s.bommerz, ...fresh] };
    }
    case 'turn-started': {
      const fresh = { speedDice: null, speed: null, moved: false };
      return {
        ...s,
        turn: e.turn,
        phase: 'speeds',
        bommerz: s.bommerz.map((b) => (b.status === 'flying' ? { ...b, ...fresh } : b)),
        counters: s.counters.map((c) => (c.status === 'board' ? { ...c, ...fresh } : c)),
      };
    }
    case 'spare-assigned':
      return patchBommer(s, e.bommer, { owner: e.owner });
    case 'spare-entered':
      return patchBommer(s, e.bommer, { status: 'flying', space: e.space, tail: null });
    case 'speed-dice-rolled':
      return e.rolls.reduce((acc, r) => patchCraft(acc, r.craft, { speedDice: r.dice }), s);
    case 'speed-chosen':
      return patchCraft(s, e.craft, { speed: e.speed });
    case 'phase-entered':
      return { ...s, phase: e.phase };
    case 'move-started': {
      const speed = (e.craft.startsWith('b') ? s.bommerz : s.counters).find((x) => x.id === e.craft)?.speed ?? 0;
      return { ...s, active: { craft: e.craft, remaining: speed, runAvailable: false } };
    }
    case 'craft-moved': {
      const next = patchCraft(s, e.craft, { space: e.to, tail: e.from });
      const a = s.active;
      return a?.craft === e.craft ? { ...next, active: { ...a, remaining: a.remaining - 1, runAvailable: e.craft.startsWith('b') } } : next;
    }
    case 'counter-revealed':
      return patchCounter(s, e.counter, { faceUp: true });
    case 'laser-fired':
      return patchCounter(s, e.counter, { faceUp: false });
    case 'rock-spires-dodged':
    case 'flak-fired':
    case 'dogfight':
    case 'bridge-destroyed':
    case 'out-of-fuel':
      // Dice and their results only; the consequences are events of their own.
      return s;
    case 'craft-damaged':
      return patchCraft(s, e.craft, { damage: Math.min(e.damage, DAMAGE_TO_DESTROY) });
    case 'destroyed': {
      const next = e.piece.startsWith('b')
        ? patchBommer(s, e.piece, { status: 'destroyed', space: null, moved: true })
        : patchCounter(s, e.piece, { status: 'destroyed', faceUp: true, ...GROUNDED });
      const pending = s.pending?.craft === e.piece ? null : s.pending;
      return { ...endActive(next, e.piece), pending };
    }
    case 'drive-off-awaited':
      return { ...s, pending: { craft: e.craft, from: e.from, decider: e.decider, options: e.options, cause: e.cause } };
    case 'driven-off': {
      const moved = s.active?.craft === e.craft;
      const next = patchCraft(s, e.craft, moved ? { space: e.to, tail: e.from, moved: true } : { space: e.to, tail: e.from });
      return { ...endActive(next, e.craft), pending: null };
    }
    case 'bombing-run': {
      const a = s.active;
      const next = a ? { ...s, active: { ...a, runAvailable: false } } : s;
      if (e.target !== 'bridge') return next;
      const hit = patchBommer(next, e.bommer, { bridgeHits: (s.bommerz.find((b) => b.id === e.bommer)?.bridgeHits ?? 0) + e.counted });
      return { ...hit, bridges: s.bridges.map((b) => (b.space === e.space ? { ...b, hits: b.hits + e.counted } : b)) };
    }
    case 'move-ended':
      return endActive(patchCraft(s, e.craft, { moved: true }), e.craft);
    case 'flew-off':
      return endActive(patchBommer(s, e.bommer, { status: 'left', space: null, moved: true }), e.bommer);
    case 'flip-skipped':
      return s;
    case 'flak-moved':
      return patchCounter(s, e.counter, { space: e.to, tail: e.from, moved: true });
    case 'wave-ended':
      // After the last wave, 'game-ended' follows at once.
      return e.wave < MAX_WAVES ? { ...s, phase: 'second-wave' } : s;
    case 'second-wave-vote':
      return { ...s, votes: { ...s.votes, [e.seat]: e.fly } };
    case 'standing-order-set':
      return { ...s, orders: { ...s.orders, [e.seat]: e.order } };
    case 'game-ended':
      return { ...s, phase: 'over', active: null, pending: null };
    default: {
      const never: never = e;
      throw new Error(`unknown Bommerz event ${JSON.stringify(never)}`);
    }
  }
}
