import { describe, expect, it } from 'vitest';
import { checkEndsAndReplays, checkTwinSecrecy, randomGame } from '../../../test/support/bomber-random-games.js';
import { checkEventsTellNoMore, checkObservationTwins } from '../../../test/support/bomber-observation-twins.js';
import { SCENARIO_IDS } from './context.js';

describe('Random Bomber games (property)', () => {
  it.each(SCENARIO_IDS.map((s, i) => [s, i] as const))('%s: a random legal set-up and 33 Turns end, replay to the same state and verify', (scenario, i) => {
    for (const n of [1, 2]) checkEndsAndReplays(randomGame(scenario, 100 * i + n), n === 1);
  });

  it.each(['1943-08-01-ploesti', '1943-11-02-wiener-neustadt'])(
    '%s: twins that differ only in one side\'s secrets look the same to the other side and to spectators, every step',
    (scenario) => {
      const game = randomGame(scenario, 8);
      expect(game.steps.length).toBeGreaterThan(100);
      checkTwinSecrecy(game, 'american');
      checkTwinSecrecy(game, 'german');
    },
  );
});

describe('Bomber II: observation (property)', () => {
  it.each(['1943-10-14-schweinfurt', '1944-02-24-big-week'])(
    '%s: the other side\'s view is the same across twins that differ only in what the Observation Reports hide at that moment',
    (scenario) => {
      const game = randomGame(scenario, 11);
      expect(checkObservationTwins(game, 7)).toBeGreaterThan(20);
    },
  );

  it.each(['1943-08-01-ploesti', '1944-01-11-oschersleben'])('%s: no event shown to the other side or spectators names an Altitude, a Formation, Plane units or Models', (scenario) => {
    checkEventsTellNoMore(randomGame(scenario, 12));
  });
});
