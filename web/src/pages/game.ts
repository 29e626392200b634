/**
 * A game: its seats before the start (take one, leave it, start); then the
 * position picture of your seat (or the public one; Bomber's inline, its
 * Air units flown by clicking the map: bomber-map-control.ts), your prompts as
 * buttons with the suggested option marked (prompt-panel.ts: grouped, and
 * batched for a secret step, as the ruleset's layout says), take-back
 * buttons while your seat may take back, the log as your seat may read it,
 * the clocks, and at the end the outcome and the verification report.
 * The game stream keeps it current: a move elsewhere shows without a reload.
 */
import { api, pictureSvg, pictureUrl, problemText, rulesetProtocol, session, type GameSummary, type Schemas } from '../api.js';
import { fill, h, localTime } from '../dom.js';
import type { Command, LogEntry } from '../messages.js';
import { sendMove, type Move, type MoveAnswer } from '../moves.js';
import { layoutOf, publicMove, type RulesetLayout } from '../prompt-layout.js';
import { confirmCaution } from '../caution-dialog.js';
import { chooseCarefully, promptPanel } from '../prompt-panel.js';
import { hasPanel, seatPanel } from '../ruleset-panels.js';
import { BomberMapControl } from '../rulesets/bomber-map-control.js';
import { arrangeBomberGroups } from '../rulesets/bomber-setup.js';
import type { Route } from '../router.js';
import { gameStream, personalStream, type OpenStream } from '../streams.js';
import { LogPanel } from '../log-panel.js';
import { MessagePanel } from '../message-panel.js';

/** The game page. */
export function gamePage(root: HTMLElement, route: Route): () => void {
  const gameId = route.path.split('/')[2] ?? '';
  const inviteCode = route.query.get('inviteCode') ?? undefined;
  const account = session()?.account ?? null;
  let summary: GameSummary | null = null;
  /** How the ruleset's prompts are laid out: until its protocol is known, every step public and nothing grouped. */
  let layout: RulesetLayout | null = null;
  const plain: RulesetLayout = { protocol: { commands: {}, promptKinds: {}, refusals: {} }, subjects: [] };
  let lastSeq = 0;
  let picture: string | null = null;
  let stream: OpenStream | null = null;
  // Before the start the game stream has no events to tell of a seat taken or of the start: the personal stream's notices about this game do.
  const personal = account ? personalStream((m) => 'gameId' in m && m.gameId === gameId && scheduleRefresh()) : null;
  let refreshTimer: number | undefined;

  const heading = h('h1', {}, 'Game');
  const status = h('p', { class: 'status', id: 'status' });
  const seats = h('div', { class: 'seats', id: 'seats' });
  // Hidden until its first picture: before the start there is none, and an empty image shows as a broken one.
  const image = h('img', { id: 'position', alt: 'The position', hidden: true });
  const card = h('div', { id: 'card' });
  const prompts = h('div', { class: 'prompts', id: 'prompts' });
  const clocks = h('div', { class: 'clocks', id: 'clocks' });
  const result = h('div', { class: 'result', id: 'result' });
  const log = new LogPanel();
  const talk = new MessagePanel(gameId);
  const message = h('p', { class: 'error', role: 'alert', id: 'message' });

  // An Air unit's group opened in the prompt picks it on the map too.
  prompts.addEventListener('click', (event) => {
    const group = (event.target as Element).closest('details.group[data-group^="airUnit:"] > summary')?.parentElement;
    if (group) map?.pick(Number(group.dataset.group!.slice('airUnit:'.length)));
  });

  root.replaceChildren(
    h('div', { class: 'game' }, h('div', { class: 'board' }, heading, status, seats, image, card, result), h('div', { class: 'side' }, message, prompts, clocks, log.element, talk.element)),
  );

  const mySeat = () => summary?.yourSeat ?? null;
  const started = () => (summary?.version ?? 0) > 0;

  async function loadSummary(): Promise<void> {
    const { data, error } = await api.GET('/games/{gameId}', { params: { path: { gameId }, query: inviteCode ? { inviteCode } : {} } });
    if (!data) throw new Error(problemText(error));
    summary = data;
    // What the ruleset says of its commands and steps (GET /rulesets): the page lays out any ruleset's prompts from it.
    const protocol = layout === null ? await rulesetProtocol(data.ruleset) : null;
    if (protocol) layout = layoutOf(data.ruleset, protocol);
    heading.textContent = data.name ? `${data.name} — ${data.title}` : data.title;
    const deadlines = Object.entries(data.deadlines).map(([seat, at]) => `${seat} by ${localTime(at)}`);
    status.textContent = [`${data.status}`, data.awaiting.length > 0 ? `to move: ${data.awaiting.join(', ')}` : '', deadlines.length > 0 ? `deadlines: ${deadlines.join(', ')}` : '', mySeat() ? `you play ${mySeat()}` : 'you are watching'].filter(Boolean).join(' · ');
    renderSeats(data);
    talk.seats(mySeat(), data.seats.map((s) => ({ seat: s.seat, label: s.label, taken: s.player !== null })));
  }

  function renderSeats(game: GameSummary): void {
    const open = game.status === 'open';
    const seated = mySeat() !== null;
    const act = (run: () => Promise<{ error?: unknown }>) => () =>
      void run().then(({ error }) => {
        message.textContent = error ? problemText(error) : '';
        return refresh();
      });
    fill(
      seats,
      h(
        'ul',
        {},
        ...game.seats.map((s) =>
          h(
            'li',
            {},
            `${s.label} (${s.seat}): ${s.player?.name ?? 'free'} `,
            open && !s.player && !seated && account ? h('button', { class: 'take-seat', 'data-seat': s.seat, onclick: act(() => api.POST('/games/{gameId}/seats', { params: { path: { gameId } }, body: { seat: s.seat, ...(inviteCode ? { inviteCode } : {}) } })) }, 'Take this seat') : null,
            open && s.player?.id === account?.id ? h('button', { onclick: act(() => api.DELETE('/games/{gameId}/seats/{seat}', { params: { path: { gameId, seat: s.seat } } })) }, 'Leave') : null,
          ),
        ),
      ),
      open && seated && game.seats.every((s) => s.player) ? h('button', { id: 'start', onclick: act(() => api.POST('/games/{gameId}/start', { params: { path: { gameId } } })) }, 'Start the game') : null,
      open && game.inviteCode ? h('p', { class: 'muted' }, `Invitation code: ${game.inviteCode}`) : null,
    );
  }

  /** Bomber's picture, inline and clickable, and what its clicks read: the seat's view (from the card's request) and the prompt's options. */
  let map: BomberMapControl | null = null;
  let bomberView: Schemas['BomberView'] | null = null;
  const myPrompt = () => current.prompts.find((p) => p.seat === mySeat() && p.options) ?? null;

  /** Plays a command chosen on the map in a public step: a hidden change is collected (shown with the prompt), another is sent with the changes it carries; a prompt's option the ruleset cautions about is asked about first. */
  function playFromMap(command: Command): void {
    const play = () => {
      const move = publicMove(command, draft, layout ?? plain);
      if (!('collect' in move)) return void send(move);
      draft = [...draft, move.collect];
      renderPrompts(current);
    };
    const prompt = myPrompt();
    const index = (prompt?.options ?? []).indexOf(command);
    if (prompt && index >= 0) chooseCarefully(prompt, index, prompt.labels?.[index] ?? command.type, play);
    else play();
  }

  async function showMap(path: string): Promise<void> {
    const svg = await pictureSvg(path);
    if (svg === null) return;
    // A move on the map carries the hidden changes collected on the page (prompt-layout.ts publicMove), as the same move chosen from the prompt would.
    map ??= new BomberMapControl(() => ({ view: bomberView, prompt: myPrompt(), draft }), playFromMap);
    map.show(svg);
    if (image.isConnected) image.replaceWith(map.element);
  }

  async function loadPicture(): Promise<void> {
    if (!started()) return;
    const seat = mySeat();
    const path = seat ? `/games/${gameId}/seats/${encodeURIComponent(seat)}/view.svg` : `/games/${gameId}/views/public.svg`;
    if (summary?.ruleset === 'bomber') return showMap(path);
    const url = await pictureUrl(path);
    if (!url) return;
    if (picture) URL.revokeObjectURL(picture);
    picture = url;
    image.src = url;
    image.hidden = false;
  }

  /** The prompts as last heard of (the route, a move's answer or a your-turn message), and the secret step's collected choices. */
  let current: MoveAnswer = { version: 0, prompts: [], takeBack: null };
  let draft: readonly Command[] = [];
  let draftKind: string | null = null;
  const folds = new Map<string, boolean>();

  /** The ruleset's panel of what the seat holds (Bomber's card behind the screen), from the seat's own view. */
  async function loadCard(): Promise<void> {
    const seat = mySeat();
    if (!started() || !seat || !summary || !hasPanel(summary.ruleset)) return fill(card);
    const { data } = await api.GET('/games/{gameId}/seats/{seat}/view', { params: { path: { gameId, seat } } });
    if (!data) return;
    fill(card, seatPanel(data));
    bomberView = data.ruleset === 'bomber' ? data.view : null;
    // The prompt's layout may read the view (Bomber's map set-up), and so do the map's marks.
    if (bomberView) renderPrompts(current);
    map?.update();
  }

  function renderPrompts(answer: MoveAnswer): void {
    current = answer;
    const seat = mySeat();
    const kind = answer.prompts.find((p) => p.seat === seat && p.options)?.kind ?? null;
    if (kind !== draftKind) {
      [draft, draftKind] = [[], kind];
      folds.clear();
    }
    fill(
      prompts,
      ...promptPanel({ seat, prompts: answer.prompts, takeBack: answer.takeBack, draft, folds, arrange: summary?.ruleset === 'bomber' ? (kind, groups) => arrangeBomberGroups(bomberView, kind, groups) : undefined }, layout ?? plain, {
        send: (move) => void send(move),
        setDraft: (next) => {
          draft = next;
          renderPrompts(current);
        },
        setFold: (key, open) => folds.set(key, open),
      }),
      seat && summary?.status === 'active' ? h('button', { class: 'resign', onclick: () => void resign() }, 'Resign') : null,
    );
    map?.update();
  }

  async function loadPrompts(): Promise<void> {
    if (!started()) return fill(prompts);
    const { data } = await api.GET('/games/{gameId}/prompts', { params: { path: { gameId } } });
    if (data) renderPrompts({ version: data.version, prompts: data.prompts, takeBack: data.takeBack ?? null });
  }

  /** Sends a move (a command, a batch or a take-back) chosen at the version the prompts are of. */
  async function send(move: Move): Promise<void> {
    for (const button of prompts.querySelectorAll('button')) button.disabled = true;
    await sendMove(gameId, move, current.version, {
      waiting: (seconds) => (message.textContent = `Slow down: sending again in ${seconds} s.`),
      done: (result) => {
        message.textContent = 'problem' in result ? result.problem : '';
        if ('answer' in result) {
          if ('commands' in move) draft = [];
          renderPrompts(result.answer);
        } else renderPrompts(current);
        scheduleRefresh();
      },
    });
  }

  async function resign(): Promise<void> {
    if (!(await confirmCaution('You give this game up: it ends, and you lose it.', 'Resign'))) return;
    const { error } = await api.POST('/games/{gameId}/resign', { params: { path: { gameId } } });
    message.textContent = error ? problemText(error) : '';
    scheduleRefresh();
  }

  function appendEntries(entries: readonly LogEntry[]): void {
    const fresh = entries.filter((e) => e.seq > lastSeq);
    if (fresh.length === 0) return;
    log.append(fresh);
    lastSeq = fresh.at(-1)!.seq;
  }

  async function loadLog(): Promise<void> {
    for (;;) {
      const { data } = await api.GET('/games/{gameId}/events', { params: { path: { gameId }, query: { after: lastSeq } } });
      if (!data || data.events.length === 0) return;
      appendEntries(data.events);
    }
  }

  async function loadClocks(): Promise<void> {
    if (!summary?.timeControl) return fill(clocks);
    const { data } = await api.GET('/games/{gameId}/clocks', { params: { path: { gameId } } });
    if (!data) return;
    const state = (c: (typeof data.clocks)[number]) => (c.outOfTime ? 'out of time' : c.onVacation ? 'on vacation' : c.running && c.deadline ? `running, due ${localTime(c.deadline)}` : 'stopped');
    fill(clocks, h('h2', {}, 'Clocks'), h('ul', {}, ...data.clocks.map((c) => h('li', {}, `${c.seat}: ${state(c)} · ${Math.floor(c.remainingSeconds / 3600)} h ${Math.floor((c.remainingSeconds % 3600) / 60)} min left`))));
  }

  async function loadResult(): Promise<void> {
    if (summary?.status !== 'finished' || !summary.outcome) return fill(result);
    const { data: report } = await api.GET('/games/{gameId}/verification', { params: { path: { gameId } } });
    const checks = report ? [`seed matches its hash: ${report.seedMatchesHash}`, `hash chain: ${report.chain.ok}`, `rolls: ${report.rolls.every((r) => r.ok)}`, `replay: ${report.replay.ok}`, `final state: ${report.finalState.ok}`] : [];
    fill(
      result,
      h('h2', {}, 'The end'),
      h('p', { id: 'outcome' }, summary.outcome.summary),
      h('p', {}, summary.outcome.winners.length > 0 ? `Winners: ${summary.outcome.winners.join(', ')}` : 'Nobody won.'),
      report ? h('p', { id: 'verification', class: report.ok ? 'ok' : 'error' }, report.ok ? 'Verified: the log replays from the revealed seed.' : 'Verification FAILED.') : null,
      h('ul', { class: 'muted' }, ...checks.map((c) => h('li', {}, c))),
    );
  }

  async function refresh(): Promise<void> {
    try {
      await loadSummary();
      await Promise.all([loadPicture(), loadCard(), loadPrompts(), loadLog(), loadClocks(), loadResult()]);
    } catch (err) {
      message.textContent = (err as Error).message;
    }
  }

  function scheduleRefresh(): void {
    window.clearTimeout(refreshTimer);
    refreshTimer = window.setTimeout(() => void refresh(), 50);
  }

  void refresh().then(() => {
    stream = gameStream(gameId, () => lastSeq, (m) => {
      switch (m.type) {
        case 'events':
          appendEntries(m.entries);
          scheduleRefresh();
          break;
        case 'your-turn':
          if (m.prompts) renderPrompts({ version: m.version, prompts: m.prompts, takeBack: m.takeBack ?? null });
          break;
        case 'game-over':
          scheduleRefresh();
          break;
        case 'message':
          talk.add([m.message]);
          break;
        case 'hello':
          // Connected (again): whatever was written before this stream's pushes begin.
          void talk.load();
          break;
        case 'pong':
        case 'error':
          break;
        default: {
          const never: never = m;
          throw new Error(`unknown message ${JSON.stringify(never)}`);
        }
      }
    });
  });
  return () => {
    stream?.close();
    personal?.close();
    window.clearTimeout(refreshTimer);
    map?.dispose();
    if (picture) URL.revokeObjectURL(picture);
  };
}
