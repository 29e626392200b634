/**
 * What each viewer may see, written field by field (an allowlist). Face-down
 * counters: the Imperial player knows his own; Ork players and spectators see
 * only where they are; in games the server defends nobody knows them. An
 * omniscient viewer (a finished game's audit) sees everything.
 */
import type { Viewer } from '../../kernel/ruleset.js';
import { BOARD } from './board.js';
import { outcome, hitsBySeat } from './outcome.js';
import { promptsWithSuggestions } from './suggestions.js';
import { isStanding, turnsLeft } from './queries.js';
import { waveTurns } from './editions.js';
import { IMPERIAL } from './setup.js';
import type { BommerState, BommerzState, CounterState } from './state.js';
import type { BommerzView, HiddenCounterView, KnownCounterView } from './view-schema.js';

function knownCounter(c: CounterState): KnownCounterView {
  return { id: c.id, kind: c.kind, space: c.space, faceUp: c.faceUp, damage: c.damage, tail: c.tail, speedDice: c.speedDice ? [c.speedDice[0], c.speedDice[1]] : null, speed: c.speed, moved: c.moved };
}

function hiddenCounter(c: CounterState): HiddenCounterView {
  return { space: c.space!, faceUp: false };
}

function bommerView(b: BommerState): BommerzView['bommerz'][number] {
  return {
    id: b.id,
    owner: b.owner,
    status: b.status,
    space: b.space,
    tail: b.tail,
    damage: b.damage,
    speedDice: b.speedDice ? [b.speedDice[0], b.speedDice[1]] : null,
    speed: b.speed,
    moved: b.moved,
    bridgeHits: b.bridgeHits,
  };
}

/** Whether this viewer may know the kinds of face-down counters on the board and in the hand. */
function knowsHiddenCounters(state: BommerzState, viewer: Viewer): boolean {
  if (viewer.kind === 'omniscient') return true;
  return viewer.kind === 'seat' && viewer.seat === IMPERIAL && state.setup.imperialPlayer;
}

/** The view of a state for one viewer. */
export function view(state: BommerzState, viewer: Viewer): BommerzView {
  const knows = knowsHiddenCounters(state, viewer);
  const audit = viewer.kind === 'omniscient';
  const onBoard = state.counters.filter((c) => c.status === 'board');
  // Hidden counters are listed in board order, so their order says nothing about their ids.
  const counters = [
    ...onBoard.filter((c) => c.faceUp || knows).map(knownCounter),
    ...onBoard
      .filter((c) => !c.faceUp && !knows)
      .sort((a, b) => BOARD.ids.indexOf(a.space!) - BOARD.ids.indexOf(b.space!))
      .map(hiddenCounter),
  ];
  const hand = state.counters.filter((c) => c.status === 'drawn');
  const pool = state.counters.filter((c) => c.status === 'pool');
  const all = promptsWithSuggestions(state);
  const result = outcome(state);
  const seat = viewer.kind === 'seat' ? viewer.seat : null;
  const ownOrder = seat !== null ? state.orders[seat] : undefined;
  return {
    ruleset: 'bommerz',
    viewer: viewer.kind === 'seat' ? { kind: 'seat', seat: viewer.seat } : { kind: viewer.kind },
    players: state.setup.players,
    variant: state.setup.variant,
    orkSeats: [...state.setup.orkSeats],
    imperialPlayer: state.setup.imperialPlayer,
    phase: state.phase,
    wave: state.wave,
    turn: state.turn,
    fuelTurns: waveTurns(state),
    turnsLeft: turnsLeft(state),
    bridges: state.bridges.map((b) => ({ space: b.space, name: BOARD.space(b.space).name ?? b.space, hits: b.hits, destroyed: !isStanding(b) })),
    bommerz: state.bommerz.map(bommerView),
    counters,
    hand: knows ? hand.map(knownCounter) : [],
    handSize: hand.length,
    pool: audit ? pool.map(knownCounter) : [],
    poolSize: pool.length,
    destroyed: state.counters.filter((c) => c.status === 'destroyed').map((c) => ({ id: c.id, kind: c.kind })),
    active: state.active ? { craft: state.active.craft, remaining: state.active.remaining, runAvailable: state.active.runAvailable } : null,
    pendingDriveOff: state.pending
      ? { craft: state.pending.craft, from: state.pending.from, decider: state.pending.decider, options: [...state.pending.options], cause: state.pending.cause }
      : null,
    standingOrders: audit ? { ...state.orders } : ownOrder && seat !== null ? { [seat]: ownOrder } : {},
    secondWaveVotes: { ...state.votes },
    hitsBySeat: hitsBySeat(state),
    waitingFor: all.map((p) => ({ seat: p.seat, kind: p.kind, text: p.text })),
    prompts: all
      .filter((p) => audit || p.seat === seat)
      .map((p) => ({ seat: p.seat, kind: p.kind, text: p.text, options: [...p.options], ...(p.suggested !== undefined && { suggested: p.suggested }) })),
    outcome: result ? { result: result.result, summary: result.summary, winners: [...result.winners], detail: result.detail } : null,
  };
}
