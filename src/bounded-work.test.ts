import { describe, expect, it } from 'vitest';
import { BoundedWork, WorkLineFull } from './bounded-work.js';

/** A task that ends when told, noting when it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { task: async () => (started.push(name), await done, name), open };
}

describe('BoundedWork', () => {
  it('runs so many at once, lines up so many more in order, and refuses the rest at once', async () => {
    const work = new BoundedWork(2, 2);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((n) => gate(started, n));
    const results = gates.map((g) => work.run(g.task));
    await expect(work.run(async () => 'e')).rejects.toBeInstanceOf(WorkLineFull);
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    gates[1]!.open();
    await results[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a', 'b', 'c']);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    // Everything has ended: there is room again.
    expect(await work.run(async () => 'f')).toBe('f');
  });

  it('frees the place of a task that fails', async () => {
    const work = new BoundedWork(1, 0);
    await expect(work.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await work.run(async () => 'next')).toBe('next');
  });
});
