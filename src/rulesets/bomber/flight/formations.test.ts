import { describe, expect, it } from 'vitest';
import { optionsFor } from '../prompts.js';
import { play } from '../testing.js';
import type { BomberState } from '../state.js';
import { edit } from '../testing.js';
import { emittedCarried, introFlying, moving, sealedEvent, setUpState } from './flight-testing.js';

const formations = (s: BomberState, side: 'american' | 'german', airUnit: number) => s[side].planes.filter((p) => p.airUnit === airUnit).map((p) => p.formation);

describe('Formations (IX.E, XII.C.3), Formation Type (VII.C), Rockets (XII.D.1)', () => {
  it('IX.E: a non-Bomber Air Box\'s Plane units fly apart or together, changed while moving; the change is secret', () => {
    const s = introFlying('german', [['german', 21, '1315', 1]]);
    expect(optionsFor(s, 'german').filter((o) => o.type === 'join-formation')).toEqual([
      { type: 'join-formation', plane: 'de1', formation: 2 },
      { type: 'join-formation', plane: 'de2', formation: 2 },
    ]);
    expect(emittedCarried(s, 'german', { type: 'join-formation', plane: 'de1', formation: 2 })[0]).toEqual(sealedEvent('german', [{ type: 'formation-changed', side: 'german', plane: 'de1', formation: 2 }]));
    const apart = play(s, 'german', { type: 'join-formation', plane: 'de1', formation: 2 }).state;
    expect(formations(apart, 'german', 21)).toEqual([2, 1]);
    expect(optionsFor(apart, 'german').filter((o) => o.type === 'join-formation')).toEqual([
      { type: 'join-formation', plane: 'de1', formation: 1 },
      { type: 'join-formation', plane: 'de2', formation: 2 },
    ]);
    expect(formations(play(apart, 'german', { type: 'join-formation', plane: 'de2', formation: 2 }).state, 'german', 21)).toEqual([2, 2]);
  });

  it('IX.E, ruling E14: Plane units taking off join the Formation already up; a Bomber Air Box is one Formation and is never split', () => {
    let s: BomberState = { ...setUpState('introductory-paris'), turn: 1, phase: moving('american', 'take-off') };
    s = play(s, 'american', { type: 'take-off-plane', plane: 'us1' }).state;
    s = play(s, 'american', { type: 'take-off-plane', plane: 'us2' }).state;
    expect(formations(s, 'american', 1)).toEqual([1, 1, null]);
    s = play({ ...s, turn: 2 }, 'american', { type: 'take-off', airUnit: 1 }).state;
    expect(formations(s, 'american', 1)).toEqual([1, 1, 1]);
    expect(optionsFor({ ...s, phase: moving('american') }, 'american').some((o) => o.type === 'join-formation')).toBe(false);
  });

  it('ruling E14: a Plane unit taking off later joins the lowest Formation up, at its Altitude (XII.C.2)', () => {
    let s = edit(introFlying('german', [['german', 21, '1315', 2]]), 'german', (p) => (p.id === 'de1' ? { ground: 'D', altitude: null, formation: null } : p.id === 'de2' ? { formation: 3 } : null));
    s = play({ ...s, phase: moving('german', 'take-off') }, 'german', { type: 'take-off', airUnit: 21 }).state;
    expect(formations(s, 'german', 21)).toEqual([3, 3]);
    expect(s.german.planes.filter((p) => p.airUnit === 21).map((p) => p.altitude)).toEqual([2, 2]);
  });

  it('VII.C, ruling E17: a flying American Bomber Air unit changes its Formation Type in the Normal Movement Step, secretly', () => {
    const s = introFlying('american', [['american', 1, '1112', 2]]);
    expect(s.missionSheet['1']!.formation).toBe('tight');
    expect(optionsFor(s, 'american').filter((o) => o.type === 'set-formation-type')).toEqual([{ type: 'set-formation-type', airUnit: 1, formation: 'open' }]);
    expect(emittedCarried(s, 'american', { type: 'set-formation-type', airUnit: 1, formation: 'open' })[0]).toEqual(
      sealedEvent('american', [{ type: 'mission-line-set', airUnit: 1, line: { ...s.missionSheet['1']!, formation: 'open' } }]),
    );
    expect(play(s, 'american', { type: 'set-formation-type', airUnit: 1, formation: 'open' }).state.missionSheet['1']!.formation).toBe('open');
    const landing = introFlying('american', [['american', 1, '1112', 2]], 'landing');
    expect(optionsFor(landing, 'american').some((o) => o.type === 'set-formation-type')).toBe(false);
  });

  it('XII.D.1: the German player drops Rockets at will in any step of his Movement Phase, secretly, for no Movement Factor', () => {
    const armed = (step: 'landing' | 'normal' | 'take-off') =>
      edit(introFlying('german', [['german', 24, '1416', 1]], step), 'german', (p) => (p.airUnit === 24 ? { rocketCapable: true, rockets: true } : null));
    for (const step of ['landing', 'normal', 'take-off'] as const) expect(optionsFor(armed(step), 'german')).toContainEqual({ type: 'jettison-rockets', airUnit: 24 });
    for (const step of ['landing', 'normal', 'take-off'] as const)
      expect(emittedCarried(armed(step), 'german', { type: 'jettison-rockets', airUnit: 24 })[0]).toEqual(sealedEvent('german', [{ type: 'rockets-jettisoned', side: 'german', airUnit: 24 }]));
    const after = play(armed('normal'), 'german', { type: 'jettison-rockets', airUnit: 24 }).state;
    expect(after.german.planes.filter((p) => p.airUnit === 24).map((p) => p.rockets)).toEqual([false, false]);
    expect(after.german.airUnits[23]!.moved.spent).toBe(0);
  });
});
