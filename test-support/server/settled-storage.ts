// Wraps a table storage so a test can wait until the table's saves have settled. With a storage that has
// no `writeNow`, the Table's Autosaver writes asynchronously: at most one write in flight, and during a
// burst the next one only after the host's save gap (autosaver.ts). A test that changes the table and
// then reads the save cannot tell by itself when the write it wants has happened, and the Table offers
// no wait for it (nothing in src exists only for tests, issue 21). This wrapper watches the writes from
// outside: once none is in flight and none started or ended for longer than the save gap, the
// Autosaver has nothing left to write. The gap must run on real time (or be 0): a fake clock that
// nobody advances never lets a paced write start.
import type { TableSave } from '../../src/server/persistence/save-format'
import type { TableStorage } from '../../src/server/persistence/table-storage'

export class SettledStorage implements TableStorage {
  /** The wrapped storage's synchronous write, when it has one: nothing is ever in flight with it. */
  readonly writeNow?: (save: TableSave) => void
  private inFlight = 0
  /** Bumped when a write starts and when it ends, so a quiet spell sees any activity within it. */
  private activity = 0

  constructor(private readonly inner: TableStorage) {
    if (inner.writeNow !== undefined) this.writeNow = (save) => inner.writeNow?.(save)
  }

  async write(save: TableSave): Promise<void> {
    this.inFlight++
    this.activity++
    try {
      await this.inner.write(save)
    } finally {
      this.inFlight--
      this.activity++
    }
  }

  describe(tableId: string): string {
    return this.inner.describe(tableId)
  }

  /**
   * Resolves once no write is in flight and none started or ended during a quiet spell of twice
   * `saveGapMs` (at least 10 ms): a write the Autosaver was pacing would have started within it.
   */
  async settled(saveGapMs: number): Promise<void> {
    const quietMs = Math.max(10, 2 * saveGapMs)
    for (;;) {
      const before = this.activity
      await new Promise((resolve) => setTimeout(resolve, quietMs))
      if (this.inFlight === 0 && this.activity === before) return
    }
  }
}
