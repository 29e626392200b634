/**
 * Starts Sortie: reads the configuration, opens (and migrates) the database,
 * serves HTTP, and shuts down cleanly on SIGTERM or SIGINT.
 */
import net from 'node:net';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './store/database.js';
import { DataDirInUse } from './store/data-dir-lock.js';
import { MigrationsAhead } from './store/migrations.js';
import { buildApp } from './http/app.js';
import { systemClock } from './clock.js';
import { createServices } from './services.js';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`sortie: bad configuration: ${err.message}`);
    process.exit(78); // EX_CONFIG
  }
  throw err;
}

/** Why HOST:PORT cannot be listened on, for an error a listen may meet; undefined for any other error. */
function unusablePort(err: unknown): string | undefined {
  const code = (err as NodeJS.ErrnoException).code;
  if (code !== 'EADDRINUSE' && code !== 'EACCES' && code !== 'EADDRNOTAVAIL') return undefined;
  const why = code === 'EADDRINUSE' ? 'is in use' : code === 'EACCES' ? 'needs privileges this process lacks' : 'is not an address of this machine';
  return `sortie: ${config.host} port ${config.port} ${why}: set PORT (or HOST) to another`;
}

// The port is tried before the database is opened, so that a port in use stops the start before it creates or migrates a database (found by review).
if (config.port !== 0) {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ host: config.host, port: config.port, exclusive: true }, () => probe.close(() => resolve()));
  }).catch((err: unknown) => {
    const said = unusablePort(err);
    if (said === undefined) throw err;
    console.error(said);
    process.exit(1);
  });
}

const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  directUrl: config.databaseDirectUrl,
  pgbouncer: config.databasePgBouncer,
  connectTimeoutMs: config.requestTimeoutMs,
  pgliteDataDir: config.pgliteDataDir,
  log: (m) => console.log(`sortie: ${m}`),
}).catch((err: unknown) => {
  if (!(err instanceof DataDirInUse) && !(err instanceof MigrationsAhead)) throw err;
  console.error(`sortie: ${err.message}`);
  process.exit(1);
});
const services = createServices(config, db, systemClock, (m) => app.log.warn(m));
const app = await buildApp(services);
await services.start();
app.log.info(
  { database: db.kind, where: db.kind === 'pglite' ? config.pgliteDataDir : new URL(config.databaseUrl!).host, server: db.serverVersion },
  `database: ${db.kind === 'pglite' ? `embedded PGlite at ${config.pgliteDataDir}` : 'PostgreSQL'}`,
);
if (config.jwtKeysGenerated) app.log.warn('JWT_KEYS is not set: tokens are signed with a key made for this process and die with it (set JWT_KEYS, the same on every instance)');
if (config.jwtKeyFile !== undefined) app.log.info({ file: config.jwtKeyFile }, 'JWT_KEYS is not set: tokens are signed with the keys kept beside the embedded database');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // A request still in progress after the grace period (a client that never finishes sending one, say) does not hold the shutdown.
  const deadline = setTimeout(() => {
    app.log.warn({ graceMs: config.shutdownGraceMs }, 'shutting down: closing connections still busy after the grace period');
    app.server.closeAllConnections();
    // Streams too: one whose client never answers the going-away close would hold the server for the WebSocket layer's own 30 s.
    for (const client of app.websocketServer.clients) client.terminate();
  }, config.shutdownGraceMs);
  deadline.unref();
  try {
    await app.close();
    await services.stop();
    await db.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (err) {
  // Taken since the probe above, by a process that started meanwhile.
  const said = unusablePort(err);
  if (said === undefined) throw err;
  console.error(said);
  await services.stop();
  await db.close();
  process.exit(1);
}
