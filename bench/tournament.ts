// Tournament benchmark (`npm run bench:tournament -- --players 24`, issue 52): a whole tournament of socket
// players on loopback, every frame audited. The tournament host, its tables and every player's device run
// in this process (test-support/tournament/tournament-rig.ts): each device, from a loopback address of its
// own, registers on the tournament's channel, follows its player to the seat each stage gives it and plays
// there by itself: the first legal move after a pause of --think-ms ±25 % (50 ms: some 60 times a person's
// pace, so six tables keep the host busy; 0: at once). Every frame every device receives, at its table and
// on the channel, goes through the table's secrets audit and the audit across tables (RULES.md R9); the
// count is the frames the clients received, checked against what each audit read (else the exit code is 1).
// Prints one JSON line: players, tables (per stage), stages, deals per stage, format, seed, seconds, frames
// audited, leaks (must be 0, else the exit code is 1), and the update time while all of a stage's tables
// play at once: from a move leaving its device to the last member of that table reading the new state off
// its socket (p50, p90, p99, max; target p99 ≤ 20 ms). Beside it the floor, measured in the same run: the
// same timing at ONE table of the same size alone, as many tables' evenings of it as the tournament seats
// at once, one after another (with duplicate deals and the same seed, the very same games), and the ratios.
// Flags: --players N (24), --stages N (2), --deals N (2), --table-size N (4), --format duplicate|swiss,
// --think-ms N (50), --seed N (else drawn; printed: a duplicate evening with the same seed is seated,
// dealt and played the same again).
// The devices share the host's thread, as the bench:net clients do not: an update's time includes the
// devices' own reading (both audits) of whatever frames came before the last member's, at every table, so
// it is an upper bound of the host's; the floor bears the same cost per frame, and eventLoopBusy says how
// busy the thread was. A stall of the whole process (a GC pause, the machine's other load) holds the
// devices' moves as well: only the moves already on their way count it, where a host alone would delay
// every move arriving meanwhile. Timings swing with the machine's load (loadAverage: the 1-minute load at
// the start and the end): run it on a quiet machine.
//
// What the draft (never run) got wrong, fixed here: (1) it took the time in the rig's audit across tables,
// which the rig called only with the state a client had made of a frame, after the table's audit had read
// it, and never for a delta that did not fit; now the rig hands both audits the raw frame and the time is
// the client's own receive time (TestClient's listener `at`, taken before any audit). (2) It took the
// move's state to be version + 1, but a room-only change (paced, state-sender.ts) can take a version no
// frame carries: the move's state is the first one after it with the mover's own event. (3) It stopped at
// the channel's "stage over", which the host sends before the last move's table frames (the journal
// first): the last moves went untimed; now it waits for them. (4) It counted each table frame twice
// (both audits' counts added). (5) 24 devices from 127.0.0.1 meet the channel's 16 sockets per address.
import { randomInt } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { Rng } from '../src/engine'
import type { TournamentServerMessage } from '../src/protocol/tournament-messages'
import { MAX_ENTRANTS, TOURNAMENT_FORMATS } from '../src/protocol/vocabulary'
import type { TournamentFormat } from '../src/protocol/vocabulary'
import { balanceTables, phaseOf, tableCount } from '../src/tournament'
import { TournamentRig } from '../test-support/tournament/tournament-rig'
import { settingsWith } from '../test-support/tournament/tournaments'
import type { TestClient } from '../test-support/wire/test-client'
import type { TableReader } from '../test-support/wire/tournament-audit'
import { percentile } from './socket-tools'
import { countArg } from './tuning-args'

const { values } = parseArgs({
  options: {
    players: { type: 'string' },
    stages: { type: 'string' },
    deals: { type: 'string' },
    'table-size': { type: 'string' },
    format: { type: 'string' },
    'think-ms': { type: 'string' },
    seed: { type: 'string' }
  }
})
const players = countArg('players', values.players, 24, 2)
const stages = countArg('stages', values.stages, 2, 1)
const deals = countArg('deals', values.deals, 2, 1)
const tableSize = countArg('table-size', values['table-size'], 4, 3)
const thinkMs = countArg('think-ms', values['think-ms'], 50)
const seed = countArg('seed', values.seed, randomInt(1, 2 ** 31 - 1), 1)
const format = (values.format ?? 'duplicate') as TournamentFormat
if (!TOURNAMENT_FORMATS.includes(format)) throw new Error(`--format: one of ${TOURNAMENT_FORMATS.join(', ')}`)
if (players > MAX_ENTRANTS) throw new Error(`--players: at most ${MAX_ENTRANTS} (the tournament's cap)`)
if (tableSize > 6) throw new Error('--table-size: at most 6 (RULES.md R2)')
/** A stage that has not finished by then has hung: the bench says so instead of waiting forever. */
const STAGE_LIMIT_MS = 10 * 60_000

type Frame = Extract<TournamentServerMessage, { type: 'tournament' }>

/** A move on its way: who made it at which version, when it left, the version that shows it, its readers. */
interface Pending {
  seat: number | null
  sentVersion: number
  sentAt: number
  /** The first version after `sentVersion` with the mover's own played/passed event (null: none yet). */
  version: number | null
  /** The table's members when it left (those holding a state: a device still joining is not one yet). */
  readers: Set<TestClient>
  /** When each reader read `version` off its socket. */
  arrivals: number[]
  /** Whether every table of the stage was still playing when it was sent. */
  allTables: boolean
}

interface Evening {
  tables: number[]
  seconds: number
  over: boolean
  /** Move → last member, ms: while every table of the stage played, and the rest. */
  updates: number[]
  updatesFewerTables: number[]
  moves: { sent: number; timed: number }
  frames: { table: number; channel: number }
  /** Frames received that an audit did not read (must be 0). */
  unaudited: number
  leaks: string[]
}

/** A whole evening of `entrants` devices on a rig of its own, timed and audited. */
async function evening(entrants: number, stageCount: number, dealCount: number): Promise<Evening> {
  const folder = await mkdtemp(join(tmpdir(), 'ftf-bench-tournament-'))
  const pause = new Rng(seed)
  /** Each table's members: its devices' clients once they hold a state. */
  const members = new Map<string, Set<TestClient>>()
  /** Moves on their way, by table: with no pause the next one leaves before the last member has this one. */
  const pending = new Map<string, Pending[]>()
  const updates: number[] = []
  const updatesFewerTables: number[] = []
  const moves = { sent: 0, timed: 0 }
  let rig: TournamentRig | undefined = undefined
  const allTablesPlaying = () => {
    const tables = rig?.host.state.stages.at(-1)?.tables ?? []
    return tables.every((t) => t.deals.length < dealCount)
  }
  const time = (client: TestClient, reader: TableReader) => {
    const table = `${reader.stage}.${reader.table}`
    const present = members.get(table) ?? new Set<TestClient>()
    members.set(table, present)
    const send = client.send.bind(client)
    client.send = (message) => {
      const { type, version } = message as { type?: unknown; version?: unknown }
      if (type === 'move' && typeof version === 'number') {
        moves.sent++
        // a move whose state has reached nobody was refused (a stale version): it is not timed
        const onTheirWay = (pending.get(table) ?? []).filter((m) => m.version !== null)
        pending.set(table, [
          ...onTheirWay,
          {
            seat: reader.seat,
            sentVersion: version,
            sentAt: performance.now(),
            version: null,
            readers: new Set(present),
            arrivals: [],
            allTables: allTablesPlaying()
          }
        ])
      }
      send(message)
    }
    client.on((message, at) => {
      if (message.type !== 'state') return
      present.add(client)
      const moving = pending.get(table) ?? []
      for (const move of moving) {
        if (message.version <= move.sentVersion || !move.readers.has(client)) continue
        // Not simply sentVersion + 1: a room-only change (paced, state-sender.ts) may have taken a
        // version no frame carries; the move's version is the first after it whose events hold the move.
        if (move.version === null) {
          const mine = message.events.some(
            (e) => (e.type === 'played' || e.type === 'passed') && e.seat === move.seat
          )
          if (!mine) continue
          move.version = message.version
        }
        if (message.version !== move.version) continue
        move.arrivals.push(at)
        if (move.arrivals.length < move.readers.size) continue
        moves.timed++
        ;(move.allTables ? updates : updatesFewerTables).push(Math.max(...move.arrivals) - move.sentAt)
      }
      pending.set(
        table,
        moving.filter((m) => m.arrivals.length < m.readers.size)
      )
    })
  }
  rig = new TournamentRig(folder, {
    seed,
    ...(thinkMs === 0 ? {} : { thinkMs: () => thinkMs * (0.75 + 0.5 * pause.next()) }),
    onTableClient: (_device, client, reader) => time(client, reader)
  })
  const started = performance.now()
  try {
    await rig.open(
      settingsWith({
        format,
        stages: stageCount,
        dealsPerStage: dealCount,
        preferredTableSize: tableSize,
        maxEntrants: MAX_ENTRANTS
      })
    )
    // each device from a loopback address of its own, as each phone comes from its own (the channel's door
    // takes 16 sockets per address)
    for (let i = 0; i < entrants; i++) await rig.device(`Player ${i + 1}`, `127.0.1.${i + 1}`)
    const director = await rig.channel('director')
    await director.hello({ directorKey: rig.host.directorKey })
    rig.play()
    const tables: number[] = []
    for (let stage = 1; stage <= stageCount; stage++) {
      director.send({ type: 'startStage' })
      const over = await director.next(
        (m) =>
          m.type === 'tournament' &&
          (m as Frame).tournament.stages[stage - 1]?.tables.every((t) => t.deals.length === dealCount) ===
            true,
        STAGE_LIMIT_MS
      )
      tables.push((over as Frame).tournament.stages[stage - 1]?.tables.length ?? 0)
      // The host tells the channel a deal is over before the table's own frames of it go out (the journal
      // first): the stage's last moves are still on their way to their tables' members.
      await settled(() => [...pending.values()].every((moving) => moving.length === 0))
    }
    const seconds = (performance.now() - started) / 1000
    const audits = [...rig.tables.values()].map((t) => t.audit)
    const frames = rig.framesReceived()
    const readAtTables = audits.reduce((n, a) => n + a.framesChecked, 0)
    const unaudited =
      Math.max(0, frames.table - readAtTables) +
      Math.max(0, frames.table + frames.channel - rig.across.framesChecked)
    return {
      tables,
      seconds,
      over: phaseOf(rig.host.state) === 'over',
      updates,
      updatesFewerTables,
      moves,
      frames,
      unaudited,
      leaks: [...audits.flatMap((a) => a.violations), ...rig.across.violations]
    }
  } finally {
    await rig.close()
    await rm(folder, { recursive: true, force: true })
  }
}

/** Resolves once `done()` holds, or after `limitMs` (what is still pending then is counted untimed). */
async function settled(done: () => boolean, limitMs = 10_000): Promise<void> {
  const until = performance.now() + limitMs
  while (!done() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5))
}

function spread(times: number[]) {
  return {
    samples: times.length,
    p50Ms: percentile(times, 50),
    p90Ms: percentile(times, 90),
    p99Ms: percentile(times, 99),
    maxMs: percentile(times, 100)
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10
const hundredths = (n: number) => Math.round(n * 100) / 100
const ratio = (a: number, b: number) => hundredths(a / b)

/** Event-loop utilisation while `run` runs: how busy this one thread (host, tables and devices) was. */
async function busy<T>(run: () => Promise<T>): Promise<{ value: T; busy: number }> {
  const before = performance.eventLoopUtilization()
  const value = await run()
  return { value, busy: performance.eventLoopUtilization(before).utilization }
}

const loadAtStart = loadavg()[0] ?? NaN
const started = performance.now()
// JIT, sockets and the file system warmed by a one-deal evening at one table: audited, not timed.
// The floor's table: the size of the tournament's biggest (24 at 4: 4).
const floorSize = balanceTables(players, tableSize)[0]?.players ?? tableSize
const warmUp = await evening(floorSize, 1, 1)
// The floor plays as many tables' evenings as the tournament seats at once, one table at a time (with a
// seed and duplicate deals, the very same games): half before the tournament and half after, so a change
// in the machine's load during the run weighs on both alike.
const atOnce = tableCount(players, tableSize)
const floors: { value: Evening; busy: number }[] = []
for (let i = 0; i < Math.ceil(atOnce / 2); i++)
  floors.push(await busy(() => evening(floorSize, stages, deals)))
const { value: main, busy: mainBusy } = await busy(() => evening(players, stages, deals))
for (let i = Math.ceil(atOnce / 2); i < atOnce; i++)
  floors.push(await busy(() => evening(floorSize, stages, deals)))
const evenings = [warmUp, main, ...floors.map((f) => f.value)]
const leaks = evenings.flatMap((e) => e.leaks)
const unaudited = evenings.reduce((n, e) => n + e.unaudited, 0)
const update = spread(main.updates)
const floor = spread(floors.flatMap((f) => f.value.updates))
const floorBusy = floors.reduce((n, f) => n + f.busy, 0) / floors.length
console.log(
  JSON.stringify({
    bench: 'tournament',
    format,
    players,
    tables: main.tables,
    stages,
    deals,
    seed,
    thinkMs,
    bots: `none: every seat is a device on a socket playing its first legal move (test-support/wire/auto-play.ts) ${thinkMs === 0 ? 'at once' : `after ${thinkMs} ms ±25 %`}`,
    over: main.over,
    seconds: round1(main.seconds),
    secondsInAll: round1((performance.now() - started) / 1000),
    framesAudited: main.frames.table + main.frames.channel,
    frames: main.frames,
    framesAuditedInAll: evenings.reduce((n, e) => n + e.frames.table + e.frames.channel, 0),
    unaudited,
    leaks: leaks.length,
    ...(leaks.length > 0 ? { leakSamples: leaks.slice(0, 3) } : {}),
    moves: main.moves,
    update: { tablesAtOnce: Math.max(...main.tables), ...update },
    updateFewerTables: spread(main.updatesFewerTables),
    floor: {
      players: floorSize,
      tables: 1,
      evenings: floors.length,
      secondsEach: round1(floors[0]?.value.seconds ?? NaN),
      ...floor
    },
    p50OverFloor: ratio(update.p50Ms, floor.p50Ms),
    p99OverFloor: ratio(update.p99Ms, floor.p99Ms),
    eventLoopBusy: { tournament: hundredths(mainBusy), floor: hundredths(floorBusy) },
    loadAverage: { start: hundredths(loadAtStart), end: hundredths(loadavg()[0] ?? NaN) },
    targets: { leaks: 0, updateP99Ms: 20 }
  })
)
const failed = leaks.length > 0 || unaudited > 0 || evenings.some((e) => !e.over)
process.exit(failed ? 1 : 0)
