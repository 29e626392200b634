/**
 * The service's configuration: read from the environment once, at start, and
 * validated. A bad value stops the service with a message naming the variable.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { keptSigningKeys, parseSigningKeys, signingKeyFile, type SigningKey } from './accounts/signing-keys.js';

export type { SigningKey } from './accounts/signing-keys.js';

/** Everything the service reads from its environment. */
export interface Config {
  readonly host: string;
  readonly port: number;
  /** A PostgreSQL server, or undefined for the embedded database; commands and reads go here (through PgBouncer, say). */
  readonly databaseUrl: string | undefined;
  /** The same database without a pooler in between, for what needs a session of its own: LISTEN and migrations. databaseUrl when DATABASE_DIRECT_URL is unset. */
  readonly databaseDirectUrl: string | undefined;
  /** Whether databaseUrl goes through PgBouncer in transaction mode (its pgbouncer=true parameter): then no statement is prepared under a name. */
  readonly databasePgBouncer: boolean;
  /** Where the embedded database keeps its files. */
  readonly pgliteDataDir: string;
  readonly logLevel: string;
  /** How long a request may take to arrive, headers and body, before it is answered 408 and its connection closed. */
  readonly requestTimeoutMs: number;
  /** On shutdown, how long requests in progress may take to finish before their connections are closed. */
  readonly shutdownGraceMs: number;
  /**
   * The proxies (addresses, CIDR ranges, or proxy-addr's names loopback,
   * linklocal, uniquelocal) whose X-Forwarded-For names the client; empty:
   * none, the connection's address is the client's.
   */
  readonly trustProxy: readonly string[];
  /** The browser origins (scheme, host and port) of frontends served elsewhere that may call the API and open its streams (CORS_ORIGINS); empty: none but the service's own. */
  readonly corsOrigins: readonly string[];
  /** Commands one account may have carried out a minute (all at once, or spread out), on each instance; 0 for no bound. */
  readonly commandsPerMinute: number;
  /** Requests to take or free a seat one account may make an hour, carried out or refused, counted across instances (each change moves its game to the top of the lobby). */
  readonly seatChangesPerHour: number;
  /**
   * Token signing keys: JWT_KEYS; unset, on the embedded database, those kept
   * in the file beside it (jwtKeyFile, made at the first start); unset, on a
   * PostgreSQL server, a key made for this process (tokens then die with it).
   */
  readonly jwtKeys: readonly SigningKey[];
  /** Where the keys were read from when JWT_KEYS is unset and the database is embedded; undefined otherwise. */
  readonly jwtKeyFile: string | undefined;
  /** Whether the key was made for this process alone. */
  readonly jwtKeysGenerated: boolean;
  /** The service's public base URL, where the verification and password reset mails say to POST their tokens, and the base of other links in notices unless webUrl is set. */
  readonly publicUrl: string;
  /** The base URL of the web client players open: links to games and settings in notices go there (the same paths as the API's). The service's own client, publicUrl/play, when WEB_URL is unset. */
  readonly webUrl: string;
  /** The bearer token GET /metrics wants; undefined: metrics are off (every request to them is refused). */
  readonly metricsToken: string | undefined;
  readonly notifications: NotificationConfig;
  readonly cadence: CadenceConfig;
}

/** How notices are delivered by email and webhook (docs/cadence.md). */
export interface NotificationConfig {
  /** An smtp:// or smtps:// URL; undefined: no email is sent. */
  readonly smtpUrl: string | undefined;
  /** The From address of notice mails. */
  readonly mailFrom: string;
  /** Where replies to notice mails go (MAIL_REPLY_TO); undefined: no Reply-To, and the mails say replies are not read. */
  readonly mailReplyTo: string | undefined;
  /** A mailbox that unsubscribes its writers (MAIL_UNSUBSCRIBE_ADDRESS), named in List-Unsubscribe beside the one-click link; undefined: none. */
  readonly mailUnsubscribeAddress: string | undefined;
  /** Milliseconds between the dispatcher's polls (it also wakes on every append); 0: no dispatcher in this process. */
  readonly pollMs: number;
  /** How long a dispatcher holds a claimed delivery before another may retry it (its crash loses nothing). */
  readonly leaseMs: number;
  /** Attempts per delivery before it is given up as failed. */
  readonly maxAttempts: number;
  /** The first retry's delay; each next one doubles, up to retryMaxMs, with jitter. */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly webhookTimeoutMs: number;
  /** Failed attempts in a row after which a webhook endpoint is disabled and its owner told. */
  readonly webhookDisableAfter: number;
  /** Whether webhooks may target loopback, private and link-local addresses (never in production). */
  readonly webhookAllowPrivate: boolean;
  /** When not empty, the only hosts webhooks may target (a leading dot allows subdomains). */
  readonly webhookAllowHosts: readonly string[];
  /** Hosts webhooks may never target (a leading dot covers subdomains). */
  readonly webhookDenyHosts: readonly string[];
  /** The key webhook signing secrets are sealed with at rest; undefined: stored as given. */
  readonly webhookSecretsKey: string | undefined;
}

/** How deadlines, reminders and vacations run (docs/cadence.md). */
export interface CadenceConfig {
  /** Milliseconds between the scheduler's polls; 0: no scheduler in this process. */
  readonly pollMs: number;
  /** How long a scheduler holds a claimed game before another may take it over. */
  readonly leaseMs: number;
  readonly vacationDaysPerYear: number;
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

function postgresUrl(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new ConfigError(name, 'must be a postgres:// or postgresql:// URL');
  return raw;
}

/** Whether a database URL says it goes through PgBouncer in transaction mode: `pgbouncer=true`, as Prisma's URLs say it. */
export function throughPgBouncer(url: string): boolean {
  return new URL(url).searchParams.get('pgbouncer') === 'true';
}

/** DATABASE_URL, DATABASE_DIRECT_URL, and whether the first goes through PgBouncer. */
function database(env: Env): Pick<Config, 'databaseUrl' | 'databaseDirectUrl' | 'databasePgBouncer'> {
  const url = postgresUrl(env, 'DATABASE_URL');
  const direct = postgresUrl(env, 'DATABASE_DIRECT_URL');
  if (url === undefined && direct !== undefined) throw new ConfigError('DATABASE_DIRECT_URL', 'needs DATABASE_URL (the embedded database has no other connection)');
  const param = url === undefined ? null : new URL(url).searchParams.get('pgbouncer');
  if (param !== null && param !== 'true' && param !== 'false') throw new ConfigError('DATABASE_URL', `its pgbouncer parameter must be true or false, got "${param}"`);
  const pgbouncer = url !== undefined && throughPgBouncer(url);
  if (pgbouncer && (direct === undefined || throughPgBouncer(direct))) {
    throw new ConfigError('DATABASE_DIRECT_URL', 'must name a direct connection to PostgreSQL when DATABASE_URL goes through PgBouncer (pgbouncer=true): LISTEN and migrations need a session of their own');
  }
  return { databaseUrl: url, databaseDirectUrl: direct ?? url, databasePgBouncer: pgbouncer };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Where signing keys come from when JWT_KEYS is unset: a new secret for this process, and the keys kept in a file (src/accounts/signing-keys.ts). */
export interface KeySource {
  generate(): Uint8Array;
  kept(file: string): readonly SigningKey[];
}

const newSecret = () => crypto.getRandomValues(new Uint8Array(32));
const SYSTEM_KEYS: KeySource = { generate: newSecret, kept: (file) => keptSigningKeys(file) };

/** Keys for a process that signs no token a later one must accept (a script that migrates or writes the contract): never the key file. */
export const PROCESS_KEYS: KeySource = { generate: newSecret, kept: () => [{ kid: 'ephemeral', secret: newSecret() }] };

function jwtKeys(env: Env, embeddedDir: string | undefined, source: KeySource): Pick<Config, 'jwtKeys' | 'jwtKeyFile' | 'jwtKeysGenerated'> {
  const raw = env.JWT_KEYS;
  if (raw !== undefined && raw !== '') {
    try {
      return { jwtKeys: parseSigningKeys(raw), jwtKeyFile: undefined, jwtKeysGenerated: false };
    } catch (err) {
      throw new ConfigError('JWT_KEYS', (err as Error).message);
    }
  }
  if (embeddedDir === undefined) return { jwtKeys: [{ kid: 'ephemeral', secret: source.generate() }], jwtKeyFile: undefined, jwtKeysGenerated: true };
  const file = signingKeyFile(embeddedDir);
  try {
    return { jwtKeys: source.kept(file), jwtKeyFile: file, jwtKeysGenerated: false };
  } catch (err) {
    throw new ConfigError(`JWT_KEYS (unset: the key file ${file})`, (err as Error).message);
  }
}

/** An http(s) base URL setting, without a trailing slash; undefined when unset. */
function baseUrl(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError(name, 'must be an http(s) URL');
  }
  return raw.replace(/\/+$/, '');
}

function publicUrl(env: Env, host: string, portNumber: number): string {
  return baseUrl(env, 'PUBLIC_URL') ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${portNumber}`;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  return Number(raw);
}

/** TRUST_PROXY: a comma-separated list of addresses, CIDR ranges, or the names loopback, linklocal and uniquelocal. */
function trustedProxies(env: Env): string[] {
  const raw = env.TRUST_PROXY;
  if (raw === undefined || raw.trim() === '') return [];
  const entries = raw.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const maxPrefix = isIP(address ?? '') === 4 ? 32 : 128;
    const valid = named || (isIP(address ?? '') !== 0 && rest.length === 0 && (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix)));
    if (!valid) throw new ConfigError('TRUST_PROXY', `must list proxy addresses, CIDR ranges or loopback, linklocal, uniquelocal; got "${entry}"`);
  }
  return entries;
}

/** CORS_ORIGINS: a comma-separated list of origins, each `scheme://host[:port]` as a browser sends it in `Origin` (no path, no trailing slash). */
function corsOrigins(env: Env): string[] {
  const raw = env.CORS_ORIGINS;
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((entry) => {
    const origin = entry.trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== origin) {
      throw new ConfigError('CORS_ORIGINS', `must list origins such as https://app.example or http://localhost:5173 (scheme, host, port: no path, no trailing slash); got "${origin}"`);
    }
    return origin;
  });
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(name, `must be true or false, got "${raw}"`);
  return raw === 'true';
}

function hosts(env: Env, name: string): string[] {
  const list = (env[name] ?? '').split(',').map((h) => h.trim().toLowerCase()).filter((h) => h !== '');
  for (const h of list) if (!/^\.?[a-z0-9.:[\]-]+$/.test(h)) throw new ConfigError(name, `"${h}" is not a host name or address`);
  return list;
}

function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL;
  if (raw === undefined || raw === '') return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error();
  } catch {
    throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// URL');
  }
  return raw;
}

function mailFrom(env: Env): string {
  const raw = env.MAIL_FROM || 'Sortie <sortie@localhost>';
  if (!/^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(raw)) throw new ConfigError('MAIL_FROM', 'must be an address, or a name and <address>');
  return raw;
}

/** A bare mail address setting, or undefined when unset. */
function mailAddress(env: Env, name: 'MAIL_REPLY_TO' | 'MAIL_UNSUBSCRIBE_ADDRESS'): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (!/^[^\s@<>",;]+@[^\s@<>",;]+$/.test(raw)) throw new ConfigError(name, 'must be a mail address, such as replies@example.org');
  return raw;
}

function metricsToken(env: Env): string | undefined {
  const raw = env.METRICS_TOKEN;
  if (!raw) return undefined;
  if (!/^[\x21-\x7e]{16,}$/.test(raw)) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 printable characters, without spaces');
  return raw;
}

function secretsKey(env: Env): string | undefined {
  const raw = env.WEBHOOK_SECRETS_KEY;
  if (!raw) return undefined;
  if (Buffer.byteLength(raw) < 32) throw new ConfigError('WEBHOOK_SECRETS_KEY', 'must be at least 32 bytes');
  return raw;
}

const SECOND = 1000;
const HOUR = 3600 * SECOND;

function notifications(env: Env): NotificationConfig {
  const retryBaseMs = integer(env, 'NOTIFY_RETRY_BASE_MS', 30 * SECOND, 1, 24 * HOUR);
  const retryMaxMs = integer(env, 'NOTIFY_RETRY_MAX_MS', HOUR, 1, 7 * 24 * HOUR);
  if (retryMaxMs < retryBaseMs) throw new ConfigError('NOTIFY_RETRY_MAX_MS', 'must be at least NOTIFY_RETRY_BASE_MS');
  const webhookTimeoutMs = integer(env, 'WEBHOOK_TIMEOUT_MS', 10 * SECOND, 100, 120 * SECOND);
  // A lease shorter than a send could let a second dispatcher deliver a row while the first still is:
  // a mail's waits are bounded to under a minute (src/notifications/email-channel.ts), a webhook's by its timeout.
  const leaseMs = integer(env, 'NOTIFY_LEASE_MS', 5 * 60 * SECOND, 60 * SECOND, 24 * HOUR);
  if (leaseMs <= 2 * webhookTimeoutMs) throw new ConfigError('NOTIFY_LEASE_MS', 'must be more than twice WEBHOOK_TIMEOUT_MS');
  return {
    smtpUrl: smtpUrl(env),
    mailFrom: mailFrom(env),
    mailReplyTo: mailAddress(env, 'MAIL_REPLY_TO'),
    mailUnsubscribeAddress: mailAddress(env, 'MAIL_UNSUBSCRIBE_ADDRESS'),
    pollMs: integer(env, 'NOTIFY_POLL_MS', SECOND, 0, HOUR),
    leaseMs,
    maxAttempts: integer(env, 'NOTIFY_MAX_ATTEMPTS', 8, 1, 100),
    retryBaseMs,
    retryMaxMs,
    webhookTimeoutMs,
    webhookDisableAfter: integer(env, 'WEBHOOK_DISABLE_AFTER', 5, 1, 1000),
    webhookAllowPrivate: boolean(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    webhookAllowHosts: hosts(env, 'WEBHOOK_ALLOW_HOSTS'),
    webhookDenyHosts: hosts(env, 'WEBHOOK_DENY_HOSTS'),
    webhookSecretsKey: secretsKey(env),
  };
}

function cadence(env: Env): CadenceConfig {
  return {
    pollMs: integer(env, 'CADENCE_POLL_MS', 10 * SECOND, 0, HOUR),
    leaseMs: integer(env, 'CADENCE_LEASE_MS', 60 * SECOND, 1000, 24 * HOUR),
    vacationDaysPerYear: integer(env, 'VACATION_DAYS_PER_YEAR', 30, 0, 366),
  };
}

/**
 * Reads and validates the configuration from an environment. Without
 * JWT_KEYS on the embedded database, this reads (or makes, once) the key
 * file beside it: `keys` stands in for that in tests.
 */
export function loadConfig(env: Env = process.env, keys: KeySource = SYSTEM_KEYS): Config {
  const host = env.HOST || '127.0.0.1';
  const portNumber = port(env, 'PORT', 3000);
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  const db = database(env);
  const pgliteDataDir = path.resolve(env.PGLITE_DATA_DIR || 'data/pglite');
  return {
    host,
    port: portNumber,
    ...db,
    pgliteDataDir,
    logLevel,
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 10 * 60_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 10 * 60_000),
    commandsPerMinute: integer(env, 'COMMANDS_PER_MINUTE', 120, 0, 1_000_000),
    seatChangesPerHour: integer(env, 'SEAT_CHANGES_PER_HOUR', 120, 1, 1_000_000),
    trustProxy: trustedProxies(env),
    corsOrigins: corsOrigins(env),
    ...jwtKeys(env, db.databaseUrl === undefined ? pgliteDataDir : undefined, keys),
    publicUrl: publicUrl(env, host, portNumber),
    webUrl: baseUrl(env, 'WEB_URL') ?? `${publicUrl(env, host, portNumber)}/play`,
    metricsToken: metricsToken(env),
    notifications: notifications(env),
    cadence: cadence(env),
  };
}
