/**
 * npm start: compiles dist/ when it is missing or stale (scripts/build.js),
 * then runs the compiled service in this very process, so that SIGTERM
 * reaches the service itself.
 */
import { buildIfStale } from './build.js';

try {
  await buildIfStale();
} catch (err) {
  console.error(`sortie: the build failed: ${err.message}`);
  process.exit(1);
}
await import('../dist/main.js');
