/** Telling a command sent from one of the prompted options. */

/** Whether two commands are the same: same fields, same values (a ruleset whose command fields are all scalars). */
export function sameCommand(a: object, b: unknown): boolean {
  if (typeof b !== 'object' || b === null) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => x[k] === y[k]);
}
