import { describe, expect, it } from 'vitest';
import { redactEntries, type LogEntry } from '../../../kernel/log.js';
import type { GameEvent, Viewer } from '../../../kernel/ruleset.js';
import { randomGame } from '../../../../test/support/bomber-random-games.js';
import { battle, fight } from '../combat/battle-fixtures.js';
import type { BomberEvent, RedactedEvent } from '../events.js';
import { describeEvent } from './events.js';

/** Every event type a viewer may receive: TypeScript holds this list to the union, so a new event type fails to compile until it is listed here. */
const EVERY_TYPE: Readonly<Record<BomberEvent['type'] | RedactedEvent['type'] | 'hidden', true>> = {
  hidden: true, 'target-cards-shuffled': true, 'target-card-drawn': true, 'target-card-decided': true, 'planes-boxed': true, 'rockets-set': true, 'flak-placed': true,
  submitted: true, 'counter-placed': true, 'air-unit-covered': true, 'map-setup-ended': true, 'mission-line-set': true, 'phase-entered': true, 'plane-readied': true,
  'end-offered': true, 'initiative-rolled': true, 'air-unit-took-off': true, 'planes-took-off': true, 'air-unit-landed': true, 'landing-resolved': true,
  'air-unit-crashed': true, 'planes-lost': true, 'air-unit-entered': true, 'air-unit-exited': true, 'air-unit-flew': true, 'altitude-changed': true,
  'contact-broken': true, 'formation-changed': true, 'rockets-jettisoned': true, 'standing-orders-set': true, 'battles-found': true, 'battle-set-up': true,
  'attack-assigned': true, 'air-combat-rolled': true, 'air-box-hit': true, 'drop-tanks-jettisoned': true, 'rockets-spent': true, 'altitude-lost': true,
  'bombers-intercepted': true, 'battle-ended': true, 'combat-phase-ended': true, 'german-played': true, 'bombing-announced': true, 'announcement-closed': true,
  'flak-fired': true, 'bombed': true, 'secret-edits': true, 'counter-moved': true,
};

/** Events few random games reach (the Air Combat comes in about one in 35), made by hand in the shapes the rules emit. */
const RARE: readonly BomberEvent[] = [
  { type: 'rockets-set', side: 'german', airUnit: 8, rockets: true },
  { type: 'flak-placed', city: 'Paris', flak: 'heavy', units: 1 },
  { type: 'air-unit-covered', side: 'american', airUnit: 3, by: 9 },
  { type: 'end-offered', side: 'american' },
  { type: 'air-unit-entered', side: 'american', airUnit: 12, hex: '2835', endurance: 20 },
  { type: 'air-unit-exited', side: 'american', airUnit: 12, letter: 'T', lands: 24 },
  { type: 'contact-broken', side: 'german', airUnit: 4 },
  { type: 'formation-changed', side: 'american', plane: 'us7', formation: 2 },
  { type: 'rockets-jettisoned', side: 'german', airUnit: 8 },
  { type: 'standing-orders-set', side: 'german', standing: { battles: 'choose', hits: 'first' } },
  { type: 'altitude-lost', side: 'german', airUnit: 8, altitude: 0 },
  { type: 'bombers-intercepted', airUnits: [1, 2] },
  { type: 'german-played', command: { type: 'fly', airUnit: 4, hex: '1616' } },
  { type: 'altitude-changed', side: 'american', airUnit: 1, altitude: 2, cost: 1 },
  { type: 'drop-tanks-jettisoned', side: 'american', airUnit: 6, planes: ['us11', 'us12'], endurance: 9 },
  { type: 'rockets-spent', airUnit: 8, planes: ['de15', 'de16'], why: 'fired' },
  { type: 'attack-assigned', battle: 0, attack: { attacker: 1, target: 0, launch: 'close' } },
];

const VIEWERS: readonly Viewer[] = [{ kind: 'seat', seat: 'american' }, { kind: 'seat', seat: 'german' }, { kind: 'public' }, { kind: 'omniscient' }];

/** A sentence: words, not JSON, nor a raw event name, nor an unfilled value. */
function expectSentence(text: string, event: GameEvent): void {
  expect(text, JSON.stringify(event)).toMatch(/^[A-Z0-9].*[.!]$/s);
  expect(text, JSON.stringify(event)).not.toMatch(/[{}[\]"]|undefined|null|NaN|\[object|Something happened\./);
  if (event.type.includes('-')) expect(text).not.toContain(event.type);
}

/** Every event a log holds, with those a `secret-edits` carries. */
const withInner = (events: readonly GameEvent[]): GameEvent[] => events.flatMap((e) => [e, ...(e.type === 'secret-edits' ? withInner((e as Extract<BomberEvent, { type: 'secret-edits' }>).events) : [])]);

describe('Bomber events in words (Ruleset.describeEvent)', () => {
  const game = randomGame('introductory-paris', 3);
  const log: readonly LogEntry[] = [...game.start, ...game.steps.flatMap((s) => s.entries)];
  const lined = battle([['american', 4], ['german', 1], ['german', 8, { dropTanks: true }]]);
  const fought = [...lined.events, ...fight(lined, [[1, 0], [2, 0]], [6, 1]).events];

  it('says every event type a viewer may receive as a sentence: no JSON, no raw type name, whole, redacted or hidden', () => {
    const seen = new Set<string>();
    for (const viewer of VIEWERS) {
      for (const entry of redactEntries(log, viewer, describeEvent)) {
        expectSentence(entry.text!, entry.event);
        seen.add(entry.event.type);
      }
      for (const event of withInner([...log.map((e) => e.event), ...fought, ...RARE])) {
        expectSentence(describeEvent(event, viewer), event);
        seen.add(event.type);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(EVERY_TYPE).sort());
  });

  it('says a hidden entry as what the viewer may know: the other side did something, and an empty secret-edits as no change', () => {
    expect(describeEvent({ type: 'hidden' }, { kind: 'seat', seat: 'american' })).toBe('The German did something behind his screen.');
    expect(describeEvent({ type: 'hidden' }, { kind: 'public' })).toBe('A side did something behind its screen.');
    expect(describeEvent({ type: 'secret-edits', side: 'american', events: [] } as BomberEvent, { kind: 'seat', seat: 'american' })).toBe('The American made no change behind his screen.');
    const climbed = describeEvent({ type: 'secret-edits', side: 'american', events: [{ type: 'altitude-changed', side: 'american', airUnit: 3, altitude: 2, cost: 1 }] } as BomberEvent, { kind: 'seat', seat: 'american' });
    expect(climbed).toBe('Behind the American screen: American Air unit 3 climbed to Altitude 2 (1 Movement Factor).');
  });

  it('tells a Battle: who lines up against whom, the Table, the die and the hits', () => {
    const words = fought.map((e) => describeEvent(e, { kind: 'public' }));
    expect(words.find((w) => w.startsWith('Battle 1 set up'))).toMatch(/Formation #1 American Air unit 4 .*Formation #2 German Air unit 1/);
    expect(words.find((w) => w.startsWith('Battle 1, Air Combat'))).toMatch(/Formation #2 fired at Formation #1 with guns: .* Table \d+, die 6: \d+ hits?/);
  });

  it('gives the same words for twin entries that differ only in what the viewer may not see', () => {
    // Each entry some viewer may not see whole, with its hidden event swapped for another hidden event of the log.
    const hidden = log.filter((e) => e.visibleTo !== null);
    const twin = log.map((e) => (e.visibleTo === null ? e : { ...e, event: hidden[(hidden.indexOf(e) + 1) % hidden.length]!.event }));
    expect(twin.some((e, i) => e.event !== log[i]!.event)).toBe(true);
    for (const viewer of VIEWERS.filter((v) => v.kind !== 'omniscient')) {
      const a = redactEntries(log, viewer, describeEvent);
      const b = redactEntries(twin, viewer, describeEvent);
      a.forEach((entry, i) => {
        if (entry.redacted) expect(b[i]!.text).toBe(entry.text);
      });
    }
  });
});
