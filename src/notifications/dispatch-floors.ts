/**
 * Where the dispatcher's scans start. The outbox and the deliveries are
 * queues whose rows are marked done in place and kept for the history; with
 * autovacuum off (or behind), an index on their status would fill with the
 * dead entries every change leaves, and a scan from the oldest entry would
 * walk them all. So no index names a status: marking a row done is a HOT
 * update, pruned as its page is read, and each scan reads by `created_at`
 * (a delivery by `queued_at`: when it was written, then when it is due again
 * once it waits for a retry or the end of quiet hours, so that a wait of
 * hours does not hold its floor back) from a floor, one row a queue in
 * `dispatch_floors`, that each scan moves
 * up to its oldest row not done — but never closer to now than FLOOR_LAG,
 * since a row inserted just before the scan began may commit just after it.
 * A scan then reads the rows of the last few seconds and those not done,
 * however long the history.
 *
 * The hourly retention purges have floors of their own (`purge-outbox`,
 * `purge-deliveries`): each purge reads by `created_at` from its floor and
 * moves it up to where it stopped, but never past a row it had to keep, so
 * that it never walks again the rows it deleted before (with no vacuum,
 * their index entries stay).
 *
 * `created_at` defaults to clock_timestamp(), the moment of the insert, and
 * every statement that writes these rows commits at once: a row whose
 * commit came later than FLOOR_LAG (a stalled disk) is found when the floors
 * are rewound (`REWIND_FLOORS_SQL`, hourly).
 */

/** The queues with a floor: the dispatcher's two, and the retention purge's of each table. */
export type FloorQueue = 'outbox' | 'deliveries' | 'purge-outbox' | 'purge-deliveries';

/** How far behind the start of its statement a scan leaves its floor at least. */
const FLOOR_LAG = "interval '5 seconds'";

/** How far back the hourly rewind moves every floor, so that a row committed late is found by the next scan. */
const REWIND = "interval '2 hours'";

/** SQL: the floor of a queue, locked, so that the scans of several dispatchers take turns (each is short). */
export function lockedFloor(queue: FloorQueue): string {
  return `SELECT floor FROM dispatch_floors WHERE queue = '${queue}' FOR UPDATE`;
}

/** SQL: the floor of a queue, as a scalar subquery (not locked: for reads that only count). */
export function floorOf(queue: FloorQueue): string {
  return `(SELECT floor FROM dispatch_floors WHERE queue = '${queue}')`;
}

/**
 * SQL: moves the floor of a queue up to `oldestNotDone` (a scalar subquery,
 * null when nothing is left to do), but no later than FLOOR_LAG before now().
 * The floor never moves down: every row below it was done when it was set.
 */
export function movedFloor(queue: FloorQueue, oldestNotDone: string): string {
  return `UPDATE dispatch_floors SET floor = GREATEST(floor, LEAST((${oldestNotDone}), now() - ${FLOOR_LAG})) WHERE queue = '${queue}' RETURNING 1`;
}

/** Moves the dispatcher's floors back by REWIND (see above); the purges' stay, as a row committed late is younger than their cut-off. */
export const REWIND_FLOORS_SQL = `UPDATE dispatch_floors SET floor = floor - ${REWIND} WHERE queue IN ('outbox', 'deliveries')`;
