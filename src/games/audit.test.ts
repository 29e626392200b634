import { describe, expect, it } from 'vitest';
import { FinishedGameReports } from './audit.js';
import type { EventStore } from '../store/event-store.js';
import type { GameMeta } from './game-play.js';
import { raceRuleset } from '../../test/support/race-ruleset.js';

const meta = { id: 'g1', ruleset: raceRuleset, options: { target: 10 }, seed: 'seed', seedHash: 'hash' } as unknown as GameMeta;

/** A store whose reads are counted, and fail while `failing` is set. */
function countingStore() {
  const store = { reads: 0, failing: false, readAll: async () => (store.reads++, store.failing ? Promise.reject(new Error('database down')) : []) };
  return store;
}

describe('FinishedGameReports', () => {
  it('verifies a finished game once, for askers at the same moment and later alike (found by review: each ask replayed the whole log)', async () => {
    const store = countingStore();
    const reports = new FinishedGameReports(store as unknown as EventStore);
    const [first, second] = await Promise.all([reports.report(meta, 7), reports.report(meta, 7)]);
    expect(second).toBe(first);
    expect(await reports.report(meta, 7)).toBe(first);
    expect(store.reads).toBe(1);
  });

  it('keeps no failure, and only the most recently asked reports', async () => {
    const store = countingStore();
    const reports = new FinishedGameReports(store as unknown as EventStore, 2);
    store.failing = true;
    await expect(reports.report(meta, 7)).rejects.toThrow('database down');
    store.failing = false;
    await reports.report(meta, 7);
    expect(store.reads).toBe(2);
    await reports.report({ ...meta, id: 'g2' }, 3);
    await reports.report({ ...meta, id: 'g3' }, 3);
    await reports.report(meta, 7);
    expect(store.reads).toBe(5);
  });
});
