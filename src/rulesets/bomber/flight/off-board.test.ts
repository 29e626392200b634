import { describe, expect, it } from 'vitest';
import { redactEntries } from '../../../kernel/log.js';
import { view } from '../view.js';
import { optionsFor } from '../prompts.js';
import { play, send, setUp, stateOf, playEdits } from '../testing.js';
import type { BomberState, Phase } from '../state.js';

const step = (s: 'landing' | 'normal' | 'take-off'): Phase => ({ kind: 'movement', order: 'first', side: 'american', step: s });
/** Wiener Neustadt: the B-17 and B-24 units start in the Tunisia Base Box. */
const game = setUp('1943-11-02-wiener-neustadt');
const tunisian = stateOf(game).american.airUnits.find((a) => a.counter && 'africa' in a.counter.at)!.id;

/** A state in the German Take Off Step of `turn`, the German side first: its end brings on the American Landing Step. */
function germanFirst(s: BomberState, turn: number): BomberState {
  return { ...s, turn, initiative: 'german', phase: { kind: 'movement', order: 'first', side: 'german', step: 'take-off' } };
}

function airborneOn(turn: number): BomberState {
  return play({ ...stateOf(game), turn, phase: step('take-off') }, 'american', { type: 'take-off', airUnit: tunisian }).state;
}

/** A state where the Tunisian Bomber Air unit has bombed (on Turn 7): now it may leave for home (rulings §20). */
const bombed = (s: BomberState): BomberState => ({ ...s, american: { ...s.american, airUnits: s.american.airUnits.map((a) => (a.id === tunisian ? { ...a, bombedOn: 7 } : a)) } });

describe('African Bases (XII.E, rulings §3 and §8)', () => {
  it('E.1: an Air unit that takes off from Tunisia on Turn 3 may be placed in a "4T" Entry hex on Turn 7, in a "3T" one on Turn 6', () => {
    const up = airborneOn(3);
    const entries = (turn: number) => optionsFor({ ...up, turn, phase: step('normal') }, 'american').flatMap((o) => (o.type === 'enter-map' ? [o.hex] : []));
    expect(entries(7)).toEqual(['3032', '3333']);
    expect(entries(6)).toEqual(['1832', '2133', '2432', '2733']);
    expect(entries(5)).toEqual([]);
  });

  it('E.1: the German player is not told of the take-off: the event is the American\'s, the Endurance unit is hidden until the Air unit is placed', () => {
    const at3 = { ...game, position: { ...game.position, state: { ...stateOf(game), turn: 3, phase: step('take-off') } } };
    const g = send(at3, 'american', { type: 'take-off', airUnit: tunisian });
    const germanSees = redactEntries(g.log.slice(game.log.length), { kind: 'seat', seat: 'german' });
    expect(germanSees.find((e) => e.event.type === 'air-unit-took-off')).toBeUndefined();
    expect(germanSees.filter((e) => e.redacted).every((e) => e.event.type === 'hidden')).toBe(true);
    expect(view(stateOf(g), { kind: 'seat', seat: 'german' }).turnRecord.filter((t) => t.side === 'american')).toEqual([]);
    expect(view(stateOf(g), { kind: 'seat', seat: 'american' }).turnRecord.filter((t) => t.side === 'american')).toHaveLength(1);
    const placed = play({ ...stateOf(g), turn: 7, phase: step('normal') }, 'american', { type: 'enter-map', airUnit: tunisian, hex: '3032' });
    expect(placed.of('air-unit-entered')[0]).toMatchObject({ hex: '3032', endurance: placed.state.american.airUnits[tunisian - 1]!.endurance });
    expect(view(placed.state, { kind: 'seat', seat: 'german' }).turnRecord.filter((t) => t.side === 'american')).toHaveLength(1);
  });

  it('E.1: the Air unit must be placed by the Turn its farthest Entry hex (5T) comes up: that step cannot end first', () => {
    const up = airborneOn(3);
    const options = (turn: number) => optionsFor({ ...up, turn, phase: step('normal') }, 'american');
    expect(options(8).filter((o) => o.type === 'enter-map' || o.type === 'end-movement')).toEqual([{ type: 'enter-map', airUnit: tunisian, hex: '3632' }]);
    expect(options(7).some((o) => o.type === 'end-movement')).toBe(true);
  });

  it('E.2: from an Entry hex reached on Turn 7 it leaves on Turn 8 and lands at the Tunisia Base on 7 + 4 = 11, with the landing hit', () => {
    const up = bombed(airborneOn(3));
    const placed = play({ ...up, turn: 7, phase: step('normal') }, 'american', { type: 'enter-map', airUnit: tunisian, hex: '3032' }).state;
    expect(optionsFor({ ...placed, turn: 7, phase: step('normal') }, 'american').some((o) => o.type === 'exit-map')).toBe(false);
    const gone = play({ ...placed, turn: 8, phase: step('normal') }, 'american', { type: 'exit-map', airUnit: tunisian });
    expect(gone.of('air-unit-exited')).toEqual([{ type: 'air-unit-exited', side: 'american', airUnit: tunisian, letter: 'T', lands: 11 }]);
    const arrival = play(germanFirst(gone.state, 11), 'german', { type: 'end-take-off' });
    expect(arrival.of('air-unit-landed')).toEqual([{ type: 'air-unit-landed', side: 'american', airUnit: tunisian, at: { africa: 'T' }, base: true }]);
    expect(arrival.of('landing-resolved')[0]!.result.hitsAdded).toBe(1);
  });

  it('rulings §8: Turns off the board count; one whose Endurance unit comes up before it gets home is lost', () => {
    const up = bombed(airborneOn(3));
    const placed = play({ ...up, turn: 7, phase: step('normal') }, 'american', { type: 'enter-map', airUnit: tunisian, hex: '3032' }).state;
    const gone = play({ ...placed, turn: 8, phase: step('normal') }, 'american', { type: 'exit-map', airUnit: tunisian }).state;
    const short = { ...gone, american: { ...gone.american, airUnits: gone.american.airUnits.map((a) => (a.id === tunisian ? { ...a, endurance: 10 } : a)) } };
    expect(play(germanFirst(short, 9), 'german', { type: 'end-take-off' }).of('air-unit-crashed')).toEqual([]);
    const lost = play(germanFirst(short, 10), 'german', { type: 'end-take-off' });
    expect(lost.of('air-unit-crashed')).toEqual([{ type: 'air-unit-crashed', side: 'american', airUnit: tunisian, why: 'fuel' }]);
  });

  it('XII.H, VII.E: a Shuttle Mission lands in the area plotted: Regensburg\'s 4th Bomb Wing units may leave by an Algerian Entry hex, the others may not', () => {
    const s0 = stateOf(setUp('1943-08-17-regensburg-schweinfurt'));
    const s = playEdits({ ...s0, phase: { kind: 'mission-sheet' }, american: { ...s0.american, submitted: false } }, 'american', [{ type: 'suggest-mission-sheet' }]).state;
    const shuttling = Object.entries(s.missionSheet).find(([, l]) => l.land === 'A')![0];
    const staying = Object.entries(s.missionSheet).find(([, l]) => l.land === null)![0];
    const inAlgerianEntry = (ids: number[]): BomberState => ({
      ...s,
      turn: 12,
      phase: step('normal'),
      american: { ...s.american, airUnits: s.american.airUnits.map((a) => (ids.includes(a.id) ? { ...a, endurance: 30, takeOffTurn: 2, reachedEntryOn: 11, bombedOn: 10, counter: { at: { hex: '0733' }, flying: true, facing: null } } : a)) },
    });
    const there = inAlgerianEntry([Number(shuttling), Number(staying)]);
    const exits = optionsFor(there, 'american').flatMap((o) => (o.type === 'exit-map' ? [o.airUnit] : []));
    expect(exits).toEqual([Number(shuttling)]);
    expect(play(there, 'american', { type: 'exit-map', airUnit: Number(shuttling) }).of('air-unit-exited')[0]).toMatchObject({ letter: 'A', lands: 11 + 4 });
  });
});
