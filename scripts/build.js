/**
 * Compiles the service to JavaScript in dist/ (npm run build), so that it runs
 * without transpiling TypeScript at run time: tsc over src/ (tests left out,
 * tsconfig.build.json), every data file copied beside its compiled code (the
 * code reads them by paths relative to itself), then the sources' fingerprint,
 * by which npm start tells whether dist/ is up to date.
 *
 * Plain JavaScript, so that npm start needs nothing but Node and the installed
 * TypeScript to build.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'src');
export const buildDir = path.join(root, 'dist');
const fingerprintFile = path.join(buildDir, '.sources-sha256');
/** Besides src/, what the compiled output depends on. */
const buildInputs = ['tsconfig.json', 'tsconfig.build.json', 'scripts/build.js'];

/** Every file under `dir`, as paths relative to it, sorted. */
async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const isTest = (file) => file.endsWith('.test.ts');

/** The SHA-256 of the build's inputs (names and contents): src/ but its tests, and the build's own settings. */
export async function sourceFingerprint() {
  const hash = createHash('sha256');
  const sources = (await filesUnder(sourceDir)).filter((f) => !isTest(f)).map((f) => path.join('src', f));
  for (const file of [...sources, ...buildInputs]) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist/ was built from the sources as they are now. */
export async function buildIsCurrent() {
  const built = await readFile(fingerprintFile, 'utf8').catch(() => undefined);
  return built === (await sourceFingerprint());
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} exited with ${code}`))));
  });
}

/** Builds dist/ afresh (no file of a deleted source left behind); the fingerprint, written last, is of the sources as they were at the start. */
export async function build() {
  const fingerprint = await sourceFingerprint();
  await rm(buildDir, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  await run(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')]);
  for (const file of (await filesUnder(sourceDir)).filter((f) => !f.endsWith('.ts'))) {
    await mkdir(path.dirname(path.join(buildDir, file)), { recursive: true });
    await copyFile(path.join(sourceDir, file), path.join(buildDir, file));
  }
  await writeFile(fingerprintFile, fingerprint);
}

/** Builds dist/ when it is missing or was built from other sources; answers whether it built. */
export async function buildIfStale(log = (message) => console.log(message)) {
  if (await buildIsCurrent()) return false;
  log('sortie: compiling to dist/ (the sources changed since the last build, or there is none)');
  await build();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await build().catch((err) => {
    console.error(`build: ${err.message}`);
    process.exit(1);
  });
}
