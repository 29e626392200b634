import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { expectProblem, http, raceApp, raceTable, register, startedRace, turnOf, type ApiAccount } from './support.js';
import { COMMANDS_BODY_LIMIT, MAX_BATCH_COMMANDS } from '../../src/http/routes/play.js';

interface Answer {
  ruleset: string;
  version: number;
  status: string;
  seat: string;
  events: { seq: number; event: { type: string }; redacted: boolean }[];
  awaiting: string[];
  prompts: { seat: string; kind: string; options?: unknown[] }[];
  outcome: unknown;
}

let t: TestApp, a: ApiAccount, b: ApiAccount, outsider: ApiAccount;

beforeAll(async () => ({ t, a, b, outsider } = await raceTable()));
afterAll(() => t?.close());

/** A started game with who is to move and who is not. */
async function game(target = 100) {
  const { id } = await startedRace(t, a, b, { target });
  const { seat, version } = await turnOf(t, id);
  return { id, version, mover: seat === 'a' ? a : b, moverSeat: seat, idle: seat === 'a' ? b : a, idleSeat: seat === 'a' ? 'b' : 'a' };
}

const command = (who: ApiAccount, gameId: string, body: unknown, headers: Record<string, string> = {}) => http(t).post(`/games/${gameId}/commands`).set(who.auth).set(headers).send(body as object);

describe('commands', () => {
  it('answer the new version, the events as the caller sees them, and what each seat must do next', async () => {
    const g = await game();
    const res = await command(g.mover, g.id, { command: { type: 'roll' } });
    expect(res.status, res.text).toBe(200);
    const answer = res.body as Answer;
    expect(answer).toMatchObject({ ruleset: 'race', version: g.version + 1, status: 'active', seat: g.moverSeat, awaiting: [g.idleSeat], outcome: null });
    expect(answer.events).toMatchObject([{ seq: g.version + 1, event: { type: 'rolled' }, redacted: false }]);
    // The next prompt is the other seat's: the caller is told whose it is, not what that seat may do.
    expect(answer.prompts).toEqual([{ seat: g.idleSeat, kind: 'roll', text: expect.any(String) as string }]);
  });

  it('take an expected version: stale is 409 with the current version, before the command is judged', async () => {
    const g = await game();
    const stale = await command(g.mover, g.id, { command: { type: 'roll' }, expectedVersion: g.version - 1 });
    expectProblem(stale, 409, 'stale-version');
    expect((stale.body as { currentVersion: number }).currentVersion).toBe(g.version);
    // Not judged against a position the caller has not seen: not their turn there, but the answer is to re-read.
    expectProblem(await command(g.idle, g.id, { command: { type: 'roll' }, expectedVersion: g.version - 1 }), 409, 'stale-version');
    expectProblem(await command(g.idle, g.id, { command: { type: 'roll' }, expectedVersion: g.version }), 422, 'not-your-turn');
    expect((await command(g.mover, g.id, { command: { type: 'roll' }, expectedVersion: g.version })).status).toBe(200);
  });

  it('refuse with the ruleset reason as 422: not your turn, and game over', async () => {
    const g = await game();
    expectProblem(await command(g.idle, g.id, { command: { type: 'roll' } }), 422, 'not-your-turn');
    const short = await game(1);
    await command(short.mover, short.id, { command: { type: 'roll' } });
    expectProblem(await command(short.idle, short.id, { command: { type: 'roll' } }), 422, 'game-over');
  });

  it("refuse a command that does not fit the ruleset's schema with 400 and where", async () => {
    const g = await game();
    for (const cmd of [{ type: 'fly' }, { type: 'note', text: 7 }, { type: 'note', text: 'x'.repeat(101) }, { type: 'roll', extra: 1 }, { type: 'note' }]) {
      const res = await command(g.mover, g.id, { command: cmd });
      expectProblem(res, 400, 'invalid-command');
      expect((res.body as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
    expect((await t.ctx.store.read(g.id)).length).toBe(g.version);
  });

  it('say which command types there are, or what is wrong with the one sent, not only that no variant fits (found by review)', async () => {
    const g = await game();
    const errorsOf = async (cmd: unknown) => {
      const res = await command(g.mover, g.id, { command: cmd });
      expectProblem(res, 400, 'invalid-command');
      return (res.body as { errors: { path: string; message: string }[] }).errors;
    };
    expect(await errorsOf({ type: 'fly' })).toEqual([{ path: '/command/type', message: 'Unknown command type "fly": expected one of "roll", "note".' }]);
    expect(await errorsOf({ type: 'note', text: 7 })).toEqual([expect.objectContaining({ path: '/command/text' })]);
    expect(await errorsOf({ type: 'roll', extra: 1 })).toEqual([expect.objectContaining({ path: '/command/extra' })]);
  });

  it('are refused to outsiders (403), anonymous callers (401), and before the start (409)', async () => {
    const g = await game();
    expectProblem(await command(outsider, g.id, { command: { type: 'roll' } }), 403, 'not-seated');
    expectProblem(await http(t).post(`/games/${g.id}/commands`).send({ command: { type: 'roll' } }), 401);
    const open = (await http(t).post('/games').set(a.auth).send({ ruleset: 'race', seat: 'a' })).body as { id: string };
    expectProblem(await command(a, open.id, { command: { type: 'roll' } }), 409, 'game-not-started');
  });

  it('refused before the start keep no answer under their Idempotency-Key: the retry after the start is judged', async () => {
    const open = (await http(t).post('/games').set(a.auth).send({ ruleset: 'race', seat: 'a' })).body as { id: string };
    const key = { 'idempotency-key': 'before-the-start' };
    expectProblem(await command(a, open.id, { command: { type: 'roll' } }, key), 409, 'game-not-started');
    expect((await http(t).post(`/games/${open.id}/seats`).set(b.auth).send({ seat: 'b' })).status).toBe(200);
    expect((await http(t).post(`/games/${open.id}/start`).set(a.auth)).status).toBe(200);
    const aMoves = (await turnOf(t, open.id)).seat === 'a';
    const retry = await command(a, open.id, { command: { type: 'roll' } }, key);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    if (aMoves) expect(retry.status, retry.text).toBe(200);
    else expectProblem(retry, 422, 'not-your-turn');
  });
});

/** Runs `test` on a started race of two fresh accounts (`mover` to move at `version`), in an app allowing 2 commands a minute, then closes the app. */
async function withPacedRace(test: (race: { limited: TestApp; id: string; version: number; mover: ApiAccount; idle: ApiAccount }) => Promise<void>): Promise<void> {
  const limited = await raceApp({ COMMANDS_PER_MINUTE: '2' });
  try {
    const [p, q] = [await register(limited), await register(limited)];
    const { id } = await startedRace(limited, p, q);
    const { seat, version } = await turnOf(limited, id);
    const [mover, idle] = seat === 'a' ? [p, q] : [q, p];
    await test({ limited, id, version, mover, idle });
  } finally {
    await limited.close();
  }
}

describe('batches of commands', () => {
  it('are carried out in one append, each command a log batch of its own, and answered as one command is', async () => {
    const g = await game();
    const res = await command(g.mover, g.id, { commands: [{ type: 'note', text: 'left' }, { type: 'roll' }], expectedVersion: g.version });
    expect(res.status, res.text).toBe(200);
    const answer = res.body as Answer;
    expect(answer).toMatchObject({ version: g.version + 2, seat: g.moverSeat, awaiting: [g.idleSeat] });
    expect(answer.events.map((e) => e.event.type)).toEqual(['noted', 'rolled']);
    expect((await t.ctx.store.read(g.id)).slice(g.version).map((e) => e.cause?.command.type)).toEqual(['note', 'roll']);
  });

  it('are refused whole, naming the first command refused by its index (422) or its path (400); nothing is written', async () => {
    const g = await game();
    const refused = await command(g.mover, g.id, { commands: [{ type: 'roll' }, { type: 'roll' }] });
    expectProblem(refused, 422, 'not-your-turn');
    expect((refused.body as { index: number }).index).toBe(1);
    const misfit = await command(g.mover, g.id, { commands: [{ type: 'roll' }, { type: 'note', text: 7 }] });
    expectProblem(misfit, 400, 'invalid-command');
    expect((misfit.body as { errors: { path: string }[] }).errors).toEqual([expect.objectContaining({ path: '/commands/1/text' })]);
    expect((await t.ctx.store.read(g.id)).length).toBe(g.version);
  });

  it(`are bounded: one command at least, ${MAX_BATCH_COMMANDS} at most, in a body of ${COMMANDS_BODY_LIMIT / 1024} KiB at most; command and commands together are refused`, async () => {
    const g = await game();
    const notes = (n: number, text = 'x') => Array.from({ length: n }, () => ({ type: 'note', text }));
    expectProblem(await command(g.mover, g.id, { commands: [] }), 400, 'invalid-request');
    expectProblem(await command(g.mover, g.id, { commands: notes(MAX_BATCH_COMMANDS + 1) }), 400, 'invalid-request');
    expectProblem(await command(g.mover, g.id, { command: { type: 'roll' }, commands: [{ type: 'roll' }] }), 400, 'invalid-request');
    // Within the count, over the size.
    expectProblem(await command(g.mover, g.id, { commands: notes(MAX_BATCH_COMMANDS, 'y'.repeat(100)).map((n) => ({ ...n, pad: 'z'.repeat(500) })) }), 413, 'body-too-large');
    const full = await command(g.mover, g.id, { commands: notes(MAX_BATCH_COMMANDS, 'y'.repeat(100)) });
    expect(full.status, full.text).toBe(200);
    expect((full.body as Answer).version).toBe(g.version + MAX_BATCH_COMMANDS);
  });
});

describe('the pace of commands', () => {
  it('is bounded per account: past COMMANDS_PER_MINUTE carried out, 429 with Retry-After and nothing written, until the allowance comes back', async () => {
    await withPacedRace(async ({ limited, id, version, mover, idle }) => {
      const note = (who: ApiAccount, headers: Record<string, string> = {}, body: object = {}) =>
        http(limited).post(`/games/${id}/commands`).set(who.auth).set(headers).send({ command: { type: 'note', text: 'again' }, ...body });
      // Refusals write nothing, and count for nothing.
      for (let i = 0; i < 3; i++) expectProblem(await note(mover, {}, { expectedVersion: version - 1 }), 409, 'stale-version');
      expect((await note(mover, { 'idempotency-key': 'first' })).status).toBe(200);
      expect((await note(mover)).status).toBe(200);
      const refused = await note(mover, { 'idempotency-key': 'third' });
      expectProblem(refused, 429, 'rate-limited');
      expect(refused.headers['retry-after']).toBe('30');
      expect((await turnOf(limited, id)).version).toBe(version + 2);
      // A retry of a command carried out is answered as before, whatever the pace: it writes nothing.
      const retried = await note(mover, { 'idempotency-key': 'first' });
      expect(retried.status, retried.text).toBe(200);
      expect(retried.headers['idempotent-replayed']).toBe('true');
      // Another account's allowance is its own: its command is judged (not its turn).
      expectProblem(await note(idle), 422, 'not-your-turn');
      limited.clock.advance(30_000);
      // The refused request's key was let go, not kept as its answer.
      const third = await note(mover, { 'idempotency-key': 'third' });
      expect(third.status, third.text).toBe(200);
      expect(third.headers['idempotent-replayed']).toBeUndefined();
      expect((await turnOf(limited, id)).version).toBe(version + 3);
    });
  });
});

describe('the pace of commands, refused under an Idempotency-Key', () => {
  it('counts each refusal the key keeps for its retries (found by review: such refusals added a row each, without bound)', async () => {
    await withPacedRace(async ({ limited, id, idle }) => {
      const note = (headers: Record<string, string> = {}) => http(limited).post(`/games/${id}/commands`).set(idle.auth).set(headers).send({ command: { type: 'note', text: 'not mine' } });
      const keys = async () => (await limited.ctx.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_records WHERE game_id = $1', [id])).rows[0]!.n;
      // Without a key a refusal keeps nothing and counts for nothing.
      for (let i = 0; i < 3; i++) expectProblem(await note(), 422, 'not-your-turn');
      expectProblem(await note({ 'idempotency-key': 'k1' }), 422, 'not-your-turn');
      expectProblem(await note({ 'idempotency-key': 'k2' }), 422, 'not-your-turn');
      expect(await keys()).toBe(2);
      // The allowance is spent: a third key is not taken, and nothing is kept for it.
      expectProblem(await note({ 'idempotency-key': 'k3' }), 429, 'rate-limited');
      expect(await keys()).toBe(2);
      // A retry is answered as before, whatever the pace.
      const again = await note({ 'idempotency-key': 'k1' });
      expectProblem(again, 422, 'not-your-turn');
      expect(again.headers['idempotent-replayed']).toBe('true');
    });
  });
});

describe('the pace of commands, sent at once', () => {
  it('lets no more through than the allowance, however many arrive together (found by review: all passed the check before any was counted)', async () => {
    await withPacedRace(async ({ limited, id, version, mover }) => {
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => http(limited).post(`/games/${id}/commands`).set(mover.auth).send({ command: { type: 'note', text: `at once ${i}` } })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429]);
      expect((await turnOf(limited, id)).version).toBe(version + 2);
    });
  });
});

describe('idempotency keys', () => {
  it('answer a retry with the stored answer and append nothing more', async () => {
    const g = await game();
    const key = { 'idempotency-key': 'move-1' };
    const first = await command(g.mover, g.id, { command: { type: 'roll' } }, key);
    const again = await command(g.mover, g.id, { command: { type: 'roll' } }, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await t.ctx.store.read(g.id)).length).toBe(g.version + 1);
  });

  it('refuse the same key with another body (422), but not for another account', async () => {
    const g = await game();
    await command(g.mover, g.id, { command: { type: 'roll' } }, { 'idempotency-key': 'k' });
    expectProblem(await command(g.mover, g.id, { command: { type: 'note', text: 'hi' } }, { 'idempotency-key': 'k' }), 422, 'idempotency-key-reused');
    expect((await command(g.idle, g.id, { command: { type: 'roll' } }, { 'idempotency-key': 'k' })).status).toBe(200);
  });

  it('replay a refusal as it was, even once the command would be legal', async () => {
    const g = await game();
    const key = { 'idempotency-key': 'early' };
    expectProblem(await command(g.idle, g.id, { command: { type: 'roll' } }, key), 422, 'not-your-turn');
    await command(g.mover, g.id, { command: { type: 'roll' } });
    const replay = await command(g.idle, g.id, { command: { type: 'roll' } }, key);
    expectProblem(replay, 422, 'not-your-turn');
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('keep no answer for a stale version, so the key can be used again', async () => {
    const g = await game();
    const key = { 'idempotency-key': 'retry-me' };
    expectProblem(await command(g.mover, g.id, { command: { type: 'roll' }, expectedVersion: 0 }, key), 409, 'stale-version');
    expectProblem(await command(g.mover, g.id, { command: { type: 'roll' }, expectedVersion: 0 }, key), 409, 'stale-version');
    expect((await command(g.mover, g.id, { command: { type: 'roll' }, expectedVersion: g.version }, key)).status).toBe(200);
  });

  it('give one set of events to many concurrent requests with one key', async () => {
    const g = await game();
    const key = { 'idempotency-key': 'burst' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => command(g.mover, g.id, { command: { type: 'roll' } }, key)));
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const r of answers) expect([200, 409]).toContain(r.status);
    for (const r of answers.filter((x) => x.status === 409)) expectProblem(r, 409, 'idempotency-key-in-flight');
    for (const r of ok) expect(r.body).toEqual(ok[0]!.body);
    expect((await t.ctx.store.read(g.id)).length).toBe(g.version + 1);
  });

  it('apply a command once when a request runs so long that its retry takes the key over (found by review)', async () => {
    const g = await game();
    const key = { 'idempotency-key': 'slow-then-retried' };
    const body = { command: { type: 'note', text: 'once' } };
    // The first request is held just before it executes, long enough for its reservation to go stale.
    const execute = t.ctx.play.execute.bind(t.ctx.play);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const waiting = new Promise<void>((resolve) => (reached = resolve));
    let calls = 0;
    t.ctx.play.execute = async (...args) => {
      if (calls++ === 0) {
        reached();
        await held;
      }
      return execute(...args);
    };
    try {
      const first = command(g.mover, g.id, body, key).then((r) => r);
      await waiting;
      t.clock.advance(61_000);
      const retry = await command(g.mover, g.id, body, key);
      expect(retry.status, retry.text).toBe(200);
      release();
      expectProblem(await first, 409, 'idempotency-key-taken-over');
    } finally {
      t.ctx.play.execute = execute;
    }
    const notes = (await t.ctx.store.read(g.id)).filter((e) => e.event.type === 'noted');
    expect(notes).toHaveLength(1);
    // The key's answer is the retry's, replayed.
    const again = await command(g.mover, g.id, body, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuse a malformed key', async () => {
    const g = await game();
    expectProblem(await command(g.mover, g.id, { command: { type: 'roll' } }, { 'idempotency-key': 'a'.repeat(256) }), 400);
    expectProblem(await command(g.mover, g.id, { command: { type: 'roll' } }, { 'idempotency-key': 'has space' }), 400);
  });
});

describe('resigning', () => {
  const resign = (who: ApiAccount | null, gameId: string) => (who ? http(t).post(`/games/${gameId}/resign`).set(who.auth) : http(t).post(`/games/${gameId}/resign`));

  it('ends the game at once, when it is not your turn too: the other seat wins, the seed is revealed and the log verifies', async () => {
    const g = await game();
    // The mover has a webhook; the other player neither mail nor webhook.
    await t.ctx.db.pool.query("INSERT INTO webhook_endpoints (id, account_id, url, secret) VALUES ($1, $2, 'https://hooks.example.com/sortie', 'x')", [randomUUID(), g.mover.id]);
    const res = await resign(g.idle, g.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ version: g.version + 1, outcome: { result: 'resigned', summary: `Seat ${g.idleSeat} resigned.`, winners: [g.moverSeat] } });
    const summary = (await http(t).get(`/games/${g.id}`)).body as { status: string; awaiting: string[]; seed?: string };
    expect(summary).toMatchObject({ status: 'finished', awaiting: [] });
    expect(summary.seed).toMatch(/^[0-9a-f]{64}$/);
    expectProblem(await command(g.mover, g.id, { command: { type: 'roll' } }), 422, 'game-over');
    expectProblem(await resign(g.mover, g.id), 422, 'game-over');
    const log = (await http(t).get(`/games/${g.id}/events`)).body as { events: { event: { type: string; seat?: string } }[] };
    expect(log.events.at(-1)!.event).toMatchObject({ type: 'sortie.resigned', seat: g.idleSeat });
    expect((await http(t).get(`/games/${g.id}/verification`)).body).toMatchObject({ ok: true });
    // Each player a channel reaches is told how it ended: one that nothing reaches costs no outbox row.
    const results = await t.ctx.db.prisma.outboxRow.findMany({ where: { gameId: g.id, kind: 'result' } });
    expect(results.map((r) => r.accountId)).toEqual([g.mover.id]);
    // With who won and which seats were the player's, so that the notice can say whether it won.
    const toMover = results.find((r) => r.accountId === g.mover.id)!.payload;
    expect(toMover).toMatchObject({ result: 'resigned', winners: [g.moverSeat], seats: [g.moverSeat] });
  });

  it('is for the players: 401 anonymous, 403 for a non-player, 409 before the start; nothing is written', async () => {
    const g = await game();
    expectProblem(await resign(null, g.id), 401);
    expectProblem(await resign(outsider, g.id), 403, 'not-seated');
    expect((await turnOf(t, g.id)).version).toBe(g.version);
    const open = await http(t).post('/games').set(a.auth).send({ ruleset: 'race', seat: 'a' });
    expectProblem(await resign(a, (open.body as { id: string }).id), 409, 'game-not-started');
  });

  it('of two seats at once, one resigns and the other is told the game is over', async () => {
    const g = await game();
    const answers = await Promise.all([resign(g.mover, g.id), resign(g.idle, g.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await t.ctx.store.read(g.id)).filter((e) => e.event.type === 'sortie.resigned')).toHaveLength(1);
  });
});

describe('prompts', () => {
  it('show the legal options and the suggested one only to the seat that must act', async () => {
    const g = await game();
    const mine = (await http(t).get(`/games/${g.id}/prompts`).set(g.mover.auth)).body as { prompts: Answer['prompts'] };
    expect(mine.prompts).toEqual([{ seat: g.moverSeat, kind: 'roll', text: expect.any(String) as string, options: [{ type: 'roll' }], suggested: 0, labels: ['Roll the die'] }]);
    for (const req of [http(t).get(`/games/${g.id}/prompts`).set(g.idle.auth), http(t).get(`/games/${g.id}/prompts`)]) {
      const other = (await req).body as { prompts: Answer['prompts'] };
      expect(other.prompts).toEqual([{ seat: g.moverSeat, kind: 'roll', text: expect.any(String) as string }]);
    }
  });
});
