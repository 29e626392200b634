/** GET /me/invitations: the invitations an account has received and may still take up, for a client that was not connected when they came. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/openapi.js';
import type { TestApp } from '../support/test-app.js';
import { api, cadenceApp, player, type Player } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await cadenceApp();
  await t.app.ready();
});
afterAll(() => t?.close());

/** An invitation as the contract describes it (openapi/openapi.json). */
type Invitation = components['schemas']['Invitation'];

async function invitations(p: Player, query = ''): Promise<{ invitations: Invitation[]; next: string | null }> {
  const res = await api(t).get(`/me/invitations${query}`).set(p.auth);
  expect(res.status, res.text).toBe(200);
  return res.body as { invitations: Invitation[]; next: string | null };
}

async function game(host: Player, visibility: 'public' | 'private', name?: string): Promise<{ id: string; inviteCode?: string }> {
  const created = await api(t).post('/games').set(host.auth).send({ ruleset: 'race', options: { target: 20 }, visibility, seat: 'a', ...(name ? { name } : {}) });
  expect(created.status, created.text).toBe(201);
  return created.body as { id: string; inviteCode?: string };
}

describe('GET /me/invitations', () => {
  it('lists the invitations received to games not started and not sat in, newest first, with a private game\'s code (found by review: an invitation that came while no stream was open, to an account without mail, was lost)', async () => {
    expect((await api(t).get('/me/invitations')).status).toBe(401);
    const host = await player(t);
    const guest = await player(t);
    const other = await player(t);
    expect(await invitations(guest)).toEqual({ invitations: [], next: null });

    const secret = await game(host, 'private', 'Friday run');
    const open = await game(host, 'public');
    const cancelled = await game(host, 'public');
    for (const g of [secret, open, cancelled]) expect((await api(t).post(`/games/${g.id}/invitations`).set(host.auth).send({ name: guest.name })).status).toBe(202);
    expect((await api(t).delete(`/games/${cancelled.id}`).set(host.auth)).status).toBe(204);

    const listed = await invitations(guest);
    expect(listed.next).toBeNull();
    expect(listed.invitations).toMatchObject([
      { gameId: open.id, name: null, ruleset: 'race', title: 'Race (test ruleset)', from: host.name, inviteCode: null },
      { gameId: secret.id, name: 'Friday run', ruleset: 'race', title: 'Race (test ruleset)', from: host.name, inviteCode: secret.inviteCode },
    ]);
    expect(Date.parse(listed.invitations[0]!.invitedAt)).not.toBeNaN();
    expect((await invitations(other)).invitations).toEqual([]);
    expect((await invitations(host)).invitations).toEqual([]);

    // Paged like the delivery history.
    const first = await invitations(guest, '?limit=1');
    expect(first.invitations.map((i) => i.gameId)).toEqual([open.id]);
    expect(first.next).toBe(first.invitations[0]!.id);
    const second = await invitations(guest, `?limit=1&before=${first.next}`);
    expect(second.invitations.map((i) => i.gameId)).toEqual([secret.id]);
    // The last page says so (found by review: a full last page sent the client on to an empty one).
    expect(second.next).toBeNull();
    expect((await api(t).get('/me/invitations?limit=0').set(guest.auth)).status).toBe(400);

    // The code listed opens the private game and seats the guest; then the invitation is taken up.
    const code = listed.invitations[1]!.inviteCode!;
    expect((await api(t).get(`/games/${secret.id}?inviteCode=${code}`).set(guest.auth)).status).toBe(200);
    expect((await api(t).post(`/games/${secret.id}/seats`).set(guest.auth).send({ inviteCode: code })).status).toBe(200);
    expect((await invitations(guest)).invitations.map((i) => i.gameId)).toEqual([open.id]);

    // A game that started without the guest is no longer one to join.
    expect((await api(t).post(`/games/${open.id}/seats`).set(other.auth).send({})).status).toBe(200);
    expect((await api(t).post(`/games/${open.id}/start`).set(host.auth)).status).toBe(200);
    expect(await invitations(guest)).toEqual({ invitations: [], next: null });
  });
});
