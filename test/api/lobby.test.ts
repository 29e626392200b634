import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { TestApp } from '../support/test-app.js';
import { OPEN_SEATS_LIMIT } from '../../src/games/lobby.js';
import { expectProblem, http, raceApp, raceTable, register, startedRace, turnOf, type ApiAccount } from './support.js';

interface Summary {
  id: string;
  name: string | null;
  status: string;
  visibility: string;
  inviteCode?: string;
  options: Record<string, unknown>;
  seedHash: string;
  seed?: string;
  version: number;
  seats: { seat: string; label: string; player: { id: string; name: string } | null }[];
  yourSeat: string | null;
  awaiting: string[];
}

let t: TestApp, alice: ApiAccount, bob: ApiAccount, carol: ApiAccount;

beforeAll(async () => ({ t, a: alice, b: bob, outsider: carol } = await raceTable()));
afterAll(() => t?.close());

async function create(who: ApiAccount, body: Record<string, unknown>): Promise<Summary> {
  const res = await http(t).post('/games').set(who.auth).send(body);
  expect(res.status, res.text).toBe(201);
  return res.body as Summary;
}

describe('creating games', () => {
  it('fills in option defaults, publishes the seed hash and keeps the seed secret', async () => {
    const game = await create(alice, { ruleset: 'race' });
    expect(game).toMatchObject({ status: 'open', visibility: 'public', options: { target: 10 }, version: 0, yourSeat: null });
    expect(game.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(game.seed).toBeUndefined();
    expect(game.seats.map((s) => [s.seat, s.player])).toEqual([
      ['a', null],
      ['b', null],
    ]);
    expect(JSON.stringify((await http(t).get(`/games/${game.id}`)).body)).not.toContain('"seed"');
  });

  it('keeps the name its creator gives a game, tidied, and refuses one that is blank, too long or hides characters', async () => {
    // An account of its own: creation requests, refused or not, count towards its hourly limit.
    const namer = await register(t);
    expect((await create(namer, { ruleset: 'race' })).name).toBeNull();
    // null means none, as a game without one is answered: a client may send back what it read (found by review).
    const none = await create(namer, { ruleset: 'race', name: null, timeControl: null });
    expect(none).toMatchObject({ name: null, timeControl: null });
    const named = await create(namer, { ruleset: 'race', name: '  Friday   river\trun ' });
    expect(named.name).toBe('Friday river run');
    // A line break is a space like any other: no name spans lines (or a mail's headers).
    expect((await create(namer, { ruleset: 'race', name: 'Friday\r\nSubject: spam' })).name).toBe('Friday Subject: spam');
    expect(((await http(t).get(`/games/${named.id}`)).body as Summary).name).toBe('Friday river run');
    // NFC: an e and a combining acute accent are one character, so 80 of them fit.
    expect((await create(namer, { ruleset: 'race', name: 'e\u0301'.repeat(80) })).name).toBe('\u00e9'.repeat(80));
    for (const name of ['日本の戦い', '❤️ raid', 'Ørk']) expect((await create(namer, { ruleset: 'race', name })).name).toBe(name);
    // Blank fillers and marks on nothing show no more than spaces (found by review).
    for (const name of ['\u3164', '\u115F\u1160', '\uFFA0', '\u034F', '\u0301\u0301', '\u2800', '\uFFFC', '\u{1D159}', `e${'\u0301'.repeat(79)}`]) expectProblem(await http(t).post('/games').set(namer.auth).send({ ruleset: 'race', name }), 400, 'invalid-game-name');
    for (const name of ['   ', 'x'.repeat(81), 'evil\u202Egnp.exe', 'zero\u200Bwidth', '\uE000private']) {
      const refused = await http(t).post('/games').set(namer.auth).send({ ruleset: 'race', name });
      expectProblem(refused, 400, 'invalid-game-name');
    }
    // Empty is refused as blank names are (found by review: it was another code, invalid-request).
    expectProblem(await http(t).post('/games').set(namer.auth).send({ ruleset: 'race', name: '' }), 400, 'invalid-game-name');
    // Up to four marks on a character, as scripts write them (found by review: Hebrew with points and cantillation takes four).
    expect((await create(namer, { ruleset: 'race', name: 'ש\u05C1\u05BC\u05B8\u0591 raid' })).name).toBe('ש\u05C1\u05BC\u05B8\u0591 raid'.normalize('NFC'));
    expectProblem(await http(t).post('/games').set(namer.auth).send({ ruleset: 'race', name: 'x'.repeat(401) }), 400);
  });

  it('refuses unknown rulesets, options the ruleset refuses, unknown seats and anonymous creators', async () => {
    expectProblem(await http(t).post('/games').set(alice.auth).send({ ruleset: 'chess' }), 400, 'unknown-ruleset');
    const bad = await http(t).post('/games').set(alice.auth).send({ ruleset: 'race', options: { target: 0 } });
    expectProblem(bad, 400, 'invalid-options');
    expect((bad.body as { errors: { path: string }[] }).errors[0]!.path).toBe('/options/target');
    expectProblem(await http(t).post('/games').set(alice.auth).send({ ruleset: 'race', options: { target: 5, cheat: true } }), 400, 'invalid-options');
    const noSeat = await http(t).post('/games').set(alice.auth).send({ ruleset: 'race', seat: 'z' });
    expectProblem(noSeat, 400, 'no-such-seat');
    // It says which seats there are (found by review).
    expect((noSeat.body as { detail: string }).detail).toBe('This game has no seat "z"; its seats are "a", "b".');
    expectProblem(await http(t).post('/games').send({ ruleset: 'race' }), 401);
  });

  it('say which property is not taken and which values are (found by review: "must NOT have additional properties" named none)', async () => {
    const titled = await http(t).post('/games').set(alice.auth).send({ ruleset: 'race', title: 'Friday game' });
    expectProblem(titled, 400, 'invalid-request');
    expect(titled.body).toMatchObject({ detail: 'body must NOT have the property "title"', errors: [{ path: 'body', message: 'must NOT have the property "title"' }] });
    const weekly = await http(t).post('/games').set(alice.auth).send({ ruleset: 'race', timeControl: { kind: 'weekly' } });
    expectProblem(weekly, 400, 'invalid-request');
    expect(weekly.body).toMatchObject({ errors: [{ path: 'body/timeControl/kind', message: 'must be one of "none", "per-move"' }] });
    const lobby = await http(t).get('/games').query({ status: 'lost' });
    expect(lobby.body).toMatchObject({ detail: 'querystring/status must be one of "open", "starting", "active", "finished"', errors: [{ path: 'querystring/status', message: 'must be one of "open", "starting", "active", "finished"' }] });
  });

  it('speak only of the form a client chose, or of the values it may choose from (found by review: every form of a union was reported)', async () => {
    const errorsOf = async (res: { body: unknown }) => (res.body as { errors: { path: string; message: string }[] }).errors;
    const short = await http(t).post('/games').set(alice.auth).send({ ruleset: 'race', timeControl: { kind: 'per-move', perMoveSeconds: 59 } });
    expectProblem(short, 400, 'invalid-request');
    expect(await errorsOf(short)).toEqual([{ path: 'body/timeControl/perMoveSeconds', message: 'must be >= 60' }]);
    const policy = await http(t).post('/games').set(alice.auth).send({ ruleset: 'race', timeControl: { kind: 'per-move', perMoveSeconds: 600, onTimeout: 'nope' } });
    expect(await errorsOf(policy)).toEqual([{ path: 'body/timeControl/onTimeout', message: 'must be one of "default-move", "forfeit", "claim"' }]);
    const untagged = await http(t).post('/games').set(alice.auth).send({ ruleset: 'race', timeControl: { perMoveSeconds: 600 } });
    expect(await errorsOf(untagged)).toEqual([{ path: 'body/timeControl/kind', message: 'must be one of "none", "per-move"' }]);
    const twice = await http(t).get('/games?status=open&status=active');
    expect(await errorsOf(twice)).toEqual([{ path: 'querystring/status', message: 'must be one of "open", "starting", "active", "finished"' }]);
    // A value that may be null, and is an object with a fault: the fault, not also "must be null".
    const quiet = await http(t).put('/me/notifications/preferences').set(alice.auth).send({ quietHours: { start: '22:00', end: '22:00:00', timeZone: 'UTC' } });
    expect((await errorsOf(quiet)).map((e) => e.path)).toEqual(['body/quietHours/end']);
  });

  it('starts a one-seat game as soon as its seat is taken, at creation or later', async () => {
    const atOnce = await create(alice, { ruleset: 'solo-race', seat: 'a' });
    expect(atOnce).toMatchObject({ status: 'active', version: 1, yourSeat: 'a' });
    const later = await create(alice, { ruleset: 'solo-race' });
    expect(later.status).toBe('open');
    const seated = await http(t).post(`/games/${later.id}/seats`).set(bob.auth).send({});
    expect(seated.body).toMatchObject({ status: 'active', version: 1, yourSeat: 'a' });
  });

  it('limits an account to 60 new games an hour, then 429; others are not held up (found by review)', async () => {
    const busy = await register(t);
    for (let i = 0; i < 60; i++) expect((await http(t).post('/games').set(busy.auth).send({ ruleset: 'race' })).status).toBe(201);
    const limited = await http(t).post('/games').set(busy.auth).send({ ruleset: 'race' });
    expectProblem(limited, 429, 'rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await http(t).post('/games').set(carol.auth).send({ ruleset: 'race' })).status).toBe(201);
  });
});

describe('seats', () => {
  it('one seat per account, a taken seat stays taken, full games say so', async () => {
    const game = await create(alice, { ruleset: 'race', seat: 'a' });
    expectProblem(await http(t).post(`/games/${game.id}/seats`).set(alice.auth).send({ seat: 'b' }), 409, 'already-seated');
    expectProblem(await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ seat: 'a' }), 409, 'seat-taken');
    expectProblem(await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ seat: 'q' }), 400, 'no-such-seat');
    const taken = await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({});
    expect((taken.body as Summary).yourSeat).toBe('b');
    expectProblem(await http(t).post(`/games/${game.id}/seats`).set(carol.auth).send({}), 409, 'game-full');
  });

  it('leaving frees the seat before the start; only your own seat; not after the start', async () => {
    const game = await create(alice, { ruleset: 'race', seat: 'a' });
    await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ seat: 'b' });
    expectProblem(await http(t).delete(`/games/${game.id}/seats/a`).set(bob.auth), 403, 'not-your-seat');
    // A seat the game does not have is that for anyone, as for its creator (found by review: others were told 403 not-your-seat).
    expectProblem(await http(t).delete(`/games/${game.id}/seats/zz`).set(bob.auth), 404, 'no-such-seat');
    expect((await http(t).delete(`/games/${game.id}/seats/b`).set(bob.auth)).status).toBe(204);
    expect(((await http(t).get(`/games/${game.id}`)).body as Summary).seats[1]!.player).toBeNull();
    await http(t).post(`/games/${game.id}/seats`).set(carol.auth).send({ seat: 'b' });
    expect((await http(t).post(`/games/${game.id}/start`).set(carol.auth)).status).toBe(200);
    expectProblem(await http(t).delete(`/games/${game.id}/seats/b`).set(carol.auth), 409, 'game-started');
    expectProblem(await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({}), 409, 'game-started');
  });
  it('are bounded per account: past SEAT_CHANGES_PER_HOUR seats taken or freed, 429 with Retry-After and the seat as it was; others are not held up (found by review: each change moved the game to the top of the lobby)', async () => {
    const limited = await raceApp({ SEAT_CHANGES_PER_HOUR: '3' });
    try {
      const [host, churner, other] = [await register(limited), await register(limited), await register(limited)];
      const created = await http(limited).post('/games').set(host.auth).send({ ruleset: 'race', seat: 'a' });
      const id = (created.body as Summary).id;
      const seatOf = async () => ((await http(limited).get(`/games/${id}`)).body as Summary).seats[1]!.player?.id ?? null;
      expect((await http(limited).post(`/games/${id}/seats`).set(churner.auth).send({})).status).toBe(200);
      expect((await http(limited).delete(`/games/${id}/seats/b`).set(churner.auth)).status).toBe(204);
      expect((await http(limited).post(`/games/${id}/seats`).set(churner.auth).send({})).status).toBe(200);
      const refused = await http(limited).delete(`/games/${id}/seats/b`).set(churner.auth);
      expectProblem(refused, 429, 'rate-limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await seatOf()).toBe(churner.id);
      expectProblem(await http(limited).post(`/games/${id}/seats`).set(churner.auth).send({}), 429, 'rate-limited');
      // The creator's own allowance frees the seat; another account takes it.
      expect((await http(limited).delete(`/games/${id}/seats/b`).set(host.auth)).status).toBe(204);
      expect((await http(limited).post(`/games/${id}/seats`).set(other.auth).send({})).status).toBe(200);
      expect(await seatOf()).toBe(other.id);
    } finally {
      await limited.close();
    }
  });
});

describe('squatting', () => {
  it("the creator frees another player's seat before the start, so that a player who sat down and stays away cannot hold the game (found by review)", async () => {
    const game = await create(alice, { ruleset: 'race', seat: 'a' });
    await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ seat: 'b' });
    expect((await http(t).delete(`/games/${game.id}/seats/b`).set(alice.auth)).status).toBe(204);
    expect(((await http(t).get(`/games/${game.id}`)).body as Summary).seats[1]!.player).toBeNull();
    // Already free: stays so. No such seat (named in the path): 404, as under /games/{gameId}/seats/{seat}/ (found by review: 400).
    expect((await http(t).delete(`/games/${game.id}/seats/b`).set(alice.auth)).status).toBe(204);
    expectProblem(await http(t).delete(`/games/${game.id}/seats/zz`).set(alice.auth), 404, 'no-such-seat');
    await http(t).post(`/games/${game.id}/seats`).set(carol.auth).send({ seat: 'b' });
    expect((await http(t).post(`/games/${game.id}/start`).set(carol.auth)).status).toBe(200);
    expectProblem(await http(t).delete(`/games/${game.id}/seats/b`).set(alice.auth), 403, 'not-your-seat');
  });

  it('a player whose seat the creator freed may not sit down again until the creator invites it again (found by review: a squatter took the seat straight back)', async () => {
    const [host, friend, squatter, other] = [await register(t), await register(t), await register(t), await register(t)];
    const game = await create(host, { ruleset: 'race', seat: 'a', visibility: 'private' });
    const invite = (by: ApiAccount, who: ApiAccount) => http(t).post(`/games/${game.id}/invitations`).set(by.auth).send({ name: who.name });
    expect((await invite(host, squatter)).status).toBe(202);
    const sit = (who: ApiAccount) => http(t).post(`/games/${game.id}/seats`).set(who.auth).send({ seat: 'b', inviteCode: game.inviteCode });
    const invitationsOf = async (who: ApiAccount) => ((await http(t).get('/me/invitations').set(who.auth)).body as { invitations: { gameId: string }[] }).invitations.map((i) => i.gameId);
    expect((await sit(squatter)).status).toBe(200);
    expect((await http(t).delete(`/games/${game.id}/seats/b`).set(host.auth)).status).toBe(204);
    expectProblem(await sit(squatter), 403, 'removed-by-creator');
    expect(await invitationsOf(squatter)).toEqual([]);
    // Leaving of one's own accord is not being removed: another player who leaves may come back.
    expect((await sit(other)).status).toBe(200);
    expect((await http(t).delete(`/games/${game.id}/seats/b`).set(other.auth)).status).toBe(204);
    expect((await sit(other)).status).toBe(200);
    expect((await http(t).delete(`/games/${game.id}/seats/b`).set(other.auth)).status).toBe(204);
    // A player may not invite it (its notice would be spent on a seat it may not take); the creator's invitation lifts it.
    expect((await sit(friend)).status).toBe(200);
    expectProblem(await invite(friend, squatter), 409, 'removed-by-creator');
    expect((await http(t).delete(`/games/${game.id}/seats/b`).set(friend.auth)).status).toBe(204);
    expectProblem(await sit(squatter), 403, 'removed-by-creator');
    expect((await invite(host, squatter)).status).toBe(202);
    expect(await invitationsOf(squatter)).toEqual([game.id]);
    expect((await sit(squatter)).status).toBe(200);
  });

  it('a player who moved to another seat while the creator freed the one it had left is not barred: nothing of its was freed (found by review)', async () => {
    const [host, mover] = [await register(t), await register(t)];
    const game = await create(host, { ruleset: 'race' });
    expect((await http(t).post(`/games/${game.id}/seats`).set(mover.auth).send({ seat: 'b' })).status).toBe(200);
    // The creator's request reads the game with the mover in seat b; before it locks the row, the mover leaves b and sits in a.
    const row = t.ctx.games.row.bind(t.ctx.games);
    let moved = false;
    t.ctx.games.row = async (...args: Parameters<typeof row>) => {
      const read = await row(...args);
      if (!moved && args[1] === host.id) {
        moved = true;
        t.ctx.games.row = row;
        await t.ctx.lobby.leaveSeat(game.id, mover.id, 'b');
        await t.ctx.lobby.takeSeat(game.id, mover.id, 'a', undefined);
      }
      return read;
    };
    try {
      expect((await http(t).delete(`/games/${game.id}/seats/b`).set(host.auth)).status).toBe(204);
    } finally {
      t.ctx.games.row = row;
    }
    expect(moved).toBe(true);
    expect(((await http(t).get(`/games/${game.id}`)).body as Summary).seats.map((s) => s.player?.id ?? null)).toEqual([mover.id, null]);
    // It leaves seat a of its own accord, and may sit down again.
    expect((await http(t).delete(`/games/${game.id}/seats/a`).set(mover.auth)).status).toBe(204);
    expect((await http(t).post(`/games/${game.id}/seats`).set(mover.auth).send({ seat: 'b' })).status).toBe(200);
  });

  it(`one account holds seats in at most ${OPEN_SEATS_LIMIT} games not yet started, so it cannot sit in every open game (found by review)`, async () => {
    const [host, squatter] = [await register(t), await register(t)];
    const games = [];
    for (let i = 0; i <= OPEN_SEATS_LIMIT; i++) games.push(await create(host, { ruleset: 'race', seat: 'a' }));
    const taken = await Promise.all(games.map((g) => http(t).post(`/games/${g.id}/seats`).set(squatter.auth).send({})));
    expect(taken.filter((r) => r.status === 200)).toHaveLength(OPEN_SEATS_LIMIT);
    const refused = taken.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(1);
    expectProblem(refused[0]!, 409, 'too-many-open-seats');
    // A game that starts no longer counts.
    const first = games[taken.findIndex((r) => r.status === 200)]!;
    expect((await http(t).post(`/games/${first.id}/start`).set(host.auth)).status).toBe(200);
    const freed = games[taken.findIndex((r) => r.status !== 200)]!;
    expect((await http(t).post(`/games/${freed.id}/seats`).set(squatter.auth).send({})).status).toBe(200);
  });
});

describe('cancelling', () => {
  it("is its creator's, before the start, once no other account holds a seat; the game is gone (found by review: a game nobody would join stayed open for good)", async () => {
    const game = await create(alice, { ruleset: 'race', seat: 'a' });
    await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ seat: 'b' });
    expectProblem(await http(t).delete(`/games/${game.id}`).set(bob.auth), 403, 'not-the-creator');
    expectProblem(await http(t).delete(`/games/${game.id}`), 401);
    const taken = await http(t).delete(`/games/${game.id}`).set(alice.auth);
    expectProblem(taken, 409, 'seats-taken');
    expect((taken.body as { detail: string }).detail).toContain('Other players hold seats b');
    // The creator frees Bob's seat first; its own does not stand in the way.
    expect((await http(t).delete(`/games/${game.id}/seats/b`).set(alice.auth)).status).toBe(204);
    expect((await http(t).delete(`/games/${game.id}`).set(alice.auth)).status).toBe(204);
    expectProblem(await http(t).get(`/games/${game.id}`).set(alice.auth), 404);
    expect(((await http(t).get('/games').set(alice.auth).query({ mine: true })).body as { games: Summary[] }).games.map((g) => g.id)).not.toContain(game.id);
    expectProblem(await http(t).delete(`/games/${game.id}`).set(alice.auth), 404);
  });

  it('leaves a seat change or a start that loses the race to it a 404, as the game is gone (found by review: they said the game had started)', async () => {
    const directory = (t.ctx.lobby as unknown as { directory: { row: (...args: unknown[]) => Promise<unknown> } }).directory;
    const row = directory.row.bind(directory);
    try {
      for (const request of [(id: string) => http(t).post(`/games/${id}/seats`).set(bob.auth).send({}), (id: string) => http(t).post(`/games/${id}/start`).set(alice.auth)]) {
        const game = await create(alice, { ruleset: 'race', seat: 'a' });
        // The creator cancels it just after the request has found it.
        directory.row = async (...args: unknown[]) => {
          const found = await row(...args);
          await t.ctx.db.prisma.game.delete({ where: { id: game.id } });
          return found;
        };
        expectProblem(await request(game.id), 404);
        directory.row = row;
      }
    } finally {
      directory.row = row;
    }
  });

  it('is refused once the game has started', async () => {
    const { id } = await startedRace(t, alice, bob);
    expectProblem(await http(t).delete(`/games/${id}`).set(alice.auth), 409, 'game-started');
    expect(((await http(t).get(`/games/${id}`)).body as Summary).status).toBe('active');
  });
});

describe('starting', () => {
  it('needs every seat taken, a participant to ask, and happens once', async () => {
    const game = await create(alice, { ruleset: 'race' });
    await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ seat: 'a' });
    expectProblem(await http(t).post(`/games/${game.id}/start`).set(bob.auth), 409, 'seats-free');
    expect(((await http(t).get(`/games/${game.id}`)).body as Summary).status).toBe('open');
    await http(t).post(`/games/${game.id}/seats`).set(carol.auth).send({ seat: 'b' });
    const outsider = await register(t);
    expectProblem(await http(t).post(`/games/${game.id}/start`).set(outsider.auth), 403, 'not-a-player');
    // The creator may start it without sitting in it.
    const started = await http(t).post(`/games/${game.id}/start`).set(alice.auth);
    expect(started.body).toMatchObject({ status: 'active', version: 1 });
    expect((started.body as Summary).awaiting).toHaveLength(1);
    expectProblem(await http(t).post(`/games/${game.id}/start`).set(bob.auth), 409, 'already-started');
  });

  it('opens the seats again when the database fails the start, and a later start goes through', async () => {
    const game = await create(alice, { ruleset: 'race', seat: 'a' });
    await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ seat: 'b' });
    const execute = t.ctx.play.execute.bind(t.ctx.play);
    t.ctx.play.execute = () => Promise.reject(new Error('connection lost'));
    try {
      expect((await http(t).post(`/games/${game.id}/start`).set(alice.auth)).status).toBe(500);
    } finally {
      t.ctx.play.execute = execute;
    }
    expect(((await http(t).get(`/games/${game.id}`)).body as Summary).status).toBe('open');
    expect((await http(t).delete(`/games/${game.id}/seats/b`).set(bob.auth)).status).toBe(204);
    await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ seat: 'b' });
    expect((await http(t).post(`/games/${game.id}/start`).set(bob.auth)).body).toMatchObject({ status: 'active', version: 1 });
  });

  it('while a start is under way, seat changes are 409 game-starting (to retry), not game-started (found by review: a start that found a seat free and reopened the game had turned joiners away for good)', async () => {
    const game = await create(alice, { ruleset: 'race', seat: 'a' });
    // The moment between a start freezing the seats and finding one free.
    await t.ctx.db.prisma.game.update({ where: { id: game.id }, data: { status: 'starting' } });
    expectProblem(await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({}), 409, 'game-starting');
    expectProblem(await http(t).delete(`/games/${game.id}/seats/a`).set(alice.auth), 409, 'game-starting');
    await t.ctx.db.prisma.game.update({ where: { id: game.id }, data: { status: 'open' } });
    expect((await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({})).status).toBe(200);
    // The creator freeing another's seat is told the same (found by review: it was 403 not-your-seat).
    await t.ctx.db.prisma.game.update({ where: { id: game.id }, data: { status: 'starting' } });
    expectProblem(await http(t).delete(`/games/${game.id}/seats/b`).set(alice.auth), 409, 'game-starting');
    await t.ctx.db.prisma.game.update({ where: { id: game.id }, data: { status: 'open' } });
  });

  it('a start that finds a seat free turns no joiner away meanwhile: the seats are checked under the lock of the game row, and never frozen unless all taken', async () => {
    for (let round = 0; round < 20; round++) {
      const game = await create(alice, { ruleset: 'race', seat: 'a' });
      const [start, join] = await Promise.all([http(t).post(`/games/${game.id}/start`).set(alice.auth), http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({})]);
      expect(join.status, join.text).toBe(200);
      // Either the start came first and found seat b free, leaving the game open to start now, or the join did and the start went through.
      if (start.status === 409) {
        expectProblem(start, 409, 'seats-free');
        expect((await http(t).post(`/games/${game.id}/start`).set(bob.auth)).body).toMatchObject({ status: 'active', version: 1 });
      } else expect(start.body).toMatchObject({ status: 'active', version: 1 });
    }
  });

  it('two players starting at once start it once', async () => {
    const game = await create(alice, { ruleset: 'race', seat: 'a' });
    await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ seat: 'b' });
    const answers = await Promise.all([alice, bob, alice, bob].map((who) => http(t).post(`/games/${game.id}/start`).set(who.auth)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await t.ctx.store.read(game.id)).map((e) => e.seq)).toEqual([1]);
  });

  it('reveals the seed once the game is over, and it matches the published hash', async () => {
    const game = await startedRace(t, alice, bob, { target: 1 });
    const summary = (await http(t).get(`/games/${game.id}`)).body as Summary;
    expect(summary.seed).toBeUndefined();
    const seat = summary.awaiting[0]!;
    const roller = seat === 'a' ? alice : bob;
    expect((await http(t).post(`/games/${game.id}/commands`).set(roller.auth).send({ command: { type: 'roll' } })).status).toBe(200);
    const over = (await http(t).get(`/games/${game.id}`)).body as Summary;
    expect(over.status).toBe('finished');
    expect(createHash('sha256').update(over.seed!).digest('hex')).toBe(over.seedHash);
  });

  it('say when each game last changed, and when it ended, so that a player sees what moved since a last look (found by review)', async () => {
    const game = await startedRace(t, alice, bob, { target: 1 });
    const before = (await http(t).get(`/games/${game.id}`)).body as Summary & { updatedAt: string; endedAt?: string };
    expect(Date.parse(before.updatedAt)).not.toBeNaN();
    expect(before.endedAt).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const roller = before.awaiting[0] === 'a' ? alice : bob;
    expect((await http(t).post(`/games/${game.id}/commands`).set(roller.auth).send({ command: { type: 'roll' } })).status).toBe(200);
    const after = (await http(t).get(`/games/${game.id}`)).body as Summary & { updatedAt: string; endedAt?: string };
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(after.endedAt).toBe(after.updatedAt);
  });
});

describe('a finished game in the lobby', () => {
  it('says how it ended, so that a list of my games shows who won without opening each (found by review)', async () => {
    const game = await startedRace(t, alice, bob, { target: 1 });
    const seat = ((await http(t).get(`/games/${game.id}`)).body as Summary).awaiting[0]!;
    expect(((await http(t).get(`/games/${game.id}`)).body as { outcome?: unknown }).outcome).toBeUndefined();
    const roller = seat === 'a' ? alice : bob;
    expect((await http(t).post(`/games/${game.id}/commands`).set(roller.auth).send({ command: { type: 'roll' } })).status).toBe(200);
    const outcome = { result: 'won', summary: `Racer ${seat} reached 1.`, winners: [seat] };
    expect(((await http(t).get(`/games/${game.id}`)).body as { outcome?: unknown }).outcome).toEqual(outcome);
    const mine = (await http(t).get('/games?mine=true&status=finished').set(bob.auth)).body as { games: { id: string; outcome?: unknown }[] };
    expect(mine.games.find((g) => g.id === game.id)?.outcome).toEqual(outcome);
  });

  it('says how a game ended that ended before games kept it, working it out from the log once (found by review)', async () => {
    const game = await startedRace(t, alice, bob, { target: 1 });
    const seat = ((await http(t).get(`/games/${game.id}`)).body as Summary).awaiting[0]!;
    expect((await http(t).post(`/games/${game.id}/commands`).set((seat === 'a' ? alice : bob).auth).send({ command: { type: 'roll' } })).status).toBe(200);
    await t.ctx.db.pool.query('UPDATE games SET outcome = NULL WHERE id = $1', [game.id]);
    const outcome = { result: 'won', summary: `Racer ${seat} reached 1.`, winners: [seat] };
    const mine = (await http(t).get('/games?mine=true&status=finished').set(alice.auth)).body as { games: { id: string; outcome?: unknown }[] };
    expect(mine.games.find((g) => g.id === game.id)?.outcome).toEqual(outcome);
    expect((await t.ctx.db.pool.query<{ outcome: unknown }>('SELECT outcome FROM games WHERE id = $1', [game.id])).rows[0]!.outcome).toEqual(outcome);
  });
});

describe('private games', () => {
  it('are hidden from outsiders, joined with the code, and the code is shown to participants only', async () => {
    const game = await create(alice, { ruleset: 'race', visibility: 'private', seat: 'a' });
    expect(game.inviteCode).toMatch(/^[\w-]{16}$/);
    expectProblem(await http(t).get(`/games/${game.id}`).set(bob.auth), 404);
    expectProblem(await http(t).get(`/games/${game.id}`), 404);
    expectProblem(await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({}), 404);
    expectProblem(await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ inviteCode: 'wrong' }), 404);
    const peek = await http(t).get(`/games/${game.id}`).query({ inviteCode: game.inviteCode }).set(carol.auth);
    expect(peek.status).toBe(200);
    expect((peek.body as Summary).inviteCode).toBeUndefined();
    const joined = await http(t).post(`/games/${game.id}/seats`).set(bob.auth).send({ inviteCode: game.inviteCode });
    expect((joined.body as Summary).inviteCode).toBe(game.inviteCode);
    const listed = (await http(t).get('/games').set(carol.auth)).body as { games: Summary[] };
    expect(listed.games.map((g) => g.id)).not.toContain(game.id);
  });
});

describe('listing', () => {
  it('filters by open seats, mine and waiting for me', async () => {
    const dave = await register(t);
    const erin = await register(t);
    const open = await create(dave, { ruleset: 'race', seat: 'a' });
    const full = await create(dave, { ruleset: 'race', seat: 'a' });
    await http(t).post(`/games/${full.id}/seats`).set(erin.auth).send({});
    const playing = await startedRace(t, dave, erin);
    const ids = async (query: Record<string, unknown>, who?: ApiAccount) => {
      const req = http(t).get('/games').query({ limit: 100, ...query });
      const res = await (who ? req.set(who.auth) : req);
      expect(res.status, res.text).toBe(200);
      return (res.body as { games: Summary[] }).games.map((g) => g.id);
    };
    const openIds = await ids({ openSeats: true });
    expect(openIds).toContain(open.id);
    expect(openIds).not.toContain(full.id);
    expect(openIds).not.toContain(playing.id);
    expect(new Set(await ids({ mine: true }, erin))).toEqual(new Set([full.id, playing.id]));
    const summary = (await http(t).get(`/games/${playing.id}`)).body as Summary;
    const waiting = summary.awaiting[0] === 'a' ? dave : erin;
    const idle = waiting === dave ? erin : dave;
    // The full game not started waits for both of its players: either may start it.
    expect(new Set(await ids({ waitingForMe: true }, waiting))).toEqual(new Set([playing.id, full.id]));
    expect(await ids({ waitingForMe: true }, idle)).toEqual([full.id]);
    expect(await ids({ status: 'active', ruleset: 'race', mine: true }, dave)).toEqual([playing.id]);
    expectProblem(await http(t).get('/games').query({ mine: true }), 401);
    expectProblem(await http(t).get('/games').query({ limit: 1000 }), 400);
    expectProblem(await http(t).get('/games').query({ status: 'lost' }), 400);
  });

  it('tell which seats a game with given options has, before it is made, so that its creator can name one (found by review)', async () => {
    const seats = async (ruleset: string, body: object) => http(t).post(`/rulesets/${ruleset}/seats`).send(body);
    const race = await seats('race', { options: { target: 20 } });
    expect(race.status, race.text).toBe(200);
    expect((race.body as { ruleset: string; seats: { id: string }[] }).seats.map((s) => s.id)).toEqual(['a', 'b']);
    expect((race.body as { ruleset: string }).ruleset).toBe('race');
    expect((await seats('solo-race', {})).body).toEqual({ ruleset: 'solo-race', seats: [{ id: 'a', label: 'Racer A' }] });
    expectProblem(await seats('race', { options: { target: 'far' } }), 400, 'invalid-options');
    expectProblem(await seats('chess', {}), 404);
    // The race is played on no map.
    expectProblem(await http(t).get('/rulesets/race/board'), 404);
    expectProblem(await http(t).get('/rulesets/race/board.svg'), 404);
  });

  it('pages with a cursor: a game played meanwhile moves to the top without shifting the others across pages, so none comes twice or is skipped', async () => {
    const [p, q] = [await register(t), await register(t)];
    const own: string[] = [];
    for (let i = 0; i < 5; i++) own.push((await startedRace(t, p, q)).id);
    type Page = { games: Summary[]; next: string | null };
    const page = async (query: Record<string, unknown>) => {
      const res = await http(t).get('/games').set(p.auth).query({ mine: true, limit: 2, ...query });
      expect(res.status, res.text).toBe(200);
      return res.body as Page;
    };
    const first = await page({});
    expect(first.games).toHaveLength(2);
    // A game of the first page is played meanwhile: it moves to the top, which would shift every offset.
    const moved = first.games[0]!.id;
    const { seat } = await turnOf(t, moved, p);
    const mover = seat === 'a' ? p : q;
    expect((await http(t).post(`/games/${moved}/commands`).set(mover.auth).send({ command: { type: 'note', text: 'up' } })).status).toBe(200);
    const seen = first.games.map((g) => g.id);
    let next = first.next;
    while (next !== null) {
      const more = await page({ cursor: next });
      seen.push(...more.games.map((g) => g.id));
      next = more.next;
    }
    expect([...seen].sort()).toEqual([...own].sort());
    expectProblem(await http(t).get('/games').query({ cursor: 'not-a-cursor' }), 400, 'invalid-cursor');
    // Well-formed, but no moment the lobby could have written: a year PostgreSQL has not (a 500, found by review), a day no month has.
    const forged = (at: string) => Buffer.from(`${at}|00000000-0000-0000-0000-000000000000`).toString('base64url');
    for (const at of ['0000-01-01T00:00:00.000Z', '2026-02-30T00:00:00.000Z']) expectProblem(await http(t).get('/games').query({ cursor: forged(at) }), 400, 'invalid-cursor');
    expect((await http(t).get('/games').query({ cursor: forged('0001-01-01T00:00:00.000Z') })).status).toBe(200);
    expectProblem(await http(t).get('/games').query({ cursor: first.next, offset: 2 }), 400, 'cursor-with-offset');
  });

  it('refuses a cursor given for other filters or another caller, which would page on from a place in another listing and skip its top (found by review: it was taken up)', async () => {
    const [p, q] = [await register(t), await register(t)];
    for (let i = 0; i < 3; i++) await startedRace(t, p, q);
    const first = (await http(t).get('/games').set(p.auth).query({ mine: true, limit: 1 })).body as { next: string | null };
    expect(first.next).not.toBeNull();
    expect((await http(t).get('/games').set(p.auth).query({ mine: true, limit: 5, cursor: first.next })).status).toBe(200);
    // false and absent filter alike.
    expect((await http(t).get('/games').set(p.auth).query({ mine: true, openSeats: false, cursor: first.next })).status).toBe(200);
    // An empty ruleset filters nothing, so it is the same listing (found by review: its cursor was refused).
    expect((await http(t).get('/games').set(p.auth).query({ mine: true, ruleset: '', cursor: first.next })).status).toBe(200);
    expectProblem(await http(t).get('/games').set(p.auth).query({ cursor: first.next }), 400, 'cursor-for-other-filters');
    expectProblem(await http(t).get('/games').set(p.auth).query({ mine: true, waitingForMe: true, cursor: first.next }), 400, 'cursor-for-other-filters');
    expectProblem(await http(t).get('/games').set(p.auth).query({ mine: true, status: 'active', cursor: first.next }), 400, 'cursor-for-other-filters');
    expectProblem(await http(t).get('/games').set(q.auth).query({ mine: true, cursor: first.next }), 400, 'cursor-for-other-filters');
    expectProblem(await http(t).get('/games').query({ mine: false, cursor: first.next }), 400, 'cursor-for-other-filters');
  });

  it('pages with limit and offset', async () => {
    const first = (await http(t).get('/games').query({ limit: 2 })).body as { games: Summary[] };
    const second = (await http(t).get('/games').query({ limit: 2, offset: 2 })).body as { games: Summary[] };
    expect(first.games).toHaveLength(2);
    expect(second.games.map((g) => g.id).some((id) => first.games.some((g) => g.id === id))).toBe(false);
  });
});
