/**
 * The client side of bench/api.bench.ts and bench/bomber.bench.ts, run in
 * worker threads (bench/client-thread.ts) so that the server's event loop is
 * not also the clients': one worker sends commands or plays batches over
 * HTTP, another listens on game streams (a player's browser does not also
 * generate fifty games' worth of load), and each answers what it saw.
 */
import { parentPort } from 'node:worker_threads';
import WebSocket from 'ws';
import { HttpConnection } from './http-client.js';
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

/** A game to play batch by batch, each batch by the seat whose it is, with that seat's token. */
export interface BatchGame {
  readonly gameId: string;
  readonly tokens: Readonly<Record<string, string>>;
  readonly batches: readonly { readonly seat: string; readonly commands: readonly unknown[]; readonly expectedVersion: number; readonly turn: boolean }[];
}

/** What a batches run measured, in ms: each GET of the prompts, each batch, and the batches marked `turn`. */
export interface BatchesResult {
  readonly seconds: number;
  readonly prompts: number[];
  readonly batches: number[];
  readonly turn: number[];
}

/** What a worker is asked to do. */
export type WorkerRequest =
  /**
   * Send `count` commands spread over the movers' games, one connection per
   * game, each waiting for its answer; to `path` with the game's id in place
   * of `{gameId}` (by default the command route).
   */
  | { readonly kind: 'commands'; readonly baseUrl: string; readonly movers: readonly Mover[]; readonly count: number; readonly path?: string }
  /**
   * Play every game at once, one connection per game: for each batch, GET the
   * seat's prompts, then POST the batch, each waiting for its answer; with
   * `periodMs`, each game starts a GET and batch every `periodMs` at most
   * (the games' starts spread over the first period), else at once.
   */
  | { readonly kind: 'batches'; readonly baseUrl: string; readonly games: readonly BatchGame[]; readonly periodMs?: number }
  /** Open the game streams and note when each event arrives, until `stop`. */
  | { readonly kind: 'listen'; readonly baseUrl: string; readonly listeners: readonly Listener[] }
  /** Wait until each game's stream has delivered its event `until[gameId]` (or 10 s have passed), then close them. */
  | { readonly kind: 'stop'; readonly until: Readonly<Record<string, number>> };

/** What a commands run measured. */
export interface CommandsResult {
  readonly rate: number;
  readonly latencies: number[];
  /** CPU time this thread spent on the commands, in ms. */
  readonly cpuMs: number;
}

/** For each event received: its game, its seq, and when (timeOrigin + now, comparable across threads) the message carrying it arrived. */
export type Arrivals = [gameId: string, seq: number, at: number][];

const now = () => performance.timeOrigin + performance.now();

async function commands(baseUrl: string, movers: readonly Mover[], count: number, path = '/games/{gameId}/commands'): Promise<CommandsResult> {
  const connections = movers.map(() => new HttpConnection(new URL(baseUrl)));
  try {
    const cpu = threadCpuMs();
    const { rate, latencies } = await measure(movers.length, count, async (w) => {
      const mover = movers[w]!;
      const answer = await connections[w]!.post(path.replace('{gameId}', mover.gameId), { command: { type: 'note', text: 'bench' } }, mover.token);
      if (answer.status !== 200) throw new Error(`command answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    });
    return { rate, latencies, cpuMs: threadCpuMs() - cpu };
  } finally {
    for (const c of connections) c.close();
  }
}

async function batches(baseUrl: string, games: readonly BatchGame[], periodMs = 0): Promise<BatchesResult> {
  const result: BatchesResult = { seconds: 0, prompts: [], batches: [], turn: [] };
  const connections = games.map(() => new HttpConnection(new URL(baseUrl)));
  const started = performance.now();
  try {
    await Promise.all(
      games.map(async (game, g) => {
        let due = started + (periodMs * g) / games.length;
        for (const b of game.batches) {
          const token = game.tokens[b.seat]!;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          due += periodMs;
          const t0 = performance.now();
          const prompts = await connections[g]!.get(`/games/${game.gameId}/prompts`, token);
          const t1 = performance.now();
          const answer = await connections[g]!.post(`/games/${game.gameId}/commands`, { commands: b.commands, expectedVersion: b.expectedVersion }, token);
          const t2 = performance.now();
          if (prompts.status !== 200 || answer.status !== 200) throw new Error(`game ${game.gameId}: prompts ${prompts.status}, batch ${answer.status}: ${JSON.stringify(answer.body)}`);
          result.prompts.push(t1 - t0);
          result.batches.push(t2 - t1);
          if (b.turn) result.turn.push(t2 - t1);
        }
      }),
    );
    return { ...result, seconds: (performance.now() - started) / 1000 };
  } finally {
    for (const c of connections) c.close();
  }
}

let listening: { sockets: WebSocket[]; arrivals: Arrivals; last: Map<string, number> } | undefined;

async function listen(baseUrl: string, listeners: readonly Listener[]): Promise<void> {
  const arrivals: Arrivals = [];
  const last = new Map<string, number>();
  const sockets = await Promise.all(
    listeners.map(async (l) => {
      const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/games/${l.gameId}/stream?after=${l.after}`, ['sortie', `bearer.${l.token}`]);
      ws.on('message', (data: Buffer) => {
        const at = now();
        const m = JSON.parse(data.toString('utf8')) as { type: string; gameId: string; entries?: { seq: number }[] };
        if (m.type !== 'events') return;
        for (const e of m.entries!) arrivals.push([m.gameId, e.seq, at]);
        last.set(m.gameId, m.entries!.at(-1)!.seq);
      });
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      return ws;
    }),
  );
  listening = { sockets, arrivals, last };
}

async function stop(until: Readonly<Record<string, number>>): Promise<Arrivals> {
  const deadline = Date.now() + 10_000;
  // Stopping at once would drop the slowest deliveries from the figures.
  while (Object.entries(until).some(([gameId, seq]) => (listening?.last.get(gameId) ?? 0) < seq) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  for (const ws of listening?.sockets ?? []) ws.close();
  const arrivals = listening?.arrivals ?? [];
  listening = undefined;
  return arrivals;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'commands':
      return commands(request.baseUrl, request.movers, request.count, request.path);
    case 'batches':
      return batches(request.baseUrl, request.games, request.periodMs);
    case 'listen':
      return listen(request.baseUrl, request.listeners);
    case 'stop':
      return stop(request.until);
    default: {
      const never: never = request;
      throw new Error(`unknown request ${JSON.stringify(never)}`);
    }
  }
}

parentPort!.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (result) => parentPort!.postMessage({ ok: true, result }),
    (err: Error) => parentPort!.postMessage({ ok: false, error: err.stack ?? err.message }),
  );
});
