// Where autosaves go. The table only sees this interface, so tests can inject a failing or in-memory one
// (test-support/server/memory-storage.ts).
import type { TableSave } from './save-format'

export interface TableStorage {
  /** Replace the table's save. Rejects on failure and must then leave the previous save intact. */
  write(save: TableSave): Promise<void>
  /**
   * Replace the save synchronously, before the change is sent to anyone (so a crash loses nothing a
   * player saw). Throws on failure, leaving the previous save intact. Optional: without it, saves are
   * written asynchronously by the Autosaver.
   */
  writeNow?(save: TableSave): void
  /** Where the save lives, for messages (a path, or a label for in-memory storage). */
  describe(tableId: string): string
}
