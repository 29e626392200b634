/**
 * The child process that applies pending migrations for openDatabase
 * (migrations.ts): Prisma's WebAssembly schema engine holds tens of MB that a
 * long-running service would otherwise keep after its one use at start. It
 * migrates the database named by its parent and answers on the IPC channel.
 */
import { applyMigrations } from './schema-engine.js';

/** What the child answers its parent: the migrations it applied, or why it could not. */
export type MigrateAnswer = { readonly ok: true; readonly applied: string[] } | { readonly ok: false; readonly message: string };

const connectionString = process.env.SORTIE_MIGRATE_URL;
const answer = async (a: MigrateAnswer) => new Promise<void>((resolve) => process.send!(a, () => resolve()));
try {
  if (!connectionString || !process.send) throw new Error('migrate-process is started by openDatabase, with SORTIE_MIGRATE_URL and an IPC channel');
  await answer({ ok: true, applied: await applyMigrations(connectionString) });
} catch (err) {
  await answer({ ok: false, message: (err as Error).message });
}
process.disconnect?.();
