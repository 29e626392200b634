/**
 * The PNG encoder's bands: a layer laid over a kept underlay makes one valid
 * zlib stream (Node's inflate checks its Adler-32) whose rows are the
 * underlay's where the layer paints nothing and the two laid together where
 * it paints, in the first band, a middle one and a last, short one; an
 * underlay is opaque, laid over its background colour, and so is every
 * picture (8-bit RGB). Tiles are laid in order, each where it is placed; a
 * band of named tiles is kept, and the next picture with those tiles there
 * is the same file.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, underlay, type Pixels } from './png-encoding.js';

/** A picture of 40×20 pixels (bands of 8, 8 and 4 rows), every pixel `fill` but those given (premultiplied RGBA words, alpha on top). */
function picture(fill: number, pixels: Record<string, number> = {}): Pixels {
  const data = Buffer.alloc(40 * 20 * 4);
  for (let p = 0; p < 40 * 20; p++) data.writeUInt32LE(fill, p * 4);
  for (const [at, word] of Object.entries(pixels)) {
    const [x, y] = at.split(',').map(Number);
    data.writeUInt32LE(word, (y! * 40 + x!) * 4);
  }
  return { width: 40, height: 20, data };
}

/** A PNG's rows, inflated (which fails on a broken stream or a wrong Adler-32). */
function rows(png: Buffer): Buffer {
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return inflateSync(Buffer.concat(idat));
}

/** A pixel's RGB in PNG rows of a 40-pixel-wide picture. */
const pixel = (r: Buffer, x: number, y: number) => [...r.subarray(y * 121 + 1 + x * 3, y * 121 + 4 + x * 3)];

/** A PNG's colour type (IHDR byte 9). */
const colourType = (png: Buffer) => png[8 + 8 + 9];

describe('the PNG encoding', () => {
  // The underlay: white but for a pixel of half-transparent red (premultiplied 0x80000080: red 128, alpha 128), over a white background:
  // red 128 + 255 × 127/255 = 255, green and blue 127.
  const under = underlay(picture(0xffffffff, { '5,10': 0x80000080 }), 0xffffff);
  // The layer: opaque blue at (1, 0), black at half alpha (0x80000000) at (3, 10) and over the red at (5, 10), and opaque green in the last row.
  const top = picture(0, { '1,0': 0xffff0000, '3,10': 0x80000000, '5,10': 0x80000000, '39,19': 0xff00ff00 });

  it('lays its underlay over the background colour: opaque', () => {
    expect(pixel(under.rows, 5, 10)).toEqual([255, 127, 127]);
    expect(pixel(under.rows, 0, 0)).toEqual([255, 255, 255]);
    const dark = underlay(picture(0, { '2,3': 0x80000080 }), 0x102030);
    expect(pixel(dark.rows, 0, 0)).toEqual([0x10, 0x20, 0x30]);
    // Half red over the dark blue: red 128 + 16 × 127/255 = 136, green 32 × 127/255 = 16, blue 48 × 127/255 = 24.
    expect(pixel(dark.rows, 2, 3)).toEqual([136, 16, 24]);
  });

  it('lays a layer over an underlay in the bands it paints, and keeps the underlay elsewhere', () => {
    const png = encodePng([{ x: 0, y: 0, ...top }], under);
    expect(colourType(png)).toBe(2);
    const drawn = rows(png);
    expect(drawn.length).toBe(under.rows.length);
    expect(pixel(drawn, 1, 0)).toEqual([0, 0, 255]);
    // Half black over white: 255 × 127/255 in each colour.
    expect(pixel(drawn, 3, 10)).toEqual([127, 127, 127]);
    // Half black over the pink the half red made: red 255 × 127/255 = 127, green and blue 127 × 127/255 = 63.
    expect(pixel(drawn, 5, 10)).toEqual([127, 63, 63]);
    expect(pixel(drawn, 39, 19)).toEqual([0, 255, 0]);
    // Everything else as the underlay has it.
    for (const [x, y] of [[0, 0], [2, 0], [4, 10], [39, 18], [20, 5], [20, 15]] as const) expect(pixel(drawn, x, y)).toEqual(pixel(under.rows, x, y));
    expect(pixel(drawn, 0, 0)).toEqual([255, 255, 255]);
  });

  it('encodes a picture no layer paints as its underlay', () => {
    expect(rows(encodePng([{ x: 0, y: 0, ...picture(0) }], under)).equals(under.rows)).toBe(true);
  });

  it('lays tiles in order, each at its place, across bands', () => {
    // A 4×4 tile of opaque blue from (10, 6), over rows 6 to 9 (two bands); a 2×2 tile of half black from (11, 7) over it.
    const blue = { x: 10, y: 6, width: 4, height: 4, data: Buffer.alloc(64) };
    for (let p = 0; p < 16; p++) blue.data.writeUInt32LE(0xffff0000, p * 4);
    const shade = { x: 11, y: 7, width: 2, height: 2, data: Buffer.alloc(16) };
    for (let p = 0; p < 4; p++) shade.data.writeUInt32LE(0x80000000, p * 4);
    const drawn = rows(encodePng([blue, shade], under));
    expect(pixel(drawn, 10, 6)).toEqual([0, 0, 255]);
    expect(pixel(drawn, 13, 9)).toEqual([0, 0, 255]);
    // Half black over the blue: blue 255 × 127/255.
    expect(pixel(drawn, 11, 7)).toEqual([0, 0, 127]);
    expect(pixel(drawn, 12, 8)).toEqual([0, 0, 127]);
    expect(pixel(drawn, 9, 6)).toEqual([255, 255, 255]);
    expect(pixel(drawn, 14, 9)).toEqual([255, 255, 255]);
    // In the other order, the blue covers the shade.
    expect(pixel(rows(encodePng([shade, blue], under)), 11, 7)).toEqual([0, 0, 255]);
  });

  it('keeps a band of named tiles: the same tiles there again make the same file', () => {
    const dot = (id: number, x: number, word: number) => {
      const data = Buffer.alloc(4);
      data.writeUInt32LE(word, 0);
      return { x, y: 3, width: 1, height: 1, data, id };
    };
    const first = encodePng([dot(1, 2, 0xff0000ff)], under);
    expect(pixel(rows(first), 2, 3)).toEqual([255, 0, 0]);
    expect(encodePng([dot(1, 2, 0xff0000ff)], under).equals(first)).toBe(true);
    // Other tiles in that band: laid anew.
    const second = rows(encodePng([dot(1, 2, 0xff0000ff), dot(2, 7, 0xff00ff00)], under));
    expect(pixel(second, 2, 3)).toEqual([255, 0, 0]);
    expect(pixel(second, 7, 3)).toEqual([0, 255, 0]);
  });

  it('refuses a tile that is not within the picture', () => {
    expect(() => encodePng([{ x: 35, y: 0, width: 10, height: 10, data: Buffer.alloc(400) }], under)).toThrow(RangeError);
    expect(() => encodePng([{ x: 0, y: -1, width: 10, height: 10, data: Buffer.alloc(400) }], under)).toThrow(RangeError);
  });
});
