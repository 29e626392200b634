/**
 * The log as the seat may read it, in the ruleset's words (each entry's
 * `text`), newest last; with Bomber's Battles and bombings drawn as panels
 * above it (battle-panel.ts).
 */
import { h } from './dom.js';
import type { LogEntry } from './messages.js';
import { BattlePanels } from './battle-panel.js';

/** An entry as one line: its seq and its sentence (a hidden one is greyed). */
function entryLine(entry: LogEntry): HTMLElement {
  return h('li', { class: entry.redacted ? 'redacted' : '', 'data-type': entry.event.type }, h('b', {}, `${entry.seq} `), entry.text);
}

/** The log's elements, kept up as entries come. */
export class LogPanel {
  private readonly list = h('ol', { class: 'log', id: 'log' });
  private readonly battles = new BattlePanels();
  readonly element = h('div', { class: 'log-panel' }, this.battles.element, h('h2', {}, 'Log'), this.list);

  append(entries: readonly LogEntry[]): void {
    this.list.append(...entries.map(entryLine));
    this.battles.add(entries);
    this.list.scrollTop = this.list.scrollHeight;
  }
}
