/**
 * Any client plays any game (issue 38): a client that knows no ruleset
 * (test/support/generic-client.ts) reads GET /rulesets, follows the personal
 * stream for its turns, sends only its prompts' suggestions, plays to the
 * end and verifies the log. CI plays Bommerz solo and for two, a two-player
 * Introductory Game of Bomber and a solo historical scenario; every scenario
 * and player count: bench/generic-client.bench.ts.
 */
import { describe, expect, it } from 'vitest';
import { playBySuggestions } from '../support/generic-client.js';
import { servedApp } from './support.js';

const served = servedApp();

describe('a client that knows no ruleset, sending only suggestions', () => {
  it.each([1, 2])('plays Bommerz for %i player(s) to its end and verifies it', async (players) => {
    const game = await playBySuggestions(served.baseUrl, 'bommerz', { players });
    expect(game.outcome.result).toBeTypeOf('string');
    expect(game.verification).toMatchObject({ ok: true });
    expect(Object.keys(game.requests)).toHaveLength(players);
  }, 120_000);

  it.each([
    ['introductory-paris', false],
    ['1943-08-01-ploesti', true],
  ])('plays Bomber %s (solo: %s) to a result that is not a 0–0 agreement, and verifies it', async (scenario, solo) => {
    const game = await playBySuggestions(served.baseUrl, 'bomber', { scenario, ...(solo && { solo: true }) });
    expect(game.outcome.summary).toMatch(/Victory Points/);
    expect(game.outcome.summary).not.toMatch(/American 0, German 0/);
    expect(game.verification).toMatchObject({ ok: true });
    expect(Object.keys(game.requests)).toEqual(solo ? ['american'] : ['american', 'german']);
    console.log(`Bomber ${scenario}${solo ? ' solo' : ''}: ${game.outcome.summary} (${JSON.stringify(game.requests)} requests, ${game.milliseconds} ms)`);
  }, 300_000);
});
