/**
 * Builds the reference web client (web/) into web/dist: its TypeScript
 * bundled by esbuild into one ES module, beside its page and stylesheets
 * (Bomber's map's written from the picture's own style constants, so the
 * page's strict policy needs no inline style and the CSS has one source).
 * `npx tsx scripts/build-web.ts` (npm run build:web); the service serves
 * web/dist at /play. Answers nothing but the files: no CDN, works offline.
 */
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PICTURE_STYLESHEET } from '../src/rulesets/bomber/picture-style.js';

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
  await writeFile(`${WEB_DIST}bomber-map.css`, `/* Bomber's picture (src/rulesets/bomber/picture-style.ts) */${PICTURE_STYLESHEET}\n${await readFile(`${WEB}bomber-map.css`, 'utf8')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildWeb();
  console.log(`built the web client into ${WEB_DIST}`);
}
