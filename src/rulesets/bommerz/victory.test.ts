import { describe, expect, it } from 'vitest';
import { concessionWinners, outcome, sides, victoryLevel } from './outcome.js';
import { position, type BommerSpec } from './testing.js';
import type { BommerzOptions } from './setup.js';

describe('Victory (rulebook "Winning and Losing", rulings §2)', () => {
  it.each([
    [1, 0, true, 'imperial-minor-victory'],
    [1, 1, true, 'ork-minor-victory'],
    [1, 2, true, 'ork-major-victory'],
    [2, 0, true, 'imperial-major-victory'],
    [2, 1, true, 'imperial-minor-victory'],
    [2, 2, true, 'ork-minor-victory'],
    [1, 0, false, 'imperial-major-victory'],
    [2, 0, false, 'imperial-major-victory'],
  ] as const)('%i wave(s), %i bridge(s) destroyed, any bridge hit %s: %s', (waves, destroyed, hit, result) => {
    expect(victoryLevel(waves, destroyed, hit)).toBe(result);
  });

  const over = (options: BommerzOptions, bridgeHits: Record<string, number>, bommerz: BommerSpec[], wave = 1) => position({ options, phase: 'over', wave, bridgeHits, bommerz });
  const gone = (id: string, owner: string, bridgeHits: number): BommerSpec => ({ id, owner, bridgeHits, space: null, status: 'left' });

  it('counts "Bridges Damaged" as hit with none destroyed, read from the bridges', () => {
    expect(outcome(over({ players: 1 }, { '2I': 1, '3F': 0 }, [gone('b1', 'ork1', 1)]))).toMatchObject({
      result: 'imperial-minor-victory',
      winners: [],
      detail: { waves: 1, bridgeHits: { '2I': 1, '3F': 0 }, bridgesHit: 1, bridgesDestroyed: 0, bommerzFlown: 1, bommerzLost: 0, hitsBySeat: { ork1: 1 } },
    });
  });

  it('names the Ork player with the most hits on bridges the individual winner, ties shared', () => {
    const shared = over({ players: 3 }, { '2I': 4, '3F': 2 }, [gone('b1', 'ork1', 3), gone('b2', 'ork1', 0), gone('b3', 'ork2', 2), gone('b4', 'ork2', 1)]);
    expect(outcome(shared)).toMatchObject({ result: 'ork-minor-victory', winners: ['ork1', 'ork2'] });
    const single = over({ players: 3 }, { '2I': 4, '3F': 2 }, [gone('b1', 'ork1', 2), gone('b3', 'ork2', 4)]);
    expect(outcome(single)).toMatchObject({ winners: ['ork2'], summary: expect.stringContaining('Individual winner: ork2 with 4 hits') as unknown });
  });

  it('on a concession (a resignation, a forfeit, a claim), makes the Orks one side: an Ork player concedes for all of them, the Imperial player to the Orks with the most hits so far (Sortie ruling S33)', () => {
    const playing = (options: BommerzOptions) => position({ options, phase: 'turn-start', wave: 1, bridgeHits: { '2I': 3 }, bommerz: [gone('b1', 'ork1', 1), gone('b2', 'ork2', 2)] });
    expect(sides(playing({ players: 3 }))).toEqual([['ork1', 'ork2'], ['imperial']]);
    expect(sides(playing({ players: 4, variant: 'versus-server' }))).toEqual([['ork1', 'ork2', 'ork3', 'ork4']]);
    expect(sides(playing({ players: 1 }))).toEqual([['ork1']]);
    expect(concessionWinners(playing({ players: 3 }), 'ork1')).toEqual(['imperial']);
    expect(concessionWinners(playing({ players: 3 }), 'ork2')).toEqual(['imperial']);
    expect(concessionWinners(playing({ players: 4, variant: 'versus-server' }), 'ork1')).toEqual([]);
    expect(concessionWinners(playing({ players: 1 }), 'ork1')).toEqual([]);
    expect(concessionWinners(playing({ players: 3 }), 'imperial')).toEqual(['ork2']);
  });

  it('gives no individual winner where the Orks lost: the Imperial player wins, or in solo nobody does', () => {
    expect(outcome(over({ players: 3 }, { '2I': 3 }, [gone('b1', 'ork1', 3)]))).toMatchObject({ result: 'imperial-minor-victory', winners: ['imperial'] });
    expect(outcome(over({ players: 4, variant: 'versus-server' }, { '2I': 3 }, [gone('b1', 'ork1', 3)]))).toMatchObject({ winners: [] });
  });

  it('is only given once the game is over', () => {
    expect(outcome(position({ bommerz: [{ id: 'b1', space: '1A' }] }))).toBeNull();
  });
});
