/**
 * A whole Sortie app on a database of its own, for API tests: the real
 * services and routes, a manual clock, fixed signing keys, no logging
 * (unless a test asks for it).
 */
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp, type BuildOptions } from '../../src/http/app.js';
import { createServices } from '../../src/services.js';
import { ManualClock } from '../../src/clock.js';
import type { AppContext } from '../../src/http/context.js';
import type { RulesetRegistry } from '../../src/kernel/registry.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** A running test app. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly ctx: AppContext;
  readonly clock: ManualClock;
  readonly database: TestDatabase;
  /** Listens on a loopback port (for WebSocket and HTTP clients); answers the base URL. */
  listen(): Promise<string>;
  /** Stops the app and its services, leaving the database as it is (for another app on it). */
  stop(): Promise<void>;
  /** Stops the app and its services and disposes of the database. */
  close(): Promise<void>;
}

/**
 * Builds an app for a test file. `rulesets` defaults to the service's own
 * registry; `database` (see reopenTestDatabase) makes it a second instance
 * on another app's database.
 */
export async function createTestApp(options: { rulesets?: RulesetRegistry; env?: Record<string, string>; database?: TestDatabase; logger?: BuildOptions['logger'] } = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  // Tests play whole games on a clock that stands still: a bound on commands no test reaches, unless it sets its own (counted all the same).
  const config = loadConfig({ JWT_KEYS: 'test-key:0123456789abcdef0123456789abcdef', LOG_LEVEL: 'silent', COMMANDS_PER_MINUTE: '1000000', ...options.env });
  const clock = new ManualClock(new Date());
  const services = createServices(config, database.db, clock, () => {}, options.rulesets);
  const app = await buildApp(services, { logger: options.logger ?? false });
  await services.start();
  const stop = async () => {
    await app.close();
    await services.stop();
  };
  return {
    app,
    ctx: services,
    clock,
    database,
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      return `http://127.0.0.1:${address.port}`;
    },
    stop,
    async close() {
      await stop();
      await database.dispose();
    },
  };
}
