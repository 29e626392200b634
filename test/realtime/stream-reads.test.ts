/** Sockets woken by one notice share their reads: one query for all who ask the same at once, a new one afterwards. */
import { describe, expect, it } from 'vitest';
import { StreamReads } from '../../src/realtime/stream-reads.js';
import type { Database } from '../../src/store/database.js';

describe('shared stream reads', () => {
  it('joins a read in flight under the same key, and starts a new one once it is done', async () => {
    const reads = StreamReads.open({ kind: 'pglite', pool: { options: { max: 1 } } } as unknown as Database, () => {});
    const started: ((value: string) => void)[] = [];
    const read = () => new Promise<string>((resolve) => started.push(resolve));

    const same = [reads.shared('row g 1', read), reads.shared('row g 1', read)];
    const other = reads.shared('row g 2', read);
    expect(started).toHaveLength(2);
    started[0]!('one');
    started[1]!('two');
    expect(await Promise.all([...same, other])).toEqual(['one', 'one', 'two']);

    const again = reads.shared('row g 1', read);
    expect(started).toHaveLength(3);
    started[2]!('three');
    expect(await again).toBe('three');
  });
});
