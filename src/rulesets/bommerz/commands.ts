/** Every command a Bommerz seat may send, as a TypeBox schema and its type. */
import { Type, type Static } from '@sinclair/typebox';
import { SpaceIdSchema } from './board-schema.js';
import { STANDING_ORDERS } from './state.js';

const BommerId = Type.String({ pattern: '^b[1-8]$' });
const CounterId = Type.String({ pattern: '^c([1-9]|1[0-2])$' });
/** A Bommer ("b1"…) or an Interceptor counter ("c1"…). */
const CraftId = Type.Union([BommerId, CounterId]);

const command = <T extends string, P extends Parameters<typeof Type.Object>[0]>(type: T, props: P, description: string) =>
  Type.Object({ type: Type.Literal(type), ...props }, { additionalProperties: false, description });

/** Every Bommerz command. */
export const CommandSchema = Type.Union([
  command('place-counter', { counter: CounterId, space: SpaceIdSchema }, 'Imperial: place a drawn counter face down'),
  command('choose-speed', { craft: CraftId, speed: Type.Integer({ minimum: 1, maximum: 6 }) }, "Pick one of a craft's two movement dice as its Speed"),
  command('move', { craft: CraftId, to: SpaceIdSchema }, 'Move a craft one space along a link'),
  command('fly-off', { craft: BommerId }, 'Leave the map off the far edge of section 3 (costs one move)'),
  command('bomb', { craft: BommerId, target: Type.Union([Type.Literal('bridge'), Type.Literal('flak')]) }, 'Make a bombing run on the space just entered'),
  command('end-move', { craft: CraftId }, "End a craft's move where it is"),
  command('drive-off', { craft: CraftId, to: SpaceIdSchema }, 'Choose where a craft you beat is driven off to'),
  command('flip', { counter: CounterId }, 'Imperial: flip one face-down counter face up'),
  command('skip-flip', {}, 'Imperial: flip no counter this turn'),
  command('move-flak', { counter: CounterId, to: SpaceIdSchema }, 'Imperial: move a face-up flak counter one space'),
  command('end-imperial-move', {}, 'Imperial: end the Imperial move'),
  command('second-wave', { fly: Type.Boolean() }, 'Ork: vote for (or against) a second wave'),
  command('set-standing-order', { order: Type.Union(STANDING_ORDERS.map((o) => Type.Literal(o))) }, 'Answer your drive-off choices without being asked'),
]);
export type BommerzCommand = Static<typeof CommandSchema>;
