// The real table server and advertiser behind ./table-server.ts: `startHost` (one table on one port)
// with the bots thinking in worker threads (one pool for every table a process runs), and the mDNS
// advertiser. The desktop app and the CLI host both start their tables here.
import type { BotPlayer } from '../bot-player'
import { WorkerBotPlayer, defaultWorkerUrl } from '../bots/worker-bot-player'
import { advertiseHost } from '../discovery/advertiser'
import { discoveryOptionsFromEnv } from '../discovery/env'
import { startHost } from '../host-server'
import type { HostOptions, HostServer } from '../host-server'
import type { AdvertiseTable, StartTableServer, TableServer } from './table-server'

export interface RealTableServerConfig {
  /** the built renderer, served to browsers that join by URL (default: out/renderer) */
  readonly rendererDir?: string
  /** host options every table gets (tests: a seeded RNG, short bot delays, a simpler bot player) */
  readonly hostOptions?: Partial<HostOptions>
  readonly env?: NodeJS.ProcessEnv
  /** bot workers and the mDNS advertiser report failures here */
  readonly log?: (message: string, error: unknown) => void
}

/**
 * Where the bot worker starts from. In a packaged desktop app the main bundle sits inside app.asar; the
 * worker and its shared chunk are unpacked beside it (electron-builder.yml `asarUnpack`) and started
 * from there, so the worker thread loads its modules from plain files. Elsewhere the URL stays as it is.
 */
export function unpackedWorkerUrl(url: URL): URL {
  return new URL(url.href.replace(/\.asar\//, '.asar.unpacked/'))
}

export function createRealTableServers(config: RealTableServerConfig = {}): {
  start: StartTableServer<HostServer>
  /** advertises a table started here; any other is refused */
  advertise: AdvertiseTable
  /** stops the bot workers */
  dispose(): Promise<void>
} {
  const started = new WeakMap<TableServer, HostServer>()
  const log = config.log ?? console.warn
  let workers: WorkerBotPlayer | undefined
  const botPlayer = (): BotPlayer =>
    config.hostOptions?.botPlayer ??
    (workers ??= new WorkerBotPlayer({ log, workerUrl: unpackedWorkerUrl(defaultWorkerUrl()) }))
  return {
    async start(options) {
      const server = await startHost({
        ...config.hostOptions,
        ...options,
        ...(config.rendererDir === undefined ? {} : { rendererDir: config.rendererDir }),
        botPlayer: botPlayer()
      })
      started.set(server, server)
      return server
    },
    async advertise(table) {
      const server = started.get(table)
      if (!server) return { status: 'socket-error', message: 'This table was not started here.' }
      return advertiseHost(server, {
        ...discoveryOptionsFromEnv(config.env),
        onError: (error) => log('mDNS advertiser', error)
      })
    },
    async dispose() {
      await workers?.close()
    }
  }
}
