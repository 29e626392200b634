/**
 * Time controls in a game whose seats play in sides (Ruleset.sides): in a
 * three-player Bommerz game the two Orks are one side against the Imperial
 * player, so an Ork who runs out of time concedes for both (ruling S33), and
 * only the Imperial player may claim the win from it. Found by review: a
 * forfeit or a claim made the late Ork's teammate a winner beside the
 * Imperial player, and the teammate could claim against its own side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { advance, api, player, QUIET_ENV, type Player } from '../notifications/support.js';
import { expectProblem } from '../api/support.js';

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: QUIET_ENV });
  await t.app.ready();
});
afterAll(() => t?.close());

interface Table {
  readonly gameId: string;
  readonly ork1: Player;
  readonly ork2: Player;
  readonly imperial: Player;
}

interface Prompt {
  seat: string;
  options?: unknown[];
}

/** Sends the first option of the seat's prompt. */
async function playFirstOption(gameId: string, who: Player, seat: string): Promise<void> {
  const prompts = ((await api(t).get(`/games/${gameId}/prompts`).set(who.auth)).body as { prompts: Prompt[] }).prompts;
  const mine = prompts.find((p) => p.seat === seat);
  expect(mine?.options?.length, `${seat} has a prompt`).toBeGreaterThan(0);
  const res = await api(t).post(`/games/${gameId}/commands`).set(who.auth).send({ command: mine!.options![0] });
  expect(res.status, res.text).toBe(200);
}

/** A three-player game under `onTimeout` in which every seat has moved but ork1, whose time has then run out. */
async function ork1RunsOut(onTimeout: 'claim' | 'forfeit'): Promise<Table> {
  const [ork1, ork2, imperial] = [await player(t), await player(t), await player(t)];
  const timeControl = { kind: 'per-move', perMoveSeconds: 86_400, onTimeout };
  const created = await api(t).post('/games').set(ork1.auth).send({ ruleset: 'bommerz', options: { players: 3 }, seat: 'ork1', timeControl });
  expect(created.status, created.text).toBe(201);
  const gameId = (created.body as { id: string }).id;
  expect((await api(t).post(`/games/${gameId}/seats`).set(ork2.auth).send({ seat: 'ork2' })).status).toBe(200);
  expect((await api(t).post(`/games/${gameId}/seats`).set(imperial.auth).send({ seat: 'imperial' })).status).toBe(200);
  expect((await api(t).post(`/games/${gameId}/start`).set(ork1.auth)).status).toBe(200);
  const awaiting = async () => ((await api(t).get(`/games/${gameId}`)).body as { awaiting: string[] }).awaiting;
  while ((await awaiting()).includes('imperial')) await playFirstOption(gameId, imperial, 'imperial');
  while ((await awaiting()).includes('ork2')) await playFirstOption(gameId, ork2, 'ork2');
  expect(await awaiting()).toEqual(['ork1']);
  await advance(t, 25 * HOUR);
  await t.ctx.cadence.scheduler.runOnce();
  return { gameId, ork1, ork2, imperial };
}

const waitingFor = async (p: Player) => ((await api(t).get('/games?waitingForMe=true').set(p.auth)).body as { games: { id: string }[] }).games.map((g) => g.id);

describe('a seat of a side out of time', () => {
  it('may be claimed against by the other side only, and its whole side loses', async () => {
    const { gameId, ork2, imperial } = await ork1RunsOut('claim');
    expect(((await api(t).get(`/games/${gameId}`)).body as { outOfTime: string[] }).outOfTime).toEqual(['ork1']);
    const claimable = await t.ctx.db.pool.query<{ account_id: string }>("SELECT account_id FROM outbox WHERE game_id = $1 AND kind = 'claimable'", [gameId]);
    expect(claimable.rows.map((r) => r.account_id)).toEqual([imperial.id]);
    expect(await waitingFor(imperial)).toContain(gameId);
    expect(await waitingFor(ork2)).not.toContain(gameId);
    expectProblem(await api(t).post(`/games/${gameId}/claim`).set(ork2.auth).send({ against: 'ork1' }), 422, 'same-side');
    const claimed = await api(t).post(`/games/${gameId}/claim`).set(imperial.auth).send({ against: 'ork1' });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body).toMatchObject({ outcome: { result: 'win-claimed', winners: ['imperial'] } });
  });

  it('forfeits for its whole side', async () => {
    const { gameId } = await ork1RunsOut('forfeit');
    expect(((await api(t).get(`/games/${gameId}`)).body as { status: string; outcome: unknown })).toMatchObject({ status: 'finished', outcome: { result: 'forfeit', winners: ['imperial'] } });
  });
});
