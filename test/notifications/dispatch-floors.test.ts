/**
 * The dispatcher's scans start at floors (src/notifications/dispatch-floors.ts):
 * each scan moves its floor up to its oldest row not done, but not closer to
 * now than a few seconds, and the hourly rewind finds a row that committed
 * below the floor.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationStore } from '../../src/notifications/notification-store.js';
import { DEFAULT_CHANNELS } from '../../src/notifications/kinds.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

let t: TestDatabase;
let store: NotificationStore;
let account: string;
beforeAll(async () => {
  t = await createTestDatabase();
  store = new NotificationStore(t.db.pool);
  account = randomUUID();
  await t.db.pool.query("INSERT INTO accounts (id, name, password_hash, email, email_verified_at) VALUES ($1, $2, 'x', 'a@example.com', now())", [account, `a-${account.slice(0, 8)}`]);
});
afterAll(() => t?.dispose());

const floor = async (queue: 'outbox' | 'deliveries') => (await t.db.pool.query<{ floor: Date }>('SELECT floor FROM dispatch_floors WHERE queue = $1', [queue])).rows[0]!.floor;
const dbNow = async () => (await t.db.pool.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
const SECOND = 1000;

async function notice(createdAt?: Date): Promise<string> {
  const { rows } = await t.db.pool.query<{ id: string }>(
    "INSERT INTO outbox (account_id, kind, payload, created_at) VALUES ($1, 'turn', '{}', COALESCE($2, clock_timestamp())) RETURNING id",
    [account, createdAt ?? null],
  );
  return rows[0]!.id;
}
const status = async (id: string) => (await t.db.pool.query<{ status: string }>('SELECT status FROM outbox WHERE id = $1', [id])).rows[0]!.status;
const expand = (limit = 20) => store.expand(new Date(), limit, DEFAULT_CHANNELS, true);

describe('the outbox floor', () => {
  it('moves up to the oldest pending notice, and not up to the last five seconds', async () => {
    const first = await notice();
    const second = await notice();
    expect(await expand(1)).toBe(1);
    expect([await status(first), await status(second)]).toEqual(['dispatched', 'pending']);
    const held = await floor('outbox');
    const { rows } = await t.db.pool.query<{ created_at: Date }>('SELECT created_at FROM outbox WHERE id = $1', [second]);
    expect(held.getTime()).toBeLessThanOrEqual(rows[0]!.created_at.getTime());
    expect(await expand()).toBe(1);
    expect(await status(second)).toBe('dispatched');
    const moved = await floor('outbox');
    expect(moved.getTime()).toBeGreaterThanOrEqual(held.getTime());
    // Up to five seconds before now, at most (or where it was, when that was later: it never moves down).
    expect(moved.getTime()).toBeLessThanOrEqual(Math.max(held.getTime(), (await dbNow()).getTime() - 5 * SECOND));
  });

  it('leaves a notice written below it to the rewind, which the next scan then finds', async () => {
    await notice();
    await expand();
    const late = await notice(new Date((await floor('outbox')).getTime() - 60 * SECOND));
    expect(await expand()).toBe(0);
    expect(await status(late)).toBe('pending');
    await store.rewindFloors();
    expect(await expand()).toBe(1);
    expect(await status(late)).toBe('dispatched');
  });
});

describe('the deliveries floor', () => {
  it('is held by a delivery that waits, which is claimed once due', async () => {
    // The notices above made deliveries too: settled, they are out of the way.
    await t.db.pool.query("UPDATE notification_deliveries SET status = 'delivered'");
    const outboxId = await notice();
    await expand();
    const { rows } = await t.db.pool.query<{ id: string; created_at: Date }>(
      "UPDATE notification_deliveries SET status = 'waiting', next_attempt_at = now() + interval '1 hour' WHERE outbox_id = $1 RETURNING id, created_at",
      [outboxId],
    );
    const waiting = rows[0]!;
    expect((await store.claim(new Date(), 60_000, 10)).deliveries).toEqual([]);
    expect((await floor('deliveries')).getTime()).toBeLessThanOrEqual(waiting.created_at.getTime());
    const due = new Date(Date.now() + 2 * 60 * 60 * SECOND);
    expect((await store.claim(due, 60_000, 10)).deliveries.map((d) => d.id)).toEqual([waiting.id]);
  });
});
