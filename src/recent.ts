/** Bounded in-memory memories: caches and "seen up to" maps that keep the most recently used entries. */

/** Sets `key` to `value` as the map's newest entry, forgetting the oldest once it holds more than `limit`. */
export function rememberRecent<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
}
