/**
 * Prisma's own schema engine, from its WebAssembly build, driven through the
 * pg driver adapter. Prisma's CLI would download a native engine binary; this
 * needs nothing but the npm package, and records migrations in the standard
 * `_prisma_migrations` table so `prisma migrate deploy` elsewhere agrees.
 */
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';

const require = createRequire(import.meta.url);
const projectRoot = path.resolve(import.meta.dirname, '../..');
const schemaPath = path.join(projectRoot, 'prisma/schema.prisma');
export const migrationsDir = path.join(projectRoot, 'prisma/migrations');

type EngineClass = typeof SchemaEngine;
type WasmExports = Record<string, unknown>;
/** The slice of the WebAssembly global used here (the ES lib Node's types build on leaves it out). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, unknown>) => { exports: WasmExports };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
let engineClass: Promise<EngineClass> | undefined;

/** Loads the wasm module once; Node 20 cannot import a .wasm as an ES module, so it is instantiated by hand. */
function loadEngineClass(): Promise<EngineClass> {
  engineClass ??= (async () => {
    // The package's exports map hides these files; reach them by path.
    const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
    const bg = (await import(path.join(dir, 'schema_engine_bg.js'))) as {
      __wbg_set_wasm(exports: WasmExports): void;
      SchemaEngine: EngineClass;
    };
    const module = new wasm.Module(await readFile(path.join(dir, 'schema_engine_bg.wasm')));
    const instance = new wasm.Instance(module, { './schema_engine_bg.js': bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg.SchemaEngine;
  })();
  return engineClass;
}

/**
 * Runs `use` with the schema engine open on a database, then frees it and
 * closes its connection. The engine takes a session advisory lock on
 * migrations and never lets go of it: we release it on the engine's one
 * connection before closing that, since the pool's end does not wait for the
 * server to drop the session (a second instance starting meanwhile found the
 * lock still held in about one try in four). The pool is ours to end: freeing
 * the engine does not close the adapter's.
 */
async function withEngine<T>(connectionString: string, log: (message: string) => void, use: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const Engine = await loadEngineClass();
  const schema = await readFile(schemaPath, 'utf8');
  const pool = new pg.Pool({ connectionString, max: 1 });
  try {
    const engine = await Engine.new({ datamodels: [[schemaPath, schema]] }, (line: string) => log(line), bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool)));
    try {
      return await use(engine);
    } finally {
      engine.free();
      // In a transaction the migration aborted this fails; the pool's end then drops the session, and the lock with it, a little later.
      await pool.query('SELECT pg_advisory_unlock_all()').catch(() => {});
    }
  } finally {
    await pool.end();
  }
}

/** The migrations folder as the engine wants it. */
async function readMigrations(): Promise<MigrationList> {
  const names = (await readdir(migrationsDir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8') },
      },
    })),
  );
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  const lockContent = await readFile(lockPath, 'utf8').catch(() => null);
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}

const noFilters = { externalTables: [], externalEnums: [] };

/** Applies every pending migration; answers the names of those it applied. */
export async function applyMigrations(connectionString: string, log: (message: string) => void = () => {}): Promise<string[]> {
  const migrationsList = await readMigrations();
  return withEngine(connectionString, log, async (engine) => (await engine.applyMigrations({ migrationsList, filters: noFilters })).appliedMigrationNames);
}

/**
 * The SQL that takes a database from the schema `fromSchema` (null: an empty
 * database) to the current schema.prisma. A pure diff of two datamodels: the
 * WebAssembly engine cannot describe a live database through the adapter.
 * It still wants a connection (any empty database will do).
 */
export async function schemaDiffSql(connectionString: string, fromSchema: string | null): Promise<string> {
  const schema = await readFile(schemaPath, 'utf8');
  return withEngine(connectionString, () => {}, async (engine) => {
    const result = await engine.diff({
      from: fromSchema === null ? { tag: 'empty' } : { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: fromSchema }] },
      to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return result.stdout ?? '';
  });
}
