/**
 * End to end, only through HTTP with the typed client generated from the
 * committed contract: a solo Bommerz game and a two-player one (the Imperial
 * seat played by a second account), each to its end, then audited.
 */
import { describe, expect, it } from 'vitest';
import { clientFor, playToEnd, registerClient, seededRandom, type ApiClient } from './typed-client.js';
import { auditFinished, servedApp, startedGame } from './support.js';

const served = servedApp();

/** Checks a finished game the way any player could (`auditFinished`): a victory, shown in the view too, and the whole log, as long as the report says. */
async function audit(client: ApiClient, gameId: string, commands: number): Promise<void> {
  const { full, report } = await auditFinished(client, gameId);
  expect(full.outcome?.result).toMatch(/victory/);
  expect(full.view.outcome?.result).toBe(full.outcome?.result);
  const log = (await client.GET('/games/{gameId}/events', { params: { path: { gameId }, query: { limit: 2000 } } })).data!;
  expect(log.viewer).toEqual({ kind: 'omniscient' });
  expect(log.events.length).toBe(report.events);
  expect(commands).toBeGreaterThan(0);
}

describe('Bommerz end to end through the typed client', () => {
  it('serves the map a frontend draws the views on: every space a view names is on it', async () => {
    const anonymous = clientFor(served.baseUrl);
    const { data, error } = await anonymous.GET('/rulesets/{rulesetId}/board', { params: { path: { rulesetId: 'bommerz' } } });
    expect(error).toBeUndefined();
    expect(data!.ruleset).toBe('bommerz');
    const links = new Map(data!.board.spaces.map((s) => [s.id, s.links]));
    expect(links.size).toBe(40);
    for (const [id, to] of links) for (const other of to) expect(links.get(other), `${id} → ${other}`).toContain(id);
    const ork = await registerClient(served.baseUrl, 'map-reader');
    const game = (await ork.client.POST('/games', { body: { ruleset: 'bommerz', options: { players: 1 }, seat: 'ork1' } })).data!;
    const view = (await ork.client.GET('/games/{gameId}/views/public', { params: { path: { gameId: game.id } } })).data!;
    const named = [...JSON.stringify(view.view).matchAll(/"(?:space|from)":"([^"]+)"/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    for (const space of named) expect(links.has(space), space).toBe(true);
    const picture = await fetch(`${served.baseUrl}/rulesets/bommerz/board.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(picture.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await picture.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await anonymous.GET('/rulesets/{rulesetId}/board', { params: { path: { rulesetId: 'chess' } } })).response.status).toBe(404);
  });

  it('plays a solo game to its end (the server defends)', async () => {
    const ork = await registerClient(served.baseUrl, 'solo-ork');
    const created = await ork.client.POST('/games', { body: { ruleset: 'bommerz', options: { players: 1 }, seat: 'ork1' } });
    expect(created.error).toBeUndefined();
    const game = created.data!;
    expect(game).toMatchObject({ ruleset: 'bommerz', status: 'active', yourSeat: 'ork1' });
    expect(game.seats.map((s) => s.seat)).toEqual(['ork1']);
    // A command that fits the schema but not the rules is refused with the ruleset's own reason.
    const illegal = await ork.client.POST('/games/{gameId}/commands', { params: { path: { gameId: game.id } }, body: { command: { type: 'end-imperial-move' } } });
    expect(illegal.response.status).toBe(422);
    expect(illegal.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(illegal.error?.code).toMatch(/^[a-z-]+$/);
    expect(illegal.error?.code).not.toBe('invalid-command');
    const commands = await playToEnd(game.id, { ork1: ork.client }, seededRandom(1));
    await audit(ork.client, game.id, commands);
  });

  it('plays a two-player game to its end, the Imperial seat held by a second account', async () => {
    const { gameId, clients } = await startedGame(served.baseUrl, 'bommerz', { players: 2 }, { ork1: 'duel-ork', imperial: 'duel-imperial' });
    const actedBy = new Set<string>();
    const commands = await playToEnd(gameId, clients, seededRandom(2), (seat) => void actedBy.add(seat));
    expect(actedBy).toEqual(new Set(['ork1', 'imperial']));
    await audit(clients.imperial, gameId, commands);
  });
});
