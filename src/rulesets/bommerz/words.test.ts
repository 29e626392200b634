import { describe, expect, it } from 'vitest';
import { seededDice, seededRandom } from '../../kernel/dice.js';
import { apply, initialPosition, START_COMMAND, type Position } from '../../kernel/engine.js';
import { redactEntries, type LogEntry } from '../../kernel/log.js';
import type { Viewer } from '../../kernel/ruleset.js';
import { POLICIES } from './bots.js';
import type { BommerzCommand } from './commands.js';
import type { BommerzEvent, RedactedEvent } from './events.js';
import { bommerzRuleset } from './index.js';
import type { BommerzOptions } from './setup.js';
import type { BommerzState } from './state.js';
import { describeCommand, describeEvent } from './words.js';

/** Every event type a viewer may receive: TypeScript holds this list to the union. */
const EVERY_TYPE: Readonly<Record<BommerzEvent['type'] | RedactedEvent['type'] | 'hidden', true>> = {
  hidden: true, 'counters-shuffled': true, 'counters-drawn': true, 'counters-reshuffled': true, 'counters-placed': true, 'wave-launched': true, 'turn-started': true,
  'spare-assigned': true, 'spare-entered': true, 'speed-dice-rolled': true, 'speed-chosen': true, 'phase-entered': true, 'move-started': true, 'craft-moved': true,
  'counter-revealed': true, 'laser-fired': true, 'rock-spires-dodged': true, 'flak-fired': true, dogfight: true, 'craft-damaged': true, destroyed: true,
  'drive-off-awaited': true, 'driven-off': true, held: true, 'bombing-run': true, 'bridge-destroyed': true, 'move-ended': true, 'flew-off': true, 'flip-skipped': true,
  'flak-moved': true, 'out-of-fuel': true, 'wave-ended': true, 'second-wave-vote': true, 'standing-order-set': true, 'game-ended': true,
};

/** A random game of these options, its log and every command sent. */
function randomLog(options: BommerzOptions, seed: number): { log: LogEntry[]; commands: BommerzCommand[] } {
  const random = seededRandom(seed);
  let at: Position<BommerzState> = initialPosition<BommerzState>(bommerzRuleset, options);
  const log: LogEntry[] = [];
  const commands: BommerzCommand[] = [];
  const step = (seat: string | null, command: { type: string }) => {
    const done = apply<BommerzState>(bommerzRuleset, at, seat, command, seededDice(`words-${seed}`, at.diceCursor));
    if (!done.ok) throw new Error(done.reason);
    log.push(...done.entries);
    at = done.position;
  };
  step(null, START_COMMAND);
  while (bommerzRuleset.outcome(at.state) === null) {
    const waiting = bommerzRuleset.prompts(at.state);
    const seat = waiting[Math.floor(random() * waiting.length)]!.seat;
    const command = POLICIES.random(at.state, seat, random);
    commands.push(command);
    step(seat, command);
  }
  return { log, commands };
}

const viewersOf = (options: BommerzOptions): Viewer[] => [...bommerzRuleset.seats(options).map((s): Viewer => ({ kind: 'seat', seat: s.id })), { kind: 'public' }, { kind: 'omniscient' }];
const sentence = /^[A-Z0-9].*[.!]$/s;
const notJson = /[{}[\]"]|undefined|null|NaN|\[object|Something happened\./;

describe('Bommerz events and commands in words', () => {
  const games = [
    { options: { players: 2 }, seed: 1 },
    { options: { players: 4, variant: 'spare-bommer' }, seed: 2 },
    { options: { players: 1 }, seed: 3 },
    { options: { players: 3 }, seed: 4 },
  ].map(({ options, seed }) => ({ options: options as BommerzOptions, ...randomLog(options as BommerzOptions, seed) }));

  it('says every event as a sentence to every viewer, and every command sent as a button label: no JSON, no raw type name', () => {
    const seen = new Set<string>();
    for (const { options, log, commands } of games) {
      for (const viewer of viewersOf(options))
        for (const entry of redactEntries(log, viewer, describeEvent)) {
          expect(entry.text, JSON.stringify(entry.event)).toMatch(sentence);
          expect(entry.text, JSON.stringify(entry.event)).not.toMatch(notJson);
          if (entry.event.type.includes('-')) expect(entry.text).not.toContain(entry.event.type);
          seen.add(entry.event.type);
        }
      for (const c of commands) expect(describeCommand(c), JSON.stringify(c)).not.toMatch(notJson);
    }
    // Events a handful of random games may not reach: a bridge destroyed, a craft held, the spare's owner.
    const rare = Object.keys(EVERY_TYPE).filter((t) => !seen.has(t));
    expect(rare.every((t) => ['hidden', 'bridge-destroyed', 'held', 'spare-assigned', 'spare-entered', 'rock-spires-dodged', 'laser-fired', 'dogfight'].includes(t)), rare.join(', ')).toBe(true);
    expect(describeEvent({ type: 'bridge-destroyed', space: '2I' } as BommerzEvent, { kind: 'public' })).toBe('The bridge at 2I (Brimstone Bridge) is destroyed!');
    expect(describeEvent({ type: 'held', craft: 'b2', space: '3F', cause: 'flak' } as BommerzEvent, { kind: 'public' })).toMatch(sentence);
  });

  it('gives the same words to a seat that may not see an entry whole, whatever its hidden part', () => {
    const { options, log } = games[0]!;
    const hidden = log.filter((e) => e.visibleTo !== null);
    expect(hidden.length).toBeGreaterThan(1);
    const twin = log.map((e) => (e.visibleTo === null ? e : { ...e, event: hidden[(hidden.indexOf(e) + 1) % hidden.length]!.event }));
    for (const viewer of viewersOf(options).filter((v) => v.kind !== 'omniscient')) {
      const a = redactEntries(log, viewer, describeEvent);
      const b = redactEntries(twin, viewer, describeEvent);
      a.forEach((entry, i) => {
        if (entry.redacted) expect(b[i]!.text).toBe(entry.text);
      });
    }
    expect(redactEntries(log, { kind: 'seat', seat: 'ork1' }, describeEvent).find((e) => e.event.type === 'counters-drawn')!.text).toMatch(/^The Imperial player drew \d+ counters into his hand\.$/);
  });
});
