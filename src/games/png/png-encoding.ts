/**
 * Pixels to PNG: tiles (a picture's layer whole, or the pieces it is made
 * of) laid over a kept underlay (premultiplied RGBA, as resvg renders them),
 * straight into the PNG's rows, deflated by Node's zlib at a low level
 * (quicker than resvg's own encoder, and a smaller file for a picture of
 * flat colours). An underlay is a picture's fixed layer laid over an opaque
 * background colour, or the background alone, so every picture is opaque
 * and written as 8-bit RGB: a mail client in dark mode shows a transparent
 * picture's background dark, under black text. The deflate is synchronous:
 * a picture's bands take about a millisecond, less than a hand-off to
 * libuv's thread pool and back costs once the machine is busy (measured at
 * a load of 5 on two cores: seven bands' deflates 0.7 ms p50 and 1.3 ms p99
 * on the event loop, 2.0 and 6.6 ms through the pool).
 *
 * A picture's own tiles paint a small part of it, so the underlay's rows
 * are deflated once, in bands of BAND_ROWS rows, each a deflate stream of
 * its own flushed to a byte boundary; a picture deflates only the bands its
 * tiles paint in and takes the underlay's deflated bytes for the others.
 * The bands joined make the one zlib stream PNG has: a header, the bands, an
 * empty last block, and the Adler-32 of all the rows, worked out from the
 * underlay's by the bytes the tiles changed. A band whose tiles are all
 * named (Tile.id) is kept, by those names, with its underlay: the next
 * picture with the same tiles there takes it as it is.
 */
import { constants, crc32, deflateRawSync, type ZlibOptions } from 'node:zlib';

/** Rows per band: 8 rows of a 1000-pixel picture are most of deflate's window (32 KiB), so bands deflate nearly as small as the whole. */
const BAND_ROWS = 8;

/** How bands are deflated: a low level, each band's stream flushed to a byte boundary and left open, zlib's output in one piece for all but a noisy picture. */
const BAND_DEFLATE: ZlibOptions = { level: 2, finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 1 << 16 };

/** A zlib stream's header (deflate, 32 KiB window, fastest level) and an empty last block (fixed codes, at once the end of the block). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** Adler-32's modulus. */
const ADLER = 65521;

/** An image's pixels: premultiplied RGBA, row by row. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

/** Adler-32's two sums, not yet reduced (either may be negative). */
interface Sums {
  readonly a: number;
  readonly b: number;
}

/** Pixels to lay tiles over, opaque: their size, their PNG rows (each led by its filter byte, 0; RGB), those rows deflated band by band, and their Adler-32 sums. */
export interface Underlay {
  readonly width: number;
  readonly height: number;
  readonly rows: Buffer;
  readonly bands: readonly Buffer[];
  readonly sums: Sums;
}

/**
 * Pixels placed on a picture at (x, y), and where they have one, their
 * name: two tiles of one name are the same pixels at the same place (so a
 * band of named tiles is kept by their names).
 */
export interface Tile extends Pixels {
  readonly x: number;
  readonly y: number;
  readonly id?: number;
}

/** A band of a picture deflated, and how much its tiles changed the Adler-32 sums of the underlay's rows. */
interface Band {
  readonly deflated: Buffer;
  readonly change: Sums;
}

/** Bands kept with each underlay, by their index and tiles' names (newest used last): the bands a hundred positions changed, a kilobyte or two each. */
const KEPT_BANDS = 1024;
const keptBands = new WeakMap<Underlay, Map<string, Band>>();

/** A buffer's pixels as words (a pixel's alpha its top byte: Node's platforms are little-endian); a copy where the buffer is not aligned for them. */
function words(data: Buffer): Uint32Array {
  return data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, data.length / 4) : new Uint32Array(Uint8Array.from(data).buffer);
}

/** Math.round(x / 255) for x from 0 to 255 × 255, in integers. */
function div255(x: number): number {
  const t = x + 128;
  return (t + (t >>> 8)) >>> 8;
}

/** A pixel (premultiplied, a word) laid over another (source over), rounded channel by channel. */
function blend(top: number, under: number): number {
  const rest = 255 - (top >>> 24);
  let out = 0;
  for (let c = 0; c < 32; c += 8) out |= (((top >>> c) & 0xff) + div255(((under >>> c) & 0xff) * rest)) << c;
  return out >>> 0;
}

const stride = (width: number) => width * 3 + 1;

/** Rows being laid over, reused from one picture to the next (encoding is synchronous): as many bytes as the rows of the largest picture yet. */
let scratch = Buffer.alloc(0);

/** Zero bytes to compare pixels with, as many as the longest run compared yet. */
let zeroBytes = Buffer.alloc(0);

/** Whether bytes `start` to `end` of a buffer are all zero (transparent pixels): compared at once by the runtime, quicker than a loop over pixels. */
function blank(bytes: Buffer, start: number, end: number): boolean {
  if (zeroBytes.length < end - start) zeroBytes = Buffer.alloc(end - start);
  return zeroBytes.compare(bytes, start, end, 0, end - start) === 0;
}

/**
 * Lays the rows from `from` to `to` of a picture `width` wide of each tile,
 * in order, over PNG rows held in `rows`, which start at byte `offset` of
 * the picture's `length` bytes of rows: each pixel a tile paints, over the
 * opaque pixel below it, written as RGB. Answers how much that changed the
 * picture's Adler-32 sums.
 */
function layTiles(rows: Buffer, offset: number, length: number, width: number, tiles: readonly Tile[], from: number, to: number): Sums {
  let [a, b] = [0, 0];
  for (const tile of tiles) {
    const src = words(tile.data);
    for (let y = Math.max(from, tile.y), end = Math.min(to, tile.y + tile.height); y < end; y++) {
      const row = (y - tile.y) * tile.width;
      if (blank(tile.data, row * 4, (row + tile.width) * 4)) continue;
      for (let p = row, last = row + tile.width, at = y * stride(width) + 1 + tile.x * 3 - offset; p < last; p++, at += 3) {
        const painted = src[p]!;
        if (painted === 0) continue;
        const pixel = painted >>> 24 === 255 ? painted : blend(painted, (0xff000000 | rows[at]! | (rows[at + 1]! << 8) | (rows[at + 2]! << 16)) >>> 0);
        for (let c = 0; c < 3; c++) {
          const value = (pixel >>> (8 * c)) & 0xff;
          const change = value - rows[at + c]!;
          rows[at + c] = value;
          // Adler-32 sums byte i of n once into a and n - i times into b.
          a += change;
          b += (length - offset - at - c) * change;
        }
      }
      [a, b] = [a % ADLER, b % ADLER];
    }
  }
  return { a, b };
}

/** The Adler-32 sums of some bytes. */
function adlerSums(bytes: Buffer): Sums {
  let [a, b] = [1, 0];
  for (let i = 0; i < bytes.length; i++) {
    a += bytes[i]!;
    b += a;
    // Reduced every few thousand bytes, long before the sums leave a double's exact integers.
    if ((i & 0xfff) === 0xfff) [a, b] = [a % ADLER, b % ADLER];
  }
  return { a: a % ADLER, b: b % ADLER };
}

/** Pixels laid over an opaque background colour (RGB, 0xRRGGBB), made ready to lay layers over: their rows, deflated band by band, and summed. */
export function underlay(pixels: Pixels, background: number): Underlay {
  const { width, height } = pixels;
  const ground = (0xff000000 | ((background & 0xff) << 16) | (background & 0xff00) | ((background >>> 16) & 0xff)) >>> 0;
  const src = words(pixels.data);
  const rows = Buffer.alloc(stride(width) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0, p = y * width, at = y * stride(width) + 1; x < width; x++, p++, at += 3) {
      const pixel = src[p]! >>> 24 === 255 ? src[p]! : blend(src[p]!, ground);
      [rows[at], rows[at + 1], rows[at + 2]] = [pixel & 0xff, (pixel >>> 8) & 0xff, (pixel >>> 16) & 0xff];
    }
  const bandBytes = BAND_ROWS * stride(width);
  const bands = Array.from({ length: Math.ceil(height / BAND_ROWS) }, (_, n) => deflateRawSync(rows.subarray(n * bandBytes, (n + 1) * bandBytes), BAND_DEFLATE));
  return { width, height, rows, bands, sums: adlerSums(rows) };
}

/** Each band's tiles: those that paint in it, in order. */
function tilesByBand(tiles: readonly Tile[], height: number): Tile[][] {
  const bands: Tile[][] = Array.from({ length: Math.ceil(height / BAND_ROWS) }, () => []);
  for (const tile of tiles) {
    for (let band = Math.floor(tile.y / BAND_ROWS), last = Math.ceil((tile.y + tile.height) / BAND_ROWS); band < last; band++) {
      const [start, end] = [Math.max(0, band * BAND_ROWS - tile.y) * tile.width * 4, Math.min(tile.height, (band + 1) * BAND_ROWS - tile.y) * tile.width * 4];
      if (!blank(tile.data, start, end)) bands[band]!.push(tile);
    }
  }
  return bands;
}

/** What names a band's picture: its index and its tiles' names; null where a tile has none. */
function bandName(band: number, tiles: readonly Tile[]): string | null {
  return tiles.every((t) => t.id !== undefined) ? `${band}:${tiles.map((t) => t.id).join(',')}` : null;
}

/**
 * The zlib stream of tiles laid over an underlay's rows: the bands no tile
 * paints in are the underlay's; a band of named tiles is kept, or laid and
 * deflated alone and kept; the other bands painted in are laid and
 * deflated together, run by run.
 */
function zlibStream(tiles: readonly Tile[], under: Underlay): Buffer {
  const { width, height } = under;
  const length = stride(width) * height;
  const bandBytes = BAND_ROWS * stride(width);
  const kept = keptBands.get(under) ?? keptBands.set(under, new Map()).get(under)!;
  const byBand = tilesByBand(tiles, height);
  const order = new Map(tiles.map((t, i) => [t, i]));
  const names = byBand.map((t, band) => (t.length === 0 ? null : bandName(band, t)));
  /** Bands `from` to `to` laid and deflated together. */
  const lay = (from: number, to: number): Band => {
    const [start, stop] = [from * bandBytes, Math.min(length, to * bandBytes)];
    if (scratch.length < stop - start) scratch = Buffer.alloc(length);
    const rows = scratch.subarray(0, stop - start);
    under.rows.copy(rows, 0, start, stop);
    const present = [...new Set(byBand.slice(from, to).flat())].sort((x, y) => order.get(x)! - order.get(y)!);
    const change = layTiles(rows, start, length, width, present, from * BAND_ROWS, Math.min(height, to * BAND_ROWS));
    return { deflated: deflateRawSync(rows, BAND_DEFLATE), change };
  };
  let { a, b } = under.sums;
  const pieces: Buffer[] = [ZLIB_HEADER];
  for (let band = 0; band < byBand.length; ) {
    if (byBand[band]!.length === 0) {
      pieces.push(under.bands[band]!);
      band++;
      continue;
    }
    const name = names[band] ?? null;
    let piece: Band;
    if (name !== null) {
      piece = kept.get(name) ?? lay(band, band + 1);
      kept.delete(name);
      kept.set(name, piece);
      if (kept.size > KEPT_BANDS) kept.delete(kept.keys().next().value!);
      band++;
    } else {
      let end = band;
      while (end < byBand.length && byBand[end]!.length > 0 && names[end] === null) end++;
      piece = lay(band, end);
      band = end;
    }
    pieces.push(piece.deflated);
    [a, b] = [a + piece.change.a, b + piece.change.b];
  }
  const reduced = (sum: number) => ((sum % ADLER) + ADLER) % ADLER;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(reduced(b) * 65536 + reduced(a), 0);
  return Buffer.concat([...pieces, LAST_BLOCK, adler]);
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, body, crc]);
}

/** The PNG file of tiles laid in order over an underlay (8-bit RGB; rows unfiltered): a picture's layer whole, the underlay's size, or tiles within it. */
export function encodePng(tiles: readonly Tile[], under: Underlay): Buffer {
  const outside = tiles.find((t) => t.x < 0 || t.y < 0 || t.x + t.width > under.width || t.y + t.height > under.height || t.data.length !== t.width * t.height * 4);
  if (outside) throw new RangeError(`a tile of ${outside.width}×${outside.height} pixels at (${outside.x}, ${outside.y}) is not within a picture of ${under.width}×${under.height}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(under.width, 0);
  header.writeUInt32BE(under.height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlibStream(tiles, under)), chunk('IEND', Buffer.alloc(0))]);
}
