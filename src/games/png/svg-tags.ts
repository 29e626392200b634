/**
 * A small scanner over the SVG documents Sortie's rulesets draw (flat,
 * generated markup: no CDATA, no `<` or `>` inside style sheets or text):
 * enough to find elements by their tags, never a general XML parser.
 */

/** One tag in a document: where it is, its name, and whether it opens, closes or is self-closed. */
export interface Tag {
  readonly start: number;
  readonly end: number;
  readonly name: string;
  readonly kind: 'open' | 'close' | 'empty';
  /** The tag as written, `<…>`. */
  readonly text: string;
}

/** Every tag of a document, in order (comments and declarations left out). */
export function* tags(svg: string, from = 0): Generator<Tag> {
  const pattern = /<(\/?)([A-Za-z][\w:-]*)((?:[^>"]|"[^"]*")*?)(\/?)>/g;
  pattern.lastIndex = from;
  for (let m = pattern.exec(svg); m !== null; m = pattern.exec(svg)) {
    const kind = m[1] ? 'close' : m[4] ? 'empty' : 'open';
    yield { start: m.index, end: m.index + m[0].length, name: m[2]!, kind, text: m[0] };
  }
}

/** Where the element opened by `open` ends (just after its closing tag); -1 when it is never closed. */
export function elementEnd(svg: string, open: Tag): number {
  if (open.kind === 'empty') return open.end;
  let depth = 0;
  for (const tag of tags(svg, open.start)) {
    if (tag.name !== open.name || tag.kind === 'empty') continue;
    depth += tag.kind === 'open' ? 1 : -1;
    if (depth === 0) return tag.end;
  }
  return -1;
}

/** An attribute's value in a tag, or undefined. */
export function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** A tag without the attributes whose names match one of `names` (regular expression sources, e.g. "data-[\\w-]+"). */
export function withoutAttributes(tag: string, names: readonly string[]): string {
  return tag.replace(new RegExp(`\\s(?:${names.join('|')})="[^"]*"`, 'g'), '');
}
