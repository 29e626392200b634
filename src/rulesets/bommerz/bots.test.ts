import { describe, expect, it } from 'vitest';
import { fixedDice, seededRandom } from '../../kernel/dice.js';
import { POLICIES, sensiblePolicy } from './bots.js';
import { decide } from './decide.js';
import { bommerzRuleset } from './index.js';
import { position, started, UNSHUFFLED, type BommerSpec, type CounterSpec } from './testing.js';
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

  it('Orks of the first bot (nearest-bridge) take the Speed nearest 4 that still reaches the bridge, else the higher die', () => {
    // From 2B the bridge is two moves away (2F, 2I).
    const choose = (dice: [number, number]) => POLICIES['nearest-bridge'](position({ phase: 'speeds', bommerz: [{ id: 'b1', space: '2B', tail: '1M', speedDice: dice }] }), 'ork1', random);
    expect(choose([2, 6])).toEqual({ type: 'choose-speed', craft: 'b1', speed: 2 });
    expect(choose([5, 3])).toEqual({ type: 'choose-speed', craft: 'b1', speed: 3 });
    expect(choose([1, 6])).toEqual({ type: 'choose-speed', craft: 'b1', speed: 6 });
  });

  it('Orks head for the exit when no bridge stands (both bots)', () => {
    const done = position({ bommerz: [{ id: 'b1', space: '3I', tail: '3F', speed: 2 }, { id: 'b2', space: '1A', speed: 1 }], bridgeHits: { '2I': 4, '3F': 4 } });
    for (const policy of [sensiblePolicy, POLICIES['nearest-bridge']]) expect(policy(done, 'ork1', random)).toMatchObject({ type: 'move', to: expect.stringMatching(/^3[KL]$/) as unknown });
  });

  it('Orks vote for a second wave whenever no bridge is down (they have lost, and it may win), never once one is (it could only lose the win)', () => {
    const vote = (hits: Record<string, number>) => sensiblePolicy(position({ phase: 'second-wave', bommerz: [], bridgeHits: hits }), 'ork1', random);
    expect(vote({})).toEqual({ type: 'second-wave', fly: true });
    expect(vote({ '2I': 1 })).toEqual({ type: 'second-wave', fly: true });
    expect(vote({ '2I': 3, '3F': 3 })).toEqual({ type: 'second-wave', fly: true });
    expect(vote({ '2I': 4 })).toEqual({ type: 'second-wave', fly: false });
    expect(vote({ '2I': 4, '3F': 4 })).toEqual({ type: 'second-wave', fly: false });
  });

  describe('The Ork bot that plays to win (ork-bot.ts)', () => {
    /** b1's next command in a solo game, flying with `remaining` moves (b2 waits at the start, so the wave goes on). */
    const next = (b1: BommerSpec, extra: { counters?: CounterSpec[]; bridgeHits?: Record<string, number>; turn?: number } = {}) =>
      sensiblePolicy(position({ ...extra, bommerz: [{ speed: 6, ...b1 }, { id: 'b2', space: '1A', speed: 1 }], active: { craft: 'b1', remaining: b1.speed ?? 6, runAvailable: false } }), 'ork1', random);

    it('concentrates on the bridge that has taken the most hits: beyond Brimstone Bridge it comes round for it when it has 3, and goes on to Sulphur Bridge when neither has any', () => {
      // From 2M (come from 2I): 3C–3F reaches Sulphur Bridge in two moves; 2K–2H–2G–2I comes back round to Brimstone Bridge in four.
      expect(next({ id: 'b1', space: '2M', tail: '2I' })).toEqual({ type: 'move', craft: 'b1', to: '3C' });
      expect(next({ id: 'b1', space: '2M', tail: '2I' }, { bridgeHits: { '2I': 3 } })).toEqual({ type: 'move', craft: 'b1', to: '2K' });
      expect(next({ id: 'b1', space: '2M', tail: '2I' }, { bridgeHits: { '2I': 3, '3F': 3 } })).toEqual({ type: 'move', craft: 'b1', to: '3C' });
    });

    it('keeps a damaged Bommer out of a face-up laser and flak it cannot survive, and takes the way past them', () => {
      // From 2B (come from 1M) to Brimstone Bridge: by 2F, or a move longer by 2C and 2G.
      expect(next({ id: 'b1', space: '2B', tail: '1M', speed: 3, damage: 1 })).toEqual({ type: 'move', craft: 'b1', to: '2F' });
      for (const kind of ['laser', 'flak-2'] as const) {
        expect(next({ id: 'b1', space: '2B', tail: '1M', speed: 3, damage: 1 }, { counters: [{ id: 'c3', kind, space: '2F', faceUp: true }] })).toEqual({ type: 'move', craft: 'b1', to: '2C' });
      }
    });

    it('picks the Speed whose run is worth most: 4 rather than 6 at a bare bridge (half the runs get through, and score one hit), 6 at one with Flak 3D6', () => {
      // On 2F, next to Brimstone Bridge; Sulphur Bridge is down, so this is the run to make.
      const speed = (counters: CounterSpec[]) =>
        sensiblePolicy(position({ phase: 'speeds', counters, bridgeHits: { '3F': 4 }, bommerz: [{ id: 'b1', space: '2F', tail: '2B', speedDice: [4, 6] }] }), 'ork1', random);
      expect(speed([])).toEqual({ type: 'choose-speed', craft: 'b1', speed: 4 });
      expect(speed([{ id: 'c11', kind: 'flak-3', space: '2I', faceUp: true }])).toEqual({ type: 'choose-speed', craft: 'b1', speed: 6 });
    });

    it('bombs Flak 2D6 or 3D6 on its bridge first while the bridge needs more than one hit, then the bridge', () => {
      const onBridge = (hits: number) =>
        sensiblePolicy(
          position({
            bridgeHits: { '2I': hits },
            counters: [{ id: 'c11', kind: 'flak-3', space: '2I', faceUp: true }],
            bommerz: [{ id: 'b1', space: '2I', tail: '2F', speed: 6 }, { id: 'b2', space: '1A', speed: 1 }],
            active: { craft: 'b1', remaining: 3, runAvailable: true },
          }),
          'ork1',
          random,
        );
      expect(onBridge(0)).toEqual({ type: 'bomb', craft: 'b1', target: 'flak' });
      expect(onBridge(3)).toEqual({ type: 'bomb', craft: 'b1', target: 'bridge' });
    });

    it('weighs flying off against another run: it flies off only when no run can be flown in the turns left', () => {
      // On the exit 3K (come from 3I), Sulphur Bridge standing three moves back round (3H–3I–3F): with turns to come, it goes back for it.
      expect(next({ id: 'b1', space: '3K', tail: '3I', speed: 2 })).toEqual({ type: 'move', craft: 'b1', to: '3H' });
      // On the wave's last turn (30), two moves cannot reach it: off it goes. With four it can, and does.
      expect(next({ id: 'b1', space: '3K', tail: '3I', speed: 2 }, { turn: 30 })).toEqual({ type: 'fly-off', craft: 'b1' });
      expect(next({ id: 'b1', space: '3K', tail: '3I', speed: 4 }, { turn: 30 })).toEqual({ type: 'move', craft: 'b1', to: '3H' });
      // And with every bridge down.
      expect(next({ id: 'b1', space: '3K', tail: '3I', speed: 4 }, { bridgeHits: { '2I': 4, '3F': 4 } })).toEqual({ type: 'fly-off', craft: 'b1' });
    });
  });
});
