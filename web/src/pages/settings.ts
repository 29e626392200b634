/**
 * Your account's settings, where notice mails link: the email address (set, changed, verified), which notices go by
 * email and to webhooks, quiet hours in your time zone, vacations, and the webhooks (each can be sent a test). The
 * preferences are sent whole each time (a PUT replaces them: sending one switch alone would reset the others).
 */
import { api, problemText, type Schemas } from '../api.js';
import { fill, h, localTime } from '../dom.js';

type Preferences = Schemas['NotificationPreferences'];
type Channels = Record<string, { email: boolean; webhook: boolean }>;
type Quiet = { start: string; end: string; timeZone: string };

/** What each kind of notice is called here. */
const KINDS: Readonly<Record<string, string>> = {
  turn: 'Your turn',
  reminder: 'A deadline is near',
  timeout: 'You ran out of time',
  claimable: 'You may claim a win',
  result: 'Game over',
  invitation: 'Invitations',
  ready: 'A game is ready to start',
  'webhook-disabled': 'A webhook was disabled',
};

/** The time zone the browser is in, as the quiet hours' default. */
const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A section with a heading, a line for what was said, and its contents. */
function section(id: string, title: string, ...children: Node[]): { element: HTMLElement; say: (text: string, error?: boolean) => void } {
  const said = h('p', { role: 'status', class: 'muted' });
  const element = h('section', { class: 'card', id, 'aria-labelledby': `${id}-title` }, h('h2', { id: `${id}-title` }, title), ...children, said);
  return { element, say: (text, error = false) => ((said.textContent = text), said.classList.toggle('error', error)) };
}

/** The address: shown with whether it is verified; changed with the password; another verification mail asked for. */
function addressSection(): HTMLElement {
  const email = h('input', { type: 'email', name: 'email', autocomplete: 'email', maxlength: 254 });
  const password = h('input', { type: 'password', name: 'password', autocomplete: 'current-password', required: true });
  const state = h('p', { id: 'email-state' });
  const resend = h('button', { type: 'button', id: 'resend-verification', hidden: true }, 'Send the verification mail again');
  const part = section('address', 'Email address', state,
    h('form', { onsubmit: (e: Event) => (e.preventDefault(), void change()) },
      h('label', { class: 'field' }, h('span', {}, 'Address (empty: none)'), email),
      h('label', { class: 'field' }, h('span', {}, 'Your password'), password),
      h('div', { class: 'buttons' }, h('button', { type: 'submit', id: 'save-email' }, 'Save the address'), resend)));
  const show = (account: Schemas['Account']) => {
    email.value = account.email ?? '';
    state.textContent = account.email === null ? 'No address: Sortie mails you nothing.' : account.emailVerified ? `${account.email} — verified.` : `${account.email} — not verified yet: open the link in the mail Sortie sent there.`;
    resend.hidden = account.email === null || account.emailVerified;
  };
  const change = async () => {
    const { data, error } = await api.PUT('/me/email', { body: { email: email.value.trim() || null, password: password.value } });
    password.value = '';
    if (!data) return part.say(problemText(error), true);
    show(data);
    part.say(data.email && !data.emailVerified ? 'Saved: a verification mail is on its way.' : 'Saved.');
  };
  resend.addEventListener('click', () => void api.POST('/me/email/verification-mail').then(({ error }) => part.say(error ? problemText(error) : 'A verification mail is on its way.', Boolean(error))));
  void api.GET('/me').then(({ data, error }) => (data ? show(data) : part.say(problemText(error), true)));
  return part.element;
}

/** Which notices go where, and the quiet hours: the whole preferences, sent together. */
function noticesSection(): HTMLElement {
  const table = h('div', { id: 'preferences' });
  const quietOn = h('input', { type: 'checkbox', id: 'quiet-on' });
  const start = h('input', { type: 'time', id: 'quiet-start', value: '22:00', required: true });
  const end = h('input', { type: 'time', id: 'quiet-end', value: '07:00', required: true });
  const zone = h('input', { id: 'quiet-zone', list: 'time-zones', value: browserZone(), required: true, maxlength: 64, autocomplete: 'off' });
  const zones = h('datalist', { id: 'time-zones' }, ...(Intl.supportedValuesOf?.('timeZone') ?? []).map((z) => h('option', { value: z })));
  let channels: Channels = {};
  const part = section('notices', 'Notices',
    h('p', { class: 'muted' }, 'Mail goes to a verified address, and turns and results only while you have no Sortie page open.'),
    table,
    h('h3', {}, 'Quiet hours'),
    h('p', { class: 'muted' }, 'Notices due then wait until they end, and no deadline of yours falls inside them: it moves to just after.'),
    h('label', { class: 'field inline' }, quietOn, h('span', {}, 'Keep quiet hours')),
    h('div', { class: 'row' }, h('label', { class: 'field' }, h('span', {}, 'From'), start), h('label', { class: 'field' }, h('span', {}, 'Until'), end), h('label', { class: 'field' }, h('span', {}, 'Time zone'), zone)),
    zones,
    h('div', { class: 'buttons' }, h('button', { type: 'button', id: 'save-quiet', onclick: () => void save() }, 'Save the quiet hours')));
  const quiet = (): Quiet | null => (quietOn.checked ? { start: start.value, end: end.value, timeZone: zone.value.trim() } : null);
  const save = async () => {
    const { data, error } = await api.PUT('/me/notifications/preferences', { body: { channels, quietHours: quiet() } as never });
    if (!data) return part.say(problemText(error), true);
    show(data);
    part.say('Saved.');
  };
  const show = (preferences: Preferences) => {
    channels = preferences.channels;
    const q = preferences.quietHours;
    quietOn.checked = q !== null;
    if (q) [start.value, end.value, zone.value] = [q.start, q.end, q.timeZone];
    fill(
      table,
      h(
        'table',
        {},
        h('caption', { class: 'visually-hidden' }, 'Which notices go by email and to your webhooks'),
        h('tr', {}, h('th', { scope: 'col' }, 'Notice'), h('th', { scope: 'col' }, 'Email'), h('th', { scope: 'col' }, 'Webhook')),
        ...Object.entries(channels).map(([kind, on]) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, KINDS[kind] ?? kind),
            ...(['email', 'webhook'] as const).map((channel) =>
              h('td', {}, h('input', { type: 'checkbox', checked: on[channel], 'aria-label': `${KINDS[kind] ?? kind} by ${channel}`, onchange: (e: Event) => ((channels = { ...channels, [kind]: { ...on, [channel]: (e.target as HTMLInputElement).checked } }), void save()) })),
            ),
          ),
        ),
      ),
    );
  };
  void api.GET('/me/notifications/preferences').then(({ data, error }) => (data ? show(data) : part.say(problemText(error), true)));
  return part.element;
}

/** The vacation pool, and going on (or coming back from) vacation. */
function vacationSection(): HTMLElement {
  const state = h('p', { id: 'vacation-state' });
  const days = h('input', { type: 'number', id: 'vacation-days', min: 1, max: 366, value: 7, required: true });
  const go = h('button', { type: 'submit', id: 'start-vacation' }, 'Go on vacation');
  const back = h('button', { type: 'button', id: 'end-vacation', hidden: true }, 'I am back');
  const part = section('vacation', 'Vacation', h('p', { class: 'muted' }, 'While you are away your clocks stop, in every game whose time control allows it.'), state,
    h('form', { onsubmit: (e: Event) => (e.preventDefault(), void start()) }, h('label', { class: 'field' }, h('span', {}, 'Days'), days), h('div', { class: 'buttons' }, go, back)));
  const show = (v: Schemas['Vacation']) => {
    state.textContent = `${v.remainingDays} of ${v.allowanceDays} days left this year.${v.current ? ` On vacation until ${localTime(v.current.endsAt)}.` : ''}`;
    go.hidden = v.current !== null;
    back.hidden = v.current === null;
  };
  const start = async () => {
    const { data, error } = await api.POST('/me/vacation', { body: { days: Number(days.value) } });
    return data ? (show(data), part.say('Have a good time.')) : part.say(problemText(error), true);
  };
  back.addEventListener('click', () => void api.DELETE('/me/vacation').then(({ data, error }) => (data ? (show(data), part.say('Welcome back.')) : part.say(problemText(error), true))));
  void api.GET('/me/vacation').then(({ data, error }) => (data ? show(data) : part.say(problemText(error), true)));
  return part.element;
}

/** The webhooks, each with a button that sends it a test notice. */
function webhooksSection(): HTMLElement {
  const list = h('ul', { id: 'webhooks' });
  const part = section('webhooks-section', 'Webhooks', list, h('p', { class: 'muted' }, 'Add one with POST /me/webhooks (docs/cadence.md).'));
  const test = async (id: string) => {
    const { data, error } = await api.POST('/me/webhooks/{webhookId}/test', { params: { path: { webhookId: id } } });
    part.say(!data ? problemText(error) : data.delivered ? 'The test notice was delivered.' : `The test notice failed: ${data.error ?? 'no answer'}.`, !data?.delivered);
  };
  void api.GET('/me/webhooks').then(({ data }) => {
    const hooks = data?.webhooks ?? [];
    fill(list, ...(hooks.length > 0 ? hooks.map((w) => h('li', {}, `${w.url} · ${w.enabled ? 'enabled' : `disabled: ${w.lastError ?? 'too many failures'}`} `, h('button', { type: 'button', class: 'test-webhook', onclick: () => void test(w.id) }, 'Send a test'))) : [h('li', { class: 'muted' }, 'None.')]));
  });
  return part.element;
}

/** The settings page. */
export function settingsPage(root: HTMLElement): void {
  root.replaceChildren(h('h1', {}, 'Settings'), addressSection(), noticesSection(), vacationSection(), webhooksSection());
}
