/**
 * Batches of commands in a solo Bommerz game, through the API: the kernel's
 * batches need nothing of the ruleset. What the server should answer is
 * worked out beside it with the kernel and the game's own seed, so each
 * batch is the very commands the ruleset's bot would send one by one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { expectProblem, http, register, type ApiAccount } from './support.js';
import { applySeeded, type Position } from '../../src/kernel/engine.js';
import { promptsOf } from '../../src/kernel/control.js';
import { seededRandom } from '../../src/kernel/dice.js';
import type { GameCommand } from '../../src/kernel/ruleset.js';
import type { LogEntry } from '../../src/kernel/log.js';
import type { GameMeta } from '../../src/games/game-play.js';

let t: TestApp;

// Three commands a minute (the clock stands still): enough for every test's account, and a bound the last test meets.
beforeAll(async () => {
  t = await createTestApp({ env: { COMMANDS_PER_MINUTE: '3' } });
  await t.app.ready();
});
afterAll(() => t?.close());

/** A solo game of a fresh account's, started, with its meta data. */
async function soloGame(): Promise<{ ork: ApiAccount; id: string; meta: GameMeta }> {
  const ork = await register(t);
  const created = await http(t).post('/games').set(ork.auth).send({ ruleset: 'bommerz', options: { players: 1 }, seat: 'ork1' });
  expect(created.status, created.text).toBe(201);
  const id = (created.body as { id: string }).id;
  return { ork, id, meta: (await t.ctx.play.meta(id))! };
}

/** The commands ork1's bot sends from `at` while `more` says so of the next one, with the log and position they lead to. */
function botCommands(
  meta: GameMeta,
  at: Position,
  more: (command: GameCommand, at: Position) => boolean,
  pick: (at: Position, random: () => number) => GameCommand = (from, random) => meta.ruleset.bot(from.state, 'ork1', random) as GameCommand,
): { commands: GameCommand[]; entries: LogEntry[]; after: Position } {
  const random = seededRandom(7);
  const commands: GameCommand[] = [];
  const entries: LogEntry[] = [];
  let after = at;
  while (promptsOf(meta.ruleset, after).some((p) => p.seat === 'ork1')) {
    const command = pick(after, random);
    if (!more(command, after)) break;
    const applied = applySeeded(meta.ruleset, after, 'ork1', command, meta.seed);
    if (!applied.ok) throw new Error(applied.reason);
    commands.push(command);
    entries.push(...applied.entries);
    after = applied.position;
  }
  return { commands, entries, after };
}

const craftOf = (command: GameCommand): unknown => (command as { craft?: unknown }).craft;

/**
 * Ork1's Speed choices for the turn, then whole Bommers' moves (every
 * command for the craft it starts with), up to the first move of more than
 * one command: the game's seed is its own, and a Bommer's move may be a
 * single command.
 */
function speedsThenMove(meta: GameMeta, at: Position) {
  // Every Speed, whatever the bot would do between them (its suggestion may set a standing order first).
  const firstSpeed = (from: Position) => promptsOf(meta.ruleset, from).find((p) => p.seat === 'ork1')!.options.find((o) => o.type === 'choose-speed') ?? { type: 'none' };
  const speeds = botCommands(meta, at, (c) => c.type === 'choose-speed', firstSpeed);
  let move = { commands: [] as GameCommand[], entries: [] as LogEntry[], after: speeds.after };
  for (;;) {
    let craft: unknown;
    const next = botCommands(meta, move.after, (c) => (craft ??= craftOf(c)) === craftOf(c));
    move = { commands: [...move.commands, ...next.commands], entries: [...move.entries, ...next.entries], after: next.after };
    if (next.commands.length !== 1) return { speeds, move };
  }
}

/**
 * A solo game whose first turn has two Speeds or more for ork1 to choose,
 * with those choices and the whole Bommer's move after them: about one game
 * in seventy (a game's seed is its own) has a single Speed, and a batch of
 * one says nothing of batches, so such a game is set aside for another.
 */
async function soloGameWithSpeeds() {
  for (let tries = 0; tries < 20; tries++) {
    const game = await soloGame();
    const at = await t.ctx.play.position(game.meta);
    const { speeds, move } = speedsThenMove(game.meta, at);
    if (speeds.commands.length > 1) return { ...game, at, speeds, move };
  }
  throw new Error('twenty solo games in a row had a single Speed to choose');
}

const send = (who: ApiAccount, id: string, body: object, headers: Record<string, string> = {}) => http(t).post(`/games/${id}/commands`).set(who.auth).set(headers).send(body);

describe('batches of commands in Bommerz', () => {
  it("carry out a turn's Speed choices, then a whole Bommer's move, each in one append: the log is what the commands one by one give", async () => {
    const { ork, id, meta, at, speeds, move } = await soloGameWithSpeeds();
    expect(move.commands.length).toBeGreaterThan(1);
    for (const step of [speeds, move]) {
      const res = await send(ork, id, { commands: step.commands, expectedVersion: (await t.ctx.play.position(meta)).version });
      expect(res.status, res.text).toBe(200);
      const answer = res.body as { version: number; events: { seq: number }[]; awaiting: string[] };
      expect(answer.version).toBe(step.after.version);
      expect(answer.events.map((e) => e.seq)).toEqual(step.entries.map((e) => e.seq));
    }
    expect((await t.ctx.store.readAll(id)).slice(at.version)).toEqual([...speeds.entries, ...move.entries]);
    expect((await http(t).get(`/games/${id}/verification`).set(ork.auth)).status).toBe(409);
  });

  it('is refused whole when its third command is illegal: 422 with index 2 and why, and nothing appended', async () => {
    const { ork, id, meta } = await soloGame();
    const at = await t.ctx.play.position(meta);
    // The first two commands ork1's bot sends: two Speeds, or in about one game in seventy (a game's seed is its own) its only Speed and a move.
    let taken = 0;
    const legal = botCommands(meta, at, () => taken++ < 2).commands;
    expect(legal).toHaveLength(2);
    // Flipping a counter is the Imperial's to do, never an Ork's.
    const batch = [...legal, { type: 'flip', counter: 'c1' }];
    const res = await send(ork, id, { commands: batch });
    expectProblem(res, 422, 'not-now');
    expect(res.body).toMatchObject({ index: 2 });
    expect((res.body as { detail: string }).detail).toMatch(/^Command 2 of the batch/);
    expect((await t.ctx.store.readAll(id)).length).toBe(at.version);
    // A command that does not fit the schema is a 400 at its path in the batch, before anything is decided.
    const misfit = await send(ork, id, { commands: [legal[0]!, { type: 'choose-speed', craft: 'b1', speed: 9 }] });
    expectProblem(misfit, 400, 'invalid-command');
    expect((misfit.body as { errors: { path: string }[] }).errors[0]!.path).toMatch(/^\/commands\/1\//);
  });

  it('replay under their Idempotency-Key: the same answer, nothing appended again', async () => {
    const { ork, id, speeds } = await soloGameWithSpeeds();
    const body = { commands: speeds.commands };
    const first = await send(ork, id, body, { 'idempotency-key': 'speeds' });
    expect(first.status, first.text).toBe(200);
    const again = await send(ork, id, body, { 'idempotency-key': 'speeds' });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await t.ctx.store.readAll(id)).length).toBe(speeds.after.version);
    expectProblem(await send(ork, id, { commands: speeds.commands.slice(1) }, { 'idempotency-key': 'speeds' }), 422, 'idempotency-key-reused');
  });

  it('count as one command each towards the pace', async () => {
    const { ork, id, meta, speeds, move } = await soloGameWithSpeeds();
    const next = botCommands(meta, move.after, () => true).commands[0]!;
    expect(speeds.commands.length + move.commands.length).toBeGreaterThan(3);
    expect((await send(ork, id, { commands: speeds.commands })).status).toBe(200);
    expect((await send(ork, id, { commands: move.commands })).status).toBe(200);
    expect((await send(ork, id, { command: next })).status).toBe(200);
    expectProblem(await send(ork, id, { command: next }), 429, 'rate-limited');
  });
});
