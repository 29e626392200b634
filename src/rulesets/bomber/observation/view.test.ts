import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { contextOf } from '../context.js';
import { evolve } from '../evolve.js';
import type { BomberState } from '../state.js';
import { setUp, stateOf } from '../testing.js';
import { view } from '../view.js';
import { ViewSchema, type BomberView } from '../view-schema.js';
import { withSightings } from './last-seen.js';
import { clearMap, findHex, put, unboxed } from './scenes.js';

const SCENARIO = '1944-02-24-big-week';
const blank: BomberState = clearMap(stateOf(setUp(SCENARIO)));
const ctx = contextOf(SCENARIO);
const overGermany = findHex(blank, (h) => ctx.hexes.get(h)!.terrain === 'land' && ctx.enemyLandDistance('american', h) === 0 && ctx.enemyLandDistance('german', h) === 4);
const farAtSea = findHex(blank, (h) => ctx.hexes.get(h)!.terrain === 'sea' && ctx.enemyLandDistance('american', h) === 4 && ctx.enemyLandDistance('german', h) === 4);
const elsewhereAtSea = findHex(blank, (h) => ctx.hexes.get(h)!.terrain === 'sea' && ctx.enemyLandDistance('american', h) === 4, [farAtSea], 3);
const german = { kind: 'seat', seat: 'german' } as const;
const american = { kind: 'seat', seat: 'american' } as const;

/** An American B-17 Air unit over Germany, and a German fighter unit far out at sea. */
const scene = put(put(blank, 'american', 1, overGermany, 2, unboxed(blank, 'american', 'B-17 B', 3)), 'german', 7, farAtSea, 1, unboxed(blank, 'german', 'FW-190 F', 2));
const counter = (v: BomberView, side: string, airUnit: number) => v.counters.find((c) => c.side === side && c.airUnit === airUnit)!;

describe('Bomber II: observation in the views', () => {
  it('the other side\'s counters carry their reports; one\'s own counters none; spectators none; after the end both', () => {
    const v = view(scene, german);
    expect(Value.Check(ViewSchema, v)).toBe(true);
    expect(counter(v, 'american', 1).report).toEqual({ altitudes: [2], planeUnits: 3, bombers: null });
    expect(v.hexReports).toEqual([{ side: 'american', hex: overGermany, altitudes: [2], planeUnits: 3, models: [{ model: 'B-17', type: 'B', planeUnits: 3 }] }]);
    expect(counter(v, 'german', 7).report).toBeNull();
    const a = view(scene, american);
    expect(counter(a, 'german', 7).report).toEqual({ altitudes: null, planeUnits: null, bombers: null });
    expect(counter(a, 'american', 1).report).toBeNull();
    expect(a.hexReports).toEqual([]);
    const pub = view(scene, { kind: 'public' });
    expect(pub.counters.every((c) => c.report === null && c.lastSeen === null)).toBe(true);
    expect(pub.hexReports).toEqual([]);
    const all = view(scene, { kind: 'omniscient' });
    expect(Value.Check(ViewSchema, all)).toBe(true);
    expect(all.counters.every((c) => c.report !== null)).toBe(true);
  });

  it('"last seen": after the counter is out of sight, the observing side still has what its last report said, where and when', () => {
    const seen = evolve(scene, { type: 'phase-entered', turn: 4, phase: { kind: 'initiative' } });
    expect(seen.lastSeen.german['1']).toMatchObject({ turn: 4, at: { hex: overGermany }, altitudes: [2], planeUnits: 3 });
    const gone = withSightings({ ...put(seen, 'american', 1, elsewhereAtSea, 2, seen.american.planes.filter((p) => p.airUnit === 1).map((p) => p.id)), turn: 6 });
    const v = view(gone, german);
    expect(counter(v, 'american', 1).report).toEqual({ altitudes: null, planeUnits: null, bombers: null });
    expect(counter(v, 'american', 1).lastSeen).toEqual({ turn: 4, at: { hex: overGermany }, altitudes: [2], planeUnits: 3, bombers: null, models: [{ model: 'B-17', type: 'B', planeUnits: 3 }] });
    expect(counter(view(gone, american), 'american', 1).lastSeen).toBeNull();
    expect(gone.lastSeen.american).toEqual({});
  });
});
