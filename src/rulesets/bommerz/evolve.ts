/**
 * Folding one event into the state. Pure and total for every event `decide`
 * produces: each case copies what it changes and edits only the copy.
 *
 * Copies are built field by field rather than with spreads: replay is the
 * hottest path there is (every command folds its events twice, in decide and
 * after), and V8 builds a literal of known shape many times faster than it
 * spreads one.
 */
import { DAMAGE_TO_DESTROY, MAX_WAVES } from './rules.js';
import type { BommerzEvent } from './events.js';
import type { BommerState, BommerzState, CounterState } from './state.js';

type Writable<T> = { -readonly [K in keyof T]: T[K] };
type Next = Writable<BommerzState>;

function copyState(s: BommerzState): Next {
  return {
    setup: s.setup,
    // Undefined for a version-2 state, which JSON and the state hash leave out, as before the field existed.
    rules: s.rules,
    phase: s.phase,
    wave: s.wave,
    turn: s.turn,
    bommerz: s.bommerz,
    counters: s.counters,
    bridges: s.bridges,
    active: s.active,
    pending: s.pending,
    orders: s.orders,
    votes: s.votes,
  };
}

function copyBommer(b: BommerState): Writable<BommerState> {
  return {
    id: b.id,
    wave: b.wave,
    owner: b.owner,
    status: b.status,
    space: b.space,
    tail: b.tail,
    damage: b.damage,
    speedDice: b.speedDice,
    speed: b.speed,
    moved: b.moved,
    bridgeHits: b.bridgeHits,
  };
}

function copyCounter(c: CounterState): Writable<CounterState> {
  return { id: c.id, kind: c.kind, status: c.status, faceUp: c.faceUp, space: c.space, tail: c.tail, damage: c.damage, speedDice: c.speedDice, speed: c.speed, moved: c.moved };
}

function indexOf(items: readonly { readonly id: string }[], id: string): number {
  for (let i = 0; i < items.length; i++) if (items[i]!.id === id) return i;
  throw new Error(`no piece ${id}`);
}

/** Replaces one Bommer of the copy by a writable copy of it, and returns that. */
function editBommer(next: Next, id: string): Writable<BommerState> {
  const list = next.bommerz.slice();
  const i = indexOf(list, id);
  const b = copyBommer(list[i]!);
  list[i] = b;
  next.bommerz = list;
  return b;
}

/** Replaces one counter of the copy by a writable copy of it, and returns that. */
function editCounter(next: Next, id: string): Writable<CounterState> {
  const list = next.counters.slice();
  const i = indexOf(list, id);
  const c = copyCounter(list[i]!);
  list[i] = c;
  next.counters = list;
  return c;
}

/** The craft ("b…" a Bommer, "c…" an Interceptor counter) of this id in the copy, writable. */
function editCraft(next: Next, id: string): Writable<BommerState> | Writable<CounterState> {
  return id.startsWith('b') ? editBommer(next, id) : editCounter(next, id);
}

/** Takes a counter off the board (back to the pool, or destroyed): face down unless destroyed, and at rest. */
function ground(c: Writable<CounterState>, status: CounterState['status']): void {
  c.status = status;
  c.faceUp = status === 'destroyed';
  c.space = c.tail = c.speedDice = c.speed = null;
  c.damage = 0;
  c.moved = false;
}

/** The state after one event. */
export function evolve(s: BommerzState, e: BommerzEvent): BommerzState {
  const next = copyState(s);
  switch (e.type) {
    case 'counters-shuffled':
      next.counters = e.kinds.map((kind, i) => ({ id: `c${i + 1}`, kind, status: 'pool', faceUp: false, space: null, tail: null, damage: 0, speedDice: null, speed: null, moved: false }));
      return next;
    case 'counters-drawn':
      for (const c of e.counters) editCounter(next, c.id).status = 'drawn';
      next.phase = 'placing';
      return next;
    case 'counters-reshuffled':
      for (const id of e.counters) ground(editCounter(next, id), 'pool');
      return next;
    case 'counters-placed':
      for (const p of e.placements) {
        const c = editCounter(next, p.counter);
        ground(c, 'board');
        c.space = p.space;
      }
      return next;
    case 'wave-launched':
      next.bommerz = [
        ...s.bommerz,
        ...e.bommerz.map(
          (b): BommerState => ({
            id: b.id,
            wave: e.wave,
            owner: b.owner,
            status: b.space === null ? 'reserve' : 'flying',
            space: b.space,
            tail: null,
            damage: 0,
            speedDice: null,
            speed: null,
            moved: false,
            bridgeHits: 0,
          }),
        ),
      ];
      next.wave = e.wave;
      next.turn = 0;
      next.phase = 'turn-start';
      next.votes = {};
      return next;
    case 'turn-started':
      next.turn = e.turn;
      next.phase = 'speeds';
      for (const b of s.bommerz) {
        if (b.status !== 'flying') continue;
        const w = editBommer(next, b.id);
        w.speedDice = w.speed = null;
        w.moved = false;
      }
      for (const c of s.counters) {
        if (c.status !== 'board') continue;
        const w = editCounter(next, c.id);
        w.speedDice = w.speed = null;
        w.moved = false;
      }
      return next;
    case 'spare-assigned':
      editBommer(next, e.bommer).owner = e.owner;
      return next;
    case 'spare-entered': {
      const b = editBommer(next, e.bommer);
      b.status = 'flying';
      b.space = e.space;
      return next;
    }
    case 'speed-dice-rolled':
      for (const r of e.rolls) editCraft(next, r.craft).speedDice = r.dice;
      return next;
    case 'speed-chosen':
      editCraft(next, e.craft).speed = e.speed;
      return next;
    case 'phase-entered':
      next.phase = e.phase;
      return next;
    case 'move-started':
      next.active = { craft: e.craft, remaining: (e.craft.startsWith('b') ? s.bommerz : s.counters)[indexOf(e.craft.startsWith('b') ? s.bommerz : s.counters, e.craft)]!.speed ?? 0, runAvailable: false };
      return next;
    case 'craft-moved': {
      const c = editCraft(next, e.craft);
      c.space = e.to;
      c.tail = e.from;
      const a = s.active;
      // Entering a space gives a Bommer the chance of a run there (if it survives it).
      if (a?.craft === e.craft) next.active = { craft: a.craft, remaining: a.remaining - 1, runAvailable: e.craft.startsWith('b') };
      return next;
    }
    case 'counter-revealed':
      editCounter(next, e.counter).faceUp = true;
      return next;
    case 'laser-fired':
      editCounter(next, e.counter).faceUp = false;
      return next;
    case 'rock-spires-dodged':
    case 'flak-fired':
    case 'dogfight':
    case 'bridge-destroyed':
    case 'out-of-fuel':
      // Dice and their results only; the consequences are events of their own.
      return s;
    case 'craft-damaged':
      editCraft(next, e.craft).damage = Math.min(e.damage, DAMAGE_TO_DESTROY);
      return next;
    case 'destroyed':
      if (e.piece.startsWith('b')) {
        const b = editBommer(next, e.piece);
        b.status = 'destroyed';
        b.space = null;
        b.moved = true;
      } else ground(editCounter(next, e.piece), 'destroyed');
      if (s.active?.craft === e.piece) next.active = null;
      if (s.pending?.craft === e.piece) next.pending = null;
      return next;
    case 'drive-off-awaited':
      next.pending = { craft: e.craft, from: e.from, decider: e.decider, options: e.options, cause: e.cause };
      return next;
    case 'driven-off': {
      const c = editCraft(next, e.craft);
      c.space = e.to;
      c.tail = e.from;
      // Being driven off ends the driven craft's move.
      if (s.active?.craft === e.craft) {
        c.moved = true;
        next.active = null;
      }
      next.pending = null;
      return next;
    }
    case 'held': {
      const c = editCraft(next, e.craft);
      c.moved = true;
      if (s.active?.craft === e.craft) next.active = null;
      next.pending = null;
      // At a wave's set-up (S14) the Bommer it fought was not moving either: that fight is over too, or it would start again.
      if (s.phase === 'turn-start') for (const b of s.bommerz) if (b.status === 'flying' && b.space === e.space && b.id !== e.craft) editBommer(next, b.id).moved = true;
      return next;
    }
    case 'bombing-run': {
      const a = s.active;
      if (a) next.active = { craft: a.craft, remaining: a.remaining, runAvailable: false };
      if (e.target === 'bridge') {
        editBommer(next, e.bommer).bridgeHits += e.counted;
        next.bridges = s.bridges.map((b) => (b.space === e.space ? { space: b.space, hits: b.hits + e.counted } : b));
      }
      return next;
    }
    case 'move-ended':
      editCraft(next, e.craft).moved = true;
      if (s.active?.craft === e.craft) next.active = null;
      return next;
    case 'flew-off': {
      const b = editBommer(next, e.bommer);
      b.status = 'left';
      b.space = null;
      b.moved = true;
      if (s.active?.craft === e.bommer) next.active = null;
      return next;
    }
    case 'flip-skipped':
      return s;
    case 'flak-moved': {
      const c = editCounter(next, e.counter);
      c.space = e.to;
      c.tail = e.from;
      c.moved = true;
      return next;
    }
    case 'wave-ended':
      // After the last wave, 'game-ended' follows at once.
      if (e.wave < MAX_WAVES) next.phase = 'second-wave';
      return next;
    case 'second-wave-vote':
      next.votes = { ...s.votes, [e.seat]: e.fly };
      return next;
    case 'standing-order-set':
      next.orders = { ...s.orders, [e.seat]: e.order };
      return next;
    case 'game-ended':
      next.phase = 'over';
      next.active = null;
      next.pending = null;
      return next;
    default: {
      const never: never = e;
      throw new Error(`unknown Bommerz event ${JSON.stringify(never)}`);
    }
  }
}
