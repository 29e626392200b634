/**
 * Paging newest first by id: a page of `limit` rows and the id to pass as
 * `before` for the next, null when there is none. The caller reads one row
 * more than it shows, so that the last page says it is the last.
 */

/** How many rows to read for a page of `limit`. */
export const rowsForPage = (limit: number): number => limit + 1;

/** A page of at most `limit` of `rows` (read with rowsForPage), and the next page's `before`. */
export function keysetPage<T extends { readonly id: string }>(rows: readonly T[], limit: number): { page: T[]; next: string | null } {
  const page = rows.slice(0, limit);
  return { page, next: rows.length > limit ? page.at(-1)!.id : null };
}
