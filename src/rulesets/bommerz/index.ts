/** Bommerz over da Sulphur River as a Sortie ruleset. */
import { Value } from '@sinclair/typebox/value';
import type { Ruleset } from '../../kernel/ruleset.js';
import { BOARD } from './board.js';
import { CommandSchema, type BommerzCommand } from './commands.js';
import { decide, start } from './decide.js';
import { reveals, type BommerzEvent } from './events.js';
import { evolve } from './evolve.js';
import { concessionWinners, outcome, sides } from './outcome.js';
import { BOARD_DATA } from './board-data.js';
import { BoardDataSchema } from './board-schema.js';
import { boardSvg } from './board-svg.js';
import { PROMPT_KINDS } from './prompts.js';
import { promptsWithSuggestions } from './suggestions.js';
import { sensiblePolicy } from './bots.js';
import { DEFAULT_WAVE_TURNS, OptionsSchema, seatsOf, setupFor, type BommerzOptions } from './setup.js';
import type { BommerzState } from './state.js';
import { view } from './view.js';
import { ViewSchema, type BommerzView } from './view-schema.js';
import { viewSvg } from './view-svg.js';
import { describeCommand, describeEvent } from './words.js';

/** The state before the first event under version 2's rules, which knew no `rules` (version-2.ts): the set-up recorded, nothing placed. */
export function initialStateV2(options: BommerzOptions): BommerzState {
  if (!Value.Check(OptionsSchema, options)) throw new Error(`invalid Bommerz options ${JSON.stringify(options)}`);
  return {
    setup: setupFor(options),
    phase: 'setup',
    wave: 0,
    turn: 0,
    bommerz: [],
    counters: [],
    bridges: BOARD.bridges.map((space) => ({ space, hits: 0 })),
    active: null,
    pending: null,
    orders: {},
    votes: {},
  };
}

/** The state before the first event: the set-up and the rules' version recorded, nothing placed. */
export function initialState(options: BommerzOptions): BommerzState {
  return { ...initialStateV2(options), rules: { version: 3, waveTurns: options.waveTurns ?? DEFAULT_WAVE_TURNS } };
}

/** The Bommerz ruleset. */
export const bommerzRuleset: Ruleset<BommerzState, BommerzCommand, BommerzEvent, BommerzOptions> = {
  id: 'bommerz',
  // 3: drive-offs as rulings §9 has them, the wave limit a game option (30 turns), the server's Interceptors only close in, and the
  // Imperial player may end an Interceptor's move on a counter he knows is not one (editions.ts); version-2.ts keeps 2, version-1.ts 1.
  version: 3,
  title: 'Bommerz over da Sulphur River',
  optionsSchema: OptionsSchema,
  commandSchema: CommandSchema,
  viewSchema: ViewSchema,
  promptKinds: PROMPT_KINDS,
  board: { schema: BoardDataSchema, data: BOARD_DATA, svg: boardSvg(BOARD) },
  drawView: (v) => viewSvg(v as BommerzView),
  describeEvent,
  describeCommand,
  seats: (options) => seatsOf(setupFor(options)),
  initialState,
  start,
  decide,
  evolve,
  view,
  prompts: promptsWithSuggestions,
  outcome,
  reveals,
  sides,
  concessionWinners,
  bot: sensiblePolicy,
};
