/**
 * Bomber's picture on the page, inline so that it can be clicked (in a
 * shadow root: its style sheet stays its own). The page's policy admits no
 * inline style, so the SVG's <style> is dropped and the shadow root links
 * the client's bomber-map.css instead, built from the same constants.
 *
 * A click on one of the seat's own counters picks it, always (even on a lit
 * hex); a second click on it, Escape, or a click elsewhere lets go. Beside
 * the picked unit a panel says what the seat's view tells of it
 * (bomber-map.ts ownUnitFacts) and offers the prompt's options about it
 * other than flying (climb and dive with their cost, Formation changes, a
 * landing…, as the prompt labels them), with the hidden changes collected
 * for it. If the prompt lets it fly, the hexes it can reach are lit, and a
 * click on one flies it there (bomber-map.ts says with which command); after
 * that the next of the seat's units still to move is picked (nextToFly), so
 * a stream is flown a click a unit. A click on an enemy counter shows what
 * the seat's view says of it (its Observation Report, where it was last
 * seen). The map opens enlarged about the seat's own counters, its smallest
 * counter LEGIBLE pixels wide, and zooms and pans (map-zoom.ts). The picture's hexes and counters name
 * themselves (`data-hex`, `data-air-unit`, `data-side`), drawn from the
 * viewer's view like all of it.
 */
import type { components } from '../../../openapi/openapi.js';
import { fill, h } from '../dom.js';
import type { Command, StreamPrompt } from '../messages.js';
import { MapZoom } from './map-zoom.js';
import { enemyCounterFacts, flyCommand, flyingUnits, nextToFly, ownUnitFacts, reachableHexes, unitOptions } from './bomber-map.js';

type BomberView = components['schemas']['BomberView'];

/** What the map's clicks need to know now: the seat's view (null for a spectator), the seat's prompt, and the hidden changes collected on the page. */
export interface MapState {
  readonly view: BomberView | null;
  readonly prompt: StreamPrompt | null;
  readonly draft: readonly Command[];
}

/** The panel's width, in CSS pixels (bomber-map.css gives it the same). */
const PANEL_WIDTH = 270;

/** The size on the screen, in CSS pixels, of the smallest counter at the zoom the map opens at: 20 at least, and one over for the viewBox's rounding. */
const LEGIBLE = 21;

/** The inline, clickable picture: `show` puts a new SVG document in, `update` draws the picks anew after the prompt or view changed. */
export class BomberMapControl {
  readonly element: HTMLDivElement;
  private readonly root: ShadowRoot;
  private readonly panel: HTMLDivElement;
  private picked: number | null = null;
  /** The enemy counter whose report is shown, if any (a click on it; another click, Escape or a pick lets go). */
  private looked: { side: 'american' | 'german'; airUnit: number } | null = null;
  private readonly zoom = new MapZoom();
  /** Whether the map has been opened at a legible zoom (once there are counters to read). */
  private opened = false;
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && (this.picked !== null || this.looked !== null)) this.letGo();
  };

  /** `choose` plays a command the map chose: one of the prompt's options (a panel's button, a fly next door) or a route. */
  constructor(
    private readonly state: () => MapState,
    private readonly choose: (command: Command) => void,
  ) {
    this.element = document.createElement('div');
    this.element.id = 'position-map';
    this.element.className = 'position-map';
    this.root = this.element.attachShadow({ mode: 'open' });
    // The style sheet stays while pictures come and go (loaded once); until it is there the map is hidden rather than drawn unstyled.
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/play/bomber-map.css';
    sheet.addEventListener('load', () => {
      this.element.classList.add('styled');
      this.update();
    });
    this.panel = h('div', { class: 'unit-panel', id: 'unit-panel', role: 'region', 'aria-live': 'polite', hidden: true });
    const toolbar = h('div', { class: 'map-tools', role: 'toolbar', 'aria-label': 'Zoom the map' }, ...this.zoom.buttons);
    this.root.append(sheet, toolbar, this.panel);
    this.root.addEventListener('click', (event) => this.clicked(event));
    document.addEventListener('keydown', this.onKey);
  }

  /** Stops listening to the page (its keys). */
  dispose(): void {
    document.removeEventListener('keydown', this.onKey);
  }

  /** Shows a picture (an SVG document as the picture route serves it). */
  show(svg: string): void {
    // Its <style> is bomber-map.css's first part, already linked. It goes before parsing: a parsed document keeps the page's policy, which refuses an inline style even there.
    const parsed = new DOMParser().parseFromString(svg.replace(/<style>[^<]*<\/style>/g, ''), 'image/svg+xml').documentElement;
    // Only the drawing: nothing of the document may run.
    for (const script of parsed.querySelectorAll('script, foreignObject')) script.remove();
    this.root.querySelector('svg')?.remove();
    const picture = document.importNode(parsed, true) as unknown as SVGSVGElement;
    this.root.insertBefore(picture, this.panel);
    this.zoom.attach(picture);
    this.update();
  }

  /** Picks one of the seat's own Air units (from its group in the prompt). */
  pick(airUnit: number): void {
    this.picked = airUnit;
    this.update();
  }

  private letGo(): void {
    this.picked = null;
    this.looked = null;
    this.update();
  }

  /** Marks the counters that may fly, the picked one and its reachable hexes, and fills the panel beside it. */
  update(): void {
    const { view, prompt } = this.state();
    const options = (prompt?.options ?? []) as Command[];
    const flying = flyingUnits(options);
    const side = view?.viewer.kind === 'seat' ? view.viewer.seat : null;
    if (this.picked !== null && (!view || ownUnitFacts(view, this.picked).length === 0)) this.picked = null;
    let pickedCounter: SVGElement | null = null;
    for (const counter of this.root.querySelectorAll<SVGElement>('[data-air-unit]')) {
      const unit = Number(counter.dataset.airUnit);
      const mine = counter.dataset.side === side;
      counter.classList.toggle('mine', mine);
      counter.classList.toggle('may-fly', mine && flying.has(unit));
      counter.classList.toggle('picked', mine && unit === this.picked);
      if (mine && unit === this.picked) pickedCounter = counter;
    }
    const reachable = new Set(view && this.picked !== null && flying.has(this.picked) ? reachableHexes(view, this.picked) : []);
    for (const hex of this.root.querySelectorAll<SVGElement>('use[data-hex]')) hex.classList.toggle('reachable', reachable.has(hex.dataset.hex!));
    if (!this.opened) this.openLegible(side);
    this.drawPanel(pickedCounter);
  }

  /**
   * The first time the map shows counters (laid out: its style sheet is in),
   * it is enlarged until the smallest of them is LEGIBLE pixels wide, about
   * the seat's own counters (all of them for a spectator); the button "The
   * whole map" shows it all.
   */
  private openLegible(side: string | null): void {
    const counters = [...this.root.querySelectorAll<SVGGraphicsElement>('g.counter')];
    if (counters.length === 0 || !this.element.classList.contains('styled') || this.element.getBoundingClientRect().width === 0) return;
    this.opened = true;
    const smallest = Math.min(...counters.map((c) => c.querySelector<SVGGraphicsElement>('rect.ctr')!.getBBox().width));
    const own = counters.filter((c) => c.dataset.side === side);
    const boxes = (own.length > 0 ? own : counters).map((c) => c.getBoundingClientRect());
    const [left, top] = this.zoom.pictureAt(Math.min(...boxes.map((b) => b.left)), Math.min(...boxes.map((b) => b.top)));
    const [right, bottom] = this.zoom.pictureAt(Math.max(...boxes.map((b) => b.right)), Math.max(...boxes.map((b) => b.bottom)));
    this.zoom.openAt(smallest, LEGIBLE, [(left + right) / 2, (top + bottom) / 2]);
  }

  /** The panel of the picked unit (or the enemy counter looked at), beside its counter (or at the map's top left when it has none on the map); hidden with neither. */
  private drawPanel(counter: SVGElement | null): void {
    const { view, prompt, draft } = this.state();
    const airUnit = this.picked;
    if (view !== null && airUnit === null && this.looked !== null) return this.drawEnemyPanel(view, this.looked);
    if (view === null || airUnit === null) {
      this.panel.hidden = true;
      return;
    }
    const options = (prompt?.options ?? []) as Command[];
    const labelOf = (index: number) => prompt?.labels?.[index] ?? options[index]!.type;
    const collected = draft.filter((c) => c.airUnit === airUnit).map((c) => {
      const index = options.findIndex((o) => JSON.stringify(o) === JSON.stringify(c));
      return index >= 0 ? labelOf(index) : c.type;
    });
    const buttons = unitOptions(options, view, airUnit).map((index) => {
      const caution = prompt?.cautions?.some((c) => c.option === index) === true;
      return h('button', { class: `option${caution ? ' caution' : ''}`, 'data-type': options[index]!.type, onclick: () => this.choose(options[index]!) }, `${caution ? '⚠ ' : ''}${labelOf(index)}`);
    });
    fill(
      this.panel,
      this.panelHead(`Air unit ${airUnit}`),
      h('ul', { class: 'facts' }, ...ownUnitFacts(view, airUnit).map((f) => h('li', {}, f))),
      collected.length > 0 ? h('div', { class: 'collected' }, 'Collected, hidden, sent with your next move: ', collected.join('; ')) : null,
      reachable(this.root) ? h('p', { class: 'hint' }, 'Click a lit hex to fly there.') : null,
      buttons.length > 0 ? h('div', { class: 'choices' }, ...buttons) : null,
    );
    this.placePanel(`Air unit ${airUnit}`, counter);
  }

  /** The panel of an enemy counter: what the seat's view says of it (bomber-map.ts enemyCounterFacts). */
  private drawEnemyPanel(view: BomberView, { side, airUnit }: { side: 'american' | 'german'; airUnit: number }): void {
    const facts = enemyCounterFacts(view, side, airUnit);
    if (facts.length === 0) {
      this.looked = null;
      this.panel.hidden = true;
      return;
    }
    const name = `${side === 'american' ? 'American' : 'German'} counter ${airUnit}`;
    fill(
      this.panel,
      this.panelHead(name),
      h('ul', { class: 'facts' }, ...facts.map((f) => h('li', {}, f))),
    );
    this.placePanel(name, this.root.querySelector<SVGElement>(`[data-side="${side}"][data-air-unit="${airUnit}"]`));
  }

  /** The panel's head: what it is about, and the button that lets go. */
  private panelHead(name: string): HTMLDivElement {
    return h('div', { class: 'unit-panel-head' }, h('strong', {}, name), h('button', { class: 'let-go', title: 'Let go (Escape)', 'aria-label': 'Let go', onclick: () => this.letGo() }, '×'));
  }

  /** Shows the panel beside a counter, inside the map. */
  private placePanel(label: string, counter: SVGElement | null): void {
    this.panel.setAttribute('aria-label', label);
    this.panel.hidden = false;
    const host = this.element.getBoundingClientRect();
    const at = counter?.getBoundingClientRect();
    const right = at ? at.right - host.left + 6 : 0;
    const left = at && right + PANEL_WIDTH > host.width ? Math.max(0, at.left - host.left - PANEL_WIDTH - 6) : right;
    this.panel.style.left = `${Math.max(0, Math.min(left, host.width - PANEL_WIDTH))}px`;
    this.panel.style.top = `${at ? Math.max(0, at.top - host.top) : 0}px`;
  }

  private clicked(event: Event): void {
    const target = event.target as Element;
    // The panel's own clicks (its button may be gone by now, the panel drawn anew: the event's path still has the panel).
    if (event.composedPath().includes(this.panel) || (event.target as Element).closest('.map-tools')) return;
    // A drag pans the map: not a click on it.
    if (this.zoom.dragged()) return;
    const { view, prompt } = this.state();
    const side = view?.viewer.kind === 'seat' ? view.viewer.seat : null;
    const counter = target.closest<SVGElement>('[data-air-unit]');
    if (counter && counter.dataset.side === side) {
      const unit = Number(counter.dataset.airUnit);
      this.picked = unit === this.picked ? null : unit;
      this.looked = null;
      return this.update();
    }
    const hex = target.closest<SVGElement>('[data-hex]')?.dataset.hex;
    const options = (prompt?.options ?? []) as Command[];
    const command = view && this.picked !== null && hex ? flyCommand(options, view, this.picked, hex) : null;
    // Once one flies, the next of the seat's units still to move is picked (no click of its own); a click elsewhere lets go.
    this.picked = command && view && this.picked !== null ? nextToFly(options, view, this.picked) : null;
    const enemySide = counter?.dataset.side;
    const enemy = !command && counter && isSide(enemySide) ? { side: enemySide, airUnit: Number(counter.dataset.airUnit) } : null;
    this.looked = enemy && (this.looked?.side !== enemy.side || this.looked.airUnit !== enemy.airUnit) ? enemy : null;
    this.update();
    if (command) this.choose(command);
  }
}

const isSide = (side: string | undefined): side is 'american' | 'german' => side === 'american' || side === 'german';

/** Whether any hex is lit in the picture. */
const reachable = (root: ShadowRoot) => root.querySelector('use.reachable') !== null;
