// The difference between two saves as a short list of edits, and applying it: what one journal record
// holds. Generic over JSON values, so it needs no knowledge of the save's fields and replays exactly
// whatever the reducer produced (dealt hands, tokens, seeds included: results, not the draws behind them).
// Unchanged parts are skipped by reference first, then compared as JSON values. The engine copies the
// whole match on every move (its states share nothing, engine/properties.test.ts), so a grown log is
// recognised by comparing its old entries (protocol/same-json.ts, which the view deltas share).

import { sameJson, sharedPrefix } from '../../protocol/same-json'

export { sameJson }

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Key = string | number

/** `=`: set the value at the path; `+`: append items to the array at the path; `-`: delete the key. */
export type Edit = ['=', Key[], unknown] | ['+', Key[], unknown[]] | ['-', Key[]]

export function diff(before: unknown, after: unknown): Edit[] {
  const edits: Edit[] = []
  walk(before, after, [], edits)
  return edits
}

/** `path` is one stack, pushed and popped on the way down and copied only into an edit: the walk visits
 *  the whole save on every change, and a new path per node would be most of what it allocates. */
function walk(a: unknown, b: unknown, path: Key[], edits: Edit[]): void {
  if (a === b) return
  if (Array.isArray(a) && Array.isArray(b)) {
    // A log that grew by one entry is written as that entry, not as the whole log.
    if (b.length > a.length && sharedPrefix(a, b) === a.length) {
      edits.push(['+', [...path], b.slice(a.length)])
      return
    }
    if (a.length === b.length) {
      for (let i = 0; i < a.length; i++) walkInto(a[i], b[i], path, i, edits)
      return
    }
  } else if (isRecord(a) && isRecord(b)) {
    for (const key in a) if (!Object.hasOwn(b, key)) edits.push(['-', [...path, key]])
    for (const key in b) {
      const value = b[key]
      if (value === undefined) continue // JSON drops it too
      if (Object.hasOwn(a, key)) walkInto(a[key], value, path, key, edits)
      else edits.push(['=', [...path, key], value])
    }
    return
  } else if (typeof a !== 'object' && Object.is(a, b)) {
    return
  }
  edits.push(['=', [...path], b])
}

function walkInto(a: unknown, b: unknown, path: Key[], key: Key, edits: Edit[]): void {
  if (a === b) return
  path.push(key)
  walk(a, b, path, edits)
  path.pop()
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Applies edits to a JSON document in place (the document is the journal's own parsed copy).
 *  Returns the new root, since an edit of the empty path replaces the whole document. Throws on an edit
 *  that does not fit the document: the record does not belong to it. */
export function applyEdits(doc: unknown, edits: readonly Edit[]): unknown {
  let root = doc
  for (const edit of edits) {
    const path = edit[1]
    if (path.length === 0) {
      if (edit[0] === '=') root = edit[2]
      else if (edit[0] === '+' && Array.isArray(root)) root.push(...(edit[2] as Json[]))
      else throw new Error('the whole document can only be set, or appended to when it is a list')
      continue
    }
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => child(node, key), root)
    const key = path[path.length - 1] as Key
    if (typeof parent !== 'object' || parent === null) throw new Error(`no parent for ${path.join('.')}`)
    const holder = parent as Record<Key, Json>
    // defineProperty: a key named `__proto__` (JSON.parse makes it an own key) must not set a prototype.
    if (edit[0] === '=')
      Object.defineProperty(holder, key, {
        value: edit[2],
        writable: true,
        enumerable: true,
        configurable: true
      })
    else if (edit[0] === '-') delete holder[key]
    else {
      const target = holder[key]
      if (!Array.isArray(target)) throw new Error(`${path.join('.')} is not a list`)
      target.push(...(edit[2] as Json[]))
    }
  }
  return root
}

function child(node: unknown, key: Key): unknown {
  if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key))
    throw new Error(`the path ${String(key)} does not exist`)
  return (node as Record<Key, unknown>)[key]
}
