import { describe, expect, it } from 'vitest';
import { checkTwinSuggestions, randomGame, suggestionAt } from '../../../test/support/bomber-random-games.js';
import { observationTwin } from '../../../test/support/bomber-observation-twins.js';
import { seededDice } from '../../kernel/dice.js';
import { apply, initialPosition, START_COMMAND, type Position } from '../../kernel/engine.js';
import type { BomberCommand } from './commands.js';
import { bomberRuleset } from './index.js';
import { CARRIERS_OF } from './secret-edits.js';
import { otherSide, type BomberState } from './state.js';

/** The commands of a suggestion, in order. */
const commandsOf = (s: NonNullable<ReturnType<typeof bomberRuleset.prompts>[number]['suggestion']>): BomberCommand[] => ('command' in s ? [s.command] : s.commands);

/** Plays a game by the suggestions alone, both seats (a two-player game) or the American's (solo: the server plays the German). */
function bySuggestions(scenario: string, solo: boolean, seed: string): { end: Position<BomberState>; requests: number } {
  const started = apply<BomberState>(bomberRuleset, initialPosition(bomberRuleset, { scenario, ...(solo && { solo: true }) }), null, START_COMMAND, seededDice(seed, 0));
  if (!started.ok) throw new Error(started.reason);
  let at = started.position;
  let requests = 0;
  while (bomberRuleset.outcome(at.state) === null && requests < 3_000) {
    const p = bomberRuleset.prompts(at.state)[0]!;
    for (const c of commandsOf(p.suggestion!)) {
      const done = apply<BomberState>(bomberRuleset, at, p.seat, c, seededDice(seed, at.diceCursor));
      if (!done.ok) throw new Error(`${scenario}: ${p.seat}'s suggestion ${JSON.stringify(c)} refused: ${done.reason}`);
      at = done.position;
    }
    requests++;
  }
  return { end: at, requests };
}

describe('Bomber suggestions', () => {
  it('every prompt of a random game carries a suggestion its seat may send as it is, and `suggested` is the index of its first pick among the options', () => {
    const game = randomGame('introductory-paris', 3);
    let checked = 0;
    for (const [i, step] of game.steps.entries()) {
      if (i % 3 !== 0) continue;
      for (const p of bomberRuleset.prompts(step.after)) {
        expect(p.suggested, `step ${i}: ${p.seat} ${p.kind}`).toBeTypeOf('number');
        let state = step.after;
        for (const c of commandsOf(p.suggestion!)) {
          const d = bomberRuleset.decide(state, p.seat, c, seededDice('suggestion', 0));
          expect(d.ok && true, `step ${i}: ${p.seat}'s suggestion ${JSON.stringify(c)} is refused: ${d.ok ? '' : d.message}`).toBe(true);
          if (d.ok) state = d.events.reduce((s, e) => bomberRuleset.evolve(s, e.event), state);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('put a secret step in one request: the Air Status Cards, the Mission Sheet and the readiness are submissions carrying their edits', () => {
    const started = apply<BomberState>(bomberRuleset, initialPosition(bomberRuleset, { scenario: '1943-08-01-ploesti' }), null, START_COMMAND, seededDice('s', 0));
    if (!started.ok) throw new Error(started.reason);
    const kinds = new Map<string, BomberCommand>();
    let at = started.position;
    for (let i = 0; i < 200 && kinds.size < 3; i++) {
      const p = bomberRuleset.prompts(at.state)[0]!;
      const [c, ...rest] = commandsOf(p.suggestion!);
      if (['air-status', 'mission-sheet', 'readiness'].includes(p.kind) && !kinds.has(p.kind)) kinds.set(p.kind, c!);
      for (const command of [c!, ...rest]) {
        const done = apply<BomberState>(bomberRuleset, at, p.seat, command, seededDice('s', at.diceCursor));
        if (!done.ok) throw new Error(done.reason);
        at = done.position;
      }
    }
    expect(kinds.get('air-status')).toMatchObject({ type: 'submit-air-status', edits: [{ type: 'pack-suggested' }] });
    expect(kinds.get('mission-sheet')).toEqual({ type: 'submit-mission-sheet', edits: [{ type: 'suggest-mission-sheet' }] });
    expect(kinds.get('readiness')).toMatchObject({ type: 'submit-readiness' });
  });

  it.each([
    ['introductory-paris', false],
    ['1943-08-01-ploesti', true],
  ])('%s (solo %s): a game played by its suggestions alone ends, not in a 0–0 agreement', (scenario, solo) => {
    const { end, requests } = bySuggestions(scenario, solo, 'by-suggestions');
    const outcome = bomberRuleset.outcome(end.state);
    expect(outcome, `no outcome after ${requests} requests`).not.toBeNull();
    expect(outcome!.summary).not.toMatch(/American 0, German 0/);
    expect(end.state.turn).toBeGreaterThan(3);
  });

  it('offer the end of the game last among the options, and never before the American raid is flown', () => {
    const { end } = bySuggestions('introductory-paris', false, 'offers');
    expect(end.state.phase).toMatchObject({ kind: 'over' });
    const game = randomGame('introductory-paris', 5);
    for (const step of game.steps)
      for (const p of bomberRuleset.prompts(step.after)) {
        const i = p.options.findIndex((o) => o.type === 'offer-end');
        if (i >= 0) expect(i, `${p.kind}: ${p.options.map((o) => o.type).join(', ')}`).toBe(p.options.length - 1);
      }
  });

  it.each(['1943-11-02-wiener-neustadt'])("%s: are worked out from the seat's own knowledge: identical across twins that differ only in the other side's secrets", (scenario) => {
    const game = randomGame(scenario, 7);
    expect(checkTwinSuggestions(game, 'american', 3)).toBeGreaterThan(30);
    expect(checkTwinSuggestions(game, 'german', 3)).toBeGreaterThan(30);
  });

  it("are identical across twins that differ only in what the other side's Observation Reports hide", () => {
    const game = randomGame('1943-10-14-schweinfurt', 11);
    let compared = 0;
    game.steps.forEach((step, i) => {
      if (i % 5 !== 0 || step.after.phase.kind === 'over') return;
      for (const observed of ['american', 'german'] as const) {
        const twin = observationTwin(step.after, observed);
        const observer = otherSide(observed);
        if (twin === null || suggestionAt(step.after, observer) === null) continue;
        expect(suggestionAt(twin, observer), `step ${i}: ${observer}'s suggestion tells ${observed}'s observation twins apart`).toBe(suggestionAt(step.after, observer));
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(10);
  });

  it('the protocol names the carriers of every hidden edit, the offer to end, and the steps behind the screen', () => {
    const { commands, promptKinds } = bomberRuleset.protocol;
    for (const [type, carriers] of Object.entries(CARRIERS_OF)) expect(commands[type]?.carriedBy).toEqual(carriers);
    expect(Object.entries(commands).filter(([, c]) => c.endsGame).map(([t]) => t)).toEqual(['offer-end']);
    expect(commands['climb']?.title).toMatch(/^Climb one Altitude Level/);
    expect(Object.entries(promptKinds).filter(([, k]) => k.secret).map(([k]) => k)).toEqual(['air-status', 'mission-sheet', 'readiness']);
    expect(Object.keys(promptKinds)).toEqual([...bomberRuleset.promptKinds!]);
  });
});
