/**
 * The game stream against a real app on a real socket: catch-up then live
 * events, resume after a drop with nothing missed and nothing twice,
 * redaction per listener, the whole log once the game is over, prompts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import type { GameCommand } from '../../src/kernel/ruleset.js';
import { TAKE_BACK } from '../../src/kernel/take-back.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';
import { move, newPlayer, newRaceGame, raceState, range } from './fixtures.js';

let t: TestApp;
let base: string;
const clients: StreamClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset]) });
  base = await t.listen();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await t?.close();
});

async function stream(gameId: string, token: string, after = 0): Promise<StreamClient> {
  const client = await StreamClient.open(base, `/games/${gameId}/stream?after=${after}`, token);
  clients.push(client);
  return client;
}

describe('game stream', () => {
  it('sends the events after the resume point, then live ones, and a resumed stream gets exactly what it missed', async () => {
    const g = await newRaceGame(t.ctx);
    for (let i = 0; i < 3; i++) await move(t.ctx, g.id);
    const first = await stream(g.id, g.a.token);
    expect(await first.next('hello')).toMatchObject({ stream: 'game', gameId: g.id, seat: 'a', version: 4 });
    await first.reach(4);
    const live = await move(t.ctx, g.id);
    await first.reach(live);
    const lastSeq = first.seqs().at(-1)!;
    await first.close();

    for (let i = 0; i < 4; i++) await move(t.ctx, g.id);
    await move(t.ctx, g.id, { type: 'note', text: 'while away' });
    const version = await move(t.ctx, g.id);

    const resumed = await stream(g.id, g.a.token, lastSeq);
    await resumed.reach(version);
    expect(resumed.seqs()).toEqual(range(lastSeq + 1, version));
    // Nothing else was queued: the next move's event follows directly.
    const next = await move(t.ctx, g.id);
    await resumed.reach(next);
    expect(first.seqs()).toEqual(range(1, lastSeq));
    expect(resumed.seqs()).toEqual(range(lastSeq + 1, next));
    expect([...first.invalid, ...resumed.invalid]).toEqual([]);
  });

  it('catches up a long log page by page', async () => {
    const g = await newRaceGame(t.ctx);
    let version = 1;
    for (let i = 0; i < 600; i++) version = await move(t.ctx, g.id, { type: 'note', text: `n${i}` });
    const client = await stream(g.id, g.b.token);
    await client.reach(version);
    expect(client.seqs()).toEqual(range(1, version));
    expect(client.messages.filter((m) => m.type === 'events').length).toBeGreaterThanOrEqual(2);
  });

  it('delivers a burst of concurrent commands in order, with no gap and no duplicate', async () => {
    const g = await newRaceGame(t.ctx);
    const client = await stream(g.id, g.b.token);
    await client.reach(1);
    const { turn } = await raceState(t.ctx, g.id);
    // A command may lose the optimistic race too often and give up; the stream must show exactly what was committed.
    for (let round = 0; round < 5; round++) await Promise.all(range(1, 6).map((i) => t.ctx.play.execute(g.id, turn, { type: 'note', text: `n${round}.${i}` } as GameCommand)));
    const { version } = await raceState(t.ctx, g.id);
    expect(version).toBeGreaterThan(5);
    await client.reach(version);
    expect(client.seqs()).toEqual(range(1, version));
  });

  it('redacts each event for its listener: a secret note reaches its writer only', async () => {
    const g = await newRaceGame(t.ctx);
    const spectator = await newPlayer(t.ctx);
    const { turn } = await raceState(t.ctx, g.id);
    const writer = turn === 'a' ? g.a : g.b;
    const other = turn === 'a' ? g.b : g.a;
    const [mine, theirs, watching] = [await stream(g.id, writer.token), await stream(g.id, other.token), await stream(g.id, spectator.token)];
    const version = await move(t.ctx, g.id, { type: 'note', text: 'secret-plan-xyzzy' });
    for (const c of [mine, theirs, watching]) await c.reach(version);

    const noted = (c: StreamClient) => c.messages.flatMap((m) => (m.type === 'events' ? m.entries : [])).find((e) => e.seq === version)!;
    expect(noted(mine)).toMatchObject({ redacted: false, event: { type: 'noted', seat: turn, text: 'secret-plan-xyzzy' }, cause: { seat: turn, command: { type: 'note' } } });
    for (const c of [theirs, watching]) {
      expect(noted(c)).toMatchObject({ redacted: true, event: { type: 'noted', seat: turn } });
      expect(noted(c).cause).toEqual({ seat: turn });
      expect(JSON.stringify(c.messages)).not.toContain('xyzzy');
    }
    // A spectator (or anyone reconnecting from the start) is not told more on catch-up either.
    const late = await stream(g.id, spectator.token);
    await late.reach(version);
    expect(JSON.stringify(late.messages)).not.toContain('xyzzy');
  });

  it('tells the seat that must act what it may do, and only that seat', async () => {
    const g = await newRaceGame(t.ctx);
    const spectator = await newPlayer(t.ctx);
    const { turn, version } = await raceState(t.ctx, g.id);
    const [acting, waiting] = turn === 'a' ? [g.a, g.b] : [g.b, g.a];
    const [actingStream, waitingStream, watching] = [await stream(g.id, acting.token), await stream(g.id, waiting.token), await stream(g.id, spectator.token)];
    expect(await actingStream.next('your-turn')).toEqual({
      type: 'your-turn',
      gameId: g.id,
      seat: turn,
      version,
      prompts: [{ seat: turn, kind: 'roll', text: expect.any(String) as string, options: [{ type: 'roll' }], suggested: 0, labels: ['Roll the die'] }],
    });
    const after = await move(t.ctx, g.id);
    expect(await waitingStream.next('your-turn')).toMatchObject({ seat: turn === 'a' ? 'b' : 'a', version: after });
    await watching.reach(after);
    expect(watching.messages.some((m) => m.type === 'your-turn')).toBe(false);
  });

  it('tells the seat how far it may take back in your-turn, and streams a take-back as the event it is to everyone', async () => {
    const g = await newRaceGame(t.ctx);
    const spectator = await newPlayer(t.ctx);
    const { turn } = await raceState(t.ctx, g.id);
    const acting = turn === 'a' ? g.a : g.b;
    const [actingStream, watching] = [await stream(g.id, acting.token), await stream(g.id, spectator.token)];
    await actingStream.next('your-turn');
    const noted = await move(t.ctx, g.id, { type: 'note', text: 'hmm' });
    expect(await actingStream.next('your-turn')).toMatchObject({ version: noted, takeBack: { commands: 1, toVersion: noted - 1 } });
    const back = await t.ctx.play.execute(g.id, turn, { type: TAKE_BACK, at: t.clock.now().toISOString(), commands: 1 } as GameCommand);
    if (!back.ok) throw new Error(JSON.stringify(back));
    const again = await actingStream.next('your-turn');
    expect(again.version).toBe(back.version);
    expect(again).not.toHaveProperty('takeBack');
    await watching.reach(back.version);
    const event = watching.messages.flatMap((m) => (m.type === 'events' ? m.entries : [])).find((e) => e.seq === back.version);
    expect(event?.event).toEqual({ type: 'sortie.taken-back', seat: turn, at: t.clock.now().toISOString(), commands: 1, to: noted - 1 });
    expect([...actingStream.invalid, ...watching.invalid]).toEqual([]);
  });

  it('shows the whole log once the game is over, then says how it ended and closes', async () => {
    const g = await newRaceGame(t.ctx, { target: 4 });
    const { turn } = await raceState(t.ctx, g.id);
    const otherSeat = turn === 'a' ? g.b : g.a;
    const watching = await stream(g.id, otherSeat.token);
    await move(t.ctx, g.id, { type: 'note', text: 'hidden-until-the-end' });
    let state = await raceState(t.ctx, g.id);
    while (!state.winner) {
      await move(t.ctx, g.id);
      state = await raceState(t.ctx, g.id);
    }
    const over = { type: 'game-over', gameId: g.id, version: state.version, outcome: { result: 'won', winners: [state.winner] } };
    expect(await watching.next('game-over')).toMatchObject(over);
    expect(await watching.closed).toBe(1000);

    const replay = await stream(g.id, otherSeat.token);
    await replay.reach(state.version);
    expect(replay.seqs()).toEqual(range(1, state.version));
    expect(replay.messages.flatMap((m) => (m.type === 'events' ? m.entries : [])).every((e) => !e.redacted)).toBe(true);
    expect(JSON.stringify(replay.messages)).toContain('hidden-until-the-end');
    expect(await replay.next('game-over')).toMatchObject(over);
    expect(await replay.closed).toBe(1000);
  });

  it('closes the stream of an account freed from its seat in a private game, which may no longer see the game (found by review)', async () => {
    const host = await newPlayer(t.ctx);
    const guest = await newPlayer(t.ctx);
    const other = await newPlayer(t.ctx);
    const as = (p: { token: string }) => ({ authorization: `Bearer ${p.token}` });
    const created = await t.app.inject({ method: 'POST', url: '/games', headers: as(host), payload: { ruleset: 'race', options: { target: 1 }, visibility: 'private', seat: 'a' } });
    expect(created.statusCode, created.body).toBe(201);
    const { id, inviteCode } = created.json<{ id: string; inviteCode: string }>();
    expect((await t.app.inject({ method: 'POST', url: `/games/${id}/seats`, headers: as(guest), payload: { seat: 'b', inviteCode } })).statusCode).toBe(200);
    const watching = await stream(id, guest.token);
    await watching.next('hello');
    // The host frees the guest's seat and gives it to another: the guest takes no part in the private game any more.
    expect((await t.app.inject({ method: 'DELETE', url: `/games/${id}/seats/b`, headers: as(host) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/games/${id}/events`, headers: as(guest) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/games/${id}/seats`, headers: as(other), payload: { seat: 'b', inviteCode } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/games/${id}/start`, headers: as(host) })).statusCode).toBe(200);
    const { turn } = await raceState(t.ctx, id);
    await t.ctx.play.execute(id, turn, { type: 'note', text: 'for-the-players-only' } as GameCommand);
    await move(t.ctx, id);
    expect(await watching.closed).toBe(4404);
    expect(watching.seqs()).toEqual([]);
    expect(JSON.stringify(watching.messages)).not.toContain('for-the-players-only');
  });

  it('answers pings, and answers a bad client message with an error without dropping the stream', async () => {
    const g = await newRaceGame(t.ctx);
    const client = await stream(g.id, g.a.token);
    client.sendRaw('{"type":"ping","id":"p1"}');
    expect(await client.next('pong')).toEqual({ type: 'pong', id: 'p1' });
    client.sendRaw('not json');
    expect(await client.next('error')).toMatchObject({ code: 'invalid-message' });
    client.sendRaw('{"type":"move","command":{"type":"roll"}}');
    expect(await client.next('error')).toMatchObject({ code: 'invalid-message' });
    client.sendRaw(Buffer.from([1, 2, 3]), true);
    expect(await client.next('error')).toMatchObject({ code: 'invalid-message' });
    client.sendRaw(JSON.stringify({ type: 'ping', id: 'x'.repeat(5000) }));
    expect(await client.next('error')).toMatchObject({ code: 'too-large' });
    client.sendRaw('{"type":"ping"}');
    expect(await client.next('pong')).toEqual({ type: 'pong' });
    const version = await move(t.ctx, g.id);
    await client.reach(version);
  });

  it('closes a client that keeps sending what it may not', async () => {
    const g = await newRaceGame(t.ctx);
    const client = await stream(g.id, g.a.token);
    for (let i = 0; i < 12; i++) client.sendRaw('{}');
    expect(await client.closed).toBe(1008);
  });
});
