/**
 * A function of one object that is never changed (a state, a side's state,
 * a list of Plane units), its result kept for the few objects it was last
 * asked of. The rules ask the same question of the state an event left
 * again and again, and then never of it again: a WeakMap would hold an entry
 * for each such object, and its entries cost every garbage collection while
 * their keys live (each event makes new ones). What is kept is shared by
 * every caller, so it must be treated as read-only.
 */
export function latest<K extends object, R>(f: (key: K) => R, size = 4): (key: K) => R {
  const keys: K[] = [];
  const results: R[] = [];
  return (key) => {
    const i = keys.indexOf(key);
    if (i >= 0) return results[i]!;
    const result = f(key);
    keys.unshift(key);
    results.unshift(result);
    if (keys.length > size) {
      keys.pop();
      results.pop();
    }
    return result;
  };
}
