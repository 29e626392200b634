/** Canonical JSON and hashing, so that equal data always hashes equal. */
import { hash } from 'node:crypto';

/**
 * JSON with object keys in canonical order at every depth: exactly what
 * JSON.stringify writes of a copy of each object with its keys inserted in
 * sorted order — which JavaScript keeps for every key but integer indices,
 * written first in numeric order (toJSON honoured, `undefined`, functions and
 * symbols dropped from objects and null in arrays, non-finite numbers null).
 * Written in one pass without the copies; stored hashes depend on this order.
 */
export function canonicalJson(value: unknown): string {
  return write(value) as string;
}

function write(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return JSON.stringify(value); // throws, as JSON.stringify does
    case 'object': {
      if (value === null) return 'null';
      const json = (value as { toJSON?: unknown }).toJSON;
      if (typeof json === 'function') return write((json as () => unknown).call(value));
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + (write(value[i]) ?? 'null');
        return out + ']';
      }
      let out = '{';
      for (const key of canonicalKeys(value)) {
        const member = write((value as Record<string, unknown>)[key]);
        if (member !== undefined) out += (out.length === 1 ? '' : ',') + JSON.stringify(key) + ':' + member;
      }
      return out + '}';
    }
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
  }
}

/** An object's keys: integer indices first in numeric order (Object.keys lists them so), then the rest sorted. */
function canonicalKeys(value: object): string[] {
  const keys = Object.keys(value);
  let indices = 0;
  while (indices < keys.length && isIndex(keys[indices]!)) indices++;
  return indices === 0 ? keys.sort() : [...keys.slice(0, indices), ...keys.slice(indices).sort()];
}

/** Whether a key is an integer index, which JavaScript orders before other keys. */
function isIndex(key: string): boolean {
  const first = key.charCodeAt(0);
  if (first < 48 || first > 57) return false;
  const n = Number(key);
  return n < 2 ** 32 - 1 && String(n) === key;
}

/** SHA-256 of a string, in hex. */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** The hash of a game state: SHA-256 of its canonical JSON. */
export function stateHash(state: unknown): string {
  return sha256Hex(canonicalJson(state));
}
