/** Messages in a game (docs/api.md, *Messages*): who may write what, the refusals, mutes and blocks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';
import { MESSAGES_PER_MINUTE } from '../../src/http/routes/messages.js';
import { expectProblem, http, raceApp, register, startedRace, type ApiAccount } from './support.js';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await raceApp();
  baseUrl = await t.listen();
});
afterAll(() => t?.close());

type Message = { id: string; room: string; seat: string | null; to: string | null; author: string; text: string };

async function write(who: ApiAccount, gameId: string, body: object) {
  return http(t).post(`/games/${gameId}/messages`).set(who.auth).send(body);
}

async function texts(gameId: string, who: ApiAccount | null): Promise<string[]> {
  const req = http(t).get(`/games/${gameId}/messages`);
  const res = await (who ? req.set(who.auth) : req);
  expect(res.status, res.text).toBe(200);
  return (res.body as { messages: Message[] }).messages.map((m) => m.text);
}

async function table() {
  const [a, b, outsider] = [await register(t), await register(t), await register(t)];
  const { id } = await startedRace(t, a, b);
  return { a, b, outsider, id };
}

describe('writing and reading', () => {
  it('a seat writes to every seat, a private line reaches only its two seats, the spectators have a room of their own', async () => {
    const { a, b, outsider, id } = await table();
    expect((await write(a, id, { text: 'good luck' })).status).toBe(204);
    expect((await write(a, id, { text: 'just you and me', to: 'b' })).status).toBe(204);
    expect((await write(outsider, id, { text: 'a watches badly' })).status).toBe(204);
    expect(await texts(id, a)).toEqual(['good luck', 'just you and me']);
    expect(await texts(id, b)).toEqual(['good luck', 'just you and me']);
    expect(await texts(id, outsider)).toEqual(['good luck', 'a watches badly']);
    expect(await texts(id, null)).toEqual(['good luck', 'a watches badly']);
    const res = await http(t).get(`/games/${id}/messages`).set(b.auth);
    expect((res.body as { messages: Message[] }).messages[1]).toMatchObject({ room: 'players', seat: 'a', to: 'b', author: a.name });
  });

  it('pages with next', async () => {
    const { a, id } = await table();
    for (const text of ['one', 'two', 'three']) expect((await write(a, id, { text })).status).toBe(204);
    const first = await http(t).get(`/games/${id}/messages?limit=2`).set(a.auth);
    const page = first.body as { messages: Message[]; next: string | null };
    expect(page.messages.map((m) => m.text)).toEqual(['one', 'two']);
    const second = await http(t).get(`/games/${id}/messages?limit=2&after=${page.next!}`).set(a.auth);
    expect(second.body).toMatchObject({ messages: [{ text: 'three' }], next: null });
  });

  it('once the game is over, the players read the spectators\' room; private lines stay private', async () => {
    const [a, b, outsider] = [await register(t), await register(t), await register(t)];
    const { id } = await startedRace(t, a, b, { target: 1 });
    expect((await write(outsider, id, { text: 'from the gallery' })).status).toBe(204);
    expect((await write(a, id, { text: 'psst', to: 'b' })).status).toBe(204);
    expect(await texts(id, a)).toEqual(['psst']);
    const prompts = (await http(t).get(`/games/${id}/prompts`)).body as { prompts: { seat: string }[] };
    const mover = prompts.prompts[0]!.seat === 'a' ? a : b;
    expect((await http(t).post(`/games/${id}/commands`).set(mover.auth).send({ command: { type: 'roll' } })).status).toBe(200);
    expect(await texts(id, b)).toEqual(['from the gallery', 'psst']);
    expect(await texts(id, outsider)).toEqual(['from the gallery']);
    expect(await texts(id, null)).toEqual(['from the gallery']);
  });

  it('an XSS payload is kept as the text it is', async () => {
    const { a, id } = await table();
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    expect((await write(a, id, { text: payload })).status).toBe(204);
    expect(await texts(id, a)).toEqual([payload]);
  });
});

describe('refusals', () => {
  it('too long, empty, to a seat the game has not, to oneself, a private line from a spectator, anonymous, and in a private game a stranger', async () => {
    const { a, outsider, id } = await table();
    expectProblem(await write(a, id, { text: 'x'.repeat(2001) }), 400, 'invalid-request');
    expect((await write(a, id, { text: 'x'.repeat(2000) })).status).toBe(204);
    expectProblem(await write(a, id, { text: '' }), 400, 'invalid-request');
    expectProblem(await write(a, id, { text: 'hi', to: 'c' }), 400, 'no-such-seat');
    expectProblem(await write(a, id, { text: 'hi', to: 'a' }), 400, 'message-to-self');
    expectProblem(await write(outsider, id, { text: 'hi', to: 'a' }), 403, 'private-line-from-spectator');
    expectProblem(await http(t).post(`/games/${id}/messages`).send({ text: 'hi' }), 401);
    const [p, q] = [await register(t), await register(t)];
    const { id: secret } = await startedRace(t, p, q, { visibility: 'private' });
    expectProblem(await write(outsider, secret, { text: 'let me in' }), 404);
    expectProblem(await http(t).get(`/games/${secret}/messages`).set(outsider.auth), 404);
    expect(await texts(secret, p)).toEqual([]);
  });

  it(`too fast: past ${MESSAGES_PER_MINUTE} a minute a 429 with Retry-After, and commands go on`, async () => {
    const { a, b, id } = await table();
    // The seat to move (the seed chooses which) writes too fast, and still moves: messages are counted apart from commands.
    const prompts = (await http(t).get(`/games/${id}/prompts`)).body as { prompts: { seat: string }[] };
    const mover = prompts.prompts[0]!.seat === 'a' ? a : b;
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) expect((await write(mover, id, { text: `line ${i}` })).status).toBe(204);
    const refused = await write(mover, id, { text: 'one more' });
    expectProblem(refused, 429, 'rate-limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await http(t).post(`/games/${id}/commands`).set(mover.auth).send({ command: { type: 'roll' } })).status).toBe(200);
  });
});

describe('the game stream', () => {
  it('pushes a line to those who may read it, a private line to its two seats only', async () => {
    const { a, b, outsider, id } = await table();
    const open = (who: ApiAccount) => StreamClient.open(baseUrl, `/games/${id}/stream`, who.token);
    const [sa, sb, so] = [await open(a), await open(b), await open(outsider)];
    await Promise.all([sa, sb, so].map((s) => s.next('hello')));
    // Each stream starts pushing after the latest message it found when it opened: give them that first look.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await write(b, id, { text: 'only for a', to: 'a' })).status).toBe(204);
    expect((await write(a, id, { text: 'to all' })).status).toBe(204);
    expect((await sa.next('message', (m) => m.message.text === 'only for a')).message).toMatchObject({ seat: 'b', to: 'a', author: b.name });
    await sb.next('message', (m) => m.message.text === 'only for a');
    await so.next('message', (m) => m.message.text === 'to all');
    expect(so.messages.some((m) => m.type === 'message' && m.message.text === 'only for a')).toBe(false);
    for (const s of [sa, sb, so]) expect(s.invalid).toEqual([]);
    await Promise.all([sa, sb, so].map((s) => s.close()));
  });

  it('a muted game pushes nothing (GET still lists it); unmuted, it pushes again', async () => {
    const { a, b, id } = await table();
    expect((await http(t).put(`/games/${id}/messages/mute`).set(a.auth)).status).toBe(204);
    const sa = await StreamClient.open(baseUrl, `/games/${id}/stream`, a.token);
    await sa.next('hello');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await write(b, id, { text: 'hello?' })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await http(t).delete(`/games/${id}/messages/mute`).set(a.auth)).status).toBe(204);
    expect((await write(b, id, { text: 'there you are' })).status).toBe(204);
    await sa.next('message', (m) => m.message.text === 'there you are');
    expect(sa.messages.filter((m) => m.type === 'message').map((m) => (m.type === 'message' ? m.message.text : ''))).toEqual(['there you are']);
    expect(await texts(id, a)).toEqual(['hello?', 'there you are']);
    await sa.close();
  });
});

describe('blocks', () => {
  it("a blocked account's lines and invitations stop reaching the blocker, and reach again once unblocked", async () => {
    const { a, b, id } = await table();
    expect((await http(t).put(`/me/blocks/${b.name}`).set(a.auth)).status).toBe(204);
    expect((await http(t).get('/me/blocks').set(a.auth)).body).toEqual({ blocked: [b.name] });
    expect((await write(b, id, { text: 'you cannot hear me' })).status).toBe(204);
    expect(await texts(id, a)).toEqual([]);
    expect(await texts(id, b)).toEqual(['you cannot hear me']);
    const open = await http(t).post('/games').set(b.auth).send({ ruleset: 'race', seat: 'a' });
    const invited = await http(t).post(`/games/${(open.body as { id: string }).id}/invitations`).set(b.auth).send({ name: a.name });
    expect(invited.status).toBe(202);
    expect(invited.body).toEqual({ queued: false });
    expect((await http(t).get('/me/invitations').set(a.auth)).body).toMatchObject({ invitations: [] });
    expect((await http(t).delete(`/me/blocks/${b.name}`).set(a.auth)).status).toBe(204);
    expect(await texts(id, a)).toEqual(['you cannot hear me']);
    expectProblem(await http(t).put(`/me/blocks/${a.name}`).set(a.auth), 400);
    expectProblem(await http(t).put('/me/blocks/nobody-at-all').set(a.auth), 404, 'not-found');
  });
});
