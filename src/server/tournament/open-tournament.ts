// A tournament as the CLI and the desktop app run it: the host with node:crypto and the real
// table servers (startHost's two steps, so the host keeps each table's commands; bots in the shared
// worker pool), its channel on a port, and one close for all of it.
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { BotPlayer } from '../bot-player'
import { WorkerBotPlayer, defaultWorkerUrl } from '../bots/worker-bot-player'
import { openListeningTable, serveTable } from '../host-server'
import type { HostOptions } from '../host-server'
import { unpackedWorkerUrl } from '../hosting/real-table-servers'
import { cryptoRandom } from '../random-source'
import type { TournamentSettings } from '../../tournament'
import { TournamentHost } from './tournament-host'
import type { RunningTable, TournamentHostDeps } from './tournament-host'
import { serveTournament } from './tournament-server'
import type { TournamentServer, TournamentServerOptions } from './tournament-server'

/** A table started in this process, with the host's hold on it. */
export async function startRunningTable(options: HostOptions): Promise<RunningTable> {
  const listening = await openListeningTable(options)
  const { table } = listening
  return { server: serveTable(listening), command: (c) => table.command(c), snapshot: () => table.snapshot() }
}

export interface HowToOpenTournament {
  folder: string
  /** A new tournament; left out to resume the one in `folder`. */
  settings?: TournamentSettings
  /** Bot entrants the director adds at once (the CLI's --bots). */
  bots?: number
  server: TournamentServerOptions
  /** Every table's host options besides its seats (bind address, bot pause, grace, renderer). */
  tableOptions?: Partial<HostOptions>
  /** Tests: a bot player in this thread instead of the worker pool. */
  botPlayer?: BotPlayer
  log?: (line: string) => void
}

export interface OpenedTournament {
  host: TournamentHost
  server: TournamentServer
  close(): Promise<void>
}

export async function openTournament(how: HowToOpenTournament): Promise<OpenedTournament> {
  mkdirSync(how.folder, { recursive: true, mode: 0o700 })
  let workers: WorkerBotPlayer | undefined
  const botPlayer =
    how.botPlayer ??
    (workers = new WorkerBotPlayer({
      log: (message, error) => how.log?.(`${message}: ${String(error)}`),
      workerUrl: unpackedWorkerUrl(defaultWorkerUrl())
    }))
  const deps: TournamentHostDeps = {
    startTable: (options) => startRunningTable({ ...options, botPlayer }),
    random: cryptoRandom(),
    newSeed: () => randomBytes(32).toString('hex'),
    folder: how.folder,
    tableOptions: { host: how.server.host ?? '127.0.0.1', port: 0, ...how.tableOptions },
    ...(how.log === undefined ? {} : { log: how.log })
  }
  let host: TournamentHost
  try {
    if (how.settings === undefined) host = await TournamentHost.resume(deps)
    else {
      const created = TournamentHost.create(how.settings, deps)
      if (!created.ok) throw new Error(created.error.message)
      host = created.value
      for (let i = 0; i < (how.bots ?? 0); i++) {
        const added = host.addBot('medium')
        if (!added.ok) throw new Error(added.error.message)
      }
    }
  } catch (error) {
    await workers?.close()
    throw error
  }
  let server: TournamentServer
  try {
    server = await serveTournament(host, how.server)
  } catch (error) {
    // A port that is taken: nothing may keep running behind the refusal (the app tries another port).
    await host.close()
    await workers?.close()
    throw error
  }
  return {
    host,
    server,
    async close() {
      await server.close()
      await host.close()
      await workers?.close()
    }
  }
}
