/**
 * Load that goes on through outages, for the tests that take the database or
 * an instance away (test/outage.test.ts, test/ha/): players sending commands
 * under keys of their own and retrying while the service answers 503, and
 * game streams that resume with `after` whenever they are closed.
 */
import { StreamClient } from './stream-client.js';
import type { Player, RaceGame } from '../realtime/fixtures.js';

/** Resolves after ms milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one answer was, as the test judges it. */
export interface Answer {
  readonly status: number;
  /** When the request was sent (ms since the epoch), and how long its answer took. */
  readonly startedAt: number;
  readonly ms: number;
  readonly retryAfter: string | null;
  readonly problem: boolean;
  readonly code?: string;
}

/** Sends a command; a connection closed with no answer is status 0 (with its cause as the code), which the caller retries under the same key. */
export async function post(base: string, url: string, token: string, body: unknown, key: string): Promise<Answer> {
  const started = Date.now();
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${base}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });
    text = await res.text();
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, startedAt: started, ms: Date.now() - started, retryAfter: null, problem: false, code: cause?.code ?? cause?.message ?? String(err) };
  }
  const problem = (res.headers.get('content-type') ?? '').startsWith('application/problem+json');
  return { status: res.status, startedAt: started, ms: Date.now() - started, retryAfter: res.headers.get('retry-after'), problem, code: problem ? (JSON.parse(text) as { code?: string }).code : undefined };
}

/** A game stream that reconnects with `after` whenever it is closed before the game ends, as a client should. */
export class ResumingStream {
  readonly closes: number[] = [];
  /** The events of the connections closed so far. */
  private readonly past: number[] = [];
  private current: StreamClient | undefined;
  private stopped = false;
  private readonly done: Promise<void>;

  constructor(base: string, gameId: string, token: string) {
    this.done = this.loop(base, gameId, token);
  }

  /** The seqs of the events received, over every connection. */
  get seqs(): number[] {
    return [...this.past, ...(this.current?.seqs() ?? [])];
  }

  private async loop(base: string, gameId: string, token: string): Promise<void> {
    // Bounded: an outage of a few seconds takes a few dozen tries at most.
    for (let attempt = 0; attempt < 300 && !this.stopped; attempt++) {
      const client = await StreamClient.open(base, `/games/${gameId}/stream?after=${this.seqs.at(-1) ?? 0}`, token).catch(() => undefined);
      if (!client) {
        await sleep(100);
        continue;
      }
      this.current = client;
      const code = await client.closed;
      this.past.push(...client.seqs());
      this.current = undefined;
      this.closes.push(code);
      if (code === 1000 || this.stopped) return;
      await sleep(100);
    }
  }

  /** Waits until events through `seq` have arrived. */
  async reach(seq: number, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((this.seqs.at(-1) ?? 0) < seq) {
      if (Date.now() > deadline) throw new Error(`no event ${seq} within ${timeoutMs} ms (have up to ${this.seqs.at(-1) ?? 0})`);
      await sleep(50);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.current?.close();
    await this.done;
  }
}

/**
 * A player sending commands to its game through one instance, a note then a
 * roll, each under a key of its own, retried while the database is away; a
 * player not to move is refused (422) and tries again.
 */
export class Player20 {
  readonly answers: Answer[] = [];
  /** The text of each note sent, and whether it was answered 2xx. */
  readonly notes = new Map<string, boolean>();
  readonly rolls = { sent: 0, answered: 0 };
  lastOkAt = 0;
  private stopped = false;
  private readonly done: Promise<void>;

  constructor(
    private readonly base: string,
    private readonly game: RaceGame,
    private readonly player: Player,
    readonly seat: 'a' | 'b',
    private readonly name: string,
  ) {
    this.done = this.loop();
  }

  private async loop(): Promise<void> {
    for (let n = 0; n < 5000 && !this.stopped; n++) {
      const key = `${this.name}-${n}`;
      const command = n % 2 === 0 ? { type: 'note', text: key } : { type: 'roll' };
      if (command.type === 'note') this.notes.set(key, false);
      else this.rolls.sent++;
      // A command is retried under its key for a few seconds at most (a key whose request the outage cut off stays in flight for a minute); then the next.
      const giveUp = Date.now() + 6000;
      while (Date.now() < giveUp) {
        const answer = await post(this.base, `/games/${this.game.id}/commands`, this.player.token, { command }, key);
        this.answers.push(answer);
        if (answer.status === 200) {
          if (command.type === 'note') this.notes.set(key, true);
          else this.rolls.answered++;
          this.lastOkAt = Date.now();
          break;
        }
        if (answer.status !== 503 && answer.status !== 0 && !(answer.status === 409 && answer.code === 'idempotency-key-in-flight')) break;
        await sleep(150);
      }
      await sleep(20);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.done;
  }
}
