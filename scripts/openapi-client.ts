/** TypeScript types of the API for openapi-fetch, generated from the OpenAPI document by openapi-typescript. */
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated client types are committed. */
export const CLIENT_TYPES_PATH = path.resolve(import.meta.dirname, '../openapi/openapi.d.ts');

/** The client types for an OpenAPI document's text. */
export async function clientTypesText(openApiText: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(openApiText) as Parameters<typeof openapiTS>[0]);
  return `/** Generated from openapi/openapi.json by openapi-typescript (npm run openapi). Do not edit. */\n${astToString(ast)}`;
}
