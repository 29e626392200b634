import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../kernel/dice.js';
import { redactEntries } from '../../../kernel/log.js';
import { bomberRuleset } from '../index.js';
import { contextOf, DATA } from '../context.js';
import { optionsFor, prompts } from '../prompts.js';
import { drafted, firstOption, newGame, offered, play, playEdits, send, setUp, stateOf, submitWith, type Game } from '../testing.js';
import { view } from '../view.js';
import type { BomberState } from '../state.js';
import type { SecretEdit } from '../commands.js';

const german = { kind: 'seat', seat: 'german' } as const;
const american = { kind: 'seat', seat: 'american' } as const;

/** Draws and decides cards (keeping where allowed) until the draw is over. */
function drawAll(g: Game): Game {
  let game = g;
  while (stateOf(game).phase.kind === 'target-cards') game = send(game, 'american', firstOption(stateOf(game), 'american', 'keep-target-card') ?? optionsFor(stateOf(game), 'american')[0]!);
  return game;
}

describe('IV.C Target Cards', () => {
  it('the server shuffles at the start: the deck and the shuffle\'s dice reach no seat, nor the public', () => {
    const g = newGame('1943-10-14-schweinfurt');
    const shuffle = g.log.find((e) => e.event.type === 'target-cards-shuffled')!;
    expect(shuffle.visibleTo).toEqual([]);
    for (const viewer of [german, american, { kind: 'public' } as const]) {
      const seen = redactEntries(g.log, viewer);
      expect(seen.find((e) => e.event.type === 'target-cards-shuffled')!.event).toEqual({ type: 'target-cards-shuffled' });
      expect(seen[0]!.cause?.rolls).toBeUndefined();
      expect(view(stateOf(g), viewer).deck).toBeNull();
    }
    expect(g.log[0]!.cause!.rolls).toHaveLength(DATA.targetCards.length - 1);
  });

  it('the American player draws one card at a time and must keep or discard it before the next, as IV.C rules; the German sees only that a card was drawn', () => {
    let g = newGame('1943-10-14-schweinfurt');
    const s0 = stateOf(g);
    expect(prompts(s0).map((p) => p.seat)).toEqual(['american']);
    expect(optionsFor(s0, 'american')).toEqual([{ type: 'draw-target-card' }]);
    g = send(g, 'american', { type: 'draw-target-card' });
    const drawn = stateOf(g).cards.drawn!;
    expect(drawn).toBe(s0.cards.deck[0]);
    expect(optionsFor(stateOf(g), 'american').every((o) => o.type === 'keep-target-card' || o.type === 'discard-target-card')).toBe(true);
    const germanSees = redactEntries(g.log.slice(-1), german);
    expect(germanSees.map((e) => e.event)).toEqual([{ type: 'target-card-drawn' }]);
    expect(view(stateOf(g), german).targetCards).toBeNull();
    expect(view(stateOf(g), american).targetCards!.drawn).toBe(drawn);
  });

  it('drawing stops when the scenario\'s number are kept (rulings §28), then both sides set up their Air Status Cards at once', () => {
    const g = drawAll(newGame('1943-10-14-schweinfurt'));
    const s = stateOf(g);
    expect(s.cards.kept).toBe(contextOf(s.scenario).scenario.targetCardsToDraw);
    expect(s.cards.hand).toHaveLength(2);
    expect(s.phase).toEqual({ kind: 'air-status' });
    expect(prompts(s).map((p) => p.seat).sort()).toEqual(['american', 'german']);
  });

  it('a card IV.C discards may only be discarded; one it keeps only kept', () => {
    const s = stateOf(newGame('1943-08-01-ploesti'));
    // Ploesti's card duplicates the historical target and must be discarded.
    const ploesti = DATA.targetCards.find((c) => c.cities.length === 1 && c.cities[0] === 'Ploesti')!.id;
    const drawn: BomberState = { ...s, phase: { kind: 'target-cards' }, cards: { ...s.cards, deck: [ploesti], drawn: null } };
    const after = play(drawn, 'american', { type: 'draw-target-card' });
    expect(after.of('target-card-drawn')[0]).toMatchObject({ card: ploesti, verdict: 'must-discard' });
    expect(optionsFor(after.state, 'american')).toEqual([{ type: 'discard-target-card' }]);
  });
});

describe('V Air Status Cards (rulings §6)', () => {
  const atAirStatus = drawAll(newGame('1943-10-14-schweinfurt'));

  it('each edit is its owner\'s alone, sent with the submission, which is public', () => {
    const packed = drafted(stateOf(atAirStatus), 'german', [{ type: 'pack-suggested' }]);
    expect(view(packed, german).airStatus.german!.planes.every((p) => p.airUnit !== null)).toBe(true);
    const flak: SecretEdit[] = [];
    for (let s = packed, c = firstOption(s, 'german', 'place-flak'); c; c = firstOption(s, 'german', 'place-flak')) {
      flak.push(c);
      s = drafted(s, 'german', [c]);
    }
    const g = submitWith(atAirStatus, 'german', 'submit-air-status', [{ type: 'pack-suggested' }, ...flak]);
    const seen = redactEntries(g.log.slice(atAirStatus.log.length), american);
    expect(seen.map((e) => e.event)).toEqual([{ type: 'hidden' }, { type: 'submitted', side: 'german', step: 'air-status' }]);
    expect(seen[0]!.cause?.command).toBeUndefined();
    expect(view(stateOf(g), american).airStatus.german).toBeUndefined();
    expect(view(stateOf(g), american).flak).toBeNull();
    expect(view(stateOf(g), german).airStatus.german!.planes.every((p) => p.airUnit !== null)).toBe(true);
    expect(prompts(stateOf(g)).map((p) => p.seat)).toEqual(['american']);
  });

  it('may submit only with every Plane unit boxed and every Flak unit placed', () => {
    const s = stateOf(atAirStatus);
    expect(offered(s, 'german', { type: 'submit-air-status' })).toBe(false);
    const packed = playEdits(s, 'german', [{ type: 'pack-suggested' }]).state;
    expect(offered(packed, 'german', { type: 'submit-air-status' })).toBe(false);
    expect(offered(playEdits(s, 'american', [{ type: 'pack-suggested' }]).state, 'american', { type: 'submit-air-status' })).toBe(true);
  });

  it('ruling 42 (air-boxes.ts): a German Air Box takes no more Plane units than the largest German Base capacity on the date (2 in October 1943)', () => {
    let s = stateOf(atAirStatus);
    const [a, b, c] = s.german.planes.filter((p) => p.variant === 'FW-190 F' && p.sp === 3);
    s = playEdits(s, 'german', [{ type: 'box-plane', plane: a!.id, airUnit: 1 }]).state;
    s = playEdits(s, 'german', [{ type: 'box-plane', plane: b!.id, airUnit: 1 }]).state;
    expect(offered(s, 'german', { type: 'box-plane', plane: c!.id, airUnit: 1 })).toBe(false);
  });

  it('V.B: a Flak unit adds to its City Box, and no City takes more than 4 of a Type', () => {
    const s = playEdits(stateOf(atAirStatus), 'german', [{ type: 'place-flak', city: 'Schweinfurt', flak: 'heavy' }]).state;
    expect(s.flak['Schweinfurt']).toEqual({ heavy: 1, light: 0 });
    const full = { ...s, flak: { Schweinfurt: { heavy: 4 - DATA.map.cities.find((c) => c.name === 'Schweinfurt')!.heavyFlak, light: 0 } } };
    expect(offered(full, 'german', { type: 'place-flak', city: 'Schweinfurt', flak: 'heavy' })).toBe(false);
  });
});

describe('VI map set-up (rulings §6)', () => {
  function atMap(): Game {
    return atMapOf('1943-10-14-schweinfurt');
  }
  /** Both Air Status Cards packed the suggested way, the Flak in the first cities offered, and submitted. */
  function atMapOf(scenario: string): Game {
    let g = drawAll(newGame(scenario));
    const packed: SecretEdit[] = [{ type: 'pack-suggested' }];
    let s = drafted(stateOf(g), 'german', packed);
    for (let c = firstOption(s, 'german', 'place-flak'); c; c = firstOption(s, 'german', 'place-flak')) {
      packed.push(c);
      s = drafted(s, 'german', [c]);
    }
    g = submitWith(g, 'german', 'submit-air-status', packed);
    return submitWith(g, 'american', 'submit-air-status', [{ type: 'pack-suggested' }]);
  }

  it('B: the German sets up first, on German Bases of the date, within capacity; the placement is public', () => {
    const g = atMap();
    const s = stateOf(g);
    expect(s.phase).toEqual({ kind: 'map-setup', side: 'german' });
    expect(prompts(s).map((p) => p.seat)).toEqual(['german']);
    const ctx = contextOf(s.scenario);
    const places = optionsFor(s, 'german').flatMap((o) => (o.type === 'place-counter' ? [o.at] : []));
    expect(places.every((hex) => ctx.germanBaseHexes.includes(hex))).toBe(true);
    const o = firstOption(s, 'german', 'place-counter')!;
    const after = send(g, 'german', o);
    expect(redactEntries(after.log.slice(g.log.length), american).map((e) => e.event)).toEqual([{ type: 'counter-placed', side: 'german', airUnit: o.airUnit, at: { hex: o.at } }]);
  });

  it('B: a Base\'s capacity must at least equal the Plane units placed there', () => {
    const s = stateOf(atMap());
    const ctx = contextOf(s.scenario);
    const three = s.german.airUnits.find((a) => s.german.planes.filter((p) => p.airUnit === a.id).length === 2)!.id;
    const ones = ctx.germanBaseHexes.filter((hex) => ctx.base('german', hex)!.capacity === 1);
    expect(ones.length).toBeGreaterThan(0);
    for (const hex of ones) expect(offered(s, 'german', { type: 'place-counter', airUnit: three, at: hex })).toBe(false);
  });

  it('B, D: an empty Air unit may stand anywhere as a bluff, or cover Air units; the cover is the German\'s secret', () => {
    let g = atMap();
    const s = stateOf(g);
    const empty = s.german.airUnits.find((a) => !s.german.planes.some((p) => p.airUnit === a.id))!.id;
    const loaded = s.german.airUnits.find((a) => s.german.planes.some((p) => p.airUnit === a.id))!.id;
    const hex = optionsFor(s, 'german').find((o) => o.type === 'place-counter' && o.airUnit === loaded)!;
    g = send(g, 'german', { type: 'place-counter', airUnit: empty, at: (hex as { at: string }).at });
    const cover = { type: 'cover', airUnit: loaded, by: empty } as const;
    expect(offered(stateOf(g), 'german', cover)).toBe(true);
    // Sent in the edits of the end of the set-up (E33): here only refused, with where it goes.
    const alone = bomberRuleset.decide(stateOf(g), 'german', cover, fixedDice([]));
    expect(alone).toMatchObject({ ok: false, reason: 'edit-outside-carrier' });
    expect(!alone.ok && alone.message).toContain('end-map-setup');
    const covered = drafted(stateOf(g), 'german', [cover]);
    expect(covered.german.airUnits[loaded - 1]!.coveredBy).toBe(empty);
    expect(view(covered, american).counters.filter((c) => c.side === 'german').map((c) => c.airUnit)).toEqual([empty]);
  });

  it('C: the American then sets up on Bases of each unit\'s area, capacity no limit, and may end only with every loaded Air unit placed', () => {
    let g = atMap();
    while (firstOption(stateOf(g), 'german', 'place-counter') && stateOf(g).german.airUnits.some((a) => a.counter === null && stateOf(g).german.planes.some((p) => p.airUnit === a.id))) {
      const s = stateOf(g);
      g = send(g, 'german', optionsFor(s, 'german').find((o) => o.type === 'place-counter' && s.german.planes.some((p) => p.airUnit === o.airUnit))!);
    }
    g = send(g, 'german', { type: 'end-map-setup' });
    const s = stateOf(g);
    expect(s.phase).toEqual({ kind: 'map-setup', side: 'american' });
    expect(offered(s, 'american', { type: 'end-map-setup' })).toBe(false);
    const gb = contextOf(s.scenario).americanBaseHexes('GB');
    expect(optionsFor(s, 'american').every((o) => o.type !== 'place-counter' || gb.includes(o.at))).toBe(true);
  });
});

describe('VII Mission Sheet', () => {
  const sheetOf = (scenario: string): BomberState => {
    const g = setUp(scenario);
    return { ...stateOf(g), phase: { kind: 'mission-sheet' }, american: { ...stateOf(g).american, submitted: false } };
  };

  it('is the American\'s secret: each line goes to him alone, the German learns only that it was submitted', () => {
    const s = sheetOf('1943-10-14-schweinfurt');
    const o = firstOption(s, 'american', 'plot-bomb-altitude')!;
    expect(playEdits(s, 'american', [o]).of('mission-line-set')).toHaveLength(1);
    const sent = play(s, 'american', { type: 'submit-mission-sheet', edits: [o, o.altitude === 2 ? { ...o, altitude: 1 } : { ...o, altitude: 2 }] });
    expect(sent.events.map((e) => e.type)).toEqual(['secret-edits', 'submitted', 'phase-entered']);
    expect(view(s, german).missionSheet).toBeNull();
    expect(view(s, american).missionSheet).not.toBeNull();
    expect(prompts(s).map((p) => p.seat)).toEqual(['american']);
  });

  it('Ploesti\'s Special Rule: every Bomber plots Bomb Altitude 0', () => {
    const s = sheetOf('1943-08-01-ploesti');
    const altitudes = optionsFor(s, 'american').flatMap((o) => (o.type === 'plot-bomb-altitude' ? [o.altitude] : []));
    expect(altitudes).toEqual([]);
    expect(Object.values(s.missionSheet).every((l) => l.bombAltitude === 0)).toBe(true);
  });

  it('Black Thursday\'s Special Rule: the B-24 unit may feint or bomb only within its P-47 escort\'s reach (ruling 31): Emden yes, Schweinfurt no', () => {
    const s = sheetOf('1943-10-14-schweinfurt');
    const b24 = s.american.planes.find((p) => p.variant === 'B-24 B')!.airUnit!;
    const targets = optionsFor(s, 'american').flatMap((o) => (o.type === 'plot-primary' && o.airUnit === b24 ? [o.target] : []));
    expect(targets).toContain('Emden');
    expect(targets).toContain('feint');
    expect(targets).not.toContain('Schweinfurt');
    const b17 = s.american.planes.find((p) => p.variant === 'B-17 B')!.airUnit!;
    expect(s.missionSheet[String(b17)]!.primary).toBe('Schweinfurt');
  });

  it('VII.E and Regensburg\'s Special Rule: only the 4th Bomb Wing\'s B-17 units may plot to land in Algeria (a Shuttle Mission card is in hand)', () => {
    const s = sheetOf('1943-08-17-regensburg-schweinfurt');
    const lands = optionsFor(s, 'american').flatMap((o) => (o.type === 'plot-land' && o.area !== null ? [[o.airUnit, o.area] as const] : []));
    expect(lands.length).toBeGreaterThan(0);
    const rule = contextOf(s.scenario).scenario.specialRules.find((r) => r.kind === 'shuttle')!;
    for (const [airUnit, area] of lands) {
      expect(area).toBe('A');
      expect(s.american.planes.filter((p) => p.airUnit === airUnit).every((p) => rule.kind === 'shuttle' && rule.planeUnits.includes(p.designation!))).toBe(true);
    }
  });

  it('the suggested sheet (mission-sheet.ts) is written line by line in secret and may be submitted as it is', () => {
    const p = playEdits(sheetOf('1943-08-17-regensburg-schweinfurt'), 'american', [{ type: 'suggest-mission-sheet' }]);
    expect(p.of('mission-line-set').length).toBeGreaterThan(0);
    expect(offered(p.state, 'american', { type: 'submit-mission-sheet' })).toBe(true);
    expect(Object.values(p.state.missionSheet).some((l) => l.land === 'A')).toBe(true);
  });

  it('VII.E: no Land area without a Shuttle Mission card', () => {
    const s = sheetOf('1943-10-14-schweinfurt');
    expect(optionsFor(s, 'american').some((o) => o.type === 'plot-land')).toBe(false);
  });
});
