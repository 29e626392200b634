import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type KeySource } from './config.js';

const key: KeySource = { generate: () => new Uint8Array(32).fill(7), kept: () => [{ kid: 'kept', secret: new Uint8Array(32).fill(8) }] };

describe('config', () => {
  it('has sensible defaults: port 3000, loopback, embedded database, the key kept beside it', () => {
    const c = loadConfig({}, key);
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined, logLevel: 'info', jwtKeysGenerated: false, publicUrl: 'http://127.0.0.1:3000', commandsPerMinute: 120, seatChangesPerHour: 120, trustProxy: [], corsOrigins: [], metricsToken: undefined });
    expect(c.pgliteDataDir).toMatch(/data\/pglite$/);
    expect(c.jwtKeyFile).toBe(`${c.pgliteDataDir}.jwt-keys`);
    expect(c.jwtKeys.map((k) => k.kid)).toEqual(['kept']);
  });

  it('makes a key for the process alone on a PostgreSQL server without JWT_KEYS, and reads no key file with JWT_KEYS', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@db/x' }, key)).toMatchObject({ jwtKeysGenerated: true, jwtKeyFile: undefined, jwtKeys: [{ kid: 'ephemeral' }] });
    expect(loadConfig({ JWT_KEYS: `k1:${'s'.repeat(32)}` }, key)).toMatchObject({ jwtKeysGenerated: false, jwtKeyFile: undefined, jwtKeys: [{ kid: 'k1' }] });
  });

  it('reads every variable', () => {
    const c = loadConfig({ PORT: '8080', HOST: '0.0.0.0', DATABASE_URL: 'postgresql://u@db:5432/x', PGLITE_DATA_DIR: '/tmp/pg', LOG_LEVEL: 'warn', JWT_KEYS: 'new:' + 'n'.repeat(32) + ',old:' + 'o'.repeat(40), PUBLIC_URL: 'https://sortie.example/', COMMANDS_PER_MINUTE: '0', SEAT_CHANGES_PER_HOUR: '5', TRUST_PROXY: '10.0.0.0/8, fd00::1,loopback', CORS_ORIGINS: 'https://app.example, http://localhost:5173', METRICS_TOKEN: 'scrape-0123456789abcdef' });
    expect(c).toMatchObject({ metricsToken: 'scrape-0123456789abcdef', port: 8080, host: '0.0.0.0', databaseUrl: 'postgresql://u@db:5432/x', pgliteDataDir: '/tmp/pg', logLevel: 'warn', jwtKeysGenerated: false, publicUrl: 'https://sortie.example', commandsPerMinute: 0, seatChangesPerHour: 5, trustProxy: ['10.0.0.0/8', 'fd00::1', 'loopback'], corsOrigins: ['https://app.example', 'http://localhost:5173'] });
    expect(c.jwtKeys.map((k) => k.kid)).toEqual(['new', 'old']);
  });

  it("links notices to the web client named by WEB_URL, else to the service's own at PUBLIC_URL/play", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://api.sortie.example/' }, key).webUrl).toBe('https://api.sortie.example/play');
    expect(loadConfig({}, key).webUrl).toBe('http://127.0.0.1:3000/play');
    expect(loadConfig({ PUBLIC_URL: 'https://api.sortie.example', WEB_URL: 'https://play.sortie.example/' }, key)).toMatchObject({ publicUrl: 'https://api.sortie.example', webUrl: 'https://play.sortie.example' });
  });

  it('sends LISTEN and migrations to DATABASE_DIRECT_URL, DATABASE_URL when unset; pgbouncer=true says DATABASE_URL goes through PgBouncer', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@db/x' }, key)).toMatchObject({ databaseUrl: 'postgresql://u@db/x', databaseDirectUrl: 'postgresql://u@db/x', databasePgBouncer: false });
    const pooled = { DATABASE_URL: 'postgresql://u@bouncer:6432/x?pgbouncer=true', DATABASE_DIRECT_URL: 'postgresql://u@db:5432/x' };
    expect(loadConfig(pooled, key)).toMatchObject({ databaseUrl: pooled.DATABASE_URL, databaseDirectUrl: pooled.DATABASE_DIRECT_URL, databasePgBouncer: true });
    expect(loadConfig({}, key)).toMatchObject({ databaseUrl: undefined, databaseDirectUrl: undefined, databasePgBouncer: false });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/x' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgresql://db/x?pgbouncer=yes', DATABASE_DIRECT_URL: 'postgresql://db/x' }],
    ['DATABASE_DIRECT_URL', { DATABASE_URL: 'postgresql://bouncer/x?pgbouncer=true' }],
    ['DATABASE_DIRECT_URL', { DATABASE_URL: 'postgresql://bouncer/x?pgbouncer=true', DATABASE_DIRECT_URL: 'postgresql://bouncer/x?pgbouncer=true' }],
    ['DATABASE_DIRECT_URL', { DATABASE_DIRECT_URL: 'postgresql://db/x' }],
    ['DATABASE_DIRECT_URL', { DATABASE_URL: 'postgresql://db/x', DATABASE_DIRECT_URL: 'http://db/x' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['JWT_KEYS', { JWT_KEYS: 'k:short' }],
    ['JWT_KEYS', { JWT_KEYS: 'no-colon' }],
    ['JWT_KEYS', { JWT_KEYS: `a:${'x'.repeat(32)},a:${'y'.repeat(32)}` }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://x' }],
    ['WEB_URL', { WEB_URL: 'play.sortie.example' }],
    ['COMMANDS_PER_MINUTE', { COMMANDS_PER_MINUTE: '-1' }],
    ['COMMANDS_PER_MINUTE', { COMMANDS_PER_MINUTE: '1000001' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'too-short' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'a token with spaces in it' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1,' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://app.example/' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://app.example/play' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: '*' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'ftp://app.example' }],
  ])('refuses a bad %s, naming it', (variable, env) => {
    let error: unknown;
    try {
      loadConfig(env, key);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(new RegExp(`^${variable}: `));
  });
});
