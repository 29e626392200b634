/**
 * The load generator of bench/api.bench.ts, in a worker thread of its own so
 * that the server's event loop is not also the client's: it sends commands
 * over HTTP and listens on game streams, and answers what it measured.
 */
import { parentPort } from 'node:worker_threads';
import WebSocket from 'ws';
import { JsonClient } from './http-client.js';
import { measure } from './stats.js';
import { threadCpuMs } from './cpu.js';

/** A game to send commands to, as the player whose turn it is. */
export interface Mover {
  readonly gameId: string;
  readonly token: string;
}

/** A game stream to open, as another player, from `after`. */
export interface Listener {
  readonly gameId: string;
  readonly token: string;
  readonly after: number;
}

/** One run: `count` commands spread over the movers' games, one worker per game. */
export interface RunRequest {
  readonly baseUrl: string;
  readonly movers: readonly Mover[];
  readonly count: number;
  readonly listeners: readonly Listener[];
}

/** What a run measured. Times are absolute (timeOrigin + now), comparable with the server thread's. */
export interface RunResult {
  readonly rate: number;
  readonly latencies: number[];
  /** CPU time this (load generator) thread spent on the commands, in ms. */
  readonly cpuMs: number;
  /** For each event received: its game, its seq, and when the message carrying it arrived. */
  readonly arrivals: [gameId: string, seq: number, at: number][];
}

const now = () => performance.timeOrigin + performance.now();

async function openListeners(baseUrl: string, listeners: readonly Listener[], arrivals: RunResult['arrivals']): Promise<WebSocket[]> {
  return Promise.all(
    listeners.map(async (l) => {
      const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/games/${l.gameId}/stream?after=${l.after}`, ['sortie', `bearer.${l.token}`]);
      ws.on('message', (data: Buffer) => {
        const at = now();
        const m = JSON.parse(data.toString('utf8')) as { type: string; gameId: string; entries?: { seq: number }[] };
        if (m.type === 'events') for (const e of m.entries!) arrivals.push([m.gameId, e.seq, at]);
      });
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      return ws;
    }),
  );
}

async function run(request: RunRequest): Promise<RunResult> {
  const arrivals: RunResult['arrivals'] = [];
  const sockets = await openListeners(request.baseUrl, request.listeners, arrivals);
  const http = new JsonClient(request.baseUrl, request.movers.length);
  try {
    const cpu = threadCpuMs();
    const { rate, latencies } = await measure(request.movers.length, request.count, async (w) => {
      const mover = request.movers[w]!;
      const answer = await http.post(`/games/${mover.gameId}/commands`, { command: { type: 'note', text: 'bench' } }, mover.token);
      if (answer.status !== 200) throw new Error(`command answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    });
    return { rate, latencies, cpuMs: threadCpuMs() - cpu, arrivals };
  } finally {
    http.close();
    for (const ws of sockets) ws.close();
  }
}

parentPort!.on('message', (request: RunRequest) => {
  run(request).then(
    (result) => parentPort!.postMessage({ ok: true, result }),
    (err: Error) => parentPort!.postMessage({ ok: false, error: err.stack ?? err.message }),
  );
});
