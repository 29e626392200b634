import { describe, expect, it } from 'vitest';
import { applySeeded, initialPosition, START_COMMAND, verify, type Position } from '../../kernel/engine.js';
import { outcomeOf, promptsOf, type ControlCommand } from '../../kernel/control.js';
import type { LogEntry } from '../../kernel/log.js';
import type { AnyRuleset, GameCommand } from '../../kernel/ruleset.js';
import { bommerzRuleset } from './index.js';
import { bommerzRulesetV1 } from './version-1.js';
import { bommerzRulesetV2 } from './version-2.js';
import { bommerzRulesetV3 } from './version-3.js';
import { checkOptions } from '../../games/ruleset-input.js';
import { createRegistry } from '../index.js';
import type { BommerzState } from './state.js';
import { view } from './view.js';

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

/** Plays a solo game with the sensible bot and provable dice under `ruleset`, from `from` (a fresh game if absent), for at most `commands` commands. */
function playSolo(ruleset: AnyRuleset, seed: string, commands: number, from?: { log: LogEntry[]; position: Position }): { log: LogEntry[]; position: Position } {
  let position = from?.position ?? initialPosition(ruleset, { players: 1 });
  const log = [...(from?.log ?? [])];
  const step = (seat: string | null, command: GameCommand) => {
    const r = applySeeded(ruleset, position, seat, command, seed);
    if (!r.ok) throw new Error(`${command.type}: ${r.reason}`);
    log.push(...r.entries);
    position = r.position;
  };
  if (position.version === 0) step(null, START_COMMAND);
  for (let n = 0; n < commands && outcomeOf(ruleset, position) === null; n++) {
    const prompt = promptsOf(ruleset, position)[0]!;
    step(prompt.seat, prompt.options[prompt.suggested!]!);
  }
  return { log, position };
}

describe('Bommerz version 4', () => {
  it('is what new games start with', () => {
    expect(createRegistry().forGame({ ruleset: 'bommerz', rulesetVersion: 2, version: 0 })!.version).toBe(4);
  });

  it.each([
    [3, bommerzRulesetV3, 30],
    [2, bommerzRulesetV2, 10],
    [1, bommerzRulesetV1, 10],
  ] as const)('keeps version %i hosted: a game in progress goes on under it to its end, and verifies under it', (version, ruleset, fuelTurns) => {
    const served = createRegistry().forGame({ ruleset: 'bommerz', rulesetVersion: version, version: 60 })!;
    expect(served.version).toBe(version);
    // Half a game under the old version (as its log stands when version 4 arrives), then the rest as the service now serves it.
    const begun = playSolo(ruleset, SEED, 40);
    expect(outcomeOf(served, begun.position)).toBeNull();
    const ended = playSolo(served, SEED, 1_000, begun);
    expect(outcomeOf(served, ended.position)).not.toBeNull();
    expect((ended.position.state as BommerzState).rules?.version).toBe(version === 3 ? 3 : undefined);
    expect(view(ended.position.state as BommerzState, { kind: 'public' })).toMatchObject({ fuelTurns });
    expect(verify(served, { players: 1 }, ended.log, SEED)).toMatchObject({ ok: true });
  });

  it('verifies a version-2 or version-3 game under its own version only: version 4 makes something else of the same commands and dice', () => {
    // About half of all games meet an Interceptor the versions fly differently: among eight seeds, some game must show it.
    for (const old of [bommerzRulesetV2, bommerzRulesetV3]) {
      const seeds = [...'abcdef01'].map((c) => c.repeat(64));
      const refused = seeds.find((seed) => {
        const { log } = playSolo(old, seed, 1_000);
        expect(verify(old, { players: 1 }, log, seed)).toMatchObject({ ok: true });
        return !verify(bommerzRuleset, { players: 1 }, log, seed).ok;
      });
      expect(refused).toBeDefined();
    }
  });

  it('plays and verifies a game without a wave limit (waveTurns null or 0), which versions 1 to 3 do not accept', () => {
    const { log, position } = playSolo(bommerzRuleset, SEED, 1_000, { log: [], position: initialPosition(bommerzRuleset, { players: 1, waveTurns: null }) });
    expect(outcomeOf(bommerzRuleset, position)).not.toBeNull();
    expect(view(position.state as BommerzState, { kind: 'public' })).toMatchObject({ fuelTurns: null, turnsLeft: null });
    expect(verify(bommerzRuleset, { players: 1, waveTurns: 0 }, log, SEED)).toMatchObject({ ok: true });
    for (const old of [bommerzRulesetV3, bommerzRulesetV2, bommerzRulesetV1]) expect(checkOptions(old, { players: 1, waveTurns: 0 })).toMatchObject({ ok: false });
  });
});
