/**
 * A game's messages beside its log (docs/api.md, *Messages*): those the
 * reader may read, newest last, kept up by the game stream's `message`
 * frames, and a box to write to every seat or, from a seat, a private line
 * to one. Every text goes in as text, never as markup.
 */
import { api, problemText } from './api.js';
import { h } from './dom.js';
import type { GameMessage } from './messages.js';

/** The panel's elements, and what it has shown (by id, so a line read both ways shows once). */
export class MessagePanel {
  private readonly shown = new Set<string>();
  private readonly list = h('ol', { class: 'messages', id: 'messages' });
  private readonly to = h('select', { id: 'message-to', 'aria-label': 'To' });
  private readonly text = h('textarea', { id: 'message-text', maxlength: 2000, rows: 2, 'aria-label': 'Message' });
  private readonly problem = h('p', { class: 'error', role: 'alert', id: 'message-problem' });
  readonly element: HTMLElement;

  constructor(private readonly gameId: string) {
    const form = h(
      'form',
      { class: 'message-form', onsubmit: (event: Event) => { event.preventDefault(); void this.send(); } },
      this.to,
      this.text,
      h('button', { type: 'submit', id: 'message-send' }, 'Send'),
    );
    this.element = h('div', { class: 'message-panel' }, h('h2', {}, 'Messages'), this.list, form, this.problem);
  }

  /** Offers to write to all, and from a seat a private line to each other seat held. */
  seats(mySeat: string | null, seats: readonly { seat: string; label: string; taken: boolean }[]): void {
    const room = mySeat === null ? "To the spectators' room" : 'To every seat';
    const lines = mySeat === null ? [] : seats.filter((s) => s.taken && s.seat !== mySeat).map((s) => h('option', { value: s.seat }, `Only to ${s.label} (${s.seat})`));
    const chosen = this.to.value;
    this.to.replaceChildren(h('option', { value: '' }, room), ...lines);
    this.to.value = [...this.to.options].some((o) => o.value === chosen) ? chosen : '';
  }

  /** Reads every message after the last shown (on opening, and whenever the stream connects again). */
  async load(): Promise<void> {
    let after = '0';
    for (;;) {
      const { data } = await api.GET('/games/{gameId}/messages', { params: { path: { gameId: this.gameId }, query: { after } } });
      if (!data) return;
      this.add(data.messages);
      if (data.next === null) return;
      after = data.next;
    }
  }

  /** Shows messages not shown yet, in the order of their ids. */
  add(messages: readonly GameMessage[]): void {
    for (const m of messages) {
      if (this.shown.has(m.id)) continue;
      this.shown.add(m.id);
      const whom = m.to ? ` to ${m.to} only` : m.room === 'spectators' ? ' (spectators)' : '';
      this.list.append(h('li', { class: m.to ? 'private' : m.room, 'data-id': m.id }, h('b', {}, `${m.author}${m.seat ? ` (${m.seat})` : ''}${whom}: `), m.text));
    }
    this.list.scrollTop = this.list.scrollHeight;
  }

  private async send(): Promise<void> {
    const text = this.text.value;
    if (text.trim() === '') return;
    const to = this.to.value;
    const { error } = await api.POST('/games/{gameId}/messages', { params: { path: { gameId: this.gameId } }, body: to ? { text, to } : { text } });
    this.problem.textContent = error ? problemText(error) : '';
    if (!error) this.text.value = '';
  }
}
