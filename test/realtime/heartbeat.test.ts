/** The heartbeat: a connection that stops answering pings is dropped; one that answers stays. */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { MessageSocket } from '../../src/realtime/message-socket.js';

/** Just enough of a ws socket to watch what the heartbeat does to it. */
class FakeWs extends EventEmitter {
  readyState = 1;
  pings = 0;
  terminated = false;
  ping(): void {
    this.pings++;
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}

describe('heartbeat', () => {
  it('pings each beat and terminates a connection that missed the last ping', () => {
    const ws = new FakeWs();
    const socket = new MessageSocket(ws as unknown as WebSocket, 'account');
    socket.beat();
    ws.emit('pong');
    socket.beat();
    expect(ws.pings).toBe(2);
    expect(ws.terminated).toBe(false);
    socket.beat(); // no pong since the last ping
    expect(ws.terminated).toBe(true);
  });
});
