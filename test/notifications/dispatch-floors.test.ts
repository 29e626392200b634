/**
 * The dispatcher's scans start at floors (src/notifications/dispatch-floors.ts):
 * each scan moves its floor up to its oldest row not done, but not closer to
 * now than a few seconds, a delivery put back to wait does not hold its
 * floor, the hourly rewind finds a row that committed below the floor, and
 * the metrics' backlog reads from the floors too.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationStore } from '../../src/notifications/notification-store.js';
import { DEFAULT_CHANNELS } from '../../src/notifications/kinds.js';
import { inTransaction } from '../../src/store/transaction.js';
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
  it.each(['the end of quiet hours', 'a retry'] as const)('is not held by a delivery put back to wait for %s, which is claimed once due', async (wait) => {
    // The notices above made deliveries too: settled, they are out of the way.
    await t.db.pool.query("UPDATE notification_deliveries SET status = 'delivered'");
    const outboxId = await notice();
    await expand();
    // Written ten minutes ago (its place in the queue is now), so that the floor, which stays five seconds behind now, may pass it.
    const { rows } = await t.db.pool.query<{ id: string; created_at: Date }>(
      "UPDATE notification_deliveries SET created_at = now() - interval '10 minutes' WHERE outbox_id = $1 RETURNING id, created_at",
      [outboxId],
    );
    const waiting = rows[0]!;
    const claimed = await store.claim(new Date(), 60_000, 10);
    expect(claimed.deliveries.map((d) => d.id)).toEqual([waiting.id]);
    const dueAgain = new Date(Date.now() + 60 * 60 * SECOND);
    if (wait === 'a retry') expect(await store.attemptFailed(waiting.id, claimed.token, 'refused', dueAgain, 5)).toBe('waiting');
    else expect(await store.defer(waiting.id, claimed.token, dueAgain)).toBe(true);
    expect((await store.claim(new Date(), 60_000, 10)).deliveries).toEqual([]);
    expect((await floor('deliveries')).getTime()).toBeGreaterThan(waiting.created_at.getTime());
    expect((await store.claim(new Date(dueAgain.getTime() + SECOND), 60_000, 10)).deliveries.map((d) => d.id)).toEqual([waiting.id]);
  });
});

/** A node of an EXPLAIN (FORMAT JSON) plan, as far as this reads it. */
interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly 'Index Cond'?: string;
  /** A bitmap heap scan's condition, which its bitmap index scan (a node without a relation name) read by. */
  readonly 'Recheck Cond'?: string;
  readonly Plans?: readonly PlanNode[];
}

/** Every node of a plan that reads a table. */
function scansOf(node: PlanNode): PlanNode[] {
  return [...(node['Relation Name'] ? [node] : []), ...(node.Plans ?? []).flatMap(scansOf)];
}

describe("the metrics' backlog", () => {
  it('reads the outbox and the deliveries from the floors on, by index, not the whole history at each scrape', async () => {
    const sent = { text: '', values: [] as unknown[] };
    const recording = { query: (text: string, values: unknown[]) => (Object.assign(sent, { text, values }), t.db.pool.query(text, values)) } as unknown as pg.Pool;
    await notice();
    expect((await new NotificationStore(recording).backlog(new Date())).outboxPending).toBeGreaterThanOrEqual(1);
    // With sequential scans priced out, a statement that has no index to read by still scans the table: this one reads by index.
    const plan = await inTransaction(t.db.pool, async (client) => {
      await client.query('SET LOCAL enable_seqscan = off');
      return (await client.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sent.text}`, sent.values)).rows[0]!['QUERY PLAN'];
    });
    const reads = scansOf((plan as [{ Plan: PlanNode }])[0].Plan).filter((n) => n['Relation Name'] === 'outbox' || n['Relation Name'] === 'notification_deliveries');
    expect(reads.length).toBeGreaterThan(0);
    // Each read of either queue starts at its floor: an index scan from created_at (the outbox) or queued_at (the deliveries) on.
    for (const n of reads) expect(`${n['Relation Name']}: ${n['Index Cond'] ?? n['Recheck Cond'] ?? n['Node Type']}`).toMatch(/^(outbox: \(created_at|notification_deliveries: \(queued_at) >= /);
  });
});
