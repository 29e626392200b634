/**
 * No face-down counter reaches an Ork seat through any route. A two-player
 * Bommerz game (and a solo one, where the server defends) is played to its
 * end through the API; after every command the
 * Ork player reads everything the API gives it (its command answers, its
 * seat view, the public view, the prompts, the event log and its seat
 * history) and each document is searched for a counter kind. A kind may only
 * appear as the `kind` of a counter (by `id` or `counter`) that the true
 * state — read from the server, which the Ork cannot — shows was revealed,
 * or elsewhere (a Bommer "destroyed" with cause "laser") only once a counter
 * of that kind was revealed.
 */
import { describe, expect, it } from 'vitest';
import { COUNTER_KINDS } from '../../src/rulesets/bommerz/rules.js';
import type { BommerzState } from '../../src/rulesets/bommerz/state.js';
import { bommerzRuleset } from '../../src/rulesets/bommerz/index.js';
import { playToEnd, registerClient, seededRandom, type ApiClient } from './typed-client.js';
import { servedApp, startedGame } from './support.js';

const KINDS: ReadonlySet<string> = new Set(COUNTER_KINDS);

/** What the Ork may know: the ids of revealed counters, and their kinds. */
interface Known {
  readonly ids: ReadonlySet<string>;
  readonly kinds: ReadonlySet<string>;
}

/** Where a document shows a counter kind the reader may not know. */
function leaks(doc: unknown, known: Known, path = '$'): string[] {
  if (Array.isArray(doc)) return doc.flatMap((v, i) => (typeof v === 'string' && KINDS.has(v) ? [`${path}[${i}]=${v}`] : leaks(v, known, `${path}[${i}]`)));
  if (doc === null || typeof doc !== 'object') return [];
  const o = doc as Record<string, unknown>;
  return Object.entries(o).flatMap(([key, value]) => {
    if (typeof value !== 'string' || !KINDS.has(value)) return leaks(value, known, `${path}.${key}`);
    const id = o.id ?? o.counter;
    const allowed = key === 'kind' ? typeof id === 'string' && known.ids.has(id) : known.kinds.has(value);
    return allowed ? [] : [`${path}.${key}=${value}`];
  });
}

/**
 * Where a document shows another seat's prompt with its options or its
 * suggestion: the Imperial player's legal moves depend on the face-down
 * counters he knows (an Interceptor may end on one that is not an
 * Interceptor, version 3), so they are his alone.
 */
function othersChoices(doc: unknown, seat: string, path = '$'): string[] {
  if (Array.isArray(doc)) return doc.flatMap((v, i) => othersChoices(v, seat, `${path}[${i}]`));
  if (doc === null || typeof doc !== 'object') return [];
  const o = doc as Record<string, unknown>;
  const own = typeof o.seat === 'string' && o.seat !== seat && typeof o.kind === 'string' && ('options' in o || 'suggested' in o) ? [`${path} (${o.seat})`] : [];
  return [...own, ...Object.entries(o).flatMap(([key, value]) => othersChoices(value, seat, `${path}.${key}`))];
}

/** A whole game read after every command, pictures included: minutes by the clock on a loaded shared machine, so more than the default minute. */
const WHOLE_GAME_TIMEOUT_MS = 240_000;

const served = servedApp();

/** The truth, from the server's side: counters ever revealed, and counters face down on the board now. */
async function truth(gameId: string): Promise<{ known: Known; faceDownOnBoard: number }> {
  const meta = (await served.t.ctx.play.meta(gameId))!;
  const state = (await served.t.ctx.play.position(meta)).state as BommerzState;
  const log = await served.t.ctx.store.read(gameId);
  const revealed = new Set<string>([
    ...state.counters.filter((c) => c.faceUp).map((c) => c.id),
    ...log.filter((e) => e.event.type === 'counter-revealed').map((e) => (e.event as unknown as { counter: string }).counter),
  ]);
  const kinds = new Set(state.counters.filter((c) => revealed.has(c.id)).map((c) => c.kind));
  return { known: { ids: revealed, kinds }, faceDownOnBoard: state.counters.filter((c) => c.status === 'board' && !c.faceUp).length };
}

/** Everything the Ork player can read now, the log and history from where it last read them. */
/** The pictures are read at one check in this many (the views they are drawn from, at every one). */
const PICTURES_EVERY = 4;

async function orkReads(ork: ApiClient, gameId: string, after: { events: number; history: number; reads: number }): Promise<unknown[]> {
  const path = { params: { path: { gameId } } };
  const seatPath = { params: { path: { gameId, seat: 'ork1' } } };
  const events = (await ork.GET('/games/{gameId}/events', { params: { path: { gameId }, query: { after: after.events } } })).data!;
  const history = (await ork.GET('/games/{gameId}/seats/{seat}/history', { params: { path: { gameId, seat: 'ork1' }, query: { after: after.history } } })).data!;
  after.events = events.events.at(-1)?.seq ?? after.events;
  after.history = history.events.at(-1)?.entry.seq ?? after.history;
  const docs = [
    (await ork.GET('/games/{gameId}', path)).data,
    (await ork.GET('/games/{gameId}/seats/{seat}/view', seatPath)).data,
    (await ork.GET('/games/{gameId}/views/public', path)).data,
    (await ork.GET('/games/{gameId}/prompts', path)).data,
    events,
    history,
  ];
  for (const doc of docs) expect(doc).toBeDefined();
  if (after.reads++ % PICTURES_EVERY !== 0) return docs;
  // The pictures are drawn from those very views, so they show no more than the documents checked here.
  const [seatView, publicView] = [docs[1] as { view: unknown }, docs[2] as { view: unknown }];
  const seatSvg = await ork.GET('/games/{gameId}/seats/{seat}/view.svg', { ...seatPath, parseAs: 'text' });
  const publicSvg = await ork.GET('/games/{gameId}/views/public.svg', { ...path, parseAs: 'text' });
  expect(seatSvg.data).toBe(bommerzRuleset.drawView!(seatView.view));
  expect(publicSvg.data).toBe(bommerzRuleset.drawView!(publicView.view));
  return docs;
}

/**
 * Checks everything the Ork player can read, plus the answers it got, against
 * the truth; answers what the Ork may know and whether counters lie face
 * down, or null once the game is over (then everything is revealed to all).
 */
function orkWatcher(ork: ApiClient, gameId: string) {
  const read = { events: 0, history: 0, reads: 0 };
  return async (answers: unknown[]): Promise<{ known: Known; faceDownOnBoard: number } | null> => {
    const now = await truth(gameId);
    if ((await ork.GET('/games/{gameId}', { params: { path: { gameId } } })).data!.status === 'finished') return null;
    for (const doc of [...answers, ...(await orkReads(ork, gameId, read))]) {
      expect(leaks(doc, now.known)).toEqual([]);
      expect(othersChoices(doc, 'ork1')).toEqual([]);
    }
    return now;
  };
}

describe('hidden Bommerz counters', () => {
  it('never reach the Ork seat of a solo game through any route', async () => {
    const ork = await registerClient(served.baseUrl, 'solo-secret-ork');
    const gameId = (await ork.client.POST('/games', { body: { ruleset: 'bommerz', options: { players: 1, waveTurns: 10 }, seat: 'ork1' } })).data!.id;
    const watch = orkWatcher(ork.client, gameId);
    let checksWithHiddenCounters = 0;
    const check = async (answers: unknown[]) => {
      if (((await watch(answers))?.faceDownOnBoard ?? 0) > 0) checksWithHiddenCounters++;
    };
    await check([]);
    await playToEnd(gameId, { ork1: ork.client }, seededRandom(11), (_seat, answer) => check([answer]));
    expect(checksWithHiddenCounters).toBeGreaterThan(5);
  }, WHOLE_GAME_TIMEOUT_MS);

  it('never reach the Ork seat of a two-player game through any route, nor do the Imperial player\'s options, while the Imperial seat sees them', async () => {
    const { gameId, clients } = await startedGame(served.baseUrl, 'bommerz', { players: 2, waveTurns: 10 }, { ork1: 'secret-ork', imperial: 'secret-imperial' });
    const watch = orkWatcher(clients.ork1, gameId);
    let checksWithHiddenCounters = 0;
    let imperialSawKinds = false;
    let checksWhileImperialChooses = 0;
    const check = async (answers: unknown[]) => {
      const now = await watch(answers);
      if (!now || now.faceDownOnBoard === 0) return;
      checksWithHiddenCounters++;
      const prompts = (await clients.imperial.GET('/games/{gameId}/prompts', { params: { path: { gameId } } })).data!.prompts;
      // The detector does find the options where they are shown: on the Imperial player's own prompts.
      if (othersChoices(prompts, 'ork1').length > 0) checksWhileImperialChooses++;
      // The detector does find kinds where they are shown: the Imperial player's own view has them.
      const own = (await clients.imperial.GET('/games/{gameId}/seats/{seat}/view', { params: { path: { gameId, seat: 'imperial' } } })).data;
      imperialSawKinds ||= leaks(own, now.known).length > 0;
    };
    await check([]);
    const commands = await playToEnd(gameId, clients, seededRandom(7), (seat, answer) => check(seat === 'ork1' ? [answer] : []));
    expect(commands).toBeGreaterThan(10);
    expect(checksWithHiddenCounters).toBeGreaterThan(10);
    expect(imperialSawKinds).toBe(true);
    expect(checksWhileImperialChooses).toBeGreaterThan(5);
  }, WHOLE_GAME_TIMEOUT_MS);
});
