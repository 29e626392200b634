/**
 * Where the dispatcher's scans start. The outbox and the deliveries are
 * queues whose rows are marked done in place and kept for the history; with
 * autovacuum off (or behind), an index on their status would fill with the
 * dead entries every change leaves, and a scan from the oldest entry would
 * walk them all. So no index names a status: marking a row done is a HOT
 * update, pruned as its page is read, and each scan reads by `created_at`
 * from a floor, one row a queue in `dispatch_floors`, that each scan moves
 * up to its oldest row not done — but never closer to now than FLOOR_LAG,
 * since a row inserted just before the scan began may commit just after it.
 * A scan then reads the rows of the last few seconds and those not done,
 * however long the history.
 *
 * `created_at` defaults to clock_timestamp(), the moment of the insert, and
 * every statement that writes these rows commits at once: a row whose
 * commit came later than FLOOR_LAG (a stalled disk) is found when the floors
 * are rewound (`REWIND_FLOORS_SQL`, hourly).
 */

/** The queues with a floor. */
export type FloorQueue = 'outbox' | 'deliveries';

/** How far behind the start of its statement a scan leaves its floor at least. */
const FLOOR_LAG = "interval '5 seconds'";

/** How far back the hourly rewind moves every floor, so that a row committed late is found by the next scan. */
const REWIND = "interval '2 hours'";

/** SQL: the floor of a queue, locked, so that the scans of several dispatchers take turns (each is short). */
export function lockedFloor(queue: FloorQueue): string {
  return `SELECT floor FROM dispatch_floors WHERE queue = '${queue}' FOR UPDATE`;
}

/**
 * SQL: moves the floor of a queue up to `oldestNotDone` (a scalar subquery,
 * null when nothing is left to do), but no later than FLOOR_LAG before now().
 * The floor never moves down: every row below it was done when it was set.
 */
export function movedFloor(queue: FloorQueue, oldestNotDone: string): string {
  return `UPDATE dispatch_floors SET floor = GREATEST(floor, LEAST((${oldestNotDone}), now() - ${FLOOR_LAG})) WHERE queue = '${queue}' RETURNING 1`;
}

/** Moves every floor back by REWIND (see above). */
export const REWIND_FLOORS_SQL = `UPDATE dispatch_floors SET floor = floor - ${REWIND}`;
