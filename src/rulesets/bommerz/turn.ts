/**
 * The turn as a machine: after each command the game runs on by itself until
 * some seat must choose (rulebook "The Turn"; rulings §5, §7). Steps nobody
 * has a choice in (a single Speed, a move with nothing left to do, an
 * Imperial step with nothing to move) are taken at once.
 */
import { BOARD } from './board.js';
import { waveTurns } from './editions.js';
import type { Play } from './play.js';
import { bommerAt, counter, craft, craftAt, anyCounterAt, flyingBommerz, interceptorAt, interceptors, nextMovers, runTargets, serverDefends, waitingSpare, waveOver } from './queries.js';
import { destroy } from './damage.js';
import { dogfight } from './dogfight.js';
import { step } from './flight.js';
import { imperialMoveOptions, speedOptions } from './prompts.js';
import { chaseStep, serverSpeed } from './server-defender.js';
import { endWave, launchWave } from './waves.js';

/** A bound on the steps one command can set off; reaching it is a bug (a loop that makes no progress). */
const MAX_STEPS = 10_000;

/**
 * A new turn: the spare Bommer (if earned) enters on the first free starting
 * space, every Bommer rolls its two movement dice, and a Speed the dice leave
 * no choice about is taken.
 */
function startTurn(play: Play): void {
  play.emit({ type: 'turn-started', turn: play.state.turn + 1 });
  const spare = waitingSpare(play.state);
  const entry = BOARD.starts.find((s) => !craftAt(play.state, s) && !anyCounterAt(play.state, s));
  if (spare && entry) play.emit({ type: 'spare-entered', bommer: spare.id, space: entry });
  const flying = flyingBommerz(play.state);
  if (flying.length === 0) return;
  play.emit({ type: 'speed-dice-rolled', rolls: flying.map((b) => ({ craft: b.id, dice: [play.dice.d6(), play.dice.d6()] as const })) });
  for (const b of flyingBommerz(play.state)) {
    const only = speedOptions(b);
    if (only.length === 1) play.emit({ type: 'speed-chosen', craft: b.id, speed: only[0]! });
  }
}

/** The Imperial move begins: every face-up Interceptor rolls its two movement dice. */
function beginImperialMove(play: Play): void {
  const flying = interceptors(play.state);
  if (flying.length > 0) play.emit({ type: 'speed-dice-rolled', rolls: flying.map((i) => ({ craft: i.id, dice: [play.dice.d6(), play.dice.d6()] as const })) });
  play.emit({ type: 'phase-entered', phase: 'imperial-move' });
}

/** After the Ork move: the wave may be over; otherwise the Imperials move. */
function endOrkMove(play: Play): void {
  if (waveOver(play.state)) return endWave(play);
  if (serverDefends(play.state)) return beginImperialMove(play);
  play.emit({ type: 'phase-entered', phase: 'imperial-flip' });
}

/** After the Imperial move: fuel runs out after the wave's last turn, where it has a limit (S27); the wave may be over; else the next turn. */
export function endImperialMove(play: Play): void {
  const limit = waveTurns(play.state);
  if (limit !== null && play.state.turn >= limit) {
    const dry = flyingBommerz(play.state).map((b) => b.id);
    if (dry.length > 0) play.emit({ type: 'out-of-fuel', bommerz: dry });
    for (const id of dry) destroy(play, id, 'out-of-fuel');
    return endWave(play);
  }
  if (waveOver(play.state)) return endWave(play);
  play.emit({ type: 'phase-entered', phase: 'turn-start' });
}

/** Ends the active craft's move if it has nothing left to do; returns whether it did. */
function endSpentMove(play: Play): boolean {
  const a = play.state.active;
  if (!a || a.remaining > 0) return false;
  const here = craft(play.state, a.craft).piece.space!;
  if (a.runAvailable && runTargets(play.state, here).length > 0) return false;
  // Whether it could end here was judged before its last step (an Interceptor that won a dogfight there stays on the fired laser its Bommer stood on);
  // all that must hold is one craft of a side a space (the loser of a fight it won may have had nowhere to go: rulings §9).
  const friend = a.craft.startsWith('b') ? bommerAt(play.state, here, a.craft) : interceptorAt(play.state, here, a.craft);
  if (friend) throw new Error(`${a.craft} has no move left on ${friend.id}'s space`);
  play.emit({ type: 'move-ended', craft: a.craft });
  return true;
}

/** One step of the server's Imperial move (rulings §5). */
function serverImperialStep(play: Play): void {
  const a = play.state.active;
  if (a) {
    const next = chaseStep(play, counter(play.state, a.craft), a.remaining);
    if (next) return step(play, a.craft, next.chosen, next.tieBreak);
    return play.emit({ type: 'move-ended', craft: a.craft });
  }
  const next = interceptors(play.state).find((i) => !i.moved && i.speedDice);
  if (!next) return endImperialMove(play);
  play.emit({ type: 'speed-chosen', craft: next.id, speed: serverSpeed(next) });
  play.emit({ type: 'move-started', craft: next.id });
}

/** Runs the game on until a seat must choose (or the game is over). */
export function advance(play: Play): void {
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const s = play.state;
    if (s.pending) return;
    switch (s.phase) {
      case 'setup':
      case 'second-wave':
      case 'over':
        return;
      case 'placing':
        if (s.counters.some((c) => c.status === 'drawn')) return;
        launchWave(play);
        break;
      case 'turn-start': {
        // A new wave may set a Bommer up on an Interceptor's space: they fight at once (S14), once (a loser with nowhere to go stays: rulings §9).
        const contact = flyingBommerz(s).find((b) => !b.moved && interceptorAt(s, b.space!));
        if (contact) dogfight(play, contact.id, interceptorAt(s, contact.space!)!.id);
        else startTurn(play);
        break;
      }
      case 'speeds':
        if (flyingBommerz(s).some((b) => b.speed === null)) return;
        play.emit({ type: 'phase-entered', phase: 'ork-move' });
        break;
      case 'ork-move':
        if (s.active) {
          if (!endSpentMove(play)) return;
        } else if (nextMovers(s).length === 0) endOrkMove(play);
        else return;
        break;
      case 'imperial-flip':
        if (s.counters.some((c) => c.status === 'board' && !c.faceUp)) return;
        play.emit({ type: 'flip-skipped' });
        beginImperialMove(play);
        break;
      case 'imperial-move':
        if (serverDefends(s)) serverImperialStep(play);
        else if (endSpentMove(play)) break;
        else if (!s.active && imperialMoveOptions(s).length === 1) endImperialMove(play);
        else return;
        break;
      default: {
        const never: never = s.phase;
        throw new Error(`unknown phase ${String(never)}`);
      }
    }
  }
  throw new Error('the game does not settle: a rule loops without progress');
}

/** The Imperial player flips a counter (or not); then his pieces move. */
export function imperialFlip(play: Play, counterId: string | null): void {
  if (counterId === null) play.emit({ type: 'flip-skipped' });
  else {
    const c = counter(play.state, counterId);
    play.emit({ type: 'counter-revealed', counter: c.id, kind: c.kind, space: c.space!, by: 'imperial' });
  }
  beginImperialMove(play);
}
