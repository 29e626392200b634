/** The hex grid: ids, distances and neighbours, and the board geometry that places hexes. */
import { describe, expect, it } from 'vitest';
import { loadGeography } from './geography.js';
import { hexDistance, hexId, neighbour, neighbours, parseHexId } from './hex-grid.js';
import { boardFrame } from './mapgen/generate-map.js';

describe('hex ids', () => {
  it('are four digits, column then row', () => {
    expect(hexId({ col: 4, row: 12 })).toBe('0412');
    expect(parseHexId('3527')).toEqual({ col: 35, row: 27 });
    expect(() => parseHexId('352')).toThrow(RangeError);
    expect(() => hexId({ col: 100, row: 1 })).toThrow(RangeError);
  });
});

describe('distance and neighbours', () => {
  it('counts hexes as IX.G does: the far hex counts, the near one does not', () => {
    expect(hexDistance({ col: 10, row: 10 }, { col: 10, row: 10 })).toBe(0);
    expect(hexDistance({ col: 10, row: 10 }, { col: 10, row: 14 })).toBe(4);
    expect(hexDistance({ col: 10, row: 10 }, { col: 14, row: 10 })).toBe(4);
  });
  it('finds six neighbours at distance 1 in odd and even columns, and walks back across each side', () => {
    for (const hex of [
      { col: 5, row: 5 },
      { col: 6, row: 5 },
    ]) {
      const ns = neighbours(hex);
      expect(new Set(ns.map(hexId)).size).toBe(6);
      ns.forEach((n, side) => {
        expect(hexDistance(hex, n)).toBe(1);
        expect(neighbour(n, (side + 3) % 6)).toEqual(hex);
      });
    }
  });
  it('sets even columns half a hex lower: 0605 lies south-east of 0505', () => {
    expect(neighbour({ col: 5, row: 5 }, 2)).toEqual({ col: 6, row: 5 });
    expect(neighbour({ col: 6, row: 5 }, 1)).toEqual({ col: 7, row: 5 });
  });
});

describe('board geometry', () => {
  const { geometry, projection } = boardFrame(loadGeography());
  it('finds every hex again from its centre and from its sample points', () => {
    for (const hex of geometry.hexes) {
      expect(geometry.hexAt(geometry.centre(hex))).toEqual(hex);
      for (const p of geometry.areaSamples(hex)) expect(geometry.hexAt(p)).toEqual(hex);
    }
  });
  it('puts centres 40 miles apart, as II gives the scale', () => {
    const [ax, ay] = geometry.centre({ col: 20, row: 10 });
    for (const n of neighbours({ col: 20, row: 10 })) {
      const [bx, by] = geometry.centre(n);
      expect(Math.hypot(bx - ax, by - ay)).toBeCloseTo(40, 6);
    }
  });
  it('projects and unprojects real places consistently', () => {
    const regensburg: [number, number] = [12.1, 49.01];
    const [lon, lat] = projection.inverse(projection.forward(regensburg));
    expect(lon).toBeCloseTo(12.1, 9);
    expect(lat).toBeCloseTo(49.01, 9);
  });
});
