// The real table server and advertiser behind ./table-server.ts: src/server's `startHost` (the same
// server `npm run host` runs), its mDNS advertiser, and the bots thinking in worker threads (one pool
// for every table this app runs; in the build the worker is out/main/worker-entry.js). The only file in
// src/main that starts them.
import type { BotPlayer } from '../../server/bot-player'
import { WorkerBotPlayer, defaultWorkerUrl } from '../../server/bots/worker-bot-player'
import { advertiseHost } from '../../server/discovery/advertiser'
import { discoveryOptionsFromEnv } from '../../server/discovery/env'
import { startHost } from '../../server/host-server'
import type { HostOptions, HostServer } from '../../server/host-server'
import type { AdvertiseTable, StartTableServer, TableServer, TableServerOptions } from './table-server'

export interface RealTableServerConfig {
  /** the built renderer (out/renderer), served to browsers that join by URL */
  readonly rendererDir: string
  /** extra host options (tests: a seeded RNG, short bot delays, a clock, a simpler bot player) */
  readonly hostOptions?: Partial<HostOptions>
  readonly env?: NodeJS.ProcessEnv
  readonly log?: (message: string, error: unknown) => void
}

/**
 * Where the bot worker starts from. In a packaged app the main bundle sits inside app.asar; the worker
 * and its shared chunk are unpacked beside it (electron-builder.yml `asarUnpack`) and started from
 * there, so the worker thread loads its modules from plain files.
 */
export function unpackedWorkerUrl(url: URL): URL {
  return new URL(url.href.replace(/\.asar\//, '.asar.unpacked/'))
}

export function hostOptionsFor(options: TableServerOptions, config: RealTableServerConfig): HostOptions {
  const { target, twoPlayerHandSize, firstLeader, turnSeconds } = options.options ?? {}
  return {
    ...config.hostOptions,
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(options.seats === undefined ? {} : { seats: options.seats }),
    ...(options.bots === undefined
      ? {}
      : { bots: options.bots.map((b) => ({ seat: b.seat, level: b.level })) }),
    options: {
      ...(target === undefined ? {} : { target }),
      ...(twoPlayerHandSize === undefined ? {} : { twoPlayerHandSize }),
      ...(firstLeader === undefined ? {} : { firstLeader })
    },
    ...(turnSeconds === undefined ? {} : { turnSeconds }),
    ...(options.pin === undefined ? {} : { pin: options.pin }),
    autoStart: options.autoStart,
    host: options.host,
    port: options.port,
    dataDir: options.dataDir,
    ...(options.resume === undefined ? {} : { resume: options.resume }),
    rendererDir: config.rendererDir
  }
}

export function adaptHostServer(server: HostServer): TableServer {
  const { table } = server
  return {
    port: server.port,
    localUrl: server.urls.local,
    wsUrl: server.urls.ws,
    lanUrls: server.urls.lan,
    hostKey: table.hostKey,
    savePath: server.savePath,
    tableName: () => table.info().name,
    status: () => table.status,
    seats: () => table.info().seats.map((s) => ({ kind: s.kind, name: s.name })),
    roundsPlayed: () => table.matchState()?.results.length ?? 0,
    seatTokens: () => table.snapshot().seats.map((s) => s.token),
    onEvent: (listener) => server.onEvent(listener),
    close: (reason) => server.close(reason)
  }
}

export function createRealTableServers(config: RealTableServerConfig): {
  start: StartTableServer
  advertise: AdvertiseTable
  /** stops the bot workers (tests; the app's process ends with them) */
  dispose(): Promise<void>
} {
  const servers = new WeakMap<TableServer, HostServer>()
  const log = config.log ?? console.warn
  let workers: WorkerBotPlayer | undefined
  const botPlayer = (): BotPlayer =>
    config.hostOptions?.botPlayer ??
    (workers ??= new WorkerBotPlayer({ log, workerUrl: unpackedWorkerUrl(defaultWorkerUrl()) }))
  return {
    async start(options) {
      const server = await startHost({ ...hostOptionsFor(options, config), botPlayer: botPlayer() })
      const adapted = adaptHostServer(server)
      servers.set(adapted, server)
      return adapted
    },
    async advertise(adapted) {
      const server = servers.get(adapted)
      if (!server) return { ok: false, message: 'This table was not started here.' }
      const result = await advertiseHost(server, {
        ...discoveryOptionsFromEnv(config.env),
        onError: (error) => log('mDNS advertiser', error)
      })
      if (result.status !== 'advertising') return { ok: false, message: result.message }
      return { ok: true, advertisement: result.advertiser }
    },
    async dispose() {
      await workers?.close()
    }
  }
}
