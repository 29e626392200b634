/**
 * The stream messages the client reads, as openapi/websocket-messages.schema.json
 * publishes them (test/api/web-client.test.ts holds these lists to the schema).
 */
import type { components } from '../../openapi/openapi.js';

export type LogEntry = components['schemas']['LogEntry'];
export type Outcome = components['schemas']['Outcome'];

/** A command: its type and its fields, as the ruleset's command schema has them. */
export type Command = Record<string, unknown> & { type: string };

/** A prompt as the streams and the prompts route carry it. */
export interface StreamPrompt {
  readonly seat: string;
  readonly kind: string;
  readonly text: string;
  readonly options?: readonly Record<string, unknown>[];
  readonly suggested?: number;
  /** The step done the suggested way: a request body to send as it is. */
  readonly suggestion?: { command: Command } | { commands: Command[] };
  /** One sentence per option, parallel to options. */
  readonly labels?: readonly string[];
  /** Options to confirm before sending, and why. */
  readonly cautions?: readonly { readonly option: number; readonly text: string }[];
  /** Why a command a player would expect is not offered. */
  readonly notes?: readonly string[];
}

export type GameHello = { type: 'hello'; stream: 'game'; gameId: string; seat: string | null; version: number; heartbeatSeconds: number };
export type PersonalHello = { type: 'hello'; stream: 'personal'; accountId: string; heartbeatSeconds: number };
export type Events = { type: 'events'; gameId: string; entries: LogEntry[] };
/** How far a seat may take back its latest commands (POST /games/{id}/takeback). */
export type TakeBack = components['schemas']['TakeBack'];
export type YourTurn = { type: 'your-turn'; gameId: string; name?: string | null; seat: string; version: number; prompts?: StreamPrompt[]; takeBack?: TakeBack; deadline?: string };
export type GameOver = { type: 'game-over'; gameId: string; name?: string | null; version: number; outcome: Outcome };
export type Notice = { type: 'notice'; kind: string; gameId: string; name?: string | null; from?: string; inviteCode?: string; deadline?: string; against?: string; seat?: string };
/** That a game not started changed (opened, a seat taken or freed): the lobby reads its lists again. */
export type LobbyChange = { type: 'lobby'; gameId: string };
export type Pong = { type: 'pong'; id?: string };
/** A line written in the game, as GET /games/{gameId}/messages lists it. */
export type GameMessage = { id: string; room: 'players' | 'spectators'; seat: string | null; to: string | null; author: string; text: string; at: string };
export type MessageFrame = { type: 'message'; gameId: string; message: GameMessage };
export type StreamError = { type: 'error'; code: string; message: string };

/** What GET /games/{id}/stream sends. */
export type GameStreamMessage = GameHello | Events | YourTurn | GameOver | MessageFrame | Pong | StreamError;
/** What GET /me/stream sends. */
export type PersonalStreamMessage = PersonalHello | YourTurn | GameOver | Notice | LobbyChange | Pong | StreamError;

/** Every message type of each stream: what test/api/web-client.test.ts compares with the schema. */
export const GAME_STREAM_TYPES = ['hello', 'events', 'your-turn', 'game-over', 'message', 'pong', 'error'] as const;
export const PERSONAL_STREAM_TYPES = ['hello', 'your-turn', 'game-over', 'notice', 'lobby', 'pong', 'error'] as const;
