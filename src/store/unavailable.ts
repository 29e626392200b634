/**
 * Telling a database that cannot be reached now (restarting, or the pooler in
 * front of it gone) from a statement that failed: the first is answered 503
 * with Retry-After, and nothing is retried statement by statement, since the
 * statement may have committed before its answer was lost.
 */

/** Node's socket errors: nothing listens, or the connection broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * SQLSTATEs of a server going away: connection exceptions (class 08, also
 * PgBouncer's own "server login has been failing", "query_wait_timeout"), the
 * server shutting down or starting up (57P01–57P03), too many connections;
 * and a server that takes no writes (25006): a standby, reached through a
 * balancer that has not yet seen a failover, or not yet promoted — nothing
 * was written, and the leader answers a moment later.
 */
const unavailableState = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || code === '25006';

/** What pg throws, without a code, when a connection ends, when no connection came in time, or when a query's answer did not. */
const PG_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/** Prisma's codes for a database not reached, timed out, closed under it, or no pooled connection in time. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);

/** The driver adapter's kinds of error for the same (@prisma/adapter-pg maps pg's errors to these). */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

interface ErrorShape {
  readonly code?: unknown;
  readonly kind?: unknown;
  readonly message?: unknown;
  readonly cause?: unknown;
  readonly meta?: { readonly driverAdapterError?: unknown };
}

/** Whether an error (pg's, Prisma's, or one wrapping either) says the database cannot be reached now. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (err === null || typeof err !== 'object' || depth > 4) return false;
  const e = err as ErrorShape;
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || PRISMA_CODES.has(e.code) || unavailableState(e.code))) return true;
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  return isDatabaseUnavailable(e.cause, depth + 1) || isDatabaseUnavailable(e.meta?.driverAdapterError, depth + 1);
}
