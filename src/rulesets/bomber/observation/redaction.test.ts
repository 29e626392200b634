import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../kernel/dice.js';
import { redactEntries, toEntries } from '../../../kernel/log.js';
import type { BomberCommand } from '../commands.js';
import { Play } from '../play.js';
import { setUp, stateOf } from '../testing.js';
import { emitUnseen } from './redaction.js';

const state = stateOf(setUp('introductory-paris'));

describe('Bomber II: what events about flying Air units show (observation/redaction.ts)', () => {
  it('an event about how an Air unit flies is its owner\'s: the others see only that something happened, and no command', () => {
    const play = new Play(state, fixedDice([]));
    emitUnseen(play, 'american', { type: 'altitude-changed', side: 'american', airUnit: 1, altitude: 2, cost: 1 });
    const climb: BomberCommand = { type: 'climb', airUnit: 1 };
    const entries = toEntries(play.events, { seat: 'american', command: climb, diceFrom: 0, rolls: [] }, 1, '0'.repeat(64), () => 'salt');
    for (const viewer of [{ kind: 'seat', seat: 'german' } as const, { kind: 'public' } as const]) {
      expect(redactEntries(entries, viewer).map((e) => [e.event, e.cause?.command])).toEqual([[{ type: 'hidden' }, undefined]]);
    }
    expect(redactEntries(entries, { kind: 'seat', seat: 'american' }).map((e) => [e.event.type, e.cause?.command])).toEqual([['altitude-changed', climb]]);
  });
});
