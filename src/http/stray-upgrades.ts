/**
 * A WebSocket upgrade asked of a route that does not speak WebSocket. The
 * WebSocket plugin would accept it (101) and close the socket at once; it is
 * refused instead, as a problem, before anything runs.
 */
import type { FastifyInstance } from 'fastify';
import { problems } from './problem.js';

/** Refuses upgrades on every route registered after this without a WebSocket handler. */
export function refuseStrayUpgrades(app: FastifyInstance): void {
  const streams = new Set<string>();
  app.addHook('onRoute', (route) => {
    // @fastify/websocket's route options, which Fastify's types do not name.
    const { wsHandler, websocket } = route as { wsHandler?: unknown; websocket?: unknown };
    if (wsHandler || websocket) streams.add(route.url);
  });
  app.addHook('onRequest', async (request) => {
    if (request.ws && request.routeOptions.url !== undefined && !streams.has(request.routeOptions.url)) {
      throw problems.badRequest('not-a-stream', `${request.routeOptions.url} does not speak WebSocket: ask it without Upgrade.`);
    }
  });
}
