/** A lean HTTP/1.1 JSON client over keep-alive connections, for load generation on loopback. */
import http from 'node:http';

/** An answer: its status and parsed JSON body. */
export interface JsonAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** Posts JSON over a pool of at most `connections` kept-alive sockets. */
export class JsonClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(baseUrl: string, connections: number) {
    this.url = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  /** POSTs `body` to `path` with a bearer token. */
  post(path: string, body: unknown, token: string): Promise<JsonAnswer> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          path,
          method: 'POST',
          agent: this.agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Closes the kept-alive sockets. */
  close(): void {
    this.agent.destroy();
  }
}
