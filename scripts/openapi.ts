/**
 * Writes the published contract:  npm run openapi
 * - openapi/openapi.json from the route schemas of the service's own rulesets,
 *   and openapi/openapi.d.ts (the types a client built with openapi-fetch
 *   uses) from it; test/api/openapi.test.ts fails when either drifts;
 * - openapi/websocket-messages.schema.json from the TypeBox message schemas;
 *   test/realtime/message-document.test.ts fails when it drifts.
 */
import { writeFile } from 'node:fs/promises';
import { loadConfig, PROCESS_KEYS } from '../src/config.js';
import { openDatabase } from '../src/store/database.js';
import { createServices } from '../src/services.js';
import { buildApp } from '../src/http/app.js';
import { systemClock } from '../src/clock.js';
import { OPENAPI_PATH, openApiText } from '../src/http/openapi-document.js';
import { CLIENT_TYPES_PATH, clientTypesText } from './openapi-client.js';
import { MESSAGE_DOCUMENT_PATH, messageDocumentText } from '../src/realtime/message-document.js';

// The routes need services to be built, not a database with data: an in-memory one will do.
const db = await openDatabase({ databaseUrl: undefined, pgliteDataDir: 'memory://' });
try {
  const services = createServices(loadConfig({ LOG_LEVEL: 'silent' }, PROCESS_KEYS), db, systemClock, () => {});
  const app = await buildApp(services, { logger: false });
  await app.ready();
  const text = openApiText(app);
  await app.close();
  await writeFile(OPENAPI_PATH, text);
  await writeFile(CLIENT_TYPES_PATH, await clientTypesText(text));
  await writeFile(MESSAGE_DOCUMENT_PATH, messageDocumentText());
  console.log(`wrote ${OPENAPI_PATH}, ${CLIENT_TYPES_PATH} and ${MESSAGE_DOCUMENT_PATH}`);
} finally {
  await db.close();
}
