import { describe, expect, it } from 'vitest';
import { view } from './view.js';
import { viewSvg } from './view-svg.js';
import { position } from './testing.js';

describe('The position picture', () => {
  const state = position({
    options: { players: 2 },
    bommerz: [
      { id: 'b1', space: '2B', tail: '2A', damage: 1 },
      { id: 'b2', space: null, status: 'destroyed' },
    ],
    counters: [
      { id: 'c1', kind: 'flak-2', space: '2E', faceUp: true },
      { id: 'c2', kind: 'laser', space: '3E' },
    ],
  });

  it('shows the face-up counters, the Bommerz with their damage and tails, and whose move it is', () => {
    const svg = viewSvg(view(state, { kind: 'seat', seat: 'ork1' }));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('as seen by Ork player ork1');
    expect(svg).toContain('>FLAK 2</text>');
    expect(svg).toContain('>b1</text>');
    expect(svg.match(/class="damage"/g)).toHaveLength(1);
    expect(svg).toContain('class="tail"');
    expect(svg).toContain('Not on the board: b2 (destroyed)');
  });

  it('draws a face-down counter as a blank tile for an Ork, and with its kind for the Imperial player who knows it', () => {
    const ork = viewSvg(view(state, { kind: 'seat', seat: 'ork1' }));
    expect(ork).not.toContain('LASER');
    expect(ork.match(/class="hidden-tile"/g)).toHaveLength(1);
    const imperial = viewSvg(view(state, { kind: 'seat', seat: 'imperial' }));
    expect(imperial).toContain('>LASER</text>');
    expect(imperial).not.toContain('class="hidden-tile"');
  });
});
