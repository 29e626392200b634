/** Who must act now and every command each of them may send: the list `decide` accepts exactly. */
import type { Prompt, SeatId } from '../../kernel/ruleset.js';
import { BOARD } from './board.js';
import type { BommerzCommand } from './commands.js';
import { PLACED_PER_SECTION, isFlak, speedFromDie } from './rules.js';
import { IMPERIAL } from './setup.js';
import {
  anyCounterAt,
  bommerAt,
  flyingBommerz,
  interceptors,
  legalSteps,
  mayEndOn,
  nextMovers,
  runTargets,
  serverDefends,
  craft,
} from './queries.js';
import { STANDING_ORDERS, type BommerState, type BommerzState, type CounterState, type Flight } from './state.js';

/** Every decision Bommerz asks of a seat (Prompt.kind). */
export const PROMPT_KINDS = ['place-counters', 'flip-counter', 'choose-speed', 'move-bommer', 'drive-off', 'imperial-move', 'second-wave'] as const;

export type BommerzPrompt = Prompt<BommerzCommand> & { readonly kind: (typeof PROMPT_KINDS)[number] };

/** The distinct Speeds a craft's two movement dice offer, lowest first. */
export function speedOptions(piece: Flight): number[] {
  const [a, b] = piece.speedDice ?? [1, 1];
  const low = speedFromDie(Math.min(a, b), piece.damage);
  const high = speedFromDie(Math.max(a, b), piece.damage);
  return low === high ? [low] : [low, high];
}

/** What a craft may do in its move: steps, leaving the map, bombing runs, stopping. */
function flightOptions(state: BommerzState, id: string, piece: Flight, remaining: number, runAvailable: boolean): BommerzCommand[] {
  const here = piece.space!;
  const options: BommerzCommand[] = [];
  if (runAvailable) for (const target of runTargets(state, here)) options.push({ type: 'bomb', craft: id, target });
  for (const to of legalSteps(state, id, here, piece.tail, remaining)) options.push({ type: 'move', craft: id, to });
  if (remaining > 0 && id.startsWith('b') && BOARD.isExit(here)) options.push({ type: 'fly-off', craft: id });
  // An Interceptor that has not left the space it set off from may stay there, even on a face-down counter (Sortie's ruling S41).
  const setOff = !id.startsWith('b') && remaining === piece.speed;
  if (setOff || mayEndOn(state, id, here)) options.push({ type: 'end-move', craft: id });
  return options;
}

/** Where the Imperial player may place a drawn counter: not on a starting space (Sortie's ruling S3) nor on another counter; at set-up at most two a section. */
function placementSpaces(state: BommerzState): string[] {
  const settingUp = state.wave === 0;
  const perSection = [0, 0, 0, 0];
  for (const c of state.counters) if (c.status === 'board') perSection[BOARD.space(c.space!).section]!++;
  return BOARD.ids.filter(
    (id) => !BOARD.isStart(id) && !anyCounterAt(state, id) && !bommerAt(state, id) && (!settingUp || perSection[BOARD.space(id).section]! < PLACED_PER_SECTION),
  );
}

/**
 * Where a face-up flak counter may move: one space, never onto a Bommer or
 * another counter, nor onto an Ork starting space (a wave set up there would
 * never enter it, so it could never fire: Sortie's rulings S3, S11).
 */
function flakMoves(state: BommerzState, flak: CounterState): string[] {
  return BOARD.links(flak.space!).filter((to) => !BOARD.isStart(to) && !bommerAt(state, to) && !anyCounterAt(state, to));
}

/** Face-up flak counters on the board that have not moved this Imperial move. */
function movableFlak(state: BommerzState): CounterState[] {
  return state.counters.filter((c) => c.status === 'board' && c.faceUp && isFlak(c.kind) && !c.moved);
}

/** The Imperial player's options in his move, other than standing orders. */
export function imperialMoveOptions(state: BommerzState): BommerzCommand[] {
  if (state.active) {
    const { piece } = craft(state, state.active.craft);
    return flightOptions(state, state.active.craft, piece, state.active.remaining, false);
  }
  const options: BommerzCommand[] = [];
  for (const i of interceptors(state)) {
    if (i.moved || !i.speedDice) continue;
    for (const speed of speedOptions(i)) options.push({ type: 'choose-speed', craft: i.id, speed });
  }
  for (const f of movableFlak(state)) for (const to of flakMoves(state, f)) options.push({ type: 'move-flak', counter: f.id, to });
  options.push({ type: 'end-imperial-move' });
  return options;
}

/** The Ork move: the moving Bommer's options, or those of every Bommer that may move next (rulings §7). */
function orkMovePrompt(state: BommerzState): BommerzPrompt[] {
  const a = state.active;
  if (a) {
    const { piece } = craft(state, a.craft);
    const seat = (piece as BommerState).owner!;
    return [{ seat, kind: 'move-bommer', text: `Move ${a.craft}: ${a.remaining} of Speed ${piece.speed} left.`, options: flightOptions(state, a.craft, piece, a.remaining, a.runAvailable) }];
  }
  const movers = nextMovers(state);
  if (movers.length === 0) return [];
  const text = movers.length === 1 ? `Move ${movers[0]!.id} at Speed ${movers[0]!.speed}.` : `Move one of ${movers.map((b) => b.id).join(', ')} (Speed ${movers[0]!.speed}) first.`;
  const options = movers.flatMap((b) => flightOptions(state, b.id, b, b.speed ?? 0, false));
  return [{ seat: movers[0]!.owner!, kind: 'move-bommer', text, options }];
}

/** Every Ork seat with a Bommer still to pick a Speed for, at once (rulings §7). */
function speedPrompts(state: BommerzState): BommerzPrompt[] {
  return state.setup.orkSeats.flatMap((seat): BommerzPrompt[] => {
    const waiting = flyingBommerz(state).filter((b) => b.owner === seat && b.speed === null);
    if (waiting.length === 0) return [];
    const options = waiting.flatMap((b) => speedOptions(b).map((speed): BommerzCommand => ({ type: 'choose-speed', craft: b.id, speed })));
    const dice = waiting.map((b) => `${b.id} rolled ${b.speedDice?.join(' and ')}`).join('; ');
    return [{ seat, kind: 'choose-speed', text: `Pick a Speed for each Bommer: ${dice}.`, options }];
  });
}

/** The prompts of a state (fresh option arrays), without the standing-order options every prompt also carries. */
function basePrompts(state: BommerzState): BommerzPrompt[] {
  const p = state.pending;
  if (p) {
    const options = p.options.map((to): BommerzCommand => ({ type: 'drive-off', craft: p.craft, to }));
    return [{ seat: p.decider, kind: 'drive-off', text: `Drive ${p.craft} off ${p.from} (${p.cause}) to one of ${p.options.join(', ')}.`, options }];
  }
  switch (state.phase) {
    case 'setup':
    case 'turn-start':
    case 'over':
      return [];
    case 'placing': {
      const spaces = placementSpaces(state);
      const drawn = state.counters.filter((c) => c.status === 'drawn');
      const options = drawn.flatMap((c) => spaces.map((space): BommerzCommand => ({ type: 'place-counter', counter: c.id, space })));
      const text = state.wave > 0 ? 'Place your new counter face down on any board.' : `Place ${drawn.length === 1 ? 'your last counter' : `your ${drawn.length} counters`} face down: two on each board section in all.`;
      return [{ seat: IMPERIAL, kind: 'place-counters', text, options }];
    }
    case 'speeds':
      return speedPrompts(state);
    case 'ork-move':
      return orkMovePrompt(state);
    case 'imperial-flip': {
      const hidden = state.counters.filter((c) => c.status === 'board' && !c.faceUp);
      const options = [...hidden.map((c): BommerzCommand => ({ type: 'flip', counter: c.id })), { type: 'skip-flip' } as const];
      return [{ seat: IMPERIAL, kind: 'flip-counter', text: 'You may flip one face-down counter face up.', options }];
    }
    case 'imperial-move':
      if (serverDefends(state)) return [];
      return [{ seat: IMPERIAL, kind: 'imperial-move', text: 'Move your face-up Interceptors and flak.', options: imperialMoveOptions(state) }];
    case 'second-wave':
      return state.setup.orkSeats
        .filter((seat) => state.votes[seat] === undefined)
        .map((seat) => ({ seat, kind: 'second-wave', text: 'Send in a second wave of four Bommerz? (Every Ork player must agree.)', options: [{ type: 'second-wave', fly: true }, { type: 'second-wave', fly: false }] }));
    default: {
      const never: never = state.phase;
      throw new Error(`unknown phase ${String(never)}`);
    }
  }
}

/**
 * The last two states' prompts: bots, views and decide ask about the same
 * state again and again, and states are never changed; a suggestion asks
 * about the state as its seat knows it in between (suggestions.ts). Two
 * entries are enough for that, and unlike a WeakMap of every state they cost
 * the garbage collector nothing.
 */
let cached: readonly { readonly state: BommerzState; readonly prompts: readonly BommerzPrompt[] }[] = [];

/** Every seat that must act now, with every legal command for it; a seat has one prompt at most. */
export function prompts(state: BommerzState): readonly BommerzPrompt[] {
  const hit = cached.find((c) => c.state === state);
  if (hit) return hit.prompts;
  const found = basePrompts(state);
  for (const p of found) (p.options as BommerzCommand[]).push(...orderOptions(state, p.seat));
  cached = [{ state, prompts: found }, ...cached.slice(0, 1)];
  return found;
}

/** The commands a seat may send now (none if it need not act). */
export function optionsFor(state: BommerzState, seat: SeatId): readonly BommerzCommand[] {
  return prompts(state).find((p) => p.seat === seat)?.options ?? [];
}

/** For each standing order, the orders a seat holding it may switch to (made once: every prompt carries them). */
const ORDER_CHANGES = new Map(
  STANDING_ORDERS.map((current) => [current, STANDING_ORDERS.filter((o) => o !== current).map((order): BommerzCommand => ({ type: 'set-standing-order', order }))]),
);

/** The standing orders a seat may switch to. */
function orderOptions(state: BommerzState, seat: SeatId): readonly BommerzCommand[] {
  return ORDER_CHANGES.get(state.orders[seat] ?? 'ask')!;
}
