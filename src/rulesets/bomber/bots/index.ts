/**
 * Bomber's bots by name, each a policy for any seat that must act: `random`
 * (legal random choices for both sides, the ruleset's default bot),
 * `sensible` (the sensible American against the server's German player), and
 * the two mixed pairings that measure one side's sensible play against the
 * other's random play.
 */
import type { SeatId } from '../../../kernel/ruleset.js';
import type { BomberCommand } from '../commands.js';
import { sealedChoice } from '../decide.js';
import type { BomberState, Side } from '../state.js';
import { sensibleAmerican } from './american.js';
import { sensibleGerman } from './german.js';
import { randomPolicy } from './random.js';

/** Picks a legal command for a seat that must act; `random` gives numbers in [0, 1). */
export type Policy = (state: BomberState, seat: SeatId, random: () => number) => BomberCommand;

/** One policy per side; each picks one command at a time, and a secret step's edits go with its submission (`sealedChoice`). */
const paired =
  (american: Policy, german: Policy): Policy =>
  (state, seat, random) =>
    sealedChoice(state, seat as Side, (draft) => (seat === 'german' ? german : american)(draft, seat, random));

/** An American policy of the exploit suite (`exploits.ts`) against the sensible German. */
export const againstSensibleGerman = (american: Policy): Policy => paired(american, sensibleGerman);

/** The policies by name. */
export const POLICIES = {
  random: randomPolicy,
  sensible: paired(sensibleAmerican, sensibleGerman),
  'sensible-american': paired(sensibleAmerican, randomPolicy),
  'sensible-german': paired(randomPolicy, sensibleGerman),
} as const satisfies Record<string, Policy>;
