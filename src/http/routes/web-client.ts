/**
 * The reference web client at /play: the files `npm run build:web` leaves in
 * web/dist, and its page for every other path under /play (the client routes
 * itself, so a link from a notice mail or a reload lands on the right page).
 * Not part of the API's contract: the client uses only that contract.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HttpProblem } from '../problem.js';

/** Where the built client is. */
const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** The built files, by name, and what each is. */
const FILES: Readonly<Record<string, string>> = {
  'index.html': 'text/html; charset=utf-8',
  'play.js': 'text/javascript; charset=utf-8',
  'play.js.map': 'application/json; charset=utf-8',
  'play.css': 'text/css; charset=utf-8',
  'bomber-map.css': 'text/css; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
};

/** What the page may load: its own files, the API on this origin and its streams, pictures as blobs. Nothing from elsewhere. */
const PAGE_POLICY = "default-src 'self'; img-src 'self' blob:; connect-src 'self' ws: wss:; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** The web client's routes. */
export function webClientRoutes(): FastifyPluginAsync {
  /** A built file (read each time: it is small, and a rebuild shows without a restart). */
  async function send(reply: FastifyReply, name: string): Promise<FastifyReply> {
    const body = await readFile(`${WEB_DIST}${name}`).catch(() => {
      throw new HttpProblem(404, 'web-client-not-built', 'The web client has not been built: run npm run build:web (npm start does it).');
    });
    void reply.type(FILES[name]!).header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff');
    if (name === 'index.html') void reply.header('content-security-policy', PAGE_POLICY);
    return reply.send(body);
  }

  return async (app) => {
    const schema = { hide: true, security: [] };
    app.get('/play', { schema }, (_request, reply) => send(reply, 'index.html'));
    app.get<{ Params: { '*': string } }>('/play/*', { schema }, (request, reply) => {
      const path = request.params['*'];
      return send(reply, Object.hasOwn(FILES, path) ? path : 'index.html');
    });
  };
}
