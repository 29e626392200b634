/**
 * Renders SVG documents to PNG in a process of its own, as a picture route
 * does, and prints the last one's PNG as base64:
 *   node --import tsx test/support/render-png.ts first.svg … last.svg
 * (the ones before it rendered first, as other games' pictures would be).
 */
import { readFileSync } from 'node:fs';
import { PositionPictures } from '../../src/games/position-pictures.js';

const pictures = new PositionPictures();
let png: Buffer | undefined;
for (const file of process.argv.slice(2)) png = await pictures.png(readFileSync(file, 'utf8'));
process.stdout.write(png?.toString('base64') ?? '');
