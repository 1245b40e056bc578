// The write-ahead journal of one table: `<tableId>.journal` beside the snapshot `<tableId>.json`.
// One line per record, `<crc32 hex> <json>\n`. The first line is the whole save the journal starts from
// (`{"base":save}`), so a journal needs no snapshot to be read; each further line is one change
// (`{"v":version,"e":edits}`, see save-diff.ts), appended synchronously before the change is sent.
//
// Durability policy (why fsync is where it is):
// - each record: one write(2) to the page cache and no fsync. The promise is "nothing a player saw is lost
//   when the host process crashes or is killed", and the kernel keeps written data across that. An fsync
//   per move would cost milliseconds on a laptop disk, on every move, for every player.
// - power loss is covered by an `fdatasync` of the journal at most once a second while records arrive,
//   run in libuv's thread pool (never on the event loop), and by the folds: at each round end and every
//   FOLD_EVERY records the save is written as a snapshot with fsync (file and folder) and the journal
//   starts again from it. So a power cut loses at most about a second of play, never a finished round.
//   (macOS: Node's fsync is fsync(2), which does not flush the drive's cache; F_FULLFSYNC is not exposed.)
// - the final save on close is a fully synced snapshot, after which the journal is removed.
// Reading a journal back (the replay after a crash) is journal-replay.ts.
import {
  close,
  closeSync,
  fdatasync,
  fsyncSync,
  ftruncateSync,
  open,
  openSync,
  renameSync,
  unlinkSync,
  write,
  writeSync
} from 'node:fs'
import { promisify } from 'node:util'
import { crc32 } from 'node:zlib'
import { diff } from './save-diff'
import type { TableSave } from './save-format'

/** A fold (snapshot + new journal) after this many records even without a round end. */
export const FOLD_EVERY = 256
/** While records arrive, the journal is fdatasync'ed at most this often (off the event loop). */
export const SYNC_EVERY_MS = 1000

/** `<dir>/<id>.json` → `<dir>/<id>.journal`; other files (a `.bak`) have no journal. */
export function journalPath(snapshotPath: string): string | null {
  return snapshotPath.endsWith('.json') ? `${snapshotPath.slice(0, -'.json'.length)}.journal` : null
}

export function encodeLine(json: string): string {
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`
}

/** The file calls the writer makes, so tests can fail them as a full disk would. */
export interface JournalIo {
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number
  ftruncateSync(fd: number, length: number): void
}

const NODE_IO: JournalIo = { writeSync, ftruncateSync }
// Raw file descriptors with the callback API (thread pool): a FileHandle would want to close them itself.
const openAsync = promisify(open)
const datasyncAsync = promisify(fdatasync)
const writeAsync = (fd: number, buffer: Buffer, offset: number, length: number): Promise<number> =>
  new Promise((resolve, reject) =>
    write(fd, buffer, offset, length, null, (error, written) => (error ? reject(error) : resolve(written)))
  )

/**
 * Appends records to one table's journal. Not ready until `start` wrote its base; after a failed
 * append it cuts the file back to its last whole record, and when even that fails it stops being ready
 * (the storage then starts a new journal from a fresh snapshot).
 */
export class JournalWriter {
  private fd: number | null = null
  private size = 0
  /** The save the journal ends with. */
  last: TableSave | null = null
  records = 0
  /** Bumped by each start, so a rotation begun before it does not replace the newer journal. */
  private generation = 0
  /** Lines appended while a rotation writes the new journal: they are carried over to it. */
  private carried: string[] | null = null
  private lastSync = 0
  private syncing: number | null = null
  private readonly closeAfterSync = new Set<number>()
  private temps = 0

  constructor(
    readonly path: string,
    private readonly io: JournalIo = NODE_IO
  ) {}

  get ready(): boolean {
    return this.fd !== null && this.last !== null
  }

  /** A new journal holding only `base`, replacing any previous one atomically. */
  start(base: TableSave, baseJson = JSON.stringify(base)): void {
    this.generation++
    this.carried = null
    const temp = this.tempPath()
    const head = Buffer.from(encodeLine(`{"base":${baseJson}}`))
    const fd = openSync(temp, 'a', 0o600)
    try {
      this.writeAll(fd, '', head)
      renameSync(temp, this.path)
    } catch (error) {
      closeSync(fd)
      unlinkQuietly(temp)
      this.drop()
      throw error
    }
    this.swap(fd, head.length)
    this.last = base
    this.records = 0
  }

  /** Appends the change from the journal's last save to `save`. Throws, leaving the file whole. */
  append(save: TableSave): void {
    const last = this.last
    if (this.fd === null || last === null) throw new Error('the journal is not open')
    const line = encodeLine(JSON.stringify({ v: save.version, e: diff(last, save) }))
    const bytes = Buffer.from(line)
    try {
      this.writeAll(this.fd, line, bytes)
    } catch (error) {
      try {
        this.io.ftruncateSync(this.fd, this.size) // a partly written record would poison every later one
      } catch {
        this.drop()
      }
      throw error
    }
    this.size += bytes.length
    this.last = save
    this.records++
    this.carried?.push(line)
    this.syncSoon()
  }

  /**
   * Starts a new journal from the save `baseJson` (already written as a snapshot) without blocking appends: the base is
   * written to a temp file off the event loop, then the records appended meanwhile are copied after it and
   * the temp file replaces the journal, in one synchronous step. Gives up (keeping the old journal) when
   * the journal was restarted or broke meanwhile.
   */
  async rotate(baseJson: string): Promise<void> {
    if (!this.ready) return
    const generation = this.generation
    const temp = this.tempPath()
    this.carried = []
    let fd: number | null = null
    try {
      fd = await openAsync(temp, 'a', 0o600)
      const head = Buffer.from(encodeLine(`{"base":${baseJson}}`))
      let written = 0
      while (written < head.length) written += await writeAsync(fd, head, written, head.length - written)
      await datasyncAsync(fd)
      if (generation !== this.generation || !this.ready || this.carried === null) return
      const carried = this.carried.join('')
      const bytes = Buffer.from(carried)
      if (bytes.length > 0) this.writeAll(fd, carried, bytes)
      renameSync(temp, this.path)
      this.swap(fd, head.length + bytes.length)
      this.records = this.carried.length
      fd = null // handed over
    } finally {
      this.carried = null
      if (fd !== null) {
        closeQuietly(fd)
        unlinkQuietly(temp)
      }
    }
  }

  /** Closes the journal and removes it (its content is in a synced snapshot now). */
  retire(): void {
    this.generation++
    this.drop()
    unlinkQuietly(this.path)
  }

  /** Forgets the open file: the next change starts a new journal. */
  drop(): void {
    if (this.fd !== null) this.closeFd(this.fd)
    this.fd = null
    this.last = null
    this.records = 0
  }

  /** Synchronously makes the journal durable (tests, and callers about to rely on it). */
  syncNow(): void {
    if (this.fd !== null) fsyncSync(this.fd)
  }

  private writeAll(fd: number, text: string, bytes: Buffer = Buffer.from(text)): void {
    let offset = 0
    // write(2) may write less than asked (a full disk, a file-size limit): go on until all is written.
    while (offset < bytes.length) offset += this.io.writeSync(fd, bytes, offset, bytes.length - offset)
  }

  private swap(fd: number, size: number): void {
    if (this.fd !== null) this.closeFd(this.fd)
    this.fd = fd
    this.size = size
  }

  /** At most one fdatasync at a time and one a second, in the thread pool. */
  private syncSoon(): void {
    const fd = this.fd
    const now = Date.now()
    if (fd === null || this.syncing !== null || now - this.lastSync < SYNC_EVERY_MS) return
    this.lastSync = now
    this.syncing = fd
    fdatasync(fd, () => {
      this.syncing = null
      if (this.closeAfterSync.delete(fd)) close(fd, () => undefined)
    })
  }

  /** In the thread pool: the old journal was just renamed over, and closing the last descriptor of an
   *  unlinked file frees its blocks inside close(2), which took milliseconds on the event loop at every
   *  fold. Nothing reads or writes the descriptor after this. */
  private closeFd(fd: number): void {
    if (this.syncing === fd) this.closeAfterSync.add(fd)
    else close(fd, () => undefined)
  }

  private tempPath(): string {
    return `${this.path}.${process.pid}.${this.temps++}.tmp`
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd)
  } catch {
    // already closed
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path)
  } catch {
    // never created, or already gone
  }
}
