// Opening a table through the shared lifecycle (src/server/hosting/open-table.ts), with the two
// failures the renderer can act on turned into HostingErrors: the port asked for is taken, or the save
// to resume cannot be read (its file is kept). What loading a save had to say (an older version's
// save, a repaired journal) becomes a notice.
import type { HostOptions } from '../../server/host-server'
import { isAddressInUse, openTable } from '../../server/hosting/open-table'
import type { HowToOpen, OpenTable, OpenTableDeps } from '../../server/hosting/open-table'
import type { ReportProblem, TableServer } from '../../server/hosting/table-server'
import { HostingError } from './hosting-error'

export interface OpeningDeps extends OpenTableDeps<TableServer> {
  readonly report: ReportProblem
}

export async function openOwnTable(
  options: HostOptions,
  how: HowToOpen<TableServer>,
  deps: OpeningDeps
): Promise<OpenTable<TableServer>> {
  try {
    const opened = await openTable(options, how, deps)
    const notice = opened.server.resumeNotice
    if (notice !== null) {
      const file = opened.server.savePath
      deps.report({ kind: 'save-resumed', message: notice, ...(file === null ? {} : { file }) })
    }
    return opened
  } catch (error) {
    if (isAddressInUse(error)) {
      throw new HostingError(
        'port-in-use',
        `Port ${options.port} is used by another program. Choose another port.`
      )
    }
    if ((error as Error | undefined)?.name === 'SaveLoadError') {
      throw new HostingError('save-unreadable', (error as Error).message)
    }
    throw error
  }
}
