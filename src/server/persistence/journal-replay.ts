// Reading a table's journal (journal.ts writes it): its text → the save it ends with, replaying the
// longest valid prefix of its records, and the highest version any of its lines may carry (a torn last
// one too). Pure.
import { crc32 } from 'node:zlib'
import { applyEdits } from './save-diff'
import type { Edit } from './save-diff'

/** A line's JSON when its checksum holds, else null (a torn or damaged record). */
function decodeLine(line: string): unknown {
  const json = line.slice(9)
  if (line[8] !== ' ' || line.slice(0, 8) !== crc32(json).toString(16).padStart(8, '0')) return null
  try {
    return JSON.parse(json)
  } catch {
    return null
  }
}

/** A change record `{v, e}` when the line's checksum holds and it has that shape, else null. */
function decodeRecord(line: string): { v: number; e: Edit[] } | null {
  const record = decodeLine(line) as { v?: unknown; e?: unknown } | null
  if (record === null || !Number.isSafeInteger(record.v) || !Array.isArray(record.e)) return null
  return record as { v: number; e: Edit[] }
}

/** The version a damaged line still seems to name (only ever used to count versions upwards). */
function looseNumber(line: string, key: string): number {
  const found = new RegExp(`"${key}":(\\d+)`).exec(line)
  return found ? Number(found[1]) : -1
}

export interface ReplayOptions {
  /** The snapshot beside the journal: it stands in for a damaged first record when it is that same save. */
  snapshot?: string
  /** Why a replayed document is not a save that can be continued, or null when it is. */
  check?: (doc: unknown) => string | null
}

export interface ReplayedJournal {
  /** The document after the longest valid prefix of records, or null when not even the base is usable. */
  doc: unknown
  /** The version `doc` is at (-1 without a doc). */
  version: number
  /**
   * The high-water mark: the highest version any whole line may carry, damaged ones included (each record
   * is one version above the one before it; a damaged line counts as one more, or as the version it
   * still seems to name if that is higher). Every version a client could have seen is at most this.
   */
  highestVersion: number
  /**
   * The last record was cut short. A write a crash interrupted was never sent, but one the page cache
   * held whole when the power went may have been: its version counts in `highestVersion`, as lost.
   */
  torn: boolean
  /** The first record was damaged, and the snapshot beside the journal proved to be the same save. */
  baseRepaired: boolean
  /** Why replay stopped before the last whole record (those after were not applied), or null. */
  damage: string | null
  /** Why the journal gives no save at all (its first record, the save it starts from, is unusable). */
  problem: string | null
}

/**
 * Journal text → the save it ends with. Replays the longest valid prefix: a record applies all or nothing
 * (a record with a failing edit leaves the document as it was), must bring the document to its own
 * version, and with `check` the result must be a save. Whatever comes after is named in `damage`.
 */
export function replayJournal(text: string, options: ReplayOptions = {}): ReplayedJournal {
  const lines = text.split('\n')
  const tail = lines.pop() ?? ''
  const head = lines[0] ?? ''
  const base = journalBase(head, options.snapshot)
  const baseVersion = versionOf(base.doc())
  /** The document after the first `n` records (parsed afresh: edits share objects with the document). */
  const rebuild = (n: number): unknown => {
    let doc = base.doc()
    for (let i = 1; i <= n; i++) doc = applyEdits(doc, (decodeRecord(lines[i] as string) as { e: Edit[] }).e)
    return doc
  }
  const replayed = replayRecords(lines, base.doc(), rebuild)
  const { doc, version, problem, damage } = options.check
    ? backOffToSave(replayed, rebuild, options.check, lines.length)
    : { ...replayed, problem: replayed.doc === null ? FIRST_RECORD_DAMAGED : null }
  return {
    doc,
    version: doc === null ? -1 : version,
    highestVersion: highWaterMark(
      [...lines, ...(tail === '' ? [] : [tail])],
      baseVersion,
      head,
      doc === null ? -1 : version
    ),
    torn: tail !== '',
    baseRepaired: base.repaired,
    damage: doc === null ? null : damage,
    problem
  }
}

const FIRST_RECORD_DAMAGED = 'its first record (the save it starts from) is damaged'

const versionOf = (doc: unknown): unknown => (doc as { version?: unknown } | null)?.version

/**
 * The save a journal starts from: its first line, or the snapshot when the damaged first line is
 * provably that same snapshot (its JSON is the snapshot's text, or its checksum is the snapshot's).
 */
function journalBase(head: string, snapshot: string | undefined): { doc: () => unknown; repaired: boolean } {
  let baseText: string | null = null
  let repaired = false
  const first = decodeLine(head) as { base?: { version?: unknown } } | null
  if (first !== null && typeof first.base?.version === 'number') baseText = head.slice(9)
  else if (snapshot !== undefined && head !== '') {
    const json = `{"base":${snapshot}}`
    if (head.slice(9) === json || head.slice(0, 8) === crc32(json).toString(16).padStart(8, '0')) {
      baseText = json
      repaired = true
    }
  }
  const doc = (): unknown => {
    try {
      return baseText === null ? null : ((JSON.parse(baseText) as { base?: unknown }).base ?? null)
    } catch {
      return null // a snapshot that matched a damaged first record but is not JSON itself
    }
  }
  return { doc, repaired }
}

interface Replayed {
  doc: unknown
  version: number
  /** Records applied (the base is line 0). */
  applied: number
  damage: string | null
}

const recordName = (i: number, lineCount: number) => `record ${i + 1} of ${lineCount}`

/** Applies the records after the base, each all or nothing, up to the first that is damaged or does not fit. */
function replayRecords(lines: string[], base: unknown, rebuild: (n: number) => unknown): Replayed {
  let doc = base
  const baseVersion = versionOf(doc)
  let version = typeof baseVersion === 'number' ? baseVersion : -1
  let applied = 0
  const where = (i: number) => recordName(i, lines.length)
  for (let i = 1; doc !== null && i < lines.length; i++) {
    const record = decodeRecord(lines[i] as string)
    if (record === null) return { doc, version, applied, damage: `${where(i)} is damaged` }
    if (record.v <= version)
      return { doc, version, applied, damage: `${where(i)} goes back to version ${record.v}` }
    try {
      doc = applyEdits(doc, record.e)
    } catch (e) {
      const damage = `${where(i)} does not apply (${(e as Error).message})`
      return { doc: rebuild(applied), version, applied, damage }
    }
    if (versionOf(doc) !== record.v) {
      const damage = `${where(i)} does not bring the save to its version ${record.v}`
      return { doc: rebuild(applied), version, applied, damage }
    }
    applied = i
    version = record.v
  }
  return { doc, version, applied, damage: null }
}

/** The result must be a save: else the longest prefix that gives one (none when even the base does not). */
function backOffToSave(
  replayed: Replayed,
  rebuild: (n: number) => unknown,
  check: (doc: unknown) => string | null,
  lineCount: number
): Replayed & { problem: string | null } {
  let { doc, version, applied, damage } = replayed
  if (doc === null) return { ...replayed, problem: FIRST_RECORD_DAMAGED }
  let invalid = check(doc)
  while (invalid !== null) {
    if (applied === 0) {
      const problem = `its first record (the save it starts from) is not a save that can be continued (${invalid})`
      return { doc: null, version: -1, applied, damage, problem }
    }
    damage = `${recordName(applied, lineCount)} gives a save that cannot be continued (${invalid})`
    applied--
    doc = rebuild(applied)
    version = versionOf(doc) as number
    invalid = check(doc)
  }
  return { doc, version, applied, damage, problem: null }
}

/** The high-water mark over every line, readable or not, a torn last one included (damaged ones count as
 *  one version each). */
function highWaterMark(lines: string[], baseVersion: unknown, head: string, version: number): number {
  let running = typeof baseVersion === 'number' ? baseVersion : looseNumber(head, 'version')
  let highest = Math.max(running, version)
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string
    const v = decodeRecord(line)?.v ?? looseNumber(line, 'v')
    running = Math.max(running + 1, v)
    highest = Math.max(highest, running)
  }
  return highest
}
