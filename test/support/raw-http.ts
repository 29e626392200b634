/** Raw HTTP over a socket, for what no HTTP client sends: half requests, bad bytes, hand-made upgrades. */
import net from 'node:net';

/** What a server sent back, and whether it closed the connection (rather than the wait running out). */
export interface RawAnswer {
  readonly text: string;
  readonly closed: boolean;
}

/** Sends `bytes` (latin1) to the server at `baseUrl` and collects its answer until it closes the connection, or `waitMs` pass. */
export function rawExchange(baseUrl: string, bytes: string, waitMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(Buffer.from(bytes, 'latin1')));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.once('close', () => resolve({ text, closed: true }));
    setTimeout(() => {
      socket.removeAllListeners('close');
      socket.destroy();
      resolve({ text, closed: false });
    }, waitMs).unref();
  });
}

/** The problem document of a raw answer. */
export function rawBody(answer: RawAnswer): unknown {
  return JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4));
}
