/**
 * A picture's fixed layer, rendered once: a ruleset marks the part of its
 * picture that depends on the board alone (the board, the map of a date)
 * with PICTURE_FIXED_LAYER on a group painted before anything else. Its
 * pixels are rendered once per board and size, and later documents show
 * them as an image under the rest, so a position costs only what is drawn
 * on the board.
 */
import { createHash } from 'node:crypto';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { PICTURE_FIXED_LAYER } from '../../kernel/ruleset.js';
import { attribute, elementEnd, tags, type Tag } from './svg-tags.js';

/** Fixed layers kept: a few boards and dates, each at the one size pictures are rendered. */
const CACHE_SIZE = 8;

/** Elements that paint nothing themselves: all that may come before a fixed layer. */
const UNPAINTED = new Set(['title', 'desc', 'style', 'defs']);

/** The document split around its fixed layer: its root tag, the layer alone (a document of its own), and the rest without it. */
interface Split {
  readonly root: Tag;
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
      return { root, layer: `${svg.slice(0, end)}${'</g>'.repeat(groups.length)}</svg>`, rest: svg.slice(0, tag.start) + svg.slice(end) };
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

/** The box a root tag's picture spans, in its own units. */
function viewBox(root: Tag): [number, number, number, number] | null {
  const box = attribute(root.text, 'viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box.every(Number.isFinite)) return box as [number, number, number, number];
  const [width, height] = [Number(attribute(root.text, 'width')), Number(attribute(root.text, 'height'))];
  return Number.isFinite(width) && Number.isFinite(height) ? [0, 0, width, height] : null;
}

/** Keeps the rendered fixed layers, by their markup and the options they were rendered with. */
export class FixedLayers {
  private readonly rendered = new Map<string, Promise<string>>();

  /** The document with its fixed layer as an image of its pixels, rendered with `options` (the final render's own); the document itself when it has none. */
  async compose(svg: string, options: ResvgRenderOptions): Promise<string> {
    const parts = split(svg);
    const box = parts && viewBox(parts.root);
    if (!parts || !box) return svg;
    const key = createHash('sha1').update(JSON.stringify(options)).update(parts.layer).digest('base64');
    let png = this.rendered.get(key);
    if (!png) {
      png = renderAsync(parts.layer, options).then((r) => r.asPng().toString('base64'));
      this.rendered.set(key, png);
      png.catch(() => this.rendered.get(key) === png && this.rendered.delete(key));
      if (this.rendered.size > CACHE_SIZE) this.rendered.delete(this.rendered.keys().next().value!);
    }
    const [x, y, width, height] = box;
    const image = `<image x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="none" href="data:image/png;base64,${await png}"/>`;
    return parts.rest.slice(0, parts.root.end) + image + parts.rest.slice(parts.root.end);
  }
}
