import { describe, it } from 'vitest';
import { PROPERTY_TIMEOUT_MS, checkRandomGames } from '../../../test/support/bommerz-random-games.js';

describe('Random games, part 1 of 2 (property)', () => {
  it('1,000 games solo, two-player, and four Orks against the server: each ends legally, replays, verifies and hides face-down counters', () => {
    checkRandomGames(1_000, [{ players: 1 }, { players: 2 }, { players: 4, variant: 'versus-server' }], 20_240_601);
  }, PROPERTY_TIMEOUT_MS);
});
