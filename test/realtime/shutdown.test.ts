/** Shutting down: every open stream is told so with 1001, so that clients reconnect (to another instance) rather than treat it as an error. */
import { afterAll, expect, it } from 'vitest';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { StreamClient } from '../support/stream-client.js';
import { newRaceGame } from './fixtures.js';

let t: TestApp | undefined;
afterAll(() => t?.close());

it('closes game and personal streams with 1001 "going away" when the server shuts down (found by review: they saw 1005, no code)', async () => {
  t = await createTestApp({ rulesets: new RulesetRegistry([raceRuleset]) });
  const base = await t.listen();
  const g = await newRaceGame(t.ctx);
  const [game, personal] = [await StreamClient.open(base, `/games/${g.id}/stream?after=0`, g.a.token), await StreamClient.open(base, '/me/stream', g.b.token)];
  await Promise.all([game.next('hello'), personal.next('hello')]);
  await t.app.close();
  expect(await game.closed).toBe(1001);
  expect(await personal.closed).toBe(1001);
});
