// Equality of JSON values, shared by the journal (server/persistence/save-diff.ts) and the view deltas
// (./view-delta.ts): both skip what did not change between two copies the engine made. For small plain
// objects it is several times cheaper than node:util's isDeepStrictEqual (no prototypes, symbols or
// cycles to consider), and it runs in the browser too.

/** Equal as JSON values (plain objects, arrays, primitives; keys in any order; undefined keys ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false
    return true
  }
  if (Array.isArray(b)) return false
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  // for…in and counters rather than Object.keys: the host compares every change's views, and arrays
  // made per compared object would be most of what a change allocates (garbage collection is latency).
  let defined = 0
  for (const key in x) {
    const value = x[key]
    if (value === undefined) continue
    defined++
    if (!Object.hasOwn(y, key) || !sameJson(value, y[key])) return false
  }
  for (const key in y) if (y[key] !== undefined) defined--
  return defined === 0
}

/** How many leading items two lists share (as JSON values): a log that grew keeps all of its old ones. */
export function sharedPrefix(a: readonly unknown[], b: readonly unknown[]): number {
  const most = Math.min(a.length, b.length)
  let i = 0
  while (i < most && sameJson(a[i], b[i])) i++
  return i
}
