/**
 * No message reaches a reader it is not for, over REST or the game stream.
 * A three-player Bommerz game (two Orks and the Imperial player) with two
 * spectators: random writers write random lines — to every seat, private
 * lines between two seats (the Orks to each other among them), lines in the
 * spectators' room — and every reader (each seat, each spectator, an
 * anonymous caller) must read exactly what the rules of docs/api.md
 * *Messages* give it, on GET /games/{gameId}/messages and on its stream: a
 * private line only its two seats, the spectators' room no seat while the
 * game runs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';
import { seededRandom } from '../../src/kernel/dice.js';
import { http, register, type ApiAccount } from './support.js';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(() => t?.close());

const SEATS = ['ork1', 'ork2', 'imperial'] as const;

interface Written {
  readonly text: string;
  readonly from: string | null;
  readonly to: string | null;
}

/** Whether a reader in `seat` (null: a spectator or anonymous) may read a line while the game runs: the rule, written out again for the test. */
function readable(m: Written, seat: string | null): boolean {
  if (m.to !== null) return seat === m.from || seat === m.to;
  if (m.from !== null) return true;
  return seat === null;
}

it.each([1, 2, 3])('random lines under seed %i reach exactly their readers, over REST and the stream', async (seed) => {
  const random = seededRandom(seed);
  const players = { ork1: await register(t), ork2: await register(t), imperial: await register(t) } as Record<(typeof SEATS)[number], ApiAccount>;
  const spectators = [await register(t), await register(t)];
  const created = await http(t).post('/games').set(players.ork1.auth).send({ ruleset: 'bommerz', options: { players: 3 }, seat: 'ork1' });
  expect(created.status, created.text).toBe(201);
  const id = (created.body as { id: string }).id;
  for (const seat of ['ork2', 'imperial'] as const) expect((await http(t).post(`/games/${id}/seats`).set(players[seat].auth).send({ seat })).status).toBe(200);
  expect((await http(t).post(`/games/${id}/start`).set(players.ork1.auth)).status).toBe(200);

  const readers: { name: string; account: ApiAccount | null; seat: string | null }[] = [
    ...SEATS.map((seat) => ({ name: seat, account: players[seat], seat })),
    ...spectators.map((account, i) => ({ name: `spectator ${i + 1}`, account, seat: null })),
    { name: 'anonymous', account: null, seat: null },
  ];
  const streams = new Map<string, StreamClient>();
  for (const r of readers) if (r.account) streams.set(r.name, await StreamClient.open(baseUrl, `/games/${id}/stream`, r.account.token));
  for (const s of streams.values()) await s.next('hello');
  await new Promise((resolve) => setTimeout(resolve, 200));

  const written: Written[] = [];
  for (let i = 0; i < 24; i++) {
    const pick = Math.floor(random() * 5);
    const from = pick < 3 ? SEATS[pick]! : null;
    const author = from ? players[from] : spectators[pick - 3]!;
    const others = SEATS.filter((s) => s !== from);
    const to = from !== null && random() < 0.5 ? others[Math.floor(random() * others.length)]! : null;
    const text = `line ${seed}.${i} from ${from ?? 'gallery'} to ${to ?? 'all'}`;
    const res = await http(t).post(`/games/${id}/messages`).set(author.auth).send(to ? { text, to } : { text });
    expect(res.status, res.text).toBe(204);
    written.push({ text, from, to });
  }
  // One Ork to the other, whatever the seed drew; then a line to all that every reader reads last: what came before it on a stream has come.
  for (const [author, body] of [[players.ork1, { text: `orks only ${seed}`, to: 'ork2' }], [players.imperial, { text: `last ${seed}` }]] as const) {
    expect((await http(t).post(`/games/${id}/messages`).set(author.auth).send(body)).status).toBe(204);
  }
  written.push({ text: `orks only ${seed}`, from: 'ork1', to: 'ork2' }, { text: `last ${seed}`, from: 'imperial', to: null });

  for (const r of readers) {
    const expected = written.filter((m) => readable(m, r.seat)).map((m) => m.text);
    const req = http(t).get(`/games/${id}/messages`);
    const res = await (r.account ? req.set(r.account.auth) : req);
    expect((res.body as { messages: { text: string }[] }).messages.map((m) => m.text), `${r.name} over REST`).toEqual(expected);
    const stream = streams.get(r.name);
    if (!stream) continue;
    await stream.next('message', (m) => m.message.text === `last ${seed}`);
    // What a stream has once the last line came: the lines for it, in order, and nothing else.
    const pushed = stream.messages.flatMap((m) => (m.type === 'message' ? [m.message.text] : []));
    expect(pushed, `${r.name} over the stream`).toEqual(expected);
    expect(stream.invalid).toEqual([]);
  }
  for (const s of streams.values()) await s.close();
});
