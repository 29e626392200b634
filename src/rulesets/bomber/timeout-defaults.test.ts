/**
 * Ruling E21: a side that runs out of time under the default-move policy
 * plays the safe default of its step (kernel/timeout.ts asks for it until
 * the step is done): here whole games are played by timeouts alone.
 */
import { describe, expect, it } from 'vitest';
import { promptsOf } from '../../kernel/control.js';
import { timeoutCommands } from '../../kernel/timeout.js';
import type { SeatId } from '../../kernel/ruleset.js';
import type { BomberCommand } from './commands.js';
import { bomberRuleset } from './index.js';
import { battle } from './combat/battle-fixtures.js';
import { contextOf } from './context.js';
import { introFlying } from './flight/flight-testing.js';
import type { BomberState } from './state.js';
import { edit, firstOption, newGame, play, send, stateOf, type Game } from './testing.js';
import { timeoutCommand } from './timeout-defaults.js';

const noRandom = () => {
  throw new Error('a timeout in Bomber needs no bot');
};

/** The game after `seat` timed out at its current step: what the server plays for it. */
function timedOut(game: Game, seat: SeatId): { game: Game; commands: BomberCommand[] } {
  const commands = timeoutCommands(bomberRuleset, game.position, seat, game.seed, noRandom) as BomberCommand[];
  return { game: commands.reduce((g, c) => send(g, seat, c), game), commands };
}

/** Plays on while anyone must act, every seat by timeouts but where `own` answers a command of its own. */
function playByTimeouts(from: Game, own: (game: Game, seat: SeatId) => BomberCommand | undefined = () => undefined) {
  let game = from;
  const steps: { seat: SeatId; kind: string; turn: number; commands: BomberCommand[] }[] = [];
  for (let n = 0; n < 2_000; n++) {
    const prompt = promptsOf(bomberRuleset, game.position)[0];
    if (!prompt) return { game, steps };
    const mine = own(game, prompt.seat);
    if (mine) {
      game = send(game, prompt.seat, mine);
      continue;
    }
    const out = timedOut(game, prompt.seat);
    steps.push({ seat: prompt.seat, kind: prompt.kind, turn: stateOf(game).turn, commands: out.commands });
    game = out.game;
  }
  throw new Error('the game did not end');
}

type Seen = { type: string; side?: string; airUnit?: number; endurance?: number; events?: Seen[] };
/** Every event of the game, a secret step's edits (one `secret-edits` event) among them. */
const events = (game: Game): Seen[] => game.log.flatMap((e) => {
  const event = e.event as Seen;
  return event.type === 'secret-edits' ? [event, ...(event.events ?? [])] : [event];
});

describe('timeouts in a Combat Phase (ruling E21)', () => {
  it('a German side that must attack (rulings §23) attacks with guns, then engages the line-up as it stands', () => {
    const waiting = battle([['american', 3], ['german', 8]]).state;
    const attack = timeoutCommand(waiting, 'german');
    expect(attack).toMatchObject({ type: 'attack', launch: 'guns' });
    expect(timeoutCommand(play(waiting, 'german', attack).state, 'german')).toEqual({ type: 'engage' });
  });
});

describe('timeouts (ruling E21)', () => {
  it.each(['introductory-paris', '1943-10-14-schweinfurt'])('%s: set up both sides safely, ready nothing, take nothing off and leave the game to run to its end after Turn 33', (scenario) => {
    const { game, steps } = playByTimeouts(newGame(scenario));
    expect(stateOf(game).phase.kind).toBe('over');
    expect(stateOf(game).turn).toBe(33);
    const types = new Set(events(game).map((e) => e.type));
    for (const step of ['counter-placed', 'map-setup-ended', 'submitted']) expect(types).toContain(step);
    // The Introductory Game prints its Air Boxes; a scenario's are packed the suggested way.
    expect(types.has('planes-boxed')).toBe(scenario !== 'introductory-paris');
    expect(types).not.toContain('plane-readied');
    expect(types).not.toContain('air-unit-took-off');
    // Each timeout finishes its step in one batch: one step a Turn per side for readiness, landing, movement and take-off.
    const readiness = steps.filter((s) => s.kind === 'readiness');
    expect(readiness).toHaveLength(2 * 33);
    expect(readiness.every((s) => s.commands.length === 1 && s.commands[0]!.type === 'submit-readiness')).toBe(true);
    expect(steps.filter((s) => s.kind === 'take-off').every((s) => s.commands.map((c) => c.type).join() === 'end-take-off')).toBe(true);
    expect(steps.filter((s) => s.kind === 'normal-movement').every((s) => s.commands.map((c) => c.type).join() === 'end-movement')).toBe(true);
  });

  it('land an Air unit up in the air on the Turn its Endurance unit comes up, and not before', () => {
    // The American sends the Introductory Game's take-off himself on Turn 1, then runs out of time at every step.
    const { game, steps } = playByTimeouts(newGame('introductory-paris'), (g, seat) => {
      const s = stateOf(g);
      if (seat !== 'american' || s.turn !== 1 || s.phase.kind !== 'movement' || s.phase.step !== 'take-off') return undefined;
      return firstOption(s, seat, 'take-off');
    });
    const tookOff = events(game).filter((e) => e.type === 'air-unit-took-off' && e.side === 'american') as { airUnit: number; endurance: number }[];
    expect(tookOff.length).toBeGreaterThan(0);
    const landings = steps.filter((s) => s.kind === 'landing' && s.seat === 'american' && s.commands.some((c) => c.type === 'land'));
    for (const { airUnit, endurance } of tookOff) {
      const landed = landings.filter((s) => s.commands.some((c) => c.type === 'land' && c.airUnit === airUnit));
      expect(landed.map((s) => s.turn), `Air unit ${airUnit}`).toEqual([endurance]);
    }
    // Every landing step ends the step in the same batch.
    expect(landings.every((s) => s.commands.at(-1)!.type === 'end-landing')).toBe(true);
    expect(events(game).filter((e) => e.type === 'air-unit-crashed' && e.side === 'american')).toEqual([]);
  });
});

describe('timeouts in the Landing Step (ruling E21)', () => {
  const landingDefault = (s: BomberState) => timeoutCommand(s, 'american');

  it('lands a unit that moved to land (rulings §22), which the step cannot end without', () => {
    const s = introFlying('american', [['american', 4, '1112', 2]], 'landing');
    const moved = play(s, 'american', { type: 'fly', airUnit: 4, hex: '1011' }).state;
    expect(landingDefault(moved)).toEqual({ type: 'land', airUnit: 4 });
  });

  it('lands a Bomber home on a Base of its area after bombing (ruling E18), and leaves one still on its way', () => {
    const base = contextOf('introductory-paris').americanBaseHexes('GB')[0]!;
    const bombedAt = (hex: string) =>
      ({ ...edit(introFlying('american', [['american', 1, hex, 2]], 'landing'), 'american', () => null, (a) => (a.id === 1 ? { bombedOn: 3 } : null)), turn: 4 });
    expect(landingDefault(bombedAt(base))).toEqual({ type: 'land', airUnit: 1 });
    expect(landingDefault(bombedAt('1217'))).toEqual({ type: 'end-landing' });
  });
});
