/**
 * Bomber over the API, only through the typed client generated from the
 * committed contract: GET /rulesets lists it with its schemas; a game of the
 * Introductory Game is created, both sides set up, and Turns pass with
 * take-offs and landings until both sides agree to end, then it verifies.
 * Each step is sent as one batch, planned from the prompt's options the way
 * a frontend would let a player plan a step and send it.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/openapi.js';
import { SCENARIO_IDS } from '../../src/rulesets/bomber/context.js';
import { servedApp, startedGame } from './support.js';
import { clientFor, registerClient, type ApiClient } from './typed-client.js';

type BomberCommand = components['schemas']['BomberCommand'];
type BomberView = components['schemas']['BomberView'];

const served = servedApp();

/**
 * What a player sends for a whole step in this test, from the step's first
 * prompt: the Introductory Game's plan (every Air unit up on Turns 1–2,
 * everything landed as soon as it may, an offer to end from Turn 4). Where
 * the next choice depends on what the server answers (a drawn card), the
 * batch is that one command.
 */
function plan(view: BomberView, options: readonly BomberCommand[]): BomberCommand[] {
  const find = (type: BomberCommand['type']) => options.find((o) => o.type === type);
  const maybe = (type: BomberCommand['type']) => options.filter((o) => o.type === type).slice(0, 1);
  const all = (type: BomberCommand['type']) => options.filter((o) => o.type === type);
  const phase = view.phase;
  const holds = (airUnit: number) => (view.airStatus.american ?? view.airStatus.german)!.planes.some((p) => p.airUnit === airUnit);
  switch (phase.kind) {
    case 'target-cards':
      return [find('keep-target-card') ?? options[0]!];
    case 'air-status':
      return [{ type: 'submit-air-status', edits: find('pack-suggested') ? [{ type: 'pack-suggested' }] : [] }];
    case 'map-setup': {
      const placed = new Set<number>();
      const placements = options.filter((o) => o.type === 'place-counter' && holds(o.airUnit) && !placed.has(o.airUnit) && placed.add(o.airUnit));
      return [...placements, { type: 'end-map-setup' }];
    }
    case 'mission-sheet':
      // A secret step's edits go inside its submission, so that the other side cannot count them.
      return [{ type: 'submit-mission-sheet', edits: view.missionSheet && Object.keys(view.missionSheet).length > 0 ? [] : [{ type: 'suggest-mission-sheet' }] }];
    case 'readiness':
      return view.turn >= 4 ? [...maybe('offer-end'), { type: 'submit-readiness' }] : [{ type: 'submit-readiness', edits: find('ready-all') ? [{ type: 'ready-all' }] : [] }];
    case 'movement':
      if (phase.step === 'landing') return [...all('land'), { type: 'end-landing' }];
      if (phase.step === 'take-off') return [...(view.turn <= 2 ? all('take-off') : []), { type: 'end-take-off' }];
      return [{ type: 'end-movement' }];
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
    const { data, error } = await clientFor(served.baseUrl).GET('/rulesets');
    expect(error).toBeUndefined();
    const bomber = data!.rulesets.find((r) => r.id === 'bomber')!;
    expect(bomber).toMatchObject({ version: 5 });
    const scenarios = (bomber.optionsSchema as { properties: { scenario: { anyOf: { const: string }[] } } }).properties.scenario.anyOf.map((s) => s.const);
    // Every scenario, the Introductory Game first (the form's default).
    expect([...scenarios].sort()).toEqual([...SCENARIO_IDS].sort());
    expect(scenarios[0]).toBe('introductory-paris');
    const commands = (bomber.commandSchema as { anyOf: { properties: { type: { const: string } } }[] }).anyOf.map((c) => c.properties.type.const);
    expect(commands).toEqual(expect.arrayContaining(['draw-target-card', 'box-plane', 'place-counter', 'plot-primary', 'ready-plane', 'take-off', 'land', 'end-take-off']));
    // Its protocol: a title for every command type, the carriers of each hidden edit, the offer to end, the steps behind the screen.
    const { protocol } = bomber;
    expect(Object.keys(protocol.commands).sort()).toEqual([...commands].sort());
    expect(protocol.commands['pack-suggested']!.title).toMatch(/^Pack every Plane unit/);
    expect(protocol.commands['pack-suggested']!.carriedBy).toEqual(['submit-air-status']);
    expect(protocol.commands['climb']!.carriedBy).toEqual(expect.arrayContaining(['fly', 'end-movement']));
    // What each refusal code means, its own and those every game shares.
    expect(protocol.refusals['bomber-limit']).toMatch(/six Bomber Air units/);
    expect(protocol.refusals['not-your-turn']).toEqual(expect.any(String));
    expect(protocol.commands['offer-end']).toMatchObject({ endsGame: true });
    expect(protocol.promptKinds['readiness']).toMatchObject({ secret: true, finishers: ['submit-readiness'] });
    expect(protocol.promptKinds['normal-movement']).toMatchObject({ secret: false });
    expect(Object.values(data!.rulesets.find((r) => r.id === 'bommerz')!.protocol.commands).some((c) => c.carriedBy)).toBe(false);
  });

  it('refuses a scenario that is not in the data', async () => {
    const { client } = await registerClient(served.baseUrl, 'bomber-typo');
    const bad = await client.POST('/games', { body: { ruleset: 'bomber', options: { scenario: 'berlin-1945' }, seat: 'american' } });
    expect(bad.response.status).toBe(400);
  });

  it('creates the Introductory Game, sets up both sides by batches, flies Turns with take-offs and landings, and ends by agreement', async () => {
    const { gameId, clients } = await startedGame(served.baseUrl, 'bomber', { scenario: 'introductory-paris' }, { american: 'bomber-us', german: 'bomber-de' });
    const seats: Record<string, ApiClient> = clients;
    const path = { params: { path: { gameId } } };
    const sent: { seat: string; commands: BomberCommand[]; turn: number; phase: string }[] = [];
    let bothAsked = 0;
    let refusedPlans = 0;
    for (let i = 0; i < 200; i++) {
      const awaiting = (await clients.american.GET('/games/{gameId}', path)).data!.awaiting;
      if (awaiting.length === 0) break;
      if (awaiting.length === 2) bothAsked++;
      // In a simultaneous step both seats are asked: each sends its batch, in either order.
      for (const seat of awaiting) {
        const client = seats[seat]!;
        const seatView = (await client.GET('/games/{gameId}/seats/{seat}/view', { params: { path: { gameId, seat } } })).data!;
        if (seatView.ruleset !== 'bomber') throw new Error('not a Bomber view');
        const prompts = (await client.GET('/games/{gameId}/prompts', path)).data!;
        const options = (prompts.prompts.find((p) => p.seat === seat)?.options ?? []) as BomberCommand[];
        const planned = plan(seatView.view, options);
        const send = (commands: BomberCommand[], key: string) =>
          client.POST('/games/{gameId}/commands', { params: { path: { gameId }, header: { 'idempotency-key': `${gameId}:${i}:${seat}:${key}` } }, body: { commands, expectedVersion: prompts.version } });
        let commands = planned;
        let answer = await send(commands, 'planned');
        // A plan can outrun the rules (a Base's capacity used up by the take-offs before): the commands before the refused one go, and the step is planned again.
        if (answer.error?.code === 'not-now' && (answer.error as { index?: number }).index! > 0) {
          refusedPlans++;
          commands = planned.slice(0, (answer.error as { index: number }).index);
          answer = await send(commands, 'prefix');
        }
        expect(answer.error, JSON.stringify(answer.error)).toBeUndefined();
        sent.push({ seat, commands, turn: seatView.view.turn, phase: seatView.view.phase.kind });
      }
    }
    const sentOf = (type: BomberCommand['type']) => sent.filter((s) => s.commands.some((c) => c.type === type));
    expect(new Set(sentOf('take-off').map((s) => s.seat))).toEqual(new Set(['american', 'german']));
    expect(sentOf('land').length).toBeGreaterThan(0);
    // Both sides' set-ups and steps went as batches of several commands, and the secret steps asked both seats at once.
    expect(sent.filter((s) => s.commands.length > 1).map((s) => s.seat)).toEqual(expect.arrayContaining(['american', 'german']));
    expect(sent.some((s) => s.phase === 'map-setup' && s.seat === 'german' && s.commands.length > 2)).toBe(true);
    expect(bothAsked).toBeGreaterThan(3);
    expect(refusedPlans).toBeLessThan(sent.length / 4);
    const over = (await clients.american.GET('/games/{gameId}', path)).data!;
    expect(over.status).toBe('finished');
    expect(Math.max(...sent.map((s) => s.turn))).toBeGreaterThanOrEqual(4);
    const full = (await clients.american.GET('/games/{gameId}/views/full', path)).data!;
    // Victory Points (XV): a result, and the tally of both sides in the Mission Sheet's form.
    expect(['american-victory', 'german-victory', 'draw']).toContain(full.outcome?.result);
    expect(full.outcome?.detail).toMatchObject({ american: { total: expect.any(Number) as number }, german: { total: expect.any(Number) as number } });
    const report = (await clients.american.GET('/games/{gameId}/verification', path)).data!;
    expect(report).toMatchObject({ ok: true, replay: { ok: true } });
  });
});
