/**
 * Take-backs in random Bommerz games, through the kernel: the bots play,
 * and whenever the seat to act may take back, now and then it does (some
 * of its commands, or all). Every game still ends; its log verifies with
 * its seed; and a fold from the position a snapshot would keep, at any
 * point, reaches the same state and the same reach as the fold from the start.
 */
import { describe, expect, it } from 'vitest';
import { applySeeded, fold, initialPosition, snapshotPoint, START_COMMAND, verify, type Position } from '../../kernel/engine.js';
import { outcomeOf, promptsOf } from '../../kernel/control.js';
import { seededRandom } from '../../kernel/dice.js';
import { stateHash } from '../../kernel/canonical.js';
import type { LogEntry } from '../../kernel/log.js';
import type { GameCommand } from '../../kernel/ruleset.js';
import { TAKE_BACK, takeBackReach } from '../../kernel/take-back.js';
import { bommerzRuleset as ruleset } from './index.js';
import type { BommerzOptions } from './setup.js';
import type { BommerzState } from './state.js';

const AT = '2026-04-01T00:00:00.000Z';

/** Plays one game with take-backs; answers its log, end and how many take-backs it made. */
function playWithTakeBacks(game: number, players: BommerzOptions['players']): { log: LogEntry[]; end: Position<BommerzState>; takeBacks: number; positions: Position<BommerzState>[] } {
  const seed = game.toString(16).padStart(64, '0');
  const random = seededRandom(game);
  let at = initialPosition<BommerzState>(ruleset, { players });
  const log: LogEntry[] = [];
  const positions: Position<BommerzState>[] = [];
  let takeBacks = 0;
  const step = (seat: string | null, command: GameCommand) => {
    const r = applySeeded<BommerzState>(ruleset, at, seat, command, seed);
    if (!r.ok) throw new Error(`game ${game}: ${command.type}: ${r.reason}`);
    log.push(...r.entries);
    at = r.position;
    positions.push(at);
  };
  step(null, START_COMMAND);
  for (let i = 0; i < 5_000 && outcomeOf(ruleset, at) === null; i++) {
    const seat = promptsOf(ruleset, at)[0]!.seat;
    const reach = takeBackReach(at.takeBack, seat, false);
    // A take-back now and then, never twice in a row (or a game could take back for ever).
    if (reach && random() < 0.15 && log.at(-1)!.event.type !== 'sortie.taken-back') {
      step(seat, { type: TAKE_BACK, at: AT, commands: 1 + Math.floor(random() * reach.commands) } as GameCommand);
      takeBacks++;
    } else step(seat, ruleset.bot(at.state, seat, random));
  }
  return { log, end: at, takeBacks, positions };
}

describe('take-backs in random Bommerz games', () => {
  it.each([1, 2, 3] as const)('with %i player(s): every game ends, verifies, and folds the same from any snapshot', (players) => {
    let takeBacks = 0;
    for (let game = 1; game <= 12; game++) {
      const { log, end, positions, ...played } = playWithTakeBacks(game * 10 + players, players);
      takeBacks += played.takeBacks;
      expect(outcomeOf(ruleset, end)).not.toBeNull();
      expect(verify(ruleset, { players }, log, (game * 10 + players).toString(16).padStart(64, '0'))).toMatchObject({ ok: true, stateHash: stateHash(end.state) });
      for (const at of positions.filter((_, i) => i % 17 === 0)) {
        const again = fold(ruleset, snapshotPoint(at), log.slice(snapshotPoint(at).version));
        expect(stateHash(again.state)).toBe(stateHash(end.state));
        for (const seat of ruleset.seats({ players }).map((s) => s.id)) expect(takeBackReach(again.takeBack, seat, false)).toEqual(takeBackReach(end.takeBack, seat, false));
      }
    }
    expect(takeBacks).toBeGreaterThan(10);
  });
});
