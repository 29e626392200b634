/**
 * Bomber's Battles and bombings as panels, read from the log as the seat has
 * it (public events: a Battle's Formations, each Air Combat roll, the
 * Plane units eliminated, each Flak die and Bombing): who attacked whom,
 * the Hit Table, the die, the hits, what was eliminated. And what the log
 * has shown of the score so far: the bombing hits by City and the Plane
 * units eliminated on each side (the Victory Points themselves are counted
 * at the end, XV, and shown with the outcome).
 */
import { fill, h } from './dom.js';
import type { LogEntry } from './messages.js';

interface Formation {
  readonly side: string;
  readonly airUnit: number;
  readonly bomber: boolean;
  readonly revealed: { readonly variant: string; readonly sp: number } | null;
}
interface Roll {
  readonly by: number;
  readonly at: number;
  readonly fire: string;
  readonly variant: string;
  readonly sp: number;
  readonly table: number;
  readonly die: number | null;
  readonly hits: number;
}
type Ev = { readonly type: string } & Record<string, unknown>;

const side = (s: unknown) => (s === 'american' ? 'American' : 'German');
const FIRE: Readonly<Record<string, string>> = { guns: 'guns', close: 'Close Rockets', distant: 'Distant Rockets', return: 'return fire' };
const row = (...cells: (string | number)[]) => h('tr', {}, ...cells.map((c) => h('td', {}, String(c))));
const head = (...cells: string[]) => h('tr', {}, ...cells.map((c) => h('th', {}, c)));

/** The panels and the score, kept up as entries come. */
export class BattlePanels {
  readonly element = h('div', { class: 'battles', id: 'battles' });
  private readonly score = h('div', { class: 'score', id: 'score' });
  private readonly panels = h('div', { class: 'battle-panels' });
  private spots: readonly { hex: string; altitude: number }[] = [];
  private formations: readonly Formation[] = [];
  private current: HTMLTableSectionElement | null = null;
  private bombing: HTMLTableSectionElement | null = null;
  private readonly bombed = new Map<string, number>();
  private readonly eliminated = new Map<string, number>();

  constructor() {
    this.element.append(this.score, this.panels);
  }

  /** Reads more of the log. */
  add(entries: readonly LogEntry[]): void {
    for (const entry of entries) this.read(entry.event);
    this.drawScore();
  }

  private read(e: Ev): void {
    switch (e.type) {
      case 'battles-found':
        this.spots = e.spots as { hex: string; altitude: number }[];
        this.bombing = null;
        return;
      case 'battle-set-up': {
        this.formations = e.formations as Formation[];
        const battle = e.battle as number;
        const spot = this.spots[battle];
        const body = h('tbody', {}, head('Formation', 'fired at', 'with', 'Model, SP', 'Table', 'die', 'hits'));
        this.current = body;
        this.show(
          h(
            'section',
            { class: 'battle', 'data-battle': battle },
            h('h3', {}, `Battle ${battle + 1}${spot ? `: hex ${spot.hex}, Altitude ${spot.altitude}` : ''}`),
            h('p', { class: 'muted' }, this.formations.map((f, i) => `#${i + 1} ${this.name(i)}${f.bomber ? ' (Bombers)' : ''}`).join(' · ')),
            h('table', {}, body),
          ),
        );
        return;
      }
      case 'air-combat-rolled':
        for (const r of e.rolls as Roll[]) this.current?.append(row(`#${r.by + 1} ${this.name(r.by)}`, `#${r.at + 1} ${this.name(r.at)}`, FIRE[r.fire] ?? r.fire, `${r.variant}, ${r.sp}`, r.table, r.die ?? '–', r.hits));
        return;
      case 'air-box-hit':
      case 'landing-resolved':
      case 'planes-lost': {
        const gone = (e.type === 'landing-resolved' ? (e.result as { eliminated: string[] }).eliminated : e.type === 'planes-lost' ? (e.planes as string[]) : (e.eliminated as string[])) ?? [];
        if (gone.length === 0) return;
        const who = side(e.side);
        this.eliminated.set(who, (this.eliminated.get(who) ?? 0) + gone.length);
        if (e.type === 'air-box-hit') this.current?.append(h('tr', { class: 'eliminated' }, h('td', { colspan: 7 }, `${who} Air unit ${String(e.airUnit)}: ${gone.join(', ')} eliminated`)));
        return;
      }
      case 'flak-fired':
      case 'bombed':
        this.bombingRow(e);
        return;
      case 'battle-ended':
        this.current = null;
        return;
    }
  }

  private bombingRow(e: Ev): void {
    if (this.bombing === null) {
      this.bombing = h('tbody', {}, head('', 'City', 'Air unit', 'Altitude', 'Table', 'die', 'hits'));
      this.show(h('section', { class: 'bombing' }, h('h3', {}, 'Flak and Bombing'), h('table', {}, this.bombing)));
    }
    const flak = e.type === 'flak-fired';
    if (!flak) this.bombed.set(String(e.city), (this.bombed.get(String(e.city)) ?? 0) + (e.hits as number));
    this.bombing.append(row(flak ? `${e.flak === 'heavy' ? 'Heavy' : 'Light'} Flak` : 'Bombing', String(e.city), String(e.airUnit), String(e.altitude), String(e.table), String(e.die), String(e.hits)));
  }

  private name(i: number): string {
    const f = this.formations[i];
    return f ? `${side(f.side)} Air unit ${f.airUnit}` : `Formation ${i + 1}`;
  }

  /** A new panel, first; only the latest few are kept open. */
  private show(panel: HTMLElement): void {
    this.panels.prepend(panel);
    for (const old of [...this.panels.children].slice(6)) old.remove();
  }

  private drawScore(): void {
    if (this.bombed.size === 0 && this.eliminated.size === 0) return fill(this.score);
    const cities = [...this.bombed].map(([city, hits]) => `${city} ${hits}`).join(', ');
    const lost = [...this.eliminated].map(([who, n]) => `${who} ${n}`).join(', ');
    fill(
      this.score,
      h('h3', {}, 'The score as far as you know it'),
      h('p', {}, `Bombing hits: ${cities || 'none yet'}. Plane units eliminated: ${lost || 'none yet'}.`),
      h('p', { class: 'muted' }, 'Victory Points are counted at the end (XV): the tally comes with the outcome.'),
    );
  }
}
