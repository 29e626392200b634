/**
 * Vitest global set-up: builds the web client (npm run build:web) once per
 * run, so that the routes under /play, and the links notices give to them,
 * answer its page as they do for a service started with npm start.
 */
import { buildWeb } from '../../scripts/build-web.js';

export default async function setup(): Promise<void> {
  await buildWeb();
}
