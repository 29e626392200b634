import { describe, expect, it } from 'vitest';
import { randomDice, seededRandom } from '../../kernel/dice.js';
import { canonicalJson } from '../../kernel/canonical.js';
import { sensiblePolicy } from './bots.js';
import { bommerzRuleset } from './index.js';
import { prompts } from './prompts.js';
import { asKnownBy, promptsWithSuggestions } from './suggestions.js';
import { position, started, UNSHUFFLED } from './testing.js';
import type { BommerzState, CounterState } from './state.js';
import { view } from './view.js';

/** Every state of a game the sensible bot plays for every seat, with the seat it asked. */
function sensibleGame(options: { players: 1 | 2 | 3 }, seed: number): [BommerzState, string][] {
  const random = seededRandom(seed);
  const dice = randomDice(random);
  const asked: [BommerzState, string][] = [];
  let state = bommerzRuleset.initialState(options);
  const fold = (decision: ReturnType<typeof bommerzRuleset.decide>) => {
    if (!decision.ok) throw new Error(decision.reason);
    for (const e of decision.events) state = bommerzRuleset.evolve(state, e.event);
  };
  fold(bommerzRuleset.start(state, dice));
  while (bommerzRuleset.outcome(state) === null) {
    const seat = prompts(state)[0]!.seat;
    asked.push([state, seat]);
    fold(bommerzRuleset.decide(state, seat, sensiblePolicy(state, seat, random), dice));
  }
  return asked;
}

/** The same state with the kinds of all face-down counters rotated among them. */
function rotateHidden(s: BommerzState, by: number): BommerzState {
  const hidden = s.counters.filter((c) => !c.faceUp);
  const kinds = hidden.map((c) => c.kind);
  const rotated = new Map(hidden.map((c, i) => [c.id, kinds[(i + by) % kinds.length]!]));
  return { ...s, counters: s.counters.map((c): CounterState => (rotated.has(c.id) ? { ...c, kind: rotated.get(c.id)! } : c)) };
}

describe('Suggested moves', () => {
  it("carry on every prompt the sensible bot's pick for that seat, as an index into its options", () => {
    const placing = started({ players: 2 }, UNSHUFFLED).state;
    const speeds = started({ players: 1 }, [...UNSHUFFLED, 1, 5, 3, 3, 6, 2, 4, 4]).state;
    const moving = position({ bommerz: [{ id: 'b1', space: '2B', tail: '1M', speed: 3 }, { id: 'b2', space: '1A', speed: 1 }] });
    for (const state of [placing, speeds, moving]) {
      const [prompt] = promptsWithSuggestions(state);
      expect(prompt!.suggested).toBeTypeOf('number');
      expect(prompt!.options[prompt!.suggested!]).toEqual(sensiblePolicy(asKnownBy(state, prompt!.seat), prompt!.seat, () => 0));
      // One command a step: the request body to send is that option.
      expect(prompt!.suggestion).toEqual({ command: prompt!.options[prompt!.suggested!] });
    }
    // On Brimstone Bridge with a run to make, the bot bombs it.
    const onBridge = position({ bommerz: [{ id: 'b1', space: '2I', tail: '2F', speed: 3 }], active: { craft: 'b1', remaining: 2, runAvailable: true } });
    const [bomb] = bommerzRuleset.prompts(onBridge);
    expect(bomb!.options[bomb!.suggested!]).toEqual({ type: 'bomb', craft: 'b1', target: 'bridge' });
  });

  it('show in the seat view, on its own prompts only', () => {
    const placing = started({ players: 2 }, UNSHUFFLED).state;
    const own = view(placing, { kind: 'seat', seat: 'imperial' }).prompts;
    expect(own).toHaveLength(1);
    expect(own[0]!.suggested).toBe(promptsWithSuggestions(placing)[0]!.suggested);
    expect(view(placing, { kind: 'seat', seat: 'ork1' }).prompts).toEqual([]);
  });

  it("are worked out from the seat's own knowledge: an Ork's suggestion is the same whatever the kinds of the face-down counters", () => {
    let compared = 0;
    for (const [options, seed] of [[{ players: 1 }, 1], [{ players: 2 }, 2], [{ players: 3 }, 3]] as const) {
      for (const [state, seat] of sensibleGame(options, seed)) {
        if (seat === 'imperial' || !state.counters.some((c) => !c.faceUp)) continue;
        const suggested = (s: BommerzState) => canonicalJson(promptsWithSuggestions(s).find((p) => p.seat === seat));
        expect(suggested(state)).toContain('"suggestion"');
        for (const by of [1, 2, 5]) expect(suggested(rotateHidden(state, by))).toBe(suggested(state));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("a seat's timed-out move tells no more: the ruleset's bot, which the kernel asks on the whole state, picks what it picks from the state as that seat knows it", () => {
    let compared = 0;
    for (const [options, seed] of [[{ players: 1 }, 4], [{ players: 2 }, 5], [{ players: 3 }, 6]] as const) {
      for (const [state, seat] of sensibleGame(options, seed)) {
        const known = asKnownBy(state, seat);
        if (known.counters === state.counters && Object.keys(known.orders).length === Object.keys(state.orders).length) continue;
        for (const k of [1, 2]) expect(canonicalJson(bommerzRuleset.bot(state, seat, seededRandom(k)))).toBe(canonicalJson(bommerzRuleset.bot(known, seat, seededRandom(k))));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
