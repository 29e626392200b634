/**
 * The events whose fields the rules make public, field by field, each tied to
 * its rule. The secrecy checks allow these fields in what the other side and
 * spectators are shown, and nothing else that names how an Air unit flies or
 * what its Air Box holds. Twins that differ in one side's secrets legitimately
 * differ in these events once they occur, so the twin comparison stops there.
 */
import type { GameEvent } from '../../src/kernel/ruleset.js';

/** Event type → the fields it shows everyone on purpose, and the rule that makes them public. */
export const PUBLIC_BY_RULE: ReadonlyMap<string, { readonly fields: readonly string[]; readonly rule: string }> = new Map([
  // XIII.G, rulings 46–47: the announcement makes the Air unit's target and Bomb Altitude public (Flak must know them to fire).
  ['bombing-announced', { fields: ['altitude'], rule: 'XIII.G, rulings 46–47' }],
  // Ruling 47: a Flak die shows the City's Flak SP of its Type, the Hit Table found, at the Altitude announced.
  ['flak-fired', { fields: ['altitude'], rule: 'XIII.G, ruling 47' }],
  // XIII.H, ruling 47: a Bombing shows the Model, SP and Turns in the air its Hit Table is found by, at the Bomb Altitude announced (as Air Combat shows a Formation when its Hit Table is found, ruling C9).
  ['bombed', { fields: ['altitude', 'variant'], rule: 'XIII.H, ruling 47' }],
]);

/** Whether an event is one whose content the rules make public (and which twins may legitimately differ in). */
export const madePublicByRule = (event: GameEvent): boolean => PUBLIC_BY_RULE.has(event.type);

/** The fields of an event the rules make public, if any. */
export const publicFieldsOf = (event: GameEvent): readonly string[] => PUBLIC_BY_RULE.get(event.type)?.fields ?? [];
