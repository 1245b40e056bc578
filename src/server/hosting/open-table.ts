// One table from its start to its goodbye, as the CLI host and the desktop app both run it: start the
// server on the port asked for (or, when allowed, on any free port if that one is taken), advertise it
// on the LAN when asked, and close it with the mDNS goodbye first, so nobody finds a table that is about
// to go, then the table's own goodbye to its players and its final save.
import type { BotLevel } from '../../protocol/vocabulary'
import type { AdvertiseResult } from '../discovery/advertiser'
import type { HostOptions, SeatedBot } from '../host-server'
import type { AdvertiseTable, StartTableServer, TableServer } from './table-server'

export interface OpenTableDeps<S extends TableServer> {
  readonly startServer: StartTableServer<S>
  readonly advertise: AdvertiseTable<S>
  /** failures that cannot fail the call any more: a goodbye or a close that went wrong */
  readonly log: (message: string, error: unknown) => void
}

export interface HowToOpen<S extends TableServer> {
  /** announce the table on the LAN over mDNS (LAN tables; never a solo table) */
  readonly advertise: boolean
  /** when the port asked for is taken, listen on any free port instead of failing */
  readonly anyPortIfTaken?: boolean
  /** runs as soon as the server listens, before advertising: a log that starts here misses nothing */
  readonly onStarted?: (server: S) => Promise<void> | void
}

export interface OpenTable<S extends TableServer> {
  readonly server: S
  /** how advertising went; null when the table was not to be advertised */
  readonly advertising: AdvertiseResult | null
  /** the mDNS goodbye, then the table tells everyone and writes its final save; failures are logged */
  close(reason?: string): Promise<void>
}

export function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE'
}

export async function openTable<S extends TableServer>(
  options: HostOptions,
  how: HowToOpen<S>,
  deps: OpenTableDeps<S>
): Promise<OpenTable<S>> {
  const server = await listen(options, how, deps)
  try {
    await how.onStarted?.(server)
  } catch (error) {
    await server.close().catch(() => undefined)
    throw error
  }
  const advertising = how.advertise
    ? await deps.advertise(server).catch((error: unknown): AdvertiseResult => ({
        status: 'socket-error',
        message: error instanceof Error ? error.message : String(error)
      }))
    : null
  let closing: Promise<void> | undefined
  return {
    server,
    advertising,
    close(reason) {
      closing ??= (async () => {
        if (advertising?.status === 'advertising') {
          await advertising.advertiser
            .stop()
            .catch((error: unknown) => deps.log('could not stop advertising', error))
        }
        await server.close(reason).catch((error: unknown) => deps.log('could not close the table', error))
      })()
      return closing
    }
  }
}

async function listen<S extends TableServer>(
  options: HostOptions,
  how: HowToOpen<S>,
  deps: OpenTableDeps<S>
): Promise<S> {
  try {
    return await deps.startServer(options)
  } catch (error) {
    if (!how.anyPortIfTaken || !isAddressInUse(error) || options.port === 0) throw error
    return deps.startServer({ ...options, port: 0 })
  }
}

/** Bots in the last seats of a table: one per level, in the order given. */
export function botsInLastSeats(seats: number, levels: readonly BotLevel[]): SeatedBot[] {
  const first = seats - levels.length
  return levels.map((level, index) => ({ seat: first + index, level }))
}
