import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../kernel/dice.js';
import { decide } from './decide.js';
import { outcome } from './outcome.js';
import { prompts } from './prompts.js';
import { FUEL_TURNS } from './rules.js';
import { play, playAll, position, type BommerSpec, type CounterSpec } from './testing.js';
import { Value } from '@sinclair/typebox/value';
import { DEFAULT_WAVE_TURNS, OptionsSchema, type BommerzOptions } from './setup.js';
import { view } from './view.js';

/** The first wave is over: every Bommer has left or been destroyed. */
const firstWaveGone: BommerSpec[] = ['b1', 'b2', 'b3', 'b4'].map((id, i) => ({ id, space: null, status: i < 2 ? 'left' : 'destroyed' }));
const speedDice = [1, 2, 1, 2, 1, 2, 1, 2];

const secondWaveChoice = (options: BommerzOptions, counters: CounterSpec[]) => position({ options, phase: 'second-wave', turn: 5, bommerz: firstWaveGone, counters });

describe('The second wave', () => {
  // Solo: the counters of 1K (destroyed) and 3I (an Interceptor that flew off to 3E) have gone.
  const soloCounters: CounterSpec[] = [
    { id: 'c1', kind: 'laser', space: '1I' },
    { id: 'c2', kind: 'flak-1', space: null, status: 'destroyed', faceUp: true },
    { id: 'c3', kind: 'laser', space: '2F', faceUp: true },
    { id: 'c4', kind: 'flak-2', space: '2I' },
    { id: 'c5', kind: 'flak-3', space: '3F' },
    { id: 'c6', kind: 'interceptor', space: '3E', faceUp: true },
    ...(['interceptor', 'rock-spires', 'rock-spires', 'flak-1', 'flak-2', 'flak-3'] as const).map((kind, i): CounterSpec => ({ id: `c${i + 7}`, kind, status: 'pool' })),
  ];

  it("is the Ork player's choice once the last Bommer is gone; no means the game is over", () => {
    const choice = secondWaveChoice({ players: 1 }, soloCounters);
    expect(prompts(choice)).toMatchObject([{ seat: 'ork1', kind: 'second-wave' }]);
    const no = play(choice, 'ork1', { type: 'second-wave', fly: false });
    expect(no.state.phase).toBe('over');
    expect(outcome(no.state)).toMatchObject({ detail: { waves: 1 } });
  });

  it('solo: destroyed counters go back into the pool and a counter drawn at random fills each empty bridge and eagle space, face down and seen by nobody', () => {
    // Pool after the reshuffle: c2, c7..c12. Die of 7 for 1K: 1 (c2); die of 6 for 3I: 6 (c12). Then four Speeds.
    const dice = fixedDice([1, 6, ...speedDice]);
    const decision = decide(secondWaveChoice({ players: 1 }, soloCounters), 'ork1', { type: 'second-wave', fly: true }, dice);
    if (!decision.ok) throw new Error(decision.reason);
    expect(dice.drawn.map(([sides]) => sides).slice(0, 2)).toEqual([7, 6]);
    const placed = decision.events.find((e) => e.event.type === 'counters-placed')!;
    expect(placed).toEqual({
      event: { type: 'counters-placed', placements: [{ counter: 'c2', space: '1K' }, { counter: 'c12', space: '3I' }] },
      visibleTo: [],
      redacted: { type: 'counters-placed', spaces: ['1K', '3I'] },
    });
    expect(decision.events.map((e) => e.event.type).slice(0, 4)).toEqual(['second-wave-vote', 'counters-reshuffled', 'counters-placed', 'wave-launched']);
    const launched = decision.events.find((e) => e.event.type === 'wave-launched')!.event;
    expect(launched).toEqual({
      type: 'wave-launched',
      wave: 2,
      bommerz: ['1A', '1B', '1C', '1D'].map((space, i) => ({ id: `b${i + 5}`, owner: 'ork1', space })),
    });
  });

  it('solo: an Interceptor on a bridge or eagle space is a counter there: that space gets no replacement (Sortie ruling S24)', () => {
    // As above, but the Interceptor c6 came back to 3I: only 1K is empty. Die of 7 for 1K: 1 (c2). Then four Speeds.
    const counters = soloCounters.map((c) => (c.id === 'c6' ? { ...c, space: '3I' } : c));
    const dice = fixedDice([1, ...speedDice]);
    const decision = decide(secondWaveChoice({ players: 1 }, counters), 'ork1', { type: 'second-wave', fly: true }, dice);
    if (!decision.ok) throw new Error(decision.reason);
    expect(dice.drawn.map(([sides]) => sides)[0]).toBe(7);
    expect(decision.events.find((e) => e.event.type === 'counters-placed')!.event).toEqual({ type: 'counters-placed', placements: [{ counter: 'c2', space: '1K' }] });
  });

  it('multi-player: every Ork player must agree (Sortie ruling); the Imperial player then draws one counter from all not on the board and places it on any board', () => {
    const counters: CounterSpec[] = [
      { id: 'c1', kind: 'laser', space: '1E' },
      { id: 'c2', kind: 'laser', space: '1F' },
      { id: 'c3', kind: 'flak-1', space: null, status: 'destroyed', faceUp: true },
      ...(['interceptor', 'rock-spires'] as const).map((kind, i): CounterSpec => ({ id: `c${i + 4}`, kind, status: 'pool' })),
    ];
    const choice = secondWaveChoice({ players: 3 }, counters);
    expect(prompts(choice).map((p) => p.seat)).toEqual(['ork1', 'ork2']);
    const oneYes = play(choice, 'ork1', { type: 'second-wave', fly: true });
    expect(prompts(oneYes.state).map((p) => p.seat)).toEqual(['ork2']);
    expect(play(oneYes.state, 'ork2', { type: 'second-wave', fly: false }).state.phase).toBe('over');
    // Pool: c3 (reshuffled), c4, c5; a die of 3 draws c3.
    const dice = fixedDice([1]);
    const both = decide(oneYes.state, 'ork2', { type: 'second-wave', fly: true }, dice);
    if (!both.ok) throw new Error(both.reason);
    expect(both.events.at(-1)).toEqual({
      event: { type: 'counters-drawn', counters: [{ id: 'c3', kind: 'flak-1' }] },
      visibleTo: ['imperial'],
      redacted: { type: 'counters-drawn', count: 1 },
    });
    const placing = play(oneYes.state, 'ork2', { type: 'second-wave', fly: true }, [1]).state;
    // Any board: section 1 already holds two counters, and a third may go there now.
    expect(prompts(placing)[0]!.options).toContainEqual({ type: 'place-counter', counter: 'c3', space: '1I' });
    const placed = play(placing, 'imperial', { type: 'place-counter', counter: 'c3', space: '1I' }, speedDice);
    expect(placed.of('wave-launched')[0]!.bommerz.map((b) => b.owner)).toEqual(['ork1', 'ork1', 'ork2', 'ork2']);
  });

  it('sets up a Bommer on an Interceptor that stands on a starting space: they fight at once (Sortie ruling)', () => {
    const guarded = secondWaveChoice({ players: 1 }, [
      ...soloCounters.filter((c) => c.id !== 'c6' && c.id !== 'c2'),
      { id: 'c6', kind: 'interceptor', space: '3I' },
      { id: 'c2', kind: 'interceptor', space: '1A', faceUp: true },
    ]);
    // 1K is empty: the die of 6 draws c7. Then b5 and c2 fight, 5 to 3: b5 wins and ork1 is asked where c2 goes.
    const fight = play(guarded, 'ork1', { type: 'second-wave', fly: true }, [1, 5, 3]);
    expect(fight.of('dogfight')).toEqual([{ type: 'dogfight', bommer: 'b5', interceptor: 'c2', rolls: [[5, 3]], damage: [0, 0], winner: 'b5', margin: 2 }]);
    expect(prompts(fight.state)).toMatchObject([{ seat: 'ork1', kind: 'drive-off' }]);
    expect(play(fight.state, 'ork1', { type: 'drive-off', craft: 'c2', to: '1E' }, speedDice).of('turn-started')).toHaveLength(1);
  });

  it('is offered when the last Bommer of the first wave has been destroyed, not only when it has left', () => {
    // b1, the last Bommer of wave 1 still flying, enters a face-up laser on 2F and fails its Dodge (2 against Speed 3).
    const lastOne = position({
      bommerz: [...firstWaveGone.slice(1), { id: 'b1', space: '2B', tail: '1M', speed: 3 }],
      counters: [{ id: 'c3', kind: 'laser', space: '2F', faceUp: true }],
    });
    const shot = play(lastOne, 'ork1', { type: 'move', craft: 'b1', to: '2F' }, [2]);
    expect(shot.events.map((e) => e.type).slice(-3)).toEqual(['laser-fired', 'destroyed', 'wave-ended']);
    expect(shot.state.phase).toBe('second-wave');
    expect(prompts(shot.state)).toMatchObject([{ seat: 'ork1', kind: 'second-wave' }]);
  });

  describe('the board it meets (Sortie ruling S34)', () => {
    // Two players, end of wave 1: a laser face up on 1E (next to 1A), a Flak 2D6 face up on 2J where it moved from 2E,
    // a damaged Interceptor on 3E that came from 3A; c4 waits in the pool.
    const leftOver: CounterSpec[] = [
      { id: 'c1', kind: 'interceptor', space: '3E', tail: '3A', faceUp: true, damage: 1 },
      { id: 'c3', kind: 'laser', space: '1E', faceUp: true },
      { id: 'c9', kind: 'flak-2', space: '2J', tail: '2E', faceUp: true },
      { id: 'c4', kind: 'rock-spires', status: 'pool', space: null },
    ];

    it('is the board the first wave left: counters stay face up where they are, flak where it moved, Interceptors keep their space, damage and tail', () => {
      const voted = play(secondWaveChoice({ players: 2 }, leftOver), 'ork1', { type: 'second-wave', fly: true }, [1]);
      // The Imperial player places the one counter drawn (c4) on 3I; then wave 2 sets up and rolls its Speeds.
      const launched = play(voted.state, 'imperial', { type: 'place-counter', counter: 'c4', space: '3I' }, speedDice);
      expect(launched.of('wave-launched')).toHaveLength(1);
      const kept = (c: { id: string; status?: string; space: string | null; faceUp?: boolean; tail?: string | null; damage?: number }) => [c.id, c.status ?? 'board', c.space, c.faceUp, c.tail ?? null, c.damage ?? 0];
      expect(launched.state.counters.filter((c) => c.id !== 'c4').map(kept)).toEqual([
        ['c1', 'board', '3E', true, '3A', 1],
        ['c3', 'board', '1E', true, null, 0],
        ['c9', 'board', '2J', true, '2E', 0],
      ]);
      expect(launched.state.counters.find((c) => c.id === 'c4')).toMatchObject({ space: '3I', faceUp: false });
    });

    it('so a laser left face up is ready to fire at the second wave', () => {
      const voted = play(secondWaveChoice({ players: 2 }, leftOver), 'ork1', { type: 'second-wave', fly: true }, [1]);
      // Every Speed is 2 (dice 2 and 2): b5 on 1A goes first and enters the laser on 1E, Dodging with a 2.
      const launched = play(voted.state, 'imperial', { type: 'place-counter', counter: 'c4', space: '3I' }, [2, 2, 2, 2, 2, 2, 2, 2]);
      const entered = play(launched.state, 'ork1', { type: 'move', craft: 'b5', to: '1E' }, [2]);
      expect(entered.of('laser-fired')).toEqual([{ type: 'laser-fired', counter: 'c3', bommer: 'b5', roll: 2, damage: 0, needed: 2, dodged: true }]);
    });
  });

  describe('the counter the Imperial player draws (multi-player)', () => {
    const counters: CounterSpec[] = [
      { id: 'c1', kind: 'laser', space: '1E' },
      { id: 'c3', kind: 'flak-1', space: null, status: 'destroyed', faceUp: true },
    ];
    // The one Ork player votes yes; the pool is c3 alone (destroyed, back in it), which a die of one side draws.
    const drawn = () => play(secondWaveChoice({ players: 2 }, counters), 'ork1', { type: 'second-wave', fly: true }, [1]).state;

    it('must be placed: he is offered no way to keep it, and the wave waits until it is down (Sortie ruling S38)', () => {
      const placing = drawn();
      expect(placing.phase).toBe('placing');
      const [prompt, ...others] = prompts(placing);
      expect(others).toEqual([]);
      expect(prompt!.seat).toBe('imperial');
      expect(new Set(prompt!.options.filter((o) => o.type !== 'set-standing-order').map((o) => o.type))).toEqual(new Set(['place-counter']));
      for (const keep of [{ type: 'skip-flip' }, { type: 'end-imperial-move' }] as const) {
        expect(decide(placing, 'imperial', keep, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-now' });
      }
      expect(placing.bommerz.filter((b) => b.wave === 2)).toEqual([]);
    });

    it('may not go on an Ork starting space, nor on another counter (Sortie ruling S3)', () => {
      const placing = drawn();
      const spaces = prompts(placing)[0]!.options.flatMap((o) => (o.type === 'place-counter' ? [o.space] : []));
      expect(spaces.filter((s) => ['1A', '1B', '1C', '1D', '1E'].includes(s))).toEqual([]);
      expect(spaces).toHaveLength(40 - 4 - 1);
      for (const start of ['1A', '1B', '1C', '1D']) {
        const refused = decide(placing, 'imperial', { type: 'place-counter', counter: 'c3', space: start }, fixedDice([]));
        expect(refused).toMatchObject({ ok: false, reason: 'cannot-place-there' });
        expect(!refused.ok && refused.message).toContain('never on an Ork starting space (ruling S3)');
      }
      // A counter not drawn is named as such, with those that were (found by review: it was "cannot be placed there").
      const drawnIds = [...new Set(prompts(placing)[0]!.options.flatMap((o) => (o.type === 'place-counter' ? [o.counter] : [])))];
      const notDrawn = placing.counters.find((c) => !drawnIds.includes(c.id))!.id;
      expect(decide(placing, 'imperial', { type: 'place-counter', counter: notDrawn, space: '3E' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'not-drawn', message: `${notDrawn} is not a counter you drew to place; you drew ${drawnIds.join(', ')}.` });
    });
  });
});

describe('Four players, the spare Bommer', () => {
  it('goes to the first Ork player to lose a Bommer and enters on the next turn on the first free starting space', () => {
    const spare = position({
      options: { players: 4 },
      bommerz: [
        { id: 'b1', owner: 'ork1', space: '2B', tail: '1M', speed: 3 },
        { id: 'b2', owner: 'ork2', space: '1B', speed: 1, moved: true },
        { id: 'b3', owner: 'ork3', space: '1C', speed: 1, moved: true },
        { id: 'b4', owner: null, status: 'reserve', space: null },
      ],
      counters: [{ id: 'c3', kind: 'laser', space: '2F', faceUp: true }],
    });
    const lost = play(spare, 'ork1', { type: 'move', craft: 'b1', to: '2F' }, [1]);
    expect(lost.of('spare-assigned')).toEqual([{ type: 'spare-assigned', bommer: 'b4', owner: 'ork1' }]);
    expect(lost.state.bommerz[3]).toMatchObject({ owner: 'ork1', status: 'reserve' });
    // The laser flipped face down after firing, so the Imperial player has a flip to skip first.
    const next = play(lost.state, 'imperial', { type: 'skip-flip' }, [1, 2, 1, 2, 1, 2]);
    expect(next.of('spare-entered')).toEqual([{ type: 'spare-entered', bommer: 'b4', space: '1A' }]);
    expect(next.state.bommerz[3]).toMatchObject({ owner: 'ork1', status: 'flying', space: '1A' });
  });

  it('is not given for a Bommer lost when the fuel runs out (Sortie ruling S26)', () => {
    const late = position({
      options: { players: 4 },
      turn: DEFAULT_WAVE_TURNS,
      bommerz: [
        { id: 'b1', owner: 'ork1', space: '2B', speed: 1 },
        { id: 'b2', owner: 'ork2', space: '1B', speed: 1, moved: true },
        { id: 'b3', owner: 'ork3', space: '1C', speed: 1, moved: true },
        { id: 'b4', owner: null, status: 'reserve', space: null },
      ],
    });
    // Nothing to flip and nothing to move: the Imperial move passes, and the fuel runs out.
    const dry = play(late, 'ork1', { type: 'end-move', craft: 'b1' });
    expect(dry.of('destroyed').map((e) => [e.piece, e.cause])).toEqual([
      ['b1', 'out-of-fuel'],
      ['b2', 'out-of-fuel'],
      ['b3', 'out-of-fuel'],
    ]);
    expect(dry.of('spare-assigned')).toEqual([]);
    expect(dry.state.bommerz[3]).toMatchObject({ owner: null, status: 'reserve' });
    expect(dry.state.phase).toBe('second-wave');
  });
});

describe('The wave limit (Sortie house rule S27)', () => {
  /** Ends b1's move on 2B in a solo game at `turn`; then the server's (empty) Imperial move, and the next turn's Speed dice if any. */
  const lastTurn = (scenario: { version?: 2 | 3 | 4; options?: BommerzOptions }, turn: number, rolls: number[] = []) =>
    play(position({ ...scenario, turn, bommerz: [{ id: 'b1', space: '2B', speed: 1 }] }), 'ork1', { type: 'end-move', craft: 'b1' }, rolls);

  it(`is ${DEFAULT_WAVE_TURNS} turns unless the game's options say (waveTurns): Bommerz still flying after the last are lost and the wave ends`, () => {
    const dry = lastTurn({}, DEFAULT_WAVE_TURNS);
    expect(dry.of('out-of-fuel')).toEqual([{ type: 'out-of-fuel', bommerz: ['b1'] }]);
    expect(dry.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'b1', cause: 'out-of-fuel' }]);
    expect(dry.state.phase).toBe('second-wave');
    expect(lastTurn({}, DEFAULT_WAVE_TURNS - 1, [1, 1]).of('out-of-fuel')).toEqual([]);
    // Turn 10 ended version 2's waves; now it is only a third of the way.
    expect(lastTurn({}, FUEL_TURNS, [1, 1]).of('out-of-fuel')).toEqual([]);
  });

  it('is the option waveTurns where a game sets it', () => {
    expect(lastTurn({ options: { players: 1, waveTurns: 12 } }, 12).of('out-of-fuel')).toEqual([{ type: 'out-of-fuel', bommerz: ['b1'] }]);
    expect(lastTurn({ options: { players: 1, waveTurns: 12 } }, 11, [1, 1]).of('out-of-fuel')).toEqual([]);
  });

  it(`shows in the views as turns left, the turn being flown included`, () => {
    const at = (turn: number) => view(position({ options: { players: 1, waveTurns: 12 }, turn }), { kind: 'seat', seat: 'ork1' });
    expect(at(1)).toMatchObject({ fuelTurns: 12, turnsLeft: 12 });
    expect(at(12)).toMatchObject({ fuelTurns: 12, turnsLeft: 1 });
    expect(at(0)).toMatchObject({ turnsLeft: 12 });
  });

  it('may be switched off (waveTurns null or 0, version 4): no Bommer runs out of fuel, and the views show no limit', () => {
    for (const waveTurns of [null, 0]) {
      const options = { players: 1 as const, waveTurns };
      expect(lastTurn({ options }, 1_000, [1, 1]).of('out-of-fuel')).toEqual([]);
      expect(view(position({ options, turn: 1_000 }), { kind: 'seat', seat: 'ork1' })).toMatchObject({ fuelTurns: null, turnsLeft: null });
    }
    expect(Value.Check(OptionsSchema, { players: 1, waveTurns: null })).toBe(true);
    for (const bad of [3, 101, -1]) expect(Value.Check(OptionsSchema, { players: 1, waveTurns: bad })).toBe(false);
  });

  it(`was ${FUEL_TURNS} turns in version 2, whatever the options (version-2.ts)`, () => {
    expect(lastTurn({ version: 2 }, FUEL_TURNS).of('out-of-fuel')).toEqual([{ type: 'out-of-fuel', bommerz: ['b1'] }]);
    expect(lastTurn({ version: 2 }, FUEL_TURNS - 1, [1, 1]).of('out-of-fuel')).toEqual([]);
    expect(view(position({ version: 2, turn: 3 }), { kind: 'public' })).toMatchObject({ fuelTurns: FUEL_TURNS, turnsLeft: 8 });
  });
});

describe('The end', () => {
  it('waits, when the last Bommer falls in the Imperial move, until that move is finished (Sortie ruling S28)', () => {
    // Two players: the damaged b1 is the last Bommer flying; the Interceptor c1 sets off at Speed 3 and catches it on 2F.
    const imperialMove = position({
      options: { players: 2 },
      phase: 'imperial-move',
      bommerz: [{ id: 'b1', space: '2F', speed: 1, moved: true, damage: 1 }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '2B', tail: '1M', faceUp: true, speedDice: [3, 3] },
        { id: 'c9', kind: 'flak-2', space: '3E', faceUp: true },
      ],
    });
    const caught = playAll(imperialMove, 'imperial', [[{ type: 'choose-speed', craft: 'c1', speed: 3 }], [{ type: 'move', craft: 'c1', to: '2F' }, [1, 6]]]);
    expect(caught.of('destroyed')).toEqual([{ type: 'destroyed', piece: 'b1', cause: 'damage' }]);
    expect(caught.of('wave-ended')).toEqual([]);
    expect(caught.state.phase).toBe('imperial-move');
    expect(prompts(caught.state)[0]!.options).toContainEqual({ type: 'move', craft: 'c1', to: '2I' });
    const stopped = play(caught.state, 'imperial', { type: 'end-move', craft: 'c1' });
    expect(stopped.of('wave-ended')).toEqual([]);
    expect(prompts(stopped.state)[0]!.options).toContainEqual({ type: 'move-flak', counter: 'c9', to: '3A' });
    // The flak's move is the last thing left to do: the Imperial move ends with it, and only then the wave.
    const over = play(stopped.state, 'imperial', { type: 'move-flak', counter: 'c9', to: '3A' });
    expect(over.events.map((e) => e.type)).toEqual(['flak-moved', 'wave-ended']);
    expect(over.state.phase).toBe('second-wave');
  });

  it('comes when the last Bommer of the second wave has left or been destroyed', () => {
    const last = position({ wave: 2, bommerz: [...firstWaveGone, { id: 'b5', wave: 2, space: '3K', speed: 2 }], bridgeHits: { '2I': 4 } });
    const gone = play(last, 'ork1', { type: 'fly-off', craft: 'b5' });
    expect(gone.events.map((e) => e.type).slice(-2)).toEqual(['wave-ended', 'game-ended']);
    expect(prompts(gone.state)).toEqual([]);
    expect(outcome(gone.state)).toMatchObject({ result: 'imperial-minor-victory', detail: { waves: 2 } });
    expect(decide(gone.state, 'ork1', { type: 'end-move', craft: 'b5' }, fixedDice([]))).toMatchObject({ ok: false, reason: 'game-over' });
    // Destroyed, not only left: b5 enters a face-up laser on 3I and fails its Dodge (1 against Speed 2).
    const shot = play(
      position({ wave: 2, bommerz: [...firstWaveGone, { id: 'b5', wave: 2, space: '3F', tail: '3B', speed: 2 }], counters: [{ id: 'c3', kind: 'laser', space: '3I', faceUp: true }], bridgeHits: { '2I': 4 } }),
      'ork1',
      { type: 'move', craft: 'b5', to: '3I' },
      [1],
    );
    expect(shot.events.map((e) => e.type).slice(-3)).toEqual(['destroyed', 'wave-ended', 'game-ended']);
    expect(shot.state.phase).toBe('over');
  });

  it('ends the wave at once when its last Bommer goes in the Ork move: no Imperial move follows (Sortie ruling S28)', () => {
    // Two players, wave 1: b1, the last Bommer flying, leaves the map from 3K. The Imperial player would have a
    // face-down counter to flip, an Interceptor to roll for and flak to move, but he gets no move.
    const lastOne = position({
      options: { players: 2 },
      bommerz: [...firstWaveGone.slice(1), { id: 'b1', space: '3K', tail: '3H', speed: 2 }],
      counters: [
        { id: 'c1', kind: 'interceptor', space: '3I', faceUp: true },
        { id: 'c3', kind: 'laser', space: '2F' },
        { id: 'c9', kind: 'flak-2', space: '3E', faceUp: true },
      ],
    });
    const gone = play(lastOne, 'ork1', { type: 'fly-off', craft: 'b1' });
    expect(gone.events.map((e) => e.type)).toEqual(['move-started', 'flew-off', 'wave-ended']);
    expect(gone.state.phase).toBe('second-wave');
    expect(prompts(gone.state).map((p) => [p.seat, p.kind])).toEqual([['ork1', 'second-wave']]);
  });
});
