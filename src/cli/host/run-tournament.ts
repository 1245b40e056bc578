// The headless tournament host (`npm run host -- --tournament …`, issue 52): open a tournament (or resume
// the latest one in the data folder), advertise it on the LAN unless --no-mdns, print where to join and
// the director's link, log each stage, and on SIGINT/SIGTERM send the mDNS goodbye and close every table
// cleanly (final saves; the journal already holds everything).
import { randomBytes } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { discoveryOptionsFromEnv } from '../../server/discovery/env'
import { defaultDataDir } from '../../server/persistence/data-dir'
import { openTournament } from '../../server/tournament/open-tournament'
import type { OpenedTournament } from '../../server/tournament/open-tournament'
import { JOURNAL_FILE } from '../../server/tournament/tournament-journal'
import { LISTENING_PREFIX, advertisingLine } from './banner'
import type { HostIo } from './run-host'
import { TOURNAMENT_USAGE, parseTournamentArgs } from './tournament-args'

const TOURNAMENTS = 'tournaments'
/** Printed when the evening is seeded (tests and soaks only: tournament-args.ts › TOURNAMENT_SEED_ENV). */
export const INSECURE_SEED_LINE = 'INSECURE: seeded with '
const stamp = () => new Date().toTimeString().slice(0, 8)

export async function runTournament(argv: string[], io: HostIo): Promise<number> {
  const parsed = parseTournamentArgs(argv, io.env)
  if (!parsed.ok) {
    io.err(`${parsed.error.message}\n\n${TOURNAMENT_USAGE}`)
    return 2
  }
  const args = parsed.value
  if (args.help) {
    io.out(TOURNAMENT_USAGE)
    return 0
  }
  const stopped = new Promise<string>((resolve) => io.onSignal(resolve))
  const root = join(args.dataDir ?? defaultDataDir(), TOURNAMENTS)
  const folder = args.settings === null ? latestTournament(root) : join(root, randomBytes(6).toString('hex'))
  if (folder === null) {
    io.err(`There is no tournament to resume in ${root}.`)
    return 1
  }
  let opened: OpenedTournament
  try {
    opened = await openTournament({
      folder,
      ...(args.settings === null ? {} : { settings: args.settings, pin: args.pin }),
      bots: args.bots,
      ...(args.seed === null ? {} : { insecureSeed: args.seed }),
      server: { host: args.host, port: args.port },
      tableOptions: { botDelayMs: args.botDelayMs, graceMs: args.graceSeconds * 1000 },
      // The table host's switches (env.ts): which interface, and the records' TTL.
      ...(args.mdns
        ? {
            advertise: {
              ...discoveryOptionsFromEnv(io.env),
              onError: (error: Error) => io.err(`[${stamp()}] mDNS advertiser: ${error.message}`)
            }
          }
        : {}),
      log: (line) => io.err(`[${stamp()}] ${line}`)
    })
  } catch (error) {
    io.err(`Could not open the tournament: ${(error as Error).message}`)
    return 1
  }
  const { host, server } = opened
  const { settings } = host.state
  // As a table's banner: that a PIN is needed, never the PIN (a terminal is often on a shared screen).
  io.out(
    `Tournament "${settings.name}": ${settings.format}, ${settings.stages} stages of ${settings.dealsPerStage} deals, tables of ${settings.preferredTableSize}${host.pinRequired ? ', PIN required to register' : ''}`
  )
  // The table host's own lines (banner.ts): scripts and tests read the port from the first.
  io.out(`${LISTENING_PREFIX}${server.urls.local.replace(/\/$/, '')}`)
  if (server.urls.lan.length === 0) io.out('No LAN address: players can join only from this machine.')
  for (const url of server.urls.lan) io.out(`Join on the LAN: ${url}`)
  io.out(`Big screen: ${server.urls.screen}`)
  io.out(`Director (keep private): ${server.urls.director}`)
  if (opened.advertising !== null) io.out(advertisingLine(opened.advertising))
  io.out(`Journal: ${join(folder, JOURNAL_FILE)}`)
  if (args.seed !== null)
    io.out(`${INSECURE_SEED_LINE}${args.seed}: every hand of the evening follows from it.`)
  host.onChange((change) => {
    if (!change.stageStarted) return
    const ports = host.frame().tables.map((t) => `table ${t.table} on port ${t.port}`)
    io.out(`[${stamp()}] Stage ${host.state.stages.length}: ${ports.join(', ')}`)
  })
  const signal = await stopped
  io.out(`[${stamp()}] ${signal}: closing the tournament…`)
  await opened.close()
  io.out(`Closed. Saved to ${folder}`)
  return 0
}

/** The tournament folder whose journal changed last, or null. */
function latestTournament(root: string): string | null {
  let best: { folder: string; at: number } | null = null
  let names: string[]
  try {
    names = readdirSync(root)
  } catch {
    return null
  }
  for (const name of names) {
    try {
      const at = statSync(join(root, name, JOURNAL_FILE)).mtimeMs
      if (best === null || at > best.at) best = { folder: join(root, name), at }
    } catch {
      // not a tournament folder
    }
  }
  return best?.folder ?? null
}
