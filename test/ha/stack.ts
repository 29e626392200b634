/**
 * test/ha's stack (scripts/ha/stack.sh), started once for the run by vitest.ha.config.ts's global setup and
 * stopped after it; the test files drive it through the same script.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/store/database.js';
import { createServices } from '../../src/services.js';
import { systemClock } from '../../src/clock.js';
import { RulesetRegistry } from '../../src/kernel/registry.js';
import type { AppContext } from '../../src/http/context.js';
import { raceRuleset } from '../support/race-ruleset.js';

const script = path.resolve(import.meta.dirname, '../../scripts/ha/stack.sh');
const run = promisify(execFile);

/** The stack's folder (set by vitest.ha.config.ts) and its first port. */
export const STACK_DIR = process.env.SORTIE_HA_DIR ?? '';
export const STACK_PORT = Number(process.env.SORTIE_HA_PORT ?? 25400);
/** PostgreSQL's leader through HAProxy, the service's database; and Sortie's instances through HAProxy. */
export const LEADER_URL = `postgresql://postgres@127.0.0.1:${STACK_PORT + 10}/sortie`;
export const SORTIE_URL = `http://127.0.0.1:${STACK_PORT + 30}`;
/** Settings every instance and the tests' own services share. */
export const SHARED_SETTINGS = {
  JWT_KEYS: 'ha-test:0123456789abcdef0123456789abcdef',
  LOG_LEVEL: 'warn',
  COMMANDS_PER_MINUTE: '0',
  REQUEST_TIMEOUT_MS: '3000',
  CADENCE_POLL_MS: '0',
};

/** Runs a subcommand of scripts/ha/stack.sh (asynchronously: the services under test may share this event loop); answers its output. */
export async function stack(...args: string[]): Promise<string> {
  const { stdout } = await run(script, args, {
    env: { ...process.env, ...SHARED_SETTINGS, SORTIE_HA_DIR: STACK_DIR, SORTIE_HA_PORT: String(STACK_PORT), SORTIE_HA_SERVICE: 'node --import tsx test/ha/race-instance.ts' },
    maxBuffer: 16 << 20,
  });
  return stdout.trim();
}

/** The tests' own services on a database (not started, not serving): to make games and moves as an instance would. */
export async function openServices(databaseUrl: string): Promise<{ db: Database; ctx: AppContext & { stop(): Promise<void> } }> {
  const config = loadConfig({ ...SHARED_SETTINGS, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, connectTimeoutMs: config.requestTimeoutMs, pgliteDataDir: '' });
  return { db, ctx: createServices(config, db, systemClock, () => {}, new RulesetRegistry([raceRuleset])) };
}
