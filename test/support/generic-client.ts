/**
 * A client that knows no ruleset: it reads the published documents (GET
 * /rulesets: each ruleset's seats, command schema and protocol), learns of
 * its turns from the personal stream (docs/websocket.md), sends each
 * prompt's `suggestion` as it is, plays to the end, and checks the log
 * against the revealed seed (GET /games/{id}/verification). What it sends it
 * holds to the protocol: every command type is one the ruleset lists, a
 * hidden edit only ever travels inside a command the protocol says carries
 * it, and an option that may end the game comes after every other.
 * It uses plain fetch and the WebSocket, nothing of the server's code.
 */
import { StreamClient, type MessageOf } from './stream-client.js';

/** A command as any ruleset has it. */
type Command = { readonly type: string; readonly edits?: readonly Command[] } & Record<string, unknown>;
type Suggestion = { readonly command: Command } | { readonly commands: readonly Command[] };
interface Prompt {
  readonly seat: string;
  readonly kind: string;
  readonly options?: readonly Command[];
  readonly suggested?: number;
  readonly suggestion?: Suggestion;
}
interface Protocol {
  readonly commands: Readonly<Record<string, { readonly title: string; readonly carriedBy?: readonly string[]; readonly endsGame?: boolean }>>;
  readonly promptKinds: Readonly<Record<string, { readonly title: string; readonly secret: boolean; readonly finishers?: readonly string[] }>>;
}

/** What a game played this way came to. */
export interface GenericGame {
  readonly gameId: string;
  readonly outcome: { readonly result: string; readonly summary: string; readonly winners: readonly string[] };
  /** Requests each seat sent (each one suggestion). */
  readonly requests: Readonly<Record<string, number>>;
  /** GET /games/{id}/verification's answer. */
  readonly verification: { readonly ok: boolean } & Record<string, unknown>;
  readonly milliseconds: number;
}

/** A JSON request; throws on an answer that is not 2xx, with its problem. */
async function call<T>(baseUrl: string, method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Holds a suggestion to the ruleset's protocol and the prompt it answers; throws where it breaks either. */
function checkSuggestion(protocol: Protocol, prompt: Prompt, suggestion: Suggestion): void {
  const commands = 'command' in suggestion ? [suggestion.command] : suggestion.commands;
  const where = `${prompt.seat}'s ${prompt.kind} suggestion ${JSON.stringify(suggestion).slice(0, 300)}`;
  const options = prompt.options ?? [];
  const ending = options.findIndex((o) => protocol.commands[o.type]?.endsGame);
  if (ending >= 0 && options.slice(ending).some((o) => !protocol.commands[o.type]?.endsGame)) throw new Error(`${prompt.kind}: an option that ends the game comes before others`);
  for (const c of commands) {
    const known = protocol.commands[c.type];
    if (!known) throw new Error(`${where}: ${c.type} is not a command of the ruleset`);
    if (known.carriedBy) throw new Error(`${where}: the hidden edit ${c.type} is sent by itself`);
    for (const e of c.edits ?? []) if (!protocol.commands[e.type]?.carriedBy?.includes(c.type)) throw new Error(`${where}: ${e.type} may not travel inside ${c.type}`);
  }
}

/** One seat's player: it waits for its turns on the personal stream and answers each with its prompt's suggestion. */
class Player {
  requests = 0;
  private constructor(
    private readonly baseUrl: string,
    readonly token: string,
    private readonly stream: StreamClient,
  ) {}

  static async register(baseUrl: string, name: string): Promise<Player> {
    const { accessToken } = await call<{ accessToken: string }>(baseUrl, 'POST', '/accounts', null, { name, password: 'correct horse battery' });
    return new Player(baseUrl, accessToken, await StreamClient.open(baseUrl, '/me/stream', accessToken));
  }

  /** Plays the seat's turns in a game until it is over; answers the outcome its last message told. */
  async play(gameId: string, seat: string, protocol: Protocol): Promise<GenericGame['outcome']> {
    let seen = -1;
    for (;;) {
      const message = await this.nextTurn(gameId, seen);
      if (message.type === 'game-over') return message.outcome;
      // Its prompts, or (left out when the game had moved on as they were read) the prompts route's.
      let prompts = (message.prompts ?? (await call<{ prompts: Prompt[] }>(this.baseUrl, 'GET', `/games/${gameId}/prompts`, this.token)).prompts) as Prompt[];
      for (;;) {
        const mine = prompts.find((p) => p.seat === seat && p.options);
        if (!mine) break;
        if (!mine.suggestion) throw new Error(`${seat}'s ${mine.kind} prompt carries no suggestion`);
        checkSuggestion(protocol, mine, mine.suggestion);
        const answer = await call<{ version: number; prompts: Prompt[]; outcome: GenericGame['outcome'] | null }>(this.baseUrl, 'POST', `/games/${gameId}/commands`, this.token, mine.suggestion, {
          'idempotency-key': `${gameId}:${seat}:${++this.requests}`,
        });
        seen = answer.version;
        if (answer.outcome) return answer.outcome;
        prompts = answer.prompts;
      }
    }
  }

  /** The game's next your-turn after version `seen`, or its game-over, whichever comes first (within two minutes). */
  private async nextTurn(gameId: string, seen: number) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const over = this.stream.messages.find((m): m is MessageOf<'game-over'> => m.type === 'game-over' && m.gameId === gameId);
      if (over) return over;
      try {
        return await this.stream.next('your-turn', (m) => m.gameId === gameId && m.version > seen, 200);
      } catch (e) {
        if (Date.now() > deadline) throw e;
      }
    }
  }

  close(): Promise<number> {
    return this.stream.close();
  }
}

let accounts = 0;

/**
 * Creates a game of `ruleset` with `options`, a player for each of its seats (the first creates it in its seat,
 * the others take theirs, the first starts it unless one seat starts it by itself), plays it by suggestions alone,
 * and verifies it.
 */
export async function playBySuggestions(baseUrl: string, ruleset: string, options: Record<string, unknown>): Promise<GenericGame> {
  const started = Date.now();
  const { rulesets } = await call<{ rulesets: { id: string; protocol: Protocol }[] }>(baseUrl, 'GET', '/rulesets', null);
  const protocol = rulesets.find((r) => r.id === ruleset)?.protocol;
  if (!protocol) throw new Error(`the service hosts no ${ruleset}`);
  const { seats } = await call<{ seats: { id: string }[] }>(baseUrl, 'POST', `/rulesets/${ruleset}/seats`, null, { options });
  const players = await Promise.all(seats.map(() => Player.register(baseUrl, `generic${process.pid}x${++accounts}`)));
  try {
    const [creator, ...others] = players;
    const { id: gameId } = await call<{ id: string }>(baseUrl, 'POST', '/games', creator!.token, { ruleset, options, seat: seats[0]!.id });
    for (const [i, p] of others.entries()) await call(baseUrl, 'POST', `/games/${gameId}/seats`, p.token, { seat: seats[i + 1]!.id });
    if (others.length > 0) await call(baseUrl, 'POST', `/games/${gameId}/start`, creator!.token);
    const outcomes = await Promise.all(players.map((p, i) => p.play(gameId, seats[i]!.id, protocol)));
    const verification = await call<GenericGame['verification']>(baseUrl, 'GET', `/games/${gameId}/verification`, null);
    return { gameId, outcome: outcomes[0]!, requests: Object.fromEntries(seats.map((s, i) => [s.id, players[i]!.requests])), verification, milliseconds: Date.now() - started };
  } finally {
    await Promise.all(players.map((p) => p.close()));
  }
}
