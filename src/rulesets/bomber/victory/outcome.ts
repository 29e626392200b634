/**
 * The result of a finished game (XV): the side with more Victory Points
 * wins, after the scenario's German adjustment; equal points are a draw
 * (rulings §27). The outcome carries the whole tally (`victory/tally.ts`).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { Outcome } from '../../../kernel/ruleset.js';
import type { BomberState, Side } from '../state.js';
import { tally, TallySchema, type Tally } from './tally.js';

/** The results a Bomber game can end in. */
export const RESULTS = ['american-victory', 'german-victory', 'draw'] as const;

/** A Bomber outcome as the view and the API carry it. */
export const OutcomeViewSchema = Type.Object(
  { result: Type.Union(RESULTS.map((r) => Type.Literal(r))), summary: Type.String(), winners: Type.Array(Type.String()), detail: TallySchema },
  { additionalProperties: false },
);
export type BomberOutcome = Static<typeof OutcomeViewSchema> & Outcome;

/** Who wins a tally: most points, equal a draw (XV, rulings §27). */
export function winnerOf(t: Tally): Side | null {
  if (t.american.total === t.german.total) return null;
  return t.american.total > t.german.total ? 'american' : 'german';
}

/** The outcome once the game is over, otherwise null. */
export function outcome(state: BomberState): BomberOutcome | null {
  if (state.phase.kind !== 'over') return null;
  const t = tally(state);
  const winner = winnerOf(t);
  const how = state.phase.reason === 'agreement' ? 'by agreement' : 'after Turn 33';
  const score = `American ${t.american.total}, German ${t.german.total} Victory Points`;
  const summary = winner === null ? `The day is over (${how}): ${score}, a draw.` : `The day is over (${how}): ${score}; the ${winner === 'american' ? 'American' : 'German'} side wins.`;
  return { result: winner === null ? 'draw' : `${winner}-victory`, summary, winners: winner === null ? [] : [winner], detail: t };
}
