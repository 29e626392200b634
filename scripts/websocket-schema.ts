/**
 * Writes openapi/websocket-messages.schema.json from the TypeBox message
 * schemas:  npx tsx scripts/websocket-schema.ts
 * test/realtime/message-document.test.ts fails when the committed file drifts.
 */
import { writeFile } from 'node:fs/promises';
import { MESSAGE_DOCUMENT_PATH, messageDocumentText } from '../src/realtime/message-document.js';

await writeFile(MESSAGE_DOCUMENT_PATH, messageDocumentText());
console.log(`wrote ${MESSAGE_DOCUMENT_PATH}`);
