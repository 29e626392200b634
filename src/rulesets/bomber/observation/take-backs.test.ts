/**
 * Take-backs in Bomber (ruling E59): a command after which either side's
 * reports tell more of the other's counters cannot be taken back, nor can
 * any before it; other moves still can. Whole games by the sensible bots,
 * through the kernel, every command checked.
 */
import { describe, expect, it } from 'vitest';
import { promptsOf } from '../../../kernel/control.js';
import { seededRandom } from '../../../kernel/dice.js';
import { applySeeded, initialPosition, START_COMMAND, type Position } from '../../../kernel/engine.js';
import type { AnyRuleset, GameCommand } from '../../../kernel/ruleset.js';
import { TAKE_BACK, takeBackReach } from '../../../kernel/take-back.js';
import { POLICIES } from '../bots/index.js';
import { bomberRuleset } from '../index.js';
import type { BomberState } from '../state.js';
import { bomberRulesetV2 } from '../version-2.js';
import { bomberRulesetV3 } from '../version-3.js';
import { bomberRulesetV4 } from '../version-4.js';
import { rulesVersion } from '../editions.js';
import { createRegistry } from '../../index.js';
import { toldMore } from './last-seen.js';

const SEED = 'e'.repeat(64);
const takeBackOne = { type: TAKE_BACK, at: '2026-12-07T06:00:00.000Z', commands: 1 } as unknown as GameCommand;

function started(ruleset: AnyRuleset, scenario: string): Position<BomberState> {
  const r = applySeeded<BomberState>(ruleset, initialPosition(ruleset, { scenario }), null, START_COMMAND, SEED);
  if (!r.ok) throw new Error(r.reason);
  return r.position;
}

describe('take-backs in Bomber (ruling E59)', () => {
  it.each(['introductory-paris', '1943-11-02-wiener-neustadt'])('%s: a command after which a side is told more cannot be taken back, though version 2 let it; other moves still can', (scenario) => {
    // The same commands under version 3 and, beside it, version 2: the states are the same, the take-back trails are not (version 4 takes backs as version 3 does).
    let at = started(bomberRulesetV3, scenario);
    let v2 = started(bomberRulesetV2, scenario);
    const random = seededRandom(3);
    let closed = 0;
    let closedOnlyNow = 0;
    let open = 0;
    for (let prompt = promptsOf(bomberRulesetV3, at)[0]; prompt; prompt = promptsOf(bomberRulesetV3, at)[0]) {
      const seat = prompt.seat;
      const command = POLICIES.sensible(at.state, seat, random) as GameCommand;
      const next = applySeeded<BomberState>(bomberRulesetV3, at, seat, command, SEED);
      const nextV2 = applySeeded<BomberState>(bomberRulesetV2, v2, seat, command, SEED);
      if (!next.ok || !nextV2.ok) throw new Error(`${command.type} refused`);
      expect(nextV2.position.state).toEqual(next.position.state);
      const over = bomberRulesetV3.outcome(next.position.state) !== null;
      const reach = takeBackReach(next.position.takeBack, seat, over);
      if (over) {
        expect(reach).toBeNull();
      } else if (toldMore(at.state, next.position.state)) {
        expect(reach, `${command.type} at version ${at.version}`).toBeNull();
        const back = applySeeded<BomberState>(bomberRulesetV3, next.position, seat, takeBackOne, SEED);
        expect(back.ok ? 'taken back' : back.reason).toBe('nothing-to-take-back');
        closed++;
        if (takeBackReach(nextV2.position.takeBack, seat, false) !== null) closedOnlyNow++;
      } else if (reach !== null) {
        // A move that told nobody anything goes back to the very state before it.
        const back = applySeeded<BomberState>(bomberRulesetV3, next.position, seat, takeBackOne, SEED);
        expect(back.ok ? back.position.state : `${back.reason}: ${back.message}`).toEqual(at.state);
        open++;
      }
      at = next.position;
      v2 = nextV2.position;
    }
    expect(bomberRulesetV3.outcome(at.state)).not.toBeNull();
    expect({ closed: closed > 0, closedOnlyNow: closedOnlyNow > 0, open: open > 0 }).toEqual({ closed: true, closedOnlyNow: true, open: true });
  });

  it('new games take version 5; a game started under version 2, 3 or 4 goes on under it', () => {
    const registry = createRegistry();
    expect(registry.forGame({ ruleset: 'bomber', rulesetVersion: 2, version: 0 })).toBe(bomberRuleset);
    expect(registry.forGame({ ruleset: 'bomber', rulesetVersion: 2, version: 40 })).toBe(bomberRulesetV2);
    expect(registry.forGame({ ruleset: 'bomber', rulesetVersion: 3, version: 40 })).toBe(bomberRulesetV3);
    expect(registry.forGame({ ruleset: 'bomber', rulesetVersion: 4, version: 40 })).toBe(bomberRulesetV4);
    expect(registry.forGame({ ruleset: 'bomber', rulesetVersion: 5, version: 40 })).toBe(bomberRuleset);
    expect([bomberRuleset.version, bomberRulesetV4.version, bomberRulesetV3.version, bomberRulesetV2.version]).toEqual([5, 4, 3, 2]);
    // A version-3 game's state says nothing of the rules (editions.ts answers for it as version 3); a version-4 game's says 4, a new game's 5.
    const options = { scenario: 'introductory-paris' };
    expect([bomberRulesetV3, bomberRulesetV2, bomberRulesetV4, bomberRuleset].map((r) => rulesVersion(r.initialState(options) as BomberState))).toEqual([3, 3, 4, 5]);
  });
});
