/**
 * Hit Table numbers and the Combat Results Table (XIII.D). Every Hit Chart
 * below computes a Basic Hit Table as a product of whole-number ratings
 * and rounds it half up; one helper does that so all charts round alike.
 */

/** Lowest and highest Hit Table a Modifier may reach (XIII.C). */
export const MIN_TABLE = 1;
export const MAX_TABLE = 26;
/** Hit Table of Rocket carriers against American Fighters (XIII.C.1.e): they cannot hit. */
export const NO_COMBAT_TABLE = 0;

/** numerator / denominator rounded half up, for non-negative whole numbers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A Basic Hit Table from a rating: at least Table 1 for any firing unit, at most Table 26. */
export function basicTable(numerator: number, denominator: number): number {
  return Math.min(MAX_TABLE, Math.max(MIN_TABLE, roundHalfUp(numerator, denominator)));
}

/** A Hit Table after Modifiers, kept within 1–26 (XIII.C). */
export function modifiedTable(basic: number, modifiers: readonly number[]): number {
  return Math.min(MAX_TABLE, Math.max(MIN_TABLE, modifiers.reduce((t, m) => t + m, basic)));
}

/**
 * Sortie's Combat Results Table: hits = ⌊(table + 2) × (die + 1) / 20⌋.
 * Hits grow with both the table and the die; Table 1 hits only on a 6,
 * Table 26 scores 2 to 9. It gives the rulebook's two examples:
 * Table 5 with a 4 scores 1 hit, Table 20 with a 2 scores 3.
 */
export function hitsScored(table: number, die: number): number {
  if (table === NO_COMBAT_TABLE) return 0;
  if (!Number.isInteger(table) || table < MIN_TABLE || table > MAX_TABLE) throw new RangeError(`no Hit Table ${table}`);
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`a die shows 1–6, not ${die}`);
  return Math.floor(((table + 2) * (die + 1)) / 20);
}

/** The Combat Results Table as printed: row per Hit Table 1–26, column per die 1–6. */
export const COMBAT_RESULTS_TABLE: readonly (readonly number[])[] = Array.from({ length: MAX_TABLE }, (_, t) =>
  [1, 2, 3, 4, 5, 6].map((die) => hitsScored(t + 1, die)),
);
