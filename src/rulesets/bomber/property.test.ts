import { afterAll, describe, expect, it } from 'vitest';
import { checkFlightLegal, FLIGHT_COMMANDS } from '../../../test/support/bomber-flight-checks.js';
import { checkEndsAndReplays, checkTwinSecrecy, combatReached, randomGame, type CombatReached } from '../../../test/support/bomber-random-games.js';
import { checkEventsTellNoMore, checkObservationTwins } from '../../../test/support/bomber-observation-twins.js';
import { SCENARIO_IDS } from './context.js';

/** Whole random games with combat (the combat-seeking policy): one of every scenario in CI; BOMBER_PROPERTY_GAMES=n plays n of each. */
const GAMES = Math.max(1, Number(process.env.BOMBER_PROPERTY_GAMES ?? 1));
/**
 * Game n of scenario i plays seed 100 i + n + SEED_OFFSET. Bombing comes in
 * most games, Air Combat in about one in 35 (measured over five games of every
 * scenario): the offset makes the CI run's seven include one. Version 4's
 * German (ruling E63: a reserve kept, fewer Air units sent up) plays other
 * games from the same seeds: offset 1, whose Big Week game had one under
 * version 3, now has none in its seven; offset 2 has two, in Oschersleben
 * (seed 403), and offset 3 one, in Regensburg-Schweinfurt (seed 104; a scan of
 * offsets 2 and 3, every scenario).
 */
const SEED_OFFSET = 2;

describe('Random Bomber games with combat (property)', () => {
  const reached: CombatReached[] = [];
  const flown = new Set<string>();

  it.each(SCENARIO_IDS.map((s, i) => [s, i] as const))(
    '%s: a random legal game flies, fights and bombs, ends by Turn 33 with an outcome, never reaches an illegal position, replays to the same state, verifies, and tells no more than the rules show',
    (scenario, i) => {
      for (let n = 1; n <= GAMES; n++) {
        const game = randomGame(scenario, 100 * i + n + SEED_OFFSET);
        expect(game.end.state.turn).toBeLessThanOrEqual(33);
        checkEndsAndReplays(game, true);
        for (const kind of checkFlightLegal(game)) flown.add(kind);
        checkEventsTellNoMore(game);
        reached.push(combatReached(game));
      }
    },
  );

  afterAll(() => {
    const total = (k: keyof CombatReached) => reached.reduce((sum, r) => sum + r[k], 0);
    const totals = { games: reached.length, battles: total('battles'), airCombats: total('airCombats'), flak: total('flak'), bombings: total('bombings') };
    console.log('Bomber random games reached', JSON.stringify(totals));
    if (reached.length < SCENARIO_IDS.length * GAMES) return;
    expect([...flown].sort(), 'units flew and changed Altitude').toEqual([...FLIGHT_COMMANDS].sort());
    expect(totals.airCombats, 'at least one Battle with Air Combat').toBeGreaterThan(0);
    expect(totals.bombings, 'at least one Bombing').toBeGreaterThan(0);
    expect(totals.flak, 'at least one Flak die').toBeGreaterThan(0);
  });
});

describe('Random Bomber games keep each side\'s secrets (property)', () => {
  it.each(['1943-11-02-wiener-neustadt', '1944-01-11-oschersleben'])(
    '%s: twins that differ only in one side\'s secrets look the same to the other side and to spectators, every step until the twins legitimately diverge in what becomes public',
    (scenario) => {
      const game = randomGame(scenario, 7);
      expect(checkTwinSecrecy(game, 'american')).toBeGreaterThan(100);
      expect(checkTwinSecrecy(game, 'german')).toBeGreaterThan(100);
    },
  );

  it.each(['1943-10-14-schweinfurt', '1944-02-24-big-week'])(
    '%s: the other side\'s view is the same across twins that differ only in what the Observation Reports hide at that moment',
    (scenario) => {
      const game = randomGame(scenario, 11);
      expect(checkObservationTwins(game, 7)).toBeGreaterThan(20);
    },
  );
});
