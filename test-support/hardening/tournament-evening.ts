// One evening of the tournament soak (issue 52): the bundled CLI as a child process (child-host.ts) runs a
// seeded duplicate tournament of bot entrants and socket devices; the director starts each stage, the devices
// follow their players and play, misbehaving clients try the channel and the tables throughout, and when the
// plan says so the host is killed with SIGKILL in the middle of a stage and started again with --resume (the
// same seed), the devices coming back by their tokens. Returns what it saw: the final tournament, the
// audits' verdicts, the refusals, the errors.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { TableAddress } from '../../src/protocol/tournament-messages'
import { TOURNAMENT_WS_PATH } from '../../src/protocol/tournament-messages'
import type { TournamentState } from '../../src/tournament'
import { EveningAudits } from '../tournament/evening-audits'
import { JournalView } from '../tournament/journal-view'
import { SeededDevice } from '../tournament/seeded-device'
import { TournamentClient } from '../tournament/tournament-client'
import { ChildHost } from './child-host'
import { Misbehaviour } from './tournament-misbehaviour'

export interface EveningPlan {
  seed: number
  entrants: number
  /** Entrants who are socket devices (registered by name); the others are bot entrants. */
  devices: number
  stages: number
  deals: number
  tableSize: number
  botDelayMs: number
  /** Stages in which the host is killed, once some deals are recorded. */
  killInStages: number[]
  /** Tokens of an earlier evening: stale here. */
  staleTokens: string[]
  /** Progress lines (stderr), not the report. */
  log(line: string): void
}

export interface Evening {
  seconds: number
  kills: number
  final: TournamentState | null
  tables: number
  framesAudited: { channel: number; table: number; tableAudit: number }
  leaks: string[]
  errors: string[]
  /** Misbehaviours refused, by kind; the refusals' codes. */
  refused: Map<string, number>
  codes: Map<string, number>
  watchesAllowed: number
  reconnects: number
  moves: number
  races: number
  /** This evening's entrant and seat tokens (stale for the next one). */
  tokens: string[]
}

const DIRECTOR =
  /Director \(keep private\): http:\/\/127\.0\.0\.1:(\d+)\/\?tournament#director=([A-Za-z0-9_-]+)/
const JOURNAL = /^Journal: (.+)$/
const STAGE_TIMEOUT_MS = 90_000
/** A kill comes once this share of a stage's deals is recorded: mid-stage, with deals on both sides. */
const KILL_AT = 0.25

interface Started {
  child: ChildHost
  port: number
  key: string
  folder: string
}

async function startHost(flags: string[]): Promise<Started> {
  const child = ChildHost.spawn(['--tournament', ...flags])
  const line = await child.waitFor(DIRECTOR, 20_000)
  const journal = await child.waitFor(JOURNAL, 2000)
  const match = line === null ? null : DIRECTOR.exec(line)
  const folder = journal === null ? null : JOURNAL.exec(journal)?.[1]
  if (match === null || folder === undefined || folder === null) {
    await child.kill()
    throw new Error(`the host did not start:\n${[...child.stdout, ...child.stderr].join('\n')}`)
  }
  return { child, port: Number(match[1]), key: match[2] as string, folder: dirname(folder) }
}

async function until(what: string, test: () => boolean, timeoutMs = STAGE_TIMEOUT_MS): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 15))
  }
}

export async function runEvening(plan: EveningPlan): Promise<Evening> {
  const started = performance.now()
  const dataDir = await mkdtemp(join(tmpdir(), 'ftf-tournament-soak-'))
  const errors: string[] = []
  const error = (what: string) => errors.push(what)
  const counts = { moves: 0, races: 0, follows: 0, reconnects: 0 }
  const seedFlags = ['--seed', String(plan.seed), '--insecure-seed', '--bot-delay', String(plan.botDelayMs)]
  // A device's seat is never stood in for: it comes back (after a kill) long before.
  const common = ['--data', dataDir, '--grace', '3600', ...seedFlags]
  let host = await startHost([
    ...common,
    ...['--name', 'Soak night', '--format', 'duplicate', '--stages', String(plan.stages)],
    ...['--deals', String(plan.deals), '--table-size', String(plan.tableSize)],
    ...['--max-entrants', String(plan.entrants), '--bots', String(plan.entrants - plan.devices)]
  ])
  const children = [host.child]
  const journal = new JournalView(host.folder)
  const labels = new Map<number, string>()
  const audits = new EveningAudits(journal, labels)
  let killing = false
  let kills = 0
  let tables: TableAddress[] = []
  const channelUrl = () => `ws://127.0.0.1:${host.port}${TOURNAMENT_WS_PATH}`

  const stageOver = (stage: number) => journal.stageOver(stage)
  const devices = Array.from(
    { length: plan.devices },
    (_, i) =>
      new SeededDevice(`Dev ${i + 1}`, {
        seed: plan.seed,
        level: 'medium',
        tableAudit: (place) => audits.table(place),
        across: audits.acrossFeed,
        closeExpected: (place) => killing || stageOver(place.stage),
        channelCloseExpected: () => killing,
        error,
        count: (what) => counts[what]++
      })
  )
  let director: TournamentClient | null = null
  let screen: TournamentClient | null = null
  /** The director and the big screen (which keeps the open tables' addresses), on the host now running. */
  const followers = async () => {
    director?.close()
    screen?.close()
    director = await TournamentClient.connect(channelUrl(), 'the director', (l, t) =>
      audits.acrossFeed.observeChannel(l, t)
    )
    const welcome = await director.hello({ directorKey: host.key })
    if (welcome.type !== 'tournamentWelcome' || !welcome.director) throw new Error('the director was refused')
    screen = await TournamentClient.connect(channelUrl(), 'tv', (l, t) =>
      audits.acrossFeed.observeChannel(l, t)
    )
    screen.ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as { type: string; tables?: TableAddress[] }
      if ((m.type === 'tournament' || m.type === 'tournamentWelcome') && m.tables !== undefined)
        tables = m.tables
      if (m.type === 'tournamentError') error(`the big screen was refused: ${data.toString().slice(0, 200)}`)
    })
    await screen.hello({})
  }

  const misbehaviour = new Misbehaviour({
    channelUrl,
    tables: () => tables,
    staleTokens: (place) => {
      const save = journal.read()
      const seats = save.tables.flatMap((stage, s) =>
        stage.flatMap((t, i) =>
          place !== null && s + 1 === place.stage && i + 1 === place.table ? [] : t.seatTokens
        )
      )
      return [
        ...seats.filter((t): t is string => t !== null),
        ...plan.staleTokens,
        randomBytes(16).toString('base64url')
      ]
    },
    structure: () => {
      const save = journal.read()
      const stages = save.tournament.stages.map((s) => ({
        seeds: s.seeds,
        seats: s.tables.map((t) => [t.seats, t.standIns])
      }))
      return JSON.stringify([save.tournament.entrants, stages, save.tokens, save.directorKey, save.tables])
    },
    mayWatch: (place) => audits.mayWatch(place),
    tableAudit: (place) => audits.table(place),
    across: audits.acrossFeed,
    error
  })

  /** SIGKILL mid-stage, then the same host again with --resume; everyone comes back. */
  const killAndResume = async (stage: number) => {
    await misbehaviour.pause()
    killing = true
    const recorded = journal.dealsRecorded(stage)
    await host.child.kill()
    kills++
    plan.log(`killed the host in stage ${stage} with deals ${JSON.stringify(recorded)} recorded`)
    const { key, folder } = host
    host = await startHost(['--resume', ...common])
    children.push(host.child)
    if (host.key !== key || host.folder !== folder) error('the resumed host is another tournament')
    await followers()
    for (const device of devices) await device.reconnect(channelUrl())
    counts.reconnects += devices.length
    const reopened = journal.state.stages[stage - 1]?.tables ?? []
    const waiting = devices.filter(
      (d) => (reopened[(d.seat?.table ?? 0) - 1]?.deals.length ?? plan.deals) < plan.deals
    )
    await Promise.all(waiting.map((d) => d.seated(stage)))
    killing = false
    misbehaviour.resume()
  }

  const onCrash = (e: unknown) =>
    error(`uncaught in the soak: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
  process.on('uncaughtException', onCrash)
  process.on('unhandledRejection', onCrash)
  let final: TournamentState | null = null
  try {
    await followers()
    for (const [i, device] of devices.entries()) {
      // Registration is in order after the bot entrants: the audit knows whose welcome holds which token.
      const entrant = plan.entrants - plan.devices + i + 1
      labels.set(entrant, device.label)
      await device.register(channelUrl())
      if (device.entrant !== entrant)
        throw new Error(`${device.label} is entrant ${device.entrant}, not ${entrant}`)
    }
    for (let stage = 1; stage <= plan.stages; stage++) {
      director!.send({ type: 'startStage' })
      await until(`stage ${stage} to start`, () => journal.state.stages.length === stage)
      await Promise.all(devices.map((d) => d.seated(stage)))
      misbehaviour.resume()
      if (plan.killInStages.includes(stage)) {
        const total = (journal.state.stages[stage - 1]?.tables.length ?? 0) * plan.deals
        const at = Math.max(1, Math.ceil(total * KILL_AT))
        await until(
          `deals of stage ${stage}`,
          () => journal.dealsRecorded(stage).reduce((a, b) => a + b, 0) >= at
        )
        if (stageOver(stage)) error(`the kill in stage ${stage} came after its last deal`)
        else await killAndResume(stage)
      }
      await until(`stage ${stage} to end`, () => stageOver(stage))
      await misbehaviour.pause()
      plan.log(`stage ${stage} over after ${Math.round(performance.now() - started) / 1000} s`)
    }
    final = journal.state
  } catch (e) {
    error(`the evening stopped: ${(e as Error).message}`)
  } finally {
    await misbehaviour.pause()
    killing = true
    for (const d of devices) d.close()
    ;(director as TournamentClient | null)?.close()
    ;(screen as TournamentClient | null)?.close()
    const exit = await host.child.stop(10_000)
    if (exit.code !== 0) error(`the host ended with ${JSON.stringify(exit)}`)
    for (const child of children) for (const line of child.stderr) error(`the host said: ${line}`)
    process.off('uncaughtException', onCrash)
    process.off('unhandledRejection', onCrash)
  }
  const save = (() => {
    try {
      return journal.read()
    } catch {
      return null
    }
  })()
  await rm(dataDir, { recursive: true, force: true })
  for (const failure of audits.replayFailures) error(`a table's frames do not replay on its deal: ${failure}`)
  // Every table frame went through both audits: its table's and the one across tables.
  if (audits.tableFrames !== audits.tableFramesAcross)
    error(
      `${audits.tableFrames} table frames in the tables' audits, ${audits.tableFramesAcross} across tables`
    )
  return {
    seconds: Math.round(performance.now() - started) / 1000,
    kills,
    final,
    tables: final?.stages[0]?.tables.length ?? 0,
    framesAudited: {
      channel: audits.channelFrames,
      table: audits.tableFramesAcross,
      tableAudit: audits.tableFrames
    },
    leaks: audits.leaks,
    errors,
    refused: misbehaviour.refused,
    codes: misbehaviour.codes,
    watchesAllowed: misbehaviour.watchesAllowed,
    reconnects: counts.reconnects,
    moves: counts.moves,
    races: counts.races,
    tokens:
      save === null
        ? []
        : [
            ...Object.values(save.tokens),
            ...save.tables.flat().flatMap((t) => t.seatTokens.filter((x): x is string => x !== null))
          ]
  }
}
