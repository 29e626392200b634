/**
 * One client connection speaking JSON messages. Whatever the client sends
 * is bounded and checked: a bad message gets an error message, a client
 * that keeps erring or flooding is closed, nothing it sends can throw. What
 * the server sends is bounded too: a client that stops reading is closed
 * (it resumes by sequence number) rather than buffered for without limit.
 */
import { isDatabaseUnavailable } from '../store/unavailable.js';
import { WebSocket, type RawData } from 'ws';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ClientMessage, type ServerMessage } from './messages.js';

/** WebSocket close codes the streams use (docs/websocket.md lists them for clients). */
export const CLOSE = {
  /** The game is over and everything has been sent. */
  normal: 1000,
  /** The server is shutting down. */
  goingAway: 1001,
  /** The client broke the protocol: too many bad or too many messages, or too many sockets. */
  policy: 1008,
  internal: 1011,
  /** The client read too slowly, or the database is away; reconnect and resume. */
  tryAgainLater: 1013,
  /** The account's password changed after the access token the stream was opened with was issued: log in again. */
  loggedOut: 4401,
  /** The game no longer exists, or is private and the listener no longer takes part in it. */
  gone: 4404,
} as const;

/** Bounds on one connection. */
const SOCKET_LIMITS = {
  /** The largest client message accepted; the only one defined is a ping of a few dozen bytes. */
  clientMessageBytes: 1024,
  /** Invalid client messages tolerated before the connection is closed. */
  clientErrors: 10,
  /** Client messages accepted per heartbeat interval. */
  clientMessagesPerBeat: 100,
  /** Bytes queued towards a client before it is considered too slow and closed. */
  sendBufferBytes: 1 << 20,
  /** Bytes queued towards a client below which it is keeping up, and a sender need not wait for the write. */
  keepUpBytes: 64 * 1024,
} as const;

const isClientMessage = TypeCompiler.Compile(ClientMessage);

/** A connection of one account to one stream. */
export class MessageSocket {
  private alive = true;
  private errors = 0;
  private received = 0;

  constructor(
    private readonly ws: WebSocket,
    /** The account that opened the connection. */
    readonly accountId: string,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('pong', () => {
      this.alive = true;
    });
  }

  /** Whether messages can still be sent. */
  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Calls `listener` once the connection has closed, however it closed. */
  onClose(listener: () => void): void {
    if (this.ws.readyState === WebSocket.CLOSED) listener();
    else this.ws.once('close', listener);
  }

  /**
   * Sends a message. Resolves at once while the connection keeps up, and
   * otherwise once the message has been written out (or dropped with the
   * connection): a sender that awaits each send has little in flight, and a
   * live message is not held back a turn of the event loop for nothing.
   */
  send(message: ServerMessage): Promise<void> {
    if (!this.open) return Promise.resolve();
    if (this.ws.bufferedAmount > SOCKET_LIMITS.sendBufferBytes) {
      this.close(CLOSE.tryAgainLater, 'too slow: reconnect and resume');
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.ws.send(JSON.stringify(message), () => resolve());
      if (this.ws.bufferedAmount <= SOCKET_LIMITS.keepUpBytes) resolve();
    });
  }

  /** Closes the connection with a code from CLOSE. */
  /**
   * Closes the socket after a read it needed failed: 1013 (try again later) while the database is away, so that the
   * client reconnects and resumes where it was, and 1011 for anything else.
   */
  closeAfterFailure(err: unknown): void {
    if (isDatabaseUnavailable(err)) this.close(CLOSE.tryAgainLater, 'database unavailable: reconnect and resume');
    else this.close(CLOSE.internal, 'internal error');
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, reason);
  }

  /** One heartbeat: drops a connection that did not answer the last ping, else pings it again. */
  beat(): void {
    if (!this.alive) {
      this.ws.terminate();
      return;
    }
    this.alive = false;
    this.received = 0;
    if (this.open) this.ws.ping();
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.alive = true;
    if (++this.received > SOCKET_LIMITS.clientMessagesPerBeat) {
      this.close(CLOSE.policy, 'too many messages');
      return;
    }
    if (isBinary) return this.refuse('invalid-message', 'Messages are JSON text frames.');
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (bytes.length > SOCKET_LIMITS.clientMessageBytes) return this.refuse('too-large', `Messages are at most ${SOCKET_LIMITS.clientMessageBytes} bytes.`);
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString('utf8'));
    } catch {
      return this.refuse('invalid-message', 'A message must be a JSON object.');
    }
    if (!isClientMessage.Check(value)) {
      const first = isClientMessage.Errors(value).First();
      return this.refuse('invalid-message', first ? `${first.path || '/'}: ${first.message}` : 'Unknown message.');
    }
    switch (value.type) {
      case 'ping':
        void this.send({ type: 'pong', ...(value.id === undefined ? {} : { id: value.id }) });
        break;
      default: {
        const never: never = value.type;
        throw new Error(`unhandled client message ${String(never)}`);
      }
    }
  }

  private refuse(code: 'invalid-message' | 'too-large', message: string): void {
    if (++this.errors > SOCKET_LIMITS.clientErrors) {
      this.close(CLOSE.policy, 'too many invalid messages');
      return;
    }
    void this.send({ type: 'error', code, message });
  }
}
