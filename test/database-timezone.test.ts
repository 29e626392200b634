/** The service's connections keep time in UTC, whatever the server's or the database's time zone. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, reopenTestDatabase, serverUrl } from './support/test-database.js';

describe.skipIf(!serverUrl)('a database whose time zone is not UTC (needs DATABASE_URL)', () => {
  it('stores the moment Prisma writes as the moment SQL reads (found by review: Prisma sends times without a zone, which a session in another zone took as its own)', async () => {
    const first = await createTestDatabase();
    const name = new URL(first.url!).pathname.slice(1);
    await first.db.pool.query(`ALTER DATABASE "${name}" SET timezone TO 'Pacific/Chatham'`);
    // Connections made from now on start in the database's zone, +13:45.
    const again = await reopenTestDatabase(first);
    try {
      const at = new Date('2026-01-01T00:00:00.000Z');
      const id = randomUUID();
      await again.db.prisma.account.create({ data: { id, name: `tz${Date.now()}`, passwordHash: 'x', createdAt: at } });
      const { rows } = await again.db.pool.query<{ ms: number }>('SELECT extract(epoch FROM created_at)::float8 * 1000 AS ms FROM accounts WHERE id = $1', [id]);
      expect(new Date(rows[0]!.ms).toISOString()).toBe(at.toISOString());
      expect((await again.db.prisma.account.findUniqueOrThrow({ where: { id } })).createdAt.toISOString()).toBe(at.toISOString());
    } finally {
      await again.dispose();
      await first.dispose();
    }
  });
});
