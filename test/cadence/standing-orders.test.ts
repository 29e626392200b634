/**
 * Standing orders keep a play-by-web game from stalling on trivial choices
 * (rulings §6): in Bommerz the Imperial player chooses, out of turn, where
 * flak drives a Bommer. A standing order is an ordinary ruleset command, so
 * it goes through the ordinary command route; this plays a two-player game
 * over HTTP and checks that the Imperial seat, once it set an order, was
 * never asked about a drive-off: the order answered each one, in the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { QUIET_ENV, api, player, type Player } from '../notifications/support.js';
import { outcomeOf, promptsOf } from '../../src/kernel/control.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: QUIET_ENV }); // the service's own rulesets: Bommerz
  await t.app.ready();
});
afterAll(() => t?.close());

interface Prompt {
  seat: string;
  kind: string;
  options?: { type: string; order?: string }[];
}

/** Plays a two-player game through HTTP with the ruleset's bots; the Imperial seat sets its order at its first prompt. Answers the game's id. */
async function playWithStandingOrder(ork: Player, imperial: Player, seed: number): Promise<string> {
  const created = await api(t).post('/games').set(ork.auth).send({ ruleset: 'bommerz', options: { players: 2 }, seat: 'ork1', timeControl: { kind: 'per-move', perMoveSeconds: 86_400, onTimeout: 'default-move' } });
  expect(created.status, created.text).toBe(201);
  const gameId = (created.body as { id: string }).id;
  expect((await api(t).post(`/games/${gameId}/seats`).set(imperial.auth).send({ seat: 'imperial' })).status).toBe(200);
  expect((await api(t).post(`/games/${gameId}/start`).set(ork.auth)).status).toBe(200);
  const meta = (await t.ctx.play.meta(gameId))!;
  const holder = { ork1: ork, imperial } as Record<string, Player>;
  let ordered = false;
  let r = seed;
  const random = () => (r = (r * 16_807) % 2_147_483_647) / 2_147_483_647;
  for (let n = 0; n < 3000; n++) {
    const at = await t.ctx.play.position(meta);
    if (outcomeOf(meta.ruleset, at)) return gameId;
    const seat = promptsOf(meta.ruleset, at)[0]!.seat;
    let command: unknown = meta.ruleset.bot(at.state, seat, random);
    if (seat === 'imperial' && !ordered) {
      const prompts = await api(t).get(`/games/${gameId}/prompts`).set(imperial.auth);
      const mine = (prompts.body as { prompts: Prompt[] }).prompts.find((p) => p.seat === 'imperial')!;
      expect(mine.options).toContainEqual({ type: 'set-standing-order', order: 'away-from-bridges' });
      command = { type: 'set-standing-order', order: 'away-from-bridges' };
      ordered = true;
    }
    const sent = await api(t).post(`/games/${gameId}/commands`).set(holder[seat]!.auth).send({ command });
    expect(sent.status, sent.text).toBe(200);
  }
  throw new Error('the game did not end');
}

describe('standing orders', () => {
  it('are set through the command route and answer the drive-offs a seat would otherwise be asked about', async () => {
    const ork = await player(t);
    const imperial = await player(t);
    // A game in which flak drives no Bommer off proves nothing; nearly every game has one, so a few tries will do.
    let drivenByImperial: unknown[] = [];
    let events: { type: string; [k: string]: unknown }[] = [];
    for (let seed = 1; seed <= 3 && drivenByImperial.length === 0; seed++) {
      const gameId = await playWithStandingOrder(ork, imperial, seed);
      events = (await t.ctx.store.read(gameId)).map((e) => e.event as { type: string; [k: string]: unknown });
      drivenByImperial = events.filter((e) => e.type === 'driven-off' && (e.chosenBy as { seat?: string }).seat === 'imperial');
    }
    expect(events).toContainEqual({ type: 'standing-order-set', seat: 'imperial', order: 'away-from-bridges' });
    expect(drivenByImperial.length).toBeGreaterThan(0);
    for (const e of drivenByImperial) expect((e as { chosenBy: unknown }).chosenBy).toMatchObject({ seat: 'imperial', order: 'away-from-bridges' });
    expect(events.filter((e) => e.type === 'drive-off-awaited' && e.decider === 'imperial')).toEqual([]);
    // The game ran under a time control too: its clocks followed every move of both seats.
    expect(events.filter((e) => e.type === 'sortie.clock-stopped' && e.moved).length).toBeGreaterThan(10);
  });
});
