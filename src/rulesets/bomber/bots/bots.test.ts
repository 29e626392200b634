/** The Bomber bots play legal games to their end: every pairing of the random and sensible policies, and solo games against the server's German player. */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../kernel/dice.js';
import { playGame } from '../../../../scripts/simulate.js';
import { bomberRuleset } from '../index.js';
import { at, intro, overCity } from '../combat/testing.js';
import { RESULTS } from '../victory/outcome.js';
import { sensibleAmerican } from './american.js';
import { againstSensibleGerman, POLICIES } from './index.js';
import { AMERICAN_POLICIES } from './exploits.js';
import { DATA } from '../context.js';
import type { BomberCommand } from '../commands.js';
import { cityNamed } from '../data/map-lookup.js';
import { offLane } from '../german-player/lanes.js';

const SCENARIOS = ['introductory-paris', '1943-11-02-wiener-neustadt'];

describe('Bomber bots', () => {
  it.each(SCENARIOS.flatMap((scenario) => Object.keys(POLICIES).map((policy) => [scenario, policy] as const)))('%s, policy %s: every command legal, the game ends', (scenario, policy) => {
    // playGame throws if a command is refused or the game does not end.
    const game = playGame(bomberRuleset, { scenario }, POLICIES[policy as keyof typeof POLICIES], seededRandom(3));
    expect(RESULTS).toContain(game.outcome.result);
    expect(game.commands).toBeGreaterThan(50);
  });

  it.each(SCENARIOS.flatMap((scenario) => (['random', 'sensible'] as const).map((policy) => [scenario, policy] as const)))('%s solo, the American %s: the game ends', (scenario, policy) => {
    const game = playGame(bomberRuleset, { scenario, solo: true }, POLICIES[policy], seededRandom(4));
    expect(RESULTS).toContain(game.outcome.result);
  });

  it('the sensible American announces a Bomber over its target at its Bomb Altitude, then ends the announcement', () => {
    const over = at(overCity(intro, 1, 'Paris', 2), 3);
    expect(sensibleAmerican(over, 'american')).toEqual({ type: 'announce-bombing', airUnit: 1 });
    expect(sensibleAmerican({ ...over, bombRun: { airUnits: [1], closed: false } }, 'american')).toEqual({ type: 'end-announcement' });
  });

  it('the sensible pair ends the day by agreement once the raid is over, before Turn 33', () => {
    const game = playGame(bomberRuleset, { scenario: 'introductory-paris' }, POLICIES.sensible, seededRandom(5));
    expect((game.state as { phase: unknown }).phase).toEqual({ kind: 'over', reason: 'agreement' });
  });

  it.each(['screen', 'path-home'] as const)('the exploit American %s plays legal games to their end against the sensible German', (name) => {
    const game = playGame(bomberRuleset, { scenario: '1943-10-14-schweinfurt' }, againstSensibleGerman(AMERICAN_POLICIES[name]), seededRandom(1));
    expect(RESULTS).toContain(game.outcome.result);
  });

  it('the path-home American flies out by a dog-leg, off the straight way, and home by the same forced route', () => {
    // The hexes Bomber Air unit 1 flies, by the sensible American and by path-home.
    const flown = (policy: keyof typeof AMERICAN_POLICIES) => {
      const hexes: string[] = [];
      playGame(bomberRuleset, { scenario: '1943-10-14-schweinfurt' }, againstSensibleGerman(AMERICAN_POLICIES[policy]), seededRandom(1), {
        observe: (seat, command) => {
          const c = command as BomberCommand;
          if (seat === 'american' && c.type === 'fly' && c.airUnit === 1) hexes.push(c.hex);
        },
      });
      return hexes;
    };
    const target = cityNamed(DATA.map, 'Schweinfurt')!.hex;
    const [sensible, pathHome] = [flown('sensible'), flown('path-home')];
    const out = (hexes: string[]) => hexes.slice(0, hexes.indexOf(target) + 1);
    expect(out(sensible).length * out(pathHome).length).toBeGreaterThan(0);
    // How far off the sensible Bombers' straight way to the target it flies on its way out.
    const widest = (hexes: string[]) => Math.max(...out(hexes).map((h) => offLane(h, sensible[0]!, target, 0, 1)));
    expect(widest(pathHome)).toBeGreaterThan(widest(sensible));
    // Home, the route is forced (XII.G): the same hexes.
    expect(pathHome.slice(out(pathHome).length)).toEqual(sensible.slice(out(sensible).length));
  });
});
