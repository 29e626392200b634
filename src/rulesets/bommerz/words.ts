/**
 * Every Bommerz event and command in words (Ruleset.describeEvent and
 * describeCommand): from the event as the viewer receives it (whole or
 * redacted: spaces and counts, never a face-down counter's id or kind) and
 * the board's fixed data, never the state.
 */
import type { GameEvent, SeatId, Viewer } from '../../kernel/ruleset.js';
import { BOARD_DATA } from './board-data.js';
import type { BommerzCommand } from './commands.js';
import type { BommerzEvent, ChosenBy, DestroyCause, RedactedEvent } from './events.js';
import type { CounterKind } from './rules.js';
import type { Phase, StandingOrder } from './state.js';

type Seen = BommerzEvent | RedactedEvent | { readonly type: 'hidden' };
type Said = { readonly [T in Seen['type']]: (event: Extract<Seen, { type: T }>) => string };

const spaceNames = new Map(BOARD_DATA.spaces.filter((s) => s.name !== undefined).map((s) => [s.id, s.name!]));

/** "2I (Brimstone Bridge)", "1A". */
const space = (id: string) => (spaceNames.has(id) ? `${id} (${spaceNames.get(id)!})` : id);
/** "b3" is a Fighta-Bommer, "c5" a counter (an Interceptor, once it flies). */
const craft = (id: string) => (id.startsWith('b') ? `Bommer ${id}` : `Interceptor ${id}`);
const seatName = (seat: SeatId) => (seat === 'imperial' ? 'the Imperial player' : seat.replace(/^ork(\d+)$/, 'Ork $1'));
const Seat = (seat: SeatId) => seatName(seat).replace(/^the/, 'The');
const KINDS: Readonly<Record<CounterKind, string>> = { interceptor: 'an Interceptor', laser: 'a laser', 'rock-spires': 'rock spires', 'flak-1': 'Flak 1D6', 'flak-2': 'Flak 2D6', 'flak-3': 'Flak 3D6' };
const CAUSES: Readonly<Record<DestroyCause, string>> = { laser: 'by a laser', flak: 'by flak', damage: 'by damage', 'hemmed-in': 'hemmed in', 'out-of-fuel': 'out of fuel', 'bombing-run': 'by a bombing run' };
const ORDERS: Readonly<Record<StandingOrder, string>> = { ask: 'ask each time', 'away-from-bridges': 'drive off away from the bridges', 'away-from-bommerz': 'drive off away from the Bommerz' };
const PHASES: Readonly<Record<Phase, string>> = {
  setup: 'Set-up.',
  placing: 'The Imperial player places his counters face down.',
  'turn-start': 'A new turn begins.',
  speeds: 'The Orks pick their Speeds.',
  'ork-move': 'The Bommerz move, fastest first.',
  'imperial-flip': 'The Imperial player may flip a counter face up.',
  'imperial-move': 'The Interceptors and flak move.',
  'second-wave': 'The Orks decide whether a second wave flies.',
  over: 'The game is over.',
};
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? 'none') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`);
const dice = (ds: readonly number[]) => (ds.length === 1 ? `die ${ds[0]}` : `dice ${ds.join(', ')}`);
const tieBreak = (t?: { readonly among: readonly string[]; readonly roll: number }) => (t ? ` (a tie among ${list(t.among.map(space))}, settled by a die: ${t.roll})` : '');

function chooser(c: ChosenBy): string {
  if ('forced' in c) return 'the only way open';
  if ('server' in c) return `the server's rule, away from the bridges${tieBreak(c.tieBreak)}`;
  if ('order' in c) return `${seatName(c.seat)}'s standing order (${ORDERS[c.order]})${tieBreak(c.tieBreak)}`;
  return seatName(c.seat);
}

const SAID: Said = {
  hidden: () => 'Something happened that you may not see.',
  'counters-shuffled': () => 'The twelve defence counters were shuffled face down.',
  'counters-drawn': (e) => ('count' in e ? `The Imperial player drew ${e.count} counters into his hand.` : `The Imperial player drew ${list(e.counters.map((c) => `${c.id} (${KINDS[c.kind]})`))}.`),
  'counters-reshuffled': (e) => `Counters ${list([...e.counters])} went back face down into the pool.`,
  'counters-placed': (e) =>
    'spaces' in e ? `Counters were placed face down on ${list(e.spaces.map(space))}.` : `Counters were placed face down: ${list(e.placements.map((p) => `${p.counter} on ${space(p.space)}`))}.`,
  'wave-launched': (e) => `Wave ${e.wave} takes off: ${list(e.bommerz.map((b) => `${b.id}${b.owner === null ? ' (the spare)' : ` (${seatName(b.owner)})`}${b.space === null ? '' : ` on ${space(b.space)}`}`))}.`,
  'turn-started': (e) => `Turn ${e.turn} begins.`,
  'spare-assigned': (e) => `${Seat(e.owner)} takes over the spare Bommer ${e.bommer}.`,
  'spare-entered': (e) => `The spare Bommer ${e.bommer} entered on ${space(e.space)}.`,
  'speed-dice-rolled': (e) => `Speed dice: ${e.rolls.map((r) => `${r.craft} ${r.dice[0]} and ${r.dice[1]}`).join('; ')}.`,
  'speed-chosen': (e) => `${craft(e.craft)} goes at Speed ${e.speed}.`,
  'phase-entered': (e) => PHASES[e.phase],
  'move-started': (e) => `${craft(e.craft)} starts its move.`,
  'craft-moved': (e) => `${craft(e.craft)} moved from ${space(e.from)} to ${space(e.to)}${tieBreak(e.tieBreak)}.`,
  'counter-revealed': (e) => `Counter ${e.counter} on ${space(e.space)} turned face up, by ${e.by}: ${KINDS[e.kind]}.`,
  'laser-fired': (e) => `The laser ${e.counter} fired at ${e.bommer}: die ${e.roll}${e.damage > 0 ? ` less ${e.damage} for damage` : ''}, needing ${e.needed}: ${e.dodged ? 'dodged' : 'hit'}.`,
  'rock-spires-dodged': (e) => `${craft(e.craft)} at the rock spires ${e.counter}: die ${e.roll}${e.damage > 0 ? ` less ${e.damage} for damage` : ''}, needing ${e.needed}: ${e.dodged ? 'dodged' : 'crashed into them'}.`,
  'flak-fired': (e) => `Flak (${list([...e.batteries])}) fired at ${e.bommer} on ${space(e.space)}: ${dice(e.dice)}, needing ${e.needed}: ${e.hits} hit${e.hits === 1 ? '' : 's'}.`,
  dogfight: (e) =>
    `Dogfight, Bommer ${e.bommer} against Interceptor ${e.interceptor}: ${e.rolls.map(([b, i]) => `${b} to ${i}`).join(', then ')}; ${e.winner} wins by ${e.margin}.`,
  'craft-damaged': (e) => `${craft(e.craft)} is damaged (${e.damage} damage).`,
  destroyed: (e) => `${e.piece.startsWith("b") ? `Bommer ${e.piece}` : `Counter ${e.piece}`} was destroyed ${CAUSES[e.cause]}.`,
  'drive-off-awaited': (e) => `${craft(e.craft)} is driven off ${space(e.from)} by ${e.cause}: ${seatName(e.decider)} chooses where (${list(e.options.map(space))}).`,
  'driven-off': (e) => `${craft(e.craft)} was driven off from ${space(e.from)} to ${space(e.to)}, by ${chooser(e.chosenBy)}.`,
  held: (e) => `${craft(e.craft)} could not be driven off ${space(e.space)} by ${e.cause}: it stays, its move over.`,
  'bombing-run': (e) => `Bommer ${e.bommer} made a bombing run on the ${e.target} at ${space(e.space)}: ${dice(e.dice)}, needing ${e.needed}: ${e.hits} hit${e.hits === 1 ? '' : 's'}${e.counted !== e.hits ? ` (${e.counted} counted)` : ''}.`,
  'bridge-destroyed': (e) => `The bridge at ${space(e.space)} is destroyed!`,
  'move-ended': (e) => `${craft(e.craft)} ended its move.`,
  'flew-off': (e) => `Bommer ${e.bommer} flew off the map from ${space(e.from)}.`,
  'flip-skipped': () => 'The Imperial player flipped no counter.',
  'flak-moved': (e) => `Flak ${e.counter} moved from ${space(e.from)} to ${space(e.to)}.`,
  'out-of-fuel': (e) => `Out of fuel: ${list([...e.bommerz])}.`,
  'wave-ended': (e) => `Wave ${e.wave} is over.`,
  'second-wave-vote': (e) => `${Seat(e.seat)} votes ${e.fly ? 'for' : 'against'} a second wave.`,
  'standing-order-set': (e) => ('order' in e ? `${Seat(e.seat)} set a standing order: ${ORDERS[e.order]}.` : `${Seat(e.seat)} set a standing order.`),
  'game-ended': () => 'The game has ended.',
};

/** A Bommerz event as the viewer received it, in one sentence. */
export function describeEvent(event: GameEvent, _viewer: Viewer): string {
  const say = (SAID as unknown as Record<string, ((e: GameEvent) => string) | undefined>)[event.type];
  return say ? say(event) : 'Something happened.';
}

type SaidCommand = { readonly [T in BommerzCommand['type']]: (c: Extract<BommerzCommand, { type: T }>) => string };
const COMMANDS: SaidCommand = {
  'place-counter': (c) => `Place counter ${c.counter} face down on ${space(c.space)}`,
  'choose-speed': (c) => `${craft(c.craft)} goes at Speed ${c.speed}`,
  move: (c) => `Move ${craft(c.craft)} to ${space(c.to)}`,
  'fly-off': (c) => `Fly ${c.craft} off the map (costs one move)`,
  bomb: (c) => `${c.craft}: bombing run on the ${c.target} here`,
  'end-move': (c) => `End the move of ${craft(c.craft)} here`,
  'drive-off': (c) => `Drive ${craft(c.craft)} off to ${space(c.to)}`,
  flip: (c) => `Flip counter ${c.counter} face up`,
  'skip-flip': () => 'Flip no counter this turn',
  'move-flak': (c) => `Move flak ${c.counter} to ${space(c.to)}`,
  'end-imperial-move': () => 'End the Imperial move',
  'second-wave': (c) => (c.fly ? 'Vote for a second wave' : 'Vote against a second wave'),
  'set-standing-order': (c) => `Standing order: ${ORDERS[c.order]}`,
};

/** A Bommerz command as a sentence a button can show. */
export function describeCommand(command: BommerzCommand): string {
  return (COMMANDS[command.type] as (c: BommerzCommand) => string)(command);
}
