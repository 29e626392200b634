/**
 * Two service instances on one PostgreSQL database: a move made through one
 * reaches sockets on the other, through LISTEN/NOTIFY and a catch-up read;
 * so does a game cancelled, or a seat freed, before the start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { reopenTestDatabase } from '../support/test-database.js';
import { StreamClient } from '../support/stream-client.js';
import { move, newPlayer, newRaceGame, raceState, range, type Player } from './fixtures.js';

// PGlite is one process with in-process notices: there is no second instance to reach.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one database (needs DATABASE_URL: PGlite has a single process)', () => {
  let one: TestApp;
  let two: TestApp;
  let baseTwo: string;

  beforeAll(async () => {
    const rulesets = () => new RulesetRegistry([raceRuleset]);
    one = await createTestApp({ rulesets: rulesets() });
    two = await createTestApp({ rulesets: rulesets(), database: await reopenTestDatabase(one.database) });
    baseTwo = await two.listen();
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('streams a move made through instance one to game and personal sockets on instance two', async () => {
    const g = await newRaceGame(one.ctx, { name: 'Across' });
    // Spectators on instance two, woken by the same notices, share its reads: each still gets every event once.
    const spectators = await Promise.all([newPlayer(one.ctx), newPlayer(one.ctx), newPlayer(one.ctx)]);
    const watching = await Promise.all(spectators.map((p) => StreamClient.open(baseTwo, `/games/${g.id}/stream`, p.token)));
    const { turn } = await raceState(one.ctx, g.id);
    const waiting = turn === 'a' ? g.b : g.a;
    const game = await StreamClient.open(baseTwo, `/games/${g.id}/stream?after=1`, waiting.token);
    const me = await StreamClient.open(baseTwo, '/me/stream', waiting.token);
    await Promise.all([game.next('hello'), me.next('hello')]);

    const version = await move(one.ctx, g.id);
    expect(await me.next('your-turn')).toEqual({ type: 'your-turn', gameId: g.id, name: 'Across', seat: turn === 'a' ? 'b' : 'a', version, prompts: expect.any(Array) as unknown[] });
    await game.reach(version);
    expect(await game.next('your-turn')).toMatchObject({ version });

    const more = [await move(one.ctx, g.id, { type: 'note', text: 'on one' }), await move(one.ctx, g.id)];
    await game.reach(more[1]!);
    expect(game.seqs()).toEqual(range(2, more[1]!));
    for (const w of watching) {
      await w.reach(more[1]!);
      expect(w.seqs()).toEqual(range(1, more[1]!));
      expect(JSON.stringify(w.messages)).not.toContain('on one');
    }
    await Promise.all([game.close(), me.close(), ...watching.map((w) => w.close())]);
  });

  it('closes the streams on instance two of a game cancelled, and of a player freed from a private seat, through instance one', async () => {
    const [host, guest, spectator] = await Promise.all([newPlayer(one.ctx), newPlayer(one.ctx), newPlayer(one.ctx)]);
    const as = (p: Player) => ({ authorization: `Bearer ${p.token}` });
    const create = async (visibility: 'public' | 'private') => {
      const created = await one.app.inject({ method: 'POST', url: '/games', headers: as(host), payload: { ruleset: 'race', visibility, seat: 'a' } });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ id: string; inviteCode?: string }>();
    };
    const [open, shut] = [await create('public'), await create('private')];
    expect((await one.app.inject({ method: 'POST', url: `/games/${shut.id}/seats`, headers: as(guest), payload: { seat: 'b', inviteCode: shut.inviteCode } })).statusCode).toBe(200);
    const [watching, guesting, hosting] = await Promise.all([
      StreamClient.open(baseTwo, `/games/${open.id}/stream`, spectator.token),
      StreamClient.open(baseTwo, `/games/${shut.id}/stream`, guest.token),
      StreamClient.open(baseTwo, `/games/${shut.id}/stream`, host.token),
    ]);
    await Promise.all([watching, guesting, hosting].map((s) => s.next('hello')));
    const closing = (client: StreamClient, ms = 3_000) => Promise.race([client.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

    expect((await one.app.inject({ method: 'DELETE', url: `/games/${shut.id}/seats/b`, headers: as(host) })).statusCode).toBe(204);
    expect(await closing(guesting)).toBe(4404);
    expect((await one.app.inject({ method: 'DELETE', url: `/games/${open.id}`, headers: as(host) })).statusCode).toBe(204);
    expect(await closing(watching)).toBe(4404);
    expect(await closing(hosting, 0)).toBe('open');
    await hosting.close();
  });

  it('catches up after the listening connection was lost, missing nothing', async () => {
    const g = await newRaceGame(one.ctx);
    const { turn } = await raceState(one.ctx, g.id);
    const waiting = turn === 'a' ? g.b : g.a;
    const game = await StreamClient.open(baseTwo, `/games/${g.id}/stream?after=1`, waiting.token);
    await game.next('hello');
    // Cut every LISTEN connection on this database; the notices of the next moves are lost to them.
    await one.ctx.db.pool.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'");
    const version = [await move(one.ctx, g.id, { type: 'note', text: 'unheard' }), await move(one.ctx, g.id)][1]!;
    // Instance two reconnects, and everyone on it catches up from the log.
    await game.reach(version);
    expect(game.seqs()).toEqual(range(2, version));
    await game.close();
  });
});
