/**
 * The AsyncAPI 3.0 document of the two WebSocket streams (GET
 * /asyncapi.json), built from the TypeBox schemas the streams validate and
 * send with (src/realtime/messages.ts) — the same ones
 * openapi/websocket-messages.schema.json publishes — so that the document and
 * the code cannot disagree. The messages' references to the API's shared
 * schemas (`{ "$ref": "LogEntry" }`, by `$id`) point at those schemas kept
 * under components.schemas.
 */
import type { TSchema } from '@sinclair/typebox';
import { ClientMessage, GameStreamMessage, GameStreamQuery, MESSAGE_SCHEMAS, PersonalStreamMessage, REFERENCED_SCHEMAS } from './messages.js';
import { memberNames, plain } from './message-document.js';

/** The `$id`s the messages refer to, and where the document keeps them. */
const REFERENCED = new Map(REFERENCED_SCHEMAS.map((s) => [s.$id!, `#/components/schemas/${s.$id!}`]));

/** A schema as plain JSON Schema, its references by `$id` turned into references within the document (and its `$id`s left out: they would move the base those resolve against). */
function schema(source: TSchema): unknown {
  return JSON.parse(JSON.stringify(plain(source)), (key, value: unknown) => {
    if (key === '$id') return undefined;
    return key === '$ref' && typeof value === 'string' && REFERENCED.has(value) ? REFERENCED.get(value) : value;
  });
}

/** A channel's messages, by name, as references to components.messages. */
function messages(...unions: TSchema[]): Record<string, { $ref: string }> {
  return Object.fromEntries(unions.flatMap(memberNames).map((name) => [name, { $ref: `#/components/messages/${name}` }]));
}

/** An operation: the server sends (the client receives) or the client sends, the messages of a union, on a channel. */
function operation(action: 'send' | 'receive', channel: string, union: TSchema, summary: string) {
  return {
    action,
    summary,
    channel: { $ref: `#/channels/${channel}` },
    messages: memberNames(union).map((name) => ({ $ref: `#/channels/${channel}/messages/${name}` })),
  };
}

/** The AsyncAPI document, for a service reached at `publicUrl` (its streams at the same host, ws: or wss:). */
export function asyncApiDocument(publicUrl: string): Record<string, unknown> {
  const url = new URL(publicUrl);
  const pathname = url.pathname.replace(/\/+$/, '');
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Sortie streams',
      version: '0.1.0',
      description:
        'The WebSocket streams of Sortie: a game’s events as they happen, and your turns and results in all your games. Each frame is a JSON text with a `type` field. The HTTP API is in the OpenAPI document (GET /openapi.json); the protocol (resuming, heartbeats, close codes) in docs/websocket.md (GET /docs/guides/websocket.md). Generated from src/realtime/messages.ts.',
    },
    defaultContentType: 'application/json',
    servers: {
      sortie: {
        host: url.host,
        protocol: url.protocol === 'https:' ? 'wss' : 'ws',
        ...(pathname === '' ? {} : { pathname }),
        description: 'This service (its PUBLIC_URL).',
        security: [{ $ref: '#/components/securitySchemes/bearer' }],
      },
    },
    channels: {
      gameStream: {
        address: '/games/{gameId}/stream',
        title: 'A game’s events',
        description: 'Events after `after`, redacted for the caller (whole once the game is over), then live ones; your-turn with the prompts when the caller’s seat must act; message for each line written since it opened that the caller may read. Spectators may stream public games.',
        parameters: { gameId: { description: 'The game’s id (a UUID).' } },
        messages: messages(GameStreamMessage, ClientMessage),
        bindings: { ws: { method: 'GET', query: plain(GameStreamQuery), bindingVersion: '0.1.0' } },
      },
      personalStream: {
        address: '/me/stream',
        title: 'Your turns and results',
        description: 'your-turn when one of your games comes to wait for you (at connect: every game waiting for you now), game-over with the result when one ends, notice for a reminder, a timeout, a game you may claim or an invitation.',
        messages: messages(PersonalStreamMessage, ClientMessage),
        bindings: { ws: { method: 'GET', bindingVersion: '0.1.0' } },
      },
    },
    operations: {
      receiveGameStream: operation('receive', 'gameStream', GameStreamMessage, 'What the server sends on a game’s stream.'),
      sendOnGameStream: operation('send', 'gameStream', ClientMessage, 'What a client may send on a game’s stream.'),
      receivePersonalStream: operation('receive', 'personalStream', PersonalStreamMessage, 'What the server sends on your stream.'),
      sendOnPersonalStream: operation('send', 'personalStream', ClientMessage, 'What a client may send on your stream.'),
    },
    components: {
      messages: Object.fromEntries(
        Object.entries(MESSAGE_SCHEMAS).map(([name, source]) => [name, { name, title: name, ...(source.description ? { summary: source.description } : {}), payload: { $ref: `#/components/schemas/${name}` } }]),
      ),
      schemas: {
        ...Object.fromEntries(Object.entries(MESSAGE_SCHEMAS).map(([name, source]) => [name, schema(source)])),
        ...Object.fromEntries(REFERENCED_SCHEMAS.map((source) => [source.$id!, schema(source)])),
      },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token, in the Authorization header or, from a browser, as the subprotocols `sortie, bearer.<token>` (docs/websocket.md).',
        },
      },
    },
  };
}
