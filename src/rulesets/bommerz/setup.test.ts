import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { fixedDice } from '../../kernel/dice.js';
import { BOARD } from './board.js';
import { start } from './decide.js';
import { bommerzRuleset, initialState } from './index.js';
import { prompts } from './prompts.js';
import { OptionsSchema } from './setup.js';
import { play, started, UNSHUFFLED } from './testing.js';

const speedDice = [1, 2, 1, 2, 1, 2, 1, 2];

describe('Set up', () => {
  it('solo: counters face down on both bridges and the four eagles, seen by nobody; four Bommerz on the starting spaces; no Imperial seat', () => {
    const decision = start(initialState({ players: 1 }), fixedDice([...UNSHUFFLED, ...speedDice]));
    if (!decision.ok) throw new Error(decision.reason);
    const [shuffled, placed] = decision.events;
    expect(shuffled).toEqual({ event: { type: 'counters-shuffled', kinds: expect.any(Array) as unknown }, visibleTo: [], redacted: { type: 'counters-shuffled' } });
    expect(placed!.visibleTo).toEqual([]);
    expect(placed!.redacted).toEqual({ type: 'counters-placed', spaces: ['1I', '1K', '2F', '2I', '3F', '3I'] });
    const game = started({ players: 1 }, [...UNSHUFFLED, ...speedDice]).state;
    expect(game.counters.filter((c) => c.status === 'board').map((c) => [c.space, c.faceUp])).toEqual(BOARD.imperialStarts.map((s) => [s, false]));
    expect(game.counters.filter((c) => c.status === 'pool')).toHaveLength(6);
    expect(game.bommerz.map((b) => [b.id, b.owner, b.space])).toEqual([
      ['b1', 'ork1', '1A'],
      ['b2', 'ork1', '1B'],
      ['b3', 'ork1', '1C'],
      ['b4', 'ork1', '1D'],
    ]);
    expect(bommerzRuleset.seats({ players: 1 }).map((s) => s.id)).toEqual(['ork1']);
  });

  it('shuffles the twelve counters, two of each kind (rulings §3), with one die a step', () => {
    const game = started({ players: 1 }, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, ...speedDice]).state;
    const kinds = game.counters.map((c) => c.kind).sort();
    expect(kinds).toEqual(['flak-1', 'flak-1', 'flak-2', 'flak-2', 'flak-3', 'flak-3', 'interceptor', 'interceptor', 'laser', 'laser', 'rock-spires', 'rock-spires']);
    expect(game.counters.map((c) => c.kind)).not.toEqual(started({ players: 1 }, [...UNSHUFFLED, ...speedDice]).state.counters.map((c) => c.kind));
  });

  describe('two players', () => {
    const drawn = started({ players: 2 }, UNSHUFFLED);

    it('the Imperial player draws six counters at random and sees them; the Ork player sees six were drawn', () => {
      const decision = start(initialState({ players: 2 }), fixedDice(UNSHUFFLED));
      if (!decision.ok) throw new Error(decision.reason);
      expect(decision.events[1]).toEqual({
        event: { type: 'counters-drawn', counters: ['interceptor', 'interceptor', 'laser', 'laser', 'rock-spires', 'rock-spires'].map((kind, i) => ({ id: `c${i + 1}`, kind })) },
        visibleTo: ['imperial'],
        redacted: { type: 'counters-drawn', count: 6 },
      });
      expect(drawn.state.phase).toBe('placing');
      expect(prompts(drawn.state).map((p) => [p.seat, p.kind])).toEqual([['imperial', 'place-counters']]);
    });

    it('he places them two on each board section, at most one a space, never on a starting space', () => {
      const spaces = (s: typeof drawn.state) => [...new Set(prompts(s)[0]!.options.flatMap((o) => (o.type === 'place-counter' ? [o.space] : [])))];
      expect(spaces(drawn.state)).not.toContain('1A');
      const one = play(drawn.state, 'imperial', { type: 'place-counter', counter: 'c1', space: '1E' });
      expect(one.events).toEqual([{ type: 'counters-placed', placements: [{ counter: 'c1', space: '1E' }] }]);
      expect(spaces(one.state)).not.toContain('1E');
      const full = play(one.state, 'imperial', { type: 'place-counter', counter: 'c2', space: '1F' }).state;
      expect(spaces(full).filter((s) => s.startsWith('1'))).toEqual([]);
      expect(spaces(full).filter((s) => s.startsWith('2'))).toHaveLength(13);
    });

    it('the prompt counts the counters left to place (found by review: "your 1 counters")', () => {
      expect(prompts(drawn.state)[0]!.text).toBe('Place your 6 counters face down: two on each board section in all.');
      let state = drawn.state;
      for (const [counter, space] of [['c1', '1E'], ['c2', '1F'], ['c3', '2E'], ['c4', '2I'], ['c5', '3F']] as const) state = play(state, 'imperial', { type: 'place-counter', counter, space }).state;
      expect(prompts(state)[0]!.text).toBe('Place your last counter face down: two on each board section in all.');
    });

    it('the Bommerz set up once all six are down', () => {
      const placements = [
        ['c1', '1E'],
        ['c2', '1F'],
        ['c3', '2E'],
        ['c4', '2I'],
        ['c5', '3F'],
      ] as const;
      let state = drawn.state;
      for (const [counter, space] of placements) state = play(state, 'imperial', { type: 'place-counter', counter, space }).state;
      const last = play(state, 'imperial', { type: 'place-counter', counter: 'c6', space: '3I' }, speedDice);
      expect(last.of('wave-launched')).toHaveLength(1);
      expect(last.state.phase).toBe('speeds');
    });
  });

  it.each([
    [{ players: 3 }, ['ork1', 'ork2', 'imperial'], ['ork1', 'ork1', 'ork2', 'ork2']],
    [{ players: 4 }, ['ork1', 'ork2', 'ork3', 'imperial'], ['ork1', 'ork2', 'ork3', null]],
    [{ players: 4, variant: 'spare-bommer' }, ['ork1', 'ork2', 'ork3', 'imperial'], ['ork1', 'ork2', 'ork3', null]],
    [{ players: 4, variant: 'versus-server' }, ['ork1', 'ork2', 'ork3', 'ork4'], ['ork1', 'ork2', 'ork3', 'ork4']],
    [{ players: 5 }, ['ork1', 'ork2', 'ork3', 'ork4', 'imperial'], ['ork1', 'ork2', 'ork3', 'ork4']],
  ] as const)('%j: seats %j, Bommerz owned by %j (rulebook "Set Up")', (options, seats, owners) => {
    expect(bommerzRuleset.seats(options).map((s) => s.id)).toEqual(seats);
    expect(initialState(options).setup.owners).toEqual(owners);
    expect(initialState(options).setup.imperialPlayer).toBe((seats as readonly string[]).includes('imperial'));
  });

  it('takes its options from a schema: 1 to 5 players, a variant only for four', () => {
    for (const ok of [{ players: 1 }, { players: 5 }, { players: 4, variant: 'versus-server' }]) expect(Value.Check(OptionsSchema, ok)).toBe(true);
    for (const bad of [{ players: 0 }, { players: 6 }, { players: 2, variant: 'versus-server' }, { players: 4, variant: 'x' }, {}]) expect(Value.Check(OptionsSchema, bad)).toBe(false);
    expect(() => initialState({ players: 7 } as never)).toThrow(/invalid Bommerz options/);
  });

  it('sets the spare aside in the four-player game: it waits off the board', () => {
    const game = started({ players: 4 }, UNSHUFFLED).state;
    expect(game.bommerz).toEqual([]);
    const placed = ['1E', '1F', '2E', '2I', '3F', '3I'].reduce((s, space, i) => play(s, 'imperial', { type: 'place-counter', counter: `c${i + 1}`, space }, i === 5 ? [1, 2, 1, 2, 1, 2] : []).state, game);
    expect(placed.bommerz.map((b) => [b.id, b.status, b.space])).toEqual([
      ['b1', 'flying', '1A'],
      ['b2', 'flying', '1B'],
      ['b3', 'flying', '1C'],
      ['b4', 'reserve', null],
    ]);
  });

  it('starts a game once: a second start is refused as already-started', () => {
    const game = started({ players: 1 }, [...UNSHUFFLED, ...speedDice]).state;
    expect(start(game, fixedDice([]))).toMatchObject({ ok: false, reason: 'already-started' });
  });
});
