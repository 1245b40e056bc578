// The headless host: parse flags, start the table, print where to join, log what happens, and on
// SIGINT/SIGTERM close cleanly (clients get {type:'closed'}, final save, exit 0).
import { defaultDataDir } from '../../server/persistence/data-dir'
import { SaveLoadError } from '../../server/persistence/file-storage'
import { startHost } from '../../server/host-server'
import { WorkerBotPlayer } from '../../server/bots/worker-bot-player'
import type { HostServer } from '../../server/host-server'
import { USAGE, parseHostArgs } from './args'
import type { HostCliArgs } from './args'
import { bannerLines } from './banner'
import { logLine } from './log-lines'
import { startAdvertising } from './mdns-hook'

export interface HostIo {
  out(line: string): void
  err(line: string): void
  /** Registers the shutdown signal handler (process.once for SIGINT and SIGTERM in the real CLI). */
  onSignal(handler: (signal: string) => void): void
}

/** Runs until a signal; resolves with the exit code. */
export async function runHost(argv: string[], io: HostIo): Promise<number> {
  const parsed = parseHostArgs(argv)
  if (!parsed.ok) {
    io.err(`${parsed.message}\n\n${USAGE}`)
    return 2
  }
  const args = parsed.args
  if (args.help) {
    io.out(USAGE)
    return 0
  }
  // Listen for SIGINT/SIGTERM from the start, so a signal during start-up still closes cleanly.
  const stopped = new Promise<string>((resolve) => io.onSignal(resolve))
  // Bots think in worker threads so the table stays responsive while the hard bot searches.
  const botPlayer = new WorkerBotPlayer({ log: (message, error) => io.err(`[bots] ${message}: ${String(error)}`) })
  let host: HostServer
  try {
    host = await startHost({ ...hostOptions(args), botPlayer })
  } catch (error) {
    await botPlayer.close()
    io.err(startFailure(error, args))
    return 1
  }
  if (host.resumeNotice !== null) io.err(host.resumeNotice)
  const stamp = () => new Date().toTimeString().slice(0, 8)
  host.onEvent((event) => {
    const line = logLine(
      event,
      host.table.info().seats.map((s) => s.name)
    )
    if (line === null) return
    if (event.type === 'saveFailed') io.err(`[${stamp()}] ${line}`)
    else io.out(`[${stamp()}] ${line}`)
  })
  for (const line of await bannerLines(host)) io.out(line)
  const stopAdvertising = args.mdns ? await startAdvertising(host, io.out) : async () => undefined

  const signal = await stopped
  io.out(`[${stamp()}] ${signal}: closing the table…`)
  await stopAdvertising()
  await host.close('The host stopped the table.')
  await botPlayer.close()
  io.out(host.savePath === null ? 'Closed.' : `Closed. Saved to ${host.savePath}`)
  return 0
}

function hostOptions(args: HostCliArgs) {
  const firstBot = args.seats - args.bots
  return {
    name: args.name,
    seats: args.seats,
    bots: Array.from({ length: args.bots }, (_, i) => ({ seat: firstBot + i, level: args.botLevel })),
    options: args.target === null ? {} : { target: args.target },
    pin: args.pin,
    turnSeconds: args.turnSeconds,
    autoStart: true,
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
