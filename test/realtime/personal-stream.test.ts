/** The personal stream: the games waiting for you when you connect, your turns as they come, results. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';
import { move, newPlayer, newRaceGame, raceState, type RaceGame } from './fixtures.js';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset]) });
  base = await t.listen();
});
afterAll(() => t?.close());

/** The player of a race game whose turn it is, and the other. */
async function players(g: RaceGame) {
  const { turn } = await raceState(t.ctx, g.id);
  return turn === 'a' ? { acting: g.a, waiting: g.b, actingSeat: 'a', waitingSeat: 'b' } : { acting: g.b, waiting: g.a, actingSeat: 'b', waitingSeat: 'a' };
}

describe('personal stream', () => {
  it('lists the games waiting for you at connect, then tells you when a game comes to wait for you, by the game\'s name too, with your prompts', async () => {
    const g = await newRaceGame(t.ctx, { name: 'Friday run' });
    const { acting, waiting, actingSeat, waitingSeat } = await players(g);
    const [actingMe, waitingMe] = [await StreamClient.open(base, '/me/stream', acting.token), await StreamClient.open(base, '/me/stream', waiting.token)];
    expect(await actingMe.next('hello')).toMatchObject({ stream: 'personal', accountId: acting.accountId });
    // With the seat's own prompts and their options, as the game stream's your-turn and GET /games/{gameId}/prompts give them.
    // The race suggests its first option, as the seat's own prompts carry it.
    const turnPrompts = (seat: string) => [{ seat, kind: expect.any(String) as string, text: expect.any(String) as string, options: expect.arrayContaining([{ type: 'roll' }]) as unknown[], suggested: 0, labels: expect.any(Array) as unknown[] }];
    expect(await actingMe.next('your-turn')).toEqual({ type: 'your-turn', gameId: g.id, name: 'Friday run', seat: actingSeat, version: 1, prompts: turnPrompts(actingSeat) });
    await waitingMe.next('hello');

    const version = await move(t.ctx, g.id);
    expect(await waitingMe.next('your-turn')).toEqual({ type: 'your-turn', gameId: g.id, name: 'Friday run', seat: waitingSeat, version, prompts: turnPrompts(waitingSeat) });
    // A note leaves the turn where it was: no news for anyone.
    const noted = await move(t.ctx, g.id, { type: 'note', text: 'hm' });
    const back = await move(t.ctx, g.id);
    expect(await actingMe.next('your-turn')).toMatchObject({ gameId: g.id, version: back });
    expect([...actingMe.messages, ...waitingMe.messages].filter((m) => m.type === 'your-turn' && m.version === noted)).toEqual([]);
    expect([...actingMe.invalid, ...waitingMe.invalid]).toEqual([]);
    await Promise.all([actingMe.close(), waitingMe.close()]);
  });

  it('follows every game of the account', async () => {
    const p = await newPlayer(t.ctx);
    const me = await StreamClient.open(base, '/me/stream', p.token);
    await me.next('hello');
    const games = [await newRaceGame(t.ctx, { a: p }), await newRaceGame(t.ctx, { b: p }), await newRaceGame(t.ctx, { a: p })];
    // Each game waits for p now or after one move.
    const expected: [string, number][] = [];
    for (const g of games) {
      const { turn, version } = await raceState(t.ctx, g.id);
      expected.push([g.id, (g.a === p) === (turn === 'a') ? version : await move(t.ctx, g.id)]);
    }
    const turns = [];
    for (let i = 0; i < games.length; i++) turns.push(await me.next('your-turn'));
    expect(turns.map((m) => [m.gameId, m.version]).sort()).toEqual(expected.sort());
    await me.close();
  });

  it('tells every player the result when a game ends', async () => {
    const g = await newRaceGame(t.ctx, { target: 3 });
    const [a, b] = [await StreamClient.open(base, '/me/stream', g.a.token), await StreamClient.open(base, '/me/stream', g.b.token)];
    await Promise.all([a.next('hello'), b.next('hello')]);
    let state = await raceState(t.ctx, g.id);
    while (!state.winner) {
      await move(t.ctx, g.id);
      state = await raceState(t.ctx, g.id);
    }
    const over = { type: 'game-over', gameId: g.id, name: null, version: state.version, outcome: { result: 'won', summary: expect.any(String) as string, winners: [state.winner] } };
    expect(await a.next('game-over')).toEqual(over);
    expect(await b.next('game-over')).toEqual(over);
    await Promise.all([a.close(), b.close()]);
  });
});

describe("the lobby's changes on the personal stream", () => {
  const create = (token: string, body: object) => fetch(`${base}/games`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: (await r.json()) as { id: string; inviteCode?: string } }));
  const join = (token: string, gameId: string, body: object) => fetch(`${base}/games/${gameId}/seats`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('tells everyone of a public game opened and of a seat taken in it, and of a private one only its creator and players', async () => {
    const [creator, other, joiner] = [await newPlayer(t.ctx), await newPlayer(t.ctx), await newPlayer(t.ctx)];
    const [creatorMe, otherMe] = [await StreamClient.open(base, '/me/stream', creator.token), await StreamClient.open(base, '/me/stream', other.token)];
    await Promise.all([creatorMe.next('hello'), otherMe.next('hello')]);

    const open = await create(creator.token, { ruleset: 'race', seat: 'a' });
    expect(open.status).toBe(201);
    expect(await otherMe.next('lobby', (m) => m.gameId === open.body.id)).toEqual({ type: 'lobby', gameId: open.body.id });
    expect(await creatorMe.next('lobby', (m) => m.gameId === open.body.id)).toEqual({ type: 'lobby', gameId: open.body.id });

    const hidden = await create(creator.token, { ruleset: 'race', seat: 'a', visibility: 'private' });
    expect(hidden.status).toBe(201);
    await creatorMe.next('lobby', (m) => m.gameId === hidden.body.id);
    // A seat taken in the private game: its creator hears of it, and one who is not in it never hears of the game at all.
    expect((await join(joiner.token, hidden.body.id, { inviteCode: hidden.body.inviteCode })).status).toBe(200);
    const joined = await join(other.token, open.body.id, {});
    expect(joined.status).toBe(200);
    // The public game's seat taken: the other player (now seated) hears of it after the private game's changes, which came first.
    const countOf = (client: StreamClient, gameId: string) => client.messages.filter((m) => m.type === 'lobby' && m.gameId === gameId).length;
    await otherMe.next('lobby', (m) => m.gameId === open.body.id);
    await creatorMe.next('lobby', (m) => m.gameId === open.body.id);
    expect(countOf(otherMe, hidden.body.id)).toBe(0);
    expect(countOf(creatorMe, hidden.body.id)).toBeGreaterThanOrEqual(2);
    expect([...creatorMe.invalid, ...otherMe.invalid]).toEqual([]);
    await Promise.all([creatorMe.close(), otherMe.close()]);
  });
});
