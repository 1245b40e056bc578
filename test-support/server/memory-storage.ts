// Table storage that keeps each table's last save in memory, for tests that need no files.
import type { TableSave } from '../../src/server/persistence/save-format'
import type { TableStorage } from '../../src/server/persistence/table-storage'

export class MemoryStorage implements TableStorage {
  readonly saves = new Map<string, string>()
  async write(save: TableSave): Promise<void> {
    this.writeNow(save)
  }
  writeNow(save: TableSave): void {
    this.saves.set(save.tableId, JSON.stringify(save))
  }
  describe(tableId: string): string {
    return `memory:${tableId}`
  }
  last(tableId: string): TableSave | undefined {
    const text = this.saves.get(tableId)
    return text === undefined ? undefined : (JSON.parse(text) as TableSave)
  }
}
