/** The OpenAPI document as it is committed at openapi/openapi.json (written by `npm run openapi`). */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where the committed OpenAPI document lives. */
export const OPENAPI_PATH = path.resolve(import.meta.dirname, '../../openapi/openapi.json');

/** An app's OpenAPI document as committed: two-space JSON with a final newline. */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}

/**
 * Rewrites TypeBox's draft-07 tuples (`items: [...]`, `additionalItems`) as
 * JSON Schema 2020-12 ones (`prefixItems`, `items: false`), the dialect of
 * OpenAPI 3.1, so that generators read them as tuples. Works on a copy.
 */
export function tuplesAsPrefixItems<T>(document: T): T {
  return JSON.parse(JSON.stringify(document), (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const { items, additionalItems, ...rest } = value as Record<string, unknown>;
    if (!Array.isArray(items)) return value;
    return { ...rest, prefixItems: items, items: additionalItems ?? false };
  }) as T;
}
