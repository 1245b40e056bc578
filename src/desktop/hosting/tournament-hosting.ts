// The one tournament the desktop app runs at a time (issue 52), on top of src/server/tournament/
// open-tournament.ts, which the CLI's `--tournament` runs too. The opener is injected (the app's backends),
// so tests open the real thing on 127.0.0.1.
//
// - host: a new tournament in the app's data folder (`tournaments/<id>/`, as the CLI's `--data`), bound
//   like the app's LAN tables (every interface; DEFAULT_PORT when free, else any free port), its pages
//   served from the app's renderer, its channel and tables open to the app's own pages. While one runs,
//   another is refused (`tournament-running`): `running()` is the way back to its page. The form's PIN
//   goes to the host beside the settings, never into them (the settings are sent to every device).
// - stop: every table closes (final saves), then the channel. The journal stays on disk.
// - history: the moment the tournament is over it goes to `onFinished` (./tournament-recorder.ts), once;
//   one stopped before its end never does.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { hostTournamentSettingsSchema } from '../../ipc/contract'
import type { HostTournamentSettings, HostedTournament, RunningTournament } from '../../ipc/contract'
import { tournamentPages } from '../../protocol/tournament-urls'
import { DEFAULT_PORT } from '../../protocol/vocabulary'
import { isAddressInUse } from '../../server/hosting/open-table'
import type { HowToOpenTournament, OpenedTournament } from '../../server/tournament/open-tournament'
import { phaseOf } from '../../tournament'
import type { TournamentSettings } from '../../tournament'
import type { FinishedTournament } from '../storage/tournament-history-store'
import { HostingError } from './hosting-error'
import { oneAtATime } from './one-at-a-time'
import { LAN_HOST } from './table-ways'
import { recordTournament } from './tournament-recorder'

/** The CLI's folder for tournaments under a data folder (cli/host/run-tournament.ts). */
export const TOURNAMENTS_DIR = 'tournaments'

export type OpenTournament = (how: HowToOpenTournament) => Promise<OpenedTournament>

export interface TournamentHostingDeps {
  readonly open: OpenTournament
  /** the app's data folder: each tournament gets `tournaments/<id>/` in it */
  readonly dataDir: string
  /** the built renderer: the tournament's pages and its tables' pages for the players' devices */
  readonly rendererDir?: string
  /** WebSocket origins the tournament and its tables accept besides their own page and the app */
  readonly allowedOrigins?: readonly string[]
  /** the port tried first (default DEFAULT_PORT); when it is taken, any free port */
  readonly port?: number
  /** the tournament ended: its history entry (the app's tournament history keeps it) */
  readonly onFinished?: (tournament: FinishedTournament) => Promise<unknown> | void
  readonly log?: (message: string, error: unknown) => void
}

export interface TournamentHosting {
  host(settings: HostTournamentSettings): Promise<HostedTournament>
  /** the running tournament with the way back to its page, or null */
  running(): RunningTournament
  /** a stage is being played: stopping now interrupts every table's match */
  stagePlaying(): boolean
  /** closes the running tournament; false when there was none */
  stop(): Promise<boolean>
}

interface Active {
  readonly opened: OpenedTournament
  readonly described: HostedTournament
  readonly unfollow: () => void
}

/** What the window gets: this machine's address for its page, the director key, the players' links. */
function describe({ host, server }: OpenedTournament): HostedTournament {
  return {
    address: new URL(server.urls.local).host,
    directorKey: host.directorKey,
    joinUrls: server.urls.lan.map((url) => tournamentPages(url).join)
  }
}

export function createTournamentHosting(deps: TournamentHostingDeps): TournamentHosting {
  const log = deps.log ?? console.error
  const serialized = oneAtATime()
  let active: Active | undefined

  /** Hands the finished tournament to the history; a failure there is logged, the tournament runs on. */
  function finished(tournament: FinishedTournament): void {
    const keep = async () => deps.onFinished?.(tournament)
    keep().catch((error: unknown) => log(`tournament "${tournament.name}" not kept in the history`, error))
  }

  /** Opens on `port`; the well-known port when it is free, else any (players then need the link). */
  async function open(settings: TournamentSettings, pin: string | null): Promise<OpenedTournament> {
    const folder = join(deps.dataDir, TOURNAMENTS_DIR, randomBytes(6).toString('hex'))
    const origins = deps.allowedOrigins ?? []
    const rendererDir = deps.rendererDir === undefined ? {} : { rendererDir: deps.rendererDir }
    const how = (port: number): HowToOpenTournament => ({
      folder,
      settings,
      pin,
      server: { host: LAN_HOST, port, allowedOrigins: origins, ...rendererDir },
      tableOptions: { allowedOrigins: origins, ...rendererDir },
      log: (line) => log(`tournament "${settings.name}": ${line}`, null)
    })
    const first = deps.port ?? DEFAULT_PORT
    try {
      return await deps.open(how(first))
    } catch (error) {
      // The failed try closed what it opened; its journal is written over by the second.
      if (!isAddressInUse(error) || first === 0) throw error
      return deps.open(how(0))
    }
  }

  return {
    host: (input) =>
      serialized(async () => {
        if (active) {
          const { name } = active.opened.host.state.settings
          throw new HostingError(
            'tournament-running',
            `The tournament “${name}” is still running at ${active.described.address}: open it, or stop it first.`
          )
        }
        const { pin, ...settings } = hostTournamentSettingsSchema.parse(input)
        const opened = await open(settings, pin ?? null)
        const described = describe(opened)
        active = { opened, described, unfollow: recordTournament(opened.host, finished) }
        return described
      }),
    running: () => (active ? { ...active.described, name: active.opened.host.state.settings.name } : null),
    stagePlaying: () => active !== undefined && phaseOf(active.opened.host.state) === 'playing',
    stop: () =>
      serialized(async () => {
        const running = active
        if (!running) return false
        active = undefined
        running.unfollow()
        await running.opened.close()
        return true
      })
  }
}
