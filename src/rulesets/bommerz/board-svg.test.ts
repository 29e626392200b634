import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BOARD } from './board.js';
import { boardSvg } from './board-svg.js';

describe('The board picture', () => {
  const svg = boardSvg(BOARD);

  it('shows every space and every link of the data, and says it is our layout', () => {
    for (const id of BOARD.ids) expect(svg).toContain(`>${id}</text>`);
    const links = BOARD.ids.reduce((n, id) => n + BOARD.links(id).length, 0) / 2;
    expect(svg.match(/<line class="link"/g)).toHaveLength(links);
    expect(svg).toContain("Sortie's own layout (not the printed boards)");
  });

  it('in docs/rules is the one the data draws now (run scripts/bommerz-board-svg.ts after changing the board)', () => {
    expect(readFileSync(new URL('../../../docs/rules/bommerz-board.svg', import.meta.url), 'utf8')).toBe(svg);
  });
});
