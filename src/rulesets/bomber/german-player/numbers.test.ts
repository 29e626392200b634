/** Counter numbers tell nothing (V.C "as desired", rulings 29, ruling E62): the server's German numbers its Air Boxes differently from game to game. */
import { describe, expect, it } from 'vitest';
import { randomDice, seededRandom } from '../../../kernel/dice.js';
import { POLICIES } from '../bots/index.js';
import { decide } from '../decide.js';
import { evolve } from '../evolve.js';
import { bomberRuleset } from '../index.js';
import { prompts } from '../prompts.js';
import { planesOf, type BomberState } from '../state.js';

const SCENARIO = '1943-08-01-ploesti';

/** Ploesti played by the sensible pair from the start to the American map set-up: the German counters as laid out. */
function germanLayout(seed: number, rules: BomberState['rules']): { loaded: number[]; empty: number[] } {
  const random = seededRandom(seed);
  const dice = randomDice(random);
  const initial: BomberState = { ...bomberRuleset.initialState({ scenario: SCENARIO }), rules };
  const started = bomberRuleset.start(initial, dice);
  if (!started.ok) throw new Error(started.reason);
  let s = started.events.reduce((x, e) => evolve(x, e.event), initial);
  while (!(s.phase.kind === 'map-setup' && s.phase.side === 'american')) {
    const seat = prompts(s)[0]!.seat;
    const d = decide(s, seat, POLICIES.sensible(s, seat, random), dice);
    if (!d.ok) throw new Error(d.message);
    s = d.events.reduce((x, e) => evolve(x, e.event), s);
  }
  const on = s.german.airUnits.filter((a) => a.counter !== null || a.coveredBy !== null);
  const loaded = on.filter((a) => planesOf(s, 'german', a.id).length > 0).map((a) => a.id);
  return { loaded, empty: on.filter((a) => !loaded.includes(a.id)).map((a) => a.id) };
}

/** For each empty counter (bluff or cover) of each game, the share of the side's counter numbers below its own: 0 the lowest, 1 the highest. */
function ranks(layouts: readonly { loaded: number[]; empty: number[] }[]): number[] {
  return layouts.flatMap(({ loaded, empty }) => {
    const used = [...loaded, ...empty].sort((a, b) => a - b);
    return empty.map((n) => used.indexOf(n) / (used.length - 1));
  });
}

describe('Counter numbers (V.C, rulings 29, ruling E62)', () => {
  it('across 16 seeds the German bluff and cover numbers are spread over the numbers its counters use, and its loaded boxes vary', () => {
    const layouts = Array.from({ length: 16 }, (_, i) => germanLayout(i + 1, { version: 4 }));
    const r = ranks(layouts);
    expect(r.length).toBeGreaterThanOrEqual(16);
    const mean = r.reduce((a, b) => a + b, 0) / r.length;
    // Spread like the loaded ones: as many below the middle as above, about, and found in every quarter of the range.
    expect(mean).toBeGreaterThan(0.3);
    expect(mean).toBeLessThan(0.7);
    for (const [lo, hi] of [[0, 0.25], [0.25, 0.5], [0.5, 0.75], [0.75, 1.01]] as const) expect(r.filter((x) => x >= lo && x < hi).length).toBeGreaterThan(0);
    expect(new Set(layouts.map((l) => l.loaded.join(','))).size).toBe(layouts.length);
  });

  it('version 3 (a game started under it): loaded units held 1..n, the bluffs and the cover the numbers above, the same in every game', () => {
    const layouts = Array.from({ length: 3 }, (_, i) => germanLayout(i + 1, undefined));
    for (const l of layouts) {
      expect(l.loaded).toEqual(Array.from({ length: l.loaded.length }, (_, i) => i + 1));
      expect(Math.min(...l.empty)).toBeGreaterThan(Math.max(...l.loaded));
    }
  });
});
