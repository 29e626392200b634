/**
 * The PNG renderer's shortcuts draw the picture resvg draws: a Bommerz and a
 * Bomber position rendered through the kept fixed layer, text outlines
 * (outlined with the fonts' subset, as in a running server) and elements'
 * tiles match, pixel for pixel within antialiasing noise, resvg rendering
 * the same SVG straight from its text with the whole fonts on a white
 * background, both the first time (all outlines and tiles new) and later
 * (all kept; for Bomber's many elements, once their tiles are all made).
 */
import { renderAsync } from '@resvg/resvg-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { PNG_BACKGROUND, PNG_WIDTH, PngRenderer } from '../position-pictures.js';
import { FixedLayers } from './fixed-layer.js';
import { PICTURE_FONTS, subsetFonts } from './fonts.js';
import { TextOutlines } from './text-outlines.js';
import { view as bommerzView } from '../../rulesets/bommerz/view.js';
import { viewSvg } from '../../rulesets/bommerz/view-svg.js';
import { position } from '../../rulesets/bommerz/testing.js';
import { setUp, stateOf } from '../../rulesets/bomber/testing.js';
import { view as bomberView } from '../../rulesets/bomber/view.js';
import { bomberViewSvg } from '../../rulesets/bomber/view-svg.js';

/** The pixels of a PNG, decoded by resvg from an SVG that shows it alone, pixel for pixel. */
async function pixels(png: Buffer, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return (await renderAsync(svg, { imageRendering: 1 })).pixels;
}

/** How far two renders are apart: the share of their bytes that differ by more than a shade of antialiasing, and the largest difference. */
function difference(a: Buffer, b: Buffer): { share: number; largest: number } {
  let [off, largest] = [0, 0];
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    if (d > 8) off++;
    largest = Math.max(largest, d);
  }
  return { share: off / a.length, largest };
}

/** The PNG renderer's picture of a document, rendered `passes` times by one renderer (the first: every outline and tile new; a later one: kept), is resvg's each time. */
async function expectSamePicture(svg: string, passes = 2) {
  const direct = await renderAsync(svg, { fitTo: { mode: 'width', value: PNG_WIDTH }, font: PICTURE_FONTS, background: 'white' });
  const renderer = new PngRenderer();
  for (let n = 0; n < passes; n++) {
    const pass = `pass ${n + 1}`;
    const png = await renderer.render(svg);
    const drawn = await pixels(png, direct.width, direct.height);
    expect(drawn.length, pass).toBe(direct.pixels.length);
    // Antialiased edges may differ by a shade where an outline lands a hair apart; nothing is missing or moved.
    const d = difference(drawn, direct.pixels);
    expect(d.share, pass).toBeLessThan(1e-4);
    expect(d.largest, pass).toBeLessThan(64);
  }
}

describe('the PNG renderer', () => {
  beforeAll(async () => {
    await subsetFonts();
  });

  it('draws a Bommerz position as resvg draws it from the SVG', async () => {
    const state = position({ options: { players: 2 }, bommerz: [{ id: 'b1', space: '2B', tail: '2A', damage: 1 }], counters: [{ id: 'c1', kind: 'flak-2', space: '2E', faceUp: true }, { id: 'c2', kind: 'laser', space: '3E' }] });
    await expectSamePicture(viewSvg(bommerzView(state, { kind: 'seat', seat: 'ork1' })));
  });

  it('draws a Bomber position as resvg draws it from the SVG', async () => {
    // Its 67 elements are too many to be new at once: the first pictures are rendered whole, and make a dozen tiles each for those after them.
    await expectSamePicture(bomberViewSvg(bomberView(stateOf(setUp('1943-10-14-schweinfurt')), { kind: 'seat', seat: 'american' })), 7);
  });

  it("renders a Bommerz picture's board apart, once, and the position without it", async () => {
    const svg = viewSvg(bommerzView(position({ options: { players: 1 } }), { kind: 'seat', seat: 'ork1' }));
    const layers = new FixedLayers(PNG_BACKGROUND);
    const options = { fitTo: { mode: 'width' as const, value: PNG_WIDTH }, font: PICTURE_FONTS };
    const first = await layers.separate(svg, options);
    expect(first.svg).not.toContain('class="space');
    expect(first.svg).toContain('as seen by Ork player ork1');
    expect(first.under?.width).toBe(PNG_WIDTH);
    expect((await layers.separate(svg, options)).under, 'kept').toBe(first.under);
  });

  it('outlines plain texts and leaves a text with inner elements as text', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><style>text { font-size: 10px; }</style><g class="a"><text x="5" y="20">plain</text></g><text x="5" y="30">with <tspan>inside</tspan></text></svg>';
    const out = new TextOutlines().outline(svg);
    expect(out).toMatch(/<g class="a"><g transform="translate\(5 20\)">[^<]*<g>[\s\S]*?<path [^>]*d="M /);
    expect(out).not.toContain('>plain</text>');
    expect(out).toContain('<text x="5" y="30">with <tspan>inside</tspan></text>');
  });
});
