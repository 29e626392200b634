/**
 * Plays full games with bots and prints the distribution of outcomes.
 *
 *   npm run simulate -- bommerz --players 1 --games 1000 [--variant versus-server] [--wave-turns 30|0] [--policy sensible,nearest-bridge] [--seed 1] [--version 4]
 *   npm run simulate -- bomber --scenario introductory-paris --games 20 [--solo] [--policy sensible|random|sensible-american|sensible-german]
 *   npm run simulate -- bomber --scenario ID --games 20 --american sensible|bait|late-stream|screen|path-home   (an exploit policy against the sensible German)
 *   npm run simulate -- bomber --table [--games 40] [--american P[,P…]] [--opponent standard[,strong]] [--version N]
 *     (every historical scenario against the sensible American and each exploit policy: the German's mean margin and wins)
 *
 * Every seat is played by the chosen policy and the dice are random but
 * seeded, so a run can be repeated. Every version of the ruleset the service
 * hosts plays the same games (the same seeds), newest first, unless
 * --version names one (a version whose options schema refuses the options is
 * left out, and says so). --policy may name several, comma-separated: each
 * plays the same games, to compare bots. Bommerz's --wave-turns 0 is no
 * wave limit. A ruleset joins by adding an entry to SIMULATIONS:
 * how to build its options from the flags, its policies, and the numbers to
 * count from each game's last state. The summary is generic: results,
 * winners, every number in the outcomes' detail and those counts.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { randomDice, seededRandom } from '../src/kernel/dice.js';
import type { AnyRuleset, Decision, Emitted, GameCommand, Outcome, SeatId } from '../src/kernel/ruleset.js';
import { createRegistry } from '../src/rulesets/index.js';
import { POLICIES as BOMMERZ_POLICIES } from '../src/rulesets/bommerz/bots.js';
import { againstSensibleGerman, POLICIES as BOMBER_POLICIES, type Policy as BomberPolicy } from '../src/rulesets/bomber/bots/index.js';
import { AMERICAN_POLICIES } from '../src/rulesets/bomber/bots/exploits.js';
import type { BomberState } from '../src/rulesets/bomber/state.js';
import type { BommerzState } from '../src/rulesets/bommerz/state.js';
import type { BomberEvent } from '../src/rulesets/bomber/events.js';
import { checkOptions } from '../src/games/ruleset-input.js';
import { INTRODUCTORY_SCENARIO } from '../src/rulesets/bomber/options.js';
import { SCENARIO_IDS } from '../src/rulesets/bomber/context.js';

/** Picks a legal command for a seat; `random` gives numbers in [0, 1). */
export type Policy = (state: never, seat: SeatId, random: () => number) => GameCommand;

/** What the simulator needs to know of a ruleset. */
export interface Simulation {
  /** The ruleset's id in the service's registry: every version of it hosted there is simulated. */
  readonly id: string;
  /** The game options from the command-line flags. */
  options(flags: Readonly<Record<string, string | undefined>>): unknown;
  readonly policies: Readonly<Record<string, Policy>>;
  /** Numbers worth counting from a finished game's last state and outcome, by name (the Turn it ended on, say). */
  facts?(state: never, outcome: Outcome): Readonly<Record<string, number>>;
  /** A fresh counter for one game: it sees each batch of the game's events and then gives numbers worth counting from them (how many Air Combats were fought, say). */
  eventCounter?(): EventCounter;
  /** Whether the summary lists every number of the outcomes' detail (default yes); a ruleset whose detail is a long tally counts what matters in `facts`. */
  readonly showDetail?: boolean;
}

/** Numbers counted from one game's events as they happen. */
export interface EventCounter {
  readonly observe: BatchObserver;
  counts(): Readonly<Record<string, number>>;
}

/** Counts a Bomber game's Air Combats: the Battles in which a pairing was rolled (XIII.F), each Battle once however many pairings it had. */
export function bomberAirCombats(): EventCounter {
  let combatPhase = 0;
  const fought = new Set<string>();
  return {
    observe: (_seat, _command, events) => {
      for (const { event } of events) {
        const e = event as BomberEvent;
        if (e.type === 'battles-found') combatPhase++;
        if (e.type === 'air-combat-rolled') fought.add(`${combatPhase}:${e.battle}`);
      }
    },
    counts: () => ({ 'Air Combats': fought.size }),
  };
}

/** A Bomber game's Victory Point margin, American less German, once its outcome carries the tally (XV); null while games are unscored. */
function bomberMargin(outcome: Outcome): number | null {
  const d = outcome.detail as { american?: { total?: unknown }; german?: { total?: unknown } } | undefined;
  return typeof d?.american?.total === 'number' && typeof d.german?.total === 'number' ? d.american.total - d.german.total : null;
}

/** The rulesets the simulator can play. */
export const SIMULATIONS: Readonly<Record<string, Simulation>> = {
  bommerz: {
    id: 'bommerz',
    options: (flags) => ({
      players: Number(flags.players ?? 1),
      ...(flags.variant ? { variant: flags.variant } : {}),
      ...(flags['wave-turns'] ? { waveTurns: Number(flags['wave-turns']) } : {}),
    }),
    policies: BOMMERZ_POLICIES,
    facts: (state: BommerzState) => ({ 'Bommerz flown off the map': state.bommerz.filter((b) => b.status === 'left').length }),
  },
  bomber: {
    id: 'bomber',
    options: (flags) => ({ scenario: flags.scenario, ...(flags.solo === 'true' ? { solo: true } : {}) }),
    policies: BOMBER_POLICIES,
    showDetail: false,
    eventCounter: bomberAirCombats,
    facts: (state: BomberState, outcome) => ({
      ...(bomberMargin(outcome) === null ? {} : { 'VP margin (American − German)': bomberMargin(outcome)! }),
      'ended on Turn': state.turn,
      'American Plane units lost': state.american.planes.filter((p) => p.eliminated).length,
      'German Plane units lost': state.german.planes.filter((p) => p.eliminated).length,
    }),
  },
};

/** A game the rules refused to go on with: a bug in the ruleset or the policy. */
export class SimulationError extends Error {}

/** Sees each batch of events a game produces, with what caused it (the system's start has seat null). */
export type BatchObserver = (seat: SeatId | null, command: GameCommand, events: readonly Emitted[]) => void;

/** The state after a decision's events: the last the ruleset evolved as it decided (Decision.states), else each event evolved. */
function stateAfter(ruleset: AnyRuleset, state: unknown, decision: Extract<Decision, { ok: true }>): unknown {
  return decision.states?.at(-1) ?? decision.events.reduce((s, e) => ruleset.evolve(s, e.event), state);
}

/**
 * Plays one game to its end through the ruleset contract alone (start,
 * prompts, the policy, decide, evolve): the first seat prompted acts each time.
 */
export function playGame(
  ruleset: AnyRuleset,
  options: unknown,
  policy: Policy,
  random: () => number,
  { maxCommands = 100_000, observe }: { maxCommands?: number; observe?: BatchObserver } = {},
): { outcome: Outcome; commands: number; state: unknown } {
  const dice = randomDice(random);
  let state: unknown = ruleset.initialState(options);
  const started: Decision = ruleset.start(state, dice);
  if (!started.ok) throw new SimulationError(`start refused: ${started.reason}`);
  observe?.(null, { type: 'start' }, started.events);
  state = stateAfter(ruleset, state, started);
  for (let commands = 0; commands < maxCommands; commands++) {
    const outcome = ruleset.outcome(state);
    if (outcome) return { outcome, commands, state };
    const prompt = ruleset.prompts(state)[0];
    if (!prompt) throw new SimulationError('nobody may act but the game is not over');
    const command = policy(state as never, prompt.seat, random);
    const decision: Decision = ruleset.decide(state, prompt.seat, command, dice);
    if (!decision.ok) throw new SimulationError(`${prompt.seat} ${JSON.stringify(command)} refused: ${decision.reason}`);
    observe?.(prompt.seat, command, decision.events);
    state = stateAfter(ruleset, state, decision);
  }
  throw new SimulationError(`no end after ${maxCommands} commands`);
}

/** Counts of each value, printed as "value: count (percent)". */
function distribution(values: readonly (string | number)[]): string {
  const counts = new Map<string | number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const keys = [...counts.keys()].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));
  return keys.map((k) => `${k}: ${counts.get(k)} (${((100 * counts.get(k)!) / values.length).toFixed(1)}%)`).join(', ');
}

/** Every numeric leaf of an outcome's detail, by dotted path. */
function numbers(detail: unknown, prefix = ''): [string, number][] {
  if (typeof detail === 'number') return [[prefix, detail]];
  if (typeof detail !== 'object' || detail === null) return [];
  return Object.entries(detail).flatMap(([k, v]) => numbers(v, prefix ? `${prefix}.${k}` : k));
}

/** The printed summary of many outcomes, and of the facts counted from each game (`Simulation.facts`). */
export function summarize(outcomes: readonly Outcome[], facts: readonly Readonly<Record<string, number>>[] = [], showDetail = true): string[] {
  const lines = [`results: ${distribution(outcomes.map((o) => o.result))}`, `winners: ${distribution(outcomes.map((o) => o.winners.join('+') || 'none'))}`];
  // A ruleset that does not score its games yet says so: there is no margin to print.
  if (outcomes.length > 0 && outcomes.every((o) => o.result === 'unscored')) lines.push('margins: unscored');
  const byPath = new Map<string, number[]>();
  if (showDetail) for (const o of outcomes) for (const [path, n] of numbers(o.detail)) byPath.set(path, [...(byPath.get(path) ?? []), n]);
  for (const f of facts) for (const [path, n] of Object.entries(f)) byPath.set(path, [...(byPath.get(path) ?? []), n]);
  for (const [path, values] of byPath) {
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    lines.push(`${path}: mean ${mean.toFixed(2)}; ${distribution(values)}`);
  }
  return lines;
}

/** A mistake in the command line: told in one line, with the usage, not as a stack trace. */
class UsageError extends Error {}

const USAGE = `usage: simulate <${Object.keys(SIMULATIONS).join('|')}> [--players N] [--variant V] [--wave-turns N] [--scenario ID] [--solo] [--games N] [--policy P[,P…]] [--seed S] [--version N] [--american ${Object.keys(AMERICAN_POLICIES).join('|')}]
       simulate bomber --table [--games 40] [--american P[,P…]] [--opponent standard[,strong]] [--seed S] [--version N] [--solo]`;

/** What the command line asks for, or a UsageError saying what is wrong with it. */
function request() {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        allowPositionals: true,
        options: {
          players: { type: 'string' },
          variant: { type: 'string' },
          'wave-turns': { type: 'string' },
          scenario: { type: 'string' },
          solo: { type: 'boolean' },
          games: { type: 'string' },
          policy: { type: 'string', default: 'sensible' },
          seed: { type: 'string', default: '1' },
          version: { type: 'string' },
          american: { type: 'string' },
          table: { type: 'boolean' },
          opponent: { type: 'string' },
        },
      });
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
  })();
  const name = positionals[0] ?? '';
  if (values.table === true) {
    if (name !== 'bomber') throw new UsageError('--table is Bomber\'s');
    return { table: tableRequest(values) } as const;
  }
  const simulation = SIMULATIONS[name];
  if (!simulation) throw new UsageError(name === '' ? 'which game?' : `no simulation of "${name}"`);
  const american = values.american === undefined ? undefined : (AMERICAN_POLICIES as Record<string, BomberPolicy>)[values.american];
  if (values.american !== undefined && (name !== 'bomber' || american === undefined)) throw new UsageError(`--american is Bomber's: one of ${Object.keys(AMERICAN_POLICIES).join(', ')}`);
  // An exploit American plays against the sensible German, in place of the policies asked for.
  const policies =
    american !== undefined
      ? [{ name: `American ${values.american!} against the sensible German`, policy: againstSensibleGerman(american) as Policy }]
      : values.policy.split(',').map((name) => {
          const policy = simulation.policies[name];
          if (!policy) throw new UsageError(`no policy ${name}; there are ${Object.keys(simulation.policies).join(', ')}`);
          return { name, policy };
        });
  const registry = createRegistry();
  const hosted = registry.hosted().filter((r) => r.id === simulation.id && (values.version === undefined || String(r.version) === values.version));
  if (hosted.length === 0) throw new UsageError(`no version ${values.version} of ${name}; the service hosts ${registry.hosted().filter((r) => r.id === simulation.id).map((r) => r.version).join(', ')}`);
  const asked = simulation.options({ ...values, table: undefined, solo: values.solo === true ? 'true' : undefined });
  const rulesets = hosted.map((r) => {
    const ruleset = registry.get(r.id, r.version)!;
    return { ruleset, checked: checkOptions(ruleset, asked) };
  });
  const newest = rulesets[0]!.checked;
  if (!newest.ok) throw new UsageError(`options ${JSON.stringify(asked)} do not fit ${name} (its options schema: GET /rulesets/${name}): ${newest.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
  const { games, seed } = gamesAndSeed(values, 1000);
  return { table: undefined, rulesets, simulation, policies, games, seed };
}

/** The --games (`games` unless given) and --seed flags, checked. */
function gamesAndSeed(values: { games?: string; seed: string }, games: number): { games: number; seed: number } {
  const [n, seed] = [Number(values.games ?? games), Number(values.seed)];
  if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`--games must be a whole number from 1, got "${values.games}"`);
  if (!Number.isSafeInteger(seed)) throw new UsageError(`--seed must be a whole number, got "${values.seed}"`);
  return { games: n, seed };
}

/** Games a scenario in Bomber's table unless --games says. */
const TABLE_GAMES = 40;

/** A column of Bomber's table: an American policy against the German as an `opponent` option plays it (none: the option left out). */
interface TableColumn {
  readonly american: string;
  readonly policy: Policy;
  readonly opponent: string | undefined;
}

/** What Bomber's --table asks for: the newest hosted version (or --version's), and a column per opponent and American policy. */
function tableRequest(values: { games?: string; seed: string; version?: string; american?: string; opponent?: string; solo?: boolean }) {
  const registry = createRegistry();
  const version = registry.hosted().find((r) => r.id === 'bomber' && (values.version === undefined || String(r.version) === values.version))?.version;
  if (version === undefined) throw new UsageError(`no version ${values.version} of bomber`);
  const ruleset = registry.get('bomber', version)!;
  const americans = (values.american ?? Object.keys(AMERICAN_POLICIES).join(',')).split(',');
  const opponents = values.opponent === undefined ? [undefined] : values.opponent.split(',');
  const columns: TableColumn[] = opponents.flatMap((opponent) =>
    americans.map((american) => {
      const policy = (AMERICAN_POLICIES as Partial<Record<string, BomberPolicy>>)[american];
      if (policy === undefined) throw new UsageError(`no American policy ${american}; there are ${Object.keys(AMERICAN_POLICIES).join(', ')}`);
      return { american, policy: againstSensibleGerman(policy), opponent };
    }),
  );
  // Every historical scenario: the Introductory Game is not one.
  const scenarios = SCENARIO_IDS.filter((id) => id !== INTRODUCTORY_SCENARIO);
  const optionsOf = (scenario: string, opponent: string | undefined) => {
    const asked = { scenario, ...(values.solo === true ? { solo: true } : {}), ...(opponent === undefined ? {} : { opponent }) };
    const checked = checkOptions(ruleset, asked);
    if (!checked.ok) throw new UsageError(`options ${JSON.stringify(asked)} do not fit bomber version ${version}: ${checked.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`);
    return checked.value;
  };
  for (const s of scenarios) for (const c of columns) optionsOf(s, c.opponent);
  return { ruleset, columns, scenarios, optionsOf, ...gamesAndSeed(values, TABLE_GAMES) };
}

/**
 * Prints Bomber's table, a row a scenario as it is played: for each column,
 * the German's mean Victory Point margin (German less American, XV) and its
 * wins of the games played.
 */
function bomberTable({ ruleset, columns, scenarios, optionsOf, games, seed }: ReturnType<typeof tableRequest>): void {
  const heading = columns.map((c) => (c.opponent === undefined ? c.american : `${c.american} v ${c.opponent}`));
  console.log(`${ruleset.title}, version ${ruleset.version}: the German's mean margin (German − American VP) and wins, ${games} games a cell, seeds ${seed}..${seed + games - 1}`);
  console.log(`| scenario | ${heading.join(' | ')} |`);
  console.log(`|---|${heading.map(() => '---').join('|')}|`);
  for (const scenario of scenarios) {
    const cells = columns.map((c) => {
      const options = optionsOf(scenario, c.opponent);
      let margin = 0;
      let wins = 0;
      for (let g = 0; g < games; g++) {
        const { outcome } = playGame(ruleset, options, c.policy, seededRandom(seed + g));
        margin -= bomberMargin(outcome) ?? 0;
        if (outcome.winners.includes('german')) wins++;
      }
      return `${(margin / games).toFixed(1)} (${wins}/${games})`;
    });
    console.log(`| ${scenario} | ${cells.join(' | ')} |`);
  }
}

function main(): void {
  const asked = request();
  if (asked.table !== undefined) return bomberTable(asked.table);
  const { rulesets, simulation, policies, games, seed } = asked;
  for (const { ruleset, checked } of rulesets) {
    if (!checked.ok) {
      console.log(`${ruleset.title}, version ${ruleset.version}: left out, its options schema refuses these options (${checked.errors.map((e) => `${e.path} ${e.message}`).join('; ')})`);
      continue;
    }
    const options = checked.value;
    for (const { name: policyName, policy } of policies) simulate(ruleset, simulation, options, policy, policyName, games, seed);
  }
}

/** Plays `games` seeded games of one ruleset version with one policy and prints the summary. */
function simulate(ruleset: AnyRuleset, simulation: Simulation, options: unknown, policy: Policy, policyName: string, games: number, seed: number): void {
  const outcomes: Outcome[] = [];
  const facts: Readonly<Record<string, number>>[] = [];
  let commands = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const counter = simulation.eventCounter?.();
    const game = playGame(ruleset, options, policy, seededRandom(seed + g), counter ? { observe: counter.observe } : {});
    outcomes.push(game.outcome);
    if (simulation.facts || counter) facts.push({ ...simulation.facts?.(game.state as never, game.outcome), ...counter?.counts() });
    commands += game.commands;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${ruleset.title}, version ${ruleset.version}: ${games} games, options ${JSON.stringify(options)}, policy ${policyName}, seeds ${seed}..${seed + games - 1}`);
  for (const line of summarize(outcomes, facts, simulation.showDetail)) console.log(`  ${line}`);
  console.log(`  ${(commands / games).toFixed(1)} commands a game; ${(games / seconds).toFixed(0)} games/s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main();
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`simulate: ${err.message}\n${USAGE}`);
    process.exit(2);
  }
}
