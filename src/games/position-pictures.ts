/**
 * Position pictures: a viewer's view of a game drawn by its ruleset as SVG,
 * and rendered to PNG (for mail clients, which show no SVG) with resvg. A
 * picture is drawn from the view alone, so it shows what that viewer's JSON
 * view holds and nothing more.
 */
import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { Position } from '../kernel/engine.js';
import type { AnyRuleset, Viewer } from '../kernel/ruleset.js';
import { ElementTiles } from './png/element-tiles.js';
import { FixedLayers } from './png/fixed-layer.js';
import { PICTURE_FONTS, fontsForText } from './png/fonts.js';
import { encodePng, underlay, type Tile, type Underlay } from './png/png-encoding.js';
import { TextOutlines } from './png/text-outlines.js';

/** How wide a PNG is drawn: readable in a mail and on a phone, where it is scaled down to the screen. */
export const PNG_WIDTH = 1000;

/** What a PNG is drawn on: white, opaque (a mail client in dark mode shows a transparent picture's background dark, under its black text). */
export const PNG_BACKGROUND = 0xffffff;

/** PNGs kept, newest used last: a position is drawn once for the mail and the pages that follow it. */
const PNG_CACHE_SIZE = 64;

/** A picture's cache key part for a viewer. */
function viewerKey(viewer: Viewer): string {
  return viewer.kind === 'seat' ? `seat:${viewer.seat}` : viewer.kind;
}

/**
 * Draws and renders position pictures, keeping the latest PNGs: each is some
 * milliseconds of CPU to render (a long render's rasterising off the event
 * loop: PngRenderer), and asks for one position while it renders share it.
 */
export class PositionPictures {
  private readonly renderer = new PngRenderer();
  private readonly pngs = new Map<string, Promise<Buffer>>();

  /** Whether games of this ruleset have pictures. */
  has(ruleset: AnyRuleset): boolean {
    return ruleset.drawView !== undefined;
  }

  /** The SVG document of a viewer's view of a position; null for a ruleset that draws none. */
  svg(ruleset: AnyRuleset, position: Position, viewer: Viewer): string | null {
    if (!ruleset.drawView) return null;
    return ruleset.drawView(ruleset.view(position.state, viewer));
  }

  /** The same picture as a PNG; null for a ruleset that draws none. */
  png(ruleset: AnyRuleset, gameId: string, position: Position, viewer: Viewer): Promise<Buffer> | null {
    const key = `${gameId}:${position.version}:${viewerKey(viewer)}`;
    const cached = this.pngs.get(key);
    if (cached) {
      // Used again: to the back of the queue.
      this.pngs.delete(key);
      this.pngs.set(key, cached);
      return cached;
    }
    const svg = this.svg(ruleset, position, viewer);
    if (svg === null) return null;
    const png = this.renderer.render(svg);
    this.pngs.set(key, png);
    // A render that fails is not kept: the next ask tries again.
    png.catch(() => this.pngs.get(key) === png && this.pngs.delete(key));
    if (this.pngs.size > PNG_CACHE_SIZE) this.pngs.delete(this.pngs.keys().next().value!);
    return png;
  }
}

/** resvg's font options where there is no text to draw. */
const NO_FONTS = { loadSystemFonts: false };

/**
 * How many of a picture's elements may be new for it to be made of its
 * elements' tiles: each new one costs two parses of its own (for its box,
 * then its render), some tenths of a millisecond for a shape and one to
 * three for a line of text, so a picture of many new ones (the first of a
 * board, of a Bomber map's Turn) is rendered whole, and that many of its
 * elements' tiles are made for the pictures after it.
 */
const MOST_NEW_ELEMENTS = 12;

/**
 * How long the render of what a position draws over its fixed layer may hold
 * the event loop. A hand-off to libuv's thread pool and back costs about as
 * much as a small render (a Bommerz position's, 4 ms: 5.4 ms p50 and 14 ms
 * p99 through the pool at a load of 2 on two cores, against 3.7 and 8 ms on
 * the loop), and more on a busy machine; a longer one (a Bomber map's, some
 * 20 ms) is worth it, as the loop serves other requests meanwhile.
 */
const ON_LOOP_MS = 8;

/**
 * Renders SVG documents to opaque PNGs, PNG_WIDTH wide, on PNG_BACKGROUND,
 * with DejaVu Sans: a fixed layer the document marks is rendered once and
 * the rest laid over its pixels, element by element from tiles kept from
 * earlier documents (a new element rendered alone, on the event loop) or,
 * where many elements are new, rendered whole — on the event loop where
 * that board's renders are known to be short (ON_LOOP_MS), in libuv's
 * thread pool otherwise, its text drawn from outlines kept from earlier
 * documents —; only the bands of the PNG the rest paints in are deflated,
 * those of tiles laid before kept (src/games/png/).
 */
export class PngRenderer {
  private readonly layers = new FixedLayers(PNG_BACKGROUND);
  private readonly outlines = new TextOutlines();
  private readonly tiles = new ElementTiles();
  /** The bare background, by picture size: what a document without a fixed layer is laid over. */
  private readonly grounds = new Map<string, Underlay>();
  /** The quickest render yet of a position over each fixed layer, in ms: what the board's positions cost at the least. */
  private readonly quickest = new WeakMap<Underlay, number>();

  async render(svg: string): Promise<Buffer> {
    const options: ResvgRenderOptions = { fitTo: { mode: 'width', value: PNG_WIDTH }, font: PICTURE_FONTS };
    const { svg: rest, under } = await this.layers.separate(svg, options);
    const tiles = under === null ? null : this.elementTiles(rest, under);
    if (under !== null && tiles !== null) return encodePng(tiles, under);
    const drawn = this.outlines.outline(rest);
    // Text left as text needs the fonts; outlines do not.
    const own: ResvgRenderOptions = { ...options, font: drawn.includes('<text') ? PICTURE_FONTS : NO_FONTS };
    const started = performance.now();
    const rendered = under !== null && (this.quickest.get(under) ?? Infinity) < ON_LOOP_MS ? new Resvg(drawn, own).render() : await renderAsync(drawn, own);
    if (under !== null) this.quickest.set(under, Math.min(this.quickest.get(under) ?? Infinity, performance.now() - started));
    const { width, height } = rendered;
    return encodePng([{ x: 0, y: 0, width, height, data: rendered.pixels }], under ?? this.ground(width, height));
  }

  /** The tiles of a document's elements over a fixed layer, where it comes apart into elements and few of them are new; null otherwise. */
  private elementTiles(rest: string, under: Underlay): Tile[] | null {
    const elements = this.tiles.split(rest);
    return elements && this.tiles.tilesOf(elements, under.width, under.height, MOST_NEW_ELEMENTS, (text) => (text === '' ? NO_FONTS : fontsForText(text)));
  }

  private ground(width: number, height: number): Underlay {
    const key = `${width}×${height}`;
    let ground = this.grounds.get(key);
    if (ground === undefined) this.grounds.set(key, (ground = underlay({ width, height, data: Buffer.alloc(width * height * 4) }, PNG_BACKGROUND)));
    return ground;
  }
}
