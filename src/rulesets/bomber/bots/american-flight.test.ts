import { describe, expect, it } from 'vitest';
import type { BomberCommand } from '../commands.js';
import { spotsOverLimit } from '../flight/bomber-limit.js';
import { airborne, moving, setUpState } from '../flight/flight-testing.js';
import { optionsFor } from '../prompts.js';
import type { BomberState } from '../state.js';
import { edit, play } from '../testing.js';
import { americanMovement } from './american-flight.js';

const botMove = (s: BomberState): BomberCommand => americanMovement(s, optionsFor(s, 'american'));
const wienerNeustadt = (turn: number) => ({ ...setUpState('1943-11-02-wiener-neustadt'), turn, phase: moving('american') });

describe('the sensible American in its Normal Movement Step', () => {
  it('a returning Bomber at Altitude 0 before a Mountain on its way home climbs (Ploesti, hex 4328; rulings §15)', () => {
    const p = setUpState('1943-08-01-ploesti');
    const id = p.american.airUnits.find((a) => a.counter && 'africa' in a.counter.at)!.id;
    const low = airborne({ ...p, turn: 13, phase: moving('american') }, 'american', id, '4328', 0, { bombedOn: 10 });
    expect(botMove(low)).toEqual({ type: 'climb', airUnit: id });
  });

  it('a Bomber at Altitude 0 on its way out climbs over a Mountain hex in its way, and does not dive back before it has flown on (Ploesti, hex 4229; XII.C.2)', () => {
    const p = setUpState('1943-08-01-ploesti');
    const id = p.american.airUnits.find((a) => a.counter && 'africa' in a.counter.at)!.id;
    const low = airborne({ ...p, turn: 8, phase: moving('american') }, 'american', id, '4229', 0);
    expect(botMove(low)).toEqual({ type: 'climb', airUnit: id });
    const up = play(low, 'american', { type: 'climb', airUnit: id }).state;
    expect(botMove(up)).toMatchObject({ type: 'fly', airUnit: id });
  });

  it('an Air unit due from Africa comes on at the Entry hex nearest its target (Wiener Neustadt, 3019)', () => {
    const due = edit(
      wienerNeustadt(4),
      'american',
      (p) => (p.airUnit === 1 ? { ground: null, altitude: 2, formation: 1, flown: true } : null),
      (a) => (a.id === 1 ? { counter: { at: { africa: 'T' }, flying: true, facing: null }, endurance: 17, takeOffTurn: 1, offBoard: { direction: 'outbound', letter: 'T', turn: 1 } } : null),
    );
    expect(optionsFor(due, 'american')).toContainEqual({ type: 'enter-map', airUnit: 1, hex: '1832' });
    expect(botMove(due)).toEqual({ type: 'enter-map', airUnit: 1, hex: '2733' });
  });

  it('two Bombers over their target facing apart (IX.F): one steps out and comes back in facing as the other, and both stay over the target', () => {
    let s = airborne(airborne(wienerNeustadt(9), 'american', 1, '3019', 2), 'american', 2, '3019', 2);
    s = edit(s, 'american', () => null, (a) => (a.id === 1 ? { counter: { ...a.counter!, facing: 3 } } : a.id === 2 ? { counter: { ...a.counter!, facing: 4 } } : null));
    expect(spotsOverLimit(s)).toEqual([{ hex: '3019', altitude: 2 }]);
    for (let i = 0, move = botMove(s); i < 4 && move.type !== 'end-movement'; i++, move = botMove(s)) s = play(s, 'american', move).state;
    expect(spotsOverLimit(s)).toEqual([]);
    const at = [1, 2].map((id) => s.american.airUnits[id - 1]!.counter!);
    expect(at.map((c) => c.at)).toEqual([{ hex: '3019' }, { hex: '3019' }]);
    expect(at[0]!.facing).toBe(at[1]!.facing);
  });
});
