/**
 * Position pictures: a viewer's view of a game drawn by its ruleset as SVG,
 * and rendered to PNG (for mail clients, which show no SVG) with resvg. A
 * picture is drawn from the view alone, so it shows what that viewer's JSON
 * view holds and nothing more.
 *
 * A PNG is a function of its SVG alone: each is rendered whole, by resvg,
 * with fonts chosen from the document's own text (fonts.ts), and encoded
 * the same way every time (png-encoding.ts), so every instance and every
 * process makes the same bytes of the same view whatever it rendered before,
 * and an ETag (a digest of the SVG) names one picture everywhere. Renders
 * are kept by that digest, so a view asked for again, by the mail and the
 * pages after it or by two games in the same position, is rendered once.
 */
import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import type { Position } from '../kernel/engine.js';
import type { AnyRuleset, Viewer } from '../kernel/ruleset.js';
import { fontsForDocument } from './png/fonts.js';
import { encodeOpaquePng } from './png/png-encoding.js';

/** How wide a PNG is drawn: readable in a mail and on a phone, where it is scaled down to the screen. */
export const PNG_WIDTH = 1000;

/** What a PNG is drawn on: white, opaque (a mail client in dark mode shows a transparent picture's background dark, under its black text). */
const PNG_BACKGROUND = '#ffffff';

/** PNGs kept, newest used last: a position is drawn once for the mail and the pages that follow it. */
const PNG_CACHE_SIZE = 64;

/** A digest of an SVG document: what its PNG is kept by, and what both pictures' ETags are made of. */
export function svgDigest(svg: string): string {
  return createHash('sha256').update(svg).digest('base64url').slice(0, 32);
}

/** Renders an SVG document to an opaque PNG, PNG_WIDTH wide, on white: the same bytes for the same document, always. */
export async function renderPng(svg: string): Promise<Buffer> {
  const font = await fontsForDocument(svg);
  const rendered = await renderAsync(svg, { fitTo: { mode: 'width', value: PNG_WIDTH }, font, background: PNG_BACKGROUND });
  return encodeOpaquePng(rendered);
}

/**
 * Draws and renders position pictures, keeping the latest PNGs by their
 * SVG's digest: a render is tens of milliseconds of CPU (in libuv's thread
 * pool, so the event loop serves other requests meanwhile), and asks for one
 * document while it renders share it.
 */
export class PositionPictures {
  private readonly pngs = new Map<string, Promise<Buffer>>();

  /** The SVG document of a viewer's view of a position; null for a ruleset that draws none. */
  svg(ruleset: AnyRuleset, position: Position, viewer: Viewer): string | null {
    if (!ruleset.drawView) return null;
    return ruleset.drawView(ruleset.view(position.state, viewer));
  }

  /** An SVG document (a picture `svg` drew) as a PNG. */
  png(svg: string): Promise<Buffer> {
    const key = svgDigest(svg);
    const cached = this.pngs.get(key);
    if (cached) {
      // Used again: to the back of the queue.
      this.pngs.delete(key);
      this.pngs.set(key, cached);
      return cached;
    }
    const png = renderPng(svg);
    this.pngs.set(key, png);
    // A render that fails is not kept: the next ask tries again.
    png.catch(() => this.pngs.get(key) === png && this.pngs.delete(key));
    if (this.pngs.size > PNG_CACHE_SIZE) this.pngs.delete(this.pngs.keys().next().value!);
    return png;
  }
}
