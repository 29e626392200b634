/**
 * The fonts PNGs are rendered with: the two faces the pictures use (DejaVu
 * Sans, regular and bold) where they are installed, which resvg loads in a
 * fraction of the time it takes to load every system font; the system's
 * fonts otherwise (so an instance without DejaVu Sans draws other glyphs:
 * the Dockerfile installs it).
 *
 * resvg reads a font's whole file again for each glyph it outlines (its font
 * database holds fonts by path), so drawing text costs the font's size per
 * glyph: about 0.05 ms a glyph for DejaVu Sans's 760 KB, some tens of
 * milliseconds for a Bomber map's labels. A document whose text is made only
 * of the characters of SUBSET_CHARACTERS is drawn with the two faces cut
 * down to those characters by HarfBuzz's subsetter (their glyphs, metrics
 * and layout tables as they are, some 60 KB a face), made before the first
 * render and kept in the temporary directory: the same glyphs at a fraction
 * of the cost. Which fonts draw a document depends on its text alone, never
 * on what was rendered before, so a document's PNG is the same bytes in
 * every process.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import subsetFont from 'subset-font';

type Fonts = NonNullable<ResvgRenderOptions['font']>;

const DEJAVU_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/TTF', '/usr/share/fonts/dejavu'];
const FACES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];
const DEJAVU_DIR = DEJAVU_DIRS.find((d) => FACES.every((f) => existsSync(`${d}/${f}`)));

/** resvg's font options for the pictures (looked up once). */
export const PICTURE_FONTS: Fonts =
  DEJAVU_DIR === undefined
    ? { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }
    : { loadSystemFonts: false, fontFiles: FACES.map((f) => `${DEJAVU_DIR}/${f}`), defaultFontFamily: 'DejaVu Sans' };

const range = (from: number, to: number) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** The subset's characters: printable ASCII, Latin-1 and Latin Extended-A, dashes, quotes and the like (‐ to ⁄), the euro sign, arrows, the minus sign, and the geometric shapes (■ to ◿: Bomber's counters and legends). */
const SUBSET_CHARACTERS = `${range(0x20, 0x7e)}${range(0xa0, 0x17f)}${range(0x2010, 0x2044)}€←↑→↓−${range(0x25a0, 0x25ff)}`;
/** What text may hold to be outlined with the subset: its characters, and white space (which resvg draws as a space). */
const SUBSET_TEXT = new Set(`${SUBSET_CHARACTERS}\t\n\r`);

/** Writes a file whole under its name (written aside, then renamed), so another process never reads half of it. */
function writeWhole(file: string, data: Uint8Array): void {
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, data);
  renameSync(aside, file);
}

/** The subsetter's version: another may cut the faces otherwise, so it names the files too. */
const SUBSETTER = (createRequire(import.meta.url)('subset-font/package.json') as { version: string }).version;

/** The two faces cut down to SUBSET_CHARACTERS, each file named by a digest of the face, the characters and the subsetter (so a later start finds it); null without DejaVu Sans. */
async function makeSubset(): Promise<Fonts | null> {
  if (DEJAVU_DIR === undefined) return null;
  const dir = join(tmpdir(), 'sortie-picture-fonts');
  mkdirSync(dir, { recursive: true });
  const files = await Promise.all(
    FACES.map(async (face) => {
      const font = readFileSync(join(DEJAVU_DIR, face));
      const file = join(dir, `${createHash('sha1').update(font).update(SUBSET_CHARACTERS).update(SUBSETTER).digest('hex').slice(0, 16)}-${face}`);
      if (!existsSync(file)) writeWhole(file, await subsetFont(font, SUBSET_CHARACTERS, { targetFormat: 'truetype' }));
      return file;
    }),
  );
  return { loadSystemFonts: false, fontFiles: files, defaultFontFamily: 'DejaVu Sans' };
}

/** The subset, once asked for (made, or null: none to be had). */
let subset: Promise<Fonts | null> | undefined;

/** The subset's font options, made at the first ask; null where it cannot be made (no DejaVu Sans, no temporary directory to write to). */
export function subsetFonts(): Promise<Fonts | null> {
  subset ??= makeSubset().catch(() => null);
  return subset;
}

/** Whether text (an SVG document's, its markup left out) can be drawn with the subset: all its characters are the subset's (a character reference may stand for any: none). */
export function subsetCovers(text: string): boolean {
  return !text.includes('&#') && [...text].every((c) => SUBSET_TEXT.has(c));
}

/** The fonts to render an SVG document with: the subset where it has every character of the document's text, the picture fonts otherwise. */
export async function fontsForDocument(svg: string): Promise<Fonts> {
  const fonts = await subsetFonts();
  return fonts !== null && subsetCovers(svg.replace(/<[^>]*>/g, '')) ? fonts : PICTURE_FONTS;
}
