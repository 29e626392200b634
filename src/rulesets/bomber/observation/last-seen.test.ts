import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../kernel/dice.js';
import { playGame } from '../../../../scripts/simulate.js';
import { POLICIES } from '../bots/index.js';
import { bomberRuleset } from '../index.js';
import type { BomberEvent } from '../events.js';
import type { BomberState } from '../state.js';
import { withSightings } from './last-seen.js';
import { observe } from './report.js';

/** Plays a whole game of `scenario` with the sensible bots, showing `check` the state after each event (and the event); answers the last state. */
function afterEachEvent(scenario: string, seed: number, check: (state: BomberState, event: BomberEvent, events: number) => void): BomberState {
  let state = bomberRuleset.initialState({ scenario });
  let events = 0;
  playGame(bomberRuleset, { scenario }, POLICIES.sensible, seededRandom(seed), {
    observe: (_seat, _command, emitted) => {
      for (const { event } of emitted) {
        state = bomberRuleset.evolve(state, event as BomberEvent);
        check(state, event as BomberEvent, ++events);
      }
    },
  });
  return state;
}

describe('"last seen" (IX.G) after every event', () => {
  // evolve skips the update after an event that changed nothing a report reads (evolve.ts sameToObservers): this shows
  // the skipped update would have changed nothing, at every event of a whole game of three scenarios (one with Battles).
  it.each(['introductory-paris', '1943-08-01-ploesti', '1943-11-02-wiener-neustadt'])('%s: each side\'s sightings are what it is told after each event', (scenario) => {
    const last = afterEachEvent(scenario, 7, (state, event, events) => expect(withSightings(state), `after event ${events} (${event.type})`).toBe(state));
    expect(Object.keys(last.lastSeen.german).length + Object.keys(last.lastSeen.american).length).toBeGreaterThan(0);
  });

  // "Last seen" asks observe for the counters in sight only (sightedOnly): those are exactly the reports that tell Altitude Levels, whole, and the hexes whose Types and Models are told.
  it('observe in sight only leaves out just the counters told no more than where they stand', () => {
    let compared = 0;
    afterEachEvent('1943-11-02-wiener-neustadt', 11, (state) => {
      for (const side of ['american', 'german'] as const) {
        const all = observe(state, side);
        const sighted = observe(state, side, { sightedOnly: true });
        expect(sighted).toEqual({ counters: all.counters.filter((c) => c.altitudes !== null), hexes: all.hexes });
        compared += sighted.counters.length;
      }
    });
    expect(compared).toBeGreaterThan(0);
  });
});
