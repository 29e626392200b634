/**
 * What a position draws over its fixed layer, element by element: a
 * position is a list of small painted elements (a craft, its label, a
 * counter, a line of status), and from one position to the next most of
 * them are drawn the same. Each element's pixels are kept as a tile, cut
 * from a render of it, by its markup; a picture is its elements' tiles laid
 * in document order (source over, as resvg paints them), so a position
 * costs the elements it draws anew (png-encoding.ts keeps the bands of
 * tiles it has laid before, too).
 *
 * An element rendered apart looks as it does in the document when nothing
 * but its ancestors and the style sheet decide how it looks: elements come
 * apart at the groups that only move or label them (a transform, data
 * attributes), while a group with a class or a look of its own (a counter,
 * a craft with its label: a thing of its own) is one element; the style
 * sheet's selectors may not look at siblings (`:first-child`, `+`, `~`),
 * and no painted element has an id another could refer to or a size in
 * percent of the picture's. A document that is not like that is not split
 * (ElementTiles.split answers null) and is rendered whole.
 */
import { createHash } from 'node:crypto';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { Tile } from './png-encoding.js';
import { attribute, elementEnd, tags, type Tag } from './svg-tags.js';

/** Elements that paint nothing themselves: kept with every element (a style sheet, definitions) or left out (a title). */
const UNPAINTED = new Set(['title', 'desc', 'metadata', 'style', 'defs']);
const SHARED = new Set(['style', 'defs']);

/** Attributes a group may have and still come apart into its children: it moves them or labels them. */
const WRAPPER_ATTRIBUTES = /^(transform|data-[\w-]+)$/;

/** Pixels round an element's bounding box, beyond resvg's bounding box of it: antialiasing, and the box's approximations. */
const MARGIN = 2;

/** Tiles kept, by their pixels' bytes: the elements of a few hundred positions. */
const CACHE_BYTES = 48 * 1024 * 1024;

/** A document apart: what every element is rendered with, and its painted elements in order. */
export interface SplitDocument {
  /** The root tag, the style sheets and definitions: the same for every element (a digest of them keys the tiles). */
  readonly root: string;
  readonly shared: string;
  readonly width: number;
  readonly height: number;
  /** Its painted elements, in order. */
  readonly elements: readonly Element[];
}

/** A painted element inside the groups it came apart from: their opening tags, and as many closing ones. */
interface Element {
  readonly opening: string;
  readonly element: string;
  readonly closing: string;
}

const NUMBER = /^\d+(\.\d+)?$/;

/** resvg's font options for some text. */
export type Fonts = (text: string) => NonNullable<ResvgRenderOptions['font']>;

/** The characters of an element's text elements, together; empty for one without text. */
function textOf(element: string): string {
  return [...element.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]*>/g, '')).join('');
}

/** The names of a tag's attributes. */
function attributeNames(tag: string): string[] {
  return [...tag.matchAll(/\s([\w:-]+)="/g)].map((m) => m[1]!);
}

/** Whether the style sheets' selectors look at nothing but an element, its classes and its ancestors (no sibling, no pseudo-class, no at-rule). */
function plainStyleSheets(svg: string): boolean {
  const sheets = [...svg.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]!).join('\n');
  return !/@/.test(sheets) && [...sheets.matchAll(/([^{}]*)\{[^}]*\}/g)].every((m) => !/[:+~]/.test(m[1]!));
}

/** The next tile's name (png-encoding.ts keeps bands by their tiles' names: one name, one tile, in the whole process). */
let named = 0;

/** Splits documents into their painted elements, and renders and keeps the elements' tiles. */
export class ElementTiles {
  private readonly tiles = new Map<string, Tile>();
  private bytes = 0;

  /**
   * A document's painted elements, or null for one that does not come apart
   * (its root's size not plain numbers, or a viewBox other than that size;
   * see the file's comment for the rest).
   */
  split(svg: string): SplitDocument | null {
    if (!plainStyleSheets(svg)) return null;
    const iterator = tags(svg);
    const first = iterator.next();
    if (first.done || first.value.name !== 'svg' || first.value.kind !== 'open') return null;
    const root = first.value.text;
    const [width, height, viewBox] = [attribute(root, 'width'), attribute(root, 'height'), attribute(root, 'viewBox')];
    if (!width || !height || !NUMBER.test(width) || !NUMBER.test(height)) return null;
    if (viewBox !== undefined && viewBox.trim().split(/[\s,]+/).join(' ') !== `0 0 ${width} ${height}`) return null;
    let shared = '';
    const elements: Element[] = [];
    const groups: Tag[] = [];
    let from = first.value.end;
    for (;;) {
      const next = tags(svg, from).next();
      if (next.done) return null;
      const tag = next.value;
      if (tag.kind === 'close') {
        if (tag.name === 'svg' && groups.length === 0) break;
        if (tag.name !== 'g' || groups.pop() === undefined) return null;
        from = tag.end;
        continue;
      }
      const names = attributeNames(tag.text);
      if (tag.name === 'g' && tag.kind === 'open' && names.every((n) => WRAPPER_ATTRIBUTES.test(n))) {
        groups.push(tag);
        from = tag.end;
        continue;
      }
      const end = elementEnd(svg, tag);
      if (end < 0) return null;
      const element = svg.slice(tag.start, end);
      from = end;
      if (UNPAINTED.has(tag.name)) {
        if (SHARED.has(tag.name)) shared += element;
        continue;
      }
      // An element another may refer to, or sized by the picture's own size, is not drawn apart.
      if (/\sid="|%"/.test(element)) return null;
      elements.push({ opening: groups.map((g) => g.text).join(''), element, closing: '</g>'.repeat(groups.length) });
    }
    return { root, shared, width: Number(width), height: Number(height), elements };
  }

  /**
   * A split document's elements' tiles, in order, for a picture `width` by
   * `height` pixels (the size its whole render has). New elements are
   * rendered, at most `most` of them: where more are new, those are kept
   * for the pictures that follow and the answer is null (rendered whole, a
   * picture of many new elements costs less). `fonts` gives resvg's font
   * options for an element's text (its characters, all its text elements'
   * together).
   */
  tilesOf(doc: SplitDocument, width: number, height: number, most: number, fonts: Fonts): Tile[] | null {
    const context = createHash('sha1').update(doc.root).update(doc.shared).update(`${width}×${height}`).digest('base64');
    const keys = doc.elements.map((e) => `${context}\n${e.opening}${e.element}`);
    // This document's tiles, held here: keeping new ones may let old ones go.
    const found = new Map<string, Tile>();
    const missing = new Map<string, Element>();
    doc.elements.forEach((e, i) => {
      const tile = this.tiles.get(keys[i]!);
      if (tile === undefined) missing.set(keys[i]!, e);
      else {
        // Used again: to the back of the queue.
        this.tiles.delete(keys[i]!);
        this.tiles.set(keys[i]!, tile);
        found.set(keys[i]!, tile);
      }
    });
    const render = new TileRender(doc, width, height, fonts);
    for (const [key, e] of [...missing].slice(0, most)) {
      const tile = { ...render.tile(e), id: named++ };
      this.keep(key, tile);
      found.set(key, tile);
    }
    return missing.size > most ? null : keys.map((key) => found.get(key)!);
  }

  private keep(key: string, tile: Tile): void {
    this.tiles.set(key, tile);
    this.bytes += tile.data.length + key.length;
    for (const [old, kept] of this.tiles) {
      if (this.bytes <= CACHE_BYTES) break;
      this.tiles.delete(old);
      this.bytes -= kept.data.length + old.length;
    }
  }
}

/** A pixel rectangle of a picture, from x0, y0 up to (not including) x1, y1. */
interface Rect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const NO_TILE: Tile = { x: 0, y: 0, width: 0, height: 0, data: Buffer.alloc(0) };

/**
 * New elements rendered to tiles, each alone: resvg renders it as the whole
 * picture, with the document's own root (so that every edge lands where it
 * does in the whole document, to the fraction of a pixel: a smaller canvas
 * would move the origin, and resvg's single-precision arithmetic put some
 * edges a sub-scanline apart), and crops the render to the element's box
 * and a margin before handing over its pixels — the crop is what makes it
 * quick: a whole picture's pixels copied out cost more than most elements'
 * drawing. A tile that paints up to a cut edge is rendered again with a
 * wider margin. Text is rendered as text (no outlines kept: an element's
 * tile is made once), with the fonts `fonts` gives for its characters.
 */
class TileRender {
  constructor(
    private readonly doc: SplitDocument,
    private readonly width: number,
    private readonly height: number,
    private readonly fonts: Fonts,
  ) {}

  /** An element's tile. */
  tile(e: Element): Tile {
    const svg = `${this.doc.root}${this.doc.shared}${e.opening}${e.element}${e.closing}</svg>`;
    const options: ResvgRenderOptions = { font: this.fonts(textOf(e.element)), fitTo: { mode: 'width', value: this.width } };
    const box = new Resvg(svg, options).getBBox();
    if (box === undefined || !(box.width > 0 && box.height > 0)) return NO_TILE;
    for (let margin = MARGIN; ; margin *= 4) {
      const r = this.rect(box, margin);
      if (r.x1 <= r.x0 || r.y1 <= r.y0) return NO_TILE;
      const image = new Resvg(svg, { ...options, crop: { left: r.x0, top: r.y0, right: r.x1, bottom: r.y1 } }).render();
      if (image.width !== r.x1 - r.x0 || image.height !== r.y1 - r.y0) throw new Error(`an element rendered ${image.width}×${image.height}, not ${r.x1 - r.x0}×${r.y1 - r.y0}`);
      const tile = { x: r.x0, y: r.y0, width: image.width, height: image.height, data: image.pixels };
      if (!paintsOnEdge(tile, r, this.width, this.height)) return tile;
    }
  }

  /** The pixels a box (in the document's units) covers and a margin round them, within the picture. */
  private rect(box: { x: number; y: number; width: number; height: number }, margin: number): Rect {
    const [sx, sy] = [this.width / this.doc.width, this.height / this.doc.height];
    return {
      x0: Math.max(0, Math.floor(box.x * sx) - margin),
      y0: Math.max(0, Math.floor(box.y * sy) - margin),
      x1: Math.min(this.width, Math.ceil((box.x + box.width) * sx) + margin),
      y1: Math.min(this.height, Math.ceil((box.y + box.height) * sy) + margin),
    };
  }
}

/** Whether a tile paints on an edge of its rectangle that is not the picture's (where its element may go on beyond it). */
function paintsOnEdge(tile: Tile, r: Rect, width: number, height: number): boolean {
  const { data } = tile;
  const painted = (x: number, y: number) => data[(y * tile.width + x) * 4 + 3]! !== 0;
  for (let x = 0; x < tile.width; x++) if ((r.y0 > 0 && painted(x, 0)) || (r.y1 < height && painted(x, tile.height - 1))) return true;
  for (let y = 0; y < tile.height; y++) if ((r.x0 > 0 && painted(0, y)) || (r.x1 < width && painted(tile.width - 1, y))) return true;
  return false;
}
