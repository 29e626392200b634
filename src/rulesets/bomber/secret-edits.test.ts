import { describe, expect, it } from 'vitest';
import { redactEntries } from '../../kernel/log.js';
import type { SecretEdit } from './commands.js';
import { decide } from './decide.js';
import { fixedDice } from '../../kernel/dice.js';
import { edit, send, setUp, stateOf, submitWith, type Game } from './testing.js';

/** The Introductory Game in Turn 2's readiness, German Air unit 21's two FW-190s back in "A" at Lille (capacity 2), as a game through the kernel. */
const setUpGame = setUp('introductory-paris');
const atReadiness: Game = {
  ...setUpGame,
  position: { ...setUpGame.position, state: edit({ ...stateOf(setUpGame), turn: 2, phase: { kind: 'readiness' } }, 'german', (p) => (p.airUnit === 21 ? { ground: 'A' } : null)) },
};
const american = { kind: 'seat', seat: 'american' } as const;
const seen = (g: Game, viewer: Parameters<typeof redactEntries>[1]) =>
  redactEntries(g.log.slice(atReadiness.log.length), viewer).map(({ seq, event, redacted, cause }) => ({ seq, event, redacted, cause }));

describe('Secret steps: the other side cannot count a side\'s edits (Bomber I\'s count leak)', () => {
  it('a secret edit sent by itself is refused: it goes in the edits of its step\'s submission', () => {
    const ready = stateOf(atReadiness);
    const edit = { type: 'ready-plane', plane: 'de1', rockets: false } as const;
    expect(decide(ready, 'german', edit, fixedDice([]))).toMatchObject({ ok: false, reason: 'edit-outside-submission' });
    expect(decide(ready, 'german', { type: 'submit-readiness', edits: [edit, edit] }, fixedDice([]))).toMatchObject({ ok: false, reason: 'illegal-edit' });
  });

  it('X: readying no, one or every Plane unit shows the American the same log, entry for entry, and the same view', () => {
    const games = ([[], [{ type: 'ready-plane', plane: 'de1', rockets: false }], [{ type: 'ready-all' }]] as SecretEdit[][]).map((edits) =>
      submitWith(atReadiness, 'german', 'submit-readiness', edits),
    );
    expect(new Set(games.map((g) => JSON.stringify(stateOf(g).german.planes)))).toHaveProperty('size', 3);
    for (const viewer of [american, { kind: 'public' } as const]) {
      const logs = games.map((g) => seen(g, viewer));
      expect(logs[1]).toEqual(logs[0]);
      expect(logs[2]).toEqual(logs[0]);
    }
    expect(seen(games[0]!, american).map((e) => e.event)).toEqual([{ type: 'hidden' }, { type: 'submitted', side: 'german', step: 'readiness' }]);
    // The step goes on the same way for both: the American's own submission closes it.
    const after = games.map((g) => send(g, 'american', { type: 'submit-readiness' }));
    expect(after[1]!.position.version).toBe(after[0]!.position.version);
  });
});
