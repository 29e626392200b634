/**
 * The server's German player (Bomber IV, bomber-engine.md "The German side
 * played by the server"): a function of the German view alone — never the
 * state — that picks one of the German prompt's options. A solo game plays
 * it inside the ruleset (`decide.ts`); the sensible German bot is the same
 * player. Equal choices are settled by `roll`: the game's dice on the
 * server, the bot's random numbers in a simulation.
 */
import type { BomberCommand } from '../commands.js';
import type { BomberView } from '../view-schema.js';
import type { RulesVersion } from '../editions.js';
import { airCombatCommand } from './air-combat.js';
import { airStatusCommand } from './air-status.js';
import { landingCommand, takeOffCommand } from './flight.js';
import { GermanKnowledge, type Roll } from './knowledge.js';
import { mapSetupCommand } from './map-setup.js';
import { normalMovementCommand } from './movement.js';
import { readinessCommand } from './readiness.js';

export type { Roll } from './knowledge.js';

/** Commands that change no position: taken again and again they would never finish a step. */
const STANDING = /^(set-standing|offer-end)/;

/**
 * For a step a player has no plan for (a later Bomber part's): the option
 * that ends, submits or carries out the step, else the first that moves the
 * game on (never a standing order or an offer, which leave the step open).
 */
export function closeStep(options: readonly BomberCommand[]): BomberCommand {
  const close = options.find((o) => /^(end-|submit-|engage$)/.test(o.type));
  const chosen = close ?? options.find((o) => !STANDING.test(o.type)) ?? options[0];
  if (chosen === undefined) throw new Error('nothing to do');
  return chosen;
}

/** The German command the server plays, chosen from the German view, as it plays under the rules' `edition` (editions.ts). */
export function germanCommand(view: BomberView, roll: Roll, edition: RulesVersion = 5): BomberCommand {
  const k = new GermanKnowledge(view, edition);
  const { kind, options } = k.prompt;
  if (options.length === 0) throw new Error('the German has nothing to do');
  switch (kind) {
    case 'air-status':
      return airStatusCommand(k, options, roll);
    case 'map-setup':
      return mapSetupCommand(k, options, roll);
    case 'readiness':
      return readinessCommand(k, options);
    case 'landing':
      return landingCommand(k, options, roll);
    case 'normal-movement':
      return normalMovementCommand(k, options, roll);
    case 'take-off':
      return takeOffCommand(k, options, roll);
    case 'air-combat':
      return airCombatCommand(k, options, roll) ?? closeStep(options);
    default:
      return closeStep(options);
  }
}
