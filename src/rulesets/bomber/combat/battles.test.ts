import { describe, expect, it } from 'vitest';
import { hexId, neighbour, parseHexId } from '../data/hex-grid.js';
import { offered, play } from '../testing.js';
import { timeoutCommand } from '../timeout-defaults.js';
import { atTakeOffStep, flying, HEX, schweinfurt, startCombat } from './battle-fixtures.js';
import { clockPosition } from './clock.js';

const OTHER = '1716';

describe('Battles (XIII.A, XII.I)', () => {
  it('XIII.A: every hex and Altitude with flying units of both sides is a Battle, found after the Movement Phase, in map order', () => {
    let s = flying(schweinfurt, 'american', 1, { hex: OTHER, altitude: 2 });
    s = flying(s, 'american', 2, { hex: HEX, altitude: 2 });
    s = flying(s, 'american', 3, { hex: HEX, altitude: 1 });
    s = flying(s, 'german', 1, { hex: OTHER, altitude: 2 });
    s = flying(s, 'german', 2, { hex: HEX, altitude: 2 });
    s = flying(s, 'german', 3, { hex: HEX, altitude: 0 });
    const p = startCombat(s, 'german');
    expect(p.of('battles-found')).toEqual([{ type: 'battles-found', spots: [{ hex: HEX, altitude: 2 }, { hex: OTHER, altitude: 2 }] }]);
    expect(p.state.phase).toEqual({ kind: 'combat', order: 'first', side: 'german', step: 'air', battle: 0 });
  });

  it('XII.I: German clock positions come from the Bombers\' facing and the hexside entered by; one that did not move in is at 6 o\'clock', () => {
    // Bombers that entered by side 3 (S) fly north: their front is side 0.
    expect(clockPosition(3, 0)).toBe(12);
    expect(clockPosition(3, 1)).toBe(2);
    expect(clockPosition(3, 3)).toBe(6);
    expect(clockPosition(3, 5)).toBe(10);
    expect(clockPosition(3, null)).toBe(6);
    let s = flying(schweinfurt, 'american', 1, { hex: HEX, altitude: 2, facing: 3 });
    s = flying(s, 'american', 5, { hex: HEX, altitude: 2, facing: 3 });
    s = flying(s, 'german', 1, { hex: HEX, altitude: 2, enteredFrom: 0 });
    s = flying(s, 'german', 2, { hex: HEX, altitude: 2, enteredFrom: 2 });
    s = flying(s, 'german', 3, { hex: HEX, altitude: 2 });
    const [setUp] = startCombat(s, 'german').of('battle-set-up');
    expect(setUp!.formations.map((f) => [f.side, f.airUnit, f.bomber, f.clock, f.revealed])).toEqual([
      ['american', 1, true, null, null],
      ['american', 5, false, null, null],
      ['german', 1, false, 12, null],
      ['german', 2, false, 4, null],
      ['german', 3, false, 6, null],
    ]);
  });

  it('XII.I with flight\'s movement: Bombers fly north into a hex, German Fighters come in from the hex ahead of them: 12 o\'clock', () => {
    const at = (side: number) => hexId(neighbour(parseHexId(HEX), side));
    let s = flying(schweinfurt, 'american', 1, { hex: at(3), altitude: 2, facing: 3 });
    s = flying(s, 'german', 1, { hex: at(0), altitude: 2 });
    s = { ...s, turn: 5, initiative: 'american', phase: { kind: 'movement', order: 'first', side: 'american', step: 'normal' } };
    s = play(s, 'american', { type: 'fly', airUnit: 1, hex: HEX }).state;
    s = play(s, 'american', { type: 'end-movement' }).state;
    s = play(s, 'american', { type: 'end-take-off' }).state;
    expect(s.phase).toMatchObject({ kind: 'movement', order: 'second', side: 'german', step: 'landing' });
    s = play(s, 'german', { type: 'end-landing' }).state;
    s = play(s, 'german', { type: 'fly', airUnit: 1, hex: HEX }).state;
    s = play(s, 'german', { type: 'end-movement' }).state;
    const p = play(s, 'german', { type: 'end-take-off' });
    expect(p.of('battle-set-up')[0]!.formations.map((f) => [f.side, f.airUnit, f.clock])).toEqual([['american', 1, null], ['german', 1, 12]]);
  });

  it('ruling C1: against Bombers with no facing yet (they took off there), every German unit is at 6 o\'clock', () => {
    let s = flying(schweinfurt, 'american', 1, { hex: HEX, altitude: 2 });
    s = flying(s, 'german', 1, { hex: HEX, altitude: 2, enteredFrom: 0 });
    expect(startCombat(s, 'german').of('battle-set-up')[0]!.formations[1]!.clock).toBe(6);
  });

  it('XIII.A: the side that moved orders the Battles: in map order by default; with its standing order "choose", it picks each next one', () => {
    let s = flying(schweinfurt, 'american', 1, { hex: OTHER, altitude: 2 });
    s = flying(s, 'american', 2, { hex: HEX, altitude: 2 });
    s = flying(s, 'german', 1, { hex: OTHER, altitude: 2 });
    s = flying(s, 'german', 2, { hex: HEX, altitude: 2 });
    // The orders written behind the screen with the end of the Take Off Step (ruling E53).
    const p = play(atTakeOffStep(s, 'german'), 'german', { type: 'end-take-off', edits: [{ type: 'set-standing-orders', battles: 'choose', hits: 'last' }] });
    expect(p.state.phase).toMatchObject({ kind: 'combat', step: 'battles', battle: null });
    expect(offered(p.state, 'german', { type: 'fight-battle', battle: 1 })).toBe(true);
    expect(offered(p.state, 'american', { type: 'fight-battle', battle: 1 })).toBe(false);
    const second = play(p.state, 'german', { type: 'fight-battle', battle: 1 });
    expect(second.state.phase).toMatchObject({ step: 'air', battle: 1 });
    expect(second.of('battle-set-up')[0]!.battle).toBe(1);
  });

  it('XIII.A: each Battle runs Air → Flak → Bombing to its end before the next (Flak and Bombing: the bombing helper\'s, placeholders here)', () => {
    let s = flying(schweinfurt, 'american', 5, { hex: OTHER, altitude: 2 });
    s = flying(s, 'american', 6, { hex: HEX, altitude: 2 });
    s = flying(s, 'german', 5, { hex: OTHER, altitude: 2 });
    s = flying(s, 'german', 6, { hex: HEX, altitude: 2 });
    let p = startCombat(s, 'german');
    p = play(p.state, 'german', { type: 'attack', attacker: 1, target: 0, launch: 'guns' });
    p = play(p.state, 'german', { type: 'engage' }, [1, 1]);
    const steps = p.events.flatMap((e) => (e.type === 'phase-entered' ? [`${e.phase.kind === 'combat' ? `${e.phase.step}:${e.phase.battle}` : e.phase.kind}`] : e.type === 'battle-ended' ? [`ended:${e.battle}`] : []));
    expect(steps).toEqual(['flak:0', 'bombing:0', 'ended:0', 'battles:null', 'air:1']);
  });

  it('XIII.F.1: units of both sides at different Altitudes in a hex make no Battle', () => {
    let s = flying(schweinfurt, 'american', 1, { hex: HEX, altitude: 2 });
    s = flying(s, 'german', 1, { hex: HEX, altitude: 1 });
    const p = startCombat(s, 'german');
    expect(p.of('battles-found')).toEqual([]);
    expect(p.state.phase.kind).toBe('movement');
  });
});

describe('Combat timeouts (ruling E21)', () => {
  it('a German out of time lines up the fewest attacks the rules ask, with guns, then fights; an American out of time fights none', () => {
    let s = flying(schweinfurt, 'american', 3, { hex: HEX, altitude: 1 });
    s = flying(s, 'american', 5, { hex: HEX, altitude: 1 });
    s = flying(s, 'german', 1, { hex: HEX, altitude: 1 });
    s = flying(s, 'german', 8, { hex: HEX, altitude: 1, rockets: true });
    s = flying(s, 'german', 2, { hex: HEX, altitude: 1 });
    let g = startCombat(s, 'german').state;
    const sent = [];
    for (let c = timeoutCommand(g, 'german'); c.type !== 'engage'; c = timeoutCommand(g, 'german')) {
      sent.push(c);
      g = play(g, 'german', c).state;
    }
    expect(sent).toEqual([
      { type: 'attack', attacker: 2, target: 0, launch: 'guns' },
      { type: 'attack', attacker: 3, target: 1, launch: 'guns' },
    ]);
    const american = startCombat({ ...s, lastCombat: [{ hex: HEX, altitude: 1 }] }, 'american').state;
    expect(timeoutCommand(american, 'american')).toEqual({ type: 'engage' });
  });
});
