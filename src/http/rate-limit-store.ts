/**
 * Rate limits shared by every instance on one PostgreSQL database: each
 * route's counter for a key (an address, an address and a name) is a row,
 * counted up in one statement that starts a new window once the last has
 * ended. With instances counting apart, a client could multiply its
 * attempts by going round them. The embedded database is one process and
 * keeps the plugin's in-memory counters.
 */
import type pg from 'pg';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

const INCREMENT_SQL = `
INSERT INTO rate_limit_counters AS c (key, count, window_ends)
VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN c.window_ends <= now() THEN 1 ELSE c.count + 1 END,
  window_ends = CASE WHEN c.window_ends <= now() THEN EXCLUDED.window_ends ELSE c.window_ends END
RETURNING count, greatest(0, ceil(extract(epoch FROM window_ends - now()) * 1000))::int AS ttl`;

/** A store class for @fastify/rate-limit over `pool`: each route's child counts under its method and URL. */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      pool.query<{ count: number; ttl: number }>({ name: 'sortie-rate-limit', text: INCREMENT_SQL, values: [`${this.prefix}${key}`, timeWindow] }).then(
        ({ rows }) => callback(null, { current: rows[0]!.count, ttl: rows[0]!.ttl }),
        (err: Error) => callback(err),
      );
    }

    /**
     * The route's store; the plugin passes its merged options, the route under
     * `routeInfo`. A limit made with `createRateLimit` has no route (an empty
     * `routeInfo`): its keys must name what they count.
     */
    child(options: object): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      if (!route) throw new Error('rate limits are per route here: no routeInfo in the options');
      return new PostgresRateLimitStore(route.url === undefined ? '' : `${[route.method].flat().join(',')} ${route.url}|`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Deletes the counters whose windows ended over an hour ago; answers how many. */
export async function purgeRateLimits(pool: pg.Pool): Promise<number> {
  return (await pool.query("DELETE FROM rate_limit_counters WHERE window_ends < now() - interval '1 hour'")).rowCount ?? 0;
}
