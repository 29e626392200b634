import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../kernel/dice.js';
import { decide } from '../decide.js';
import { edit, play } from '../testing.js';
import type { BomberState } from '../state.js';
import { at, eliminated, intro, overCity } from './testing.js';

const announceAndBomb = (s: BomberState, airUnits: readonly number[], dice: readonly number[]) => {
  let state = s;
  for (const airUnit of airUnits) state = play(state, 'american', { type: 'announce-bombing', airUnit }).state;
  return play(state, 'american', { type: 'end-announcement' }, dice);
};
const fired = (p: ReturnType<typeof announceAndBomb>) => p.of('flak-fired').map((f) => [f.airUnit, f.flak, f.flakSp, f.table, f.die, f.hits]);

describe('Flak Combat Step (XIII.G)', () => {
  it('XIII.B.3: 2 Heavy Flak Strength Points (Aachen\'s 1H and one Heavy Flak unit placed, V.B) against a Bombing Formation at Altitude 2 fire on Table 1', () => {
    const s = at({ ...eliminated(overCity(intro, 1, 'Aachen', 2), 'american', ['us3']), flak: { Aachen: { heavy: 1, light: 0 } } }, 3);
    const p = announceAndBomb(s, [1], [6, 5]);
    expect(fired(p)).toEqual([[1, 'heavy', 2, 1, 6, 1]]);
    expect(p.of('air-box-hit')).toEqual([{ type: 'air-box-hit', side: 'american', airUnit: 1, eliminated: [], hits: 1 }]);
  });

  it('ruling 16: Flak fires one Table higher against a Formation of 7 or more Strength Points', () => {
    const s = at({ ...overCity(intro, 1, 'Aachen', 2), flak: { Aachen: { heavy: 1, light: 0 } } }, 3);
    expect(fired(announceAndBomb(s, [1], [1, 1]))).toEqual([[1, 'heavy', 2, 2, 1, 0]]);
  });

  it('XIII.G and ruling 15: at Altitude 1 Heavy and Light Flak each roll once against each Formation, in the order of the Air units\' numbers', () => {
    const s = at(overCity(overCity(intro, 2, 'Paris', 1), 1, 'Paris', 1), 3);
    const p = announceAndBomb(s, [2, 1], [1, 1, 1, 1, 1, 1]);
    expect(fired(p)).toEqual([
      [1, 'heavy', 3, 4, 1, 0],
      [1, 'light', 2, 2, 1, 0],
      [2, 'heavy', 3, 4, 1, 0],
      [2, 'light', 2, 2, 1, 0],
    ]);
  });

  it('ruling 15: only Light Flak fires at Altitude 0, only Heavy at Altitude 2', () => {
    const low = announceAndBomb(at(overCity(intro, 1, 'Paris', 0), 3), [1], [1, 1]);
    expect(fired(low)).toEqual([[1, 'light', 2, 3, 1, 0]]);
    const high = announceAndBomb(at(overCity(intro, 1, 'Paris', 2), 3), [1], [1, 1]);
    expect(fired(high)).toEqual([[1, 'heavy', 3, 3, 1, 0]]);
  });

  it('XIII.G: only the Flak in the Target City fires, not another City\'s in the same hex (the Ruhr hex)', () => {
    const s = at({ ...overCity(intro, 1, 'Bochum', 2), flak: { Gelsenkirchen: { heavy: 1, light: 0 } } }, 3);
    const p = announceAndBomb(s, [1], [1, 1]);
    expect(p.of('flak-fired').map((f) => [f.city, f.flakSp])).toEqual([['Bochum', 2]]);
  });

  it('XIII.E.1, rulings §13: Flak hits go on the Air Box one at a time; 3 hits eliminate a 3 SP unit (the one numbered last); the other side sees the hits scored and the unit eliminated, not the hits left', () => {
    const s = at({ ...overCity(intro, 1, 'Hamburg', 1), flak: { Hamburg: { heavy: 0, light: 2 } } }, 3);
    const announced = play(s, 'american', { type: 'announce-bombing', airUnit: 1 }).state;
    const decision = decide(announced, 'american', { type: 'end-announcement' }, fixedDice([6, 6, 1]));
    if (!decision.ok) throw new Error(decision.reason);
    const marked = decision.events.filter((e) => e.event.type === 'air-box-hit');
    expect(marked.map((e) => e.event)).toEqual([
      { type: 'air-box-hit', side: 'american', airUnit: 1, eliminated: [], hits: 2 },
      { type: 'air-box-hit', side: 'american', airUnit: 1, eliminated: ['us3'], hits: 0 },
    ]);
    expect(marked.map((e) => [e.visibleTo, e.redacted])).toEqual([
      [['american'], { type: 'air-box-hit', side: 'american', airUnit: 1, eliminated: [] }],
      [['american'], { type: 'air-box-hit', side: 'american', airUnit: 1, eliminated: ['us3'] }],
    ]);
    expect(decision.events.find((e) => e.event.type === 'flak-fired')!.visibleTo).toBeUndefined();
  });

  it('XIII.G–H: a Formation the Flak eliminates does not bomb', () => {
    const s = at({ ...eliminated(overCity(intro, 1, 'Hamburg', 1), 'american', ['us2', 'us3']), flak: { Hamburg: { heavy: 0, light: 2 } } }, 3);
    const p = announceAndBomb(s, [1], [6, 6]);
    expect(fired(p)).toEqual([
      [1, 'heavy', 4, 4, 6, 2],
      [1, 'light', 4, 2, 6, 1],
    ]);
    expect(p.of('bombed')).toEqual([]);
    expect(p.state.american.planes.filter((x) => x.airUnit === 1).every((x) => x.eliminated)).toBe(true);
    expect(p.state.american.airUnits[0]).toMatchObject({ hits: 0, bombedOn: null });
  });

  it('ruling 50: Heavy Flak fires before Light, and a Formation the Heavy Flak eliminates is not fired at again', () => {
    const one = eliminated(overCity(intro, 1, 'Hamburg', 1), 'american', ['us2', 'us3']);
    const s = at({ ...edit(one, 'american', () => null, (a) => (a.id === 1 ? { hits: 1 } : null)), flak: { Hamburg: { heavy: 0, light: 2 } } }, 3);
    const p = announceAndBomb(s, [1], [6]);
    expect(fired(p)).toEqual([[1, 'heavy', 4, 4, 6, 2]]);
    expect(p.of('air-box-hit')[0]!.eliminated).toEqual(['us1']);
  });
});
