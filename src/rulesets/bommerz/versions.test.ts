import { describe, expect, it } from 'vitest';
import { applySeeded, initialPosition, START_COMMAND, verify, type Position } from '../../kernel/engine.js';
import { outcomeOf, promptsOf, type ControlCommand } from '../../kernel/control.js';
import type { LogEntry } from '../../kernel/log.js';
import type { AnyRuleset, GameCommand } from '../../kernel/ruleset.js';
import { bommerzRuleset } from './index.js';
import { bommerzRulesetV1 } from './version-1.js';

const SEED = 'b'.repeat(64);
const DAY = 86_400_000;
const T0 = Date.parse('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

/** A three-player game under `ruleset` with a forfeit time control: the Imperial player places its counters, then ork1 lets its clock run out. */
function ork1Forfeits(ruleset: AnyRuleset): { log: LogEntry[]; position: Position } {
  let position = initialPosition(ruleset, { players: 3 });
  const log: LogEntry[] = [];
  const step = (seat: string | null, command: GameCommand | ControlCommand) => {
    const r = applySeeded(ruleset, position, seat, command, SEED);
    if (!r.ok) throw new Error(`${command.type}: ${r.reason}`);
    log.push(...r.entries);
    position = r.position;
  };
  step(null, START_COMMAND);
  step(null, { type: 'sortie.set-time-control', at: at(0), timeControl: { perMoveMs: DAY, bankCapMs: DAY, reminderMs: 0, onTimeout: 'forfeit', vacationAllowed: false }, seats: ['ork1', 'ork2', 'imperial'], away: [] });
  for (let placed = 1; promptsOf(ruleset, position).some((p) => p.seat === 'imperial'); placed++) {
    step('imperial', promptsOf(ruleset, position).find((p) => p.seat === 'imperial')!.options[0]!);
    step(null, { type: 'sortie.sync', at: at(placed * 60_000), actor: 'imperial' });
  }
  step(null, { type: 'sortie.timeout', seat: 'ork1', at: at(2 * DAY) });
  return { log, position };
}

describe('Bommerz versions', () => {
  it('version 2: an Ork forfeiting on time concedes for the Orks (ruling S33)', () => {
    const { log, position } = ork1Forfeits(bommerzRuleset);
    expect(outcomeOf(bommerzRuleset, position)).toMatchObject({ result: 'forfeit', winners: ['imperial'] });
    expect(verify(bommerzRuleset, { players: 3 }, log, SEED)).toMatchObject({ ok: true });
  });

  it('version 1 is kept, so that a game it ended still verifies: there a forfeit made every other seat a winner', () => {
    const { log, position } = ork1Forfeits(bommerzRulesetV1);
    expect(outcomeOf(bommerzRulesetV1, position)).toMatchObject({ result: 'forfeit', winners: ['ork2', 'imperial'] });
    expect(verify(bommerzRulesetV1, { players: 3 }, log, SEED)).toMatchObject({ ok: true });
    // Under version 2's rules the same log is refused: it must be verified under the version it was played under.
    expect(verify(bommerzRuleset, { players: 3 }, log, SEED)).toMatchObject({ ok: false });
  });
});
