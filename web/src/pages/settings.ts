/** Your account's settings: which notices go by email and to webhooks, and the webhooks themselves (where notice mails link). */
import { api, problemText } from '../api.js';
import { fill, h } from '../dom.js';

type Channels = Record<string, { email: boolean; webhook: boolean }>;

/** The settings page. */
export function settingsPage(root: HTMLElement): void {
  const preferences = h('div', { id: 'preferences' });
  const webhooks = h('ul', { id: 'webhooks' });
  const message = h('p', { class: 'error', role: 'alert' });
  root.replaceChildren(h('section', { class: 'card' }, h('h1', {}, 'Notices'), message, preferences, h('h2', {}, 'Webhooks'), webhooks));

  const save = async (kind: string, channel: 'email' | 'webhook', on: boolean) => {
    const { error } = await api.PUT('/me/notifications/preferences', { body: { channels: { [kind]: { [channel]: on } } } as never });
    message.textContent = error ? problemText(error) : 'Saved.';
  };
  void api.GET('/me/notifications/preferences').then(({ data, error }) => {
    if (!data) return void (message.textContent = problemText(error));
    const channels = data.channels as Channels;
    fill(
      preferences,
      h(
        'table',
        {},
        h('tr', {}, h('th', {}, 'notice'), h('th', {}, 'email'), h('th', {}, 'webhook')),
        ...Object.entries(channels).map(([kind, on]) =>
          h(
            'tr',
            {},
            h('td', {}, kind),
            ...(['email', 'webhook'] as const).map((channel) => h('td', {}, h('input', { type: 'checkbox', checked: on[channel], onchange: (e: Event) => void save(kind, channel, (e.target as HTMLInputElement).checked) }))),
          ),
        ),
      ),
    );
  });
  void api.GET('/me/webhooks').then(({ data }) => {
    const list = data?.webhooks ?? [];
    fill(webhooks, ...(list.length > 0 ? list.map((w) => h('li', {}, `${w.url} · ${w.enabled ? 'enabled' : `disabled: ${w.lastError ?? 'too many failures'}`}`)) : [h('li', { class: 'muted' }, 'None. Add one with POST /me/webhooks (docs/cadence.md).')]));
  });
}
