// The LAN table list for the join screen. The mDNS browser (src/server/discovery) starts the first time
// the renderer asks (`discovery:list`), then keeps running and pushes every change on
// `discovery:changed`. If it cannot start (no usable interface, multicast blocked), the call answers
// not-available with the reason and a notice says so; the next call tries again. Manual `host:port`
// entry needs nothing from main: the renderer connects directly.
import type { DiscoveredTable } from '../../ipc/contract'
import type { TableEntry } from '../../server/discovery/table-list'
import type { ReportNotice } from '../notices'
import { toDiscoveredTable } from './discovered-table'
import { refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'
import type { DiscoveryProblem } from '../../server/discovery/open-endpoints'

/** The part of src/server's TableBrowser this service uses. */
export interface TableBrowserLike {
  tables(): TableEntry[]
  onChange(listener: (tables: TableEntry[]) => void): () => void
  refresh(): void
  stop(): Promise<void>
}

/** Why the LAN cannot be listed: the mDNS browser's codes, or `failed` when it threw. */
export type BrowseProblem = DiscoveryProblem | 'failed'
export type BrowseTables = () => Promise<Result<TableBrowserLike, Refusal<BrowseProblem>>>

export class DiscoveryUnavailable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DiscoveryUnavailable'
  }
}

export interface DiscoveryService {
  /** the tables seen now; starts browsing on first use (rejects with DiscoveryUnavailable) */
  list(): Promise<DiscoveredTable[]>
  stop(): Promise<void>
}

export interface DiscoveryServiceDeps {
  readonly browse: BrowseTables
  readonly push: (tables: DiscoveredTable[]) => void
  readonly report: ReportNotice
  readonly log?: (message: string, error: unknown) => void
}

export function createDiscoveryService(deps: DiscoveryServiceDeps): DiscoveryService {
  const log = deps.log ?? console.error
  let starting: Promise<TableBrowserLike> | undefined
  let stopped = false

  function start(): Promise<TableBrowserLike> {
    starting ??= (async () => {
      let result: Awaited<ReturnType<BrowseTables>>
      try {
        result = await deps.browse()
      } catch (error) {
        result = refuse('failed', error instanceof Error ? error.message : String(error))
      }
      if (!result.ok) {
        starting = undefined
        deps.report({
          kind: 'discovery-failed',
          message: `Tables on the network cannot be listed (${result.error.message}). Join by typing the host's address.`
        })
        throw new DiscoveryUnavailable(result.error.message)
      }
      const browser = result.value
      if (stopped) {
        await browser.stop()
        throw new DiscoveryUnavailable('The app is quitting.')
      }
      browser.onChange((tables) => {
        try {
          deps.push(tables.map(toDiscoveredTable))
        } catch (error) {
          log('could not push the table list', error)
        }
      })
      return browser
    })()
    return starting
  }

  return {
    async list() {
      if (stopped) throw new DiscoveryUnavailable('The app is quitting.')
      const browser = await start()
      browser.refresh()
      return browser.tables().map(toDiscoveredTable)
    },
    async stop() {
      stopped = true
      const browser = await starting?.catch(() => undefined)
      await browser?.stop().catch((error: unknown) => log('could not stop browsing', error))
    }
  }
}
