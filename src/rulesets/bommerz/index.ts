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
import { PROMPT_KINDS, prompts } from './prompts.js';
import { sensiblePolicy } from './bots.js';
import { OptionsSchema, seatsOf, setupFor, type BommerzOptions } from './setup.js';
import type { BommerzState } from './state.js';
import { view } from './view.js';
import { ViewSchema, type BommerzView } from './view-schema.js';
import { viewSvg } from './view-svg.js';

/** The state before the first event: the set-up recorded, nothing placed. */
export function initialState(options: BommerzOptions): BommerzState {
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

/** The Bommerz ruleset. */
export const bommerzRuleset: Ruleset<BommerzState, BommerzCommand, BommerzEvent, BommerzOptions> = {
  id: 'bommerz',
  // 2: a forfeit or a claim concedes for the seat's side, as a resignation does, and only the other side may claim (ruling S33); version-1.ts keeps 1.
  version: 2,
  title: 'Bommerz over da Sulphur River',
  optionsSchema: OptionsSchema,
  commandSchema: CommandSchema,
  viewSchema: ViewSchema,
  promptKinds: PROMPT_KINDS,
  board: { schema: BoardDataSchema, data: BOARD_DATA, svg: boardSvg(BOARD) },
  drawView: (v) => viewSvg(v as BommerzView),
  seats: (options) => seatsOf(setupFor(options)),
  initialState,
  start,
  decide,
  evolve,
  view,
  prompts,
  outcome,
  reveals,
  sides,
  concessionWinners,
  bot: sensiblePolicy,
};
