import { describe, expect, it } from 'vitest';
import { sameCommand } from '../../kernel/same-command.js';
import { randomGame } from '../../../test/support/bomber-random-games.js';
import type { BomberCommand } from './commands.js';
import { optionsAbout, optionsFor, prompts } from './prompts.js';
import { draftEdits } from './decide.js';
import { isCarrier } from './secret-edits.js';
import type { BomberState, Side } from './state.js';

/** Per type, its first and last option: every builder's every branch, at a cost a test can pay at each position. */
function sample(options: readonly BomberCommand[]): BomberCommand[] {
  const byType = new Map<string, BomberCommand[]>();
  for (const o of options) byType.set(o.type, [...(byType.get(o.type) ?? []), o]);
  return [...byType.values()].flatMap((list) => (list.length === 1 ? list : [list[0]!, list.at(-1)!]));
}

/** Whether `part` lists options of `whole`, in its order. */
function inOrderWithin(part: readonly BomberCommand[], whole: readonly BomberCommand[]): boolean {
  let i = 0;
  for (const o of part) {
    while (i < whole.length && !sameCommand(whole[i]!, o)) i++;
    if (i === whole.length) return false;
    i++;
  }
  return true;
}

describe('options asked about one command (option-focus.ts), as decide asks them', () => {
  it.each(['introductory-paris', '1943-11-02-wiener-neustadt'])('%s: each option is among those asked about it, and those are options, in order, at every position of a random game and every draft its hidden edits pass through', (scenario) => {
    const game = randomGame(scenario, 5);
    // Every position, and the drafts a carrier's hidden edits pass through (a Mission Sheet being filled in, Plane units being readied).
    const before: BomberState[] = [game.startState, ...game.steps.map((s) => s.after)];
    const states = game.steps.flatMap(({ seat, command }, i) => {
      const drafts = [before[i]!];
      for (const edit of isCarrier(command) ? (command.edits ?? []) : []) {
        const next = draftEdits(drafts.at(-1)!, seat as Side, [edit]);
        if (next.ok) drafts.push(next.state);
      }
      return drafts;
    });
    let asked = 0;
    const types = new Set<string>();
    for (const state of states)
      for (const { seat } of prompts(state)) {
        const all = optionsFor({ ...state }, seat);
        for (const o of sample(all)) {
          // A new state object each time: the prompt's full list is not known yet, so the step's builder is asked about `o` alone.
          const about = optionsAbout({ ...state }, seat, o);
          expect(about.some((x) => sameCommand(x, o)), `${JSON.stringify(o)} at ${JSON.stringify(state.phase)}`).toBe(true);
          expect(inOrderWithin(about, all), `asked about ${JSON.stringify(o)} at ${JSON.stringify(state.phase)}`).toBe(true);
          asked++;
          types.add(o.type);
        }
      }
    expect(asked).toBeGreaterThan(500);
    expect(types.size).toBeGreaterThan(20);
  }, 300_000);
});
