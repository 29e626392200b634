import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../kernel/dice.js';
import { redactEntries, toEntries } from '../../../kernel/log.js';
import { Play } from '../play.js';
import { setUp, stateOf } from '../testing.js';
import { emitCounterMove, emitUnseen } from './redaction.js';

const state = stateOf(setUp('introductory-paris'));

describe('Bomber II: what events about flying Air units show (observation/redaction.ts)', () => {
  it('an event that moves a counter shows the others only which counter, where and its facing; one that moves none shows only that something happened', () => {
    const play = new Play(state, fixedDice([]));
    emitCounterMove(play, 'american', { type: 'air-unit-entered', side: 'american', airUnit: 1, hex: '2033', endurance: 9 }, { airUnit: 1, at: { hex: '2033' }, facing: 3 });
    emitUnseen(play, 'american', { type: 'rockets-set', side: 'american', airUnit: 1, rockets: false });
    const entries = toEntries(play.events, { seat: 'american', command: { type: 'end-movement' }, diceFrom: 0, rolls: [] }, 1, '0'.repeat(64), () => 'salt');
    for (const viewer of [{ kind: 'seat', seat: 'german' } as const, { kind: 'public' } as const]) {
      expect(redactEntries(entries, viewer).map((e) => [e.event, e.cause?.command])).toEqual([
        [{ type: 'counter-moved', side: 'american', airUnit: 1, at: { hex: '2033' }, facing: 3 }, undefined],
        [{ type: 'hidden' }, undefined],
      ]);
    }
    expect(redactEntries(entries, { kind: 'seat', seat: 'american' }).map((e) => e.event.type)).toEqual(['air-unit-entered', 'rockets-set']);
  });
});
