import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

/** An error with the fields pg, Prisma or Node give theirs. */
const error = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['nothing listens', error('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' })],
    ['the server shutting down', error('terminating connection due to administrator command', { code: '57P01' })],
    ['the server starting up', error('the database system is starting up', { code: '57P03' })],
    ['a standby reached for a write during a failover', error('cannot execute INSERT in a read-only transaction', { code: '25006' })],
    ["PgBouncer's server login failing", error('server login has been failing, try again later (server_login_retry)', { code: '08P01' })],
    ["PgBouncer's wait for a server", error('query_wait_timeout', { code: '08P01' })],
    ['a connection that ended', error('Connection terminated unexpectedly')],
    ["the pool's wait for a connection", error('timeout exceeded when trying to connect')],
    ['Prisma not reaching it', error("Can't reach database server at 127.0.0.1:5432", { code: 'P1001' })],
    ["Prisma's adapter seeing PgBouncer's error", error('Raw query failed', { code: 'P2010', meta: { driverAdapterError: error('server login has been failing', { cause: { kind: 'postgres', code: '08P01' } }) } })],
    ["Prisma's adapter seeing a closed connection", error('Raw query failed', { code: 'P2010', meta: { driverAdapterError: error('ConnectionClosed', { cause: { kind: 'ConnectionClosed' } }) } })],
  ])('says so of %s', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', error('duplicate key value violates unique constraint', { code: '23505' })],
    ['a syntax error', error('syntax error at or near "SELEC"', { code: '42601' })],
    ['Prisma not finding a row', error('No record was found', { code: 'P2025' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['no error at all', undefined],
  ])('does not say so of %s', (_what, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
