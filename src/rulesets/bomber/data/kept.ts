/**
 * Functions of Bomber's fixed data (the map, the plane list, a scenario, a
 * date, a side), worked out once per argument list and kept: the set-up rules
 * ask the same questions for every option they list. Arguments are told apart
 * by identity, objects weakly (a test's own map or scenario goes with it);
 * what is kept is shared by every caller, so it must be treated as read-only.
 */

interface Node {
  readonly objects: WeakMap<object, Node>;
  readonly values: Map<unknown, Node>;
  done: boolean;
  result: unknown;
}

const node = (): Node => ({ objects: new WeakMap(), values: new Map(), done: false, result: undefined });

/** `f`, its result for each list of arguments worked out the first time and kept. */
export function kept<A extends readonly unknown[], R>(f: (...args: A) => R): (...args: A) => R {
  const root = node();
  return (...args: A): R => {
    let at = root;
    for (const arg of args) {
      const isObject = (typeof arg === 'object' && arg !== null) || typeof arg === 'function';
      let next = isObject ? at.objects.get(arg) : at.values.get(arg);
      if (next === undefined) {
        next = node();
        if (isObject) at.objects.set(arg, next);
        else at.values.set(arg, next);
      }
      at = next;
    }
    if (!at.done) {
      at.result = f(...args);
      at.done = true;
    }
    return at.result as R;
  };
}
