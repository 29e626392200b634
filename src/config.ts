/**
 * The service's configuration: read from the environment once, at start, and
 * validated. A bad value stops the service with a message naming the variable.
 */
import path from 'node:path';

/** How the service signs access tokens: the first key signs, all verify (so keys can rotate). */
export interface SigningKey {
  readonly kid: string;
  readonly secret: Uint8Array;
}

/** Everything the service reads from its environment. */
export interface Config {
  readonly host: string;
  readonly port: number;
  /** A PostgreSQL server, or undefined for the embedded database. */
  readonly databaseUrl: string | undefined;
  /** Where the embedded database keeps its files. */
  readonly pgliteDataDir: string;
  readonly logLevel: string;
  /** Token signing keys; generated per process when JWT_KEYS is unset (tokens then die with the process). */
  readonly jwtKeys: readonly SigningKey[];
  readonly jwtKeysGenerated: boolean;
  /** The service's public base URL, for links in notices. */
  readonly publicUrl: string;
}

/** A configuration value that cannot be used. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) throw new ConfigError(name, `must be a port number 0-65535, got "${raw}"`);
  return Number(raw);
}

function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL', 'is not a URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new ConfigError('DATABASE_URL', 'must be a postgres:// or postgresql:// URL');
  return raw;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function jwtKeys(env: Env, generate: () => Uint8Array): { keys: SigningKey[]; generated: boolean } {
  const raw = env.JWT_KEYS;
  if (raw === undefined || raw === '') return { keys: [{ kid: 'ephemeral', secret: generate() }], generated: true };
  const keys = raw.split(',').map((pair) => {
    const at = pair.indexOf(':');
    const kid = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (at <= 0 || !/^[\w.-]{1,64}$/.test(kid)) throw new ConfigError('JWT_KEYS', 'must be a comma-separated list of kid:secret');
    if (Buffer.byteLength(secret) < 32) throw new ConfigError('JWT_KEYS', `the secret of key "${kid}" must be at least 32 bytes`);
    return { kid, secret: new TextEncoder().encode(secret) };
  });
  if (new Set(keys.map((k) => k.kid)).size !== keys.length) throw new ConfigError('JWT_KEYS', 'key ids must be unique');
  return { keys, generated: false };
}

function publicUrl(env: Env, host: string, portNumber: number): string {
  const raw = env.PUBLIC_URL;
  if (raw === undefined || raw === '') return `http://${host === '0.0.0.0' ? 'localhost' : host}:${portNumber}`;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError('PUBLIC_URL', 'must be an http(s) URL');
  }
  return raw.replace(/\/+$/, '');
}

/** Reads and validates the configuration from an environment. */
export function loadConfig(env: Env = process.env, generateKey: () => Uint8Array = () => crypto.getRandomValues(new Uint8Array(32))): Config {
  const host = env.HOST || '127.0.0.1';
  const portNumber = port(env, 'PORT', 3000);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  const { keys, generated } = jwtKeys(env, generateKey);
  return {
    host,
    port: portNumber,
    databaseUrl: databaseUrl(env),
    pgliteDataDir: path.resolve(env.PGLITE_DATA_DIR || 'data/pglite'),
    logLevel,
    jwtKeys: keys,
    jwtKeysGenerated: generated,
    publicUrl: publicUrl(env, host, portNumber),
  };
}
