import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdempotencyRecords, KEY_LIFETIME_MS, requestHash } from '../src/games/idempotency.js';
import { ManualClock } from '../src/clock.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.dispose());

describe('idempotency keys', () => {
  it('are remembered for their lifetime, then purged so the key is new again', async () => {
    const clock = new ManualClock('2026-03-01T12:00:00Z');
    const records = new IdempotencyRecords(t.db.prisma, clock);
    const ref = { gameId: randomUUID(), accountId: randomUUID(), key: 'retry-1' };
    const hash = requestHash({ command: { type: 'roll' } });
    const first = await records.reserve(ref, hash);
    expect(first).toEqual({ kind: 'reserved', owner: clock.now() });
    await records.complete({ ...ref, owner: clock.now() }, 422, { code: 'not-your-turn' });

    clock.advance(KEY_LIFETIME_MS - 1000);
    expect(await records.purge()).toBe(0);
    expect(await records.reserve(ref, hash)).toEqual({ kind: 'replay', status: 422, body: { code: 'not-your-turn' } });

    clock.advance(2000);
    expect(await records.purge()).toBe(1);
    expect(await records.reserve(ref, hash)).toEqual({ kind: 'reserved', owner: clock.now() });
  });

  it('once taken over (stale), can be answered or released only by the request that took them', async () => {
    const clock = new ManualClock('2026-03-01T12:00:00Z');
    const records = new IdempotencyRecords(t.db.prisma, clock);
    const ref = { gameId: randomUUID(), accountId: randomUUID(), key: 'slow-1' };
    const hash = requestHash({ command: { type: 'roll' } });
    const slow = { ...ref, owner: clock.now() };
    expect(await records.reserve(ref, hash)).toEqual({ kind: 'reserved', owner: slow.owner });
    clock.advance(61_000);
    const retry = { ...ref, owner: clock.now() };
    expect(await records.reserve(ref, hash)).toEqual({ kind: 'reserved', owner: retry.owner });
    // The slow request ends at last: its release and its answer touch nothing now.
    await records.release(slow);
    await records.complete(slow, 422, { code: 'from-the-slow-one' });
    expect(await records.reserve(ref, hash)).toEqual({ kind: 'in-flight' });
    await records.complete(retry, 422, { code: 'from-the-retry' });
    expect(await records.reserve(ref, hash)).toEqual({ kind: 'replay', status: 422, body: { code: 'from-the-retry' } });
  });

  it('replays the answer when the request it would take over answers just before the takeover', async () => {
    const clock = new ManualClock('2026-03-01T12:00:00Z');
    const ref = { gameId: randomUUID(), accountId: randomUUID(), key: 'slow-2' };
    const hash = requestHash({ command: { type: 'roll' } });
    const records = new IdempotencyRecords(t.db.prisma, clock);
    const slow = { ...ref, owner: clock.now() };
    await records.reserve(ref, hash);
    clock.advance(61_000);
    // The slow request answers between the retry's look at the record and its takeover.
    const delegate = t.db.prisma.idempotencyRecord;
    const racing = new IdempotencyRecords(
      new Proxy(t.db.prisma, {
        get: (target, name) =>
          name === 'idempotencyRecord'
            ? { ...delegate, findUnique: delegate.findUnique.bind(delegate), createMany: delegate.createMany.bind(delegate), updateMany: async (...args: Parameters<typeof delegate.updateMany>) => (await records.complete(slow, 422, { code: 'slow-but-done' }), delegate.updateMany(...args)) }
            : (Reflect.get(target, name) as unknown),
      }),
      clock,
    );
    expect(await racing.reserve(ref, hash)).toEqual({ kind: 'replay', status: 422, body: { code: 'slow-but-done' } });
  });
});
