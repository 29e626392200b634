/**
 * Text drawn as outlines, kept: turning a `<text>` into glyph outlines
 * (shaping, then a path per glyph) is most of what resvg spends on a
 * picture's text, and a picture's texts recur from one position to the next
 * (captions, legends, labels). Each text element is outlined once, by resvg
 * itself, at the origin, in the document's own style sheet and its groups'
 * classes; in later documents it is replaced by those outlines moved to its
 * place. The outlines are resvg's own, so the PNG is the one resvg draws
 * from the text. New texts are outlined together, synchronously, with the
 * fonts' subset where it has their characters (fonts.ts: about a millisecond
 * for a position's new status lines, a few with the whole faces).
 */
import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { fontsForText } from './fonts.js';
import { attribute, tags, withoutAttributes, type Tag } from './svg-tags.js';

/** Outlines kept: the texts of a few dozen positions of each ruleset. */
const CACHE_SIZE = 4000;

/** A text element the cache can stand in for: its place in the document, where it is drawn, and what it looks like. */
interface Outlinable {
  readonly start: number;
  readonly end: number;
  readonly x: string;
  readonly y: string;
  /** The element, moved to the origin, inside its groups (their transforms, ids and data attributes left out: they do not style it). */
  readonly atOrigin: string;
  readonly closers: string;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A document's plain text elements (text and nothing else inside, a number for x and y, no transform of their own, only groups around them). */
function outlinable(svg: string): Outlinable[] {
  const found: Outlinable[] = [];
  const open: Tag[] = [];
  const iterator = tags(svg);
  for (let next = iterator.next(); !next.done; next = iterator.next()) {
    const tag = next.value;
    if (tag.kind === 'close') open.pop();
    if (tag.kind !== 'open') continue;
    if (tag.name !== 'text') {
      open.push(tag);
      continue;
    }
    const close = svg.indexOf('</text>', tag.end);
    const content = svg.slice(tag.end, close);
    const [x = '0', y = '0'] = [attribute(tag.text, 'x'), attribute(tag.text, 'y')];
    const groups = open.slice(1);
    const plain = close >= 0 && !content.includes('<') && NUMBER.test(x) && NUMBER.test(y) && attribute(tag.text, 'transform') === undefined && groups.every((g) => g.name === 'g');
    if (plain) {
      const openers = groups.map((g) => withoutAttributes(g.text, ['transform', 'id', 'data-[\\w-]+'])).join('');
      const text = withoutAttributes(tag.text, ['x', 'y', 'id']).replace(/^<text/, '<text x="0" y="0"');
      found.push({ start: tag.start, end: close + '</text>'.length, x, y, atOrigin: `${openers}${text}${content}</text>`, closers: '</g>'.repeat(groups.length) });
    }
    // The scan goes on after the element (its closing tag is not a group's).
    if (close >= 0) {
      for (let skip = iterator.next(); !skip.done && !(skip.value.name === 'text' && skip.value.kind === 'close'); skip = iterator.next());
    }
  }
  return found;
}

/** The style sheets of a document, as one. */
function styleSheets(svg: string): string {
  return [...svg.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('\n');
}

/** Keeps the outlines of the texts pictures draw, per style sheet. */
export class TextOutlines {
  private readonly outlines = new Map<string, string | null>();

  /** The document with its plain text elements drawn as outlines (a text resvg could not outline plainly is left as it is). */
  outline(svg: string): string {
    const style = styleSheets(svg);
    const texts = outlinable(svg);
    const sheet = createHash('sha1').update(style).digest('base64');
    const key = (t: Outlinable) => `${sheet} ${t.atOrigin}`;
    const missing = [...new Map(texts.filter((t) => !this.outlines.has(key(t))).map((t) => [key(t), t])).values()];
    if (missing.length > 0) this.learn(style, missing, key);
    let out = '';
    let at = 0;
    for (const t of texts) {
      const outline = this.outlines.get(key(t));
      if (outline === null || outline === undefined) continue;
      out += `${svg.slice(at, t.start)}<g transform="translate(${t.x} ${t.y})">${outline}</g>`;
      at = t.end;
    }
    return out + svg.slice(at);
  }

  /** Outlines the missing texts in one document of their own, each in a group named by its place in the list. */
  private learn(style: string, missing: Outlinable[], key: (t: Outlinable) => string): void {
    const body = missing.map((t, i) => `<g id="o${i}">${t.atOrigin}${t.closers}</g>`).join('');
    const text = missing.map((t) => t.atOrigin.replace(/<[^>]*>/g, '')).join('');
    const drawn = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>${style}</style>${body}</svg>`, { font: fontsForText(text) }).toString();
    // Outlines that need definitions (a gradient, a pattern) are not kept apart from them.
    const plain = /<defs\s*\/>/.test(drawn);
    const starts = [...drawn.matchAll(/<g id="o(\d+)"(\/?)>/g)];
    const found = new Map<number, string>();
    starts.forEach((m, i) => {
      const end = i + 1 < starts.length ? starts[i + 1]!.index : drawn.lastIndexOf('</svg>');
      const inner = m[2] ? '' : drawn.slice(m.index + m[0].length, end).replace(/<\/g>\s*$/, '');
      found.set(Number(m[1]), inner.trim());
    });
    missing.forEach((t, i) => this.outlines.set(key(t), plain && found.has(i) ? found.get(i)! : null));
    while (this.outlines.size > CACHE_SIZE) this.outlines.delete(this.outlines.keys().next().value!);
  }
}
