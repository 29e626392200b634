import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../kernel/dice.js';
import { decide } from '../decide.js';
import { announcementOptions } from './bomb-run.js';
import { bomberRuleset } from '../index.js';
import { optionsFor, prompts } from '../prompts.js';
import type { BomberState } from '../state.js';
import { play, setUp, stateOf } from '../testing.js';
import { view } from '../view.js';
import { at, eliminated, intro, overCity } from './testing.js';

const bomb = (s: BomberState, airUnits: readonly number[], dice: readonly number[]) => {
  let state = s;
  for (const airUnit of airUnits) state = play(state, 'american', { type: 'announce-bombing', airUnit }).state;
  return play(state, 'american', { type: 'end-announcement' }, dice);
};
const german = (s: BomberState) => view(s, { kind: 'seat', seat: 'german' });
/** The American's options in the announcement (his prompt also offers his standing orders). */
const announcing = (s: BomberState) => optionsFor(s, 'american').filter((o) => o.type === 'announce-bombing' || o.type === 'end-announcement');

describe('Bombing Combat Step (XIII.H)', () => {
  it('XIII.B.4, XIII.H: one die for the Air unit on the Bombing Hit Chart by Model, current SP, Altitude and Turns in the air; the hits go on the Mission Sheet, public', () => {
    const p = bomb(at(overCity(intro, 1, 'Paris', 2), 4), [1], [1, 4]);
    expect(p.of('bombed')).toEqual([{ type: 'bombed', airUnit: 1, city: 'Paris', variant: 'B-17 B', sp: 9, altitude: 2, turnsInAir: 3, table: 7, die: 4, hits: 2 }]);
    expect(p.state.missionSheet['1']!.hits).toBe(2);
    expect(p.state.american.airUnits[0]!.bombedOn).toBe(4);
    expect(german(p.state).bombing).toEqual([{ airUnit: 1, city: 'Paris', turn: 4, hits: 2 }]);
    expect(german(p.state).missionSheet).toBeNull();
  });

  it('XIII.B.4: the current Strength Points bomb, after the Flak\'s hits (9 SP less a Plane unit and a hit: 5)', () => {
    const fewer = { ...eliminated(overCity(intro, 1, 'Aachen', 2), 'american', ['us3']), flak: { Aachen: { heavy: 1, light: 0 } } };
    const p = bomb(at(fewer, 3), [1], [6, 5]);
    expect(p.of('bombed').map((b) => [b.sp, b.table, b.die, b.hits])).toEqual([[5, 4, 5, 1]]);
  });

  it('XIII.B.4, ruling 17: the longer in the air, the smaller the load (Table 7 after 1 Turn, 5 after 10)', () => {
    const early = bomb(at(overCity(intro, 1, 'Paris', 2), 2), [1], [1, 1]);
    const late = bomb(at(overCity(intro, 1, 'Paris', 2), 11), [1], [1, 1]);
    expect([early, late].map((p) => p.of('bombed').map((b) => [b.turnsInAir, b.table]))).toEqual([[[1, 7]], [[10, 5]]]);
  });

  it('XIII.H: Air units bomb in the order of their numbers, whatever the order announced', () => {
    const p = bomb(at(overCity(overCity(intro, 2, 'Paris', 2), 1, 'Paris', 2), 3), [2, 1], [1, 1, 1, 1]);
    expect(p.of('bombed').map((b) => b.airUnit)).toEqual([1, 2]);
  });

  it('XIII.H: a Bomber Air unit bombs once a day: the next American Combat Phase does not offer it again', () => {
    const done = bomb(at(overCity(intro, 1, 'Paris', 2), 3), [1], [1, 1]).state;
    expect(announcing(at(done, 4))).toEqual([{ type: 'end-announcement' }]);
  });

  it('rulings §20: the American may put off bombing (no die rolled), and is asked again in a later Combat Phase', () => {
    const s = at(overCity(intro, 1, 'Paris', 2), 3);
    expect(announcing(s)).toEqual([{ type: 'announce-bombing', airUnit: 1 }, { type: 'end-announcement' }]);
    expect(announcementOptions(s, ['2017'])).toEqual([{ type: 'end-announcement' }]);
    const p = play(s, 'american', { type: 'end-announcement' });
    expect(p.of('flak-fired')).toEqual([]);
    expect(p.of('bombed')).toEqual([]);
    expect(p.state.phase).toMatchObject({ kind: 'movement', side: 'german' });
    expect(announcing(at(p.state, 4))).toContainEqual({ type: 'announce-bombing', airUnit: 1 });
  });

  it('VII.A.1, VII.B.1: only over the plotted target at the plotted Bomb Altitude; never a feint, never a Fighter', () => {
    const s = overCity(intro, 1, 'Paris', 2);
    const low = { ...s, american: { ...s.american, planes: s.american.planes.map((p) => (p.airUnit === 1 ? { ...p, altitude: 1 as const } : p)) } };
    const elsewhere = { ...s, missionSheet: { ...s.missionSheet, '1': { ...s.missionSheet['1']!, primary: 'Ludwigshafen' } } };
    const feint = { ...s, missionSheet: { ...s.missionSheet, '1': { ...s.missionSheet['1']!, primary: 'feint' } } };
    for (const state of [low, elsewhere, feint]) expect(announcing(at(state, 3))).toEqual([{ type: 'end-announcement' }]);
  });

  it('XIII.H: Bombers bomb only in the American Combat Phase: in the German one nobody is asked', () => {
    const s = at(overCity(intro, 1, 'Paris', 2), 3, { kind: 'combat', order: 'second', side: 'german', step: 'battles', battle: null });
    expect(prompts(s)).toEqual([]);
  });

  it('hidden information: the question is asked wherever an American counter stands in a Target City\'s hex, alike whether a Bomber there may bomb; announcing makes its target and Altitude public', () => {
    const ready = at(overCity(intro, 1, 'Paris', 2), 3);
    const notReady = { ...ready, missionSheet: { ...ready.missionSheet, '1': { ...ready.missionSheet['1']!, bombAltitude: 1 as const } } };
    expect(announcing(notReady)).toEqual([{ type: 'end-announcement' }]);
    expect(german(notReady).waitingFor).toEqual(german(ready).waitingFor);
    expect(german(ready).waitingFor).toEqual([{ seat: 'american', kind: 'bombing', text: 'Turn 3: announce which Bomber Air units bomb in this Combat Phase (XIII.G).' }]);
    const decision = decide(ready, 'american', { type: 'announce-bombing', airUnit: 1 }, fixedDice([]));
    if (!decision.ok) throw new Error(decision.reason);
    expect(decision.events).toEqual([{ event: { type: 'bombing-announced', airUnit: 1, city: 'Paris', hex: '1217', altitude: 2 } }]);
    expect(bomberRuleset.reveals?.(decision.events[0]!.event, ready, ready)).toBe(true);
    const announced = play(ready, 'american', { type: 'announce-bombing', airUnit: 1 }).state;
    expect([german(ready).announced, german(announced).announced]).toEqual([[], [{ airUnit: 1, city: 'Paris', hex: '1217', altitude: 2 }]]);
    expect([german(announced).missionSheet, german(announced).airStatus.american]).toEqual([null, undefined]);
  });

  it('no American counter in a Target City\'s hex: the Flak and Bombing Steps pass without asking', () => {
    expect(prompts(at(intro, 3))).toEqual([]);
  });

  it('ruling 52: American counters at Foggia, Allied in Big Week, bring no question: its City is no target', () => {
    const bigWeek = stateOf(setUp('1944-02-24-big-week'));
    expect(bigWeek.american.airUnits.some((a) => a.counter !== null && 'hex' in a.counter.at && a.counter.at.hex === '3030')).toBe(true);
    expect(prompts(at(bigWeek, 3))).toEqual([]);
  });

  it('ruling 53: the announcement comes before the Battles; the spots where announced Bombers bomb join them, each fought Air, then Flak, then Bombing', () => {
    const s = at(overCity(intro, 1, 'Paris', 2), 3);
    const announced = play(s, 'american', { type: 'announce-bombing', airUnit: 1 }).state;
    const p = play(announced, 'american', { type: 'end-announcement' }, [1, 1]);
    expect(p.of('battles-found')).toEqual([{ type: 'battles-found', spots: [{ hex: '1217', altitude: 2 }] }]);
    const steps = p.events.flatMap((e) => (e.type === 'phase-entered' && e.phase.kind === 'combat' ? [e.phase.step] : e.type === 'flak-fired' || e.type === 'bombed' ? [e.type] : []));
    expect(steps).toEqual(['air', 'flak', 'flak-fired', 'bombing', 'bombed', 'battles']);
    expect(p.of('battle-ended')).toEqual([{ type: 'battle-ended', battle: 0 }]);
  });
});
