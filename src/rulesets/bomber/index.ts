/**
 * Bomber (Basic Game) as a Sortie ruleset: Bomber I, the spine — set-up
 * behind the screens, the Mission Sheet, the Turn, take-off and landing.
 * Movement and observation are Bomber II's, combat and victory Bomber III's.
 */
import { Value } from '@sinclair/typebox/value';
import type { Ruleset } from '../../kernel/ruleset.js';
import { randomPolicy } from './bots/random.js';
import { CommandSchema, type BomberCommand } from './commands.js';
import { decide, start } from './decide.js';
import type { BomberEvent } from './events.js';
import { toldMore } from './observation/last-seen.js';
import { evolve } from './evolve.js';
import { OptionsSchema, seatsOf, type BomberOptions } from './options.js';
import { outcome } from './victory/outcome.js';
import { PROMPT_KINDS } from './prompts.js';
import { PROTOCOL } from './protocol.js';
import { promptsWithSuggestions } from './suggestions.js';
import { initialBomberState } from './setup/initial-state.js';
import type { BomberState } from './state.js';
import { timeoutCommand } from './timeout-defaults.js';
import { view } from './view.js';
import { ViewSchema, type BomberView } from './view-schema.js';
import { bomberViewSvg } from './view-svg.js';
import { describeCommand } from './words/commands.js';
import { describeEvent } from './words/events.js';

/** The state before the first event, for valid options. */
export function initialState(options: BomberOptions): BomberState {
  if (!Value.Check(OptionsSchema, options)) throw new Error(`invalid Bomber options ${JSON.stringify(options)}`);
  return initialBomberState(options.scenario, options.solo === true);
}

/** The Bomber ruleset. */
export const bomberRuleset: Ruleset<BomberState, BomberCommand, BomberEvent, BomberOptions> = {
  id: 'bomber',
  // 2: covers and a Movement Step's hidden changes are carried inside other commands (rulings E33–E34).
  // 3: a report that tells more closes take-backs (ruling E59); version-2.ts keeps version 2 for the games started under it.
  // 4: an end by agreement flies units home, African take-offs are sealed, any empty Air Box opens, the server's German as
  // rulings E60–E64 have it (editions.ts); version-3.ts keeps version 3.
  // 5: the server's German as rulings E65– have it (a German-player change: its choices are made again on replay);
  // version-4.ts keeps version 4.
  version: 5,
  title: 'Bomber: Daylight Bombing of Europe, 1943–1944',
  optionsSchema: OptionsSchema,
  commandSchema: CommandSchema,
  viewSchema: ViewSchema,
  promptKinds: PROMPT_KINDS,
  protocol: PROTOCOL,
  seats: seatsOf,
  initialState,
  start,
  decide,
  evolve,
  view,
  drawView: (v) => bomberViewSvg(v as BomberView),
  describeEvent,
  describeCommand,
  prompts: promptsWithSuggestions,
  outcome,
  // An announcement shows the German a Bomber Air unit's target and Bomb Altitude (XIII.G), and a report that tells either
  // side more of the other's counters (IX.G) shows them something: neither can be taken back (ruling E59).
  reveals: (event, before, after) => event.type === 'bombing-announced' || toldMore(before, after),
  bot: randomPolicy,
  timeoutCommand,
};
