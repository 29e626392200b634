import { describe, expect, it } from 'vitest';
import { BOARD, isOnLoop, validateBoard, type Adjacency } from './board.js';
import { BOARD_DATA } from './board-data.js';
import type { BoardData, SpaceData } from './board-schema.js';

/** The shipped board with some spaces changed. */
function edited(change: (spaces: SpaceData[]) => SpaceData[]): BoardData {
  return { ...BOARD_DATA, spaces: change(BOARD_DATA.spaces.map((s) => ({ ...s, links: [...s.links] }))) };
}
const patch = (id: string, p: Partial<SpaceData>) => (spaces: SpaceData[]) => spaces.map((s) => (s.id === id ? { ...s, ...p } : s));

/** Fewest moves from any of `from` to any of `to` along the links, never entering a space of `avoid`; Infinity if there is no way. */
function movesAvoiding(from: readonly string[], to: readonly string[], avoid: readonly string[]): number {
  const moves = new Map(from.filter((id) => !avoid.includes(id)).map((id) => [id, 0]));
  const queue = [...moves.keys()];
  for (const here of queue) {
    if (to.includes(here)) return moves.get(here)!;
    for (const next of BOARD.links(here)) {
      if (avoid.includes(next) || moves.has(next)) continue;
      moves.set(next, moves.get(here)! + 1);
      queue.push(next);
    }
  }
  return Infinity;
}

describe("Sortie's board (rulings §4)", () => {
  it('is sound: it passes every load-time check', () => {
    expect(validateBoard(BOARD_DATA)).toEqual([]);
  });

  it('has three sections, four starting spaces on section 1, a bridge on sections 2 and 3, and exits off the far edge of section 3', () => {
    expect(BOARD.data.sections.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(BOARD.starts).toEqual(['1A', '1B', '1C', '1D']);
    expect(BOARD.bridges.map((b) => BOARD.space(b).section)).toEqual([2, 3]);
    expect(BOARD.exits.every((e) => BOARD.space(e).section === 3)).toBe(true);
  });

  it('seeds a solo game with two counters on each section: 2 bridges + 4 eagles', () => {
    expect(BOARD.eagles).toHaveLength(4);
    const perSection = [1, 2, 3].map((n) => BOARD.imperialStarts.filter((s) => BOARD.space(s).section === n).length);
    expect(perSection).toEqual([2, 2, 2]);
  });

  it('has a loop through each bridge, so a Bommer can come round for a second run without turning back', () => {
    for (const bridge of BOARD.bridges) {
      const back = Math.min(...BOARD.links(bridge).map((first) => 1 + BOARD.flightDistance(first, bridge, [bridge])));
      expect(back).toBeGreaterThanOrEqual(5);
      expect(back).toBeLessThan(Infinity);
    }
  });

  it.each([
    ['2I', ['2L', '2M']],
    ['3F', ['3B', '3C']],
  ])('narrows to a choke next to bridge %s: every flight from the starts to the exits passes one of %j, both next to it', (bridge, gap) => {
    const next = BOARD.links(bridge);
    const gaps = next.flatMap((a, i) => next.slice(i + 1).map((b) => [a, b])).filter((pair) => movesAvoiding(BOARD.starts, BOARD.exits, pair) === Infinity);
    expect(gaps).toEqual([gap]);
    expect(movesAvoiding(BOARD.starts, BOARD.exits, [])).toBeLessThan(Infinity);
  });

  it.each([
    ['2B', '2I', '2L'],
    ['2C', '2I', '2M'],
    ['3B', '3F', '3K'],
    ['3C', '3F', '3L'],
  ])('makes going round the bridge cost a move more from the lane that leads straight to it: %s over %s to %s', (from, bridge, to) => {
    const overTheBridge = BOARD.distance(from, bridge) + BOARD.distance(bridge, to);
    expect(overTheBridge).toBe(BOARD.distance(from, to));
    expect(movesAvoiding([from], [to], [bridge])).toBe(overTheBridge + 1);
  });

  it('makes the gorges a move shorter than the way over Brimstone Bridge from the outer lanes: 2A to 2L in 3 moves by the gorge, 4 over 2I (Sortie ruling S32)', () => {
    expect(BOARD.distance('2A', '2L')).toBe(3);
    expect(movesAvoiding(['2A'], ['2L'], ['2I'])).toBe(3);
    expect(BOARD.distance('2A', '2I') + BOARD.distance('2I', '2L')).toBe(4);
    expect(BOARD.distance('2D', '2M')).toBe(3);
    expect(BOARD.distance('2D', '2I') + BOARD.distance('2I', '2M')).toBe(4);
  });

  it('lets every start reach an exit; the shortest flight is twelve moves (counting the one off the map)', () => {
    expect(Math.min(...BOARD.starts.map((s) => BOARD.flightDistance(s, null, BOARD.exits))) + 1).toBe(12);
  });

  it.each([
    ['a link listed on one end only', edited(patch('1A', { links: ['1B', '1E', '1F', '1G'] })), /link 1A-1G is not listed on 1G/],
    ['a link to nowhere', edited(patch('1A', { links: ['1B', '1E', '1F', '9Z'] })), /schema|unknown space/],
    ['a dead end', edited((s) => patch('3K', { links: ['3H'], exit: false })(patch('3I', { links: ['3F', '3H', '3J', '3L'] })(s))), /3K is a dead end/],
    ['a section cut off', edited((s) => s.map((x) => ({ ...x, links: x.links.filter((l) => !(x.id.startsWith('2') && l.startsWith('3')) && !(x.id.startsWith('3') && l.startsWith('2'))) }))), /not connected/],
    ['five starting spaces', edited(patch('1E', { feature: 'start' })), /4 starting spaces/],
    ['a missing bridge', edited(patch('3F', { feature: undefined })), /one bridge on section 2 and one on section 3/],
    ['an exit inland', edited(patch('3E', { exit: true })), /not on the far edge/],
    ['a space drawn in the wrong section', edited(patch('2A', { x: 1 })), /drawn outside section 2/],
  ])('rejects %s at load', (_name, data, problem) => {
    expect(validateBoard(data).join('\n')).toMatch(problem);
  });

  it('finds a loop only where a space has two neighbours joined without it (a bridge on none fails the load)', () => {
    const ring: Adjacency = new Map([
      ['B', ['X', 'Y']],
      ['X', ['B', 'Y']],
      ['Y', ['B', 'X']],
    ]);
    expect(isOnLoop(ring, 'B')).toBe(true);
    // Two loops joined only through B: B itself is on none (the load check asks for a loop through the bridge).
    const bowtie: Adjacency = new Map([
      ['B', ['W1', 'E1']],
      ['W1', ['B', 'W2', 'W3']],
      ['W2', ['W1', 'W3']],
      ['W3', ['W1', 'W2']],
      ['E1', ['B', 'E2', 'E3']],
      ['E2', ['E1', 'E3']],
      ['E3', ['E1', 'E2']],
    ]);
    expect(isOnLoop(bowtie, 'B')).toBe(false);
    expect(isOnLoop(bowtie, 'W1')).toBe(true);
    expect(BOARD.bridges.every((b) => isOnLoop(new Map(BOARD.ids.map((id) => [id, BOARD.links(id)])), b))).toBe(true);
  });
});
