/**
 * Every refusal code is published: each code a `reject` in the kernel, the
 * game service or a ruleset names (read from the sources) is in the protocol
 * of every ruleset that may answer with it, and each ruleset's own list names
 * no code its sources never raise.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KERNEL_REFUSALS } from './refusals.js';
import { bomberRuleset } from '../rulesets/bomber/index.js';
import { bommerzRuleset } from '../rulesets/bommerz/index.js';
import { BOMBER_REFUSALS } from '../rulesets/bomber/refusals.js';
import { BOMMERZ_REFUSALS } from '../rulesets/bommerz/refusals.js';

const SRC = path.resolve(import.meta.dirname, '..');

/** The refusal codes the non-test sources of a folder name: in `reject('code', …)`, and as a refusal's literal `reason: '…'` beside a message. */
function codesRaisedIn(folder: string): Set<string> {
  const codes = new Set<string>();
  for (const entry of readdirSync(path.join(SRC, folder), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(/\breject\(\s*'([a-z0-9-]+)'/g)) codes.add(m[1]!);
    for (const m of text.matchAll(/kind: 'rejected' as const, reason: '([a-z0-9-]+)'/g)) codes.add(m[1]!);
  }
  return codes;
}

describe('refusal codes', () => {
  const kernel = new Set([...codesRaisedIn('kernel'), ...codesRaisedIn('games')]);

  it("lists every code the kernel and the game service raise, and none they don't, but the shared ones the rulesets raise", () => {
    expect([...kernel].filter((code) => !(code in KERNEL_REFUSALS))).toEqual([]);
    const shared = new Set([...codesRaisedIn('rulesets/bomber'), ...codesRaisedIn('rulesets/bommerz')]);
    expect(Object.keys(KERNEL_REFUSALS).filter((code) => !kernel.has(code) && !shared.has(code))).toEqual([]);
  });

  for (const [ruleset, folder, own] of [
    [bomberRuleset, 'rulesets/bomber', BOMBER_REFUSALS],
    [bommerzRuleset, 'rulesets/bommerz', BOMMERZ_REFUSALS],
  ] as const) {
    it(`publishes every code ${ruleset.id} raises, and lists none of its own it never raises`, () => {
      const raised = codesRaisedIn(folder);
      expect([...raised].filter((code) => !(code in ruleset.protocol.refusals))).toEqual([]);
      expect(Object.keys(own).filter((code) => !raised.has(code))).toEqual([]);
      for (const code of kernel) expect(ruleset.protocol.refusals[code]).toBe(KERNEL_REFUSALS[code]);
    });
  }
});
