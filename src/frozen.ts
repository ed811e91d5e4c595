/**
 * Values many jobs read at once (a report made once for every channel that subscribes to it,
 * and its rendering) are handed to each of them as the same object rather than a copy each.
 * Frozen all the way down, so a caller that tried to change one would throw (the code is
 * strict mode) instead of changing what every other caller reads.
 */
export function deepFrozen<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFrozen((value as Record<string, unknown>)[key]);
  return value;
}

/** What was made from a frozen value, by what it was made for (`key`). */
const madeFrom = new WeakMap<object, Map<string, unknown>>();

/**
 * `make()` once per frozen `value` and `key`, and the same frozen result for every caller
 * after: on Monday at 09:00 every channel subscribed to one report posts it, and each rendered
 * the same message again (a tenth of a storm's worker time). A value that is not frozen may
 * still change, so it gets `make()` every time. Kept as long as `value` is.
 */
export function madeOnce<T>(value: object, key: string, make: () => T): T {
  if (!Object.isFrozen(value)) return make();
  const made = madeFrom.get(value) ?? new Map<string, unknown>();
  madeFrom.set(value, made);
  if (made.has(key)) return made.get(key) as T;
  const result = deepFrozen(make());
  made.set(key, result);
  return result;
}
