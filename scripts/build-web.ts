/**
 * Builds the reference web client (web/) into web/dist: its TypeScript
 * bundled by esbuild into one ES module, beside its page and stylesheet.
 * `npx tsx scripts/build-web.ts` (npm run build:web); the service serves
 * web/dist at /play. Answers nothing but the files: no CDN, works offline.
 */
import { build } from 'esbuild';
import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Where the built client goes. */
export const WEB_DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));
const WEB = fileURLToPath(new URL('../web/', import.meta.url));

/** Builds the client into WEB_DIST. */
export async function buildWeb(): Promise<void> {
  await mkdir(WEB_DIST, { recursive: true });
  await build({
    entryPoints: [`${WEB}src/main.ts`],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    outfile: `${WEB_DIST}play.js`,
    logLevel: 'warning',
  });
  await Promise.all(['index.html', 'play.css', 'favicon.svg'].map((file) => copyFile(`${WEB}${file}`, `${WEB_DIST}${file}`)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildWeb();
  console.log(`built the web client into ${WEB_DIST}`);
}
