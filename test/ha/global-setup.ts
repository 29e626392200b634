/** Starts test/ha's stack before the run and takes it down, folder and all, after it. */
import { stack } from './stack.js';

export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now();
  console.log(`ha: ${await stack('up')} (up in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return async () => void (await stack('down', '--purge'));
}
