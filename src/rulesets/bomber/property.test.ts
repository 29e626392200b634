import { describe, expect, it } from 'vitest';
import { checkFlightLegal } from '../../../test/support/bomber-flight-checks.js';
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
      const game = randomGame(scenario, 9);
      expect(game.steps.length).toBeGreaterThan(100);
      checkTwinSecrecy(game, 'american');
      checkTwinSecrecy(game, 'german');
    },
  );
});

/** Bomber II's flight: three scenarios, one game each in CI (Africa, the Introductory Game, the biggest); BOMBER_FLIGHT_GAMES=n plays n games of every scenario. */
const FLIGHT_GAMES = Number(process.env.BOMBER_FLIGHT_GAMES ?? 0);
const FLIGHT_SCENARIOS = FLIGHT_GAMES > 0 ? SCENARIO_IDS : ['introductory-paris', '1943-11-02-wiener-neustadt', '1944-02-24-big-week'];

describe('Random Bomber games fly legally (Bomber II flight, property)', () => {
  it.each(FLIGHT_SCENARIOS.map((s, i) => [s, i] as const))('%s: units fly across the map, never into an illegal position, and replay to the same state', (scenario, i) => {
    for (let n = 0; n < Math.max(1, FLIGHT_GAMES); n++) {
      const game = randomGame(scenario, 1000 + 100 * i + n);
      checkFlightLegal(game);
      checkEndsAndReplays(game, false);
    }
  });
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
