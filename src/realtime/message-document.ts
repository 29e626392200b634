/**
 * The published JSON Schema of the WebSocket messages
 * (openapi/websocket-messages.schema.json), built from the TypeBox schemas
 * so that the document and the code cannot disagree.
 */
import type { TSchema } from '@sinclair/typebox';
import { ClientMessage, GameStreamMessage, MESSAGE_SCHEMAS, PersonalStreamMessage, REFERENCED_SCHEMAS } from './messages.js';

/** Where the document is committed, relative to the repository root. */
export const MESSAGE_DOCUMENT_PATH = 'openapi/websocket-messages.schema.json';

// A JSON round trip drops TypeBox's symbol-keyed metadata, leaving plain JSON Schema.
export const plain = (schema: TSchema): unknown => JSON.parse(JSON.stringify(schema));

/** A message's name in MESSAGE_SCHEMAS. */
function nameOf(schema: TSchema): string {
  const entry = Object.entries(MESSAGE_SCHEMAS).find(([, s]) => s === schema);
  if (!entry) throw new Error('a stream message is missing from MESSAGE_SCHEMAS');
  return entry[0];
}

/** The names of the messages a stream union (or a single message) admits. */
export function memberNames(stream: TSchema): string[] {
  return ((stream.anyOf as TSchema[] | undefined) ?? [stream]).map(nameOf);
}

/** `oneOf` references to the named messages a stream union (or a single message) admits. */
function refs(stream: TSchema): { oneOf: { $ref: string }[] } {
  return { oneOf: memberNames(stream).map((name) => ({ $ref: `#/$defs/${name}` })) };
}

/** The JSON Schema document of every message, both ways. */
function messageDocument(): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://sortie.invalid/websocket-messages.schema.json',
    title: 'Sortie WebSocket messages',
    description:
      'Messages of GET /games/{id}/stream and GET /me/stream: JSON text frames with a `type` field. See docs/websocket.md. Generated from src/realtime/messages.ts by npm run openapi.',
    $defs: {
      ClientMessage: { description: 'What a client may send on either stream.', ...refs(ClientMessage) },
      GameStreamMessage: { description: 'What the server sends on GET /games/{id}/stream.', ...refs(GameStreamMessage) },
      PersonalStreamMessage: { description: 'What the server sends on GET /me/stream.', ...refs(PersonalStreamMessage) },
      ...Object.fromEntries(Object.entries(MESSAGE_SCHEMAS).map(([name, schema]) => [name, plain(schema)])),
      // Kept with their `$id`, which the messages' `{ "$ref": "<$id>" }` resolve to (relative to this document's `$id`).
      ...Object.fromEntries(REFERENCED_SCHEMAS.map((schema) => [schema.$id!, plain(schema)])),
    },
    anyOf: [{ $ref: '#/$defs/ClientMessage' }, { $ref: '#/$defs/GameStreamMessage' }, { $ref: '#/$defs/PersonalStreamMessage' }],
  };
}

/** The document as committed: two-space JSON with a final newline. */
export function messageDocumentText(): string {
  return `${JSON.stringify(messageDocument(), null, 2)}\n`;
}
