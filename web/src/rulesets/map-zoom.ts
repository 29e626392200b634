/**
 * Zoom and pan for an inline SVG picture, by its viewBox (an attribute: no
 * style is written, so the page's strict policy holds): buttons + and −
 * and "whole map", the mouse wheel about the pointer, a drag to pan, and a
 * two-finger pinch (pointer events, touch as mouse). A drag is not a click:
 * `dragged()` tells the picture's click handler to leave it alone.
 */

/** The most the picture is enlarged. */
const MOST = 8;

/** The zoom and pan of one picture, kept across new pictures of the same size. */
export class MapZoom {
  private zoom = 1;
  private centre: [number, number] | null = null;
  private size: [number, number] = [1, 1];
  private svg: SVGSVGElement | null = null;
  private readonly pointers = new Map<number, [number, number]>();
  private moved = 0;
  private pinch: number | null = null;
  /** Whether the player has zoomed or panned: from then on the zoom is theirs. */
  private touched = false;

  /** The controls' buttons, for the picture's toolbar. */
  readonly buttons: HTMLButtonElement[];

  constructor() {
    const button = (label: string, text: string, run: () => void) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'zoom';
      b.setAttribute('aria-label', label);
      b.title = label;
      b.textContent = text;
      b.addEventListener('click', run);
      return b;
    };
    this.buttons = [button('Zoom in', '+', () => this.zoomBy(1.5)), button('Zoom out', '−', () => this.zoomBy(1 / 1.5)), button('The whole map', '⤢', () => this.reset())];
    for (const b of this.buttons) b.addEventListener('click', () => (this.touched = true));
  }

  /** Takes a new picture: its size from its viewBox, the zoom and pan kept. */
  attach(svg: SVGSVGElement): void {
    const box = svg.viewBox.baseVal;
    this.size = [box.width || 1, box.height || 1];
    this.svg = svg;
    svg.addEventListener('wheel', (e) => this.wheel(e), { passive: false });
    svg.addEventListener('pointerdown', (e) => this.down(e));
    svg.addEventListener('pointermove', (e) => this.move(e));
    for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const) svg.addEventListener(type, (e) => this.up(e));
    this.apply();
  }

  /** Whether the last press was a drag or a pinch (so not a click). */
  dragged(): boolean {
    return this.moved > 6;
  }

  /** The picture's zoom now (1: the whole picture). */
  get level(): number {
    return this.zoom;
  }

  /**
   * Opens the picture enlarged so that a length of `smallest` picture units
   * shows at least `px` pixels on the screen, about a point of the picture
   * (its centre when null); not once the player has zoomed or panned.
   */
  openAt(smallest: number, px: number, about: [number, number] | null): void {
    if (this.touched || !this.svg) return;
    const shown = this.svg.getBoundingClientRect().width / this.svg.viewBox.baseVal.width;
    this.zoom = Math.min(MOST, Math.max(1, (px / (smallest * shown)) * this.zoom));
    this.centre = about;
    this.apply();
  }

  private reset(): void {
    [this.zoom, this.centre] = [1, null];
    this.apply();
  }

  /** Zooms by a factor about a point of the picture (its centre by default). */
  private zoomBy(factor: number, about?: [number, number]): void {
    const [w, h] = this.size;
    const centre = this.centre ?? [w / 2, h / 2];
    const next = Math.min(MOST, Math.max(1, this.zoom * factor));
    const at = about ?? centre;
    // The point under the pointer stays under it.
    const keep = this.zoom / next;
    this.centre = [at[0] + (centre[0] - at[0]) * keep, at[1] + (centre[1] - at[1]) * keep];
    this.zoom = next;
    this.apply();
  }

  /** A page point as a point of the picture. */
  pictureAt(clientX: number, clientY: number): [number, number] {
    const rect = this.svg!.getBoundingClientRect();
    const box = this.svg!.viewBox.baseVal;
    return [box.x + ((clientX - rect.left) / rect.width) * box.width, box.y + ((clientY - rect.top) / rect.height) * box.height];
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    this.touched = true;
    this.zoomBy(e.deltaY < 0 ? 1.25 : 1 / 1.25, this.pictureAt(e.clientX, e.clientY));
  }

  private down(e: PointerEvent): void {
    this.pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (this.pointers.size === 1) this.moved = 0;
    this.pinch = this.pointers.size === 2 ? this.spread() : null;
  }

  private spread(): number {
    const [a, b] = [...this.pointers.values()];
    return Math.hypot(a![0] - b![0], a![1] - b![1]);
  }

  private move(e: PointerEvent): void {
    const last = this.pointers.get(e.pointerId);
    if (!last || !this.svg) return;
    this.pointers.set(e.pointerId, [e.clientX, e.clientY]);
    if (this.pointers.size === 2 && this.pinch !== null) {
      this.touched = true;
      const spread = this.spread();
      this.moved += Math.abs(spread - this.pinch);
      const [a, b] = [...this.pointers.values()];
      this.zoomBy(spread / this.pinch, this.pictureAt((a![0] + b![0]) / 2, (a![1] + b![1]) / 2));
      this.pinch = spread;
      return;
    }
    const [dx, dy] = [e.clientX - last[0], e.clientY - last[1]];
    this.moved += Math.abs(dx) + Math.abs(dy);
    if (this.zoom === 1 || this.moved <= 6) return;
    this.touched = true;
    const rect = this.svg.getBoundingClientRect();
    const [w, h] = this.size;
    const centre = this.centre ?? [w / 2, h / 2];
    this.centre = [centre[0] - (dx / rect.width) * (w / this.zoom), centre[1] - (dy / rect.height) * (h / this.zoom)];
    this.apply();
  }

  private up(e: PointerEvent): void {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
  }

  /** Sets the picture's viewBox: the part shown, kept inside the picture. */
  private apply(): void {
    if (!this.svg) return;
    const [w, h] = this.size;
    const [vw, vh] = [w / this.zoom, h / this.zoom];
    const [cx, cy] = this.centre ?? [w / 2, h / 2];
    const x = Math.min(Math.max(cx - vw / 2, 0), w - vw);
    const y = Math.min(Math.max(cy - vh / 2, 0), h - vh);
    this.centre = this.zoom === 1 ? null : [x + vw / 2, y + vh / 2];
    this.svg.setAttribute('viewBox', `${x.toFixed(1)} ${y.toFixed(1)} ${vw.toFixed(1)} ${vh.toFixed(1)}`);
    this.svg.classList.toggle('zoomed', this.zoom > 1);
  }
}
