/** How Bommerz's commands travel (Ruleset.protocol): every step public, each command sent by itself. */
import { protocolOf } from '../../kernel/protocol.js';
import { CommandSchema } from './commands.js';
import { PROMPT_KINDS } from './prompts.js';
import { BOMMERZ_REFUSALS } from './refusals.js';

export const PROTOCOL = protocolOf(CommandSchema, PROMPT_KINDS, {
  promptKinds: {
    'place-counters': { title: 'Imperial set-up: place the drawn counters face down' },
    'flip-counter': { title: 'Imperial: flip one face-down counter face up, or none', finishers: ['flip', 'skip-flip'] },
    'choose-speed': { title: "Pick each Bommer's Speed from its two movement dice" },
    'move-bommer': { title: 'Move a craft space by space', finishers: ['end-move', 'fly-off'] },
    'drive-off': { title: 'Choose where a beaten craft is driven off to' },
    'imperial-move': { title: 'Imperial move: Interceptors and flak', finishers: ['end-imperial-move'] },
    'second-wave': { title: 'Vote on sending in a second wave' },
  },
  refusals: BOMMERZ_REFUSALS,
});
