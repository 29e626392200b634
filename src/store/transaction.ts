/** Running several statements as one transaction on a pooled connection. */
import type pg from 'pg';

/**
 * Runs `work` between BEGIN and COMMIT on one connection of `pool`; rolls back if it throws. While the connection
 * is held it has a listener for its errors: pg-pool listens only to idle ones, and the server going away between two
 * statements would otherwise be an unhandled 'error' event, which ends the process. The statement in progress, or
 * the next, fails all the same, and the broken connection leaves the pool.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}
