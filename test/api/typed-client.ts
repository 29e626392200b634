/**
 * A client the way an outside frontend would build one: openapi-fetch over
 * the types openapi-typescript generated from openapi/openapi.json, and
 * nothing of the server's code. Plays Bommerz by picking among the options
 * its prompts offer.
 */
import createClient, { type Client } from 'openapi-fetch';
import { expect } from 'vitest';
import type { components, paths } from '../../openapi/openapi.js';
export { seededRandom } from '../../src/kernel/dice.js';

/** A typed API client, logged in or not. */
export type ApiClient = Client<paths>;
/** A Bommerz command, as the contract declares it. */
export type BommerzCommand = components['schemas']['BommerzCommand'];
/** A command's answer, as the contract declares it (one branch per ruleset). */
export type CommandAnswer = components['schemas']['BommerzCommandAnswer'] | components['schemas']['BomberCommandAnswer'];

/** A client that sends a bearer token with every request. */
export function clientFor(baseUrl: string, token?: string): ApiClient {
  const client = createClient<paths>({ baseUrl });
  if (token) client.use({ onRequest: ({ request }) => (request.headers.set('authorization', `Bearer ${token}`), request) });
  return client;
}

/** Registers an account through the API and answers its logged-in client. */
export async function registerClient(baseUrl: string, name: string): Promise<{ id: string; client: ApiClient }> {
  const { data, error } = await clientFor(baseUrl).POST('/accounts', { body: { name, password: 'correct horse battery' } });
  expect(error).toBeUndefined();
  return { id: data!.account.id, client: clientFor(baseUrl, data!.accessToken) };
}

/** Called after each command with who sent it and what it answered. */
export type OnAnswer = (seat: string, answer: CommandAnswer) => Promise<void> | void;

/** How often a player sends its prompt's suggested command rather than any option: mostly, so that games end soon, not always, so that odd ones are tried. */
const PLAYS_SUGGESTION = 0.75;

/**
 * Plays a started game to its end: each turn, the seat that must act reads
 * its own prompt and sends one of its options (mostly the one it suggests),
 * with the version it read and an idempotency key. Answers the number of
 * commands sent.
 */
export async function playToEnd(gameId: string, seats: Readonly<Record<string, ApiClient>>, random: () => number, onAnswer: OnAnswer = () => {}): Promise<number> {
  const path = { params: { path: { gameId } } };
  const any = Object.values(seats)[0]!;
  let awaiting = (await any.GET('/games/{gameId}', path)).data!.awaiting;
  for (let sent = 0; sent < 5_000; sent++) {
    const seat = awaiting[0];
    if (seat === undefined) return sent;
    const client = seats[seat];
    expect(client, `no player holds seat ${seat}`).toBeDefined();
    const { data: prompts, error } = await client!.GET('/games/{gameId}/prompts', path);
    expect(error).toBeUndefined();
    const own = prompts!.prompts.find((p) => p.seat === seat);
    const options = own?.options ?? [];
    expect(options.length, `seat ${seat} must act but has no options`).toBeGreaterThan(0);
    const suggested = own?.suggested;
    if (suggested !== undefined) expect(suggested).toBeLessThan(options.length);
    const command = options[suggested !== undefined && random() < PLAYS_SUGGESTION ? suggested : Math.floor(random() * options.length)]!;
    const answer = await client!.POST('/games/{gameId}/commands', {
      params: { path: { gameId }, header: { 'idempotency-key': `${gameId}:${sent}` } },
      body: { command, expectedVersion: prompts!.version },
    });
    expect(answer.error, JSON.stringify(answer.error)).toBeUndefined();
    await onAnswer(seat, answer.data!);
    awaiting = answer.data!.awaiting;
  }
  throw new Error(`game ${gameId} did not end in 5000 commands`);
}
