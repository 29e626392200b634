import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { at, eliminated, intro } from '../combat/testing.js';
import { initialBomberState } from '../setup/initial-state.js';
import type { BomberState, MissionLine, PlaneUnit } from '../state.js';
import { edit } from '../testing.js';
import { view } from '../view.js';
import { ViewSchema } from '../view-schema.js';
import { outcome } from './outcome.js';
import { tally } from './tally.js';

/** A state where these Air units bombed these cities for these hits (on Turn 5). */
function bombed(state: BomberState, raids: Readonly<Record<number, readonly [city: string, hits: number]>>): BomberState {
  const lines: Record<string, MissionLine> = {};
  for (const [id, [city, hits]] of Object.entries(raids)) lines[id] = { primary: city, bombAltitude: 2, formation: 'tight', takeOffTurn: 1, land: null, hits };
  const s = edit(state, 'american', () => null, (a) => (raids[a.id] ? { bombedOn: 5 } : null));
  return { ...s, missionSheet: { ...s.missionSheet, ...lines } };
}
const over = (s: BomberState): BomberState => ({ ...s, phase: { kind: 'over', reason: 'last-turn' } });

describe('Victory Points (XV.A)', () => {
  it('XV.A.2: a 2 Strength Point "D" eliminated is worth 12 to the Americans', () => {
    expect(intro.german.planes.find((p) => p.id === 'de7')).toMatchObject({ variant: 'Me-110 D', sp: 2 });
    expect(tally(eliminated(intro, 'german', ['de7'])).american).toMatchObject({ dEliminated: 12, total: 12 });
  });

  it('XV.A.2: eliminations count by Type and original Strength Points, for each side (an FW-190 of 3 SP: 9; a B-17 of 3 SP: 24, a P-47 of 5 SP: 15)', () => {
    const t = tally(eliminated(eliminated(intro, 'german', ['de1']), 'american', ['us1', 'us8']));
    expect([t.american.fEliminated, t.german.bEliminated, t.german.fEliminated]).toEqual([9, 24, 15]);
  });

  it('XV.A.5: 3 hits on Schweinfurt (Target Value 9) are 27', () => {
    const s = bombed(initialBomberState('1943-10-14-schweinfurt'), { 1: ['Schweinfurt', 3] });
    expect(tally(s).american.bombing).toBe(27);
    expect(tally(s).bombing).toEqual({ cities: [{ city: 'Schweinfurt', hits: 3, value: 9, primary: true }], primaryTargetsHit: 1, multiplier: 1 });
  });

  it('XV.A.5: the 1943 Bombing Bonus doubles the Primary Targets\' points for 3 hit and triples them for 4 or more; other Cities and a Primary without hits do not count', () => {
    // The Introductory Game (1943): Primary Targets Ludwigshafen (6), Paris (5), Turin, Milan, Regensburg (7).
    const two = bombed(intro, { 1: ['Paris', 1], 2: ['Regensburg', 1], 3: ['Hamburg', 1], 4: ['Ludwigshafen', 0] });
    expect(tally(two).american.bombing).toBe(5 + 7 + 6);
    const three = bombed(intro, { 1: ['Paris', 1], 2: ['Regensburg', 1], 3: ['Hamburg', 1], 4: ['Ludwigshafen', 1] });
    expect(tally(three).bombing.multiplier).toBe(2);
    expect(tally(three).american.bombing).toBe(2 * (5 + 7 + 6) + 6);
    const four = bombed(intro, { 1: ['Paris', 1], 2: ['Regensburg', 1], 3: ['Turin', 2], 4: ['Ludwigshafen', 1] });
    const turin = tally(four).bombing.cities.find((c) => c.city === 'Turin')!.value;
    expect(tally(four).american.bombing).toBe(3 * (5 + 7 + 2 * turin + 6));
  });

  it('ruling 20: in 1944 the Bombing Bonus asks for 5 Primary Targets (×2)', () => {
    const bigWeek = { ...initialBomberState('1944-02-24-big-week'), cards: { ...intro.cards, hand: ['TC31'] } };
    const four = bombed(bigWeek, { 1: ['Schweinfurt', 1], 2: ['Gotha', 1], 3: ['Rostock', 1], 4: ['Steyr', 1] });
    expect(tally(four).bombing.multiplier).toBe(1);
    expect(tally(bombed(four, { 5: ['Paris', 1] })).bombing.multiplier).toBe(2);
  });

  it('XV.A.1, rulings §4 and §25: 6 for each Bomber Plane unit of an Air unit that hit a Primary Target, was never intercepted and landed', () => {
    const landed = edit(bombed(intro, { 1: ['Paris', 2] }), 'american', (p) => (p.airUnit === 1 ? { ground: 'A' } : null));
    expect(tally(landed).american.noInterception).toBe(18);
    expect(tally(eliminated(landed, 'american', ['us3'])).american.noInterception).toBe(12);
    const intercepted = edit(landed, 'american', () => null, (a) => (a.id === 1 ? { intercepted: true } : null));
    expect(tally(intercepted).american.noInterception).toBe(0);
    const notPrimary = edit(bombed(intro, { 1: ['Hamburg', 2] }), 'american', (p) => (p.airUnit === 1 ? { ground: 'A' } : null));
    expect(tally(notPrimary).american.noInterception).toBe(0);
    const missed = edit(bombed(intro, { 1: ['Paris', 0] }), 'american', (p) => (p.airUnit === 1 ? { ground: 'A' } : null));
    expect(tally(missed).american.noInterception).toBe(0);
    expect(tally(eliminated(landed, 'american', ['us1', 'us2', 'us3'])).american.noInterception).toBe(0);
  });

  it('XV.A.3, ruling 19: the Germans gain 20 for six 3-SP Bomber units eliminated, nothing for five', () => {
    expect(tally(eliminated(intro, 'american', ['us1', 'us2', 'us3', 'us4', 'us5'])).german.bBonus).toBe(0);
    expect(tally(eliminated(intro, 'american', ['us1', 'us2', 'us3', 'us4', 'us5', 'us6'])).german).toMatchObject({ bEliminated: 144, bBonus: 20 });
  });

  it('XV.A.4, ruling 44: hits left on a box that still holds Plane units count by its Type (2 on a B-17 box: 8), whatever marked them', () => {
    const hit = edit(intro, 'american', () => null, (a) => (a.id === 1 ? { hits: 2 } : a.id === 4 ? { hits: 3 } : null));
    expect(tally(hit).german).toMatchObject({ bHits: 8, fHits: 3 });
  });

  it('XV: the scenario\'s German adjustment is the German "Special" line (Ploesti +20, Black Thursday −10)', () => {
    expect(tally(initialBomberState('1943-08-01-ploesti')).german).toMatchObject({ special: 20, total: 20 });
    expect(tally(initialBomberState('1943-10-14-schweinfurt')).german).toMatchObject({ special: -10, total: -10 });
  });
});

/**
 * XV.B's sample needs 24 hits on German Fighter boxes that survive: 12 boxes
 * of 3-SP Fighters with 2 hits each (a third would eliminate one), more
 * than any Sortie scenario fields. So the position is Oschersleben's (1944,
 * German adjustment 0) with its American force and a German force made up
 * to give the sample's lines.
 */
function sampleTallyPosition(): BomberState {
  const s = initialBomberState('1944-01-11-oschersleben');
  const de = (n: number, variant: string, sp: number, airUnit: number, eliminated = false): PlaneUnit => ({
    ...s.german.planes[0]!,
    id: `de${n}`,
    variant,
    sp,
    rocketCapable: false,
    airUnit,
    ground: eliminated ? null : 'A',
    eliminated,
  });
  const german: PlaneUnit[] = [
    ...[1, 2, 3].map((n) => de(n, 'Me-110 N', 2, 21, true)),
    de(4, 'Me-110 N', 2, 22),
    de(5, 'Me-110 N', 2, 23),
    de(6, 'Me-410 D', 2, 24, true),
    de(7, 'Me-110 D', 3, 24, true),
    de(8, 'Me-110 D', 3, 25),
    de(9, 'Me-110 D', 3, 26),
    ...[10, 11, 12].map((n) => de(n, 'FW-190 F', 3, 27, true)),
    de(13, 'Me-109G F', 2, 27, true),
    ...Array.from({ length: 12 }, (_, i) => de(14 + i, 'FW-190 F', 3, 28 + i)),
  ];
  const germanHits: Record<number, number> = { 22: 1, 23: 1, 25: 2, 26: 2, ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [28 + i, 2])) };
  // American: eight 3-SP B-17 units eliminated, the other two in box 1 with 2 hits, four 2-SP B-17 boxes with 1 hit, four P-47 boxes with 4.
  const ids = (variant: string, sp: number) => s.american.planes.filter((p) => p.variant === variant && p.sp === sp).map((p) => p.id);
  const [lost, b3, b2, p47] = [ids('B-17 B', 3).slice(0, 8), ids('B-17 B', 3).slice(8), ids('B-17 B', 2).slice(0, 4), ids('P-47 F', 5).slice(0, 4)];
  const box = new Map<string, number>([...b3.map((id): [string, number] => [id, 1]), ...b2.map((id, i): [string, number] => [id, 2 + i]), ...p47.map((id, i): [string, number] => [id, 10 + i])]);
  const americanHits: Record<number, number> = { 1: 2, 2: 1, 3: 1, 4: 1, 5: 1, 10: 4, 11: 4, 12: 4, 13: 4 };
  const american = edit(
    eliminated(s, 'american', lost),
    'american',
    (p) => (box.has(p.id) ? { airUnit: box.get(p.id)!, ground: 'A' } : null),
    (a) => ({ hits: americanHits[a.id] ?? 0 }),
  );
  return { ...american, german: { ...american.german, planes: german, airUnits: american.german.airUnits.map((a) => ({ ...a, hits: germanHits[a.id] ?? 0 })) } };
}

describe('The Victory Point tally (XV.B)', () => {
  it('XV.B: reproduces the sample tally from a position that gives it (rulings 18–19), and the Mission Sheet form\'s BOMBING and TOTAL lines (ruling 45)', () => {
    const t = tally(sampleTallyPosition());
    expect(t.american).toEqual({ noInterception: 0, nEliminated: 48, dEliminated: 30, fEliminated: 33, nHits: 8, dHits: 12, fHits: 24, bombing: 0, total: 155 });
    expect(t.german).toEqual({ bEliminated: 192, bBonus: 20, fEliminated: 0, bHits: 24, fHits: 16, special: 0, total: 252 });
    expect(outcome(over(sampleTallyPosition()))).toMatchObject({ result: 'german-victory', winners: ['german'], detail: t });
  });
});

describe('The winner (XV, rulings §27)', () => {
  it('XV: the side with more Victory Points wins', () => {
    const o = outcome(over(bombed(intro, { 1: ['Hamburg', 2] })))!;
    expect([o.result, o.winners, o.summary]).toEqual(['american-victory', ['american'], 'The day is over (after Turn 33): American 12, German 0 Victory Points; the American side wins.']);
  });

  it('rulings §27: equal Victory Points are a draw, with no winner', () => {
    expect(outcome(over(intro))).toMatchObject({ result: 'draw', winners: [] });
  });

  it('the outcome and its tally are shown only once the game is over, to every viewer alike, as the view schema declares', () => {
    const playing = at(bombed(intro, { 1: ['Hamburg', 2] }), 5);
    expect(outcome(playing)).toBeNull();
    expect(view(playing, { kind: 'seat', seat: 'german' }).outcome).toBeNull();
    const ended = over(playing);
    const views = (['american', 'german'] as const).map((seat) => view(ended, { kind: 'seat', seat }));
    for (const v of [...views, view(ended, { kind: 'public' })]) {
      expect(v.outcome).toEqual({ ...outcome(ended), winners: ['american'] });
      expect(Value.Check(ViewSchema, v)).toBe(true);
    }
  });
});
