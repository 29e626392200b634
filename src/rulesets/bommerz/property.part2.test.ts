import { describe, it } from 'vitest';
import { PROPERTY_TIMEOUT_MS, checkRandomGames } from '../../../test/support/bommerz-random-games.js';

describe('Random games, part 2 of 2 (property)', () => {
  it('1,000 games with three, four (with the spare Bommer, by default and by name) and five players: each ends legally, replays, verifies and hides face-down counters', () => {
    checkRandomGames(1_000, [{ players: 3 }, { players: 4 }, { players: 4, variant: 'spare-bommer' }, { players: 5 }], 20_240_602);
  }, PROPERTY_TIMEOUT_MS);
});
