/**
 * Every Bomber event as a sentence (Ruleset.describeEvent), made from the
 * event as the viewer receives it — whole, its redacted form, or
 * `{ type: "hidden" }` — and the board's fixed data only, never the state:
 * so words can tell no more than the log entry they stand beside.
 */
import type { GameEvent, Viewer } from '../../../kernel/ruleset.js';
import type { AirRoll, BomberEvent, LandingResult, RedactedEvent } from '../events.js';
import type { Phase, Spot } from '../state.js';
import { otherSide } from '../state.js';
import { describeCommand } from './commands.js';
import { africanBase, airUnit, altitudeName, cardName, count, hexName, launchName, list, placeName, planeUnits, sideName, theSide } from './names.js';

/** Any event a viewer may receive: whole, redacted, or hidden. */
type Seen = BomberEvent | RedactedEvent | { readonly type: 'hidden' };
type Said = { readonly [T in Seen['type']]: (event: Extract<Seen, { type: T }>, viewer: Viewer) => string };

const STEPS = { 'air-status': 'Air Status Card', 'mission-sheet': 'Mission Sheet', readiness: 'Plane Readiness' } as const;
const MOVEMENT_STEPS = { landing: 'Landing Step', normal: 'Normal Movement Step', 'take-off': 'Take Off Step' } as const;
const COMBAT_STEPS = { battles: 'choosing its next Battle', air: 'Air Combat Step', flak: 'Flak Step', bombing: 'Bombing Step' } as const;
const spotName = (s: Spot) => `${hexName(s.hex)} at ${altitudeName(s.altitude)}`;
const formationNo = (i: number) => `Formation #${i + 1}`;

function phaseName(turn: number, phase: Phase): string {
  switch (phase.kind) {
    case 'not-started':
      return 'The game is set up.';
    case 'target-cards':
      return 'The Target Cards are drawn (IV.C).';
    case 'air-status':
      return 'Both sides set up their Air Status Cards behind the screens (V).';
    case 'map-setup':
      return `${theSide(phase.side)} places his Air units on the map (VI).`;
    case 'mission-sheet':
      return 'The American fills in his Mission Sheet (VII).';
    case 'readiness':
      return `Turn ${turn}: Plane Readiness (X).`;
    case 'initiative':
      return `Turn ${turn}: Initiative (XI).`;
    case 'movement':
      return `Turn ${turn}: the ${sideName(phase.side)} Movement Phase (moving ${phase.order}), ${MOVEMENT_STEPS[phase.step]}.`;
    case 'combat':
      return `Turn ${turn}: the ${sideName(phase.side)} Combat Phase, ${COMBAT_STEPS[phase.step]}${phase.battle === null ? '' : ` of Battle ${phase.battle + 1}`}.`;
    case 'turn-record':
      return `Turn ${turn}: the Turn Record Phase.`;
    case 'over':
      return phase.reason === 'agreement' ? 'The game is over: both sides agreed to end it.' : 'The game is over: the last Turn has been played.';
  }
}

function landingResult(r: LandingResult): string {
  const parts = [r.nightRoll === null ? null : `night landing die ${r.nightRoll}`, r.hitsAdded > 0 ? `${count(r.hitsAdded, 'hit')} added` : null, r.eliminated.length > 0 ? `${planeUnits(r.eliminated)} eliminated` : null];
  const said = parts.filter((p) => p !== null);
  return `${said.length > 0 ? said.join(', ') : 'no harm done'}; ${count(r.hits, 'hit')} left in the box`;
}

function airRoll(r: AirRoll): string {
  const die = r.die === null ? 'no die (Table 0)' : `die ${r.die}`;
  const mods = r.modifiers.length > 0 ? `, ${r.modifiers.join(', ')}` : '';
  return `${formationNo(r.by)} fired at ${formationNo(r.at)} ${launchName(r.fire)}: ${r.variant}, ${r.sp} Strength Points, basic Table ${r.basic}${mods}, Table ${r.table}, ${die}: ${count(r.hits, 'hit')}`;
}

/** The side the viewer is not, for what it may know of a hidden entry. */
const hiddenBy = (viewer: Viewer) => (viewer.kind === 'seat' && (viewer.seat === 'american' || viewer.seat === 'german') ? otherSide(viewer.seat) : null);

const SAID: Said = {
  hidden: (_, viewer) => {
    const side = hiddenBy(viewer);
    return side === null ? 'A side did something behind its screen.' : `${theSide(side)} did something behind his screen.`;
  },
  'target-cards-shuffled': () => 'The Target Card deck was shuffled.',
  'target-card-drawn': (e) =>
    'card' in e
      ? `The American drew ${cardName(e.card)}: ${e.verdict === 'keep' ? 'he keeps it' : e.verdict === 'may-discard' ? 'he may discard it' : 'he must discard it'}.`
      : 'The American drew a Target Card.',
  'target-card-decided': (e) => `The American ${e.keep ? 'kept' : 'discarded'} ${cardName(e.card)}.`,
  'planes-boxed': (e) => {
    const into = new Map<number | null, string[]>();
    for (const b of e.boxing) into.set(b.airUnit, [...(into.get(b.airUnit) ?? []), b.plane]);
    const parts = [...into].map(([box, planes]) => (box === null ? `took ${planeUnits(planes)} out of their Air Box` : `put ${planeUnits(planes)} in Air Box ${box}`));
    return `${theSide(e.side)} ${list(parts)}.`;
  },
  'rockets-set': (e) => `${theSide(e.side)} ${e.rockets ? 'stacked a Rocket unit on' : 'took the Rocket unit off'} Air Box ${e.airUnit}.`,
  'flak-placed': (e) => `The German ${e.units > 0 ? 'put a' : 'took a'} ${e.flak === 'heavy' ? 'Heavy' : 'Light'} Flak unit ${e.units > 0 ? 'in' : 'out of'} the City Box of ${e.city}.`,
  submitted: (e) => `${theSide(e.side)} submitted his ${STEPS[e.step]}.`,
  'counter-placed': (e) => `${theSide(e.side)} placed the counter of Air unit ${e.airUnit} in ${placeName(e.at)}.`,
  'air-unit-covered': (e) => `${theSide(e.side)} let the counter of Air unit ${e.by} stand for Air unit ${e.airUnit}.`,
  'map-setup-ended': (e) => `${theSide(e.side)} finished his map set-up.`,
  'mission-line-set': (e) => {
    const l = e.line;
    const target = l.primary === 'feint' ? 'a feint' : l.primary === 'no' ? 'no mission' : `target ${l.primary}`;
    return `Mission Sheet, Air unit ${e.airUnit}: ${target}, Bomb ${altitudeName(l.bombAltitude)}, ${l.formation === 'open' ? 'Open' : 'Tight'} Formation, taking off on Turn ${l.takeOffTurn}${l.land === null ? '' : `, landing in ${l.land}`}.`;
  },
  'phase-entered': (e) => phaseName(e.turn, e.phase),
  'plane-readied': (e) => `${theSide(e.side)} moved Plane unit ${e.plane} on to ground box ${e.to}${e.rockets ? ' with a Rocket unit' : ''}${e.hex === null ? '' : ` at ${hexName(e.hex)}`}.`,
  'end-offered': (e) => `${theSide(e.side)} offers to end the game by agreement this Turn.`,
  'initiative-rolled': (e) => {
    const rolls = e.rolls.map(([a, g]) => `American ${a}, German ${g}`).join('; then ');
    return `Initiative: ${rolls}. The ${sideName(e.first)} moves first.`;
  },
  'air-unit-took-off': (e) => `${airUnit(e.side, e.airUnit)} took off from ${placeName(e.at)}; its Endurance unit goes in Turn Record box ${e.endurance}.`,
  'planes-took-off': (e) => `${planeUnits(e.planes)} of ${airUnit(e.side, e.airUnit)} took off${e.hex === null ? '' : ` from ${hexName(e.hex)}`}, at ${altitudeName(e.altitude)}.`,
  'air-unit-landed': (e) => `${airUnit(e.side, e.airUnit)} landed in ${placeName(e.at)}${e.base ? '' : ', away from a Base: it is out for the day'}.`,
  'landing-resolved': (e) => `${airUnit(e.side, e.airUnit)}'s landing: ${landingResult(e.result)}.`,
  'air-unit-crashed': (e) =>
    `${airUnit(e.side, e.airUnit)} ${e.why === 'crash' ? 'crashed: no friendly land to come down on' : e.why === 'fuel' ? 'ran out of fuel and is lost' : 'was still in the air after the last Turn and is lost'}.`,
  'planes-lost': (e) => `${planeUnits(e.planes)} of ${airUnit(e.side, e.airUnit)} ${e.planes.length === 1 ? 'was' : 'were'} lost.`,
  'air-unit-entered': (e) => `${airUnit(e.side, e.airUnit)} came on the board from Africa in ${hexName(e.hex)}; its Endurance unit goes in Turn Record box ${e.endurance}.`,
  'air-unit-exited': (e) => `${airUnit(e.side, e.airUnit)} left the board for ${africanBase(e.letter)}, to land there on Turn ${e.lands}.`,
  'air-unit-flew': (e) => `${airUnit(e.side, e.airUnit)} flew into ${hexName(e.hex)}.`,
  'altitude-changed': (e) =>
    e.cost > 0 ? `${airUnit(e.side, e.airUnit)} climbed to ${altitudeName(e.altitude)} (${count(e.cost, 'Movement Factor')}).` : `${airUnit(e.side, e.airUnit)} went to ${altitudeName(e.altitude)}.`,
  'contact-broken': (e) => `${airUnit(e.side, e.airUnit)} broke contact (1 Movement Factor).`,
  'formation-changed': (e) => `${theSide(e.side)} put Plane unit ${e.plane} in Formation ${e.formation} of its Air Box.`,
  'rockets-jettisoned': (e) => `${airUnit(e.side, e.airUnit)} dropped its Rockets.`,
  'standing-orders-set': (e) =>
    `${theSide(e.side)} set his standing orders: Battles ${e.standing.battles === 'map' ? 'in map order' : 'chosen one by one'}, hits carried by the ${e.standing.hits} Plane unit of a box.`,
  'battles-found': (e) => (e.spots.length === 0 ? 'No Battles this Combat Phase.' : `${count(e.spots.length, 'Battle')} this Combat Phase: ${e.spots.map((s, i) => `${i + 1}. ${spotName(s)}`).join('; ')}.`),
  'battle-set-up': (e) =>
    `Battle ${e.battle + 1} set up: ${e.formations
      .map(
        (f, i) =>
          `${formationNo(i)} ${airUnit(f.side, f.airUnit)} Formation ${f.formation} (${f.bomber ? 'Bombers' : 'Fighters'}${f.clock === null ? '' : `, at ${f.clock} o'clock`}${f.revealed ? `, ${f.revealed.variant} ${f.revealed.sp} SP` : ''})`,
      )
      .join('; ')}.`,
  'attack-assigned': (e) => `Battle ${e.battle + 1}: ${formationNo(e.attack.attacker)} lines up against ${formationNo(e.attack.target)} ${launchName(e.attack.launch)}.`,
  'air-combat-rolled': (e) => `Battle ${e.battle + 1}, Air Combat: ${e.rolls.map(airRoll).join('; ')}.`,
  'air-box-hit': (e) =>
    'hits' in e
      ? `${airUnit(e.side, e.airUnit)} was hit${e.eliminated.length > 0 ? `: ${planeUnits(e.eliminated)} eliminated` : ''}; ${count(e.hits, 'hit')} left in its box.`
      : `${airUnit(e.side, e.airUnit)} was hit${e.eliminated.length > 0 ? `: ${planeUnits(e.eliminated)} eliminated` : ', no Plane unit eliminated'}.`,
  'drop-tanks-jettisoned': (e) => `${planeUnits(e.planes)} of ${airUnit(e.side, e.airUnit)} dropped their Drop Tanks; the Endurance unit moves to Turn Record box ${e.endurance}.`,
  'rockets-spent': (e) => `${planeUnits(e.planes)} of ${airUnit('german', e.airUnit)} ${e.why === 'fired' ? 'fired their Rockets' : 'dropped their Rockets as American Fighters engaged'}.`,
  'altitude-lost': (e) => `${airUnit(e.side, e.airUnit)} lost an Altitude Level after the fight: now at ${altitudeName(e.altitude)}.`,
  'bombers-intercepted': (e) => `American Bomber Air unit${e.airUnits.length === 1 ? '' : 's'} ${list(e.airUnits)} ${e.airUnits.length === 1 ? 'was' : 'were'} intercepted.`,
  'battle-ended': (e) => `Battle ${e.battle + 1} is over.`,
  'combat-phase-ended': () => 'The Combat Phase is over.',
  'german-played': (e) => `The server, playing the German: ${describeCommand(e.command)}.`,
  'bombing-announced': (e) => `${airUnit('american', e.airUnit)} will bomb ${e.city} from ${hexName(e.hex)} at ${altitudeName(e.altitude)}.`,
  'announcement-closed': () => 'The bombing announcement is closed: Flak fires at the Air units announced, then they bomb.',
  'flak-fired': (e) =>
    `The ${e.flak === 'heavy' ? 'Heavy' : 'Light'} Flak of ${e.city} (${e.flakSp} SP) fired at ${airUnit('american', e.airUnit)} at ${altitudeName(e.altitude)}: Table ${e.table}, die ${e.die}: ${count(e.hits, 'hit')}.`,
  bombed: (e) =>
    `${airUnit('american', e.airUnit)} bombed ${e.city}: ${e.variant}, ${e.sp} SP at ${altitudeName(e.altitude)} after ${count(e.turnsInAir, 'Turn')} in the air, Table ${e.table}, die ${e.die}: ${count(e.hits, 'hit')} on the City.`,
  'secret-edits': (e, viewer) =>
    e.events.length === 0
      ? `${theSide(e.side)} made no change behind his screen.`
      : `Behind the ${sideName(e.side)} screen: ${e.events.map((inner) => describeEvent(inner, viewer)).join(' ')}`,
  'counter-moved': (e) => `The counter of ${airUnit(e.side, e.airUnit)} is now in ${placeName(e.at)}.`,
};

/** An event as the viewer received it, in one sentence. */
export function describeEvent(event: GameEvent, viewer: Viewer): string {
  const say = (SAID as unknown as Record<string, ((e: GameEvent, v: Viewer) => string) | undefined>)[event.type];
  return say ? say(event, viewer) : 'Something happened.';
}
