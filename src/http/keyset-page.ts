/**
 * Paging newest first by id: the query (`limit`, and `before` an id), a page
 * of `limit` rows and the id to pass as `before` for the next, null when
 * there is none. The caller reads one row more than it shows, so that the
 * last page says it is the last.
 */
import { Type } from '@sinclair/typebox';

/** Rows a page shows when the query names no `limit`. */
export const PAGE_DEFAULT = 50;

/** The query of a page of `what` (deliveries, invitations), at most `maximum` a page. */
export function keysetQuery(what: string, maximum: number) {
  return Type.Object(
    {
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum, default: PAGE_DEFAULT })),
      before: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$', description: `Only ${what} older than this id (the previous page's \`next\`).` })),
    },
    { additionalProperties: false },
  );
}

/** A page's `next` in its answer. */
export const NextPage = Type.Union([Type.String(), Type.Null()], { description: 'Pass as `before` for the next page; null when this is the last.' });

/** How many rows to read for a page of `limit`. */
export const rowsForPage = (limit: number): number => limit + 1;

/** A page of at most `limit` of `rows` (read with rowsForPage), and the next page's `before`. */
export function keysetPage<T extends { readonly id: string }>(rows: readonly T[], limit: number): { page: T[]; next: string | null } {
  const page = rows.slice(0, limit);
  return { page, next: rows.length > limit ? page.at(-1)!.id : null };
}
