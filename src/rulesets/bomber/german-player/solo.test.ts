/**
 * The solo option and the server's German player as the kernel sees it:
 * the American seat only, every German choice made inside the American's
 * commands and logged as a German command no seat sees, and choices that
 * depend on the German view alone (American secrets permuted, choices the same).
 */
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../kernel/canonical.js';
import { verify } from '../../../kernel/engine.js';
import { redactEntries } from '../../../kernel/log.js';
import { checkOptions } from '../../../games/ruleset-input.js';
import type { BomberCommand } from '../commands.js';
import type { BomberEvent } from '../events.js';
import { bomberRuleset } from '../index.js';
import { POLICIES } from '../bots/index.js';
import { prompts } from '../prompts.js';
import type { BomberState } from '../state.js';
import { newGame, send, stateOf, type Game } from '../testing.js';
import { view } from '../view.js';
import { seededDice, seededRandom } from '../../../kernel/dice.js';
import { sealedChoice } from '../decide.js';
import { germanCommand } from './index.js';

/** A solo game with the sensible American bot to its end, checking that every state it stops in asks the American only. */
function soloGame(scenario: string, seed: string): Game {
  let g = newGame(scenario, seed, true);
  for (let i = 0; stateOf(g).phase.kind !== 'over'; i++) {
    if (i > 3_000) throw new Error('the solo game does not end');
    expect(prompts(stateOf(g)).map((p) => p.seat)).toEqual(['american']);
    g = send(g, 'american', POLICIES.sensible(stateOf(g), 'american', () => 0));
  }
  return g;
}

/** The command a log entry's event records the server played for the German side, if it is one. */
const playedIn = (e: Game['log'][number]): BomberCommand | null => {
  const event = e.event as BomberEvent;
  return event.type === 'german-played' ? event.command : null;
};

/** The phase a `phase-entered` log entry enters. */
const phaseOf = (entry: Game['log'][number]) => (entry.event as Extract<BomberEvent, { type: 'phase-entered' }>).phase;

/** The commands the server played for the German side, from a game's log. */
const germanPlayed = (g: Game): BomberCommand[] => g.log.flatMap((e) => playedIn(e) ?? []);

describe('solo: the server plays the German side', () => {
  it('is an option the options schema checks, false by default; a solo game seats the American only', () => {
    expect(checkOptions(bomberRuleset, { scenario: 'introductory-paris', solo: 'yes' }).ok).toBe(false);
    expect(checkOptions(bomberRuleset, { scenario: 'introductory-paris' })).toEqual({ ok: true, value: { scenario: 'introductory-paris', solo: false } });
    expect(bomberRuleset.seats({ scenario: 'introductory-paris', solo: true }).map((s) => s.id)).toEqual(['american']);
    expect(bomberRuleset.seats({ scenario: 'introductory-paris', solo: false }).map((s) => s.id)).toEqual(['american', 'german']);
    expect(bomberRuleset.initialState({ scenario: 'introductory-paris' }).solo).toBe(false);
  });

  it('never prompts the German seat: its Air Status Card, map set-up and every Turn are played inside the American\'s commands', () => {
    const g = soloGame('introductory-paris', 'solo-1');
    expect(stateOf(g).phase.kind).toBe('over');
    const played = germanPlayed(g);
    expect(played.filter((c) => c.type === 'submit-air-status')).toHaveLength(1);
    expect(played.filter((c) => c.type === 'end-map-setup')).toHaveLength(1);
    expect(played.filter((c) => c.type === 'submit-readiness').length).toBe(stateOf(g).turn);
    expect(prompts(stateOf(g))).toEqual([]);
  });

  it('logs each German choice as a German command before the events it causes, seen by no seat until the end', () => {
    const g = soloGame('introductory-paris', 'solo-2');
    const entries = g.log.filter((e) => e.event.type === 'german-played');
    // A secret step's choices ride inside its submission (secret-edits.ts): each is a choice too.
    const choices = entries.reduce((n, e) => n + 1 + (((e.event as Extract<BomberEvent, { type: 'german-played' }>).command as { edits?: unknown[] }).edits?.length ?? 0), 0);
    expect(choices).toBeGreaterThan(entries.length);
    // Every step the German is asked in (its Air Status Card, its map set-up, each Turn's readiness and its three Movement steps: four a Turn, the last ended early by agreement) is answered by a logged choice before the game moves on.
    const phases = g.log.flatMap((e, i) => (e.event.type === 'phase-entered' ? [i] : []));
    const germanSteps = phases.filter((i) => {
      const phase = phaseOf(g.log[i]!);
      return phase.kind === 'air-status' || phase.kind === 'readiness' || ((phase.kind === 'map-setup' || phase.kind === 'movement') && phase.side === 'german');
    });
    expect(germanSteps.length).toBeGreaterThanOrEqual(2 + 4 * (stateOf(g).turn - 1));
    for (const i of germanSteps) {
      const next = phases.find((j) => j > i) ?? g.log.length;
      expect(g.log.slice(i, next).some((x) => x.event.type === 'german-played')).toBe(true);
    }
    for (const e of entries) expect(e.visibleTo).toEqual(['german']);
    // The German's cause is always an American command (or the start): the German has no seat to send one.
    for (const e of g.log) if (e.cause) expect([null, 'american']).toContain(e.cause.seat);
    const american = redactEntries(g.log, { kind: 'seat', seat: 'american' });
    expect(american.some((e) => e.event.type === 'german-played' || (e.event.type === 'planes-boxed' && JSON.stringify(e.event).includes('german')))).toBe(false);
    const audit = redactEntries(g.log, { kind: 'omniscient' });
    expect(audit.filter((e) => e.event.type === 'german-played')).toHaveLength(entries.length);
    // A German command in the log is followed by what it did: the counter it put down.
    const place = g.log.findIndex((e) => playedIn(e)?.type === 'place-counter');
    expect(place).toBeGreaterThan(0);
    expect(g.log[place + 1]!.event).toMatchObject({ type: 'counter-placed', side: 'german' });
  });

  it('replays and verifies: the German\'s dice are the game\'s, drawn in the American\'s batches, so the log verifies against the seed', () => {
    const options = { scenario: '1943-08-01-ploesti', solo: true };
    const a = soloGame(options.scenario, 'solo-3');
    const b = soloGame(options.scenario, 'solo-3');
    expect(germanPlayed(a)).toEqual(germanPlayed(b));
    const folded = a.log.reduce((s, e) => bomberRuleset.evolve(s, e.event as never), bomberRuleset.initialState(options));
    expect(folded).toEqual(stateOf(a));
    expect(verify(bomberRuleset, options, a.log, 'solo-3')).toMatchObject({ ok: true, stateHash: stateHash(stateOf(a)) });
  });
});

/** The next value after `v`, round the list. */
const rotate = <T,>(values: readonly T[], v: T): T => values[(values.indexOf(v) + 1) % values.length]!;

/**
 * The state with every American secret the German view does not show
 * changed: Mission Sheet targets, Bomb Altitudes and formations, the hand,
 * the discards and the deck's order, the American Plane units' ground boxes,
 * Drop Tanks and hits.
 */
function permuteAmericanSecrets(s: BomberState): BomberState {
  const cities = ['Paris', 'Schweinfurt', 'Regensburg', 'Ploesti'];
  const missionSheet = Object.fromEntries(
    Object.entries(s.missionSheet).map(([id, l]) => [id, { ...l, primary: rotate(cities, l.primary), bombAltitude: rotate([0, 1, 2] as const, l.bombAltitude), formation: l.formation === 'open' ? ('tight' as const) : ('open' as const) }]),
  );
  const grounds = ['A', 'B', 'C', 'D'] as const;
  return {
    ...s,
    missionSheet,
    cards: { ...s.cards, hand: [...s.cards.discards, 'TC01'], discards: [...s.cards.hand], deck: [...s.cards.deck].reverse() },
    american: {
      ...s.american,
      planes: s.american.planes.map((p) => ({ ...p, ground: p.ground === null ? null : rotate(grounds, p.ground), dropTanks: !p.dropTanks })),
      airUnits: s.american.airUnits.map((a) => ({ ...a, hits: a.hits + 1 })),
    },
  };
}

/** A roll that answers from a fixed list and remembers what it was asked. */
function recordingRoll() {
  const asked: number[] = [];
  return { asked, roll: (sides: number) => (asked.push(sides), ((asked.length * 7) % sides) + 1) };
}

describe('the German player decides from the German view alone', () => {
  it.each(['introductory-paris', '1943-10-14-schweinfurt'])('%s: permuting the American secrets the view does not show leaves every German choice (and every roll it asks for) unchanged', (scenario) => {
    // A two-seat game of the sensible bots, so that the German is prompted; at each German decision, the twin state decides too.
    const random = seededRandom(5);
    let g = newGame(scenario, 'permute');
    let compared = 0;
    while (stateOf(g).phase.kind !== 'over') {
      const s = stateOf(g);
      const seat = prompts(s)[0]!.seat;
      if (seat === 'german') {
        const twin = permuteAmericanSecrets(s);
        expect(twin.american).not.toEqual(s.american);
        const [one, two] = [recordingRoll(), recordingRoll()];
        // Every choice of a secret step's submission, each on the draft the ones before it left, is compared.
        const mine = sealedChoice(s, 'german', (d) => germanCommand(view(d, { kind: 'seat', seat: 'german' }), one.roll));
        expect(sealedChoice(twin, 'german', (d) => germanCommand(view(d, { kind: 'seat', seat: 'german' }), two.roll))).toEqual(mine);
        expect(two.asked).toEqual(one.asked);
        expect(bomberRuleset.decide(s, 'german', mine, seededDice('legal', 0)).ok).toBe(true);
        compared += 1 + ('edits' in mine ? (mine.edits?.length ?? 0) : 0);
      }
      g = send(g, seat, POLICIES.sensible(s, seat, random));
    }
    expect(compared).toBeGreaterThan(100);
  });
});
