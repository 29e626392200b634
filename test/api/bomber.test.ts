/**
 * Bomber over the API, only through the typed client generated from the
 * committed contract: GET /rulesets lists it with its schemas; a game of the
 * Introductory Game is created, both sides set up, and Turns pass with
 * take-offs and landings until both sides agree to end, then it verifies.
 * (Single commands: the batch command lands with the kernel's work.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/openapi.js';
import { SCENARIO_IDS } from '../../src/rulesets/bomber/context.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { clientFor, registerClient, type ApiClient } from './typed-client.js';

type BomberCommand = components['schemas']['BomberCommand'];
type BomberView = components['schemas']['BomberView'];

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.listen();
});
afterAll(() => t?.close());

/** What a player does at each prompt in this test: the plan of the Introductory Game's first Turns, then an end by agreement. */
function choose(view: BomberView, options: readonly BomberCommand[]): BomberCommand {
  const find = (type: BomberCommand['type']) => options.find((o) => o.type === type);
  const phase = view.phase;
  const own = (o: BomberCommand) => o.type === 'place-counter' && (view.airStatus.american ?? view.airStatus.german)!.planes.some((p) => p.airUnit === o.airUnit);
  switch (phase.kind) {
    case 'target-cards':
      return find('keep-target-card') ?? options[0]!;
    case 'air-status':
      return find('submit-air-status')!;
    case 'map-setup':
      return options.find(own) ?? find('end-map-setup')!;
    case 'mission-sheet':
      // A secret step's edits go with its submission, so that the other side cannot count them.
      return { type: 'submit-mission-sheet', edits: [{ type: 'suggest-mission-sheet' }] };
    case 'readiness':
      return view.turn >= 4 ? (find('offer-end') ?? find('submit-readiness')!) : find('ready-all') ? { type: 'submit-readiness', edits: [{ type: 'ready-all' }] } : find('submit-readiness')!;
    case 'movement':
      if (phase.step === 'landing') return (view.turn === 3 ? find('land') : undefined) ?? find('land') ?? find('end-landing')!;
      if (phase.step === 'take-off') return (view.turn <= 2 ? find('take-off') : undefined) ?? find('end-take-off')!;
      return find('end-movement')!;
    case 'not-started':
    case 'initiative':
    case 'combat':
    case 'turn-record':
    case 'over':
      throw new Error(`nothing to choose in ${phase.kind}`);
  }
}

describe('Bomber through the typed client', () => {
  it('GET /rulesets lists Bomber with its options (every scenario) and command schemas', async () => {
    const { data, error } = await clientFor(baseUrl).GET('/rulesets');
    expect(error).toBeUndefined();
    const bomber = data!.rulesets.find((r) => r.id === 'bomber')!;
    expect(bomber).toMatchObject({ version: 1 });
    const scenarios = (bomber.optionsSchema as { properties: { scenario: { anyOf: { const: string }[] } } }).properties.scenario.anyOf.map((s) => s.const);
    expect(scenarios).toEqual([...SCENARIO_IDS]);
    const commands = (bomber.commandSchema as { anyOf: { properties: { type: { const: string } } }[] }).anyOf.map((c) => c.properties.type.const);
    expect(commands).toEqual(expect.arrayContaining(['draw-target-card', 'box-plane', 'place-counter', 'plot-primary', 'ready-plane', 'take-off', 'land', 'end-take-off']));
  });

  it('refuses a scenario that is not in the data', async () => {
    const { client } = await registerClient(baseUrl, 'bomber-typo');
    const bad = await client.POST('/games', { body: { ruleset: 'bomber', options: { scenario: 'berlin-1945' }, seat: 'american' } });
    expect(bad.response.status).toBe(400);
  });

  it('creates the Introductory Game, sets up both sides, flies Turns with take-offs and landings, and ends by agreement', async () => {
    const american = await registerClient(baseUrl, 'bomber-us');
    const german = await registerClient(baseUrl, 'bomber-de');
    const game = (await american.client.POST('/games', { body: { ruleset: 'bomber', options: { scenario: 'introductory-paris' }, seat: 'american' } })).data!;
    await german.client.POST('/games/{gameId}/seats', { params: { path: { gameId: game.id } }, body: { seat: 'german' } });
    const started = await american.client.POST('/games/{gameId}/start', { params: { path: { gameId: game.id } } });
    expect(started.data?.status).toBe('active');
    const seats: Record<string, ApiClient> = { american: american.client, german: german.client };
    const path = { params: { path: { gameId: game.id } } };
    const sent: { seat: string; command: BomberCommand; turn: number }[] = [];
    for (let i = 0; i < 400; i++) {
      const awaiting = (await american.client.GET('/games/{gameId}', path)).data!.awaiting;
      const seat = awaiting[0];
      if (seat === undefined) break;
      const client = seats[seat]!;
      const seatView = (await client.GET('/games/{gameId}/seats/{seat}/view', { params: { path: { gameId: game.id, seat } } })).data!;
      if (seatView.ruleset !== 'bomber') throw new Error('not a Bomber view');
      const viewed = { view: seatView.view };
      const prompts = (await client.GET('/games/{gameId}/prompts', path)).data!;
      const options = (prompts.prompts.find((p) => p.seat === seat)?.options ?? []) as BomberCommand[];
      const command = choose(viewed.view, options);
      const answer = await client.POST('/games/{gameId}/commands', {
        params: { path: { gameId: game.id }, header: { 'idempotency-key': `${game.id}:${i}` } },
        body: { command, expectedVersion: prompts.version },
      });
      expect(answer.error, JSON.stringify(answer.error)).toBeUndefined();
      sent.push({ seat, command, turn: viewed.view.turn });
    }
    const took = sent.filter((s) => s.command.type === 'take-off');
    const landed = sent.filter((s) => s.command.type === 'land');
    expect(took.map((s) => s.seat)).toContain('american');
    expect(took.map((s) => s.seat)).toContain('german');
    expect(landed.length).toBeGreaterThan(0);
    const over = (await american.client.GET('/games/{gameId}', path)).data!;
    expect(over.status).toBe('finished');
    const full = (await american.client.GET('/games/{gameId}/views/full', path)).data!;
    expect(full.outcome?.result).toBe('unscored');
    const report = (await american.client.GET('/games/{gameId}/verification', path)).data!;
    expect(report).toMatchObject({ ok: true, replay: { ok: true } });
  });
});
