/**
 * Bomber end to end (issue 26 item 4), only through HTTP with the typed
 * client generated from the committed contract: a whole two-player game,
 * each seat played by the sensible bot, and a solo game (the American by
 * the sensible bot, the German by the server), each step sent as one batch.
 * The bot picks from the game's state, read beside the API as the
 * Bommerz batch test does, and each batch is the very commands it would send
 * one by one until its seat's step is done (test/support/bomber-batches.ts). While the game goes on, the
 * German seat reads everything the API gives it after every batch — its
 * command answers, the event log, its seat history, its view and the
 * prompts — and none of it may hold an American secret; at the end the
 * revealed seed verifies the log.
 *
 * The game ends when the rules end it: after Turn 33, or by agreement (the
 * sensible bots offer to end once their raid is over). It asserts no
 * outcome's result, so it holds once Bomber III scores the game.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/openapi.js';
import { seededRandom } from '../../src/kernel/dice.js';
import type { Position } from '../../src/kernel/engine.js';
import type { BomberState } from '../../src/rulesets/bomber/state.js';
import { botBatch } from '../support/bomber-batches.js';
import { auditFinished, servedApp, startedGame } from './support.js';
import { registerClient, type ApiClient } from './typed-client.js';

type BomberCommand = components['schemas']['BomberCommand'];

/** A whole game over HTTP, read after every batch, on a loaded shared machine. */
const WHOLE_GAME_TIMEOUT_MS = 600_000;

const served = servedApp();

/** Fields that hold an American secret, by the event types that carry them (the Mission Sheet, the hand, the Air Boxes, readiness, covers). */
const AMERICAN_SECRETS: Readonly<Record<string, readonly string[]>> = {
  'target-card-drawn': ['card', 'verdict'],
  'target-card-decided': ['card', 'keep'],
  'mission-line-set': ['line', 'airUnit'],
  'planes-boxed': ['boxing'],
  'rockets-set': ['airUnit', 'rockets'],
  'plane-readied': ['plane', 'to', 'rockets'],
  'air-unit-covered': ['airUnit', 'by'],
};

/** Where a document holds an American secret: a secret event's field, or a Target Card the American drew. */
function leaks(doc: unknown, cards: ReadonlySet<string>, path = '$'): string[] {
  if (typeof doc === 'string') return cards.has(doc) ? [`${path}=${doc}`] : [];
  if (Array.isArray(doc)) return doc.flatMap((v, i) => leaks(v, cards, `${path}[${i}]`));
  if (doc === null || typeof doc !== 'object') return [];
  const o = doc as Record<string, unknown>;
  const secret = typeof o.type === 'string' && Object.hasOwn(AMERICAN_SECRETS, o.type) && (o.side === undefined || o.side === 'american') ? AMERICAN_SECRETS[o.type]! : [];
  const shown = secret.filter((field) => field in o).map((field) => `${path}.${field} (${String(o.type)})`);
  return [...shown, ...Object.entries(o).flatMap(([key, value]) => leaks(value, cards, `${path}.${key}`))];
}

/** The Target Cards the American has drawn so far, from the server's side (which the German cannot read). */
async function drawnCards(gameId: string): Promise<Set<string>> {
  const log = await served.t.ctx.store.read(gameId);
  return new Set(log.flatMap((e) => (e.event.type === 'target-card-drawn' ? [(e.event as unknown as { card: string }).card] : [])));
}

/** Everything the German seat can read now, the log and history from where it last read them. */
async function germanReads(german: ApiClient, gameId: string, after: { events: number; history: number }): Promise<unknown[]> {
  const path = { params: { path: { gameId } } };
  const seatPath = { params: { path: { gameId, seat: 'german' } } };
  const events = (await german.GET('/games/{gameId}/events', { params: { path: { gameId }, query: { after: after.events, limit: 2000 } } })).data!;
  const history = (await german.GET('/games/{gameId}/seats/{seat}/history', { params: { path: { gameId, seat: 'german' }, query: { after: after.history } } })).data!;
  after.events = events.events.at(-1)?.seq ?? after.events;
  after.history = history.events.at(-1)?.entry.seq ?? after.history;
  const docs = [events, history, (await german.GET('/games/{gameId}/seats/{seat}/view', seatPath)).data, (await german.GET('/games/{gameId}/prompts', path)).data, (await german.GET('/games/{gameId}/views/public', path)).data];
  for (const doc of docs) expect(doc).toBeDefined();
  return docs;
}

interface Played {
  readonly batches: number;
  readonly commands: number;
  /** The most commands one batch carried. */
  readonly longest: number;
  readonly checks: number;
  readonly bySeat: Set<string>;
}

/**
 * Plays a started game to its end: each seat the game waits for sends its
 * bot's batch; when `german` is given, the German seat reads everything it
 * can after every batch and each document is searched for American secrets.
 */
async function playByBatches(gameId: string, seats: Readonly<Record<string, ApiClient>>, seed: string, german?: ApiClient): Promise<Played> {
  const meta = (await served.t.ctx.play.meta(gameId))!;
  const random = seededRandom(26);
  const read = { events: 0, history: 0 };
  const path = { params: { path: { gameId } } };
  const any = Object.values(seats)[0]!;
  const played = { batches: 0, commands: 0, longest: 0, checks: 0, bySeat: new Set<string>() };
  for (let n = 0; n < 5_000; n++) {
    const game = (await any.GET('/games/{gameId}', path)).data!;
    if (game.status === 'finished') return played;
    const seat = game.awaiting[0]!;
    const at = (await served.t.ctx.play.position(meta)) as Position<BomberState>;
    const commands = botBatch(at, seat, seed, random).commands as BomberCommand[];
    const answer = await seats[seat]!.POST('/games/{gameId}/commands', {
      params: { path: { gameId }, header: { 'idempotency-key': `${gameId}:${n}` } },
      body: { commands, expectedVersion: at.version },
    });
    expect(answer.error, JSON.stringify(answer.error)).toBeUndefined();
    played.batches++;
    played.commands += commands.length;
    played.longest = Math.max(played.longest, commands.length);
    played.bySeat.add(seat);
    if (german && answer.data!.awaiting.length > 0) {
      const cards = await drawnCards(gameId);
      const docs = [...(seat === 'german' ? [answer.data] : []), ...(await germanReads(german, gameId, read))];
      for (const doc of docs) expect(leaks(doc, cards)).toEqual([]);
      played.checks++;
    }
  }
  throw new Error(`game ${gameId} did not end in 5000 batches`);
}

/** Checks a finished game the way any player could (`auditFinished`): the rules gave it an outcome. */
async function audit(client: ApiClient, gameId: string): Promise<void> {
  const { full } = await auditFinished(client, gameId);
  expect(full.outcome).toBeDefined();
}

describe('Bomber end to end through the typed client', () => {
  it(
    'plays a two-player game to its end by batches, the German seat never reading an American secret, and verifies it',
    async () => {
      const { gameId, clients } = await startedGame(served.baseUrl, 'bomber', { scenario: 'introductory-paris' }, { american: 'e2e-bomber-us', german: 'e2e-bomber-de' });
      const meta = (await served.t.ctx.play.meta(gameId))!;
      const played = await playByBatches(gameId, clients, meta.seed, clients.german);
      expect(played.bySeat).toEqual(new Set(['american', 'german']));
      // Batches carry whole steps (a set-up's many commands in one request; most of a Turn's steps are one command until Bomber II flies).
      expect(played.commands).toBeGreaterThan(played.batches);
      expect(played.longest).toBeGreaterThan(5);
      expect(played.checks).toBeGreaterThan(20);
      // The detector finds what the German must not see where it is shown: the American's own log holds it.
      const own = (await clients.american.GET('/games/{gameId}/events', { params: { path: { gameId }, query: { limit: 2000 } } })).data!;
      expect(leaks(own, await drawnCards(gameId)).length).toBeGreaterThan(0);
      await audit(clients.german, gameId);
    },
    WHOLE_GAME_TIMEOUT_MS,
  );

  it(
    'plays a solo game to its end by batches (the German side played by the server), and verifies it',
    async () => {
      const american = await registerClient(served.baseUrl, 'e2e-bomber-solo');
      const created = await american.client.POST('/games', { body: { ruleset: 'bomber', options: { scenario: 'introductory-paris', solo: true }, seat: 'american' } });
      expect(created.error, JSON.stringify(created.error)).toBeUndefined();
      expect(created.data!).toMatchObject({ status: 'active', yourSeat: 'american' });
      const gameId = created.data!.id;
      const meta = (await served.t.ctx.play.meta(gameId))!;
      const played = await playByBatches(gameId, { american: american.client }, meta.seed);
      expect(played.bySeat).toEqual(new Set(['american']));
      const log = await served.t.ctx.store.read(gameId);
      // The server's German side acted: its set-up and readiness are in the log, as its commands.
      expect(log.some((e) => e.event.type === 'submitted' && (e.event as unknown as { side: string }).side === 'german')).toBe(true);
      await audit(american.client, gameId);
    },
    WHOLE_GAME_TIMEOUT_MS,
  );
});
