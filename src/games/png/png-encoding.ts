/**
 * Pixels to PNG: a layer laid over another (both premultiplied RGBA, as
 * resvg renders them), and the PNG file of an image, deflated by Node's
 * zlib at a low level in libuv's thread pool (quicker than resvg's own
 * encoder, and a smaller file for a picture of flat colours).
 */
import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

const deflated = promisify(deflate);

/** An image's pixels: premultiplied RGBA, row by row. */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

/** A buffer's pixels as words (a pixel's alpha its top byte: Node's platforms are little-endian); a copy where the buffer is not aligned for them. */
function words(data: Buffer): Uint32Array {
  return data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, data.length / 4) : new Uint32Array(Uint8Array.from(data).buffer);
}

/** `top` laid over a copy of `under` (source over, premultiplied); both the same size. */
export function over(top: Pixels, under: Pixels): Pixels {
  if (top.width !== under.width || top.height !== under.height) throw new RangeError(`layers of ${top.width}×${top.height} and ${under.width}×${under.height} pixels`);
  // A buffer of its own (Buffer.alloc never shares a pool): aligned, so its words are its own bytes.
  const data = Buffer.alloc(under.data.length);
  under.data.copy(data);
  const [src, dst] = [words(top.data), words(data)];
  for (let p = 0; p < src.length; p++) {
    const alpha = src[p]! >>> 24;
    if (alpha === 0) continue;
    if (alpha === 255) {
      dst[p] = src[p]!;
      continue;
    }
    const rest = 255 - alpha;
    for (let i = p * 4; i < p * 4 + 4; i++) data[i] = top.data[i]! + Math.round((data[i]! * rest) / 255);
  }
  return { width: top.width, height: top.height, data };
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, body, crc]);
}

/** The PNG file of an image (8-bit RGBA, straight alpha as PNG has it; rows unfiltered). */
export async function encodePng({ width, height, data }: Pixels): Promise<Buffer> {
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1) + 1;
    data.copy(rows, at, y * stride, (y + 1) * stride);
  }
  // Premultiplied to straight alpha, where a pixel is partly transparent.
  const pixels = words(data);
  for (let p = 0; p < pixels.length; p++) {
    const alpha = pixels[p]! >>> 24;
    if (alpha === 0 || alpha === 255) continue;
    const at = Math.floor(p / width) * (stride + 1) + 1 + (p % width) * 4;
    for (let c = at; c < at + 3; c++) rows[c] = Math.min(255, Math.round((rows[c]! * 255) / alpha));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', await deflated(rows, { level: 2 })), chunk('IEND', Buffer.alloc(0))]);
}
