/**
 * Bomber's picture on the page, inline so that it can be clicked (in a
 * shadow root: its style sheet stays its own). The page's policy admits no
 * inline style, so the SVG's <style> is dropped and the shadow root links
 * the client's bomber-map.css instead, built from the same constants. In a step whose prompt
 * offers `fly` options, a click on an Air unit's counter that may fly picks
 * it and lights the hexes it can reach; a click on one of them flies it
 * there (bomber-map.ts says with which command); a click elsewhere drops
 * the pick. The picture's hexes and counters name themselves (`data-hex`,
 * `data-air-unit`, `data-side`), drawn from the viewer's view like all of it.
 */
import type { components } from '../../../openapi/openapi.js';
import type { Command } from '../messages.js';
import { flyCommand, flyingUnits, reachableHexes } from './bomber-map.js';

type BomberView = components['schemas']['BomberView'];

/** What the map's clicks need to know now: the seat's view (null for a spectator) and the options of the seat's prompt. */
export interface MapState {
  readonly view: BomberView | null;
  readonly options: readonly Command[];
}

/** The inline, clickable picture: `show` puts a new SVG document in, `update` draws the picks anew after the prompt or view changed. */
export class BomberMapControl {
  readonly element: HTMLDivElement;
  private readonly root: ShadowRoot;
  private picked: number | null = null;

  constructor(
    private readonly state: () => MapState,
    private readonly send: (command: Command) => void,
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
    this.root.append(sheet);
    this.root.addEventListener('click', (event) => this.clicked(event));
  }

  /** Shows a picture (an SVG document as the picture route serves it). */
  show(svg: string): void {
    // Its <style> is bomber-map.css's first part, already linked. It goes before parsing: a parsed document keeps the page's policy, which refuses an inline style even there.
    const parsed = new DOMParser().parseFromString(svg.replace(/<style>[^<]*<\/style>/g, ''), 'image/svg+xml').documentElement;
    // Only the drawing: nothing of the document may run.
    for (const script of parsed.querySelectorAll('script, foreignObject')) script.remove();
    this.root.querySelector('svg')?.remove();
    this.root.append(document.importNode(parsed, true));
    this.update();
  }

  /** Picks an Air unit (from its group in the prompt), if the prompt lets it fly. */
  pick(airUnit: number): void {
    this.picked = airUnit;
    this.update();
  }

  /** Marks the counters that may fly, the picked one and its reachable hexes; drops a pick the prompt no longer allows. */
  update(): void {
    const { view, options } = this.state();
    const flying = flyingUnits(options);
    if (this.picked !== null && !flying.has(this.picked)) this.picked = null;
    const side = view?.viewer.kind === 'seat' ? view.viewer.seat : null;
    for (const counter of this.root.querySelectorAll<SVGElement>('[data-air-unit]')) {
      const unit = Number(counter.dataset.airUnit);
      const mine = counter.dataset.side === side;
      counter.classList.toggle('may-fly', mine && flying.has(unit));
      counter.classList.toggle('picked', mine && unit === this.picked);
    }
    const reachable = new Set(view && this.picked !== null ? reachableHexes(view, this.picked) : []);
    for (const hex of this.root.querySelectorAll<SVGElement>('use[data-hex]')) hex.classList.toggle('reachable', reachable.has(hex.dataset.hex!));
  }

  private clicked(event: Event): void {
    const target = event.target as Element;
    const { view, options } = this.state();
    const hex = target.closest<SVGElement>('[data-hex]')?.dataset.hex;
    const command = view && this.picked !== null && hex ? flyCommand(options, view, this.picked, hex) : null;
    if (command) {
      this.send(command);
      return;
    }
    const counter = target.closest<SVGElement>('[data-air-unit].may-fly');
    this.picked = counter ? Number(counter.dataset.airUnit) : null;
    this.update();
  }
}
