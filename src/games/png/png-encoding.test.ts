/**
 * The PNG encoder: an opaque render becomes a valid PNG (Node's inflate
 * checks the zlib stream's Adler-32) of 8-bit RGB rows, each led by filter
 * byte 0, the render's pixels in order; the same pixels make the same bytes;
 * a pixel that is not opaque is refused rather than written as if it were.
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng, type Rendered } from './png-encoding.js';

/** A render of 3×2 opaque pixels, each given as RGB. */
function render(rgb: number[][]): Rendered {
  const pixels = Buffer.from(rgb.flatMap(([r, g, b]) => [r!, g!, b!, 255]));
  return { width: 3, height: 2, pixels };
}

/** A PNG's chunks, by type. */
function chunks(png: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    found.set(png.toString('latin1', at + 4, at + 8), png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return found;
}

const PIXELS = [
  [255, 255, 255],
  [0, 0, 0],
  [10, 20, 30],
  [200, 100, 50],
  [1, 2, 3],
  [255, 0, 128],
];

describe('the PNG encoder', () => {
  it('writes an opaque render as 8-bit RGB rows, the pixels in order', async () => {
    const png = await encodeOpaquePng(render(PIXELS));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const parts = chunks(png);
    expect([...parts.keys()]).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = parts.get('IHDR')!;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([3, 2, 8, 2, 0, 0, 0]);
    expect([...inflateSync(parts.get('IDAT')!)]).toEqual([0, ...PIXELS.slice(0, 3).flat(), 0, ...PIXELS.slice(3).flat()]);
  });

  it('makes the same bytes of the same pixels', async () => {
    expect((await encodeOpaquePng(render(PIXELS))).equals(await encodeOpaquePng(render(PIXELS)))).toBe(true);
  });

  it('refuses a pixel that is not opaque, and pixels of another size', async () => {
    const seeThrough = render(PIXELS);
    seeThrough.pixels[4 * 4 + 3] = 254;
    await expect(encodeOpaquePng(seeThrough)).rejects.toThrow('the pixel at (1, 1) is not opaque');
    await expect(encodeOpaquePng({ width: 4, height: 2, pixels: render(PIXELS).pixels })).rejects.toThrow(RangeError);
  });
});
