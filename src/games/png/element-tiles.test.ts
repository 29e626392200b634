/**
 * A picture's elements apart: a document comes apart at the groups that
 * only move or label their children, a group with a class is one element,
 * and a document whose elements might look otherwise alone is not split; an
 * element's tile is, pixel for pixel, what resvg renders of it in the whole
 * picture; a later document renders only its new elements, and one with too
 * many new ones is left to be rendered whole (with some of its tiles made
 * for the pictures after it).
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { ElementTiles } from './element-tiles.js';
import type { Tile } from './png-encoding.js';

const ROOT = '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="70" viewBox="0 0 130 70">';
const STYLE = '<style>.a { fill: #c0392b; } .b { stroke: #222; stroke-width: 3; fill: none; }</style>';
const WIDTH = 100; // 130 units drawn 100 pixels wide: a scale that is not whole.

const doc = (body: string, head = STYLE) => `${ROOT}<title>t</title>${head}${body}</svg>`;
const noFonts = () => ({ loadSystemFonts: false });

/** The pixels resvg renders of a whole document, WIDTH wide. */
function whole(svg: string): { width: number; height: number; data: Buffer } {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH }, font: { loadSystemFonts: false } }).render();
  return { width: image.width, height: image.height, data: image.pixels };
}

describe("a picture's elements", () => {
  const tiles = new ElementTiles();

  it('come apart at groups that only move or label them; a group with a class is one element', () => {
    const split = tiles.split(doc('<g transform="translate(0 10)" data-layer="x"><rect class="a" x="1" y="1" width="5" height="5"/><g class="counter"><circle class="b" cx="20" cy="20" r="4"/><path class="a" d="M1 1 L2 2"/></g></g><line class="b" x1="0" y1="0" x2="9" y2="9"/>'));
    expect(split).not.toBeNull();
    expect(split!.shared).toBe(STYLE);
    expect(split!.elements.map((e) => [e.opening, e.element.slice(0, 12), e.closing])).toEqual([
      ['<g transform="translate(0 10)" data-layer="x">', '<rect class=', '</g>'],
      ['<g transform="translate(0 10)" data-layer="x">', '<g class="co', '</g>'],
      ['', '<line class=', ''],
    ]);
  });

  it('are not split where an element might look otherwise alone, or the root is not plainly sized', () => {
    const body = '<rect class="a" x="1" y="1" width="5" height="5"/>';
    expect(tiles.split(doc(body, '<style>rect:first-child { fill: red; }</style>')), 'a pseudo-class').toBeNull();
    expect(tiles.split(doc(body, '<style>rect + rect { fill: red; }</style>')), 'a sibling').toBeNull();
    expect(tiles.split(doc('<rect id="r" x="1" y="1" width="5" height="5"/><use href="#r" x="9"/>')), 'an id').toBeNull();
    expect(tiles.split(doc('<rect class="a" width="100%" height="5"/>')), 'a size in percent').toBeNull();
    expect(tiles.split(doc('<g opacity="0.5">' + body + body + '</g>')), 'a group with a look of its own is one element').not.toBeNull();
    expect(tiles.split(`<svg xmlns="http://www.w3.org/2000/svg" width="130" height="70" viewBox="0 0 65 35">${body}</svg>`), 'a viewBox of another size').toBeNull();
    expect(tiles.split(`<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="70">${body}</svg>`), 'a size in percent').toBeNull();
  });

  it("draw each element's tile as resvg draws it in the whole picture, pixel for pixel", () => {
    // Edges at fractions of a pixel (the scale is 10/13), a stroke, a curve and a group's transform.
    const body = '<g transform="translate(3.3 7.1)"><path class="a" d="M10.2 10.7 C 40 0, 60 50, 90.9 30.3 Z"/></g><circle class="b" cx="101.7" cy="41.3" r="13.1"/>';
    const svg = doc(body);
    const split = tiles.split(svg)!;
    const { width, height } = whole(svg);
    const made = new ElementTiles().tilesOf(split, width, height, 10, noFonts)!;
    expect(made).toHaveLength(2);
    split.elements.forEach((e, i) => {
      const alone = whole(doc(`${e.opening}${e.element}${e.closing}`));
      const tile = made[i]!;
      expect(tile.width * tile.height).toBeGreaterThan(0);
      // Inside the tile, the same bytes; outside it, nothing painted.
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const inside = x >= tile.x && x < tile.x + tile.width && y >= tile.y && y < tile.y + tile.height;
          const expected = alone.data.readUInt32LE((y * width + x) * 4);
          if (inside) expect(tile.data.readUInt32LE(((y - tile.y) * tile.width + x - tile.x) * 4), `${x},${y}`).toBe(expected);
          else expect(expected, `${x},${y} outside the tile`).toBe(0);
        }
    });
  });

  it('are rendered once: a later document renders only its new elements, and some of them where too many are new', () => {
    const kept = new ElementTiles();
    const shapes = (dx: number) => `<rect class="a" x="5" y="5" width="10" height="10"/><circle class="b" cx="${40 + dx}" cy="30" r="6"/><rect class="a" x="90" y="50" width="8" height="8"/>`;
    const first = doc(shapes(0));
    const { width, height } = whole(first);
    let rendered = 0;
    const counting = () => {
      rendered++;
      return { loadSystemFonts: false };
    };
    const a = kept.tilesOf(kept.split(first)!, width, height, 10, counting)!;
    expect(rendered).toBe(3);
    const b = kept.tilesOf(kept.split(doc(shapes(7)))!, width, height, 10, counting)!;
    expect(rendered, 'the moved circle alone').toBe(4);
    const ids = (t: Tile[]) => t.map((x) => x.id);
    expect(ids(b)[0]).toBe(ids(a)[0]);
    expect(ids(b)[2]).toBe(ids(a)[2]);
    expect(ids(b)[1]).not.toBe(ids(a)[1]);
    // Two new where one may be: the first is made for later, and the picture is left to be rendered whole.
    const twoNew = doc(`${shapes(20)}<circle class="b" cx="10" cy="60" r="3"/>`);
    expect(kept.tilesOf(kept.split(twoNew)!, width, height, 1, counting), 'two new, one allowed').toBeNull();
    expect(rendered).toBe(5);
    expect(kept.tilesOf(kept.split(twoNew)!, width, height, 1, counting), 'the other one new').toHaveLength(4);
    expect(rendered).toBe(6);
  });
});
