/**
 * What a Bomber prompt says beside its options, for its own seat (Prompt.labels,
 * cautions, notes): each option as a sentence with what the seat's position
 * says of it (what a climb costs, where a landing comes down), the options
 * whose consequence a player should confirm (a landing that crashes the unit,
 * a unit whose Endurance runs out where it cannot land, the offer to end the
 * game), and why a command a player would expect is not offered (bombing at
 * an Altitude other than the plotted one, a take-off over a full Base). Only
 * the seat's own Air units and public facts are read: the prompt and its
 * options go to that seat alone.
 */
import type { Caution } from '../../../kernel/ruleset.js';
import { plottedTarget } from '../combat/bomb-run.js';
import type { BomberCommand } from '../commands.js';
import { changeCost } from '../flight/altitude-change.js';
import { altitudeOf, movementLeft } from '../flight/flying.js';
import { landingAt, type Landing } from '../flight/landing.js';
import { readyToFly } from '../flight/take-off.js';
import { contextOf } from '../context.js';
import type { BomberPrompt } from '../prompts.js';
import { lineOf } from '../setup/mission-sheet-step.js';
import { airUnitOf, hexOfLocation, locationOf, planesOf, type BomberState, type Side } from '../state.js';
import { capacityLeft } from '../turn/capacity.js';
import { describeCommand } from './commands.js';
import { altitudeName, count, hexName, placeName } from './names.js';

/** The words of one prompt. */
interface Words {
  readonly labels: readonly string[];
  readonly cautions: readonly Caution[];
  readonly notes: readonly string[];
}

const LANDING_WORDS: Readonly<Record<Landing, string>> = { base: 'at its Base', field: 'away from a Base: out for the day', crash: 'no friendly land here: it crashes' };

/** What the seat's position adds to a command's words, by command type (the others are said as `describeCommand` says them). */
type ByType<R> = { readonly [T in BomberCommand['type']]?: (state: BomberState, side: Side, c: Extract<BomberCommand, { type: T }>) => R };

function altitudeLabel(state: BomberState, side: Side, c: Extract<BomberCommand, { type: 'climb' | 'dive' }>): string {
  const from = altitudeOf(state, side, c.airUnit);
  if (from === null) return describeCommand(c);
  const up = c.type === 'climb';
  const cost = changeCost(state, side, c.airUnit, up);
  const to = altitudeName(from + (up ? 1 : -1));
  return `${up ? 'Climb' : 'Dive'} Air unit ${c.airUnit} to ${to} (${cost === 0 ? 'free' : `costs ${count(cost, 'Movement Factor')}`}; ${movementLeft(state, side, c.airUnit) - cost} left)`;
}

const LABELS: ByType<string> = {
  climb: altitudeLabel,
  dive: altitudeLabel,
  fly: (state, side, c) => `${describeCommand({ ...c, edits: undefined })} (${movementLeft(state, side, c.airUnit) - 1} Movement Factors left after)`,
  land: (state, side, c) => {
    const at = locationOf(state, side, c.airUnit);
    return at === null ? describeCommand(c) : `Land Air unit ${c.airUnit} in ${placeName(at)} (${LANDING_WORDS[landingAt(state, side, c.airUnit, at)]})`;
  },
  'take-off': (state, side, c) => {
    const ready = readyToFly(state, side, c.airUnit).length;
    const at = locationOf(state, side, c.airUnit);
    return `Take off with Air unit ${c.airUnit}${at === null ? '' : ` from ${placeName(at)}`} (${count(Math.min(ready, capacityLeft(state, side, c.airUnit, 'takeOff')), 'Plane unit')} ready, as capacity allows)`;
  },
  'place-counter': (state, side, c) => {
    const planes = planesOf(state, side, c.airUnit);
    return `${describeCommand(c)} (${planes.length === 0 ? 'an empty Air Box: a bluff' : `${count(planes.length, 'Plane unit')}: ${[...new Set(planes.map((p) => p.variant))].join(', ')}`})`;
  },
  'announce-bombing': (state, _side, c) => {
    const target = plottedTarget(state, c.airUnit);
    return target === null ? describeCommand(c) : `Air unit ${c.airUnit} bombs ${target.city} now, at ${altitudeName(target.altitude)}`;
  },
  attack: (state, _side, c) => {
    const phase = state.phase;
    const battle = phase.kind === 'combat' && phase.battle !== null ? state.battles[phase.battle] : undefined;
    const f = (i: number) => {
      const x = battle?.formations[i];
      return x ? `Formation #${i + 1} (${x.side === 'american' ? 'American' : 'German'} Air unit ${x.airUnit}, ${x.bomber ? 'Bombers' : 'Fighters'})` : `Formation #${i + 1}`;
    };
    return `Line up ${f(c.attacker)} against ${f(c.target)} ${c.launch === 'guns' ? 'with guns' : c.launch === 'close' ? 'with a Close Rocket launch' : 'with a Distant Rocket launch'}`;
  },
};

/** A handler of a by-type table for a command, if it has one. */
const handlerOf = <R>(table: ByType<R>, c: BomberCommand) => table[c.type] as ((state: BomberState, side: Side, c: BomberCommand) => R) | undefined;

/** An option as a sentence, with what the seat's own position says of it. */
const label = (state: BomberState, side: Side, c: BomberCommand): string => handlerOf(LABELS, c)?.(state, side, c) ?? describeCommand(c);

/** An Air unit whose Endurance runs out by next Turn's Landing Step (it must land then: XII.A.1) and that would crash at `hex`. */
function strandedAt(state: BomberState, side: Side, airUnit: number, hex: string): boolean {
  const a = airUnitOf(state, side, airUnit);
  return a.endurance !== null && a.endurance <= state.turn + 1 && landingAt(state, side, airUnit, { hex }) === 'crash';
}

const CAUTIONS: ByType<string | null> = {
  land: (state, side, c) => {
    const at = locationOf(state, side, c.airUnit);
    if (at === null) return null;
    const landing = landingAt(state, side, c.airUnit, at);
    if (landing === 'crash') return `Air unit ${c.airUnit} has no Base of its own nor friendly land in ${placeName(at)}: landing here crashes it, and its Plane units are lost (XII.A.1.d).`;
    if (landing === 'field') return `Air unit ${c.airUnit} lands in ${placeName(at)}, away from a Base: it is out for the day (XII.A.1.c).`;
    return null;
  },
  fly: (state, side, c) =>
    strandedAt(state, side, c.airUnit, c.hex)
      ? `Air unit ${c.airUnit}'s Endurance runs out: it must land in the next Landing Step, and ${hexName(c.hex)} has no Base of its own nor friendly land — it would crash there.`
      : null,
  'end-movement': (state, side) => {
    const stranded = state[side].airUnits.filter((a) => {
      const hex = hexOfLocation(a.counter?.at ?? null);
      return a.offBoard === null && hex !== null && strandedAt(state, side, a.id, hex);
    });
    const one = stranded.length === 1;
    return stranded.length === 0
      ? null
      : `${stranded.map((a) => `Air unit ${a.id}`).join(', ')} ${one ? 'runs' : 'run'} out of Endurance where ${one ? 'it' : 'they'} cannot land: staying there, ${one ? 'it crashes' : 'they crash'} in the next Landing Step.`;
  },
  'offer-end': (_state, side) =>
    `If the ${side === 'american' ? 'German' : 'American'} offers too this Turn, the game ends now: every Air unit still up comes home without combat, and the Victory Points are counted as they stand (XIV).`,
};

/** Why a Bomber Air unit over its target is not offered the bombing, or why one over a city is not asked about it. */
function bombingNotes(state: BomberState): string[] {
  const notes: string[] = [];
  for (const a of state.american.airUnits) {
    const target = plottedTarget(state, a.id);
    const hex = hexOfLocation(a.counter?.at ?? null);
    if (target === null || hex !== target.hex || a.bombedOn !== null || a.endurance === null) continue;
    const planes = planesOf(state, 'american', a.id).filter((p) => p.ground === null);
    const altitude = planes[0]?.altitude;
    if (altitude !== undefined && altitude !== null && altitude !== target.altitude)
      notes.push(
        `Air unit ${a.id} is over its target ${target.city} at ${altitudeName(altitude)}, but its plotted Bomb Altitude is ${target.altitude}: it may bomb only at ${altitudeName(target.altitude)} (VII.B.1, XIII.G)${state.phase.kind === 'movement' ? ': climb or dive before the Combat Phase' : ''}.`,
      );
  }
  return notes;
}

/** Why an Air unit with Plane units in "C" or "D" is not offered a take-off. */
function takeOffNotes(state: BomberState, side: Side): string[] {
  const notes: string[] = [];
  for (const a of state[side].airUnits) {
    const waiting = planesOf(state, side, a.id).filter((p) => (p.ground === 'C' || p.ground === 'D') && !p.flown);
    const at = locationOf(state, side, a.id);
    if (waiting.length === 0 || at === null || a.outForDay || a.offBoard !== null) continue;
    const line = lineOf(state, a.id);
    const bomber = contextOf(state.scenario).variant(waiting[0]!.variant).type === 'B';
    if (side === 'american' && bomber && line.primary !== 'no' && line.takeOffTurn > state.turn) notes.push(`Air unit ${a.id} takes off on Turn ${line.takeOffTurn}, as its Mission Sheet line says (VII.D).`);
    else if (readyToFly(state, side, a.id).length > 0 && capacityLeft(state, side, a.id, 'takeOff') <= 0)
      notes.push(`Air unit ${a.id} has Plane units ready in ${placeName(at)}, but that Base's take-off capacity is used up this Turn (IX.H, rulings §9).`);
  }
  return notes;
}

function notesOf(state: BomberState, p: BomberPrompt): string[] {
  const side = p.seat as Side;
  if (p.kind === 'take-off') return takeOffNotes(state, side);
  if (side === 'american' && (p.kind === 'bombing' || p.kind === 'normal-movement')) return bombingNotes(state);
  return [];
}

function wordsOf(state: BomberState, p: BomberPrompt): Words {
  const side = p.seat as Side;
  const options = p.options;
  const cautions = options.flatMap((c, option) => {
    const text = handlerOf(CAUTIONS, c)?.(state, side, c) ?? null;
    return text === null ? [] : [{ option, text }];
  });
  return { labels: options.map((c) => label(state, side, c)), cautions, notes: notesOf(state, p) };
}

/**
 * Gives a prompt its words, worked out when first read and kept (a step may
 * offer hundreds of options; only their own seat's answers read them). The
 * getters are not enumerable, so that copying a prompt does not work them out.
 */
export function withWords(state: BomberState, p: BomberPrompt): BomberPrompt {
  let words: Words | undefined;
  const said = () => (words ??= wordsOf(state, p));
  return Object.defineProperties(p, {
    labels: { get: () => said().labels },
    cautions: { get: () => said().cautions },
    notes: { get: () => said().notes },
  });
}
