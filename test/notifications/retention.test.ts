/**
 * The delivery history is kept for HISTORY_KEPT_MS: older finished deliveries go, and the notices no delivery needs any
 * more; each purge reads from a floor (src/notifications/dispatch-floors.ts). Invitations are kept apart, while their
 * game is not started.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationStore } from '../../src/notifications/notification-store.js';
import { HISTORY_KEPT_MS, Notifications } from '../../src/notifications/notifications.js';
import { ManualClock } from '../../src/clock.js';
import { secretSealer } from '../../src/notifications/secret-sealing.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let t: TestDatabase;
let account: string;
beforeAll(async () => {
  t = await createTestDatabase();
  account = randomUUID();
  await t.db.pool.query("INSERT INTO accounts (id, name, password_hash) VALUES ($1, $2, 'x')", [account, `a-${account.slice(0, 8)}`]);
});
afterAll(() => t?.dispose());

async function notice(status: 'pending' | 'dispatched', createdAt: Date, kind = 'turn', gameId: string | null = null): Promise<string> {
  const { rows } = await t.db.pool.query<{ id: string }>(
    "INSERT INTO outbox (account_id, kind, payload, status, created_at, game_id) VALUES ($1, $4, '{}', $2, $3, $5) RETURNING id",
    [account, status, createdAt, kind, gameId],
  );
  return rows[0]!.id;
}

/** A game of `status`; answers its id. */
async function game(status: 'open' | 'active' | 'finished'): Promise<string> {
  const id = randomUUID();
  await t.db.pool.query("INSERT INTO games (id, ruleset, options, status, seed, seed_hash, created_by) VALUES ($1, 'race', '{}', $2, 's', 'h', $3)", [id, status, account]);
  return id;
}

async function delivery(outboxId: string, status: string, createdAt: Date): Promise<string> {
  const { rows } = await t.db.pool.query<{ id: string }>(
    "INSERT INTO notification_deliveries (outbox_id, account_id, kind, channel, target, status, created_at) VALUES ($1, $2, 'turn', 'email', 'a@example.com', $3, $4) RETURNING id",
    [outboxId, account, status, createdAt],
  );
  return rows[0]!.id;
}

/** An invitation of the account to a game, recorded and notified (dispatched) at `at`; answers the notice's id. */
async function invitation(gameId: string, at: Date): Promise<string> {
  await t.db.pool.query("INSERT INTO invitations (game_id, account_id, payload, created_at) VALUES ($1, $2, '{}', $3)", [gameId, account, at]);
  return notice('dispatched', at, 'invitation', gameId);
}

const invitedTo = async (gameIds: string[]) =>
  (await t.db.pool.query<{ game_id: string }>('SELECT game_id FROM invitations WHERE game_id = ANY($1::uuid[]) ORDER BY id', [gameIds])).rows.map((r) => r.game_id);

const remaining = async (table: 'outbox' | 'notification_deliveries', ids: string[]) =>
  (await t.db.pool.query<{ id: string }>(`SELECT id FROM ${table} WHERE id = ANY($1::bigint[]) ORDER BY id`, [ids])).rows.map((r) => r.id);

describe('delivery history retention', () => {
  it('deletes finished deliveries before the cut-off, then the dispatched notices none still reads, in batches', async () => {
    const lone = await notice('dispatched', daysAgo(40));
    const retrying = await notice('dispatched', daysAgo(40));
    const waiting = await delivery(retrying, 'waiting', daysAgo(40));
    const done = await notice('dispatched', daysAgo(40));
    const finished = await Promise.all(['delivered', 'skipped', 'failed', 'cancelled'].map((status) => delivery(done, status, daysAgo(40))));
    const recentNotice = await notice('dispatched', daysAgo(10));
    const recentDelivery = await delivery(recentNotice, 'delivered', daysAgo(10));
    const undispatched = await notice('pending', daysAgo(40));
    // An invitation's notice goes like any other: the record that the account was invited to the game is the invitations table's.
    const open = await game('open');
    const invited = await invitation(open, daysAgo(40));

    const purged = await new NotificationStore(t.db.pool).purge(daysAgo(30), 2);

    expect(purged).toEqual({ deliveries: 4, outbox: 3, invitations: 0 });
    expect(await remaining('notification_deliveries', [waiting, ...finished, recentDelivery])).toEqual([waiting, recentDelivery]);
    expect(await remaining('outbox', [lone, retrying, done, recentNotice, undispatched, invited])).toEqual([retrying, recentNotice, undispatched]);
    expect(await invitedTo([open])).toEqual([open]);
  });

  it('lets invitations go once nobody can be invited to their game: it started, or it was cancelled', async () => {
    const [open, started, finished, cancelled] = [await game('open'), await game('active'), await game('finished'), await game('open')];
    for (const id of [open, started, finished, cancelled]) await invitation(id, daysAgo(40));
    await t.db.pool.query('DELETE FROM games WHERE id = $1', [cancelled]);
    expect(await invitedTo([open, started, finished, cancelled])).toEqual([open, started, finished]);

    expect((await new NotificationStore(t.db.pool).purge(daysAgo(30), 100)).invitations).toBe(2);

    expect(await invitedTo([open, started, finished, cancelled])).toEqual([open]);
  });

  it('reads on from where the last purge stopped, or from the oldest row it had to keep, so that it never reads again what it deleted', async () => {
    const floor = async () => (await t.db.pool.query<{ floor: Date }>("SELECT floor FROM dispatch_floors WHERE queue = 'purge-deliveries'")).rows[0]!.floor;
    // The rows above are written in the past, as no real row is: the purges start afresh from the beginning.
    const restart = () => t.db.pool.query("UPDATE dispatch_floors SET floor = '-infinity' WHERE queue IN ('purge-deliveries', 'purge-outbox')");
    await restart();
    const store = new NotificationStore(t.db.pool);
    const carrier = await notice('dispatched', daysAgo(50));
    const unsettled = await delivery(carrier, 'waiting', daysAgo(50));
    await store.purge(daysAgo(30), 2);
    expect(await floor()).toEqual(daysAgo(50));
    // Once it is settled, the next purge finds it from the floor it held, and moves the floor up to the cut-off.
    await t.db.pool.query("UPDATE notification_deliveries SET status = 'failed' WHERE status = 'waiting'");
    expect((await store.purge(daysAgo(30), 2)).deliveries).toBeGreaterThanOrEqual(1);
    expect(await remaining('notification_deliveries', [unsettled])).toEqual([]);
    expect(await floor()).toEqual(daysAgo(30));
    // Below the floor nothing is read again: a row written there now stays.
    const below = await delivery(carrier, 'delivered', daysAgo(31));
    await store.purge(daysAgo(30), 2);
    expect(await remaining('notification_deliveries', [below])).toEqual([below]);
    await restart();
  });

  it('moves the outbox purge past an invitation to a game left open for good, which stays on the invited account\'s list (issue 21)', async () => {
    const floor = async () => (await t.db.pool.query<{ floor: Date }>("SELECT floor FROM dispatch_floors WHERE queue = 'purge-outbox'")).rows[0]!.floor;
    await t.db.pool.query("UPDATE dispatch_floors SET floor = '-infinity' WHERE queue = 'purge-outbox'");
    const store = new NotificationStore(t.db.pool);
    const abandoned = await game('open');
    const invited = await invitation(abandoned, daysAgo(60));

    await store.purge(daysAgo(30), 2);

    expect(await remaining('outbox', [invited])).toEqual([]);
    expect((await floor()).getTime()).toBeGreaterThan(daysAgo(60).getTime());
    expect((await store.invitations(account, 100)).map((i) => i.gameId)).toContain(abandoned);
  });

  it('keeps the history for HISTORY_KEPT_MS', async () => {
    const clock = new ManualClock(NOW);
    const notifications = new Notifications(new NotificationStore(t.db.pool), { allowPrivate: false, allowHosts: [], denyHosts: [] }, clock, { announce: () => {} }, secretSealer(undefined));
    const kept = await delivery(await notice('dispatched', NOW), 'delivered', NOW);
    clock.advance(HISTORY_KEPT_MS - 1000);
    await notifications.purgeHistory();
    expect(await remaining('notification_deliveries', [kept])).toEqual([kept]);
    clock.advance(2000);
    expect((await notifications.purgeHistory()).deliveries).toBeGreaterThanOrEqual(1);
    expect(await remaining('notification_deliveries', [kept])).toEqual([]);
  });
});
