// The way saves were written before the journal: every change rewrites the table's whole snapshot
// (without fsync, before it is sent). `bench:net` runs it beside the journal (BENCH_SAVE_MODE=snapshot) to
// show what the journal saves; the app itself only writes journals (src/server/persistence/file-storage.ts).
import { mkdirSync } from 'node:fs'
import { writeFileAtomic, writeFileAtomicSync } from '../src/server/persistence/atomic-write'
import { savePath, tablesFolder } from '../src/server/persistence/file-storage'
import type { TableSave } from '../src/server/persistence/save-format'
import type { TableStorage } from '../src/server/persistence/table-storage'

export class SnapshotStorage implements TableStorage {
  constructor(private readonly dataDir: string) {
    mkdirSync(tablesFolder(dataDir), { recursive: true, mode: 0o700 })
  }

  async write(save: TableSave): Promise<void> {
    await writeFileAtomic(this.describe(save.tableId), JSON.stringify(save))
  }

  writeNow(save: TableSave): void {
    writeFileAtomicSync(this.describe(save.tableId), JSON.stringify(save))
  }

  describe(tableId: string): string {
    return savePath(this.dataDir, tableId)
  }
}
