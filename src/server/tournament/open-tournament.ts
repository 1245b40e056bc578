// A tournament as the CLI and the desktop app run it: the host with node:crypto and the real
// table servers (startHost's two steps, so the host keeps each table's commands; bots in the shared
// worker pool), its channel on a port, when asked its mDNS record, and one close for all of it.
// The tables are never advertised (they are not opened through hosting's openTable): a LAN list shows
// the tournament once, not each of its tables (tournament-advert.ts).
import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { BotPlayer } from '../bot-player'
import { advertiseTournamentHost } from '../discovery/advertiser'
import type { AdvertiseResult, AdvertisedTournament, AdvertiserOptions } from '../discovery/advertiser'
import { WorkerBotPlayer, defaultWorkerUrl } from '../bots/worker-bot-player'
import { openListeningTable, serveTable } from '../host-server'
import type { HostOptions } from '../host-server'
import { unpackedWorkerUrl } from '../hosting/real-table-servers'
import { cryptoRandom } from '../random-source'
import type { TournamentSettings } from '../../tournament'
import { seededDecisions, seededStageContext } from './insecure-seed'
import { advertisedTournament, tournamentAdId } from './tournament-advert'
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
  /** A new tournament's PIN (4 to 8 digits) a new player must give to register; left out, none. A
   *  resumed tournament keeps the one in its journal. */
  pin?: string | null
  /** Bot entrants the director adds at once (the CLI's --bots). */
  bots?: number
  server: TournamentServerOptions
  /** Every table's host options besides its seats (bind address, bot pause, grace, renderer). */
  tableOptions?: Partial<HostOptions>
  /** Tests: a bot player in this thread instead of the worker pool. */
  botPlayer?: BotPlayer
  /** INSECURE, tests and soaks only (insecure-seed.ts; the CLI refuses it in a normal start): seating,
   *  duplicate seeds and bot decisions follow from this number. Give it again to resume such a run. */
  insecureSeed?: number
  /** Advertise the tournament's port on the LAN (mDNS) with these options; left out, it is not. */
  advertise?: AdvertiserOptions
  log?: (line: string) => void
}

export interface OpenedTournament {
  host: TournamentHost
  server: TournamentServer
  /** How advertising went; null when it was not asked for. */
  advertising: AdvertiseResult<AdvertisedTournament> | null
  /** The mDNS goodbye first, so nobody finds a tournament that is going, then the port and the tables. */
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
  // The tables let the tournament's page (on the tournament's port, known once it listens) join them.
  let pagePort = 0
  const seed = how.insecureSeed
  const deps: TournamentHostDeps = {
    startTable: (options, place) =>
      startRunningTable({
        ...options,
        botPlayer: seed === undefined ? botPlayer : seededDecisions(botPlayer, seed, place)
      }),
    random: cryptoRandom(),
    newSeed: () => randomBytes(32).toString('hex'),
    ...(seed === undefined ? {} : { stageContext: (stage: number) => seededStageContext(seed, stage) }),
    folder: how.folder,
    tableOptions: {
      host: how.server.host ?? '127.0.0.1',
      port: 0,
      pagePorts: () => (pagePort === 0 ? [] : [pagePort]),
      ...how.tableOptions
    },
    ...(how.log === undefined ? {} : { log: how.log })
  }
  let host: TournamentHost
  try {
    if (how.settings === undefined) host = await TournamentHost.resume(deps)
    else {
      const created = TournamentHost.create(how.settings, deps, how.pin ?? null)
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
    server = await serveTournament(host, {
      ...(how.log === undefined ? {} : { log: how.log }),
      ...how.server
    })
  } catch (error) {
    // A port that is taken: nothing may keep running behind the refusal (the app tries another port).
    await host.close()
    await workers?.close()
    throw error
  }
  pagePort = server.port
  const advertising = await advertiseIfAsked(how, host, server.port)
  return {
    host,
    server,
    advertising,
    async close() {
      if (advertising?.status === 'advertising')
        await advertising.advertiser
          .stop()
          .catch((error: unknown) => how.log?.(`could not stop advertising: ${String(error)}`))
      await server.close()
      await host.close()
      await workers?.close()
    }
  }
}

/** The tournament on the LAN when `how.advertise` asks for it; a failure is reported, never thrown. */
async function advertiseIfAsked(
  how: HowToOpenTournament,
  host: TournamentHost,
  port: number
): Promise<AdvertiseResult<AdvertisedTournament> | null> {
  if (how.advertise === undefined) return null
  return advertiseTournamentHost(
    advertisedTournament(host, tournamentAdId(how.folder), port),
    how.advertise
  ).catch((error: unknown): AdvertiseResult<AdvertisedTournament> => ({
    status: 'socket-error',
    message: error instanceof Error ? error.message : String(error)
  }))
}
