/**
 * Canonical JSON as its definition says it — JSON.stringify with every
 * object's keys inserted in sorted order — written independently of
 * src/kernel/canonical.ts, as an outside auditor would, to check the log's hashes with.
 */
export function referenceCanonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}
