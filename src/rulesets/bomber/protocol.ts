/**
 * How Bomber's commands travel (Ruleset.protocol), from the rules' own
 * tables: each hidden edit with the commands that may carry it
 * (secret-edits.ts), the offer to end the game, and the steps done behind
 * the screen (V, VII, X) with the commands that end each step.
 */
import { protocolOf } from '../../kernel/protocol.js';
import { CommandSchema } from './commands.js';
import { PROMPT_KINDS } from './prompts.js';
import { CARRIERS_OF } from './secret-edits.js';
import { BOMBER_REFUSALS } from './refusals.js';

export const PROTOCOL = protocolOf(CommandSchema, PROMPT_KINDS, {
  commands: {
    ...Object.fromEntries(Object.entries(CARRIERS_OF).map(([type, carriers]) => [type, { carriedBy: carriers }])),
    'offer-end': { endsGame: true },
  },
  promptKinds: {
    'target-cards': { title: 'Draw Target Cards, keeping or discarding each (IV.C)' },
    'air-status': { title: 'Air Status Card, behind the screen (V)', secret: true, finishers: ['submit-air-status'] },
    'map-setup': { title: 'Place your Air units on the map (VI)', finishers: ['end-map-setup'] },
    'mission-sheet': { title: 'Mission Sheet, behind the screen (VII)', secret: true, finishers: ['submit-mission-sheet'] },
    readiness: { title: 'Plane Readiness, behind the screen (X)', secret: true, finishers: ['submit-readiness'] },
    landing: { title: 'Landing Step (XII.A.1)', finishers: ['end-landing'] },
    'normal-movement': { title: 'Normal Movement Step (XII.A.2)', finishers: ['end-movement'] },
    'take-off': { title: 'Take Off Step (VIII.C.3)', finishers: ['end-take-off'] },
    'battle-order': { title: 'Choose the next Battle (XIII.A)', finishers: ['fight-battle'] },
    'air-combat': { title: 'Line up the Air Combat (XIII.F)', finishers: ['engage'] },
    bombing: { title: 'Announce the Bombers that bomb now (XIII.G)', finishers: ['end-announcement'] },
  },
  refusals: BOMBER_REFUSALS,
});
