/**
 * A WebSocket client of the streams for tests and benchmarks: connects the
 * way a browser would (token in the subprotocol list) or with a header,
 * checks every message against the published schemas, and waits for
 * messages with a generous timeout instead of sleeping.
 */
import WebSocket from 'ws';
import { Value } from '@sinclair/typebox/value';
import { FormatRegistry, Type } from '@sinclair/typebox';
import { GameStreamMessage, PersonalStreamMessage, REFERENCED_SCHEMAS, type ServerMessage } from '../../src/realtime/messages.js';

// TypeBox knows no formats by itself: a value of an unknown format fails the check.
if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v));
/** RFC 3339's date-time, as JSON Schema means it. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)));
const AnyServerMessage = Type.Union([GameStreamMessage, PersonalStreamMessage]);

/** How a client presents its token. */
export type TokenVia = 'header' | 'protocol';

/** A message of a given type. */
export type MessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

/** A connected stream. */
export class StreamClient {
  /** Every message received, in order. */
  readonly messages: ServerMessage[] = [];
  /** Messages that did not match the published schemas (should stay empty). */
  readonly invalid: unknown[] = [];
  /** Resolves with the close code once the connection has closed. */
  readonly closed: Promise<number>;
  private cursor = 0;
  private wake: () => void = () => {};

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as ServerMessage;
      if (!Value.Check(AnyServerMessage, [...REFERENCED_SCHEMAS], message)) this.invalid.push(message);
      this.messages.push(message);
      this.wake();
    });
    this.closed = new Promise((resolve) =>
      ws.once('close', (code) => {
        resolve(code);
        this.wake();
      }),
    );
  }

  /** Opens a stream at `path` (with its query) on a base URL. */
  static open(baseUrl: string, path: string, token: string, via: TokenVia = 'protocol'): Promise<StreamClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}${path}`;
    const ws = via === 'protocol' ? new WebSocket(url, ['sortie', `bearer.${token}`]) : new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    return new Promise((resolve, reject) => {
      const client = new StreamClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => reject(new RefusedError(res.statusCode ?? 0, res.headers['content-type'] ?? '')));
      ws.once('error', reject);
    });
  }

  /** The next message (after those already taken) that is of `type` and satisfies `match`; waits up to `timeoutMs`. */
  async next<T extends ServerMessage['type']>(type: T, match: (m: MessageOf<T>) => boolean = () => true, timeoutMs = 15_000): Promise<MessageOf<T>> {
    let found: MessageOf<T> | undefined;
    await this.until(`a ${type} message`, timeoutMs, () => {
      for (; this.cursor < this.messages.length && !found; this.cursor++) {
        const m = this.messages[this.cursor]!;
        if (m.type === type && match(m as MessageOf<T>)) found = m as MessageOf<T>;
      }
      return found !== undefined;
    });
    return found!;
  }

  /** Waits until events through `seq` have arrived. */
  async reach(seq: number, timeoutMs = 15_000): Promise<void> {
    await this.until(`event ${seq}`, timeoutMs, () => (this.seqs().at(-1) ?? 0) >= seq);
  }

  private async until(what: string, timeoutMs: number, done: () => boolean): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error(`closed while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; last messages: ${JSON.stringify(this.messages.slice(-3))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** The seqs of events received, in order, across all events messages. */
  seqs(): number[] {
    return this.messages.flatMap((m) => (m.type === 'events' ? m.entries.map((e) => e.seq) : []));
  }

  /** Sends raw text. */
  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  /** Closes the connection and waits until it is closed. */
  async close(): Promise<number> {
    this.ws.close();
    return this.closed;
  }
}

/** An upgrade the server refused with an HTTP response. */
export class RefusedError extends Error {
  constructor(
    readonly status: number,
    readonly contentType: string,
  ) {
    super(`refused with ${status}`);
  }
}
