/** Target Cards: the discard rules of IV.C as data, and the deck's make-up. */
import { describe, expect, it } from 'vitest';
import { loadBomberData } from './index.js';
import { shortCities, shortReachHexes } from './short-targets.js';
import { shuttleLimit } from './shuttle-missions.js';
import { printedDiscard } from './target-cards.js';

const data = loadBomberData();
const card = (city: string) => {
  const c = data.targetCards.find((x) => x.cities.includes(city));
  if (c === undefined) throw new Error(`no card for ${city}`);
  return c;
};
const shuttles = data.targetCards.filter((c) => c.shuttleMission);

describe('Target Cards', () => {
  it('include two-city cards, Shuttle Mission cards and "short" cards', () => {
    expect(data.targetCards.some((c) => c.cities.length === 2)).toBe(true);
    expect(shuttles.length).toBeGreaterThan(1);
    expect(data.targetCards.filter((c) => c.short).length).toBeGreaterThan(1);
  });

  it('must discard every Shuttle Mission card drawn before 17 August 1943, keep them from that day (XII.H)', () => {
    for (const s of shuttles) {
      expect(printedDiscard(s, '1943-08-16')).toBe('must');
      expect(printedDiscard(s, '1943-08-17')).toBe('keep');
    }
  });

  it('carry must- and may-discard lines by date', () => {
    expect(printedDiscard(card('Rome'), '1943-08-13')).toBe('keep');
    expect(printedDiscard(card('Rome'), '1943-08-14')).toBe('must');
    expect(printedDiscard(card('Berlin'), '1944-02-24')).toBe('must');
    expect(printedDiscard(card('Berlin'), '1944-03-04')).toBe('keep');
    expect(printedDiscard(card('Lorient'), '1943-06-30')).toBe('keep');
    expect(printedDiscard(card('Lorient'), '1943-07-01')).toBe('may');
    expect(printedDiscard(card('Schweinfurt'), '1943-10-14')).toBe('keep');
  });

  it('mark "short" exactly the cards whose cities are within P-47 reach of England (Sortie ruling)', () => {
    expect(shortReachHexes(data.planes)).toBe(5);
    const short = shortCities(data.map, data.planes);
    expect([...short].sort()).toEqual(['Amiens', 'Amsterdam', 'Antwerp', 'Lille', 'Rotterdam']);
    for (const c of data.targetCards) expect(c.short).toBe(c.cities.length > 0 && c.cities.every((x) => short.has(x)));
  });

  it('show on the map which cities have a card', () => {
    const carded = new Set(data.targetCards.flatMap((c) => c.cities));
    for (const c of data.map.cities) expect(c.targetCard).toBe(carded.has(c.name));
    expect(data.map.cities.some((c) => !c.targetCard)).toBe(true);
  });
});

describe('Shuttle Mission limits by date (XII.H)', () => {
  it('allow none before 17 August 1943, B-24s and seven B-17 units through September (Sortie ruling), any from 1 October', () => {
    expect(shuttleLimit('1943-08-16')).toBeUndefined();
    expect(shuttleLimit('1943-08-17')).toEqual({ 'B-24 B': 'all', 'B-17 B': 7 });
    expect(shuttleLimit('1943-09-15')).toEqual({ 'B-24 B': 'all', 'B-17 B': 7 });
    expect(shuttleLimit('1943-10-01')).toBe('all');
  });
  it('let the 17 August 1943 scenario shuttle its seven-unit Regensburg force', () => {
    const s = data.scenarios.find((x) => x.scenario.date === '1943-08-17')?.scenario;
    const limit = shuttleLimit(s?.date ?? '');
    const b17 = s?.american[0]?.units[0];
    expect(limit !== undefined && limit !== 'all' && limit['B-17 B']).toBe(b17?.count);
  });
});
