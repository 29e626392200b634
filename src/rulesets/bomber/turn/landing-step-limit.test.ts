/**
 * Ruling E50: the American Landing Step needs no six-Bomber check of its own
 * (IX.F, rulings §16): it cannot end with more than six Bomber Air units at a
 * spot, nor with them facing apart. A unit that moves in it must land before
 * it ends (rulings §22), and a landed one is not flying; units due from
 * Africa are placed only in the Normal Movement Step.
 */
import { describe, expect, it } from 'vitest';
import { spotsOverLimit } from '../flight/bomber-limit.js';
import { airborne, moving, setUpState } from '../flight/flight-testing.js';
import { isBomberUnit } from '../flight/flying.js';
import { optionsFor } from '../prompts.js';
import type { BomberState, Phase } from '../state.js';
import { play, setUp, stateOf } from '../testing.js';

/** Big Week on Turn 3 in the American Landing Step: its seven Bomber Air units, six of them at 1112, Altitude 2, facing 3. */
const crowded = ((): { state: BomberState; seventh: number } => {
  const s = setUpState('1944-02-24-big-week');
  const bombers = s.american.airUnits.filter((a) => isBomberUnit(s, 'american', a.id)).map((a) => a.id);
  let state: BomberState = { ...s, turn: 3, phase: moving('american', 'landing') };
  for (const id of bombers.slice(0, 6)) state = airborne(state, 'american', id, '1112', 2, { counter: { at: { hex: '1112' }, flying: true, facing: 3 } });
  return { state, seventh: bombers[6]! };
})();

/** The seventh Bomber Air unit at `hex` and `altitude`, a feint on its Mission Sheet line, so that it may land by choice (rulings §20) and need not. */
function seventhAt(hex: string, altitude: 0 | 1 | 2): BomberState {
  const { state, seventh } = crowded;
  const s = airborne(state, 'american', seventh, hex, altitude);
  return { ...s, missionSheet: { ...s.missionSheet, [String(seventh)]: { ...s.missionSheet[String(seventh)]!, primary: 'feint' } } };
}

const endsLanding = (s: BomberState) => optionsFor(s, 'american').some((o) => o.type === 'end-landing');
const flyingAt = (s: BomberState, hex: string) => s.american.airUnits.filter((a) => a.counter?.flying === true && 'hex' in a.counter.at && a.counter.at.hex === hex).length;

describe('Ruling E50: the six-Bomber limit after the Landing Step (IX.F, rulings §16, §22)', () => {
  it('ruling E50: a Bomber that flies into a spot holding six in the Landing Step must land there before the step ends, which leaves six', () => {
    const { seventh } = crowded;
    const before = seventhAt('1113', 2);
    expect(spotsOverLimit(before)).toEqual([]);
    expect(endsLanding(before)).toBe(true);
    const inside = play(before, 'american', { type: 'fly', airUnit: seventh, hex: '1112' }).state;
    expect(spotsOverLimit(inside)).toEqual([{ hex: '1112', altitude: 2 }]);
    expect(endsLanding(inside)).toBe(false);
    expect(optionsFor(inside, 'american')).toContainEqual({ type: 'land', airUnit: seventh });
    const landed = play(inside, 'american', { type: 'land', airUnit: seventh }).state;
    expect(flyingAt(landed, '1112')).toBe(6);
    expect(spotsOverLimit(landed)).toEqual([]);
    expect(endsLanding(landed)).toBe(true);
  });

  it('ruling E50: so does one that climbs into a spot holding six', () => {
    const { seventh } = crowded;
    const inside = play(seventhAt('1112', 1), 'american', { type: 'climb', airUnit: seventh }).state;
    expect(spotsOverLimit(inside)).toEqual([{ hex: '1112', altitude: 2 }]);
    expect(endsLanding(inside)).toBe(false);
    const landed = play(inside, 'american', { type: 'land', airUnit: seventh }).state;
    expect(spotsOverLimit(landed)).toEqual([]);
    expect(endsLanding(landed)).toBe(true);
  });

  it('ruling E50: an Air unit due from Africa is not placed in the Landing Step, only in the Normal Movement Step (where ruling E20 keeps the limit)', () => {
    // Wiener Neustadt: a Bomber Air unit up from the Tunisia Base Box on Turn 3 is due in a "4T" Entry hex on Turn 7.
    const s = stateOf(setUp('1943-11-02-wiener-neustadt'));
    const tunisian = s.american.airUnits.find((a) => a.counter && 'africa' in a.counter.at)!.id;
    const up = play({ ...s, turn: 3, phase: moving('american', 'take-off') }, 'american', { type: 'take-off-africa', airUnit: tunisian }).state;
    const at = (phase: Phase) => optionsFor({ ...up, turn: 7, phase }, 'american').filter((o) => o.type === 'enter-map');
    expect(at(moving('american', 'landing'))).toEqual([]);
    expect(at(moving('american', 'normal'))).toContainEqual({ type: 'enter-map', airUnit: tunisian, hex: '3032' });
  });
});
