/**
 * The properties the Bomber random-game tests check. Random legal set-ups
 * and Turns (staying or landing; Bomber I has no movement yet): every game
 * reaches its end, replaying its log gives the same state, and its log
 * verifies against its seed. And secrecy, by twins: a game and its twin that
 * differs only in one side's secrets (other Mission Sheet targets, altitudes
 * and formations; Flak in other cities) must look exactly the same to the
 * other side and to spectators — every view, prompt and log entry, step by step.
 */
import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { seededDice, seededRandom } from '../../src/kernel/dice.js';
import { canonicalJson, stateHash } from '../../src/kernel/canonical.js';
import { apply, fold, initialPosition, START_COMMAND, verify, type Position } from '../../src/kernel/engine.js';
import { redactEntries, type LogEntry } from '../../src/kernel/log.js';
import type { Viewer } from '../../src/kernel/ruleset.js';
import type { BomberCommand, SecretEdit } from '../../src/rulesets/bomber/commands.js';
import { draftEdits } from '../../src/rulesets/bomber/decide.js';
import { isCarrier, withEdits } from '../../src/rulesets/bomber/secret-edits.js';
import { DATA } from '../../src/rulesets/bomber/context.js';
import { bomberRuleset } from '../../src/rulesets/bomber/index.js';
import { combatSeekingPolicy } from './bomber-combat-policy.js';
import { madePublicByRule } from './bomber-public-by-rule.js';
import { prompts } from '../../src/rulesets/bomber/prompts.js';
import type { BomberState, Side } from '../../src/rulesets/bomber/state.js';
import { view } from '../../src/rulesets/bomber/view.js';
import { describeEvent } from '../../src/rulesets/bomber/words/events.js';

/** A finished game: its commands in order, with the log each produced. */
export interface RandomGame {
  readonly scenario: string;
  readonly seed: string;
  readonly steps: readonly { readonly seat: string; readonly command: BomberCommand; readonly entries: readonly LogEntry[]; readonly after: BomberState }[];
  readonly start: readonly LogEntry[];
  readonly startState: BomberState;
  readonly end: Position<BomberState>;
}

const MAX_COMMANDS = 5_000;

/** Plays a game with `choose` picking each command (the bot, or a replay), with the seed's dice; it stops early where `choose` gives null. */
function playGame(scenario: string, seed: string, choose: (state: BomberState, seat: string, i: number) => BomberCommand | null, pickSeat: (seats: readonly string[], i: number) => string): RandomGame {
  const options = { scenario };
  const started = apply<BomberState>(bomberRuleset, initialPosition(bomberRuleset, options), null, START_COMMAND, seededDice(seed, 0));
  if (!started.ok) throw new Error(started.reason);
  let at = started.position;
  const steps: RandomGame['steps'][number][] = [];
  for (let i = 0; bomberRuleset.outcome(at.state) === null; i++) {
    if (i >= MAX_COMMANDS) throw new Error(`${scenario} did not end in ${MAX_COMMANDS} commands`);
    const seats = prompts(at.state).map((p) => p.seat);
    expect(seats.length, `${scenario}: nobody to act in ${JSON.stringify(at.state.phase)}`).toBeGreaterThan(0);
    const seat = pickSeat(seats, i);
    const command = choose(at.state, seat, i);
    if (command === null) break;
    const done = apply<BomberState>(bomberRuleset, at, seat, command, seededDice(seed, at.diceCursor));
    if (!done.ok) throw new Error(`${scenario} step ${i}: ${seat} ${JSON.stringify(command)} refused: ${done.reason}`);
    at = done.position;
    steps.push({ seat, command, entries: done.entries, after: at.state });
  }
  return { scenario, seed, steps, start: started.entries, startState: started.position.state, end: at };
}

/** A random legal game: the combat-seeking random policy for both sides, seats in a seeded random order where both must act. */
export function randomGame(scenario: string, n: number): RandomGame {
  const random = seededRandom(n);
  return playGame(scenario, `bomber-seed-${n}`, (s, seat) => combatSeekingPolicy(s, seat, random), (seats) => seats[Math.floor(random() * seats.length)]!);
}

/** How much of the combat rules a game reached: its Battles, Battles with Air Combat set up (ruling C12), Flak dice and Bombings. */
export interface CombatReached {
  readonly battles: number;
  readonly airCombats: number;
  readonly flak: number;
  readonly bombings: number;
}

/** Counts the combat a game reached, from its events. */
export function combatReached(game: RandomGame): CombatReached {
  const events = game.steps.flatMap((s) => s.entries.map((e) => e.event.type));
  const count = (type: string) => events.filter((t) => t === type).length;
  return { battles: count('battle-ended'), airCombats: count('battle-set-up'), flak: count('flak-fired'), bombings: count('bombed') };
}

/**
 * Checks that a game ended, that its log replays (each event evolved again)
 * to the very state each command's decision left, step by step (a decision
 * hands the kernel the states it folded its events to, some of them a
 * draft's: decide.ts `sealed`), and (if asked) verifies against its seed.
 */
export function checkEndsAndReplays(game: RandomGame, provable: boolean): void {
  expect(game.end.state.phase.kind).toBe('over');
  let replayed = fold(bomberRuleset, initialPosition(bomberRuleset, { scenario: game.scenario }), game.start);
  for (const [i, step] of game.steps.entries()) {
    replayed = fold(bomberRuleset, replayed, step.entries);
    if (canonicalJson(replayed.state) !== canonicalJson(step.after)) expect(replayed.state, `step ${i}: ${step.seat} ${JSON.stringify(step.command)}`).toEqual(step.after);
  }
  expect(stateHash(replayed.state)).toBe(stateHash(game.end.state));
  const log = [...game.start, ...game.steps.flatMap((s) => s.entries)];
  if (provable) expect(verify(bomberRuleset, { scenario: game.scenario }, log, game.seed)).toMatchObject({ ok: true, stateHash: stateHash(game.end.state) });
}

/** The next value after `v`, round the list. */
const rotate = <T>(values: readonly T[], v: T): T => values[(values.indexOf(v) + 1) % values.length]!;

/** Cities by their City Box's Flak: swapping within a group keeps every Flak limit (V.B). */
const FLAK_TWIN = new Map<string, string>();
for (const c of DATA.map.cities) {
  const group = DATA.map.cities.filter((d) => d.heavyFlak === c.heavyFlak && d.lightFlak === c.lightFlak);
  FLAK_TWIN.set(c.name, rotate(group, c).name);
}

/** The cities an Air unit may plot at `state` (its options, and its current target). */
function citiesFor(state: BomberState, airUnit: number): string[] {
  const options = prompts(state).find((p) => p.seat === 'american')!.options;
  const cities = options.flatMap((o) => (o.type === 'plot-primary' && o.airUnit === airUnit ? [o.target] : []));
  const current = state.missionSheet[String(airUnit)]?.primary;
  return [...new Set([...cities, ...(current ? [current] : [])])].filter((t) => t !== 'no' && t !== 'feint').sort();
}

/**
 * The same command with one side's secrets changed, through bijections, so
 * that the twin's command is legal wherever the original was: Mission Sheet
 * targets rotated among the cities the Air unit may plot, Bomb Altitudes
 * rotated, formations swapped; Flak units to a city of the same base Flak.
 */
function twistOf(side: Side, before: BomberState, c: BomberCommand): BomberCommand {
  if (side === 'american') {
    if (c.type === 'plot-primary' && c.target !== 'no' && c.target !== 'feint') return { ...c, target: rotate(citiesFor(before, c.airUnit), c.target) };
    if (c.type === 'plot-bomb-altitude') return { ...c, altitude: rotate([0, 1, 2] as const, c.altitude) };
    if (c.type === 'plot-formation') return { ...c, formation: c.formation === 'open' ? 'tight' : 'open' };
  }
  if (side === 'german' && (c.type === 'place-flak' || c.type === 'remove-flak')) return { ...c, city: FLAK_TWIN.get(c.city)! };
  return c;
}

/** Whether the twin's rules take a command now (a submission with its edits included). */
const legalIn = (state: BomberState, seat: string, c: BomberCommand) => bomberRuleset.decide(state, seat, c, seededDice('legal-in-the-twin', 0)).ok;

/** After the suggested Mission Sheet, the twin rotates the first Bomb Altitude it may change: a sheet suggested whole has a secret to twist too. */
function afterSuggestion(twinDraft: BomberState): SecretEdit[] {
  const options = prompts(twinDraft).find((p) => p.seat === 'american')?.options ?? [];
  const line = options.find((o): o is Extract<SecretEdit, { type: 'plot-bomb-altitude' }> => o.type === 'plot-bomb-altitude' && o.altitude !== twinDraft.missionSheet[String(o.airUnit)]?.bombAltitude);
  return line === undefined ? [] : [line];
}

/**
 * Hidden edits, each twisted at the draft the game's edits before it left,
 * where the twisted edit is legal at the twin's own draft (else the original
 * edit goes); the American's suggested sheet changed by one line after it.
 */
function twistEdits(side: Side, before: BomberState, twin: BomberState, edits: readonly SecretEdit[]): SecretEdit[] {
  let [draft, twinDraft] = [before, twin];
  return edits.flatMap((e) => {
    const twisted = twistOf(side, draft, e) as SecretEdit;
    const next = draftEdits(draft, side, [e]);
    if (next.ok) draft = next.state;
    const inTwin = draftEdits(twinDraft, side, [twisted]);
    const chosen = inTwin.ok ? [twisted] : [e];
    if (side === 'american' && e.type === 'suggest-mission-sheet' && inTwin.ok) chosen.push(...afterSuggestion(inTwin.state));
    const after = draftEdits(twinDraft, side, chosen);
    if (after.ok) twinDraft = after.state;
    return after.ok ? chosen : [e];
  });
}

/**
 * Plays `game` again, command for command, with `side`'s secrets twisted
 * where the twisted command is legal in the twin (a field the suggested
 * sheet wrote in both may already hold the twisted value: then the original
 * command goes, and that field agrees again). It stops where the game's
 * command is not legal in the twin: only after the twins have legitimately
 * diverged in public (a bombing announced over another target or at another
 * Bomb Altitude, `bomber-public-by-rule.ts`), which `checkTwinSecrecy` checks.
 */
export function twinOf(game: RandomGame, side: Side): RandomGame {
  return playGame(
    game.scenario,
    game.seed,
    (twin, seat, i) => {
      const { command } = game.steps[i]!;
      if (seat !== side) return legalIn(twin, seat, command) ? command : null;
      const before = i === 0 ? game.startState : game.steps[i - 1]!.after;
      const twisted = isCarrier(command) && command.edits ? withEdits(command, twistEdits(side, before, twin, command.edits)) : twistOf(side, before, command);
      return legalIn(twin, seat, twisted) ? twisted : legalIn(twin, seat, command) ? command : null;
    },
    (_, i) => game.steps[i]!.seat,
  );
}

/** Pictures are drawn at one step in this many (the views they are drawn from are compared at every one): drawing every step would add half again to the twin tests. */
const PICTURE_EVERY = 8;

/** What a viewer can tell of a game step by step: its views (with their pictures now and then), the prompts it is shown, and the log entries as it gets them, in words too (without hashes, which differ with any hidden content by design). */
function seen(game: RandomGame, viewer: Viewer): unknown[] {
  const seat = viewer.kind === 'seat' ? viewer.seat : null;
  const entries = (log: readonly LogEntry[]) => redactEntries(log, viewer, describeEvent).map(({ seq, event, redacted, text, cause }) => ({ seq, event, redacted, text, cause }));
  const picture = (v: unknown) => createHash('sha256').update(bomberRuleset.drawView!(v)).digest('hex');
  return [
    entries(game.start),
    ...game.steps.map((s, i) => ({
      view: view(s.after, viewer),
      picture: i % PICTURE_EVERY === 0 ? picture(view(s.after, viewer)) : null,
      prompts: prompts(s.after).map((p) => (p.seat === seat ? p : { seat: p.seat, kind: p.kind, text: p.text })),
      entries: entries(s.entries),
    })),
  ];
}

/** The public events the rules make public of a step (`bomber-public-by-rule.ts`). */
const publicByRule = (step: RandomGame['steps'][number]) => JSON.stringify(step.entries.filter((e) => e.visibleTo === null && madePublicByRule(e.event)).map((e) => e.event));

/**
 * The steps two twins share until they first differ in what the rules make
 * public (a bombing announced, Flak fired, a Bombing): those steps and later
 * ones are not compared. A twin that stopped early (the game's command
 * illegal in it) must have stopped at such a step: an announcement the twin's
 * other target or Bomb Altitude does not allow.
 */
function stepsBeforePublicDivergence(game: RandomGame, twin: RandomGame): number {
  const n = Math.min(game.steps.length, twin.steps.length);
  for (let i = 0; i < n; i++) if (publicByRule(game.steps[i]!) !== publicByRule(twin.steps[i]!)) return i;
  if (twin.steps.length < game.steps.length) {
    const refused = game.steps[twin.steps.length]!;
    expect(refused.entries.some((e) => e.visibleTo === null && madePublicByRule(e.event)), `${game.scenario}: the twin refused ${JSON.stringify(refused.command)} though nothing public by rule had diverged`).toBe(true);
  }
  return n;
}

const upTo = (game: RandomGame, n: number): RandomGame => ({ ...game, steps: game.steps.slice(0, n) });

/**
 * Checks that the twin with `side`'s secrets changed differs from the game
 * where that side can see it, and looks the same to the other side and
 * spectators — every step until the twins first differ in what the rules
 * make public (then they legitimately look different, and the comparison
 * stops). Returns how many steps were compared.
 */
export function checkTwinSecrecy(game: RandomGame, side: Side): number {
  const fullTwin = twinOf(game, side);
  const compared = stepsBeforePublicDivergence(game, fullTwin);
  const [a0, b0] = [upTo(game, compared), upTo(fullTwin, compared)];
  const other: Side = side === 'american' ? 'german' : 'american';
  const differs = a0.steps.some((s, i) => JSON.stringify(s.command) !== JSON.stringify(b0.steps[i]!.command));
  expect(differs, `${game.scenario}: the twin changes some ${side} secret before the twins diverge in public`).toBe(true);
  expect(seen(b0, { kind: 'seat', seat: side })).not.toEqual(seen(a0, { kind: 'seat', seat: side }));
  for (const viewer of [{ kind: 'seat', seat: other } as const, { kind: 'public' } as const]) {
    const a = seen(a0, viewer);
    const b = seen(b0, viewer);
    const first = a.findIndex((x, i) => JSON.stringify(x) !== JSON.stringify(b[i]));
    expect(first, `${game.scenario}: ${viewer.kind === 'seat' ? viewer.seat : 'the public'} tells the ${side} twins apart at step ${first}`).toBe(-1);
  }
  return compared;
}
