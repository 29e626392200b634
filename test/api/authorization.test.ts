/**
 * The authorization matrix: every game route, called by the holder of the
 * seat it names (who is also the seat to move), the other seat, a logged-in
 * outsider and an anonymous caller, on a public game, a private game and a
 * finished game. Each row is the status each of them must get.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { http, raceApp, register, startedRace, turnOf, type ApiAccount } from './support.js';

type Role = 'owner' | 'other' | 'outsider' | 'anonymous';
/** Expected statuses, in the order owner, other seat, outsider, anonymous. */
type Row = readonly [method: 'get' | 'post' | 'put' | 'delete', path: string, statuses: readonly [number, number, number, number], body?: object];

const ROLES: readonly Role[] = ['owner', 'other', 'outsider', 'anonymous'];

/** Routes of a public game in play; {seat} is the owner's seat, which must move now. */
const PUBLIC_GAME: readonly Row[] = [
  ['get', '/games/{id}', [200, 200, 200, 200]],
  ['delete', '/games/{id}', [409, 409, 409, 401]],
  ['post', '/games/{id}/seats', [409, 409, 409, 401], {}],
  ['delete', '/games/{id}/seats/{seat}', [409, 403, 403, 401]],
  ['post', '/games/{id}/start', [409, 409, 403, 401]],
  ['post', '/games/{id}/commands', [200, 422, 403, 401], { command: { type: 'note', text: 'n' } }],
  // Nobody has moved since the start: nothing to take back.
  ['post', '/games/{id}/takeback', [422, 422, 403, 401], { commands: 1 }],
  // The other seat, asked first, resigns: the owner then finds the game over.
  ['post', '/games/{id}/resign', [422, 200, 403, 401]],
  ['get', '/games/{id}/prompts', [200, 200, 200, 200]],
  ['get', '/games/{id}/views/public', [200, 200, 200, 200]],
  ['get', '/games/{id}/views/full', [409, 409, 409, 409]],
  ['get', '/games/{id}/seats/{seat}/view', [200, 403, 403, 401]],
  ['get', '/games/{id}/views/public.svg', [200, 200, 200, 200]],
  ['get', '/games/{id}/views/public.png', [200, 200, 200, 200]],
  ['get', '/games/{id}/seats/{seat}/view.svg', [200, 403, 403, 401]],
  ['get', '/games/{id}/seats/{seat}/view.png', [200, 403, 403, 401]],
  ['get', '/games/{id}/events', [200, 200, 200, 200]],
  ['get', '/games/{id}/seats/{seat}/history', [200, 403, 403, 401]],
  ['get', '/games/{id}/verification', [409, 409, 409, 409]],
  ['post', '/games/{id}/messages', [204, 204, 204, 401], { text: 'hello' }],
  ['get', '/games/{id}/messages', [200, 200, 200, 200]],
  ['put', '/games/{id}/messages/mute', [204, 204, 204, 401]],
  ['delete', '/games/{id}/messages/mute', [204, 204, 204, 401]],
];

/** The same routes on a private game: outsiders are told it does not exist. */
const PRIVATE_GAME: readonly Row[] = [
  ['get', '/games/{id}', [200, 200, 404, 404]],
  ['delete', '/games/{id}', [409, 409, 404, 401]],
  ['post', '/games/{id}/seats', [409, 409, 404, 401], {}],
  ['delete', '/games/{id}/seats/{seat}', [409, 403, 404, 401]],
  ['post', '/games/{id}/start', [409, 409, 404, 401]],
  ['post', '/games/{id}/commands', [200, 422, 404, 401], { command: { type: 'note', text: 'n' } }],
  ['post', '/games/{id}/takeback', [422, 422, 404, 401], { commands: 1 }],
  ['post', '/games/{id}/resign', [422, 200, 404, 401]],
  ['get', '/games/{id}/prompts', [200, 200, 404, 404]],
  ['get', '/games/{id}/views/public', [200, 200, 404, 404]],
  ['get', '/games/{id}/views/full', [409, 409, 404, 404]],
  ['get', '/games/{id}/seats/{seat}/view', [200, 403, 404, 401]],
  ['get', '/games/{id}/views/public.svg', [200, 200, 404, 404]],
  ['get', '/games/{id}/views/public.png', [200, 200, 404, 404]],
  ['get', '/games/{id}/seats/{seat}/view.svg', [200, 403, 404, 401]],
  ['get', '/games/{id}/seats/{seat}/view.png', [200, 403, 404, 401]],
  ['get', '/games/{id}/events', [200, 200, 404, 404]],
  ['get', '/games/{id}/seats/{seat}/history', [200, 403, 404, 401]],
  ['get', '/games/{id}/verification', [409, 409, 404, 404]],
  ['post', '/games/{id}/messages', [204, 204, 404, 401], { text: 'hello' }],
  ['get', '/games/{id}/messages', [200, 200, 404, 404]],
  ['put', '/games/{id}/messages/mute', [204, 204, 404, 401]],
  ['delete', '/games/{id}/messages/mute', [204, 204, 404, 401]],
];

/** A finished public game: everything is open to everyone, but a seat's own history and view stay its holder's. */
const FINISHED_GAME: readonly Row[] = [
  ['get', '/games/{id}', [200, 200, 200, 200]],
  ['post', '/games/{id}/commands', [422, 422, 403, 401], { command: { type: 'roll' } }],
  ['post', '/games/{id}/takeback', [422, 422, 403, 401], { commands: 1 }],
  ['post', '/games/{id}/resign', [422, 422, 403, 401]],
  ['get', '/games/{id}/prompts', [200, 200, 200, 200]],
  ['get', '/games/{id}/views/public', [200, 200, 200, 200]],
  ['get', '/games/{id}/views/full', [200, 200, 200, 200]],
  ['get', '/games/{id}/seats/{seat}/view', [200, 403, 403, 401]],
  ['get', '/games/{id}/views/public.svg', [200, 200, 200, 200]],
  ['get', '/games/{id}/views/public.png', [200, 200, 200, 200]],
  ['get', '/games/{id}/seats/{seat}/view.svg', [200, 403, 403, 401]],
  ['get', '/games/{id}/seats/{seat}/view.png', [200, 403, 403, 401]],
  ['get', '/games/{id}/events', [200, 200, 200, 200]],
  ['get', '/games/{id}/seats/{seat}/history', [200, 403, 403, 401]],
  ['get', '/games/{id}/verification', [200, 200, 200, 200]],
  ['post', '/games/{id}/messages', [204, 204, 204, 401], { text: 'hello' }],
  ['get', '/games/{id}/messages', [200, 200, 200, 200]],
  ['put', '/games/{id}/messages/mute', [204, 204, 204, 401]],
  ['delete', '/games/{id}/messages/mute', [204, 204, 204, 401]],
];

/** A public game both seats are taken in, not yet started; the owner created it and holds {seat}. */
const OPEN_GAME: readonly Row[] = [
  ['get', '/games/{id}', [200, 200, 200, 200]],
  ['delete', '/games/{id}', [409, 403, 403, 401]],
  ['post', '/games/{id}/seats', [409, 409, 409, 401], {}],
  ['delete', '/games/{id}/seats/{seat}', [204, 403, 403, 401]],
  // Any seated player may start it: the other seat, asked first, does.
  ['post', '/games/{id}/start', [409, 200, 403, 401]],
  ['post', '/games/{id}/commands', [409, 409, 403, 401], { command: { type: 'roll' } }],
  ['post', '/games/{id}/takeback', [409, 409, 403, 401], { commands: 1 }],
  ['post', '/games/{id}/resign', [409, 409, 403, 401]],
  ['get', '/games/{id}/prompts', [409, 409, 409, 409]],
  ['get', '/games/{id}/views/public', [409, 409, 409, 409]],
  ['get', '/games/{id}/views/full', [409, 409, 409, 409]],
  ['get', '/games/{id}/seats/{seat}/view', [409, 403, 403, 401]],
  ['get', '/games/{id}/views/public.svg', [409, 409, 409, 409]],
  ['get', '/games/{id}/views/public.png', [409, 409, 409, 409]],
  ['get', '/games/{id}/seats/{seat}/view.svg', [409, 403, 403, 401]],
  ['get', '/games/{id}/seats/{seat}/view.png', [409, 403, 403, 401]],
  ['get', '/games/{id}/events', [200, 200, 200, 200]],
  ['get', '/games/{id}/seats/{seat}/history', [200, 403, 403, 401]],
  ['get', '/games/{id}/verification', [409, 409, 409, 409]],
  // Players talk before the start too. (Muting is as on a game in play; its rows would hold more games open than a player may sit in.)
  ['post', '/games/{id}/messages', [204, 204, 204, 401], { text: 'hello' }],
  ['get', '/games/{id}/messages', [200, 200, 200, 200]],
];

/** The accounts a table's games are played by: the two players, `a` creating every game, and an outsider. */
interface Players {
  readonly a: ApiAccount;
  readonly b: ApiAccount;
  readonly outsider: ApiAccount;
}

let t: TestApp;

beforeAll(async () => {
  t = await raceApp();
});
afterAll(() => t?.close());

async function gameFor({ a, b, outsider }: Players, visibility: 'public' | 'private', finished: boolean) {
  const { id } = await startedRace(t, a, b, { visibility, target: finished ? 1 : 100 });
  const { seat } = await turnOf(t, id, a);
  const owner = seat === 'a' ? a : b;
  if (finished) expect((await http(t).post(`/games/${id}/commands`).set(owner.auth).send({ command: { type: 'roll' } })).status).toBe(200);
  return { id, seat, callers: { owner, other: owner === a ? b : a, outsider, anonymous: null } as Record<Role, ApiAccount | null> };
}

async function openGameFor({ a, b, outsider }: Players) {
  const created = await http(t).post('/games').set(a.auth).send({ ruleset: 'race', seat: 'a' });
  const { id } = created.body as { id: string };
  expect((await http(t).post(`/games/${id}/seats`).set(b.auth).send({ seat: 'b' })).status).toBe(200);
  return { id, seat: 'a', callers: { owner: a, other: b, outsider, anonymous: null } as Record<Role, ApiAccount | null> };
}

async function call(row: Row, gameId: string, seat: string, who: ApiAccount | null): Promise<number> {
  const [method, template, , body] = row;
  const path = template.replace('{id}', gameId).replace('{seat}', seat);
  let req = http(t)[method](path);
  if (who) req = req.set(who.auth);
  const res = await (body ? req.send(body) : req);
  expect(res.status >= 500, `${method} ${path}: ${res.text}`).toBe(false);
  if (res.status >= 400) expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  return res.status;
}

describe.each([
  ['a public game in play', PUBLIC_GAME, (p: Players) => gameFor(p, 'public', false)],
  ['a private game in play', PRIVATE_GAME, (p: Players) => gameFor(p, 'private', false)],
  ['a finished public game', FINISHED_GAME, (p: Players) => gameFor(p, 'public', true)],
  ['a public game not yet started', OPEN_GAME, openGameFor],
] as const)('authorization on %s', (_name, rows, makeGame) => {
  // Accounts of the table's own: all its games together would use up one creator's hourly allowance of new games.
  let players: Players;
  beforeAll(async () => {
    players = { a: await register(t), b: await register(t), outsider: await register(t) };
  });

  it.each(rows.map((row) => [`${row[0].toUpperCase()} ${row[1]}`, row] as const))('%s', async (_label, row) => {
    // A fresh game per row, and the owner last, so one caller's success cannot change another's answer.
    const { id, seat, callers } = await makeGame(players);
    const got: Partial<Record<Role, number>> = {};
    for (const role of [...ROLES].reverse()) got[role] = await call(row, id, seat, callers[role]);
    expect(ROLES.map((r) => got[r])).toEqual([...row[2]]);
  });
});

it('the matrix covers every game route of the lobby, play, views, audit and messages', () => {
  const covered = new Set(PUBLIC_GAME.map(([method, path]) => `${method} ${path.replace('{id}', '{gameId}')}`));
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> }).paths;
  const routes = Object.entries(paths)
    .filter(([path]) => path.startsWith('/games/{gameId}'))
    .flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => ({ route: `${method} ${path}`, tags: op.tags ?? [] })))
    .filter(({ tags }) => tags.some((tag) => ['lobby', 'play', 'views', 'audit', 'messages'].includes(tag)));
  expect(routes.length).toBe(PUBLIC_GAME.length);
  for (const { route } of routes) expect(covered, route).toContain(route);
});
