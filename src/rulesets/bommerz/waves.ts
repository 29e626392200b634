/** Set-up, launching a wave of Bommerz, the second wave and the end of the game (rulebook "Set Up", "The Second Wave"). */
import { BOARD } from './board.js';
import { BOMMERZ_PER_WAVE, COUNTERS_PER_KIND, COUNTER_KINDS, MAX_WAVES, MULTIPLAYER_DRAW, type CounterKind } from './rules.js';
import { IMPERIAL } from './setup.js';
import type { Play } from './play.js';
import { anyCounterAt, serverDefends } from './queries.js';

/** Shuffles with the dice (Fisher–Yates: one roll of i sides for each i from n down to 2). */
function shuffle<T>(play: Play, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = play.dice.roll(i + 1) - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Draws counters at random from the face-down pool, one per die roll. */
function drawFromPool(play: Play, count: number): string[] {
  const pool = play.state.counters.filter((c) => c.status === 'pool').map((c) => c.id);
  const drawn: string[] = [];
  while (drawn.length < count && pool.length > 0) drawn.push(pool.splice(play.dice.roll(pool.length) - 1, 1)[0]!);
  return drawn;
}

/** Places counters face down; in solo games nobody may see which went where. */
function placeHidden(play: Play, placements: { counter: string; space: string }[]): void {
  const visibleTo = serverDefends(play.state) ? [] : [IMPERIAL];
  play.emitSecret({ type: 'counters-placed', placements }, visibleTo, { type: 'counters-placed', spaces: placements.map((p) => p.space) });
}

/**
 * The game's start: the twelve counters are shuffled face down. Solo: one
 * each on the bridges and eagles, then the Bommerz. Otherwise the Imperial
 * player draws six to look at and place.
 */
export function startGame(play: Play): void {
  const kinds = shuffle<CounterKind>(play, COUNTER_KINDS.flatMap((k) => Array<CounterKind>(COUNTERS_PER_KIND).fill(k)));
  play.emitSecret({ type: 'counters-shuffled', kinds }, [], { type: 'counters-shuffled' });
  if (serverDefends(play.state)) {
    placeHidden(play, BOARD.imperialStarts.map((space, i) => ({ counter: `c${i + 1}`, space })));
    return launchWave(play);
  }
  const drawn = play.state.counters.slice(0, MULTIPLAYER_DRAW).map((c) => ({ id: c.id, kind: c.kind }));
  play.emitSecret({ type: 'counters-drawn', counters: drawn }, [IMPERIAL], { type: 'counters-drawn', count: drawn.length });
}

/** The Imperial player places one drawn counter. */
export function placeCounter(play: Play, counter: string, space: string): void {
  placeHidden(play, [{ counter, space }]);
}

/** Four Bommerz on the starting spaces, each slot's owner per the set-up; the four-player spare waits off the board. */
export function launchWave(play: Play): void {
  const wave = play.state.wave + 1;
  const bommerz = play.state.setup.owners.map((owner, slot) => ({
    id: `b${(wave - 1) * BOMMERZ_PER_WAVE + slot + 1}`,
    owner,
    space: owner === null ? null : BOARD.starts[slot]!,
  }));
  play.emit({ type: 'wave-launched', wave, bommerz });
}

/** Ends the wave; after the last one, the game. */
export function endWave(play: Play): void {
  play.emit({ type: 'wave-ended', wave: play.state.wave });
  if (play.state.wave >= MAX_WAVES) play.emit({ type: 'game-ended' });
}

/**
 * Records an Ork player's vote. Sortie's ruling: a second wave flies only if
 * every Ork player wants it, so the first "no" ends the game.
 */
export function voteSecondWave(play: Play, seat: string, fly: boolean): void {
  play.emit({ type: 'second-wave-vote', seat, fly });
  if (!fly) return play.emit({ type: 'game-ended' });
  if (play.state.setup.orkSeats.every((s) => play.state.votes[s] === true)) launchSecondWave(play);
}

/**
 * The second wave's defences. Destroyed counters go back face down among the
 * unused ones. With an Imperial player he draws one of them to place on any
 * board; in solo games a counter drawn at random fills each empty bridge and
 * eagle space. Then the Bommerz set up as before.
 */
function launchSecondWave(play: Play): void {
  const destroyed = play.state.counters.filter((c) => c.status === 'destroyed').map((c) => c.id);
  if (destroyed.length > 0) play.emit({ type: 'counters-reshuffled', counters: destroyed });
  if (!serverDefends(play.state)) {
    const [id] = drawFromPool(play, 1);
    if (id === undefined) return launchWave(play);
    const counters = [{ id, kind: play.state.counters.find((c) => c.id === id)!.kind }];
    return play.emitSecret({ type: 'counters-drawn', counters }, [IMPERIAL], { type: 'counters-drawn', count: 1 });
  }
  const empty = BOARD.imperialStarts.filter((s) => !anyCounterAt(play.state, s));
  const drawn = drawFromPool(play, empty.length);
  if (drawn.length > 0) placeHidden(play, drawn.map((counter, i) => ({ counter, space: empty[i]! })));
  launchWave(play);
}
