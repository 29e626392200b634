/**
 * Reading Bomber's JSON data files and checking them against their TypeBox
 * schemas. Bad data is a bug in the data, so it throws — with the file and
 * the field named, because "invalid data" alone sends a person hunting.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** A data file that does not parse or does not fit its schema. */
export class BomberDataError extends Error {
  override readonly name = 'BomberDataError';
}

const MAX_REPORTED = 5;

// "/hexes/12/terrain" → "hexes[12].terrain"
function fieldName(pointer: string): string {
  const parts = pointer.split('/').slice(1);
  if (parts.length === 0) return '(top level)';
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc === '' ? p : `${acc}.${p}`), '');
}

/** Parse `text` (the contents of `file`) and check it against `schema`. */
export function parseDataFile<T extends TSchema>(file: string, text: string, schema: T): Static<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new BomberDataError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  const problems = [...Value.Errors(schema, value)].slice(0, MAX_REPORTED);
  if (problems.length > 0) {
    const lines = problems.map((p) => `${file}: ${fieldName(p.path)}: ${p.message}`);
    throw new BomberDataError(lines.join('\n'));
  }
  return value;
}

/** The absolute path of a file in this data folder. */
export function dataPath(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}

/** Read and check a data file given relative to this folder. */
export function loadDataFile<T extends TSchema>(relative: string, schema: T): Static<T> {
  return parseDataFile(relative, readFileSync(dataPath(relative), 'utf8'), schema);
}
