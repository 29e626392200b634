/**
 * Flying by the map on Bomber's page (web/src/rulesets/bomber-map.ts): the
 * hex grid's neighbours as the rules have them, shortest paths through the
 * reachable hexes, and the command a click sends, checked against the
 * rules themselves: for every hex an Air unit can reach in the Normal
 * Movement Step, the command the page would send is one the rules carry
 * out, and it ends in that hex; nothing is sent for a unit the prompt does
 * not let fly.
 */
import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../src/kernel/dice.js';
import { DATA } from '../../src/rulesets/bomber/context.js';
import { hexId, neighbours, parseHexId } from '../../src/rulesets/bomber/data/hex-grid.js';
import { decide } from '../../src/rulesets/bomber/decide.js';
import { evolve } from '../../src/rulesets/bomber/evolve.js';
import { introFlying } from '../../src/rulesets/bomber/flight/flight-testing.js';
import { optionsFor } from '../../src/rulesets/bomber/prompts.js';
import type { BomberState } from '../../src/rulesets/bomber/state.js';
import { view } from '../../src/rulesets/bomber/view.js';
import type { Command } from '../../web/src/messages.js';
import { enemyCounterFacts, flyCommand, flyingUnits, hexNeighbours, hexOfUnit, nextToFly, ownUnitFacts, reachableHexes, ROUTE_MAX, shortestPath, unitOptions } from '../../web/src/rulesets/bomber-map.js';

const americanView = (s: BomberState) => view(s, { kind: 'seat', seat: 'american' });
const options = (s: BomberState) => optionsFor(s, 'american') as unknown as Command[];

describe("Bomber's map on the page", () => {
  it('finds the six hexes around each map hex as the rules do, none off the 01–99 grid', () => {
    for (const h of DATA.map.hexes) {
      const rules = neighbours(parseHexId(h.id)).filter((c) => c.col >= 1 && c.row >= 1).map(hexId);
      expect(new Set(hexNeighbours(h.id)), h.id).toEqual(new Set(rules));
    }
    expect(hexNeighbours('0101').sort()).toEqual(['0102', '0201']);
  });

  it('takes a shortest path through open hexes only, its first step among those allowed', () => {
    const open = new Set(['0202', '0302', '0402', '0301', '0303', '0203']);
    expect(shortestPath('0201', '0402', open, open)).toEqual(['0302', '0402']);
    // With the straight first step not allowed, the way round.
    const round = shortestPath('0201', '0402', open, new Set(['0202']))!;
    expect(round).toHaveLength(3);
    expect(round[0]).toBe('0202');
    round.forEach((hex, i) => expect(hexNeighbours(i === 0 ? '0201' : round[i - 1]!)).toContain(hex));
    expect(shortestPath('0201', '0999', open, open)).toBeNull();
  });

  it('sends, for every hex an Air unit can reach, a command the rules carry out that ends there: the prompt’s fly next door, a fly-route farther', () => {
    const s = introFlying('american', [['american', 4, '1515', 2]]);
    const seen = americanView(s);
    expect(hexOfUnit(seen, 4)).toBe('1515');
    const reachable = reachableHexes(seen, 4);
    expect(reachable.length).toBeGreaterThan(20);
    const offered = options(s);
    expect(flyingUnits(offered)).toContain(4);
    const kinds = new Set<string>();
    for (const hex of reachable) {
      const command = flyCommand(offered, seen, 4, hex)!;
      expect(command, hex).not.toBeNull();
      kinds.add(command.type);
      if (command.type === 'fly') expect(offered).toContainEqual(command);
      else expect((command.route as string[]).length).toBeLessThanOrEqual(ROUTE_MAX);
      const decided = decide(s, 'american', command as never, fixedDice([]));
      expect(decided.ok, `${hex}: ${JSON.stringify(decided)}`).toBe(true);
      const after = decided.ok ? decided.events.map((e) => e.event).reduce(evolve, s) : s;
      expect(hexOfUnit(americanView(after), 4), hex).toBe(hex);
    }
    expect(kinds).toEqual(new Set(['fly', 'fly-route']));
  });

  it('sends nothing for a hex out of reach, for the hex the unit is in, or for a unit the prompt offers no fly for', () => {
    const s = introFlying('american', [['american', 4, '1515', 2]]);
    const seen = americanView(s);
    expect(flyCommand(options(s), seen, 4, '3030')).toBeNull();
    expect(flyCommand(options(s), seen, 4, '1515')).toBeNull();
    const noFly = options(s).filter((o) => o.type !== 'fly');
    expect(flyCommand(noFly, seen, 4, reachableHexes(seen, 4)[0]!)).toBeNull();
    expect(flyingUnits(noFly).size).toBe(0);
  });

  it("says what the seat's view tells of its own Air unit, and offers the prompt's options about it other than flying", () => {
    const s = introFlying('american', [['american', 1, '1314', 0]]);
    const seen = americanView(s);
    const facts = ownUnitFacts(seen, 1);
    const line = seen.missionSheet!['1']!;
    expect(facts).toContain('Altitude 0');
    expect(facts).toContain(`Formation: ${line.formation}`);
    expect(facts).toContain(`Bomb Altitude ${line.bombAltitude} (plotted): ${line.bombAltitude === 0 ? 'at it' : `not at it (climb ${line.bombAltitude})`}`);
    expect(facts.some((f) => /^\d+ Plane units?: B-17/.test(f))).toBe(true);
    const offered = options(s);
    const about = unitOptions(offered, seen, 1).map((i) => offered[i]!);
    expect(about.map((o) => o.type)).toContain('climb');
    expect(about.every((o) => o.type !== 'fly' && (o.airUnit === 1 || typeof o.plane === 'string'))).toBe(true);
    // A spectator has no Air units of his own: nothing said.
    expect(ownUnitFacts(view(s, { kind: 'public' }), 1)).toEqual([]);
  });

  it('picks, after a unit flies, the next own unit by number that may fly and has not moved this Turn, round to the start; none when all have moved', () => {
    const s = introFlying('american', [['american', 1, '1314', 0], ['american', 3, '1416', 1], ['american', 4, '1515', 2]]);
    const seen = americanView(s);
    expect(nextToFly(options(s), seen, 1)).toBe(3);
    expect(nextToFly(options(s), seen, 3)).toBe(4);
    expect(nextToFly(options(s), seen, 4)).toBe(1);
    // Unit 3 flies a hex: it has moved this Turn, so after unit 1 comes unit 4.
    const fly = options(s).find((o) => o.type === 'fly' && o.airUnit === 3)!;
    const decided = decide(s, 'american', fly as never, fixedDice([]));
    if (!decided.ok) throw new Error(decided.reason);
    const after = decided.events.map((e) => e.event).reduce(evolve, s);
    expect(nextToFly(options(after), americanView(after), 1)).toBe(4);
    // Nothing the prompt does not let fly.
    expect(nextToFly(options(s).filter((o) => o.type !== 'fly'), seen, 1)).toBeNull();
  });

  it("says of an enemy counter what the seat's view says of it, and nothing of its own or of a counter it does not see", () => {
    const s = introFlying('german', [['american', 4, '1515', 2], ['german', 2, '1516', 2]]);
    const german = view(s, { kind: 'seat', seat: 'german' });
    const counter = german.counters.find((c) => c.side === 'american' && c.airUnit === 4)!;
    const facts = enemyCounterFacts(german, 'american', 4);
    expect(facts[0]).toBe('In hex 1515');
    // One hex away: the chart tells its Plane units and Altitude (IX.G), as the view's report has them.
    expect(counter.report?.planeUnits).not.toBeNull();
    expect(facts).toContain(`${counter.report!.planeUnits} Plane unit${counter.report!.planeUnits === 1 ? '' : 's'}`);
    expect(facts.some((f) => f.startsWith('Seen at Altitude 2'))).toBe(true);
    expect(enemyCounterFacts(german, 'german', 2)).toEqual([]);
    expect(enemyCounterFacts(german, 'american', 39)).toEqual([]);
  });
});
