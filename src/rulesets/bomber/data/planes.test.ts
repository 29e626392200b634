/** Plane Models: every Model the scenarios use, with Movement Factor and endurance from real speed and range. */
import { describe, expect, it } from 'vitest';
import { loadBomberData } from './index.js';
import { enduranceTurns, loadPlanes, movementFactor } from './planes.js';

const planes = loadPlanes();
const byKey = new Map(planes.map((p) => [p.key, p]));

describe('plane models', () => {
  it('include every Model the issue names, with the rulebook Types', () => {
    const expected = [
      'B-17 B', 'B-24 B', 'P-38 F', 'P-47 F', 'P-51 F',
      'Me-109G F', 'Me-109AS F', 'FW-190 F', 'Me-110 D', 'Me-410 D', 'Ju-88 D',
      'Me-110 N', 'Ju-88 N', 'Do-217 N',
    ];
    expect([...byKey.keys()].sort()).toEqual([...expected].sort());
  });

  it('cover every Model and Type a scenario fields', () => {
    const used = loadBomberData().scenarios.flatMap(({ scenario: s }) => [
      ...s.american.flatMap((a) => a.units),
      ...s.german.units,
    ]);
    for (const u of used) expect(byKey.has(u.variant)).toBe(true);
  });

  it('derive Movement Factor as max speed × 0.85 for half an hour over 40-mile hexes', () => {
    expect(movementFactor(287)).toBe(3);
    expect(movementFactor(433)).toBe(5);
    expect(movementFactor(386)).toBe(4);
    for (const p of planes) expect(p.movementFactor).toBeGreaterThanOrEqual(3);
  });

  it('derive endurance as out-and-back over the combat radius at the Movement Factor, whole Turns', () => {
    expect(enduranceTurns(450, 3)).toBe(7);
    expect(enduranceTurns(560, 3)).toBe(9);
    expect(enduranceTurns(200, 5)).toBe(2);
  });

  it('make fighters faster than bombers and drop tanks worth at least as much as internal fuel', () => {
    const bomberMf = Math.max(...planes.filter((p) => p.type === 'B').map((p) => p.movementFactor));
    for (const p of planes.filter((x) => x.type === 'F')) expect(p.movementFactor).toBeGreaterThan(bomberMf);
    for (const p of planes) if (p.endurance.dropTanks !== undefined) expect(p.endurance.dropTanks).toBeGreaterThanOrEqual(p.endurance.internal);
  });

  it('give bombers the endurance of their historic deep raids: a B-24 reaches Ploesti from Benghazi and back', () => {
    const b24 = byKey.get('B-24 B');
    // Benghazi to Ploesti is about 940 miles each way: 47 hexes out and back at MF 3 is 16 Turns.
    expect(b24?.endurance.internal).toBeGreaterThanOrEqual(16);
    expect(byKey.get('B-17 B')?.bombLoad).toBeLessThan(b24?.bombLoad ?? 0);
  });

  it('let only Destroyers and Fighters carry rockets (XIII.B.1), and only Germans', () => {
    for (const p of planes.filter((x) => x.rockets)) {
      expect(['D', 'F']).toContain(p.type);
      expect(p.side).toBe('german');
    }
    expect(planes.filter((p) => p.rockets).map((p) => p.key)).toEqual(
      expect.arrayContaining(['Me-110 D', 'Me-410 D', 'FW-190 F', 'Me-109G F']),
    );
  });

  it('give Bombers a bomb load and nobody else', () => {
    for (const p of planes) expect(p.bombLoad !== undefined).toBe(p.type === 'B');
  });
});
