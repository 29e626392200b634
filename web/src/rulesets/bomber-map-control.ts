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
 * that the pick is dropped. The map zooms and pans (map-zoom.ts). The picture's hexes and counters name
 * themselves (`data-hex`, `data-air-unit`, `data-side`), drawn from the
 * viewer's view like all of it.
 */
import type { components } from '../../../openapi/openapi.js';
import { fill, h } from '../dom.js';
import type { Command, StreamPrompt } from '../messages.js';
import { MapZoom } from './map-zoom.js';
import { flyCommand, flyingUnits, ownUnitFacts, reachableHexes, unitOptions } from './bomber-map.js';

type BomberView = components['schemas']['BomberView'];

/** What the map's clicks need to know now: the seat's view (null for a spectator), the seat's prompt, and the hidden changes collected on the page. */
export interface MapState {
  readonly view: BomberView | null;
  readonly prompt: StreamPrompt | null;
  readonly draft: readonly Command[];
}

/** The panel's width, in CSS pixels (bomber-map.css gives it the same). */
const PANEL_WIDTH = 270;

/** The inline, clickable picture: `show` puts a new SVG document in, `update` draws the picks anew after the prompt or view changed. */
export class BomberMapControl {
  readonly element: HTMLDivElement;
  private readonly root: ShadowRoot;
  private readonly panel: HTMLDivElement;
  private picked: number | null = null;
  private readonly zoom = new MapZoom();
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && this.picked !== null) this.letGo();
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
    sheet.addEventListener('load', () => this.element.classList.add('styled'));
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
    this.drawPanel(pickedCounter);
  }

  /** The panel of the picked unit, beside its counter (or at the map's top left when it has none on the map); hidden with no pick. */
  private drawPanel(counter: SVGElement | null): void {
    const { view, prompt, draft } = this.state();
    const airUnit = this.picked;
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
      h('div', { class: 'unit-panel-head' }, h('strong', {}, `Air unit ${airUnit}`), h('button', { class: 'let-go', title: 'Let go (Escape)', 'aria-label': 'Let go', onclick: () => this.letGo() }, '×')),
      h('ul', { class: 'facts' }, ...ownUnitFacts(view, airUnit).map((f) => h('li', {}, f))),
      collected.length > 0 ? h('div', { class: 'collected' }, 'Collected, hidden, sent with your next move: ', collected.join('; ')) : null,
      reachable(this.root) ? h('p', { class: 'hint' }, 'Click a lit hex to fly there.') : null,
      buttons.length > 0 ? h('div', { class: 'choices' }, ...buttons) : null,
    );
    this.panel.setAttribute('aria-label', `Air unit ${airUnit}`);
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
      return this.update();
    }
    const hex = target.closest<SVGElement>('[data-hex]')?.dataset.hex;
    const command = view && this.picked !== null && hex ? flyCommand((prompt?.options ?? []) as Command[], view, this.picked, hex) : null;
    this.picked = null;
    this.update();
    if (command) this.choose(command);
  }
}

/** Whether any hex is lit in the picture. */
const reachable = (root: ShadowRoot) => root.querySelector('use.reachable') !== null;
