// Writes the table after every change. With a storage that can write synchronously (`writeNow`, the
// file storage) each change is on disk before it is sent (`saveNow`), so a crash loses nothing a player
// saw. Otherwise (and for the final, fsynced save on close) it never queues more than one write: while a
// write is in flight, further changes only mark the table dirty, and the next write takes the newest snapshot, at
// least `minGapMs` after the previous one ended. A change after a quiet spell is written at once; a
// burst of changes (bots at full speed, a benchmark) costs one write per gap instead of one per change.
// A failed write keeps the last good file (atomic replace) and is reported once until a write succeeds.
import type { TableSave } from './save-format'
import type { TableStorage } from './table-storage'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

/** Writes work again, or they fail: the code is the system's (ENOSPC, EACCES…) where it gave one. */
export type SaveStatus = Result<null, Refusal>

export interface SavePacing {
  minGapMs: number
  /** Resolves after `ms` (the table's clock, so tests control it). */
  sleep: (ms: number) => Promise<void>
}

const NO_PACING: SavePacing = { minGapMs: 0, sleep: async () => undefined }

export class Autosaver {
  private writing: Promise<void> | null = null
  private dirty = false
  private failing = false

  constructor(
    private readonly storage: TableStorage,
    private readonly snapshot: () => TableSave,
    /** Called when writes start failing and when they recover. */
    private readonly report: (status: SaveStatus) => void,
    private readonly pacing: SavePacing = NO_PACING
  ) {}

  /**
   * Writes the table now, synchronously, when the storage can (every change goes to disk before anyone
   * sees it, so a crash loses nothing); otherwise falls back to `request`.
   */
  saveNow(): void {
    if (this.storage.writeNow === undefined || this.writing !== null) {
      this.request()
      return
    }
    try {
      this.storage.writeNow(this.snapshot())
      this.succeeded()
    } catch (error) {
      this.failed(error)
    }
  }

  request(): void {
    this.dirty = true
    this.writing ??= this.drain()
  }

  /** Resolves once every change requested so far is written (or has failed). */
  async flush(): Promise<void> {
    while (this.writing !== null) await this.writing
  }

  private async drain(): Promise<void> {
    let first = true
    while (this.dirty) {
      if (!first && this.pacing.minGapMs > 0) await this.pacing.sleep(this.pacing.minGapMs)
      first = false
      this.dirty = false
      try {
        await this.storage.write(this.snapshot())
        this.succeeded()
      } catch (error) {
        this.failed(error)
      }
    }
    this.writing = null
  }

  /** Reported once when writes recover, not per write. */
  private succeeded(): void {
    if (!this.failing) return
    this.failing = false
    this.report(ok(null))
  }

  /** Reported once when writes start failing, not per write. */
  private failed(error: unknown): void {
    if (this.failing) return
    this.failing = true
    const code = (error as NodeJS.ErrnoException | null)?.code ?? 'write-failed'
    this.report(refuse(code, error instanceof Error ? error.message : String(error)))
  }
}
