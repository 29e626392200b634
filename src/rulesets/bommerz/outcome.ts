/** Who won: the rulebook's victory table with rulings §2, and the individual Ork winner. */
import { Type, type Static } from '@sinclair/typebox';
import type { Outcome, SeatId } from '../../kernel/ruleset.js';
import { IMPERIAL } from './setup.js';
import { bommerzLost, isStanding } from './queries.js';
import type { BommerzState } from './state.js';

/** The four results of the victory table, best for the Orks first. */
export const VICTORY_LEVELS = ['ork-major-victory', 'ork-minor-victory', 'imperial-minor-victory', 'imperial-major-victory'] as const;
export type VictoryLevel = (typeof VICTORY_LEVELS)[number];

/** What an outcome's `detail` holds. */
export const OutcomeDetailSchema = Type.Object(
  {
    waves: Type.Integer({ minimum: 1, maximum: 2 }),
    /** Hits on each bridge, by space. */
    bridgeHits: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
    bridgesHit: Type.Integer({ minimum: 0 }),
    bridgesDestroyed: Type.Integer({ minimum: 0 }),
    bommerzFlown: Type.Integer({ minimum: 0 }),
    bommerzLost: Type.Integer({ minimum: 0 }),
    /** Hits on bridges by each Ork seat. */
    hitsBySeat: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type OutcomeDetail = Static<typeof OutcomeDetailSchema>;

/**
 * The victory table: no hit on any bridge is an Imperial Major victory
 * whatever the waves; "Bridges Damaged" means hit but none destroyed.
 */
export function victoryLevel(waves: number, bridgesDestroyed: number, anyBridgeHit: boolean): VictoryLevel {
  if (!anyBridgeHit) return 'imperial-major-victory';
  const oneWave: VictoryLevel[] = ['imperial-minor-victory', 'ork-minor-victory', 'ork-major-victory'];
  const twoWaves: VictoryLevel[] = ['imperial-major-victory', 'imperial-minor-victory', 'ork-minor-victory'];
  return (waves === 1 ? oneWave : twoWaves)[Math.min(bridgesDestroyed, 2)]!;
}

const LABEL: Record<VictoryLevel, string> = {
  'ork-major-victory': 'Ork Major Victory',
  'ork-minor-victory': 'Ork Minor Victory',
  'imperial-minor-victory': 'Imperial Minor victory',
  'imperial-major-victory': 'Imperial Major victory',
};

/** Hits on bridges scored by each Ork seat. */
export function hitsBySeat(state: BommerzState): Record<SeatId, number> {
  const hits: Record<SeatId, number> = Object.fromEntries(state.setup.orkSeats.map((s) => [s, 0]));
  for (const b of state.bommerz) if (b.owner) hits[b.owner] = (hits[b.owner] ?? 0) + b.bridgeHits;
  return hits;
}

/** A Bommerz outcome: a victory level and its detail. */
export interface BommerzOutcome extends Outcome {
  readonly result: VictoryLevel;
  readonly detail: OutcomeDetail;
}

/** The sides (ruling S33): the Ork players, and the Imperial player where one plays. */
export function sides(state: BommerzState): readonly (readonly SeatId[])[] {
  return state.setup.imperialPlayer ? [state.setup.orkSeats, [IMPERIAL]] : [state.setup.orkSeats];
}

/**
 * Who wins when a seat concedes — resigns, forfeits on time or has the win
 * claimed against it (ruling S33): the Orks are one side, so an Ork player
 * conceding concedes for all of them (the Imperial player wins, or nobody
 * against the server's defence); the Imperial player conceding concedes to
 * the Orks, the most hits on bridges so far winning among them as at the end
 * (rulings §2).
 */
export function concessionWinners(state: BommerzState, seat: string): readonly string[] {
  if (seat !== IMPERIAL) return state.setup.imperialPlayer ? [IMPERIAL] : [];
  const bySeat = hitsBySeat(state);
  const best = Math.max(...Object.values(bySeat));
  return state.setup.orkSeats.filter((s) => bySeat[s] === best);
}

/** The result once the game is over, otherwise null. */
export function outcome(state: BommerzState): BommerzOutcome | null {
  if (state.phase !== 'over') return null;
  const bridgesDestroyed = state.bridges.filter((b) => !isStanding(b)).length;
  const bridgesHit = state.bridges.filter((b) => b.hits > 0).length;
  const result = victoryLevel(state.wave, bridgesDestroyed, bridgesHit > 0);
  const bySeat = hitsBySeat(state);
  const best = Math.max(...Object.values(bySeat));
  const orksWon = result.startsWith('ork');
  // With several Ork players the most hits on bridges wins, ties shared, and only where the Orks won (rulings §2).
  const winners = orksWon ? state.setup.orkSeats.filter((s) => bySeat[s] === best) : state.setup.imperialPlayer ? [IMPERIAL] : [];
  const individual = orksWon && state.setup.orkSeats.length > 1 ? ` Individual winner${winners.length > 1 ? 's' : ''}: ${winners.join(', ')} with ${best} hits on bridges.` : '';
  const detail: OutcomeDetail = {
    waves: state.wave,
    bridgeHits: Object.fromEntries(state.bridges.map((b) => [b.space, b.hits])),
    bridgesHit,
    bridgesDestroyed,
    bommerzFlown: state.bommerz.filter((b) => b.status !== 'reserve').length,
    bommerzLost: bommerzLost(state),
    hitsBySeat: bySeat,
  };
  const summary = `${LABEL[result]}: ${bridgesDestroyed} bridge${bridgesDestroyed === 1 ? '' : 's'} destroyed, ${bridgesHit} hit, after ${state.wave} wave${state.wave === 1 ? '' : 's'}.${individual}`;
  return { result, summary, winners, detail };
}
