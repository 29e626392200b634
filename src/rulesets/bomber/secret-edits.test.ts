import { describe, expect, it } from 'vitest';
import { redactEntries } from '../../kernel/log.js';
import type { BomberCommand, SecretEdit } from './commands.js';
import { decide } from './decide.js';
import { fixedDice } from '../../kernel/dice.js';
import { introFlying } from './flight/flight-testing.js';
import { optionsFor } from './prompts.js';
import type { BomberState } from './state.js';
import { atMapSetup, edit, offered, play, send, setUp, stateOf, submitWith, type Game } from './testing.js';

/** The Introductory Game in Turn 2's readiness, German Air unit 21's two FW-190s back in "A" at Lille (capacity 2), as a game through the kernel. */
const setUpGame = setUp('introductory-paris');
const atReadiness: Game = {
  ...setUpGame,
  position: { ...setUpGame.position, state: edit({ ...stateOf(setUpGame), turn: 2, phase: { kind: 'readiness' } }, 'german', (p) => (p.airUnit === 21 ? { ground: 'A' } : null)) },
};
const american = { kind: 'seat', seat: 'american' } as const;
/** What a viewer sees of a game's log since `from`. */
const seenFrom = (from: Game, g: Game, viewer: Parameters<typeof redactEntries>[1]) =>
  redactEntries(g.log.slice(from.log.length), viewer).map(({ seq, event, redacted, cause }) => ({ seq, event, redacted, cause }));
const seen = (g: Game, viewer: Parameters<typeof redactEntries>[1]) => seenFrom(atReadiness, g, viewer);

describe('Secret steps: the other side cannot count a side\'s edits (Bomber I\'s count leak)', () => {
  it('a secret edit sent by itself is refused: it goes in the edits of its step\'s submission', () => {
    const ready = stateOf(atReadiness);
    const edit = { type: 'ready-plane', plane: 'de1', rockets: false } as const;
    expect(decide(ready, 'german', edit, fixedDice([]))).toMatchObject({ ok: false, reason: 'edit-outside-carrier' });
    expect(decide(ready, 'german', { type: 'submit-readiness', edits: [edit, edit] }, fixedDice([]))).toMatchObject({ ok: false, reason: 'illegal-edit' });
  });

  it('X: readying no, one or every Plane unit shows the American the same log, entry for entry, and the same view', () => {
    const games = ([[], [{ type: 'ready-plane', plane: 'de1', rockets: false }], [{ type: 'ready-all' }]] as SecretEdit[][]).map((edits) =>
      submitWith(atReadiness, 'german', 'submit-readiness', edits),
    );
    expect(new Set(games.map((g) => JSON.stringify(stateOf(g).german.planes)))).toHaveProperty('size', 3);
    for (const viewer of [american, { kind: 'public' } as const]) {
      const logs = games.map((g) => seen(g, viewer));
      expect(logs[1]).toEqual(logs[0]);
      expect(logs[2]).toEqual(logs[0]);
    }
    expect(seen(games[0]!, american).map((e) => e.event)).toEqual([{ type: 'hidden' }, { type: 'submitted', side: 'german', step: 'readiness' }]);
    // The step goes on the same way for both: the American's own submission closes it.
    const after = games.map((g) => send(g, 'american', { type: 'submit-readiness' }));
    expect(after[1]!.position.version).toBe(after[0]!.position.version);
  });
});

/** The German map set-up of Black Thursday (Schweinfurt), as a game through the kernel, with the Air units named below in no Air Box (`empty`) or as packed. */
const atMap = atMapSetup('1943-10-14-schweinfurt');
const mapState = stateOf(atMap);
const loadedIds = mapState.german.airUnits.filter((a) => mapState.german.planes.some((p) => p.airUnit === a.id)).map((a) => a.id);
const [e1, e2] = mapState.german.airUnits.filter((a) => !loadedIds.includes(a.id)).map((a) => a.id) as [number, number];
const placesOf = (s: BomberState, airUnit: number) => optionsFor(s, 'german').flatMap((o) => (o.type === 'place-counter' && o.airUnit === airUnit ? [o.at] : []));
function mapGame(empty: readonly number[]): Game {
  return { ...atMap, position: { ...atMap.position, state: edit(mapState, 'german', (p) => (p.airUnit !== null && empty.includes(p.airUnit) ? { airUnit: null } : null)) } };
}

describe('Covers (VI.D): the other side cannot count them (E33)', () => {
  it('covering no, one or two Air units shows the American the same log, entry for entry, and the same versions', () => {
    const [l1, l2] = loadedIds as [number, number];
    // A cover counter for each, in a hex where it could stand; the placements worked out where most Air units are still to place (two to cover): the same in every game.
    const h1 = placesOf(mapState, l1).find((h) => placesOf(mapState, e1).includes(h))!;
    const h2 = placesOf(mapState, l2).find((h) => h !== h1 && placesOf(mapState, e2).includes(h))!;
    const placements: Extract<BomberCommand, { type: 'place-counter' }>[] = [];
    let s = mapState;
    const place = (airUnit: number, at: string) => {
      placements.push({ type: 'place-counter', airUnit, at });
      s = play(s, 'german', placements.at(-1)!).state;
    };
    place(e1, h1);
    place(e2, h2);
    for (const id of loadedIds.filter((id) => id !== l1 && id !== l2)) place(id, placesOf(s, id).find((h) => h !== h1 && h !== h2)!);
    const covers = [{ type: 'cover', airUnit: l1, by: e1 } as const, { type: 'cover', airUnit: l2, by: e2 } as const];
    const games = [0, 1, 2].map((n) => {
      let g = mapGame([l1, l2].slice(n));
      for (const c of placements) g = send(g, 'german', c);
      return submitWith(g, 'german', 'end-map-setup', covers.slice(0, n));
    });
    expect(games.map((g) => stateOf(g).german.airUnits.filter((a) => a.coveredBy !== null).length)).toEqual([0, 1, 2]);
    for (const viewer of [american, { kind: 'public' } as const]) {
      const logs = games.map((g) => seenFrom(atMap, g, viewer));
      expect(logs[1]).toEqual(logs[0]);
      expect(logs[2]).toEqual(logs[0]);
    }
    expect(seenFrom(atMap, games[0]!, american).slice(placements.length, placements.length + 2).map((e) => e.event)).toEqual([{ type: 'hidden' }, { type: 'map-setup-ended', side: 'german' }]);
    expect(new Set(games.map((g) => g.position.version)).size).toBe(1);
  });
});

/** The Introductory Game on Turn 3 in the German Normal Movement Step, German Air unit 21 (two FW-190s, de1 and de2) up over 1315 at Altitude 1, as a game through the kernel. */
const moving: Game = { ...setUpGame, position: { ...setUpGame.position, state: introFlying('german', [['german', 21, '1315', 1]]) } };

describe("Movement Steps: the other side cannot count a side's hidden changes (E34)", () => {
  it('a hidden change sent by itself is refused, naming where it goes; the prompt still lists it', () => {
    const climb = { type: 'climb', airUnit: 21 } as const;
    expect(offered(stateOf(moving), 'german', climb)).toBe(true);
    const refused = decide(stateOf(moving), 'german', climb, fixedDice([]));
    expect(refused).toMatchObject({ ok: false, reason: 'edit-outside-carrier' });
    expect(!refused.ok && refused.message).toContain('fly, fly-route, exit-map, enter-map, end-movement');
  });

  it('no hidden changes, or several, carried by the hex step and the end of the step, show the American the same log, entry for entry, and the same versions', () => {
    const changes: readonly (readonly [fly: SecretEdit[], end: SecretEdit[]])[] = [
      [[], []],
      [[{ type: 'climb', airUnit: 21 }], [{ type: 'join-formation', plane: 'de1', formation: 2 }, { type: 'dive', airUnit: 21 }]],
      [[{ type: 'climb', airUnit: 21 }, { type: 'dive', airUnit: 21 }, { type: 'join-formation', plane: 'de2', formation: 2 }], []],
    ];
    const games = changes.map(([fly, end]) => submitWith(submitWith(moving, 'german', { type: 'fly', airUnit: 21, hex: '1415' }, fly), 'german', 'end-movement', end));
    expect(new Set(games.map((g) => JSON.stringify(stateOf(g).german.planes.filter((p) => p.airUnit === 21).map((p) => p.formation)))).size).toBe(3);
    for (const viewer of [american, { kind: 'public' } as const]) {
      const logs = games.map((g) => seenFrom(moving, g, viewer));
      expect(logs[1]).toEqual(logs[0]);
      expect(logs[2]).toEqual(logs[0]);
    }
    expect(seenFrom(moving, games[0]!, american).slice(0, 3).map((e) => e.event)).toEqual([
      { type: 'hidden' },
      { type: 'counter-moved', side: 'german', airUnit: 21, at: { hex: '1415' }, facing: null },
      { type: 'hidden' },
    ]);
    expect(new Set(games.map((g) => g.position.version)).size).toBe(1);
  });

  it("a route's Altitude legs are sealed too: a route with none or three shows the same log", () => {
    const routes = [['1415'], ['climb', '1415', 'dive', 'climb']].map((route) => send(moving, 'german', { type: 'fly-route', airUnit: 21, route }));
    expect(stateOf(routes[1]!).german.planes.find((p) => p.id === 'de1')!.altitude).toBe(2);
    expect(seenFrom(moving, routes[1]!, american)).toEqual(seenFrom(moving, routes[0]!, american));
    expect(routes[1]!.position.version).toBe(routes[0]!.position.version);
  });
});

describe("Standing orders: the other side cannot count how often a side changes them (E53)", () => {
  const orders = (battles: 'map' | 'choose', hits: 'last' | 'first') => ({ type: 'set-standing-orders', battles, hits }) as const;
  /** No change, one, and three in a row (each must differ from the orders before it). */
  const changes: readonly SecretEdit[][] = [[], [orders('choose', 'first')], [orders('choose', 'first'), orders('map', 'first'), orders('choose', 'last')]];

  it('standing orders sent by themselves are refused, naming where they go; the readiness and Movement prompts still list them', () => {
    for (const game of [atReadiness, moving]) {
      expect(offered(stateOf(game), 'german', orders('choose', 'first'))).toBe(true);
      const refused = decide(stateOf(game), 'german', orders('choose', 'first'), fixedDice([]));
      expect(refused).toMatchObject({ ok: false, reason: 'edit-outside-carrier' });
      expect(!refused.ok && refused.message).toContain('submit-readiness');
      expect(!refused.ok && refused.message).toContain('end-movement');
    }
  });

  it('setting them never, once or three times with the readiness shows the American the same log, entry for entry, and the same versions', () => {
    const games = changes.map((edits) => submitWith(atReadiness, 'german', 'submit-readiness', edits));
    expect(games.map((g) => stateOf(g).german.standing)).toEqual([{ battles: 'map', hits: 'last' }, { battles: 'choose', hits: 'first' }, { battles: 'choose', hits: 'last' }]);
    for (const viewer of [american, { kind: 'public' } as const]) {
      const logs = games.map((g) => seen(g, viewer));
      expect(logs[1]).toEqual(logs[0]);
      expect(logs[2]).toEqual(logs[0]);
    }
    expect(new Set(games.map((g) => g.position.version)).size).toBe(1);
  });

  it('setting them never, once or three times with a hex step shows the American the same log, entry for entry, and the same versions', () => {
    const games = changes.map((edits) => submitWith(submitWith(moving, 'german', { type: 'fly', airUnit: 21, hex: '1415' }, edits), 'german', 'end-movement', []));
    expect(new Set(games.map((g) => JSON.stringify(stateOf(g).german.standing))).size).toBe(3);
    for (const viewer of [american, { kind: 'public' } as const]) {
      const logs = games.map((g) => seenFrom(moving, g, viewer));
      expect(logs[1]).toEqual(logs[0]);
      expect(logs[2]).toEqual(logs[0]);
    }
    expect(new Set(games.map((g) => g.position.version)).size).toBe(1);
  });
});
