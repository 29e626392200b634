/** A few DOM helpers: the client has no framework, only elements made by these. */

type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | number | boolean | EventListener | null | undefined>;

/** An element with attributes (`on…` ones are listeners; false or null leaves one out) and children (strings are text). */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else element.setAttribute(name, String(value));
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

/** Replaces an element's children. */
export function fill(element: Element, ...children: Child[]): void {
  element.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}

/** A time as the reader's browser writes it. */
export function localTime(iso: string): string {
  return new Date(iso).toLocaleString();
}
