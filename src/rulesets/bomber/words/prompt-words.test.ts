import { describe, expect, it } from 'vitest';
import { at, intro, overCity } from '../combat/testing.js';
import { contextOf } from '../context.js';
import { airborne, moving, setUpState } from '../flight/flight-testing.js';
import { bomberRuleset } from '../index.js';
import { prompts, type BomberPrompt } from '../prompts.js';
import { hexOfLocation, locationOf, type BomberState, type Side } from '../state.js';

const promptOf = (s: BomberState, side: Side): BomberPrompt => prompts(s).find((p) => p.seat === side)!;
const index = (p: BomberPrompt, type: string, airUnit?: number) => p.options.findIndex((o) => o.type === type && (airUnit === undefined || ('airUnit' in o && o.airUnit === airUnit)));
const cautionOf = (p: BomberPrompt, option: number) => p.cautions?.find((c) => c.option === option)?.text;

/** The Introductory Game on Turn 3, American Air unit 1 (B-17s plotted to Paris) flying over German-held land at hex 1314, Altitude 0, its Endurance unit in box `endurance`. */
const overLille = (step: 'landing' | 'normal', endurance: number) => ({ ...airborne(setUpState('introductory-paris'), 'american', 1, '1314', 0, { endurance }), turn: 3, phase: moving('american', step) });

describe('Bomber prompts in words: labels, cautions and notes for their own seat', () => {
  it('labels every option, parallel to options: a climb with what it costs and what is left', () => {
    const p = promptOf(overLille('normal', 30), 'american');
    expect(p.labels).toHaveLength(p.options.length);
    expect(p.labels![index(p, 'climb', 1)]).toMatch(/^Climb Air unit 1 to Altitude 1 \(costs \d Movement Factors?; \d+ left\)$/);
    expect(p.labels![index(p, 'fly', 1)]).toMatch(/^Fly Air unit 1 into hex \d{4}.* \(\d+ Movement Factors left after\)$/);
    expect(p.labels!.every((l) => !/[{}"]|airUnit/.test(l))).toBe(true);
  });

  it('are in the prompts the ruleset serves (with their suggestions), not only in the bare ones', () => {
    const state = overLille('landing', 3);
    const served = bomberRuleset.prompts(state).find((p) => p.seat === 'american')!;
    const bare = promptOf(state, 'american');
    expect(served.labels).toEqual(bare.labels);
    expect(served.cautions).toEqual(bare.cautions);
    expect(served.cautions!.length).toBeGreaterThan(0);
    expect(served.notes).toEqual(bare.notes);
  });

  it('cautions a landing that crashes the unit: no Base of its own nor friendly land there', () => {
    const p = promptOf(overLille('landing', 3), 'american');
    const land = index(p, 'land', 1);
    expect(land).toBeGreaterThanOrEqual(0);
    expect(p.labels![land]).toBe('Land Air unit 1 in hex 1314 (no friendly land here: it crashes)');
    expect(cautionOf(p, land)).toMatch(/^Air unit 1 has no Base of its own nor friendly land in hex 1314: landing here crashes it/);
    // At its own Base, the landing needs no confirming.
    const home = hexOfLocation(locationOf(intro, 'american', 1))!;
    const atBase = promptOf({ ...airborne(setUpState('introductory-paris'), 'american', 1, home, 0, { endurance: 3 }), turn: 3, phase: moving('american', 'landing') }, 'american');
    expect(cautionOf(atBase, index(atBase, 'land', 1))).toBeUndefined();
  });

  it('cautions a flight that leaves a unit whose Endurance runs out where it cannot land, and staying there', () => {
    const short = promptOf(overLille('normal', 4), 'american');
    const flies = short.options.flatMap((o, i) => (o.type === 'fly' ? [i] : []));
    expect(flies.some((i) => /Endurance runs out: it must land in the next Landing Step/.test(cautionOf(short, i) ?? ''))).toBe(true);
    expect(cautionOf(short, index(short, 'end-movement'))).toMatch(/^Air unit 1 runs out of Endurance where it cannot land/);
    const long = promptOf(overLille('normal', 30), 'american');
    expect(long.cautions ?? []).toEqual([]);
  });

  it('cautions the offer to end the game, at readiness', () => {
    const p = promptOf(intro, 'american');
    const offer = index(p, 'offer-end');
    expect(p.labels![offer]).toBe('Offer to end the game by agreement');
    expect(cautionOf(p, offer)).toMatch(/^If the German offers too this Turn, the game ends now/);
  });

  it('notes why a Bomber over its target is not offered the bombing: it flies at another Altitude than the plotted Bomb Altitude', () => {
    const low = overCity(intro, 1, 'Paris', 0);
    const plotted2 = at({ ...low, missionSheet: { ...low.missionSheet, '1': { ...low.missionSheet['1']!, bombAltitude: 2 } } }, 3);
    const p = promptOf(plotted2, 'american');
    expect(p.kind).toBe('bombing');
    expect(index(p, 'announce-bombing', 1)).toBe(-1);
    expect(p.notes).toEqual(['Air unit 1 is over its target Paris at Altitude 0, but its plotted Bomb Altitude is 2: it may bomb only at Altitude 2 (VII.B.1, XIII.G).']);
    // Still flying there in its Movement Phase, it is told so in time to change its Altitude.
    expect(promptOf({ ...plotted2, phase: moving('american', 'normal') }, 'american').notes).toEqual([
      'Air unit 1 is over its target Paris at Altitude 0, but its plotted Bomb Altitude is 2: it may bomb only at Altitude 2 (VII.B.1, XIII.G): climb or dive before the Combat Phase.',
    ]);
    const right = promptOf(at(low, 3), 'american');
    expect(right.labels![index(right, 'announce-bombing', 1)]).toBe('Air unit 1 bombs Paris now, at Altitude 0');
    expect(right.notes ?? []).toEqual([]);
  });

  it('notes why a unit with ready Plane units is not offered a take-off: its Base is full this Turn', () => {
    const s: BomberState = { ...setUpState('introductory-paris'), turn: 2, phase: moving('german', 'take-off') };
    const open = promptOf(s, 'german');
    expect(index(open, 'take-off', 21)).toBeGreaterThanOrEqual(0);
    const hex = hexOfLocation(locationOf(s, 'german', 21))!;
    const capacity = contextOf(s.scenario).base('german', hex)!.capacity;
    const full = promptOf({ ...s, german: { ...s.german, capacityUsed: { ...s.german.capacityUsed, [hex]: { ready: 0, takeOff: capacity } } } }, 'german');
    expect(index(full, 'take-off', 21)).toBe(-1);
    expect(full.notes).toEqual([expect.stringMatching(new RegExp(`^Air unit 21 has Plane units ready in hex ${hex} \\(.*Base\\), but that Base's take-off capacity is used up this Turn \\(IX\\.H, rulings §9\\)\\.$`))]);
  });
});
