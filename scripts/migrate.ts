/** Applies pending migrations to DATABASE_DIRECT_URL (else DATABASE_URL), or to the embedded database: npm run db:migrate */
import { loadConfig, PROCESS_KEYS } from '../src/config.js';
import { startEmbeddedPostgres } from '../src/store/embedded-postgres.js';
import { applyMigrations } from '../src/store/schema-engine.js';
import { DataDirInUse } from '../src/store/data-dir-lock.js';

// Migrations sign nothing: the key file is the service's to make.
const config = loadConfig(process.env, PROCESS_KEYS);
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres(config.pgliteDataDir).catch((err: unknown) => {
      if (!(err instanceof DataDirInUse)) throw err;
      console.error(`db:migrate: ${err.message}`);
      process.exit(1);
    });
try {
  const applied = await applyMigrations(config.databaseDirectUrl ?? embedded!.connectionString);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'nothing to apply');
} finally {
  await embedded?.close();
}
