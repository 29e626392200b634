/** The published JSON Schema of the WebSocket messages matches the TypeBox schemas it is generated from. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MESSAGE_DOCUMENT_PATH, messageDocumentText } from '../../src/realtime/message-document.js';

describe('websocket message schemas', () => {
  it(`${MESSAGE_DOCUMENT_PATH} is up to date (regenerate with: npm run openapi)`, async () => {
    expect(await readFile(MESSAGE_DOCUMENT_PATH, 'utf8')).toBe(messageDocumentText());
  });
});
