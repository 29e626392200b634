/**
 * Hidden edits and the commands that carry them (Bomber's count leaks, fixed
 * here: ruling E30 for the secret steps, E33 for the covers, E34 for the
 * Movement Steps, E53 for the standing orders, E61 for the African take-offs). An edit the other side may
 * not see — every edit of the Air Status Cards (V), the Mission Sheet (VII)
 * and Plane Readiness (X); a cover (VI.D); a climb, dive, Formation change,
 * Formation Type change or jettison in a Movement Step (XII.C–D); a change
 * of standing orders (rulings §13) — were it sent by itself, would add a
 * hidden entry to the log, and the other side could count them (how many
 * Plane units were readied, Air units covered, climbs made, how often the
 * orders changed) — and an African take-off (XII.E.1, E61), whose number
 * and Turn the German would read from the take-off commands. So hidden edits
 * are carried out only inside a command that carries them (`edits`): a
 * secret step's submission, the end of the map set-up, or any public
 * command of a Movement Step (a route's Altitude legs are sealed the same
 * way, before each hex it enters). They come out as one hidden
 * `secret-edits` event before the carrier's own events, whatever their
 * number — even none: a carrier always brings one. The prompt still lists
 * each edit legal now, so that a client (or a bot) can build the list step
 * by step with `draftEdits` (decide.ts), which decides edits on a state
 * without sending anything.
 */
import type { BomberCommand, Carrier, SecretEdit } from './commands.js';

/** The Movement Steps' public commands: each carries the hidden changes made before it (E34). */
const MOVEMENT = ['fly', 'fly-route', 'exit-map', 'enter-map', 'end-movement', 'land', 'end-landing', 'take-off', 'take-off-plane', 'end-take-off'] as const satisfies readonly Carrier['type'][];

/** Where standing orders are written (E53): behind the screen with the Air Status or a Turn's readiness, or with any command of the side's Movement Phase. */
const ORDERS = ['submit-air-status', 'submit-readiness', ...MOVEMENT] as const satisfies readonly Carrier['type'][];

/** The commands each hidden edit may go in. */
export const CARRIERS_OF: Readonly<Record<SecretEdit['type'], readonly Carrier['type'][]>> = {
  'box-plane': ['submit-air-status'],
  'unbox-plane': ['submit-air-status'],
  'pack-suggested': ['submit-air-status'],
  'set-rockets': ['submit-air-status'],
  'place-flak': ['submit-air-status'],
  'remove-flak': ['submit-air-status'],
  cover: ['end-map-setup'],
  'plot-primary': ['submit-mission-sheet'],
  'plot-bomb-altitude': ['submit-mission-sheet'],
  'plot-formation': ['submit-mission-sheet'],
  'plot-take-off': ['submit-mission-sheet'],
  'plot-land': ['submit-mission-sheet'],
  'suggest-mission-sheet': ['submit-mission-sheet'],
  'ready-plane': ['submit-readiness'],
  'ready-all': ['submit-readiness'],
  climb: MOVEMENT,
  dive: MOVEMENT,
  'join-formation': MOVEMENT,
  'set-formation-type': MOVEMENT,
  'jettison-rockets': MOVEMENT,
  'take-off-africa': MOVEMENT,
  'set-standing-orders': ORDERS,
};

const CARRIERS: ReadonlySet<string> = new Set(Object.values(CARRIERS_OF).flat());

/** Whether a command is a hidden edit. */
export const isSecretEdit = (c: BomberCommand): c is SecretEdit => Object.hasOwn(CARRIERS_OF, c.type);

/** Whether a command carries hidden edits. */
export const isCarrier = (c: BomberCommand): c is Carrier => CARRIERS.has(c.type);

/** Whether `carrier` may carry `edit`. */
export const carries = (carrier: Carrier, edit: SecretEdit): boolean => CARRIERS_OF[edit.type].includes(carrier.type);

/** Where a hidden edit sent by itself goes, in words for its refusal. */
export function whereItGoes(edit: SecretEdit): string {
  const carriers = CARRIERS_OF[edit.type];
  if (carriers === MOVEMENT)
    return `Send ${edit.type} in the edits of the next public command of this Movement Step (${MOVEMENT.join(', ')}): a hidden change goes with the command it precedes, so that the other side cannot count them.`;
  if (carriers === ORDERS)
    return `Send ${edit.type} in the edits of your submit-air-status, your submit-readiness or a public command of your Movement Phase (${MOVEMENT.join(', ')}): standing orders are written behind the screen with a command that carries them, so that the other side cannot count how often they change.`;
  return `Send ${edit.type} in the edits of your ${carriers.join(' or ')}: a hidden edit goes with the command that ends its step, so that the other side cannot count them.`;
}

/** A carrier without its edits: the form the prompt offers. */
export function bareCarrier<C extends Carrier>(c: C): C {
  const { edits: _, ...bare } = c;
  return bare as C;
}

/** A carrier carrying these edits (each must be legal at its point, as decide checks). */
export function withEdits<C extends Carrier>(carrier: C, edits: readonly SecretEdit[]): C {
  return { ...bareCarrier(carrier), edits: [...edits] };
}
