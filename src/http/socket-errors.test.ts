import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { socketErrorHandler } from './socket-errors.js';

describe('a failed WebSocket', () => {
  const run = (err: Error) => {
    const logged: string[] = [];
    let terminated = false;
    const request = { log: { info: () => logged.push('info'), error: () => logged.push('error') } } as unknown as FastifyRequest;
    socketErrorHandler(err, { terminate: () => (terminated = true) } as unknown as WebSocket, request);
    return { logged, terminated };
  };

  it('is the client\'s doing when it broke the protocol or went away, and Sortie\'s otherwise; dropped either way', () => {
    expect(run(Object.assign(new RangeError('Max payload size exceeded'), { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }))).toEqual({ logged: ['info'], terminated: true });
    expect(run(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toEqual({ logged: ['info'], terminated: true });
    expect(run(new TypeError('cannot read properties of undefined'))).toEqual({ logged: ['error'], terminated: true });
  });
});
