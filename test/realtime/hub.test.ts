/**
 * The hub on PostgreSQL: a notice the database sends of a game this process
 * is appending to waits for the append, so that the process's own notice,
 * which carries the entries, goes first.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationHub, type LocalAppend } from '../../src/realtime/hub.js';
import { EVENTS_CHANNEL, type AppendNotice } from '../../src/store/event-store.js';
import { serverUrl } from '../support/test-database.js';

describe.skipIf(!serverUrl)('notification hub on PostgreSQL (needs DATABASE_URL)', () => {
  let hub: NotificationHub;
  let client: pg.Client;
  const heard: { notice: AppendNotice | null; local: boolean }[] = [];

  beforeAll(async () => {
    hub = new NotificationHub(serverUrl);
    await hub.start();
    hub.subscribe((notice, local) => heard.push({ notice, local: local !== undefined }));
    client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await hub?.stop();
  });

  const notify = (gameId: string, version: number) => client.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify({ g: gameId, v: version })]);
  /** Waits until the hub has published a notice of `gameId` (notices of one session arrive in order: earlier ones are in by then). */
  const until = async (gameId: string) => {
    for (let i = 0; i < 500 && !heard.some((h) => h.notice?.gameId === gameId); i++) await new Promise((r) => setTimeout(r, 10));
    expect(heard.some((h) => h.notice?.gameId === gameId)).toBe(true);
  };
  const of = (gameId: string) => heard.filter((h) => h.notice?.gameId === gameId).map((h) => ({ version: h.notice!.version, local: h.local }));
  const local = {} as LocalAppend;

  it('holds a notice of a game this process is appending to until its own notice is out, and then drops it as no newer', async () => {
    const [game, sentinel] = [randomUUID(), randomUUID()];
    await hub.appendingTo(game, async () => {
      await notify(game, 1);
      await notify(sentinel, 1);
      await until(sentinel);
      expect(of(game)).toEqual([]);
    });
    hub.publish({ gameId: game, version: 1 }, local);
    const after = randomUUID();
    await notify(after, 1);
    await until(after);
    expect(of(game)).toEqual([{ version: 1, local: true }]);
  });

  it('publishes a held notice once the append is done when the append did not reach it (a conflict, a move made elsewhere)', async () => {
    const [game, sentinel] = [randomUUID(), randomUUID()];
    await hub.appendingTo(game, async () => {
      await notify(game, 2);
      await notify(sentinel, 1);
      await until(sentinel);
      expect(of(game)).toEqual([]);
    });
    await until(game);
    expect(of(game)).toEqual([{ version: 2, local: false }]);
  });

  it('publishes a notice of a game no append of this process is on at once', async () => {
    const game = randomUUID();
    await notify(game, 1);
    await until(game);
    expect(of(game)).toEqual([{ version: 1, local: false }]);
  });
});
