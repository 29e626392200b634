/**
 * The fonts PNGs are rendered with: the two faces the pictures use (DejaVu
 * Sans, regular and bold) where they are installed, which resvg loads in a
 * fraction of the time it takes to load every system font; the system's
 * fonts otherwise.
 */
import { existsSync } from 'node:fs';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

const DEJAVU_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/TTF', '/usr/share/fonts/dejavu'];
const FACES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'];

function pictureFonts(): NonNullable<ResvgRenderOptions['font']> {
  const dir = DEJAVU_DIRS.find((d) => FACES.every((f) => existsSync(`${d}/${f}`)));
  if (dir === undefined) return { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };
  return { loadSystemFonts: false, fontFiles: FACES.map((f) => `${dir}/${f}`), defaultFontFamily: 'DejaVu Sans' };
}

/** resvg's font options for the pictures (looked up once). */
export const PICTURE_FONTS = pictureFonts();
