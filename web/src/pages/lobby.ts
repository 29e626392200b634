/**
 * The lobby: games waiting for you, your games, open games and your
 * invitations, kept current by the personal stream; and a new game, with the
 * options form of the ruleset chosen.
 */
import { api, problemText, type GameSummary } from '../api.js';
import { fill, h, localTime } from '../dom.js';
import { optionsForm } from '../options-form.js';
import { navigate } from '../router.js';
import { personalStream } from '../streams.js';

function gameRow(game: GameSummary): HTMLElement {
  const title = game.name ? `${game.name} (${game.title})` : game.title;
  const seats = game.seats.map((s) => `${s.seat}: ${s.player?.name ?? 'free'}`).join(', ');
  const waiting = game.awaiting.length > 0 ? `to move: ${game.awaiting.join(', ')}` : '';
  return h(
    'li',
    { class: 'game-row', 'data-game': game.id },
    h('a', { href: `/play/games/${game.id}${game.inviteCode ? `?inviteCode=${encodeURIComponent(game.inviteCode)}` : ''}` }, title),
    h('span', { class: 'muted' }, ` · ${game.status} · ${seats}${waiting ? ` · ${waiting}` : ''} · ${localTime(game.updatedAt)}`),
  );
}

async function listInto(list: HTMLElement, query: { waitingForMe?: boolean; mine?: boolean; openSeats?: boolean }, empty: string): Promise<void> {
  const { data, error } = await api.GET('/games', { params: { query: { ...query, limit: 20 } } });
  if (!data) return fill(list, h('li', { class: 'error' }, problemText(error)));
  fill(list, ...(data.games.length > 0 ? data.games.map(gameRow) : [h('li', { class: 'muted' }, empty)]));
}

async function invitationsInto(list: HTMLElement): Promise<void> {
  const { data, error } = await api.GET('/me/invitations', {});
  if (!data) return fill(list, h('li', { class: 'error' }, problemText(error)));
  fill(
    list,
    ...(data.invitations.length > 0
      ? data.invitations.map((i) =>
          h('li', {}, h('a', { href: `/play/games/${i.gameId}${i.inviteCode ? `?inviteCode=${encodeURIComponent(i.inviteCode)}` : ''}` }, i.name ?? i.title), h('span', { class: 'muted' }, ` · from ${i.from} · ${localTime(i.invitedAt)}`)),
        )
      : [h('li', { class: 'muted' }, 'No invitations.')]),
  );
}

/** The new-game form: ruleset, its options, a name, public or private, and the seat to take. */
async function newGameForm(): Promise<HTMLElement> {
  const { data } = await api.GET('/rulesets');
  const rulesets = data?.rulesets ?? [];
  const ruleset = h('select', { name: 'ruleset', id: 'new-ruleset' }, ...rulesets.map((r) => h('option', { value: r.id }, r.title)));
  const optionsSlot = h('div');
  const seat = h('select', { name: 'seat', id: 'new-seat' });
  const name = h('input', { name: 'name', placeholder: 'a name (optional)', maxlength: 80 });
  const visibility = h('select', { name: 'visibility' }, h('option', { value: 'public' }, 'public'), h('option', { value: 'private' }, 'private (by invitation code)'));
  const message = h('p', { class: 'error', role: 'alert' });
  let form = optionsForm({});
  const seatsFor = async () => {
    const { data: seats } = await api.POST('/rulesets/{rulesetId}/seats', { params: { path: { rulesetId: ruleset.value } }, body: { options: form.value() } });
    fill(seat, ...(seats?.seats ?? []).map((s) => h('option', { value: s.id }, `${s.label} (${s.id})`)));
  };
  const chooseRuleset = () => {
    const chosen = rulesets.find((r) => r.id === ruleset.value);
    form = optionsForm((chosen?.optionsSchema ?? {}));
    form.element.addEventListener('change', () => void seatsFor());
    fill(optionsSlot, form.element);
    void seatsFor();
  };
  ruleset.addEventListener('change', chooseRuleset);
  chooseRuleset();
  const create = async (e: Event) => {
    e.preventDefault();
    const body = { ruleset: ruleset.value, options: form.value(), visibility: visibility.value as 'public' | 'private', seat: seat.value, ...(name.value.trim() ? { name: name.value.trim() } : {}) };
    const { data: game, error } = await api.POST('/games', { body });
    if (!game) return void (message.textContent = problemText(error));
    navigate(`/games/${game.id}${game.inviteCode ? `?inviteCode=${encodeURIComponent(game.inviteCode)}` : ''}`);
  };
  return h(
    'form',
    { class: 'card', id: 'new-game', onsubmit: (e: Event) => void create(e) },
    h('h2', {}, 'New game'),
    h('label', { class: 'field' }, h('span', {}, 'Game'), ruleset),
    optionsSlot,
    h('label', { class: 'field' }, h('span', {}, 'Your seat'), seat),
    h('label', { class: 'field' }, h('span', {}, 'Name'), name),
    h('label', { class: 'field' }, h('span', {}, 'Who may join'), visibility),
    h('div', { class: 'buttons' }, h('button', { type: 'submit', id: 'create-game' }, 'Create')),
    message,
  );
}

/** The lobby page. */
export function lobbyPage(root: HTMLElement): () => void {
  const [waiting, mine, open, invitations] = [h('ul', { id: 'waiting' }), h('ul', { id: 'mine' }), h('ul', { id: 'open' }), h('ul', { id: 'invitations' })];
  const banner = h('p', { class: 'banner', role: 'status', id: 'banner' });
  const refresh = () =>
    Promise.all([
      listInto(waiting, { waitingForMe: true }, 'Nothing waits for you.'),
      listInto(mine, { mine: true }, 'You are in no game yet.'),
      listInto(open, { openSeats: true }, 'No game has a free seat.'),
      invitationsInto(invitations),
    ]);
  // One read of the lists at a time: a burst of changes while one runs costs one more read, not one each.
  let reading: Promise<unknown> | null = null;
  let readAgain = false;
  const refreshSoon = (): void => {
    if (reading) return void (readAgain = true);
    reading = refresh().finally(() => {
      reading = null;
      if (readAgain) {
        readAgain = false;
        refreshSoon();
      }
    });
  };
  const formSlot = h('div');
  root.replaceChildren(
    h('h1', { class: 'visually-hidden' }, 'Lobby'),
    banner,
    h('div', { class: 'columns' }, h('section', { class: 'card' }, h('h2', {}, 'Waiting for you'), waiting, h('h2', {}, 'Your games'), mine, h('h2', {}, 'Open games'), open, h('h2', {}, 'Invitations'), invitations), formSlot),
  );
  refreshSoon();
  void newGameForm().then((form) => fill(formSlot, form));
  const stream = personalStream((message) => {
    if (message.type === 'your-turn') banner.replaceChildren('Your turn in ', h('a', { href: `/play/games/${message.gameId}` }, message.name ?? 'a game'), '.');
    if (message.type === 'game-over') banner.textContent = `A game is over: ${message.outcome.summary}`;
    // Turns, results, notices and the lobby's changes (a game opened, a seat taken or freed) all change the lists.
    if (message.type !== 'hello' && message.type !== 'pong') refreshSoon();
  });
  return () => stream.close();
}
