/**
 * A game not started can go away, or out of a listener's sight, without an
 * append: cancelled by its creator, or, when private, the listener's seat
 * freed. Its streams close (4404) at once on the lobby's notice, and at the
 * next heartbeat when that notice is lost; the others stay open. Found by
 * review: such streams stayed open, silent, past any number of heartbeats.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import { CONNECTION_LIMITS } from '../../src/realtime/connections.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';
import { newPlayer, newRaceGame, type Player } from './fixtures.js';

let t: TestApp;
let base: string;
const clients: StreamClient[] = [];

beforeAll(async () => {
  // Only the intervals are faked, so that a heartbeat can be had at once; everything else runs on real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset]) });
  base = await t.listen();
});
afterAll(async () => {
  vi.useRealTimers();
  await Promise.all(clients.map((c) => c.close()));
  await t?.close();
});

const as = (p: Player) => ({ authorization: `Bearer ${p.token}` });

/** A race game not started, made through the API with its creator in seat a; answers its id and invitation code (private games). */
async function openGame(creator: Player, visibility: 'public' | 'private'): Promise<{ id: string; inviteCode?: string }> {
  const created = await t.app.inject({ method: 'POST', url: '/games', headers: as(creator), payload: { ruleset: 'race', visibility, seat: 'a' } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: string; inviteCode?: string }>();
}

/** A game stream, once its hello has come. */
async function stream(gameId: string, listener: Player): Promise<StreamClient> {
  const client = await StreamClient.open(base, `/games/${gameId}/stream`, listener.token);
  clients.push(client);
  await client.next('hello');
  return client;
}

/** How the stream closed within a few seconds, or 'open'. */
const closing = (client: StreamClient, ms = 3_000) => Promise.race([client.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

/** One heartbeat of the streams. */
const heartbeat = () => vi.advanceTimersByTime(CONNECTION_LIMITS.heartbeatSeconds * 1000);

describe('streams of a game that goes before its start', () => {
  it('closes every stream of a cancelled game with 4404, at once', async () => {
    const [creator, spectator] = [await newPlayer(t.ctx), await newPlayer(t.ctx)];
    const game = await openGame(creator, 'public');
    const streams = [await stream(game.id, creator), await stream(game.id, spectator)];
    expect((await t.app.inject({ method: 'DELETE', url: `/games/${game.id}`, headers: as(creator) })).statusCode).toBe(204);
    for (const s of streams) expect(await closing(s)).toBe(4404);
  });

  it('closes the stream of a player whose seat in a private game is freed, and only that one', async () => {
    const [host, guest, leaver] = [await newPlayer(t.ctx), await newPlayer(t.ctx), await newPlayer(t.ctx)];
    const game = await openGame(host, 'private');
    expect((await t.app.inject({ method: 'POST', url: `/games/${game.id}/seats`, headers: as(guest), payload: { seat: 'b', inviteCode: game.inviteCode } })).statusCode).toBe(200);
    const [hosting, guesting] = [await stream(game.id, host), await stream(game.id, guest)];
    // The host frees the guest's seat: the guest takes no part in the private game any more.
    expect((await t.app.inject({ method: 'DELETE', url: `/games/${game.id}/seats/b`, headers: as(host) })).statusCode).toBe(204);
    expect(await closing(guesting)).toBe(4404);

    // A player who leaves on its own is shut out as well; in a public game, one who leaves may go on watching.
    expect((await t.app.inject({ method: 'POST', url: `/games/${game.id}/seats`, headers: as(leaver), payload: { seat: 'b', inviteCode: game.inviteCode } })).statusCode).toBe(200);
    const leaving = await stream(game.id, leaver);
    const other = await openGame(host, 'public');
    expect((await t.app.inject({ method: 'POST', url: `/games/${other.id}/seats`, headers: as(leaver), payload: { seat: 'b' } })).statusCode).toBe(200);
    const watching = await stream(other.id, leaver);
    for (const id of [game.id, other.id]) expect((await t.app.inject({ method: 'DELETE', url: `/games/${id}/seats/b`, headers: as(leaver) })).statusCode).toBe(204);
    expect(await closing(leaving)).toBe(4404);
    expect(await closing(watching, 500)).toBe('open');
    expect(await closing(hosting, 0)).toBe('open');
  });

  it('closes them at the next heartbeat when the notice of the change is lost', async () => {
    const [creator, guest] = [await newPlayer(t.ctx), await newPlayer(t.ctx)];
    const cancelled = await openGame(creator, 'public');
    const shut = await openGame(creator, 'private');
    expect((await t.app.inject({ method: 'POST', url: `/games/${shut.id}/seats`, headers: as(guest), payload: { seat: 'b', inviteCode: shut.inviteCode } })).statusCode).toBe(200);
    const started = await newRaceGame(t.ctx);
    const [gone, shutOut, creatorStays, playing] = [await stream(cancelled.id, creator), await stream(shut.id, guest), await stream(shut.id, creator), await stream(started.id, started.a)];
    await playing.reach(1);
    // Changed behind the lobby's back, as if its notices were lost on the way.
    await t.ctx.db.prisma.game.delete({ where: { id: cancelled.id } });
    await t.ctx.db.prisma.seat.delete({ where: { gameId_seat: { gameId: shut.id, seat: 'b' } } });
    expect(await closing(gone, 500)).toBe('open');
    heartbeat();
    expect(await closing(gone)).toBe(4404);
    expect(await closing(shutOut)).toBe(4404);
    expect(await closing(creatorStays, 500)).toBe('open');
    expect(await closing(playing, 0)).toBe('open');
  });
});
