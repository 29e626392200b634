/**
 * A lean HTTP/1.1 client for load generation on loopback: one kept-alive
 * socket per caller, one request in flight on it at a time, requests written
 * as one string and answers parsed no further than their status line, length
 * and body (its JSON only when asked for) — what a load generator such as wrk
 * does, so that the figures measure the server rather than Node's
 * general-purpose HTTP client.
 */
import net from 'node:net';

/** An answer: its status and JSON body, parsed when first read (a load generator mostly needs the status alone). */
export interface JsonAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** An answer: its status and body as it came. */
interface RawAnswer {
  readonly status: number;
  readonly bytes: Buffer;
}

const HEADER_END = Buffer.from('\r\n\r\n');

const json = ({ status, bytes }: RawAnswer): JsonAnswer => ({
  status,
  get body(): unknown {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  },
});

/** One kept-alive connection that sends a request and waits for its whole answer before the next. */
export class HttpConnection {
  private readonly socket: net.Socket;
  private readonly ready: Promise<void>;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve(answer: RawAnswer): void; reject(err: Error): void } | undefined;
  private failure: Error | undefined;

  constructor(private readonly baseUrl: URL) {
    this.socket = net.connect({ host: baseUrl.hostname, port: Number(baseUrl.port), noDelay: true });
    this.ready = new Promise((resolve, reject) => this.socket.once('connect', resolve).once('error', reject));
    this.socket.on('data', (chunk: Buffer) => this.received(chunk));
    this.socket.on('error', (err) => this.fail(err));
    this.socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  /** POSTs `body` (JSON) to `path` with a bearer token; answers the status and the parsed body. */
  async post(path: string, body: unknown, token: string): Promise<JsonAnswer> {
    const payload = JSON.stringify(body);
    return json(await this.send(`POST ${path} HTTP/1.1\r\nhost: ${this.baseUrl.host}\r\nauthorization: Bearer ${token}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`));
  }

  /** GETs `path` with a bearer token; answers the status and the parsed body. */
  async get(path: string, token: string): Promise<JsonAnswer> {
    return json(await this.getBytes(path, token));
  }

  /** GETs `path` with a bearer token; answers the status and the body as it came (a picture, say). */
  getBytes(path: string, token: string): Promise<RawAnswer> {
    return this.send(`GET ${path} HTTP/1.1\r\nhost: ${this.baseUrl.host}\r\nauthorization: Bearer ${token}\r\n\r\n`);
  }

  private async send(request: string): Promise<RawAnswer> {
    await this.ready;
    if (this.failure) throw this.failure;
    if (this.waiting) throw new Error('one request at a time on a connection');
    const answer = new Promise<RawAnswer>((resolve, reject) => (this.waiting = { resolve, reject }));
    this.socket.write(request);
    return answer;
  }

  /** Closes the connection. */
  close(): void {
    this.socket.destroy();
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headerEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.fail(new Error(`an answer without content-length: ${head}`));
    const end = headerEnd + HEADER_END.length + Number(length[1]);
    if (this.buffered.length < end) return;
    const status = Number(head.slice(9, 12));
    const bytes = this.buffered.subarray(headerEnd + HEADER_END.length, end);
    this.buffered = this.buffered.subarray(end);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve({ status, bytes });
  }

  private fail(err: Error): void {
    this.failure ??= err;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(err);
  }
}
