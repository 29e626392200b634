import { describe, expect, it } from 'vitest';
import { redactEntries } from '../../../kernel/log.js';
import { view } from '../view.js';
import { optionsFor } from '../prompts.js';
import { fixedDice } from '../../../kernel/dice.js';
import { decide } from '../decide.js';
import { edit, play, setUp, stateOf, playEdits, submitWith, type Game } from '../testing.js';
import type { BomberState, Phase } from '../state.js';

const step = (s: 'landing' | 'normal' | 'take-off'): Phase => ({ kind: 'movement', order: 'first', side: 'american', step: s });
/** Wiener Neustadt: the B-17 and B-24 units start in the Tunisia Base Box. */
const game = setUp('1943-11-02-wiener-neustadt');
const tunisian = stateOf(game).american.airUnits.find((a) => a.counter && 'africa' in a.counter.at)!.id;

/** A state in the German Take Off Step of `turn`, the German side first: its end brings on the American Landing Step. */
function germanFirst(s: BomberState, turn: number): BomberState {
  return { ...s, turn, initiative: 'german', phase: { kind: 'movement', order: 'first', side: 'german', step: 'take-off' } };
}

function airborneOn(turn: number): BomberState {
  return play({ ...stateOf(game), turn, phase: step('take-off') }, 'american', { type: 'take-off-africa', airUnit: tunisian }).state;
}

/** A state where the Tunisian Bomber Air unit has bombed (on Turn 7): now it may leave for home (rulings §20). */
const bombed = (s: BomberState): BomberState => ({ ...s, american: { ...s.american, airUnits: s.american.airUnits.map((a) => (a.id === tunisian ? { ...a, bombedOn: 7 } : a)) } });

describe('African Bases (XII.E, rulings §3 and §8)', () => {
  it('E.1: an Air unit that takes off from Tunisia on Turn 3 may be placed in a "4T" Entry hex on Turn 7, in a "3T" one on Turn 6', () => {
    const up = airborneOn(3);
    const entries = (turn: number) => optionsFor({ ...up, turn, phase: step('normal') }, 'american').flatMap((o) => (o.type === 'enter-map' ? [o.hex] : []));
    expect(entries(7)).toEqual(['3032', '3333']);
    expect(entries(6)).toEqual(['1832', '2133', '2432', '2733']);
    expect(entries(5)).toEqual([]);
  });

  it('E.1: the German player is not told of the take-off: the event is the American\'s, the Endurance unit is hidden until the Air unit is placed', () => {
    const at3 = { ...game, position: { ...game.position, state: { ...stateOf(game), turn: 3, phase: step('take-off') } } };
    const g = submitWith(at3, 'american', 'end-take-off', [{ type: 'take-off-africa', airUnit: tunisian }]);
    const germanSees = redactEntries(g.log.slice(game.log.length), { kind: 'seat', seat: 'german' });
    expect(germanSees.find((e) => e.event.type === 'air-unit-took-off')).toBeUndefined();
    expect(germanSees.filter((e) => e.redacted).every((e) => e.event.type === 'hidden')).toBe(true);
    expect(view(stateOf(g), { kind: 'seat', seat: 'german' }).turnRecord.filter((t) => t.side === 'american')).toEqual([]);
    expect(view(stateOf(g), { kind: 'seat', seat: 'american' }).turnRecord.filter((t) => t.side === 'american')).toHaveLength(1);
    const placed = play({ ...stateOf(g), turn: 7, phase: step('normal') }, 'american', { type: 'enter-map', airUnit: tunisian, hex: '3032' });
    expect(placed.of('air-unit-entered')[0]).toMatchObject({ hex: '3032', endurance: placed.state.american.airUnits[tunisian - 1]!.endurance });
    expect(view(placed.state, { kind: 'seat', seat: 'german' }).turnRecord.filter((t) => t.side === 'american')).toHaveLength(1);
  });

  it('E.1, rulings §30 (ruling E61): none, one or three African take-offs show the German the same log, entry for entry, and the same view', () => {
    // Ploesti: every Bomber Air unit starts in the Libya Base Box; one B-24 of Air unit 1 packed in Air unit 3 instead, with its line.
    const ploesti = setUp('1943-08-01-ploesti');
    const s0 = stateOf(ploesti);
    const moved = s0.american.planes.filter((p) => p.airUnit === 1).at(-1)!.id;
    const three = edit(s0, 'american', (p) => (p.id === moved ? { airUnit: 3 } : null), (a) => (a.id === 3 ? { counter: { at: { africa: 'L' }, flying: false, facing: null } } : null));
    const state: BomberState = { ...three, turn: 3, phase: step('take-off'), missionSheet: { ...three.missionSheet, '3': three.missionSheet['1']! } };
    const at3: Game = { ...ploesti, position: { ...ploesti.position, state } };
    const african = optionsFor(stateOf(at3), 'american').flatMap((o) => (o.type === 'take-off-africa' ? [o] : []));
    expect(african.length).toBeGreaterThanOrEqual(3);
    // A take-off from Africa is a hidden edit: sent by itself it is refused, and no public take-off is offered for it.
    expect(decide(stateOf(at3), 'american', african[0]!, fixedDice([]))).toMatchObject({ ok: false, reason: 'edit-outside-carrier' });
    expect(optionsFor(stateOf(at3), 'american').some((o) => (o.type === 'take-off' && o.airUnit === african[0]!.airUnit) || o.type === 'take-off-plane')).toBe(false);
    const games = [0, 1, 3].map((n) => submitWith(at3, 'american', 'end-take-off', african.slice(0, n)));
    expect(games.map((g) => stateOf(g).american.airUnits.filter((a) => a.offBoard !== null).length)).toEqual([0, 1, 3]);
    const german = { kind: 'seat', seat: 'german' } as const;
    for (const viewer of [german, { kind: 'public' } as const]) {
      const logs = games.map((g) => redactEntries(g.log.slice(at3.log.length), viewer).map(({ seq, event, redacted, cause }) => ({ seq, event, redacted, cause })));
      expect(logs[1]).toEqual(logs[0]);
      expect(logs[2]).toEqual(logs[0]);
    }
    const views = games.map((g) => JSON.stringify(view(stateOf(g), german)));
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
    // The step goes on the same way: the same versions, the German's Movement next.
    expect(new Set(games.map((g) => g.position.version)).size).toBe(1);
  });

  it('version 3 (a game started under it): each African take-off was a command of its own, a hidden entry the German could count', () => {
    const { rules: _, ...v3 } = { ...stateOf(game), turn: 3, phase: step('take-off') };
    expect(optionsFor(v3, 'american')).toContainEqual({ type: 'take-off', airUnit: tunisian });
    expect(optionsFor(v3, 'american').some((o) => o.type === 'take-off-africa')).toBe(false);
  });

  it('E.1: the Air unit must be placed by the Turn its farthest Entry hex (5T) comes up: that step cannot end first', () => {
    const up = airborneOn(3);
    const options = (turn: number) => optionsFor({ ...up, turn, phase: step('normal') }, 'american');
    expect(options(8).filter((o) => o.type === 'enter-map' || o.type === 'end-movement')).toEqual([{ type: 'enter-map', airUnit: tunisian, hex: '3632' }]);
    expect(options(7).some((o) => o.type === 'end-movement')).toBe(true);
  });

  it('E.2: from an Entry hex reached on Turn 7 it leaves on Turn 8 and lands at the Tunisia Base on 7 + 4 = 11, with the landing hit', () => {
    const up = bombed(airborneOn(3));
    const placed = play({ ...up, turn: 7, phase: step('normal') }, 'american', { type: 'enter-map', airUnit: tunisian, hex: '3032' }).state;
    expect(optionsFor({ ...placed, turn: 7, phase: step('normal') }, 'american').some((o) => o.type === 'exit-map')).toBe(false);
    const gone = play({ ...placed, turn: 8, phase: step('normal') }, 'american', { type: 'exit-map', airUnit: tunisian });
    expect(gone.of('air-unit-exited')).toEqual([{ type: 'air-unit-exited', side: 'american', airUnit: tunisian, letter: 'T', lands: 11 }]);
    const arrival = play(germanFirst(gone.state, 11), 'german', { type: 'end-take-off' });
    expect(arrival.of('air-unit-landed')).toEqual([{ type: 'air-unit-landed', side: 'american', airUnit: tunisian, at: { africa: 'T' }, base: true }]);
    expect(arrival.of('landing-resolved')[0]!.result.hitsAdded).toBe(1);
  });

  it('rulings §8: Turns off the board count; one whose Endurance unit comes up before it gets home is lost', () => {
    const up = bombed(airborneOn(3));
    const placed = play({ ...up, turn: 7, phase: step('normal') }, 'american', { type: 'enter-map', airUnit: tunisian, hex: '3032' }).state;
    const gone = play({ ...placed, turn: 8, phase: step('normal') }, 'american', { type: 'exit-map', airUnit: tunisian }).state;
    const short = { ...gone, american: { ...gone.american, airUnits: gone.american.airUnits.map((a) => (a.id === tunisian ? { ...a, endurance: 10 } : a)) } };
    expect(play(germanFirst(short, 9), 'german', { type: 'end-take-off' }).of('air-unit-crashed')).toEqual([]);
    const lost = play(germanFirst(short, 10), 'german', { type: 'end-take-off' });
    expect(lost.of('air-unit-crashed')).toEqual([{ type: 'air-unit-crashed', side: 'american', airUnit: tunisian, why: 'fuel' }]);
  });

  it('XII.H, VII.E: a Shuttle Mission lands in the area plotted: Regensburg\'s 4th Bomb Wing units may leave by an Algerian Entry hex, the others may not', () => {
    const s0 = stateOf(setUp('1943-08-17-regensburg-schweinfurt'));
    const s = playEdits({ ...s0, phase: { kind: 'mission-sheet' }, american: { ...s0.american, submitted: false } }, 'american', [{ type: 'suggest-mission-sheet' }]).state;
    const shuttling = Object.entries(s.missionSheet).find(([, l]) => l.land === 'A')![0];
    const staying = Object.entries(s.missionSheet).find(([, l]) => l.land === null)![0];
    const inAlgerianEntry = (ids: number[]): BomberState => ({
      ...s,
      turn: 12,
      phase: step('normal'),
      american: { ...s.american, airUnits: s.american.airUnits.map((a) => (ids.includes(a.id) ? { ...a, endurance: 30, takeOffTurn: 2, reachedEntryOn: 11, bombedOn: 10, counter: { at: { hex: '0733' }, flying: true, facing: null } } : a)) },
    });
    const there = inAlgerianEntry([Number(shuttling), Number(staying)]);
    const exits = optionsFor(there, 'american').flatMap((o) => (o.type === 'exit-map' ? [o.airUnit] : []));
    expect(exits).toEqual([Number(shuttling)]);
    expect(play(there, 'american', { type: 'exit-map', airUnit: Number(shuttling) }).of('air-unit-exited')[0]).toMatchObject({ letter: 'A', lands: 11 + 4 });
  });
});
