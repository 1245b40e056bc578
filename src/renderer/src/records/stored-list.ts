// A short list kept in this app's storage (the browser's, or the desktop window's), newest first: the
// kept match records and the kept analyses both live in one. Read back as untrusted input (an entry that
// is not of the list's shape is dropped) and written best effort: a full or blocked storage only means the
// entry is not remembered, never that the page loses what it shows.

export type Store = Pick<Storage, 'getItem' | 'setItem'>

export interface StoredList<T> {
  /** The entries of the list's shape, newest first (none when the stored text is not a list). */
  read(): T[]
  /** Puts `entry` first, without the older entries it `replaces`, and drops the oldest past the limit. */
  prepend(entry: T, replaces: (older: T) => boolean): void
}

export function storedList<T>(
  store: Store,
  key: string,
  max: number,
  isEntry: (value: unknown) => value is T
): StoredList<T> {
  const read = (): T[] => {
    try {
      const value: unknown = JSON.parse(store.getItem(key) ?? '[]')
      return Array.isArray(value) ? value.filter(isEntry) : []
    } catch {
      return []
    }
  }
  return {
    read,
    prepend(entry, replaces) {
      const kept = [entry, ...read().filter((older) => !replaces(older))].slice(0, max)
      try {
        store.setItem(key, JSON.stringify(kept))
      } catch {
        // full or blocked: what the page shows stays until it closes
      }
    }
  }
}
