/**
 * Deciding a command: it must be one of the seat's prompted options (so
 * prompts and decide never disagree); then it is carried out, and the game
 * runs on until someone must choose. Hidden edits (a secret step's, covers,
 * a Movement Step's hidden changes, standing orders) are options too, but are carried out
 * only inside a command that carries them, each legal at its point, as one
 * hidden event (secret-edits.ts).
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Dice } from '../../kernel/dice.js';
import { reject, type Decision, type Emitted, type Rejection, type SeatId } from '../../kernel/ruleset.js';
import { fixedDice } from '../../kernel/dice.js';
import { sameCommand } from '../../kernel/same-command.js';
import { announce, closeAnnouncement } from './combat/bomb-run.js';
import { CommandSchema, type BomberCommand, type Carrier, type SecretEdit } from './commands.js';
import { engage, fightBattle, findBattles } from './combat/battle-loop.js';
import { assignAttack } from './combat/line-up.js';
import { setStandingOrders } from './combat/standing-orders.js';
import type { BomberEvent } from './events.js';
import { changeAltitude } from './flight/altitude-change.js';
import { setFormationType } from './flight/formation-type.js';
import { joinFormation } from './flight/formations.js';
import { flyStep, isNormalStepOption } from './flight/hex-step.js';
import { jettisonRockets } from './flight/jettison.js';
import { landNow } from './flight/movement.js';
import { flyRoute, legCommand, moveRefusal } from './flight/route.js';
import { germanCommand } from './german-player/index.js';
import { enterMap, exitMap } from './flight/off-board.js';
import { takeOff, takeOffPlane } from './flight/take-off.js';
import { Play } from './play.js';
import { bareCarrier, carries, isCarrier, isSecretEdit, whereItGoes, withEdits } from './secret-edits.js';
import { optionsAbout, optionsFor, prompts } from './prompts.js';
import { boxPlane, moveFlak, packSuggested, setRockets, submitAirStatus } from './setup/air-status-step.js';
import { coverAirUnit, endMapSetup, placeCounter } from './setup/map-setup-step.js';
import { plotLine, submitMissionSheet, suggestSheet } from './setup/mission-sheet-step.js';
import { decideCard, drawCard, shuffledDeck } from './setup/target-card-step.js';
import type { BomberState, Phase, Side } from './state.js';
import { enter } from './turn/enter.js';
import { offerEnd, readyAll, readyPlane, submitReadiness } from './turn/readiness.js';
import { advance, firstStep } from './turn/sequence.js';
import { view } from './view.js';
import { rulesVersion } from './editions.js';

const commandShape = TypeCompiler.Compile(CommandSchema);

/** The movement step after this one, or the side's Combat Phase. */
function nextStep(phase: Extract<Phase, { kind: 'movement' }>): Phase {
  if (phase.step === 'landing') return { ...phase, step: 'normal' };
  if (phase.step === 'normal') return { ...phase, step: 'take-off' };
  return { kind: 'combat', order: phase.order, side: phase.side, step: 'battles', battle: null };
}

function endStep(play: Play): void {
  const phase = play.state.phase;
  if (phase.kind !== 'movement') throw new Error(`no movement step to end in ${phase.kind}`);
  const next = nextStep(phase);
  enter(play, next);
  if (next.kind === 'combat') findBattles(play);
}

/** Carries out a legal command. */
function perform(play: Play, side: Side, c: BomberCommand): void {
  switch (c.type) {
    case 'draw-target-card':
      return drawCard(play);
    case 'keep-target-card':
      return decideCard(play, true);
    case 'discard-target-card':
      return decideCard(play, false);
    case 'box-plane':
      return boxPlane(play, side, c.plane, c.airUnit);
    case 'unbox-plane':
      return boxPlane(play, side, c.plane, null);
    case 'pack-suggested':
      return packSuggested(play, side);
    case 'set-rockets':
      return setRockets(play, side, c.airUnit, c.rockets);
    case 'place-flak':
      return moveFlak(play, c.city, c.flak, 1);
    case 'remove-flak':
      return moveFlak(play, c.city, c.flak, -1);
    case 'submit-air-status':
      return submitAirStatus(play, side);
    case 'place-counter':
      return placeCounter(play, side, c.airUnit, c.at);
    case 'cover':
      return coverAirUnit(play, side, c.airUnit, c.by);
    case 'end-map-setup':
      return endMapSetup(play, side);
    case 'plot-primary':
      return plotLine(play, c.airUnit, { primary: c.target });
    case 'plot-bomb-altitude':
      return plotLine(play, c.airUnit, { bombAltitude: c.altitude });
    case 'plot-formation':
      return plotLine(play, c.airUnit, { formation: c.formation });
    case 'plot-take-off':
      return plotLine(play, c.airUnit, { takeOffTurn: c.turn });
    case 'plot-land':
      return plotLine(play, c.airUnit, { land: c.area });
    case 'suggest-mission-sheet':
      return suggestSheet(play);
    case 'submit-mission-sheet':
      return submitMissionSheet(play);
    case 'ready-plane':
      return readyPlane(play, side, c.plane, c.rockets);
    case 'ready-all':
      return readyAll(play, side);
    case 'submit-readiness':
      return submitReadiness(play, side);
    case 'offer-end':
      return offerEnd(play, side);
    case 'land':
      return landNow(play, side, c.airUnit);
    case 'enter-map':
      return enterMap(play, side, c.airUnit, c.hex);
    case 'exit-map':
      return exitMap(play, side, c.airUnit);
    case 'take-off':
      return takeOff(play, side, c.airUnit);
    case 'take-off-plane':
      return takeOffPlane(play, side, c.plane);
    case 'take-off-africa':
      return takeOff(play, side, c.airUnit);
    case 'fly':
      return flyStep(play, side, c.airUnit, c.hex);
    case 'climb':
      return changeAltitude(play, side, c.airUnit, true);
    case 'dive':
      return changeAltitude(play, side, c.airUnit, false);
    case 'join-formation':
      return joinFormation(play, side, c.plane, c.formation);
    case 'set-formation-type':
      return setFormationType(play, c.airUnit, c.formation);
    case 'jettison-rockets':
      return jettisonRockets(play, side, c.airUnit);
    case 'fly-route':
      throw new Error('a route is expanded by decide (`carry`), never performed whole');
    case 'set-standing-orders':
      return setStandingOrders(play, side, { battles: c.battles, hits: c.hits });
    case 'fight-battle':
      return fightBattle(play, c.battle);
    case 'attack':
      return assignAttack(play, { attacker: c.attacker, target: c.target, launch: c.launch });
    case 'engage':
      return engage(play);
    case 'announce-bombing':
      return announce(play, c.airUnit);
    case 'end-announcement':
      return closeAnnouncement(play);
    case 'end-landing':
    case 'end-movement':
    case 'end-take-off':
      return endStep(play);
    default: {
      const never: never = c;
      throw new Error(`unknown Bomber command ${JSON.stringify(never)}`);
    }
  }
}

/** More German commands in a row than any step needs: the server's German player is looping. */
const MAX_SERVER_COMMANDS = 2_000;

/**
 * Runs the game on until a seat must decide. In a solo game the server plays
 * every German decision on the way, as the Bommerz server plays its defender:
 * inside the seat's command, each choice made from the German view alone,
 * logged as the command it is (an event only the German side sees, so nobody
 * until the end) before the events it causes, its dice drawn like any seat's.
 */
function runOn(play: Play): void {
  advance(play);
  for (let n = 0; play.state.solo && prompts(play.state).some((p) => p.seat === 'german'); n++) {
    if (n >= MAX_SERVER_COMMANDS) throw new Error(`the server's German player made ${n} commands in a row in ${JSON.stringify(play.state.phase)}`);
    const command = sealedChoice(play.state, 'german', (draft) => germanCommand(view(draft, { kind: 'seat', seat: 'german' }), (sides) => play.dice.roll(sides), rulesVersion(draft)));
    play.emitSecret({ type: 'german-played', command }, 'german');
    const refused = execute(play, 'german', command);
    if (refused !== null) throw new Error(`the server's German player's ${JSON.stringify(command)} was refused: ${refused.message}`);
    advance(play);
  }
}

/** The seat's options that may be `command` (`optionsAbout`), listed when first asked for, then kept. */
function optionsAboutOnce(state: BomberState, seat: SeatId, command: BomberCommand): () => readonly BomberCommand[] {
  let listed: readonly BomberCommand[] | undefined;
  return () => (listed ??= optionsAbout(state, seat, command));
}

/**
 * Carries out a seat's well-formed command on `play`, as any seat's, the
 * server's German player's too: a carrier is carried (its hidden edits
 * sealed), any other command is found among the options that may be it
 * (`about`, listed only if asked: a hex step its rules find legal needs no list) and performed; or why it is refused.
 */
function execute(play: Play, side: Side, command: BomberCommand, about = optionsAboutOnce(play.state, side, command)): Rejection | null {
  if (isCarrier(command) && (command.type === 'fly-route' || (command.edits?.length ?? 0) > 0 || isLegalStep(play.state, side, command) || about().some((o) => o.type === command.type))) return carry(play, side, command);
  if (!about().some((o) => sameCommand(o, command))) return refusal(play.state, side, optionsFor(play.state, side), command);
  perform(play, side, command);
  return null;
}

/** Why a command that is not among the seat's options is refused. */
function refusal(state: BomberState, side: Side, options: readonly BomberCommand[], command: BomberCommand): Rejection {
  if (command.type === 'fly' || command.type === 'climb' || command.type === 'dive') {
    const why = moveRefusal(state, side, command);
    if (why !== null) return why;
  }
  const same = options.filter((o) => o.type === command.type);
  if (same.length === 0) return reject('not-now', `You cannot ${String(command.type)} now; you may ${[...new Set(options.map((o) => o.type))].join(', ')}.`);
  if ('airUnit' in command && !same.some((o) => 'airUnit' in o && o.airUnit === command.airUnit)) return reject('not-that-air-unit', `Air unit ${command.airUnit} cannot ${command.type} now.`);
  if ('plane' in command && !same.some((o) => 'plane' in o && o.plane === command.plane)) return reject('not-that-plane-unit', `Plane unit ${command.plane} cannot ${command.type} now.`);
  return reject('illegal-command', `That ${command.type} is not one of your options now.`);
}

/** Whether an event goes to `seat` alone, the others seeing nothing of it. */
const ownOnly = (e: Emitted<BomberEvent>, seat: Side): boolean => e.visibleTo?.length === 1 && e.visibleTo[0] === seat && e.redacted === null;

/** Carries out hidden edits in order on a play of their own, each one of the seat's options where it comes; or why one was refused. */
function carryOut(state: BomberState, seat: Side, edits: readonly SecretEdit[], dice: Dice): { readonly ok: true; readonly play: Play } | Rejection {
  const play = new Play(state, dice);
  for (const [i, edit] of edits.entries()) {
    if (!optionsAbout(play.state, seat, edit).some((o) => sameCommand(o, edit))) {
      const why = refusal(play.state, seat, optionsFor(play.state, seat), edit);
      return reject('illegal-edit', `Edit ${i} (${edit.type}) is refused after the edits before it: ${why.message}`);
    }
    perform(play, seat, edit);
  }
  if (play.events.some((e) => !ownOnly(e, seat))) throw new Error('a hidden edit emitted an event others see');
  return { ok: true, play };
}

/** The state after hidden edits, nothing sent: how a client or a bot builds a carrier's edits step by step. */
export function draftEdits(state: BomberState, seat: Side, edits: readonly SecretEdit[]): { readonly ok: true; readonly state: BomberState; readonly events: readonly BomberEvent[] } | Rejection {
  const done = carryOut(state, seat, edits, fixedDice([]));
  return done.ok ? { ok: true, state: done.play.state, events: done.play.events.map((e) => e.event) } : done;
}

/**
 * Carries out hidden edits, then `then` (the carrier's own rule, which may
 * refuse), on a play of their own; emits on `play` the edits' events and
 * those of `then` before its first one others see (a Movement Factor paid
 * to break contact) as one hidden event, even none, then the rest as they
 * came. Or why an edit or `then` is refused.
 */
function sealed(play: Play, seat: Side, edits: readonly SecretEdit[], then: (draft: Play) => Rejection | null): Rejection | null {
  const edited = carryOut(play.state, seat, edits, play.dice);
  if (!edited.ok) return edited;
  const done = edited.play;
  const refused = then(done);
  if (refused !== null) return refused;
  const seen = done.events.findIndex((e) => !ownOnly(e, seat));
  play.replaySealed(done, seat, seen < 0 ? done.events.length : seen);
  return null;
}

const checked = (refused: Rejection | null, what: string): void => {
  if (refused !== null) throw new Error(`${what} refused after its route was checked: ${refused.message}`);
};

/**
 * A route, sealed (E34): its edits and then its legs checked one by one as
 * if sent one by one, then flown as its hex steps, each carrying the hidden
 * changes before it (the route's edits go with the first), and a last
 * hidden event for the Altitude legs after the last hex. So the other side
 * sees two entries per hex entered and one more, however many hidden
 * changes the route holds.
 */
function flySealedRoute(play: Play, seat: Side, route: Extract<BomberCommand, { type: 'fly-route' }>, edits: readonly SecretEdit[]): Rejection | null {
  const edited = carryOut(play.state, seat, edits, fixedDice([]));
  if (!edited.ok) return edited;
  const refused = flyRoute(edited.play, seat, route.airUnit, route.route, (s, c) => isOption(s, seat, c));
  if (refused !== null) return refused;
  let changes: SecretEdit[] = [...edits];
  for (const leg of route.route) {
    const move = legCommand(route.airUnit, leg);
    if (move.type !== 'fly') changes.push(move);
    else {
      checked(
        sealed(play, seat, changes, (draft) => {
          perform(draft, seat, move);
          return null;
        }),
        `hex ${leg}`,
      );
      changes = [];
    }
  }
  checked(sealed(play, seat, changes, () => null), 'the last Altitude legs');
  return null;
}

/** Carries out a carrier on `play`: its edits, as one hidden event however many they are, then the public command; or why it is refused. */
function carry(play: Play, seat: Side, command: Carrier): Rejection | null {
  const bare = bareCarrier(command);
  if (bare.type === 'fly-route') return flySealedRoute(play, seat, bare, command.edits ?? []);
  return sealed(play, seat, command.edits ?? [], (draft) => {
    if (!isOption(draft.state, seat, bare)) return refusal(draft.state, seat, optionsFor(draft.state, seat), bare);
    perform(draft, seat, bare);
    return null;
  });
}

/** Most edits one carrier is built of by a chooser: a guard against a chooser that never sends a public command. */
const MAX_EDITS = 400;

/**
 * The command a chooser that picks one command at a time sends (a bot, the
 * server's German player, a timeout): the hidden edits it picks, each on the
 * draft the ones before it left, inside the carrier it sends next. A command
 * picked after some edits that cannot carry them all (a placement after a
 * cover) goes alone, the edits dropped (the chooser picks them again from
 * the state it leaves).
 */
export function sealedChoice(state: BomberState, seat: Side, choose: (draft: BomberState) => BomberCommand): BomberCommand {
  const edits: SecretEdit[] = [];
  let draft = state;
  for (;;) {
    const c = choose(draft);
    if (!isSecretEdit(c)) return isCarrier(c) && edits.length > 0 && edits.every((e) => carries(c, e)) ? withEdits(c, [...edits, ...(c.edits ?? [])]) : c;
    if (edits.length >= MAX_EDITS) throw new Error(`${seat} made ${MAX_EDITS} edits without sending a command to carry them`);
    const next = draftEdits(draft, seat, [c]);
    if (!next.ok) throw new Error(`${seat}'s own edit ${JSON.stringify(c)} was refused: ${next.message}`);
    edits.push(c);
    draft = next.state;
  }
}

/** The hex step last found legal, and where: carrying a `fly` with no edits asks again of the very same state (its draft's). */
let lastLegalStep: { readonly state: BomberState; readonly side: Side; readonly airUnit: number; readonly hex: string } | null = null;

/** Whether a command is a `fly` its Normal Movement Step's rules find legal: an option, asked of the rules directly, which is cheaper than listing the options. */
function isLegalStep(state: BomberState, seat: SeatId, command: BomberCommand): boolean {
  if (command.type !== 'fly') return false;
  const side = seat as Side;
  const last = lastLegalStep;
  if (last !== null && last.state === state && last.side === side && last.airUnit === command.airUnit && last.hex === command.hex) return true;
  if (!isNormalStepOption(state, side, command)) return false;
  lastLegalStep = { state, side, airUnit: command.airUnit, hex: command.hex };
  return true;
}

/** Whether a well-formed command is one of the seat's options: a legal hex step (`isLegalStep`), else found among the options that may be it. */
function isOption(state: BomberState, seat: SeatId, command: BomberCommand): boolean {
  return isLegalStep(state, seat, command) || optionsAbout(state, seat, command).some((o) => sameCommand(o, command));
}

/** Decides a seat's command. */
export function decide(state: BomberState, seat: SeatId, command: BomberCommand, dice: Dice): Decision<BomberEvent> {
  if (state.phase.kind === 'over') return reject('game-over', 'The game is over.');
  if (!prompts(state).some((p) => p.seat === seat)) return reject('not-your-turn', `Seat ${seat} has nothing to do now.`);
  if (!commandShape.Check(command)) return reject('malformed-command', commandShape.Errors(command).First()?.message ?? 'Not a Bomber command.');
  // Only the options that may be this command are listed, once, and only if asked; every option only to say why it is refused.
  const about = optionsAboutOnce(state, seat, command);
  if (isSecretEdit(command) && about().some((o) => sameCommand(o, command))) return reject('edit-outside-carrier', whereItGoes(command));
  const play = new Play(state, dice);
  const refused = execute(play, seat as Side, command, about);
  if (refused !== null) return refused;
  runOn(play);
  return play.decided();
}

/** Starts a game: the server shuffles the Target Cards (seen by nobody), then the pre-game steps begin. */
export function start(state: BomberState, dice: Dice): Decision<BomberEvent> {
  if (state.phase.kind !== 'not-started') return reject('already-started', 'The game has already started.');
  const play = new Play(state, dice);
  play.emitSecret({ type: 'target-cards-shuffled', deck: shuffledDeck(state, dice) }, null, { type: 'target-cards-shuffled' });
  firstStep(play);
  runOn(play);
  return play.decided();
}
