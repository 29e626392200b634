/**
 * The property the random-game tests check: a game ends, no state breaks an
 * invariant, replaying the log gives the same state, some logs verify against
 * their seed, and no Ork seat nor spectator ever learns a face-down counter's
 * kind, from a view, its picture or an event. Used by property.part*.test.ts, which
 * split the games between them so that the two files run side by side.
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import { randomDice, seededDice, seededRandom } from '../../src/kernel/dice.js';
import { canonicalJson, stateHash } from '../../src/kernel/canonical.js';
import { apply, fold, initialPosition, START_COMMAND, verify, type Position } from '../../src/kernel/engine.js';
import { redactEntries, type LogEntry } from '../../src/kernel/log.js';
import type { Viewer } from '../../src/kernel/ruleset.js';
import { POLICIES, type PolicyName } from '../../src/rulesets/bommerz/bots.js';
import { bommerzRuleset } from '../../src/rulesets/bommerz/index.js';
import { brokenInvariants } from '../../src/rulesets/bommerz/invariants.js';
import type { BommerzOptions } from '../../src/rulesets/bommerz/setup.js';
import type { BommerzEvent } from '../../src/rulesets/bommerz/events.js';
import type { BommerzState, CounterState } from '../../src/rulesets/bommerz/state.js';
import { view } from '../../src/rulesets/bommerz/view.js';
import { viewSvg } from '../../src/rulesets/bommerz/view-svg.js';

/** Views are compared against a scrambled state on every step of one game in this many, and on the last step of the rest. */
const FULL_VIEW_CHECK_EVERY = 10;
/**
 * How long a file of 1,000 games may take by the clock: about 35 s of CPU
 * (the Ork bot behind every suggestion plans its way each move), on a shared
 * machine running the whole suite that may give it a fraction of a core.
 */
export const PROPERTY_TIMEOUT_MS = 600_000;
/** One game in this many is played with provable dice and verified from its seed. */
const VERIFY_EVERY = 100;

/**
 * The same state with the kinds of all face-down counters shuffled among them
 * (rotated by one): whoever may not know those kinds must see exactly the same view.
 */
function scrambleHidden(s: BommerzState): BommerzState {
  const hidden = s.counters.filter((c) => !c.faceUp);
  const kinds = hidden.map((c) => c.kind);
  const rotated = new Map(hidden.map((c, i) => [c.id, kinds[(i + 1) % kinds.length]!]));
  return { ...s, counters: s.counters.map((c): CounterState => (rotated.has(c.id) ? { ...c, kind: rotated.get(c.id)! } : c)) };
}

/** The viewers who must never learn a face-down counter: every Ork seat, and the public. */
function blindViewers(s: BommerzState): Viewer[] {
  return [...s.setup.orkSeats.map((seat): Viewer => ({ kind: 'seat', seat })), { kind: 'public' }];
}

/** Counter ids ("c7") named anywhere in an event. */
function countersNamed(event: unknown): string[] {
  return canonicalJson(event).match(/"c\d+"/g)?.map((q) => q.slice(1, -1)) ?? [];
}

/** Every counter kind an event states, with the counter it states it of (undefined when it names none). */
function kindsStated(value: unknown): (string | undefined)[] {
  if (Array.isArray(value)) return value.flatMap(kindsStated);
  if (typeof value !== 'object' || value === null) return [];
  const o = value as Record<string, unknown>;
  const own = 'kind' in o ? [typeof o.counter === 'string' ? o.counter : typeof o.id === 'string' ? o.id : undefined] : [];
  const many = Array.isArray(o.kinds) ? o.kinds.map(() => undefined) : [];
  return [...own, ...many, ...Object.values(o).flatMap(kindsStated)];
}

/**
 * Checks a whole log as the blind viewers get it: every counter an event
 * names must be face up just before or just after it, and a kind may only be
 * stated of such a counter.
 */
function checkRedactedLog(log: readonly LogEntry[], options: BommerzOptions, viewers: readonly Viewer[]): void {
  const seen = viewers.map((viewer) => redactEntries(log, viewer));
  let state = bommerzRuleset.initialState(options);
  log.forEach((entry, i) => {
    const before = state;
    state = bommerzRuleset.evolve(state, entry.event as BommerzEvent);
    const faceUp = (id: string | undefined) => id !== undefined && [before, state].some((s) => s.counters.find((c) => c.id === id)?.faceUp === true);
    // Blind viewers mostly get the very same event object: check each distinct one once.
    for (const event of new Set(seen.map((entries) => entries[i]!.event))) {
      const leaks = [...countersNamed(event), ...kindsStated(event)].filter((id) => !faceUp(id));
      if (leaks.length > 0) throw new Error(`blind viewers learn of face-down counters (${leaks.join(', ')}) from ${canonicalJson(event)}`);
    }
  });
}

/** Plays one game with a policy for every seat; checks invariants and views as it goes. Returns the log and the end position. */
function playChecked(options: BommerzOptions, policy: PolicyName, seed: number, provable: boolean, checkEveryView: boolean): { log: LogEntry[]; end: Position<BommerzState> } {
  const random = seededRandom(seed);
  const diceFor = (at: Position<BommerzState>) => (provable ? seededDice(`seed-${seed}`, at.diceCursor) : randomDice(random));
  let at = initialPosition<BommerzState>(bommerzRuleset, options);
  const log: LogEntry[] = [];
  const step = (seat: string | null, command: { type: string }) => {
    const applied = apply<BommerzState>(bommerzRuleset, at, seat, command, diceFor(at));
    if (!applied.ok) throw new Error(`${seat} ${JSON.stringify(command)} refused: ${applied.reason} (${applied.message})`);
    log.push(...applied.entries);
    at = applied.position;
    const broken = brokenInvariants(at.state);
    if (broken.length > 0) throw new Error(`after ${JSON.stringify(command)}: ${broken.join('; ')}`);
  };
  /** Compares the blind viewers' views (and, with `pictures`, their position pictures, a few times dearer) with the scrambled state's. */
  const checkViews = (pictures: boolean) => {
    const scrambled = scrambleHidden(at.state);
    for (const viewer of blindViewers(at.state)) {
      const [seen, scrambledSeen] = [view(at.state, viewer), view(scrambled, viewer)];
      if (canonicalJson(seen) !== canonicalJson(scrambledSeen)) throw new Error(`${JSON.stringify(viewer)}'s view depends on face-down kinds`);
      if (pictures && viewSvg(seen) !== viewSvg(scrambledSeen)) throw new Error(`${JSON.stringify(viewer)}'s picture depends on face-down kinds`);
    }
  };
  step(null, START_COMMAND);
  for (let commands = 0; bommerzRuleset.outcome(at.state) === null; commands++) {
    if (commands > 5_000) throw new Error('the game does not end');
    const waiting = bommerzRuleset.prompts(at.state);
    const seat = waiting[Math.floor(random() * waiting.length)]!.seat;
    step(seat, POLICIES[policy](at.state, seat, random));
    if (checkEveryView) checkViews(false);
  }
  checkViews(true);
  return { log, end: at };
}

/**
 * Wave limits (the option waveTurns) random games are played with: random
 * flights wander, so most take short waves to keep the run short, and some
 * the default, where the loops are flown longest.
 */
const RANDOM_WAVE_TURNS = [5, 10, 10, undefined] as const;

/**
 * Plays `games` random legal games (three in four with the random policy for
 * every seat, with wave limits from RANDOM_WAVE_TURNS; the rest with the
 * sensible one, with the default limit or none) over the given set-ups and checks
 * each; throws with a counterexample on the first failure.
 */
export function checkRandomGames(games: number, setUps: readonly BommerzOptions[], seed: number): void {
  let game = 0;
  fc.assert(
    fc.property(fc.constantFrom(...setUps), fc.constantFrom<PolicyName>('random', 'random', 'random', 'sensible'), fc.constantFrom(...RANDOM_WAVE_TURNS), fc.nat(), (setUp, policy, waveTurns, gameSeed) => {
      game++;
      // The sensible bot plays every other game with no wave limit at all (waveTurns null), as the rulebook plays: it must end them too.
      const limit = policy === 'random' ? waveTurns : gameSeed % 2 === 0 ? null : undefined;
      const options = limit !== undefined ? { ...setUp, waveTurns: limit } : setUp;
      const provable = game % VERIFY_EVERY === 0;
      const { log, end } = playChecked(options, policy, gameSeed, provable, game % FULL_VIEW_CHECK_EVERY === 0);
      const replayed = fold(bommerzRuleset, initialPosition(bommerzRuleset, options), log);
      expect(stateHash(replayed.state)).toBe(stateHash(end.state));
      if (provable) expect(verify(bommerzRuleset, options, log, `seed-${gameSeed}`)).toMatchObject({ ok: true, stateHash: stateHash(end.state) });
      checkRedactedLog(log, options, blindViewers(end.state));
    }),
    { numRuns: games, seed },
  );
}
