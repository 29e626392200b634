/**
 * Writes the picture of Sortie's Bommerz board, drawn from the board data:
 *   npx tsx scripts/bommerz-board-svg.ts [out.svg]   (default docs/rules/bommerz-board.svg)
 */
import { writeFileSync } from 'node:fs';
import { BOARD } from '../src/rulesets/bommerz/board.js';
import { boardSvg } from '../src/rulesets/bommerz/board-svg.js';

const out = process.argv[2] ?? 'docs/rules/bommerz-board.svg';
writeFileSync(out, boardSvg(BOARD));
console.log(`wrote ${out}`);
