/**
 * Every Bomber command as a sentence a button can show (Ruleset.describeCommand):
 * from the command and the board's fixed data alone. The prompt's labels
 * (`labels.ts`) add what the seat's own position says of it, such as what a
 * climb costs.
 */
import type { BomberCommand } from '../commands.js';
import { airUnit, altitudeName, count, hexName, launchName, setupPlaceName } from './names.js';

type Said = { readonly [T in BomberCommand['type']]: (c: Extract<BomberCommand, { type: T }>) => string };

/** " (with 3 hidden changes)" for a carrier's edits. */
const carrying = (c: { readonly edits?: readonly unknown[] }) => (c.edits !== undefined && c.edits.length > 0 ? `, with ${count(c.edits.length, 'hidden change')}` : '');

const SAID: Said = {
  'draw-target-card': () => 'Draw the next Target Card',
  'keep-target-card': () => 'Keep the Target Card just drawn',
  'discard-target-card': () => 'Discard the Target Card just drawn',
  'box-plane': (c) => `Put Plane unit ${c.plane} in Air Box ${c.airUnit}`,
  'unbox-plane': (c) => `Take Plane unit ${c.plane} out of its Air Box`,
  'pack-suggested': () => 'Pack every Plane unit not yet boxed the suggested way',
  'set-rockets': (c) => (c.rockets ? `Stack a Rocket unit on Air Box ${c.airUnit}` : `Take the Rocket unit off Air Box ${c.airUnit}`),
  'place-flak': (c) => `Put a ${c.flak === 'heavy' ? 'Heavy' : 'Light'} Flak unit in the City Box of ${c.city}`,
  'remove-flak': (c) => `Take a ${c.flak === 'heavy' ? 'Heavy' : 'Light'} Flak unit out of the City Box of ${c.city}`,
  'submit-air-status': (c) => `Submit your Air Status Card${carrying(c)}`,
  'place-counter': (c) => `Place Air unit ${c.airUnit} in ${setupPlaceName(c.at)}`,
  cover: (c) => `Let the counter of Air unit ${c.by} stand for Air unit ${c.airUnit}`,
  'end-map-setup': (c) => `End your map set-up${carrying(c)}`,
  'plot-primary': (c) =>
    c.target === 'feint' ? `Mission Sheet: Air unit ${c.airUnit} flies a feint` : c.target === 'no' ? `Mission Sheet: Air unit ${c.airUnit} flies no mission` : `Mission Sheet: Air unit ${c.airUnit} bombs ${c.target}`,
  'plot-bomb-altitude': (c) => `Mission Sheet: Air unit ${c.airUnit} bombs at ${altitudeName(c.altitude)}`,
  'plot-formation': (c) => `Mission Sheet: Air unit ${c.airUnit} flies in ${c.formation === 'open' ? 'Open' : 'Tight'} Formation`,
  'plot-take-off': (c) => `Mission Sheet: Air unit ${c.airUnit} takes off on Turn ${c.turn}`,
  'plot-land': (c) => (c.area === null ? `Mission Sheet: Air unit ${c.airUnit} comes home (no Shuttle Mission)` : `Mission Sheet: Air unit ${c.airUnit} lands in ${c.area} (a Shuttle Mission)`),
  'suggest-mission-sheet': () => 'Write the suggested Mission Sheet',
  'submit-mission-sheet': (c) => `Submit the Mission Sheet${carrying(c)}`,
  'ready-plane': (c) => `Move Plane unit ${c.plane} one ground box on${c.rockets ? ', with a Rocket unit' : ''}`,
  'ready-all': () => 'Move every Plane unit one box on, as far as Base capacity allows',
  'submit-readiness': (c) => `Submit your Plane Readiness${carrying(c)}`,
  'offer-end': () => 'Offer to end the game by agreement',
  land: (c) => `Land Air unit ${c.airUnit} where it is${carrying(c)}`,
  'end-landing': (c) => `End the Landing Step${carrying(c)}`,
  'enter-map': (c) => `Bring Air unit ${c.airUnit} on the board in ${hexName(c.hex)}${carrying(c)}`,
  'exit-map': (c) => `Fly Air unit ${c.airUnit} off the board to its African Base${carrying(c)}`,
  'end-movement': (c) => `End the Normal Movement Step: the other flying Air units stay where they are${carrying(c)}`,
  fly: (c) => `Fly Air unit ${c.airUnit} into ${hexName(c.hex)}${carrying(c)}`,
  climb: (c) => `Climb Air unit ${c.airUnit} one Altitude Level`,
  dive: (c) => `Dive Air unit ${c.airUnit} one Altitude Level`,
  'join-formation': (c) => `Put Plane unit ${c.plane} in Formation ${c.formation} of its Air Box`,
  'set-formation-type': (c) => `Change Air unit ${c.airUnit} to ${c.formation === 'open' ? 'Open' : 'Tight'} Formation`,
  'jettison-rockets': (c) => `Drop the Rockets of Air unit ${c.airUnit}`,
  'take-off-africa': (c) => `Take off from Africa with every ready Plane unit of Air unit ${c.airUnit} (secret until it is placed)`,
  'fly-route': (c) => {
    const hexes = c.route.filter((r) => r !== 'climb' && r !== 'dive');
    const changes = c.route.length - hexes.length;
    const to = hexes.at(-1);
    return `Fly Air unit ${c.airUnit} ${to === undefined ? 'where it is' : `to ${hexName(to)}`} (${count(hexes.length, 'hex', 'hexes')}${changes > 0 ? `, ${count(changes, 'Altitude change')}` : ''})${carrying(c)}`;
  },
  'take-off': (c) => `Take off with every ready Plane unit of Air unit ${c.airUnit}${carrying(c)}`,
  'take-off-plane': (c) => `Take off with Plane unit ${c.plane}${carrying(c)}`,
  'end-take-off': (c) => `End the Take Off Step${carrying(c)}`,
  'set-standing-orders': (c) => `Standing orders: Battles ${c.battles === 'map' ? 'in map order' : 'chosen one by one'}, hits carried by the ${c.hits} Plane unit of a box`,
  'fight-battle': (c) => `Fight Battle ${c.battle + 1} next`,
  attack: (c) => `Line up Formation #${c.attacker + 1} against Formation #${c.target + 1} ${launchName(c.launch)}`,
  engage: () => 'Fight the Air Combat as lined up',
  'announce-bombing': (c) => `${airUnit('american', c.airUnit)} bombs now`,
  'end-announcement': () => 'End the bombing announcement',
};

/** A Bomber command as a sentence a button can show. */
export function describeCommand(command: BomberCommand): string {
  return (SAID[command.type] as (c: BomberCommand) => string)(command);
}
