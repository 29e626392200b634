/**
 * A Sortie instance for test/ha: the service as src/main.ts starts it, from the same settings, with the tests'
 * race ruleset (short commands, any number of moves) beside the real ones. scripts/ha/stack.sh runs it
 * (SORTIE_HA_SERVICE) with PORT, HOST and DATABASE_URL set.
 */
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/store/database.js';
import { createServices } from '../../src/services.js';
import { buildApp } from '../../src/http/app.js';
import { systemClock } from '../../src/clock.js';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import { raceRuleset } from '../support/race-ruleset.js';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, directUrl: config.databaseDirectUrl, pgbouncer: config.databasePgBouncer, connectTimeoutMs: config.requestTimeoutMs, pgliteDataDir: '' });
const ctx = createServices(config, db, systemClock, (m) => console.error(m), new RulesetRegistry([raceRuleset]));
const app = await buildApp(ctx, { logger: false });
await ctx.start();
await app.listen({ host: config.host, port: config.port });
