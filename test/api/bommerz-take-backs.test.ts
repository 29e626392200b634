/**
 * Take-backs in Bommerz, through the API: a Bommer's steps until it enters
 * a counter's space or a die is rolled, the Imperial's set-up placements,
 * and what closes them. Which commands learn nothing is worked out beside
 * the server with the kernel and the game's own seed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { expectProblem, http, register, type ApiAccount } from './support.js';
import { applySeeded, type Position } from '../../src/kernel/engine.js';
import { promptsOf } from '../../src/kernel/control.js';
import type { GameCommand } from '../../src/kernel/ruleset.js';
import type { LogEntry } from '../../src/kernel/log.js';
import type { GameMeta } from '../../src/games/game-play.js';
import type { BommerzState } from '../../src/rulesets/bommerz/state.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

interface Answer {
  version: number;
  events: { seq: number; event: { type: string } & Record<string, unknown>; cause?: { seat: string | null; command?: GameCommand } }[];
  awaiting: string[];
  prompts: { seat: string; options?: GameCommand[] }[];
  takeBack: { commands: number; toVersion: number } | null;
}

/** A started Bommerz game: solo (the server defends) or with the Imperial seat played by a second account. */
async function bommerzGame(players: 1 | 2): Promise<{ ork: ApiAccount; imperial: ApiAccount | null; id: string; meta: GameMeta }> {
  const ork = await register(t);
  const created = await http(t).post('/games').set(ork.auth).send({ ruleset: 'bommerz', options: { players }, seat: 'ork1' });
  expect(created.status, created.text).toBe(201);
  const { id, inviteCode } = created.body as { id: string; inviteCode?: string };
  let imperial: ApiAccount | null = null;
  if (players === 2) {
    imperial = await register(t);
    expect((await http(t).post(`/games/${id}/seats`).set(imperial.auth).send({ seat: 'imperial', inviteCode })).status).toBe(200);
    expect((await http(t).post(`/games/${id}/start`).set(ork.auth)).status).toBe(200);
  }
  return { ork, imperial, id, meta: (await t.ctx.play.meta(id))! };
}

const position = async (meta: GameMeta) => (await t.ctx.play.position(meta)) as Position<BommerzState>;
const optionsOf = (meta: GameMeta, at: Position, seat: string) => promptsOf(meta.ruleset, at).find((p) => p.seat === seat)?.options ?? [];

/** The entries a command gives at a position, with the game's seed. */
function entriesOf(meta: GameMeta, at: Position, seat: string, command: GameCommand): LogEntry[] {
  const applied = applySeeded(meta.ruleset, at, seat, command, meta.seed);
  if (!applied.ok) throw new Error(applied.reason);
  return applied.entries;
}

/** Whether entries draw a die or turn a face-down counter: what closes a take-back. */
const learns = (entries: readonly LogEntry[]) => entries.some((e) => (e.cause?.rolls.length ?? 0) > 0 || e.event.type === 'counter-revealed');

const send = (who: ApiAccount, id: string, body: object) => http(t).post(`/games/${id}/commands`).set(who.auth).send(body);
const takeBack = (who: ApiAccount, id: string, body: object, headers: Record<string, string> = {}) => http(t).post(`/games/${id}/takeback`).set(who.auth).set(headers).send(body);
const promptsAnswer = async (who: ApiAccount, id: string) => (await http(t).get(`/games/${id}/prompts`).set(who.auth)).body as { version: number; takeBack: Answer['takeBack'] };

/** The commands ork1 would send one after another from the game's position, each the option `pick` chooses, until it chooses none. */
async function ork1Run(meta: GameMeta, pick: (options: readonly GameCommand[]) => GameCommand | undefined): Promise<GameCommand[]> {
  const run: GameCommand[] = [];
  let at: Position = await position(meta);
  for (let option = pick(optionsOf(meta, at, 'ork1')); option; option = pick(optionsOf(meta, at, 'ork1'))) {
    run.push(option);
    const applied = applySeeded(meta.ruleset, at, 'ork1', option, meta.seed);
    if (!applied.ok) throw new Error(applied.reason);
    at = applied.position;
  }
  return run;
}

/** Sends ork1's Speed choices for the turn as one batch; answers how many. */
async function chooseSpeeds(ork: ApiAccount, id: string, meta: GameMeta): Promise<number> {
  const speeds = await ork1Run(meta, (options) => (options[0]?.type === 'choose-speed' ? options[0] : undefined));
  const res = await send(ork, id, { commands: speeds });
  expect(res.status, res.text).toBe(200);
  return speeds.length;
}

describe('take-backs in Bommerz', () => {
  it("take back a Bommer's steps before it enters a counter's space, but not once it has entered one or a die was rolled", async () => {
    const { ork, id, meta } = await bommerzGame(1);
    const beforeSpeeds = (await position(meta)).version;
    const speeds = await chooseSpeeds(ork, id, meta);
    const start = await position(meta);
    // Two steps into spaces where nothing is face down and no die is rolled.
    const steps: GameCommand[] = [];
    let at: Position = start;
    for (let i = 0; i < 2; i++) {
      const step = optionsOf(meta, at, 'ork1').find((o) => o.type === 'move' && !learns(entriesOf(meta, at, 'ork1', o)))!;
      expect(step, 'a step that learns nothing').toBeDefined();
      const res = await send(ork, id, { command: step });
      expect(res.status, res.text).toBe(200);
      steps.push(step);
      at = await position(meta);
    }
    const craft = (steps[0] as unknown as { craft: string }).craft;
    const spaceOf = (p: Position<BommerzState>) => p.state.bommerz.find((b) => b.id === craft)!.space;
    expect((await promptsAnswer(ork, id)).takeBack).toEqual({ commands: speeds + 2, toVersion: beforeSpeeds });
    const back = await takeBack(ork, id, { commands: 2, expectedVersion: at.version });
    expect(back.status, back.text).toBe(200);
    const answer = back.body as Answer;
    expect(answer.events.map((e) => e.event)).toEqual([{ type: 'sortie.taken-back', seat: 'ork1', at: expect.any(String) as string, commands: 2, to: start.version }]);
    expect(answer.takeBack).toEqual({ commands: speeds, toVersion: beforeSpeeds });
    expect(spaceOf(await position(meta))).toBe(spaceOf(start));
    expect((await position(meta)).state).toEqual(start.state);
    // The same steps again, then on until a counter's space is entered or a die rolled: nothing before may be taken back.
    for (;;) {
      const now = await position(meta);
      const command = meta.ruleset.bot(now.state, 'ork1', () => 0.5) as GameCommand;
      const learned = learns(entriesOf(meta, now, 'ork1', command));
      const res = await send(ork, id, { command });
      expect(res.status, res.text).toBe(200);
      if (learned) {
        expect((res.body as Answer).takeBack).toBeNull();
        break;
      }
      expect((res.body as Answer).takeBack).not.toBeNull();
    }
    expectProblem(await takeBack(ork, id, { commands: 1 }), 422, 'nothing-to-take-back');
  });

  it("take back the Imperial's set-up placements, the audit showing them to the Imperial and the take-back to everyone; the finished log verifies", async () => {
    const { ork, imperial, id, meta } = await bommerzGame(2);
    for (let i = 0; i < 3; i++) {
      const [place] = optionsOf(meta, await position(meta), 'imperial');
      expect(place?.type).toBe('place-counter');
      expect((await send(imperial!, id, { command: place })).status).toBe(200);
    }
    const placed = (await position(meta)).version;
    expect((await promptsAnswer(imperial!, id)).takeBack).toEqual({ commands: 3, toVersion: placed - 3 });
    // Told to the seat that may take back, to nobody else.
    expect((await promptsAnswer(ork, id)).takeBack).toBeNull();
    expectProblem(await takeBack(ork, id, { commands: 1 }), 422, 'nothing-to-take-back');
    expectProblem(await takeBack(imperial!, id, { commands: 4 }), 422, 'too-far');
    const keyed = { 'idempotency-key': 'back-two' };
    const back = await takeBack(imperial!, id, { toVersion: placed - 2 }, keyed);
    expect(back.status, back.text).toBe(200);
    expect((back.body as Answer).takeBack).toEqual({ commands: 1, toVersion: placed - 3 });
    const replay = await takeBack(imperial!, id, { toVersion: placed - 2 }, keyed);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(back.body);
    expect((await position(meta)).version).toBe(placed + 1);
    expect((await position(meta)).state.counters.filter((c) => c.space !== null)).toHaveLength(1);

    const history = async (who: ApiAccount, seat: string) =>
      ((await http(t).get(`/games/${id}/seats/${seat}/history?after=0`).set(who.auth)).body as { events: { entry: Answer['events'][number] & { redacted: boolean } }[] }).events.map((e) => e.entry);
    const mine = await history(imperial!, 'imperial');
    const theirs = await history(ork, 'ork1');
    const placements = (entries: typeof mine) => entries.filter((e) => e.cause?.seat === 'imperial');
    expect(placements(mine).map((e) => e.cause!.command?.type)).toEqual(['place-counter', 'place-counter', 'place-counter', 'sortie.take-back']);
    expect(placements(theirs).map((e) => e.cause!.command?.type)).toEqual([undefined, undefined, undefined, 'sortie.take-back']);
    expect(placements(theirs).slice(0, 3).every((e) => e.redacted)).toBe(true);
    for (const entries of [mine, theirs]) expect(entries.at(-1)!.event).toMatchObject({ type: 'sortie.taken-back', seat: 'imperial', commands: 2, to: placed - 2 });

    expect((await http(t).post(`/games/${id}/resign`).set(ork.auth)).status).toBe(200);
    const report = await http(t).get(`/games/${id}/verification`).set(ork.auth);
    expect(report.status, report.text).toBe(200);
    expect(report.body).toMatchObject({ ok: true, replay: { ok: true }, finalState: { ok: true } });
  });

  it("are closed for the Orks by the Imperial's acting", async () => {
    const { ork, imperial, id, meta } = await bommerzGame(2);
    // Turn notices are written only for a player some channel reaches: the Imperial and the Orks have a webhook.
    for (const who of [imperial!, ork]) await t.ctx.db.pool.query("INSERT INTO webhook_endpoints (id, account_id, url, secret) VALUES ($1, $2, 'https://hooks.example.com/sortie', 'x')", [randomUUID(), who.id]);
    // The Imperial's set-up, then the Orks' Speeds and every Bommer ending its move where it is: nothing learned.
    while (optionsOf(meta, await position(meta), 'imperial')[0]?.type === 'place-counter') {
      expect((await send(imperial!, id, { command: optionsOf(meta, await position(meta), 'imperial')[0] })).status).toBe(200);
    }
    const speeds = await chooseSpeeds(ork, id, meta);
    const stays = await ork1Run(meta, (options) => options.find((o) => o.type === 'end-move'));
    const moved = await send(ork, id, { commands: stays });
    expect(moved.status, moved.text).toBe(200);
    expect((moved.body as Answer).awaiting).toEqual(['imperial']);
    expect((moved.body as Answer).takeBack).toEqual({ commands: speeds + stays.length, toVersion: expect.any(Number) as number });
    // Taking the last back leaves the Imperial waiting no more: its turn notice is overtaken, and the Orks, who act, get none.
    const turnNotices = async () =>
      (await t.ctx.db.pool.query<{ seat: string; version: number }>("SELECT payload->>'seat' AS seat, (payload->>'version')::int AS version FROM outbox WHERE game_id = $1 AND kind = 'turn' ORDER BY id", [id])).rows;
    const noticed = (await turnNotices()).length;
    const back = await takeBack(ork, id, { commands: 1 });
    expect(back.status, back.text).toBe(200);
    expect((back.body as Answer).awaiting).toEqual(['ork1']);
    expect((await turnNotices()).slice(noticed)).toEqual([]);
    const again = await send(ork, id, { command: stays.at(-1) });
    expect((again.body as Answer).awaiting).toEqual(['imperial']);
    expect((await turnNotices()).slice(noticed)).toEqual([{ seat: 'imperial', version: (again.body as Answer).version }]);
    const [answer] = optionsOf(meta, await position(meta), 'imperial');
    expect((await send(imperial!, id, { command: answer })).status).toBe(200);
    expect((await promptsAnswer(ork, id)).takeBack).toBeNull();
    expectProblem(await takeBack(ork, id, { commands: 1 }), 422, 'nothing-to-take-back');
  });
});
