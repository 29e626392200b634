import { describe, expect, it } from 'vitest';
import { CadenceScheduler } from './scheduler.js';
import type { GamePlay } from '../games/game-play.js';
import type { CadenceStore } from './cadence-store.js';
import type { Vacations } from './vacations.js';
import { ManualClock } from '../clock.js';

describe('CadenceScheduler', () => {
  it('stops between games when a backlog would keep its round going, so a shutdown does not wait for the backlog (found by review)', async () => {
    let claims = 0;
    let stopping: Promise<void> | undefined;
    // A backlog that never ends: every claim brings a full batch of games, each taking a moment.
    const store = { claimDueGames: async () => (claims++, ['g1', 'g2', 'g3']), setDue: async () => undefined } as unknown as CadenceStore;
    const play = {
      meta: async () => {
        await new Promise((r) => setTimeout(r, 5));
        if (claims === 2 && !stopping) stopping = scheduler.stop();
        return null;
      },
    } as unknown as GamePlay;
    const vacations = { sync: async () => undefined } as unknown as Vacations;
    const scheduler: CadenceScheduler = new CadenceScheduler(play, store, vacations, new ManualClock(new Date()), { pollMs: 60_000, leaseMs: 60_000, batch: 3 }, () => {});
    scheduler.start();
    await new Promise((r) => setTimeout(r, 50));
    expect(stopping).toBeDefined();
    await stopping;
    expect(claims).toBe(2);
  });

  it('works on several due games at once', async () => {
    let claims = 0;
    let running = 0;
    let most = 0;
    const store = { claimDueGames: async () => (claims++ === 0 ? Array.from({ length: 20 }, (_, i) => `g${i}`) : []), setDue: async () => undefined } as unknown as CadenceStore;
    const play = {
      meta: async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return null;
      },
    } as unknown as GamePlay;
    const vacations = { sync: async () => undefined } as unknown as Vacations;
    const scheduler = new CadenceScheduler(play, store, vacations, new ManualClock(new Date()), { pollMs: 0, leaseMs: 60_000, batch: 50 }, () => {});
    await scheduler.runOnce();
    expect(most).toBe(8);
  });

  it('goes on with the batch when one game fails, and ends its round only when all are done (found by review)', async () => {
    let claims = 0;
    let running = 0;
    const logged: string[] = [];
    const store = { claimDueGames: async () => (claims++ === 0 ? ['bad', 'g1', 'g2', 'g3'] : []), setDue: async () => undefined } as unknown as CadenceStore;
    const play = {
      meta: async (id: string) => {
        running++;
        await new Promise((r) => setTimeout(r, id === 'bad' ? 1 : 10));
        running--;
        if (id === 'bad') throw new Error('database down');
        return null;
      },
    } as unknown as GamePlay;
    const vacations = { sync: async () => undefined } as unknown as Vacations;
    const scheduler = new CadenceScheduler(play, store, vacations, new ManualClock(new Date()), { pollMs: 0, leaseMs: 60_000, batch: 4 }, (m) => logged.push(m));
    await scheduler.runOnce();
    expect(running).toBe(0);
    expect(logged).toEqual(['cadence: game bad: database down']);
  });
});
