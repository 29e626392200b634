/**
 * How every pool of connections to the database is made, so that the
 * service's pool and the streams' pool behave alike: sessions in UTC, no
 * named statement through PgBouncer, a bounded wait for a connection, and an
 * idle connection's error logged rather than crashing the process.
 */
import pg from 'pg';

/** What a pool is made of. */
export interface PoolSettings {
  readonly connectionString: string;
  readonly max: number;
  /** The connection string goes through PgBouncer in transaction mode: no statement may be prepared under a name. */
  readonly pgbouncer: boolean;
  /** The embedded database: one session behind every connection (see below). */
  readonly embedded: boolean;
  /** How long a query waits for a free connection (or for a new one to open) before it fails; 0: no bound. */
  readonly connectTimeoutMs: number;
  /** Logs an idle connection's error (the server restarting, say). */
  readonly onError: (err: Error) => void;
}

/**
 * A client that sends every statement unnamed. PgBouncer in transaction mode
 * (1.18, Debian's) hands each transaction whatever server connection is free:
 * a statement prepared under a name on one is missing on the next, and pg,
 * which remembers what it prepared on its own connection, would only bind it.
 * Unnamed, each statement is parsed with its bind, in one round trip.
 */
class UnnamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, ...rest] = args;
    const named = typeof config === 'object' && config !== null && 'name' in config && typeof (config as { submit?: unknown }).submit !== 'function';
    const unnamed = named ? { ...(config as Record<string, unknown>), name: undefined } : config;
    return (super.query as (...a: unknown[]) => never)(unnamed, ...rest);
  }
}

/** Makes a pool with Sortie's settings. */
export function createPool(settings: PoolSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString: settings.connectionString,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    ...(settings.pgbouncer ? { Client: UnnamedStatementClient } : {}),
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits the promise before handing the connection out; its types say void
    onConnect: async (client: pg.ClientBase) => {
      // PGlite serves every connection from one session, which outlives them: pg drops a connection after any failed
      // query, and the next one would find the statements the last one prepared (the event store's named append) and
      // fail to prepare them again. The pool's one connection is the only one open, so it clears them before use.
      if (settings.embedded) await client.query('DEALLOCATE ALL');
      // Prisma sends times as UTC without a zone, which a session reads in its own zone: every session keeps UTC, so the
      // moments Prisma writes are the moments SQL reads and compares with now(), whatever the server's or database's zone.
      // A SET rather than the startup's options, which PgBouncer refuses; PgBouncer tracks TimeZone and sets it again on
      // whichever server connection it hands this client next.
      await client.query("SET TimeZone = 'UTC'");
    },
  });
  pool.on('error', settings.onError);
  return pool;
}
