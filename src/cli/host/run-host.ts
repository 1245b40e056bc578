// The headless host: parse flags, open the table with the same hosting lifecycle as the desktop app,
// print where to join, log what happens, and on SIGINT/SIGTERM close cleanly (mDNS goodbye, clients get
// {type:'closed'}, final save, exit 0).
import type { HostOptions, HostServer } from '../../server/host-server'
import { botsInLastSeats, openTable } from '../../server/hosting/open-table'
import type { OpenTable } from '../../server/hosting/open-table'
import { createRealTableServers } from '../../server/hosting/real-table-servers'
import { defaultDataDir } from '../../server/persistence/data-dir'
import { SaveLoadError } from '../../server/persistence/file-storage'
import { USAGE, parseHostArgs } from './args'
import type { HostCliArgs } from './args'
import { advertisingLine, bannerLines } from './banner'
import { logLine, loopKey } from './log-lines'
import { DoorSummary } from './door-summary'
import { LogCoalescer, loopKind } from './log-lines-coalescer'
import { scenarioLines, startScenario } from './scenario-start'
import type { ScenarioStart } from './scenario-start'

export interface HostIo {
  out(line: string): void
  err(line: string): void
  /** Registers the shutdown signal handler (process.once for SIGINT and SIGTERM in the real CLI). */
  onSignal(handler: (signal: string) => void): void
  /** The process's environment (the real CLI: process.env); only --scenario reads it (args.ts). */
  env?: Readonly<Record<string, string | undefined>>
}

/** Runs until a signal; resolves with the exit code. */
export async function runHost(argv: string[], io: HostIo): Promise<number> {
  const parsed = parseHostArgs(argv, io.env ?? {})
  if (!parsed.ok) {
    io.err(`${parsed.error.message}\n\n${USAGE}`)
    return 2
  }
  const args = parsed.value
  if (args.help) {
    io.out(USAGE)
    return 0
  }
  // Listen for SIGINT/SIGTERM from the start, so a signal during start-up still closes cleanly.
  const stopped = new Promise<string>((resolve) => io.onSignal(resolve))
  // Bots think in worker threads so the table stays responsive while the hard bot searches; the table is
  // advertised on the LAN as the desktop app's are (the goodbye, TTL 0, is sent when the table closes).
  let scenario: ScenarioStart | null = null
  try {
    if (args.scenario !== null) scenario = startScenario(args.scenario, args, hostOptions(args))
  } catch (error) {
    io.err(`Could not open the scenario: ${(error as Error).message}`)
    return 1
  }
  const servers = createRealTableServers({ log: (message, error) => io.err(`${message}: ${String(error)}`) })
  let table: OpenTable<HostServer>
  let finishLog = () => {}
  try {
    table = await openTable(
      scenario?.options ?? hostOptions(args),
      {
        advertise: args.mdns,
        // Before advertising: the log misses nothing, and the banner comes first as it always did.
        onStarted: async (host) => {
          if (host.resumeNotice !== null) io.err(host.resumeNotice)
          finishLog = logEvents(host, io)
          for (const line of await bannerLines(host, args.seed)) io.out(line)
          if (scenario !== null) for (const line of scenarioLines(scenario, host)) io.out(line)
        }
      },
      {
        startServer: servers.start,
        advertise: servers.advertise,
        log: (message, error) => io.err(`${message}: ${String(error)}`)
      }
    )
  } catch (error) {
    await servers.dispose()
    io.err(startFailure(error, args))
    return 1
  }
  const host = table.server
  if (table.advertising !== null) io.out(advertisingLine(table.advertising))

  const signal = await stopped
  io.out(`[${stamp()}] ${signal}: closing the table…`)
  await table.close('The host stopped the table.')
  finishLog()
  await servers.dispose()
  io.out(host.savePath === null ? 'Closed.' : `Closed. Saved to ${host.savePath}`)
  return 0
}

const stamp = () => new Date().toTimeString().slice(0, 8)

/**
 * One line per table event; autosave failures go to stderr. Join/leave loops are coalesced into summary
 * lines (log-lines-coalescer.ts), knocks into a door line every 10 s at most (door-summary.ts). Returns a
 * function that prints the pending summaries and stops the timer.
 */
function logEvents(host: HostServer, io: HostIo): () => void {
  const coalescer = new LogCoalescer()
  const door = new DoorSummary()
  const print = (lines: string[]) => {
    for (const line of lines) io.out(`[${stamp()}] ${line}`)
  }
  const flush = (now: number) => print([...coalescer.flush(now), ...door.flush(now)])
  let timer: NodeJS.Timeout | null = null
  const schedule = () => {
    const dues = [coalescer.dueAt(), door.dueAt()].filter((due) => due !== null)
    if (timer !== null || dues.length === 0) return
    timer = setTimeout(
      () => {
        timer = null
        flush(Date.now())
        schedule()
      },
      Math.max(0, Math.min(...dues) - Date.now())
    )
    timer.unref()
  }
  host.onEvent((event) => {
    const names = host.summary().seats.map((s) => s.name)
    const line = logLine(event, names)
    if (line === null) return
    const kind = loopKind(event)
    if (kind !== null) print(coalescer.push(kind, loopKey(event, names), line, Date.now()))
    else if (DoorSummary.counts(event)) print(door.push(event, line, Date.now()))
    else if (event.type === 'saveFailed') io.err(`[${stamp()}] ${line}`)
    else io.out(`[${stamp()}] ${line}`)
    schedule()
  })
  return () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    flush(Number.POSITIVE_INFINITY)
  }
}

/** The flags as the table to open (or the save to resume) and the settings of this process. */
function hostOptions(args: HostCliArgs): HostOptions {
  return {
    name: args.name,
    seats: args.seats,
    bots: botsInLastSeats(
      args.seats,
      Array.from({ length: args.bots }, () => args.botLevel)
    ),
    options: {
      ...(args.target === null ? {} : { target: args.target }),
      ...args.choices,
      turnSeconds: args.turnSeconds
    },
    pin: args.pin,
    autoStart: true,
    // One person with bots: a solo game, where taking back a move is allowed (the table still checks).
    allowUndo: args.bots === args.seats - 1,
    graceMs: args.graceSeconds * 1000,
    botDelayMs: args.botDelayMs,
    standInLevel: args.botLevel,
    ...(args.seed === null ? {} : { seed: args.seed }),
    port: args.port,
    host: args.host,
    dataDir: args.dataDir ?? defaultDataDir(),
    resume: args.resume,
    keepBackup: true
  }
}

function startFailure(error: unknown, args: HostCliArgs): string {
  if (error instanceof SaveLoadError || error instanceof RangeError) return error.message
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE')
    return `Port ${args.port} is already in use: pick another with --port N (0 = any free port).`
  if (code === 'EADDRNOTAVAIL') return `This machine has no address ${args.host}: check --host.`
  return `Could not start the table: ${String(error)}`
}
