/**
 * Deciding a command: it must be one of the seat's prompted options (so
 * prompts and decide never disagree); then it is carried out and the game
 * runs on until someone must choose.
 */
import type { Dice } from '../../kernel/dice.js';
import { reject, type Decision, type Rejection, type SeatId } from '../../kernel/ruleset.js';
import { BOARD } from './board.js';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { sameCommand } from '../../kernel/same-command.js';
import { CommandSchema, type BommerzCommand } from './commands.js';
import type { BommerzEvent } from './events.js';
import { Play } from './play.js';
import { optionsFor } from './prompts.js';
import { craft } from './queries.js';
import { answerByStandingOrder, driveOffTo } from './drive-off.js';
import { bombingRun, step } from './flight.js';
import { advance, endImperialMove, imperialFlip } from './turn.js';
import { placeCounter, startGame, voteSecondWave } from './waves.js';
import type { BommerzState } from './state.js';

const commandShape = TypeCompiler.Compile(CommandSchema);


/** Starts the active craft's move if this command is its first. */
function ensureMoving(play: Play, craftId: string): void {
  if (play.state.active?.craft !== craftId) play.emit({ type: 'move-started', craft: craftId });
}

/** Carries out a legal command. */
function perform(play: Play, seat: SeatId, c: BommerzCommand): void {
  switch (c.type) {
    case 'place-counter':
      return placeCounter(play, c.counter, c.space);
    case 'choose-speed':
      play.emit({ type: 'speed-chosen', craft: c.craft, speed: c.speed });
      // An Interceptor's Speed is chosen as it sets off; Bommerz choose all theirs first (rulings §7).
      if (!c.craft.startsWith('b')) play.emit({ type: 'move-started', craft: c.craft });
      return;
    case 'move':
      ensureMoving(play, c.craft);
      return step(play, c.craft, c.to);
    case 'fly-off':
      ensureMoving(play, c.craft);
      return play.emit({ type: 'flew-off', bommer: c.craft, from: craft(play.state, c.craft).piece.space! });
    case 'bomb':
      return bombingRun(play, c.craft, c.target);
    case 'end-move':
      return play.emit({ type: 'move-ended', craft: c.craft });
    case 'drive-off':
      return driveOffTo(play, seat, c.to);
    case 'flip':
      return imperialFlip(play, c.counter);
    case 'skip-flip':
      return imperialFlip(play, null);
    case 'move-flak':
      return play.emit({ type: 'flak-moved', counter: c.counter, from: craft(play.state, c.counter).piece.space!, to: c.to });
    case 'end-imperial-move':
      return endImperialMove(play);
    case 'second-wave':
      return voteSecondWave(play, seat, c.fly);
    case 'set-standing-order':
      // A seat's own, as in the views: the order shows in a drive-off it decides (`chosenBy`), not before.
      play.emitSecret({ type: 'standing-order-set', seat, order: c.order }, [seat], { type: 'standing-order-set', seat });
      return answerByStandingOrder(play);
    default: {
      const never: never = c;
      throw new Error(`unknown Bommerz command ${JSON.stringify(never)}`);
    }
  }
}

/** Why a command that is not among the seat's options is refused, as precisely as can be said. */
function refusal(state: BommerzState, options: readonly BommerzCommand[], command: BommerzCommand): Rejection {
  const same = options.filter((o) => o.type === command.type);
  if (same.length === 0) return reject('not-now', `You cannot ${String(command.type)} now; you may ${[...new Set(options.map((o) => o.type))].join(', ')}.`);
  if ('craft' in command && !same.some((o) => 'craft' in o && o.craft === command.craft)) {
    return reject('not-that-craft', `${command.craft} cannot ${command.type} now.`);
  }
  if (command.type === 'move') {
    const { piece } = craft(state, command.craft);
    if (!BOARD.has(command.to) || !BOARD.links(piece.space!).includes(command.to)) return reject('not-adjacent', `${command.to} is not linked to ${piece.space}.`);
    if (command.to === piece.tail) return reject('no-turning-back', `${command.craft} just came from ${command.to} and may not turn straight back.`);
    if ((state.active?.remaining ?? piece.speed ?? 0) <= 0) return reject('no-move-left', `${command.craft} has no move left.`);
    return reject('nowhere-to-stop', `From ${command.to}, ${command.craft} could not end its move on a free space.`);
  }
  if (command.type === 'end-move') return reject('space-taken', `Only one craft may end its move on a space.`);
  if (command.type === 'choose-speed') return reject('not-a-speed-die', `${command.speed} is not one of ${command.craft}'s movement dice.`);
  if (command.type === 'place-counter') {
    const drawn = [...new Set(same.map((o) => (o.type === 'place-counter' ? o.counter : '')))];
    if (!drawn.includes(command.counter)) return reject('not-drawn', `${command.counter} is not a counter you drew to place; you drew ${drawn.join(', ')}.`);
    return reject(
      'cannot-place-there',
      `${command.counter} cannot be placed on ${command.space}: a counter goes on a space with no counter nor Bommer, never on an Ork starting space (ruling S3), and at set-up at most two to a section.`,
    );
  }
  if (command.type === 'set-standing-order') return reject('order-already-set', `Your standing order is "${command.order}" already.`);
  return reject('illegal-command', 'That is not one of your options now.');
}

/** Decides a seat's command. */
export function decide(state: BommerzState, seat: SeatId, command: BommerzCommand, dice: Dice): Decision<BommerzEvent> {
  if (state.phase === 'over') return reject('game-over', 'The game is over.');
  const options = optionsFor(state, seat);
  if (options.length === 0) return reject('not-your-turn', `Seat ${seat} has nothing to do now.`);
  // A command equal to a legal option is well formed, so the shape is only checked to explain a refusal.
  if (!options.some((o) => sameCommand(o, command))) {
    if (!commandShape.Check(command)) return reject('malformed-command', commandShape.Errors(command).First()?.message ?? 'Not a Bommerz command.');
    return refusal(state, options, command);
  }
  const play = new Play(state, dice);
  perform(play, seat, command);
  advance(play);
  return play.decided();
}

/** Starts a game: shuffles and sets up, then runs on to the first choice. */
export function start(state: BommerzState, dice: Dice): Decision<BommerzEvent> {
  if (state.phase !== 'setup') return reject('already-started', 'The game has already started.');
  const play = new Play(state, dice);
  startGame(play);
  advance(play);
  return play.decided();
}
