import { describe, expect, it } from 'vitest';
import { play } from '../testing.js';
import type { BomberState } from '../state.js';
import { emitted, introFlying, sealedEvent } from './flight-testing.js';

/** German Air unit 22 (Me-109G) at Altitude 1 in 1214, where an Air Combat was fought last Combat Phase, with the American P-47 unit 4 there at `p47`. */
function engaged(p47: 0 | 1 | 2, fought = true): BomberState {
  const s = introFlying('german', [['german', 22, '1214', 1], ['american', 4, '1214', p47], ['american', 1, '1214', 2]]);
  return { ...s, lastCombat: fought ? [{ hex: '1214', altitude: 1 }] : [] };
}
const spent = (s: BomberState) => s.german.airUnits[21]!.moved.spent;

describe('Breaking contact (XII.C.4)', () => {
  it('XII.C.4: leaving a hex of last Combat Phase\'s Air Combat costs a Fighter one more Movement Factor where an opposing Fighter is at its Altitude or higher; the payment is secret', () => {
    expect(spent(play(engaged(1), 'german', { type: 'fly', airUnit: 22, hex: '1315' }).state)).toBe(2);
    expect(spent(play(engaged(2), 'german', { type: 'fly', airUnit: 22, hex: '1315' }).state)).toBe(2);
    // Paid inside the hidden event every hex step brings (E34): nobody can count the payments.
    expect(emitted(engaged(1), 'german', { type: 'fly', airUnit: 22, hex: '1315' })[0]).toEqual(sealedEvent('german', [{ type: 'contact-broken', side: 'german', airUnit: 22 }]));
  });

  it('XII.C.4: no cost below the opposing Fighters, where no Air Combat was fought, or against Bombers only', () => {
    expect(spent(play(engaged(0), 'german', { type: 'fly', airUnit: 22, hex: '1315' }).state)).toBe(1);
    expect(spent(play(engaged(2, false), 'german', { type: 'fly', airUnit: 22, hex: '1315' }).state)).toBe(1);
    const bombersOnly = { ...introFlying('german', [['german', 22, '1214', 1], ['american', 1, '1214', 2]]), lastCombat: [{ hex: '1214', altitude: 2 } as const] };
    expect(spent(play(bombersOnly, 'german', { type: 'fly', airUnit: 22, hex: '1315' }).state)).toBe(1);
  });

  it('XII.C.4, ruling E15: a climb in the hex costs it too, once a Phase — having broken contact, the unit leaves for one', () => {
    const climbed = play(engaged(2), 'german', { type: 'climb', airUnit: 22 }).state;
    expect(spent(climbed)).toBe(2);
    expect(spent(play(climbed, 'german', { type: 'fly', airUnit: 22, hex: '1315' }).state)).toBe(3);
  });

  it('XII.C.4: Bombers never pay to break contact', () => {
    const s = { ...introFlying('american', [['american', 1, '1214', 1], ['german', 21, '1214', 2]]), lastCombat: [{ hex: '1214', altitude: 1 } as const] };
    expect(play(s, 'american', { type: 'fly', airUnit: 1, hex: '1114' }).state.american.airUnits[0]!.moved.spent).toBe(1);
  });
});
