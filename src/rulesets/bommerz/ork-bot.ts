/**
 * The Ork bot that plays to win (the default bot's Ork side, bots.ts). It
 * counts in expected hits on bridges, the only thing the victory table
 * counts:
 *
 * - It picks one bridge to bring down, the standing one that has taken the
 *   most hits (ties: the cheaper to reach), and every Bommer flies runs on it,
 *   coming round its loop, until it falls: a bridge needs four hits, and hits
 *   spread over both bridges win nothing. A flak counter of two or three dice
 *   on that bridge is bombed first while the bridge still needs more than one
 *   hit.
 * - It prices every space it may enter at its Speed and damage: the chance of
 *   being destroyed, damaged or stopped there, from the face-up counters and,
 *   for a face-down one, the odds of the kinds still face down (never the
 *   kind itself). A damaged Bommer, which a second damage destroys, prices a
 *   laser, rock spires, flak and a dogfight far higher, and flies round them.
 * - It picks the Speed that makes its next run worth most: the chance of
 *   getting through the bridge's defences times the hits its two dice score,
 *   less the price of the way there.
 * - It weighs another run against flying off: when no run is worth its
 *   price (every bridge down, or too well defended for what is left of this
 *   Bommer, or out of reach in the turns left), it flies off the map, which
 *   ends its part in the wave and so brings the next wave no later.
 *   Otherwise it flies runs: a Bommer that survives counts for nothing in the
 *   victory table, and the next wave is four more Bommerz, not these.
 */
import { BOARD } from './board.js';
import type { BommerzCommand } from './commands.js';
import { speedOptions } from './prompts.js';
import { bommer, bridgeAt, groundCounterAt, interceptorAt, standingBridges, turnsLeft } from './queries.js';
import { BRIDGE_FLAK_DICE, BRIDGE_HITS_TO_DESTROY, COUNTER_KINDS, FLAK_DICE, RUN_DICE, type CounterKind } from './rules.js';
import type { BommerState, BommerzState } from './state.js';

/** What entering a space may do to a Bommer: the chances of its being destroyed, damaged, or stopped (driven off). */
interface Risk {
  readonly destroyed: number;
  readonly damaged: number;
  readonly stopped: number;
}

const SAFE: Risk = { destroyed: 0, damaged: 0, stopped: 0 };

/** Prices in expected hits on bridges: a Bommer lost (its runs to come), a damage point, a move stopped, a move spent. */
const PRICE = { destroyed: 1.5, destroyedDamaged: 0.8, damaged: 0.6, stopped: 0.1, move: 0.02 } as const;

/** Moves a turn the bot counts on for runs beyond this one. */
const MOVES_A_TURN = 3.5;
/** What a run a turn later is worth against one now. */
const TURN_DISCOUNT = 0.85;
/** How much more a hit is worth for each hit the bridge has taken already. */
const CONCENTRATION = 0.5;

/** A die of six sides showing at least `n` (rolls less damage for the craft's own dice). */
function atLeast(n: number): number {
  return Math.min(1, Math.max(0, (7 - n) / 6));
}

/** The chance of exactly k successes in n tries of chance p. */
function binomial(n: number, k: number, p: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
}

/** The kinds face down anywhere (board, pool, hand), as odds: what every seat can count (the twelve less those seen). */
function hiddenOdds(state: BommerzState): ReadonlyMap<CounterKind, number> {
  const hidden = state.counters.filter((c) => !c.faceUp);
  return new Map(COUNTER_KINDS.map((k) => [k, hidden.length === 0 ? 0 : hidden.filter((c) => c.kind === k).length / hidden.length]));
}

/** Flak of n dice at a Bommer of Speed s: one hit drives off, two damage as well, three or more shoot down. */
function flak(n: number, speed: number, damage: number): Risk {
  if (n === 0) return SAFE;
  const p = atLeast(speed);
  const one = binomial(n, 1, p);
  const two = binomial(n, 2, p);
  const more = 1 - binomial(n, 0, p) - one - two;
  return damage > 0 ? { destroyed: two + more, damaged: 0, stopped: one } : { destroyed: more, damaged: two, stopped: one + two };
}

/** A dogfight: even odds, a loss by 3 or more damages (6 of the 30 rolls that are not ties); damage takes one off the Bommer's roll. */
function dogfight(damage: number): Risk {
  const [lose, badly] = damage > 0 ? [0.6, 0.3] : [0.5, 0.2];
  return damage > 0 ? { destroyed: badly, damaged: 0, stopped: lose - badly } : { destroyed: 0, damaged: badly, stopped: lose };
}

/** A counter of a kind, entered by a Bommer: `faceUp` for a laser that fires (a face-down one only shows itself). */
function counterRisk(kind: CounterKind, faceUp: boolean, battery: number, speed: number, damage: number): Risk {
  const miss = Math.min(1, (speed - 1 + damage) / 6);
  switch (kind) {
    case 'laser':
      return faceUp ? { destroyed: miss, damaged: 0, stopped: 0 } : flak(battery, speed, damage);
    case 'rock-spires': {
      const after = flak(battery, speed, damage);
      return damage > 0 ? { ...after, destroyed: Math.min(1, miss + after.destroyed) } : { ...after, damaged: Math.min(1, miss + after.damaged) };
    }
    case 'interceptor':
      return sum(flak(battery, speed, damage), dogfight(damage));
    case 'flak-1':
    case 'flak-2':
    case 'flak-3':
      return flak(FLAK_DICE[kind] + battery, speed, damage);
  }
}

function sum(a: Risk, b: Risk): Risk {
  return { destroyed: Math.min(1, a.destroyed + b.destroyed), damaged: Math.min(1, a.damaged + b.damaged), stopped: Math.min(1, a.stopped + b.stopped) };
}

/** What entering a space risks at this Speed and damage, from what an Ork may see. */
function risk(state: BommerzState, odds: ReadonlyMap<CounterKind, number>, space: string, speed: number, damage: number): Risk {
  const battery = bridgeAt(state, space) ? BRIDGE_FLAK_DICE : 0;
  const ground = groundCounterAt(state, space);
  let r: Risk;
  if (!ground) r = flak(battery, speed, damage);
  else if (ground.faceUp) r = counterRisk(ground.kind, true, battery, speed, damage);
  else {
    r = SAFE;
    for (const [kind, p] of odds) {
      const k = counterRisk(kind, false, battery, speed, damage);
      r = sum(r, { destroyed: p * k.destroyed, damaged: p * k.damaged, stopped: p * k.stopped });
    }
  }
  return interceptorAt(state, space) ? sum(r, dogfight(damage)) : r;
}

/** The price of entering a space, in expected hits. */
function price(r: Risk, damage: number): number {
  return PRICE.move + r.destroyed * (damage > 0 ? PRICE.destroyedDamaged : PRICE.destroyed) + r.damaged * PRICE.damaged + r.stopped * PRICE.stopped;
}

/** The hits a run on a bridge is expected to score: two dice, each at least Speed plus damage, no more than the bridge still needs. */
function runHits(state: BommerzState, bridgeSpace: string, speed: number, damage: number): number {
  const needed = BRIDGE_HITS_TO_DESTROY - bridgeAt(state, bridgeSpace)!.hits;
  const q = atLeast(speed + damage);
  let expected = 0;
  for (let k = 1; k <= RUN_DICE; k++) expected += binomial(RUN_DICE, k, q) * Math.min(k, needed);
  return expected;
}

/** A way to a space: the spaces entered in order and its price. */
interface Way {
  readonly spaces: readonly string[];
  readonly cost: number;
}

/** The board as numbers for the search: each space's index, and each space's links as indices. */
const INDEX = new Map(BOARD.ids.map((id, i) => [id, i]));
const LINKS = BOARD.ids.map((id) => BOARD.links(id).map((l) => INDEX.get(l)!));
/** Search states are (space, the link it came by + 1, or 0 for none): this many a space. */
const SLOTS = 1 + Math.max(...LINKS.map((l) => l.length));

/**
 * The cheapest ways, never turning straight back, from a space (come from
 * `tail`) into each of `goals` by at least one move, each space entered
 * priced by `costOf`: by the goal reached. Dijkstra over (space, where it
 * came from), on numbers: the bot asks this for every move it makes.
 */
function cheapestWays(from: string, tail: string | null, goals: readonly string[], costOf: (space: string) => number): ReadonlyMap<string, Way> {
  const n = BOARD.ids.length * SLOTS;
  const cost = new Float64Array(n).fill(Infinity);
  const back = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const price = new Float64Array(BOARD.ids.length).fill(NaN);
  const wanted = new Set(goals.map((g) => INDEX.get(g)!));
  const ways = new Map<string, Way>();
  const f = INDEX.get(from)!;
  const start = f * SLOTS + (tail === null ? 0 : LINKS[f]!.indexOf(INDEX.get(tail)!) + 1);
  cost[start] = 0;
  // A binary heap of states, cheapest first (plain loops: this runs for every move the bot makes).
  const heap = [start];
  while (heap.length > 0 && ways.size < wanted.size) {
    const at = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        let m = i;
        if (l < heap.length && cost[heap[l]!]! < cost[heap[m]!]!) m = l;
        if (l + 1 < heap.length && cost[heap[l + 1]!]! < cost[heap[m]!]!) m = l + 1;
        if (m === i) break;
        const t = heap[m]!;
        heap[m] = heap[i]!;
        heap[i] = t;
        i = m;
      }
    }
    if (done[at]) continue;
    done[at] = 1;
    const space = Math.floor(at / SLOTS);
    const slot = at % SLOTS;
    const prev = slot === 0 ? -1 : LINKS[space]![slot - 1]!;
    if (at !== start && wanted.has(space) && !ways.has(BOARD.ids[space]!)) {
      const spaces: string[] = [];
      for (let k = at; k !== start; k = back[k]!) spaces.push(BOARD.ids[Math.floor(k / SLOTS)]!);
      ways.set(BOARD.ids[space]!, { spaces: spaces.reverse(), cost: cost[at]! });
    }
    for (const next of LINKS[space]!) {
      if (next === prev) continue;
      const state = next * SLOTS + LINKS[next]!.indexOf(space) + 1;
      if (Number.isNaN(price[next]!)) price[next] = costOf(BOARD.ids[next]!);
      const c = cost[at]! + price[next]!;
      if (done[state] || c >= cost[state]!) continue;
      cost[state] = c;
      back[state] = at;
      heap.push(state);
      for (let i = heap.length - 1; i > 0; ) {
        const up = (i - 1) >> 1;
        if (cost[heap[up]!]! <= cost[heap[i]!]!) break;
        const t = heap[up]!;
        heap[up] = heap[i]!;
        heap[i] = t;
        i = up;
      }
    }
  }
  return ways;
}

/** A plan for one Bommer at one Speed: where it flies, and what that is worth (in expected hits, less the price of the way). */
interface Plan {
  readonly way: Way;
  readonly worth: number;
  /** Whether it bombs at the end (else it flies off). */
  readonly run: boolean;
}

/**
 * What a hit on a bridge is worth: more the more hits it has taken, so that
 * the Bommerz bring one bridge down before they spread over the other (four
 * hits on one win; two and two win nothing).
 */
function hitWorth(state: BommerzState, bridgeSpace: string): number {
  return 1 + CONCENTRATION * bridgeAt(state, bridgeSpace)!.hits;
}

/**
 * The best plan for a Bommer at a Speed, from a space (come from `tail`),
 * with `left` moves this turn: the run worth most, less the price of the way
 * there. Flying off is worth nothing: the victory table counts no Bommer
 * that survives, and the next wave is four more Bommerz whatever became of
 * these; so it flies off only when no run can be flown at all (every bridge
 * down, or none within the turns left).
 */
function plan(state: BommerzState, b: BommerState, from: string, tail: string | null, speed: number, left: number): Plan | null {
  const odds = hiddenOdds(state);
  const prices = new Map<string, number>();
  const costOf = (s: string) => {
    let p = prices.get(s);
    if (p === undefined) prices.set(s, (p = price(risk(state, odds, s, speed, b.damage), b.damage)));
    return p;
  };
  const bridges = standingBridges(state);
  const ways = cheapestWays(from, tail, bridges, costOf);
  const turns = turnsLeft(state);
  let best: Plan | null = null;
  for (const bridge of bridges) {
    const way = ways.get(bridge);
    if (!way) continue;
    const later = Math.max(0, Math.ceil((way.spaces.length - left) / MOVES_A_TURN));
    if (turns !== null && later >= turns) continue;
    const r = risk(state, odds, bridge, speed, b.damage);
    const through = Math.max(0, 1 - r.destroyed - r.stopped);
    const worth = through * runHits(state, bridge, speed, b.damage) * hitWorth(state, bridge) * TURN_DISCOUNT ** later - way.cost;
    if (!best || worth > best.worth) best = { way, worth, run: true };
  }
  if (best) return best;
  const exits = cheapestWays(from, tail, BOARD.exits, costOf);
  const out = BOARD.exits.map((e) => exits.get(e)).filter((w): w is Way => w !== undefined).sort((x, y) => x.cost - y.cost)[0];
  return out ? { way: out, worth: 0, run: false } : null;
}

/** The Ork's Speed: the one of its two dice whose plan is worth most. */
export function winningSpeed(state: BommerzState, b: BommerState): number {
  const options = speedOptions(b);
  let [speed, worth] = [options[0]!, -Infinity];
  for (const s of options) {
    const p = plan(state, b, b.space!, b.tail, s, s);
    const w = p ? p.worth : -Infinity;
    if (w > worth) [speed, worth] = [s, w];
  }
  return speed;
}

/** Whether to bomb the flak counter on a bridge rather than the bridge: a counter of two or three dice, while the bridge needs more than one hit. */
function flakFirst(state: BommerzState, space: string): boolean {
  const ground = groundCounterAt(state, space);
  const bridge = bridgeAt(state, space);
  return ground !== undefined && FLAK_DICE[ground.kind] >= 2 && bridge !== undefined && BRIDGE_HITS_TO_DESTROY - bridge.hits > 1;
}

/** The Ork's next command in its move: bomb (a run costs no move), fly off, or fly on along its plan; stop when the plan has no step left. */
export function winningFlight(state: BommerzState, options: readonly BommerzCommand[]): BommerzCommand {
  const bombs = options.filter((o): o is Extract<BommerzCommand, { type: 'bomb' }> => o.type === 'bomb');
  if (bombs.length > 0) {
    const [flakRun, bridgeRun] = [bombs.find((o) => o.target === 'flak'), bombs.find((o) => o.target === 'bridge')];
    return flakRun && (!bridgeRun || flakFirst(state, bommer(state, flakRun.craft).space!)) ? flakRun : bridgeRun!;
  }
  const first = options.find((o): o is Extract<BommerzCommand, { craft: string }> => 'craft' in o)!;
  const b = bommer(state, first.craft);
  const own = options.filter((o) => 'craft' in o && o.craft === b.id);
  const end = own.find((o) => o.type === 'end-move');
  const left = state.active?.craft === b.id ? state.active.remaining : (b.speed ?? 0);
  const p = plan(state, b, b.space!, b.tail, b.speed ?? 1, left);
  const flyOff = own.find((o) => o.type === 'fly-off');
  if (flyOff && p && !p.run) return flyOff;
  const next = p?.way.spaces[0];
  const step = own.find((o) => o.type === 'move' && o.to === next);
  if (step) return step;
  // The plan's next space is barred (a friend it could not stop beyond): the cheapest other step, or stop.
  const steps = own.filter((o): o is Extract<BommerzCommand, { type: 'move' }> => o.type === 'move');
  if (end || steps.length === 0) return end ?? own[0]!;
  return steps[0]!;
}
