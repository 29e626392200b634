/** Canonical JSON and hashing, so that equal data always hashes equal. */
import { hash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth; `undefined` members are
 * dropped as JSON.stringify does. (Each sorted copy is a JavaScript object,
 * so integer keys come first in numeric order: stored hashes depend on it.)
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

/** SHA-256 of a string, in hex. */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** The hash of a game state: SHA-256 of its canonical JSON. */
export function stateHash(state: unknown): string {
  return sha256Hex(canonicalJson(state));
}
