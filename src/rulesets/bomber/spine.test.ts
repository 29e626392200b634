import { describe, expect, it } from 'vitest';
import { SCENARIO_IDS } from './context.js';
import { setUp, stateOf } from './testing.js';

describe('scripted set-up', () => {
  it.each(SCENARIO_IDS)('%s reaches Turn 1 readiness', (scenario) => {
    const s = stateOf(setUp(scenario));
    expect(s.phase).toEqual({ kind: 'readiness' });
    expect(s.turn).toBe(1);
  });
});
