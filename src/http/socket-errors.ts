/**
 * What happens when a WebSocket fails after the upgrade. A client breaking
 * the protocol — a frame over the size limit, text that is not UTF-8, a
 * connection dropped without a close — is the client's doing and logged as
 * such; anything else is Sortie's own failure and logged as an error. Either
 * way the socket is dropped.
 */
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** The `ws` library's protocol errors carry a `WS_ERR_…` code; a dropped connection is ECONNRESET or EPIPE. */
function isClientFault(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE');
}

/** @fastify/websocket's `errorHandler`. */
export function socketErrorHandler(err: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isClientFault(err)) request.log.info({ err }, 'websocket dropped: the client broke the protocol or went away');
  else request.log.error({ err }, 'websocket failed');
  socket.terminate();
}
