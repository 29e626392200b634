import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { fixedDice } from '../../kernel/dice.js';
import { apply, initialPosition, START_COMMAND } from '../../kernel/engine.js';
import { redactEntries } from '../../kernel/log.js';
import type { Viewer } from '../../kernel/ruleset.js';
import { bommerzRuleset } from './index.js';
import { play, position, started, UNSHUFFLED } from './testing.js';
import { view } from './view.js';
import { ViewSchema } from './view-schema.js';
import type { BommerzState } from './state.js';
import type { BommerzCommand } from './commands.js';

const ork1: Viewer = { kind: 'seat', seat: 'ork1' };
const imperial: Viewer = { kind: 'seat', seat: 'imperial' };
const spectator: Viewer = { kind: 'public' };
const audit: Viewer = { kind: 'omniscient' };

// Two-player game: the Imperial player has placed c1 (Interceptor) on 2F and holds c2..c6 in his hand; a revealed laser c3 elsewhere.
const placing = (): BommerzState => play(started({ players: 2 }, UNSHUFFLED).state, 'imperial', { type: 'place-counter', counter: 'c1', space: '2F' }).state;
const midGame = position({
  options: { players: 2 },
  orders: { imperial: 'away-from-bridges', ork1: 'away-from-bommerz' },
  bommerz: [{ id: 'b1', space: '2B', tail: '1M', speed: 3 }],
  counters: [
    { id: 'c1', kind: 'interceptor', space: '2F' },
    { id: 'c3', kind: 'laser', space: '3I', faceUp: true },
    { id: 'c5', kind: 'rock-spires', space: '1K' },
  ],
});

describe('Views', () => {
  it('match the view schema for every kind of viewer (nothing undeclared can be sent)', () => {
    for (const state of [placing(), midGame, started({ players: 1 }, [...UNSHUFFLED, 1, 2, 1, 2, 1, 2, 1, 2]).state]) {
      for (const viewer of [ork1, imperial, spectator, audit]) expect(Value.Check(ViewSchema, view(state, viewer))).toBe(true);
    }
  });

  it('show an Ork player and a spectator only where face-down counters are: no kind, no id', () => {
    for (const viewer of [ork1, spectator]) {
      const v = view(midGame, viewer);
      expect(v.counters).toEqual([
        expect.objectContaining({ id: 'c3', kind: 'laser', faceUp: true }),
        { space: '1K', faceUp: false },
        { space: '2F', faceUp: false },
      ]);
      expect(JSON.stringify(v)).not.toMatch(/interceptor|rock-spires/);
    }
  });

  it('show the Imperial player his own face-down counters and his hand; Orks see only how many he holds', () => {
    const mine = view(midGame, imperial).counters;
    expect(mine).toContainEqual(expect.objectContaining({ id: 'c1', kind: 'interceptor', space: '2F', faceUp: false }));
    const hand = view(placing(), imperial);
    expect(hand.hand.map((c) => c.kind)).toEqual(['interceptor', 'laser', 'laser', 'rock-spires', 'rock-spires']);
    const orkSide = view(placing(), ork1);
    expect(orkSide.hand).toEqual([]);
    expect(orkSide.handSize).toBe(5);
    expect(orkSide.counters).toEqual([{ space: '2F', faceUp: false }]);
  });

  it('show nobody a face-down counter in a game the server defends, but show an audit everything', () => {
    const solo = started({ players: 1 }, [...UNSHUFFLED, 1, 2, 1, 2, 1, 2, 1, 2]).state;
    expect(view(solo, ork1).counters.every((c) => !('kind' in c))).toBe(true);
    expect(view(solo, { kind: 'seat', seat: 'imperial' }).counters.every((c) => !('kind' in c))).toBe(true);
    const all = view(solo, audit);
    expect(all.counters.every((c) => 'kind' in c)).toBe(true);
    expect(all.pool).toHaveLength(6);
    expect(view(solo, ork1).pool).toEqual([]);
    expect(view(solo, ork1).poolSize).toBe(6);
  });

  it("state what the viewer may do now, who else must act, and only the viewer's own standing order", () => {
    const mine = view(midGame, ork1);
    expect(mine.prompts.map((p) => p.seat)).toEqual(['ork1']);
    expect(mine.prompts[0]!.options).toContainEqual({ type: 'move', craft: 'b1', to: '2F' });
    expect(mine.standingOrders).toEqual({ ork1: 'away-from-bommerz' });
    expect(view(midGame, imperial).prompts).toEqual([]);
    expect(view(midGame, spectator)).toMatchObject({ prompts: [], standingOrders: {}, waitingFor: [{ seat: 'ork1', kind: 'move-bommer' }] });
    expect(view(midGame, audit).standingOrders).toEqual({ imperial: 'away-from-bridges', ork1: 'away-from-bommerz' });
  });
});

describe('Redacted events', () => {
  it("never show an Ork player a face-down counter's kind or id, nor the shuffle's dice", () => {
    const at = initialPosition(bommerzRuleset, { players: 2 });
    const startedGame = apply(bommerzRuleset, at, null, START_COMMAND, fixedDice(UNSHUFFLED));
    if (!startedGame.ok) throw new Error(startedGame.reason);
    const placement: BommerzCommand = { type: 'place-counter', counter: 'c1', space: '2F' };
    const placed = apply(bommerzRuleset, startedGame.position, 'imperial', placement, fixedDice([]));
    if (!placed.ok) throw new Error(placed.reason);
    const log = [...startedGame.entries, ...placed.entries];
    const seen = redactEntries(log, ork1);
    expect(seen.map((e) => e.event)).toEqual([{ type: 'counters-shuffled' }, { type: 'counters-drawn', count: 6 }, { type: 'counters-placed', spaces: ['2F'] }]);
    expect(seen[0]!.cause).toEqual({ seat: null });
    expect(seen[2]!.cause).toEqual({ seat: 'imperial' });
    const his = redactEntries(log, imperial);
    expect(his[1]!.event).toMatchObject({ counters: expect.arrayContaining([{ id: 'c1', kind: 'interceptor' }]) as unknown });
    expect(his[2]!.cause).toMatchObject({ command: { type: 'place-counter', counter: 'c1', space: '2F' } });
  });

  it('keep a standing order to its seat in the log as in the views: others learn that one was set, not which (found by review)', () => {
    const at = { ...initialPosition<BommerzState>(bommerzRuleset, { players: 2 }), state: midGame, version: 40 };
    const order: BommerzCommand = { type: 'set-standing-order', order: 'away-from-bridges' };
    const set = apply(bommerzRuleset, at, 'ork1', order, fixedDice([]));
    if (!set.ok) throw new Error(set.reason);
    for (const other of [imperial, spectator]) {
      const [seen] = redactEntries(set.entries, other);
      expect(seen).toMatchObject({ event: { type: 'standing-order-set', seat: 'ork1' }, redacted: true, cause: { seat: 'ork1' } });
      expect(JSON.stringify(seen)).not.toContain('away-from-bridges');
    }
    expect(redactEntries(set.entries, ork1)[0]).toMatchObject({ event: { type: 'standing-order-set', seat: 'ork1', order: 'away-from-bridges' }, redacted: false });
  });
});
