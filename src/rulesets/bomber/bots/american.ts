/**
 * The sensible American bot: it plays the historical raid. Cards kept where
 * they may be; the Air Boxes packed the suggested way; Bombers on the Bases
 * offered first and their Escorts beside them; the suggested Mission Sheet
 * (historical targets, Take Off Turns within Base capacity); everything
 * readied; Bombers up on their Mission Sheet Turn and the Fighters with
 * them, once a day; flying for the target and home (`american-flight.ts`); and, its Bombers all
 * flown and down, an offer to end the day. It reads only the American
 * side's own fields and what is public.
 */
import type { SeatId } from '../../../kernel/ruleset.js';
import type { BomberCommand } from '../commands.js';
import { contextOf } from '../context.js';
import { landingAt } from '../flight/landing.js';
import { optionsFor } from '../prompts.js';
import { closeStep } from '../german-player/index.js';
import { americanMovement, type FlightChoices } from './american-flight.js';
import { placeOf } from '../setup/map-setup-step.js';
import { lineOf } from '../setup/mission-sheet-step.js';
import { airUnitOf, locationOf, planesOf, type BomberState } from '../state.js';

const first = <T extends BomberCommand['type']>(options: readonly BomberCommand[], type: T) => options.find((o): o is Extract<BomberCommand, { type: T }> => o.type === type);
const all = <T extends BomberCommand['type']>(options: readonly BomberCommand[], type: T) => options.filter((o): o is Extract<BomberCommand, { type: T }> => o.type === type);

/** Whether an American Air unit holds Bombers. */
function isBomber(state: BomberState, airUnit: number): boolean {
  const p = planesOf(state, 'american', airUnit)[0];
  return p !== undefined && contextOf(state.scenario).variant(p.variant).type === 'B';
}

/** The American Air units holding Plane units. */
const loaded = (state: BomberState) => state.american.airUnits.filter((a) => planesOf(state, 'american', a.id).length > 0).map((a) => a.id);

/** Whether an Air unit is up: its Endurance unit on the Turn Record. */
const up = (state: BomberState, airUnit: number) => airUnitOf(state, 'american', airUnit).endurance !== null;

/** Whether the day's raid is over for the American: every Bomber that was to fly has flown and is down, nothing is up. */
function raidOver(state: BomberState): boolean {
  const ids = loaded(state);
  if (ids.some((id) => up(state, id))) return false;
  return ids.filter((id) => isBomber(state, id)).every((id) => lineOf(state, id).primary === 'no' || planesOf(state, 'american', id).every((p) => p.flown));
}

function mapSetup(state: BomberState, options: readonly BomberCommand[]): BomberCommand {
  const places = all(options, 'place-counter').filter((o) => planesOf(state, 'american', o.airUnit).length > 0);
  const bomber = places.find((o) => isBomber(state, o.airUnit));
  if (bomber) return bomber;
  const bomberPlaces = new Set(state.american.airUnits.filter((a) => a.counter !== null && isBomber(state, a.id)).map((a) => placeOf(a.counter!.at)));
  return places.find((p) => bomberPlaces.has(p.at)) ?? places[0] ?? first(options, 'end-map-setup')!;
}

/** Whether an Air unit should come down where it is now. */
function dueDown(state: BomberState, airUnit: number): boolean {
  const a = airUnitOf(state, 'american', airUnit);
  if (a.endurance === null) return false;
  if (a.endurance <= state.turn) return true;
  if (landingAt(state, 'american', airUnit, locationOf(state, 'american', airUnit)!) !== 'base') return false;
  if (isBomber(state, airUnit)) return a.bombedOn !== null || a.endurance - state.turn <= 1;
  // An Escort stays with the Bombers while any is up.
  return a.endurance - state.turn <= 1 || !loaded(state).some((id) => isBomber(state, id) && up(state, id));
}

function takeOff(state: BomberState, options: readonly BomberCommand[]): BomberCommand {
  // From Africa a take-off is a hidden edit (ruling E61), carried by the step's end: the same choice.
  const going = [...all(options, 'take-off'), ...all(options, 'take-off-africa')];
  const bomber = going.find((o) => isBomber(state, o.airUnit));
  if (bomber) return bomber;
  const bombersFly = loaded(state).some((id) => isBomber(state, id) && up(state, id));
  // An Escort flies once a day, with the Bombers: each landing costs its Air Box a hit (XII.A.1.a).
  const escort = bombersFly ? going.find((o) => planesOf(state, 'american', o.airUnit).every((p) => !p.flown)) : undefined;
  return escort ?? first(options, 'end-take-off')!;
}

/** The sensible American bot's command. */
export const sensibleAmerican = (state: BomberState, seat: SeatId): BomberCommand => americanFlying({})(state, seat);

/** The sensible American but for where its Escorts fly and which step of the return route its Bombers take (`exploits.ts`). */
export const americanFlying =
  (choices: FlightChoices) =>
  (state: BomberState, seat: SeatId): BomberCommand => {
    const options = optionsFor(state, seat);
    if (options.length === 0) throw new Error(`seat ${seat} has nothing to do`);
    switch (state.phase.kind) {
      case 'target-cards':
        return first(options, 'keep-target-card') ?? first(options, 'discard-target-card') ?? first(options, 'draw-target-card')!;
      case 'air-status':
        return state.american.planes.some((p) => p.airUnit === null) ? first(options, 'pack-suggested')! : first(options, 'submit-air-status')!;
      case 'map-setup':
        return mapSetup(state, options);
      case 'mission-sheet':
        return Object.keys(state.missionSheet).length === 0 ? first(options, 'suggest-mission-sheet')! : (first(options, 'submit-mission-sheet') ?? first(options, 'suggest-mission-sheet')!);
      case 'readiness':
        if (raidOver(state) && first(options, 'offer-end')) return first(options, 'offer-end')!;
        return first(options, 'ready-all') ?? first(options, 'submit-readiness')!;
      case 'movement':
        if (state.phase.step === 'landing') return all(options, 'land').find((l) => dueDown(state, l.airUnit)) ?? closeStep(options);
        if (state.phase.step === 'take-off') return takeOff(state, options);
        return americanMovement(state, options, choices);
      case 'combat':
        // Over its target at its Bomb Altitude, a Bomber bombs at once (XIII.G–H); in its own Air Combat the Escorts attack with their guns, then it engages.
        return first(options, 'announce-bombing') ?? first(options, 'attack') ?? closeStep(options);
      case 'initiative':
      case 'turn-record':
      case 'not-started':
      case 'over':
        return closeStep(options);
    }
  };
