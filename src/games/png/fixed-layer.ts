/**
 * A picture's fixed layer, rendered once: a ruleset marks the part of its
 * picture that depends on the board alone (the board, the map of a date)
 * with PICTURE_FIXED_LAYER on a group painted before anything else. Its
 * pixels are rendered once per board and size, and the rest of a later
 * document is rendered alone and laid over them, so a position costs only
 * what is drawn on the board.
 */
import { createHash } from 'node:crypto';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { PICTURE_FIXED_LAYER } from '../../kernel/ruleset.js';
import { underlay, type Underlay } from './png-encoding.js';
import { elementEnd, tags, type Tag } from './svg-tags.js';

/** Fixed layers kept: a few boards and dates, each at the one size pictures are rendered. */
const CACHE_SIZE = 8;

/** Elements that paint nothing themselves: all that may come before a fixed layer. */
const UNPAINTED = new Set(['title', 'desc', 'style', 'defs']);

/** The document split around its fixed layer: the layer alone (a document of its own), and the rest without it. */
interface Split {
  readonly layer: string;
  readonly rest: string;
}

/** Splits a document whose fixed layer comes before anything painted, inside groups only; null for any other document. */
function split(svg: string): Split | null {
  const at = svg.indexOf(PICTURE_FIXED_LAYER);
  if (at < 0) return null;
  const groups: Tag[] = [];
  let root: Tag | undefined;
  for (const tag of tags(svg)) {
    if (tag.start > at) return null;
    if (tag.name === 'svg' && tag.kind === 'open' && root === undefined) {
      root = tag;
      continue;
    }
    if (UNPAINTED.has(tag.name) && tag.kind !== 'close') {
      const end = elementEnd(svg, tag);
      if (end > at) return null;
      continue;
    }
    if (tag.start < at && tag.end > at) {
      if (tag.name !== 'g' || tag.kind !== 'open' || root === undefined) return null;
      const end = elementEnd(svg, tag);
      if (end < 0) return null;
      return { layer: `${svg.slice(0, end)}${'</g>'.repeat(groups.length)}</svg>`, rest: svg.slice(0, tag.start) + svg.slice(end) };
    }
    // Within the head: only unpainted elements' own tags (skipped above, as whole elements) and the groups the layer is in.
    if (tag.name !== 'g' || tag.kind !== 'open') {
      if (!insideUnpainted(svg, tag)) return null;
      continue;
    }
    groups.push(tag);
  }
  return null;
}

/** Whether a tag lies inside a title, desc, style or defs element (whose insides paint nothing). */
function insideUnpainted(svg: string, tag: Tag): boolean {
  for (const name of UNPAINTED) {
    const open = svg.lastIndexOf(`<${name}`, tag.start);
    if (open >= 0 && svg.indexOf(`</${name}>`, open) >= tag.start) return true;
  }
  return false;
}

/** A document apart from its fixed layer: the rest of it, and the layer's pixels to lay it over (null: no fixed layer, the rest is all of it). */
export interface Separated {
  readonly svg: string;
  readonly under: Underlay | null;
}

/** Keeps the rendered fixed layers' pixels, laid over the pictures' background colour, by their markup and the options they were rendered with. */
export class FixedLayers {
  private readonly rendered = new Map<string, Promise<Underlay>>();

  /** `background`: the opaque colour under every picture (RGB, 0xRRGGBB). */
  constructor(private readonly background: number) {}

  /** The document without its fixed layer, and that layer's pixels over the background, rendered with `options` (the rest's own) once and kept. */
  async separate(svg: string, options: ResvgRenderOptions): Promise<Separated> {
    const parts = split(svg);
    if (!parts) return { svg, under: null };
    const key = createHash('sha1').update(JSON.stringify(options)).update(parts.layer).digest('base64');
    let pixels = this.rendered.get(key);
    if (!pixels) {
      pixels = renderAsync(parts.layer, options).then((r) => underlay({ width: r.width, height: r.height, data: r.pixels }, this.background));
      this.rendered.set(key, pixels);
      pixels.catch(() => this.rendered.get(key) === pixels && this.rendered.delete(key));
      if (this.rendered.size > CACHE_SIZE) this.rendered.delete(this.rendered.keys().next().value!);
    }
    return { svg: parts.rest, under: await pixels };
  }
}
