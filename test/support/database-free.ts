/**
 * Which test files cannot reach a database, read from their imports: a file
 * whose static imports (followed through the repository's own modules) never
 * reach a database driver or the Prisma client, never start a process and
 * never read DATABASE_URL runs the same whatever DATABASE_URL says. vitest.config.ts
 * puts those in the project `database-free`, the rest in `database`, so that
 * CI runs the first once and the second on each database. A file wrongly
 * counted as reaching a database only runs twice; the reading errs that way
 * (a type-only import is left out, any other import is followed).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Packages that talk to a database, and the generated Prisma client. */
const DATABASE_MODULES = [/^pg$/, /^pg\//, /^@electric-sql\/pglite/, /^@prisma\//, /\/generated\/prisma\//];

/** What else makes a file's run depend on the database it is given. */
const DEPENDS_ON_ENVIRONMENT = [/\bDATABASE_URL\b/, /['"]node:child_process['"]/];

/** Import and export specifiers in a module's text, but type-only ones. */
const IMPORT = /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('.json')) return candidate;
  }
  return null;
}

/** A module as far as this reading goes: whether it reaches a database by itself, and the repository's modules it imports. */
interface Module {
  readonly direct: boolean;
  readonly imports: readonly string[];
}

function read(file: string): Module {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!);
  return {
    direct: DEPENDS_ON_ENVIRONMENT.some((p) => p.test(text)) || specifiers.some((s) => DATABASE_MODULES.some((p) => p.test(s))),
    imports: specifiers.map((s) => resolve(file, s)).filter((f): f is string => f !== null),
  };
}

/** Every module reachable from `files`, read. */
function graph(files: readonly string[]): Map<string, Module> {
  const modules = new Map<string, Module>();
  const todo = [...files];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (modules.has(file)) continue;
    const m = read(file);
    modules.set(file, m);
    todo.push(...m.imports);
  }
  return modules;
}

/** The modules that reach a database by themselves or through their imports (to a fixed point, so that cycles are no matter). */
function reachingDatabase(modules: Map<string, Module>): Set<string> {
  const reaching = new Set([...modules].filter(([, m]) => m.direct).map(([f]) => f));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, m] of modules) {
      if (!reaching.has(file) && m.imports.some((i) => reaching.has(i))) {
        reaching.add(file);
        grew = true;
      }
    }
  }
  return reaching;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The test files under `dirs` (relative to `root`) that cannot reach a database, as paths relative to `root`, sorted. */
export function databaseFreeTests(root: string, dirs: readonly string[]): string[] {
  const files = dirs.flatMap((d) => testFiles(path.join(root, d)));
  const reaching = reachingDatabase(graph(files));
  return files
    .filter((f) => !reaching.has(f))
    .map((f) => path.relative(root, f))
    .sort();
}

/**
 * Test files that start the service as a process of its own, on an embedded
 * database of its own whatever DATABASE_URL says (they set the child's
 * empty): they run the same on any database, so CI runs them once, in its
 * run on the embedded database (vitest.config.ts's project
 * `own-embedded-database`; test/database-free.test.ts checks that they set
 * DATABASE_URL empty wherever they name it).
 */
export const OWN_EMBEDDED_DATABASE: readonly string[] = ['test/service-process.test.ts', 'test/compiled-service.test.ts'];

