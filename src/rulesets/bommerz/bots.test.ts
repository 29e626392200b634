import { describe, expect, it } from 'vitest';
import { fixedDice, seededRandom } from '../../kernel/dice.js';
import { POLICIES, sensiblePolicy } from './bots.js';
import { decide } from './decide.js';
import { bommerzRuleset } from './index.js';
import { position, started, UNSHUFFLED } from './testing.js';
import type { BommerzState } from './state.js';

const random = seededRandom(7);

describe('Bots', () => {
  const states: [string, BommerzState, string][] = [
    ['speeds', started({ players: 1 }, [...UNSHUFFLED, 1, 5, 3, 3, 6, 2, 4, 4]).state, 'ork1'],
    ['placing', started({ players: 2 }, UNSHUFFLED).state, 'imperial'],
    ['ork move', position({ bommerz: [{ id: 'b1', space: '2B', tail: '1M', speed: 3 }, { id: 'b2', space: '1A', speed: 1 }] }), 'ork1'],
    ['imperial flip', position({ options: { players: 2 }, phase: 'imperial-flip', bommerz: [{ id: 'b1', space: '1A', moved: true }], counters: [{ id: 'c1', kind: 'laser', space: '2F' }] }), 'imperial'],
    ['second wave', position({ phase: 'second-wave', bommerz: [{ id: 'b1', space: null, status: 'left' }] }), 'ork1'],
  ];

  it.each(states)('pick a command the rules accept (%s), under every policy', (_phase, state, seat) => {
    for (const policy of Object.values(POLICIES)) {
      const command = policy(state, seat, random);
      // Enough dice for anything one command can set off here.
      const decision = decide(state, seat, command, fixedDice(Array.from({ length: 40 }, () => 1)));
      expect(decision.ok).toBe(true);
    }
  });

  it('default to the sensible policy', () => {
    for (const [, state, seat] of states) expect(bommerzRuleset.bot(state, seat, seededRandom(1))).toEqual(sensiblePolicy(state, seat, seededRandom(1)));
  });

  it('Orks bomb a bridge when they can', () => {
    const onBridge = position({ bommerz: [{ id: 'b1', space: '2I', tail: '2F', speed: 3 }, { id: 'b2', space: '1A', speed: 1 }], active: { craft: 'b1', remaining: 2, runAvailable: true } });
    expect(sensiblePolicy(onBridge, 'ork1', random)).toEqual({ type: 'bomb', craft: 'b1', target: 'bridge' });
  });

  it('Orks take the Speed nearest 4 that still reaches the bridge, else the higher die', () => {
    // From 2B the bridge is two moves away (2F, 2I).
    const choose = (dice: [number, number]) => sensiblePolicy(position({ phase: 'speeds', bommerz: [{ id: 'b1', space: '2B', tail: '1M', speedDice: dice }] }), 'ork1', random);
    expect(choose([2, 6])).toEqual({ type: 'choose-speed', craft: 'b1', speed: 2 });
    expect(choose([5, 3])).toEqual({ type: 'choose-speed', craft: 'b1', speed: 3 });
    expect(choose([1, 6])).toEqual({ type: 'choose-speed', craft: 'b1', speed: 6 });
  });

  it('Orks head for the exit when no bridge stands', () => {
    const done = position({ bommerz: [{ id: 'b1', space: '3I', tail: '3F', speed: 2 }, { id: 'b2', space: '1A', speed: 1 }], bridgeHits: { '2I': 4, '3F': 4 } });
    expect(sensiblePolicy(done, 'ork1', random)).toMatchObject({ type: 'move', to: expect.stringMatching(/^3[KL]$/) as unknown });
  });

  it('Orks vote for a second wave whenever no bridge is down (they have lost, and it may win), never once one is (it could only lose the win)', () => {
    const vote = (hits: Record<string, number>) => sensiblePolicy(position({ phase: 'second-wave', bommerz: [], bridgeHits: hits }), 'ork1', random);
    expect(vote({})).toEqual({ type: 'second-wave', fly: true });
    expect(vote({ '2I': 1 })).toEqual({ type: 'second-wave', fly: true });
    expect(vote({ '2I': 3, '3F': 3 })).toEqual({ type: 'second-wave', fly: true });
    expect(vote({ '2I': 4 })).toEqual({ type: 'second-wave', fly: false });
    expect(vote({ '2I': 4, '3F': 4 })).toEqual({ type: 'second-wave', fly: false });
  });
});
