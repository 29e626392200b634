import { describe, expect, it } from 'vitest';
import { FinishedGameReports, type SavedReports, type VerificationReport } from './audit.js';
import type { EventStore } from '../store/event-store.js';
import type { GameMeta } from './game-play.js';
import { raceRuleset } from '../../test/support/race-ruleset.js';

const meta = { id: 'g1', ruleset: raceRuleset, options: { target: 10 }, seed: 'seed', seedHash: 'hash' } as unknown as GameMeta;

/** A store whose reads are counted, and fail while `failing` is set. */
function countingStore() {
  const store = { reads: 0, failing: false, readAll: async () => (store.reads++, store.failing ? Promise.reject(new Error('database down')) : []) };
  return store;
}

/** Saved reports in memory, as the database keeps them: one a game. */
function memoryReports(): SavedReports & { readonly rows: Map<string, { version: number; report: VerificationReport }> } {
  const rows = new Map<string, { version: number; report: VerificationReport }>();
  return {
    rows,
    find: async (gameId, version) => (rows.get(gameId)?.version === version ? rows.get(gameId)!.report : null),
    save: async (gameId, version, report) => void ((rows.get(gameId)?.version ?? -1) < version && rows.set(gameId, { version, report })),
  };
}

describe('FinishedGameReports', () => {
  it('verifies a finished game once, for askers at the same moment and later alike (found by review: each ask replayed the whole log)', async () => {
    const store = countingStore();
    const reports = new FinishedGameReports(store as unknown as EventStore, memoryReports());
    const [first, second] = await Promise.all([reports.report(meta, 7), reports.report(meta, 7)]);
    expect(second).toBe(first);
    expect(await reports.report(meta, 7)).toBe(first);
    expect(store.reads).toBe(1);
  });

  it('keeps no failure: the next ask tries again', async () => {
    const store = countingStore();
    const saved = memoryReports();
    const reports = new FinishedGameReports(store as unknown as EventStore, saved);
    store.failing = true;
    await expect(reports.report(meta, 7)).rejects.toThrow('database down');
    expect(saved.rows.size).toBe(0);
    store.failing = false;
    await reports.report(meta, 7);
    expect(store.reads).toBe(2);
    expect(saved.rows.size).toBe(1);
  });

  it('replays a game once for good, not once an instance or a restart (found by review: asking for game after game replayed each, anonymously)', async () => {
    const store = countingStore();
    const saved = memoryReports();
    const first = await new FinishedGameReports(store as unknown as EventStore, saved).report(meta, 7);
    expect(saved.rows.get('g1')).toEqual({ version: 7, report: first });
    expect(await new FinishedGameReports(store as unknown as EventStore, saved).report(meta, 7)).toEqual(first);
    expect(store.reads).toBe(1);
    // A report saved at another version is not this game's last: it is worked out again.
    await new FinishedGameReports(store as unknown as EventStore, saved).report(meta, 8);
    await new FinishedGameReports(store as unknown as EventStore, saved).report(meta, 8);
    expect(store.reads).toBe(2);
  });
});
