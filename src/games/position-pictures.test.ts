/**
 * A picture is a function of its view: one Bomber view's PNG is the same
 * bytes rendered in two fresh processes — one rendering it first, one after
 * other games' pictures (a Bommerz board, the other Bomber seat's map) — and
 * in this one after those pictures again; its pixels are resvg's of the SVG,
 * on white; the same document asked for twice is rendered once.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import { renderAsync } from '@resvg/resvg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { PNG_WIDTH, PositionPictures } from './position-pictures.js';
import { fontsForDocument } from './png/fonts.js';
import { setUp, stateOf } from '../rulesets/bomber/testing.js';
import { view as bomberView } from '../rulesets/bomber/view.js';
import { bomberViewSvg } from '../rulesets/bomber/view-svg.js';
import { position } from '../rulesets/bommerz/testing.js';
import { view as bommerzView } from '../rulesets/bommerz/view.js';
import { viewSvg } from '../rulesets/bommerz/view-svg.js';

const run = promisify(execFile);

const bomber = stateOf(setUp('1943-10-14-schweinfurt'));
const american = bomberViewSvg(bomberView(bomber, { kind: 'seat', seat: 'american' }));
const german = bomberViewSvg(bomberView(bomber, { kind: 'seat', seat: 'german' }));
const bommerz = viewSvg(bommerzView(position({ options: { players: 2 }, bommerz: [{ id: 'b1', space: '2B', tail: '2A', damage: 1 }] }), { kind: 'seat', seat: 'ork1' }));

const dir = mkdtempSync(join(tmpdir(), 'sortie-pictures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each document in a file of its own. */
function files(...svgs: string[]): string[] {
  return svgs.map((svg, i) => {
    const file = join(dir, `${i}-${svgs.length}.svg`);
    writeFileSync(file, svg);
    return file;
  });
}

/** The last document's PNG, rendered in a new process after the ones before it (test/support/render-png.ts). */
async function inFreshProcess(svgFiles: string[]): Promise<Buffer> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'test/support/render-png.ts', ...svgFiles], { maxBuffer: 1 << 26 });
  return Buffer.from(stdout, 'base64');
}

/** A PNG's rows (8-bit RGB, each led by its filter byte), inflated. */
function rows(png: Buffer): Buffer {
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + png.readUInt32BE(at)));
  return inflateSync(Buffer.concat(idat));
}

describe('position pictures as PNG', () => {
  it('are the same bytes of the same view in every process, whatever each rendered before', async () => {
    const [alone, afterOthers] = await Promise.all([inFreshProcess(files(american)), inFreshProcess(files(bommerz, german, american))]);
    const pictures = new PositionPictures();
    await pictures.png(german);
    await pictures.png(bommerz);
    const here = await pictures.png(american);
    expect(alone.length).toBeGreaterThan(10_000);
    expect(alone.equals(afterOthers), 'a fresh process, and one after other pictures').toBe(true);
    expect(here.equals(alone), 'this process, after other pictures').toBe(true);
    expect(here.equals(await pictures.png(german)), 'another view').toBe(false);
  }, 120_000);

  it("have resvg's pixels of the SVG, on white", async () => {
    const png = await new PositionPictures().png(bommerz);
    const direct = await renderAsync(bommerz, { fitTo: { mode: 'width', value: PNG_WIDTH }, font: await fontsForDocument(bommerz), background: '#ffffff' });
    const [pixels, width] = [direct.pixels, direct.width];
    expect(png.readUInt32BE(16)).toBe(PNG_WIDTH);
    const drawn = rows(png);
    expect(drawn.length).toBe((width * 3 + 1) * direct.height);
    let differ = 0;
    for (let p = 0; p < width * direct.height; p++) {
      const at = Math.floor(p / width) * (width * 3 + 1) + 1 + (p % width) * 3;
      if (drawn[at] !== pixels[p * 4] || drawn[at + 1] !== pixels[p * 4 + 1] || drawn[at + 2] !== pixels[p * 4 + 2]) differ++;
    }
    expect(differ).toBe(0);
  });

  it('are rendered once for the same document, asked for twice', () => {
    const pictures = new PositionPictures();
    const first = pictures.png(bommerz);
    expect(pictures.png(`${bommerz}`)).toBe(first);
    expect(pictures.png(bommerz.replace('</svg>', '<g/></svg>'))).not.toBe(first);
  });
});
