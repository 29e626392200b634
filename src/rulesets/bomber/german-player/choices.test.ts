/**
 * The server's German player's choices on positions: set-up (Flak on the
 * likely targets in reach, Fighters forward and Destroyers deeper, a cover
 * and bluffs), readiness (everything towards "D", Rockets where no Escort
 * reaches), take-off timing, and landing before fuel and night. Its ties are
 * settled by a roll: here one that must not be asked, or a fixed one.
 */
import { describe, expect, it } from 'vitest';
import { DATA } from '../context.js';
import type { BomberCommand } from '../commands.js';
import { optionsFor } from '../prompts.js';
import type { BomberState } from '../state.js';
import { sealedChoice } from '../decide.js';
import { edit, firstOption, newGame, play, send, setUp, stateOf, submitWith, type Game } from '../testing.js';
import { view } from '../view.js';
import { germanCommand, type Roll } from './index.js';
import type { RulesVersion } from '../editions.js';
import { GermanKnowledge } from './knowledge.js';
import { offLane } from './lanes.js';
import { escortsCanReach } from './readiness.js';
import { hexesApart, likelihoodOf, likelyTargets, mainTargets } from './targets.js';
import { bomberOdds } from './quarry.js';
import { tracks } from './interception.js';
import { clockPosition } from '../combat/clock.js';
import { hexId, neighbour, parseHexId } from '../data/hex-grid.js';

const germanView = (s: BomberState) => view(s, { kind: 'seat', seat: 'german' });
/** Ties settled by the first choice. */
const firstOfTies: Roll = () => 1;
const choose = (s: BomberState, roll: Roll = firstOfTies, edition: RulesVersion = 5): BomberCommand => germanCommand(germanView(s), roll, edition);

/** Sends the German player's commands while the German is prompted in this phase kind. */
function germanPlays(g: Game, kind: BomberState['phase']['kind']): Game {
  let game = g;
  while (stateOf(game).phase.kind === kind && optionsFor(stateOf(game), 'german').length > 0) game = send(game, 'german', sealedChoice(stateOf(game), 'german', (draft) => choose(draft)));
  return game;
}

/** A scenario to the German map set-up's end, the German played by the German player, the American the suggested way. */
function germanSetUp(scenario: string): Game {
  let g = newGame(scenario, 'choices');
  while (stateOf(g).phase.kind === 'target-cards') g = send(g, 'american', firstOption(stateOf(g), 'american', 'keep-target-card') ?? optionsFor(stateOf(g), 'american')[0]!);
  g = submitWith(g, 'american', 'submit-air-status', [{ type: 'pack-suggested' }]);
  return germanPlays(germanPlays(g, 'air-status'), 'map-setup');
}

describe('set-up (V, VI.B)', () => {
  const g = germanSetUp('1943-10-14-schweinfurt');
  const s = stateOf(g);

  it('puts every Flak unit on a likely target in reach of the Bombers, the historical one first and most', () => {
    const placed = Object.entries(s.flak).filter(([, f]) => f.heavy + f.light > 0);
    const units = placed.reduce((n, [, f]) => n + f.heavy + f.light, 0);
    expect(units).toBe(6 + 3);
    for (const [city] of placed) expect(likelihoodOf(s.scenario, city)).toBeGreaterThan(0);
    const [likeliest] = likelyTargets(s.scenario);
    expect(likeliest!.city).toBe('Schweinfurt');
    const most = Math.max(...placed.map(([, f]) => f.heavy + f.light));
    expect(s.flak.Schweinfurt!.heavy + s.flak.Schweinfurt!.light).toBe(most);
  });

  it('puts Rocket units on Destroyer and Night Fighter boxes only', () => {
    const k = new GermanKnowledge(germanView(s));
    for (const p of s.german.planes.filter((x) => x.rockets)) expect(['D', 'N']).toContain(k.typeOf(p.airUnit!));
    expect(s.german.planes.some((p) => p.rockets)).toBe(true);
  });

  it('places Fighters forward on the approach lanes and Destroyers deeper, the deep ones behind a cover counter, and a few bluffs', () => {
    const k = new GermanKnowledge(germanView(s));
    const [target] = mainTargets(s.scenario);
    const depth = (id: number) => hexesApart(target!.from, k.hexOf(id)!);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const fighters = k.loadedAirUnits.filter((id) => k.typeOf(id) === 'F');
    const deep = k.loadedAirUnits.filter((id) => k.typeOf(id) === 'D' || k.typeOf(id) === 'N');
    expect(fighters.length * deep.length).toBeGreaterThan(0);
    expect(mean(deep.map(depth))).toBeGreaterThan(mean(fighters.map(depth)));
    for (const id of k.loadedAirUnits) expect(k.hexOf(id)).not.toBeNull();
    const empty = s.german.airUnits.filter((a) => a.counter !== null && k.planesIn(a.id).length === 0);
    const covered = s.german.airUnits.filter((a) => a.coveredBy !== null);
    expect(covered.length).toBeGreaterThan(0);
    for (const a of covered) expect(['D', 'N']).toContain(k.typeOf(a.id));
    // One cover counter, and bluffs: one for every four loaded Air units, at most three.
    expect(empty.length).toBe(1 + Math.min(3, Math.ceil(k.loadedAirUnits.length / 4)));
  });
});

/** The Introductory Game at Turn 2: a German step, with edits. */
function at(phase: BomberState['phase'], patch: (s: BomberState) => BomberState = (x) => x): BomberState {
  const s = stateOf(setUp('introductory-paris'));
  return patch({ ...s, turn: 2, phase });
}

const germanTakeOff = { kind: 'movement', order: 'first', side: 'german', step: 'take-off' } as const;
const germanLanding = { kind: 'movement', order: 'first', side: 'german', step: 'landing' } as const;

/** American Air unit 1 (B-17s) up over `hex` since Turn 1, its Endurance unit in box 21. */
const americanUp = (hex: string, facing: number | null = null) => (s: BomberState) =>
  edit(s, 'american', (p) => (p.airUnit === 1 ? { ground: null, altitude: 0, flown: true } : null), (a) => (a.id === 1 ? { endurance: 21, takeOffTurn: 1, counter: { at: { hex }, flying: true, facing } } : null));

/** The B-17s (1) over England, flown: they came in by the north-west side (5), heading south-east. */
const overEngland = americanUp('1011', 5);

/** German Air unit 22 (Me-109Gs at Abbeville, 1215) up since Turn 1, its Endurance unit in box `endurance`. */
const germanUp = (endurance: number, hex = '1215') => (s: BomberState) =>
  edit(s, 'german', (p) => (p.airUnit === 22 ? { ground: null, altitude: 0 } : null), (a) => (a.id === 22 ? { endurance, takeOffTurn: 1, counter: { at: { hex }, flying: true, facing: null } } : null));

describe('readiness (X)', () => {
  it('moves everything towards "D", the furthest along first', () => {
    const s = at({ kind: 'readiness' }, (x) => edit(x, 'german', (p) => (p.id === 'de1' ? { ground: 'A' } : p.id === 'de3' ? { ground: 'C' } : null)));
    // No Endurance unit is up: it offers to end first, then readies.
    expect(choose(s)).toEqual({ type: 'offer-end' });
    const offered = { ...s, german: { ...s.german, offersEnd: true } };
    expect(choose(offered)).toEqual({ type: 'ready-plane', plane: 'de3', rockets: false });
  });

  it('does not offer to end while it sees an American Air unit up', () => {
    const s = at({ kind: 'readiness' }, (x) => americanUp('1011')(edit(x, 'german', (p) => (p.id === 'de1' ? { ground: 'B' } : null))));
    expect(choose(s)).toEqual({ type: 'ready-plane', plane: 'de1', rockets: false });
  });

  it('gives a Destroyer a Rocket unit into "D" only where no American Escort can reach its Base', () => {
    // Air unit 24's Me-110 Destroyers in "C" at Laon (within the P-47s' and P-38s' reach of England), then moved out of it.
    const laon = at({ kind: 'readiness' }, (x) => {
      const c = edit(x, 'german', (p) => (p.airUnit === 24 ? { ground: 'C', rocketCapable: true } : null));
      return { ...c, german: { ...c.german, offersEnd: true } };
    });
    const k = new GermanKnowledge(germanView(laon));
    expect(escortsCanReach(k, k.hexOf(24))).toBe(true);
    expect(choose(laon)).toEqual({ type: 'ready-plane', plane: 'de7', rockets: false });
    const far = DATA.map.bases.find((b) => b.german !== undefined && !escortsCanReach(k, b.hex))!;
    const deep = edit(laon, 'german', () => null, (a) => (a.id === 24 ? { counter: { at: { hex: far.hex }, flying: false, facing: null } } : null));
    expect(choose(deep)).toEqual({ type: 'ready-plane', plane: 'de7', rockets: true });
  });
});

describe('take-off timing (VIII.C.3)', () => {
  /** The Air units the German player takes off in a Take Off Step, each in turn, by number. */
  const goingUp = (s: BomberState, edition: RulesVersion = 5): number[] => {
    const up: number[] = [];
    let now = s;
    for (let c = choose(now, firstOfTies, edition); c.type === 'take-off'; c = choose(now, firstOfTies, edition)) {
      up.push(c.airUnit);
      now = edit(now, 'german', (p) => (p.airUnit === c.airUnit ? { ground: null, altitude: 0 } : null));
    }
    return up.sort((a, b) => a - b);
  };

  it('stays down while it sees no American Air unit up', () => {
    expect(choose(at(germanTakeOff))).toEqual({ type: 'end-take-off' });
  });

  it('goes up when Bombers up over England can be met within a Turn\'s wait', () => {
    expect(choose(at(germanTakeOff, overEngland))).toMatchObject({ type: 'take-off' });
  });

  it('keeps a reserve (ruling E63): one Bomber Air unit over England draws two German Air units up, not every one that could meet it', () => {
    const s = at(germanTakeOff, overEngland);
    expect(goingUp(s)).toHaveLength(2);
    // Version 3 took the bait with all it had.
    expect(goingUp(s, 3).length).toBeGreaterThan(2);
    // A second stream beside it is worth two more.
    const two = at(germanTakeOff, (x) => edit(overEngland(x), 'american', (p) => (p.airUnit === 2 ? { ground: null, altitude: 0, flown: true } : null), (a) => (a.id === 2 ? { endurance: 21, takeOffTurn: 1, counter: { at: { hex: '1011' }, flying: true, facing: 5 } } : null)));
    expect(goingUp(two).length).toBeGreaterThan(2);
  });

  it('waits while the Bombers are still forming up over England: a counter that has not flown faces no way, its course unknown', () => {
    expect(choose(at(germanTakeOff, americanUp('1011')))).toEqual({ type: 'end-take-off' });
  });

  it('reckons Bombers it has seen bomb on their way home (XII.G): one track, to the nearest American Base, not the targets ahead of them', () => {
    // The B-17s (1) over Paris, flown in from the north-west (5): on, Ludwigshafen lies ahead of them.
    const overParis = (bombedOn: number | null) => at(germanTakeOff, (s) => edit(americanUp('1217', 5)(s), 'american', () => null, (a) => (a.id === 1 ? { bombedOn } : null)));
    const tracksOf = (s: BomberState) => {
      const k = new GermanKnowledge(germanView(s));
      return tracks(k, k.americansUp.find((us) => us.airUnit === 1)!);
    };
    const out = tracksOf(overParis(null));
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((t) => t.outbound)).toBe(true);
    const home = tracksOf(overParis(2));
    const bases = new GermanKnowledge(germanView(overParis(2))).ctx.americanBaseHexes('GB');
    const nearest = Math.min(...bases.map((b) => hexesApart('1217', b)));
    expect(home).toHaveLength(1);
    expect(home[0]).toMatchObject({ outbound: false, weight: 1 });
    expect(hexesApart('1217', home[0]!.to)).toBe(nearest);
  });

  it('keeps its Night Fighters down by day, and sends them up only when a flight would end after dark', () => {
    // Air unit 24's Me-110s made Night Fighters.
    const nightFighters = (s: BomberState) => edit(s, 'german', (p) => (p.airUnit === 24 ? { variant: 'Me-110 N' } : null));
    const day = at(germanTakeOff, (s) => overEngland(nightFighters(s)));
    expect(new GermanKnowledge(germanView(day)).typeOf(24)).toBe('N');
    expect(goingUp(day)).not.toContain(24);
    expect(goingUp(day).length).toBeGreaterThan(0);
    // Turn 13 of 14 Daylight Turns: the day's Fighters stay down, the Night Fighters go.
    expect(goingUp({ ...day, turn: 13 })).toEqual([24]);
  });

  it('takes a counter whose report shows no Plane units for what it is, nothing to meet: a Bomber Air unit whose every Plane unit is lost still has its counter and Endurance unit up', () => {
    // The B-17s (1) over Picardy, German land: the report counts their Plane units (IX.G).
    const overPicardy = americanUp('1413', 0);
    expect(goingUp(at(germanTakeOff, overPicardy)).length).toBeGreaterThan(0);
    const lost = at(germanTakeOff, (s) => edit(overPicardy(s), 'american', (p) => (p.airUnit === 1 ? { eliminated: true } : null)));
    expect(new GermanKnowledge(germanView(lost)).counter('american', 1)?.report?.planeUnits).toBe(0);
    expect(choose(lost)).toEqual({ type: 'end-take-off' });
  });

  it('waits while the Bombers are too far off to meet soon', () => {
    // Over the far north of Britain, flying south-east: a long way to any meeting point.
    expect(choose(at(germanTakeOff, americanUp('0401', 5)))).toEqual({ type: 'end-take-off' });
  });

  /** The B-17s (1) up at `altitude` over `hex` since Turn 1, facing `facing`, bombed on Turn `bombedOn` (or not yet); Turn 4. */
  const streamAt = (hex: string, facing: number, bombedOn: number | null, altitude: 0 | 1 | 2 = 1) => (s: BomberState) =>
    edit({ ...s, turn: 4 }, 'american', (p) => (p.airUnit === 1 ? { ground: null, altitude, flown: true } : null), (a) => (a.id === 1 ? { endurance: 21, takeOffTurn: 1, bombedOn, counter: { at: { hex }, flying: true, facing } } : null));
  const germanSecondTakeOff = { kind: 'movement', order: 'second', side: 'german', step: 'take-off' } as const;

  it('goes up for a second strike on the Bombers\' way home when it meets them under one of the next initiative\'s outcomes (ruling E65)', () => {
    // The B-17s bombed and homeward over 1116, for their Base at 1112 (XII.G); the FW-190s (21) ready at Lille, two hexes off the way.
    const home = at(germanSecondTakeOff, streamAt('1116', 0, 3));
    const k = new GermanKnowledge(germanView(home));
    expect(tracks(k, k.americansUp[0]!)).toEqual([{ to: '1112', outbound: false, weight: 1 }]);
    expect(hexesApart(k.hexOf(21)!, '1116')).toBe(2);
    expect(choose(home)).toEqual({ type: 'take-off', airUnit: 21 });
    // Version 4 asked a meeting under both outcomes and let them go home unmet.
    expect(choose(home, firstOfTies, 4)).toEqual({ type: 'end-take-off' });
  });

  it('scrambles when it moves first, from a Base on or next to the stream\'s hex (ruling E66)', () => {
    // Moving first: the B-17s over Lille (1315) at Altitude 2, heading south-east; the FW-190s (21) on the ground under them.
    const over = at(germanTakeOff, streamAt('1315', 5, null, 2));
    expect(new GermanKnowledge(germanView(over)).hexOf(21)).toBe('1315');
    expect(choose(over)).toEqual({ type: 'take-off', airUnit: 21 });
    expect(choose(over, firstOfTies, 4)).toEqual({ type: 'end-take-off' });
    // The Me-110 Destroyers (24) under the stream over Laon (1416), no Escort seen with it.
    const laon = at(germanTakeOff, streamAt('1416', 5, null, 1));
    expect(goingUp(laon)).toContain(24);
    expect(goingUp(laon, 4)).toEqual([]);
  });

  it('keeps an Air unit down when its landing\'s hit would eliminate a Plane unit, and all of them down too late in the day', () => {
    // One hit on every box: a landing would remove a 2-SP Plane unit of 23 (Me-109G) or 24 (Me-110), not a 3-SP one of 21 or 22.
    const hit = (hits: (id: number) => number) => at(germanTakeOff, (s) => overEngland(edit(s, 'german', () => null, (a) => ({ hits: hits(a.id) }))));
    expect(goingUp(hit(() => 1))).toEqual([21, 22]);
    expect(choose(hit((id) => (id <= 22 ? 2 : 1)))).toEqual({ type: 'end-take-off' });
    const dusk = { ...at(germanTakeOff, overEngland), turn: 13 };
    expect(dusk.turn + 2).toBeGreaterThan(14);
    expect(choose(dusk)).toEqual({ type: 'end-take-off' });
  });
});

describe('normal movement (XII.A.2)', () => {
  const germanNormal = { kind: 'movement', order: 'second', side: 'german', step: 'normal' } as const;

  /** American Air unit `id` up over `hex` at `altitude`, facing `facing`, its Endurance unit in box `endurance`. */
  const usUp = (id: number, hex: string, facing: number | null, altitude: 0 | 1 | 2, endurance: number) => (s: BomberState) =>
    edit(s, 'american', (p) => (p.airUnit === id ? { ground: null, altitude, flown: true } : null), (a) => (a.id === id ? { endurance, takeOffTurn: 1, counter: { at: { hex }, flying: true, facing } } : null));
  /** The German's Normal Movement Step played to its end by the German player. */
  const moved = (s: BomberState): BomberState => {
    let out = s;
    for (let c = choose(out); c.type !== 'end-movement'; c = choose(out)) out = play(out, 'german', c).state;
    return out;
  };
  // B-17s (1) over Picardy at Altitude 1, flying south (they entered 1413 by its north side, 0); the Me-109Gs (22) over Abbeville at 0.
  const bombers = usUp(1, '1413', 0, 1, 17);
  const front = hexId(neighbour(parseHexId('1413'), (0 + 3) % 6));

  it('tells the Bombers from the Escorts by their Endurance units: a Bomber flies all day, a Fighter a few Turns', () => {
    const s = at(germanNormal, (x) => usUp(4, '1214', 5, 2, 4)(bombers(germanUp(6)(x))));
    const k = new GermanKnowledge(germanView(s));
    const seen = (id: number) => k.americansUp.find((us) => us.airUnit === id)!;
    expect(bomberOdds(k, seen(1))).toBe(1);
    expect(bomberOdds(k, seen(4))).toBe(0);
  });

  it('goes for the Bomber stream, not the nearer Escorts, and ends its move in the Bombers\' hex at their Altitude, coming in from their 12 o\'clock', () => {
    // The P-47s (4) next to Abbeville; the Bombers three hexes off: in reach of a Movement Factor of 4 with the climb, through the hex in front of them.
    const s = at(germanNormal, (x) => usUp(4, '1214', 5, 1, 4)(bombers(germanUp(6)(x))));
    expect(hexesApart('1215', '1214')).toBeLessThan(hexesApart('1215', '1413'));
    const mf = new GermanKnowledge(germanView(s)).ctx.variant('Me-109G F').movementFactor;
    expect(hexesApart('1215', front) + 1 + 1).toBeLessThanOrEqual(mf);
    const after = moved(s);
    const a = after.german.airUnits[21]!;
    expect(a.counter?.at).toEqual({ hex: '1413' });
    expect(after.german.planes.filter((p) => p.airUnit === 22).map((p) => p.altitude)).toEqual([1, 1]);
    expect(clockPosition(0, a.enteredFrom)).toBe(12);
  });

  it('goes first for a Bomber stream no German Air unit meets yet, before joining one another already meets (each stream met is intercepted, XV.A.1)', () => {
    // Two B-17 streams (1 and 2) side by side over Picardy, each three hexes from Abbeville; the FW-190s (21) already in with the first.
    const fw190sIn = (s: BomberState) =>
      edit(s, 'german', (p) => (p.airUnit === 21 ? { ground: null, altitude: 1 } : null), (a) => (a.id === 21 ? { endurance: 6, takeOffTurn: 1, counter: { at: { hex: '1413' }, flying: true, facing: null } } : null));
    const s = at(germanNormal, (x) => fw190sIn(usUp(2, '1313', 0, 1, 17)(bombers(germanUp(6)(x)))));
    expect(hexesApart('1215', '1313')).toBe(hexesApart('1215', '1413'));
    expect(moved(s).german.airUnits[21]!.counter?.at).toEqual({ hex: '1313' });
  });

  it('enters straight in, from whatever side, when the hex in front of the Bombers is out of reach', () => {
    // Flying north (entered by the south side, 3): the hex in front lies north, beyond the Movement Factor with the climb.
    const s = at(germanNormal, (x) => usUp(1, '1413', 3, 1, 17)(germanUp(6)(x)));
    const ahead = hexId(neighbour(parseHexId('1413'), (3 + 3) % 6));
    expect(hexesApart('1215', ahead) + 1 + 1).toBeGreaterThan(new GermanKnowledge(germanView(s)).ctx.variant('Me-109G F').movementFactor);
    const after = moved(s);
    expect(after.german.airUnits[21]!.counter?.at).toEqual({ hex: '1413' });
  });

  it('keeps its Destroyers away from Bombers it sees Escorts with, and sends them at Bombers alone', () => {
    // The Me-110 Destroyers (24) up over Laon (1416), three hexes from the Bombers; in one position P-47s (4) fly with them.
    const destroyersUp = (s: BomberState) =>
      edit(s, 'german', (p) => (p.airUnit === 24 ? { ground: null, altitude: 0 } : null), (a) => (a.id === 24 ? { endurance: 6, takeOffTurn: 1, counter: { at: { hex: '1416' }, flying: true, facing: null } } : null));
    const alone = moved(at(germanNormal, (x) => bombers(destroyersUp(x))));
    expect(alone.german.airUnits[23]!.counter?.at).toEqual({ hex: '1413' });
    const escorted = moved(at(germanNormal, (x) => usUp(4, '1413', 0, 1, 4)(bombers(destroyersUp(x)))));
    expect(escorted.german.airUnits[23]!.counter?.at).not.toEqual({ hex: '1413' });
  });

  it('is not kept from the Bombers by an Escort beside them, which cannot fight in the German Combat Phase (ruling E64)', () => {
    const destroyersUp = (s: BomberState) =>
      edit(s, 'german', (p) => (p.airUnit === 24 ? { ground: null, altitude: 0 } : null), (a) => (a.id === 24 ? { endurance: 6, takeOffTurn: 1, counter: { at: { hex: '1416' }, flying: true, facing: null } } : null));
    // The P-47s (4) one hex from the Bombers (1413), over 1414: no American unit moves before the German Combat Phase.
    const beside = at(germanNormal, (x) => usUp(4, '1414', 0, 1, 4)(bombers(destroyersUp(x))));
    expect(hexesApart('1414', '1413')).toBe(1);
    expect(moved(beside).german.airUnits[23]!.counter?.at).toEqual({ hex: '1413' });
    // Version 3 let the P-47 beside them keep the Destroyers off.
    let v3 = beside;
    for (let c = choose(v3, firstOfTies, 3); c.type !== 'end-movement'; c = choose(v3, firstOfTies, 3)) v3 = play(v3, 'german', c).state;
    expect(v3.german.airUnits[23]!.counter?.at).not.toEqual({ hex: '1413' });
  });

  it('out of reach this Phase (the Bombers over England), flies to meet them ahead of them', () => {
    const s = at(germanNormal, (x) => americanUp('1112', 5)(germanUp(6)(x)));
    const c = choose(s);
    expect(c).toMatchObject({ type: 'fly', airUnit: 22 });
    // Nearer the Bombers' track to the likeliest target, Ludwigshafen, and no nearer England than it was.
    const [target] = mainTargets(s.scenario);
    const hex = (c as { hex: string }).hex;
    expect(offLane(hex, '1112', target!.hex, 0, 1)).toBeLessThan(offLane('1215', '1112', target!.hex, 0, 1));
    expect(hexesApart(hex, '1011')).toBeGreaterThanOrEqual(hexesApart('1215', '1011'));
  });

  it('flies home when its fuel is down to the way back, and stays put with nothing to meet over its Base', () => {
    const s = at(germanNormal, (x) => americanUp('1112', 5)(germanUp(3, '1314')(x)));
    const c = choose(s);
    expect(c).toMatchObject({ type: 'fly', airUnit: 22 });
    expect(new GermanKnowledge(germanView(s)).ctx.base('german', (c as { hex: string }).hex)).toBeDefined();
    expect(choose(at(germanNormal, germanUp(6)))).toEqual({ type: 'end-movement' });
  });
});

describe('landing (XII.A.1, rulings §8)', () => {
  it('lands over its Base when the Bombers can no longer be met on its fuel (a Turn before its Endurance unit, the Bombers over England), and stays up before that while they can be met', () => {
    expect(choose(at(germanLanding, (s) => overEngland(germanUp(3)(s))))).toEqual({ type: 'land', airUnit: 22 });
    expect(choose(at(germanLanding, (s) => overEngland(germanUp(5)(s))))).toEqual({ type: 'end-landing' });
  });

  it('stays up a Turn before its Endurance unit while it can still strike in this Turn\'s Normal Movement', () => {
    // The B-17s over Picardy, three hexes from Abbeville; the Me-109Gs (22) must land next Turn, and strike first.
    expect(choose(at(germanLanding, (s) => americanUp('1413', 0)(germanUp(3)(s))))).toEqual({ type: 'end-landing' });
  });

  it('lands when no American Air unit it sees can be met any more', () => {
    expect(choose(at(germanLanding, germanUp(5)))).toEqual({ type: 'land', airUnit: 22 });
  });

  it('lands on the last Daylight Turn rather than at night', () => {
    const s = { ...at(germanLanding, (x) => overEngland(germanUp(20)(x))), turn: 14 };
    expect(choose(s)).toEqual({ type: 'land', airUnit: 22 });
  });

  it('comes down where its Plane units will be readied soonest: over a crowded Base it flies on to a free one within reach, and lands there', () => {
    // The Me-109Gs (22) over Lille, where the FW-190s (21) have just landed ("A"), with nothing to meet; Abbeville next door stands empty.
    let s = at(germanLanding, (x) => germanUp(5, '1315')(edit(x, 'german', (p) => (p.airUnit === 21 ? { ground: 'A' } : null))));
    expect(choose(s)).toEqual({ type: 'fly', airUnit: 22, hex: '1215' });
    s = play(s, 'german', choose(s)).state;
    expect(choose(s)).toEqual({ type: 'land', airUnit: 22 });
    // With Lille's FW-190s ready ("D"), it lands where it is.
    expect(choose(at(germanLanding, germanUp(5, '1315')))).toEqual({ type: 'land', airUnit: 22 });
  });

  it('does not come down away from a Base unless it must, and then flies for one first', () => {
    const away = at(germanLanding, (s) => germanUp(3, '1415')(s));
    expect(choose(away)).toEqual({ type: 'end-landing' });
    // Its Endurance unit's Turn: it must land, and flies for a Base first (rulings §22; the one that readies it soonest, E55), then lands there.
    let out: BomberState = { ...away, turn: 3 };
    expect(optionsFor(out, 'german')).not.toContainEqual({ type: 'end-landing' });
    expect(choose(out)).toMatchObject({ type: 'fly', airUnit: 22 });
    for (let c = choose(out); c.type === 'fly'; c = choose(out)) out = play(out, 'german', c).state;
    const k = new GermanKnowledge(germanView(out));
    expect(k.ctx.base('german', k.hexOf(22)!)).toBeDefined();
    expect(choose(out)).toEqual({ type: 'land', airUnit: 22 });
  });
});
