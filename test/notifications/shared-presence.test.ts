/**
 * Presence across two service instances on one PostgreSQL database: a player
 * whose stream is open on instance two is not emailed by instance one's
 * dispatcher; once the stream closes, or its row has expired (its instance
 * stopped renewing it), they are. And the heartbeat's write, on its own.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import { raceRuleset } from '../support/race-ruleset.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { reopenTestDatabase } from '../support/test-database.js';
import { StreamClient } from '../support/stream-client.js';
import { PresenceStore } from '../../src/realtime/presence-store.js';
import { api, type Player, player, QUIET_ENV, queue, type SmtpSink, startSmtp } from './support.js';

// PGlite is one process: its presence is the in-memory board, and there is no second instance.
describe.skipIf(!process.env.DATABASE_URL)('presence shared by two instances (needs DATABASE_URL: PGlite has a single process)', () => {
  let smtp: SmtpSink;
  let one: TestApp;
  let two: TestApp;
  let baseTwo: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    const options = () => ({ rulesets: new RulesetRegistry([raceRuleset]), env: { ...QUIET_ENV, SMTP_URL: smtp.url } });
    one = await createTestApp(options());
    await one.app.ready();
    two = await createTestApp({ ...options(), database: await reopenTestDatabase(one.database) });
    baseTwo = await two.listen();
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await smtp?.close();
  });

  const mailsTo = (p: Player) => smtp.mails.filter((m) => m.to.includes(p.email));

  /** Waits (briefly, for instance two's write) until instance one sees the account as `connected`. */
  async function seenByOne(p: Player, connected: boolean): Promise<void> {
    const deadline = Date.now() + 10_000;
    while ((await one.ctx.presence.isConnected(p.id)) !== connected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await one.ctx.presence.isConnected(p.id)).toBe(connected);
  }

  async function statuses(p: Player): Promise<{ status: string; lastError: string | null }[]> {
    const res = await api(one).get('/me/notifications/deliveries').set(p.auth);
    expect(res.status, res.text).toBe(200);
    return (res.body as { deliveries: { status: string; lastError: string | null }[] }).deliveries.map(({ status, lastError }) => ({ status, lastError }));
  }

  const openStream = (p: Player) => StreamClient.open(baseTwo, '/me/stream', p.auth.authorization.slice('Bearer '.length));

  it('skips the email of a player connected to the other instance, and sends the next notice once the stream has closed', async () => {
    const p = await player(one);
    const stream = await openStream(p);
    await stream.next('hello');
    await seenByOne(p, true);

    await queue(one, [{ accountId: p.id, gameId: null, kind: 'turn', payload: { seat: 'a' } }]);
    await one.ctx.dispatcher.runOnce();
    expect(mailsTo(p)).toHaveLength(0);
    expect(await statuses(p)).toEqual([{ status: 'skipped', lastError: 'recipient connected' }]);

    await stream.close();
    await seenByOne(p, false);
    await queue(one, [{ accountId: p.id, gameId: null, kind: 'turn', payload: { seat: 'a' } }]);
    await one.ctx.dispatcher.runOnce();
    expect(mailsTo(p)).toMatchObject([{ subject: 'Your turn in a game' }]);
    expect((await statuses(p)).map((d) => d.status)).toEqual(['delivered', 'skipped']);
  });

  it('counts an expired row as not connected, while the instance holding the stream still knows better', async () => {
    const p = await player(one);
    const stream = await openStream(p);
    await stream.next('hello');
    await seenByOne(p, true);
    // As if instance two had crashed: nothing renews its row.
    await one.ctx.db.pool.query("UPDATE presence SET expires_at = now() - interval '1 second' WHERE account_id = $1", [p.id]);

    expect(await one.ctx.presence.isConnected(p.id)).toBe(false);
    expect(await two.ctx.presence.isConnected(p.id)).toBe(true);
    await queue(one, [{ accountId: p.id, gameId: null, kind: 'invitation', payload: {} }]);
    await one.ctx.dispatcher.runOnce();
    expect(mailsTo(p)).toHaveLength(1);
    await stream.close();
  });

  it('renews an instance\'s rows at the heartbeat, dropping the accounts it no longer has and other instances\' expired rows', async () => {
    const [a, b, c] = [await player(one), await player(one), await player(one)];
    const mine = new PresenceStore(one.ctx.db.pool, randomUUID());
    const crashed = new PresenceStore(one.ctx.db.pool, randomUUID());
    await mine.update([{ accountId: a.id, connections: 1 }, { accountId: b.id, connections: 2 }], [], 60_000);
    await crashed.update([{ accountId: c.id, connections: 1 }], [], 60_000);
    await one.ctx.db.pool.query("UPDATE presence SET expires_at = now() - interval '1 second' WHERE account_id = $1", [c.id]);

    await mine.replace([{ accountId: b.id, connections: 3 }], 60_000);
    const { rows } = await one.ctx.db.pool.query<{ account_id: string; connections: number }>('SELECT account_id, connections FROM presence WHERE account_id = ANY($1::uuid[])', [[a.id, b.id, c.id]]);
    expect(rows).toEqual([{ account_id: b.id, connections: 3 }]);
    const other = new PresenceStore(one.ctx.db.pool, randomUUID());
    expect([await other.isConnectedElsewhere(a.id), await other.isConnectedElsewhere(b.id), await other.isConnectedElsewhere(c.id)]).toEqual([false, true, false]);
    // An instance's own rows are its board's to answer for: a row a write in flight is about to delete must not count.
    expect(await mine.isConnectedElsewhere(b.id)).toBe(false);
    await mine.clear();
    expect(await other.isConnectedElsewhere(b.id)).toBe(false);
  });
});
