/** The German player's Air Combat line-up (XIII.F, rulings §10–11, §23) on a staged Battle over Aachen's hex (combat's fixtures). */
import { describe, expect, it } from 'vitest';
import { battle } from '../combat/battle-fixtures.js';
import type { BomberCommand } from '../commands.js';
import { prompts } from '../prompts.js';
import type { BomberState } from '../state.js';
import { play } from '../testing.js';
import { view } from '../view.js';
import { germanCommand, type Roll } from './index.js';
import type { RulesVersion } from '../editions.js';
import { BIG_BOX_SP, bomberSpSeen, FRAGILE_SP, strengthOf } from './air-combat.js';
import { GermanKnowledge } from './knowledge.js';
import { BIG_TARGET_SP } from '../data/cards/combat-modifiers.js';

/** The German player's attacks, one by one, until it engages; the line-up as assigned. */
function lineUp(start: BomberState, edition: RulesVersion = 5, roll: Roll = () => 1): { attacks: Extract<BomberCommand, { type: 'attack' }>[]; last: BomberCommand; state: BomberState } {
  let s = start;
  const attacks: Extract<BomberCommand, { type: 'attack' }>[] = [];
  for (;;) {
    expect(prompts(s).find((p) => p.seat === 'german')?.kind).toBe('air-combat');
    const c = germanCommand(view(s, { kind: 'seat', seat: 'german' }), roll, edition);
    if (c.type !== 'attack') return { attacks, last: c, state: s };
    attacks.push(c);
    s = play(s, 'german', c).state;
  }
}

describe('Air Combat line-up (XIII.F)', () => {
  // B-17s (Air unit 1) escorted by P-47s (5); Me-110 Destroyers with Rockets (10), FW-190s (1 and 2) with guns.
  const p = battle([['american', 1], ['american', 5], ['german', 10, { rockets: true }], ['german', 1], ['german', 2]]);
  const formations = p.state.battles[0]!.formations;
  const isBomber = (i: number) => formations[i]!.bomber;
  const rocketCarrier = formations.findIndex((f) => f.side === 'german' && f.airUnit === 10);

  it('sends the Rocket carriers at the Bombers, never at the Escorts, with a Close launch at a big Bomber formation; guns take the Escorts; then engages', () => {
    const { attacks, last } = lineUp(p.state);
    expect(last).toEqual({ type: 'engage' });
    const rockets = attacks.filter((a) => a.attacker === rocketCarrier);
    expect(rockets).toHaveLength(1);
    expect(isBomber(rockets[0]!.target)).toBe(true);
    expect(rockets[0]!.launch).toBe('close');
    const escort = formations.findIndex((f) => f.side === 'american' && !f.bomber);
    expect(attacks.some((a) => a.target === escort && a.launch === 'guns')).toBe(true);
  });

  it('lines up the Fighters first, a Fighter taking the Escort, the Destroyers after them; a Close launch only at 7 or more Strength Points as the German can tell them', () => {
    const { attacks } = lineUp(p.state);
    const k = new GermanKnowledge(view(p.state, { kind: 'seat', seat: 'german' }));
    const typeOf = (i: number) => k.typeOf(formations[i]!.airUnit);
    expect(attacks.map((a) => typeOf(a.attacker))).toEqual(['F', 'F', 'D']);
    const escort = formations.findIndex((f) => f.side === 'american' && !f.bomber);
    expect(typeOf(attacks.find((a) => a.target === escort)!.attacker)).toBe('F');
    const rockets = attacks.find((a) => a.attacker === rocketCarrier)!;
    expect(bomberSpSeen(k, k.view.battles[0]!, rockets.target)).toBeGreaterThanOrEqual(BIG_TARGET_SP);
  });

  it('gangs up: an attacker left over once every defender has one joins an attack on a Bomber', () => {
    const { attacks } = lineUp(p.state);
    const germans = formations.filter((f) => f.side === 'german').length;
    expect(attacks).toHaveLength(germans);
    const onBombers = attacks.filter((a) => isBomber(a.target));
    expect(onBombers.length).toBeGreaterThanOrEqual(2);
  });

  it('launches Distant at a small Bomber formation (one B-24 Plane unit), out of its return fire', () => {
    const small = battle([['american', 4], ['german', 10, { rockets: true }]]);
    const k = new GermanKnowledge(view(small.state, { kind: 'seat', seat: 'german' }));
    expect(bomberSpSeen(k, k.view.battles[0]!, 0)).toBeLessThan(BIG_TARGET_SP);
    const { attacks } = lineUp(small.state);
    expect(attacks).toEqual([expect.objectContaining({ launch: 'distant' })]);
  });

  it('does not throw a fragile unit alone at a big box (ruling E67): the 2-SP Me-109AS waits for the FW-190s to go in first', () => {
    // The 12-SP B-17 box (1, 6 × 2 SP); the Me-109AS (9, one 2-SP Plane unit) and FW-190s (2, 2 × 3 SP).
    const p2 = battle([['american', 1], ['german', 9], ['german', 2]]);
    const k = new GermanKnowledge(view(p2.state, { kind: 'seat', seat: 'german' }));
    const f = p2.state.battles[0]!.formations;
    const of = (side: string, airUnit: number) => f.findIndex((x) => x.side === side && x.airUnit === airUnit);
    const [box, fragile] = [of('american', 1), of('german', 9)];
    expect(bomberSpSeen(k, k.view.battles[0]!, box)).toBeGreaterThanOrEqual(BIG_BOX_SP);
    expect(strengthOf(k, 9)).toBeLessThanOrEqual(FRAGILE_SP);
    const alone = (attacks: Extract<BomberCommand, { type: 'attack' }>[]) => {
      const i = attacks.findIndex((a) => a.attacker === fragile);
      return attacks[i]!.target === box && !attacks.slice(0, i).some((a) => a.target === box);
    };
    // Whichever way the ties fall.
    const lastOfTies: Roll = (sides) => sides;
    expect(alone(lineUp(p2.state).attacks)).toBe(false);
    expect(alone(lineUp(p2.state, 5, lastOfTies).attacks)).toBe(false);
    // Version 4 left it to the tie: in first, alone, into the box's full return fire.
    expect(alone(lineUp(p2.state, 4, lastOfTies).attacks)).toBe(true);
  });
});
