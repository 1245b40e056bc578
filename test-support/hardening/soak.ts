// The soak (issue 10): many tables in this process, each a real host on 127.0.0.1 with bots and socket
// players who play honestly but now and then disconnect and come back with their token, reload (a new
// socket with the same token), go silent (stop reading: the heartbeat drops them, the turn timer and the
// stand-in bot play for them) or flood (the rate limit closes them). Every frame every client receives is
// shown to the secrets audit (R9) and every engine change is checked against the rules. The tables take
// the games of RULES.md R2.two and R2.variants in turn (test-support/engine/games.ts), then the default
// game at any seat count, so even a short soak with GAMES.length tables plays each. Reports JSON lines
// over time (memory samples) and a summary; `failures` lists what should fail CI.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Rng, deepEqual } from '../../src/engine'
import type { MatchState } from '../../src/engine'
import { WorkerBotPlayer } from '../../src/server/bots/worker-bot-player'
import { startTableHost } from '../server/table-host'
import type { TableHost } from '../server/table-host'
import { loadSave } from '../../src/server/persistence/file-storage'
import { SecretsAudit } from '../wire/secrets-audit'
import { seededRandom } from '../server/seeded-random'
import { GAMES } from '../engine/games'
import type { Game } from '../engine/games'
import { playHonestly } from './player'
import type { Player } from './player'
import { LatencyHistogram, round1, slope } from './stats'
import { TransitionChecker } from './transitions'
import { TestClient } from '../wire/test-client'
import { ViewCheck } from '../wire/view-check'
import { matchOf, versionOf } from '../server/table-probe'

export interface SoakOptions {
  minutes: number
  tables: number
  seed: number
  /** Seconds between memory samples (default: about 40 samples per run, 2–15 s apart). */
  sampleSeconds?: number
  /** Where JSON lines go. */
  out: (line: string) => void
  /** How long a socket player plays between two disruptions, ms (default 4–20 s). */
  disruptMs?: [min: number, max: number]
}

/** The last line of the report, exactly these keys. */
export interface SoakSummary {
  minutes: number
  tables: number
  matchesFinished: number
  errors: number
  reconnects: number
  p99Ms: number
  rssStartMB: number
  rssEndMB: number
}

export interface SoakResult {
  summary: SoakSummary
  /** Why the run should fail (unexpected errors, leaked secrets, memory that does not level off). */
  failures: string[]
}

/** Refusals an honest player can meet when it races the table (timers, bots, other players). */
const RACE_CODES = new Set(['stale', 'not-your-turn', 'round-over', 'wrong-phase'])
/** Refusals a flood is meant to cause. */
const FLOOD_CODES = new Set(['rate-limited', 'bad-json', 'bad-message'])
const TURN_SECONDS = 3
const GRACE_MS = 2500
const HEARTBEAT_MS = 2000
/** A table whose version does not move for this long is stuck. */
const STALL_MS = 30_000
const RECENT_VERSIONS = 32
const MB = 1024 * 1024

interface Rig {
  index: number
  game: Game
  matchesFinished: number
  host: TableHost
  audit: SecretsAudit
  checker: TransitionChecker
  /** performance.now() of each recent commit, for the update latency. */
  commitAt: Map<number, number>
  recent: Map<number, MatchState | null>
  secrets: { tokens: (string | null)[]; hostKey: string }
  lastChange: number
  stalled: boolean
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const { out } = options
  const durationMs = options.minutes * 60_000
  const sampleMs = (options.sampleSeconds ?? Math.min(15, Math.max(2, (options.minutes * 60) / 40))) * 1000
  const gc = exposeGc()
  const master = new Rng(options.seed)
  const latency = new LatencyHistogram()
  // Hosts and clients share this one thread: the loop's own delay explains most of the latency tail.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  const counters = {
    matchesFinished: 0,
    reconnects: 0,
    moves: 0,
    floods: 0,
    silences: 0,
    reloads: 0,
    drops: 0,
    updatesDuringGc: 0
  }
  let lastGc = { start: 0, end: 0 }
  const expected = new Map<string, number>()
  const errorLog: string[] = []
  let errors = 0
  const error = (what: string): void => {
    errors++
    if (errorLog.length < 30) errorLog.push(what)
  }
  const onCrash = (e: unknown): void =>
    error(`uncaught: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
  process.on('uncaughtException', onCrash)
  process.on('unhandledRejection', onCrash)

  let stopping = false
  const stopWaiters = new Set<() => void>()
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      if (stopping) return resolve()
      const done = (): void => {
        clearTimeout(timer)
        stopWaiters.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      stopWaiters.add(done)
    })

  // The bots the CLI uses: worker threads, shared by every table. A bot that fails, times out or
  // answers an illegal move is logged here, and that is an error.
  const bots = new WorkerBotPlayer({
    hardBudgetMs: 20,
    log: (message, e) => error(`bots: ${message}: ${e instanceof Error ? e.message : JSON.stringify(e)}`)
  })
  const dataDir = await mkdtemp(join(tmpdir(), 'ftf-soak-'))
  const rigs: Rig[] = []
  const lives: Promise<void>[] = []
  const clients = new Set<TestClient>()
  const players = new Set<Player>()
  /** Sockets that were frozen once: what they read afterwards is late by design. */
  const frozen = new WeakSet<TestClient>()
  /** Every state a client rebuilt from deltas is the engine's view of its seat at that version. */
  const views = new ViewCheck()

  /** A socket for an agent: audited, timed, its refusals sorted into expected and unexpected. */
  const connect = async (rig: Rig, label: string, flooding: () => boolean): Promise<TestClient> => {
    // No history: a soak's frames are audited and timed as they come, never kept.
    const client = await TestClient.connect(rig.host.urls.ws, label, { audit: rig.audit, history: false })
    clients.add(client)
    void client.closed.then(() => clients.delete(client))
    // Update latency: commit → the first time this socket sees that version. Replies to 'sync' (an old
    // version again) and frames a frozen socket reads late are not updates.
    let seen = -1
    client.on((m, at) => {
      if (m.type === 'state') {
        views.observe(label, client.seat, m, rig.recent.get(m.version))
        const committed = rig.commitAt.get(m.version)
        if (committed !== undefined && m.version > seen && !client.ws.isPaused && !frozen.has(client)) {
          // The sampler's own full GC stops the world; updates in flight across it are not the host's.
          if (committed < lastGc.end && at > lastGc.start) counters.updatesDuringGc++
          else latency.add(at - committed)
        }
        seen = Math.max(seen, m.version)
      } else if (m.type === 'error') {
        if (RACE_CODES.has(m.code) || (flooding() && FLOOD_CODES.has(m.code))) {
          expected.set(m.code, (expected.get(m.code) ?? 0) + 1)
        } else {
          error(`${label}: refused ${m.code}: ${m.message}`)
        }
      }
    })
    return client
  }

  // ---------- sampling ----------
  let started = performance.now()
  /** After a full GC: rss, the JS heap in use, and memory outside it (Buffers: frames, sockets). */
  type Sample = { t: number; rssMB: number; heapMB: number; externalMB: number }
  const samples: Sample[] = []
  const sample = (): Sample => {
    const gcStart = performance.now()
    gc?.()
    lastGc = { start: gcStart, end: performance.now() }
    const mem = process.memoryUsage()
    const s = {
      t: round1((performance.now() - started) / 1000),
      rssMB: round1(mem.rss / MB),
      heapMB: round1(mem.heapUsed / MB),
      externalMB: round1(mem.external / MB)
    }
    samples.push(s)
    return s
  }
  const line = (s: Sample): void =>
    out(
      JSON.stringify({
        type: 'sample',
        ...s,
        matchesFinished: counters.matchesFinished,
        moves: counters.moves,
        reconnects: counters.reconnects,
        errors,
        p99Ms: round1(latency.quantile(0.99)),
        sockets: clients.size
      })
    )
  // ---------- tables ----------
  // Whatever goes wrong in the harness itself is an error too, and the teardown still runs.
  let failure: unknown = null
  try {
    for (let index = 0; index < options.tables; index++) {
      const rng = new Rng(master.int(2 ** 31))
      const anySeats = 2 + rng.int(5)
      const game = GAMES[index % (GAMES.length + 1)] ?? { name: 'default', seats: anySeats, options: {} }
      const seats = game.seats
      const humans = 1 + rng.int(Math.min(3, seats))
      const host = await startTableHost({
        name: `Soak ${index + 1}`,
        seats,
        // Easy and medium bots; a hard one at every tenth table (its search is the costly one).
        bots: Array.from({ length: seats - humans }, (_, i) => ({
          seat: humans + i,
          level:
            index % 10 === 0 && i === 0
              ? ('hard' as const)
              : rng.next() < 0.5
                ? ('easy' as const)
                : ('medium' as const)
        })),
        botPlayer: bots,
        autoStart: true,
        botDelayMs: 100 + rng.int(200),
        options: { ...game.options, turnSeconds: TURN_SECONDS },
        graceMs: GRACE_MS,
        standInLevel: 'easy',
        seed: rng.int(2 ** 31),
        random: seededRandom(rng.int(2 ** 31)),
        dataDir,
        limits: { heartbeatMs: HEARTBEAT_MS }
      })
      const table = host.table
      const recent = new Map<number, MatchState | null>()
      const rig: Rig = {
        index,
        game,
        matchesFinished: 0,
        host,
        // The host's own state at each recent version: a hand on the wire must be exactly the seat's own.
        audit: new SecretsAudit({ truthAt: (v) => recent.get(v), secrets: () => rig.secrets }),
        checker: new TransitionChecker(),
        commitAt: new Map(),
        recent,
        secrets: { tokens: [], hostKey: table.hostKey },
        lastChange: performance.now(),
        stalled: false
      }
      table.onChange(() => {
        const v = versionOf(table)
        const now = performance.now()
        rig.commitAt.set(v, now)
        rig.recent.set(v, matchOf(table))
        rig.commitAt.delete(v - RECENT_VERSIONS)
        rig.recent.delete(v - RECENT_VERSIONS)
        rig.secrets = { tokens: table.snapshot().seats.map((s) => s.token), hostKey: table.hostKey }
        rig.checker.observe(v, matchOf(table))
        rig.lastChange = now
        rig.stalled = false
      })
      host.onEvent((event) => {
        if (event.type === 'matchEnded') {
          counters.matchesFinished++
          rig.matchesFinished++
        } else if (event.type === 'botFailed') error(`table ${index}: bot failed: ${event.error.message}`)
        else if (event.type === 'saveFailed') error(`table ${index}: save failed: ${event.error.message}`)
      })
      rigs.push(rig)

      for (let seat = 0; seat < humans; seat++) {
        lives.push(agentLife(rig, `t${index}s${seat}`, new Rng(rng.int(2 ** 31))))
        // Joins one by one so seats are taken in order.
        await sleep(5)
      }
      if (index % 5 === 0) lives.push(spectatorLife(rig, `t${index}w`))
    }
  } catch (e) {
    failure = e
  }

  // ---------- one socket player ----------
  async function agentLife(rig: Rig, label: string, rng: Rng): Promise<void> {
    let flooding = false
    let client = await connect(rig, label, () => flooding)
    const welcome = await client.hello({}).catch(() => null)
    if (welcome?.type !== 'welcome' || client.token === null) return error(`${label}: could not join`)
    const token = client.token
    const seat = client.seat
    let player = attach(client)

    function attach(c: TestClient): Player {
      const p = playHonestly(c, {
        rng,
        thinkMs: () => 50 + rng.int(350),
        rematch: () => true,
        onMove: () => counters.moves++
      })
      players.add(p)
      return p
    }
    const detach = (): void => {
      player.stop()
      players.delete(player)
    }
    /** A new socket with the same token: the seat must come back. */
    const rejoin = async (): Promise<boolean> => {
      try {
        const next = await connect(rig, label, () => flooding)
        const reply = await next.hello({ token }).catch(() => null)
        if (reply?.type !== 'welcome' || next.seat !== seat || next.token !== token) {
          error(
            `${label}: rejoin with its token got ${reply === null ? 'nothing' : JSON.stringify(reply).slice(0, 200)}`
          )
          await next.close()
          return false
        }
        counters.reconnects++
        client = next
        player = attach(next)
        return true
      } catch (e) {
        error(`${label}: cannot reconnect: ${(e as Error).message}`)
        return false
      }
    }

    const [calmMin, calmMax] = options.disruptMs ?? [4000, 20_000]
    while (!stopping) {
      await sleep(calmMin + rng.int(Math.max(1, calmMax - calmMin)))
      if (stopping) break
      if (!client.open) {
        // Dropped without asking (it should not be): count it and come back.
        counters.drops++
        error(`${label}: the host closed an honest socket (${String(client.closeCode)})`)
        detach()
        if (!(await rejoin())) return
        continue
      }
      const pick = rng.next()
      if (pick < 0.3) {
        // Disconnect, stay away 0.3–6 s (sometimes past the grace period), come back with the token.
        detach()
        await client.close()
        await sleep(300 + rng.int(5700))
        if (!(await rejoin())) return
      } else if (pick < 0.5) {
        // Reload: the new socket takes the seat over; the old one is closed by the host (4001).
        counters.reloads++
        const old = client
        detach()
        if (!(await rejoin())) return
        const code = await Promise.race([old.closed.then((c) => c.code), sleep(2000).then(() => null)])
        // Stopping wakes every sleep, so the 2 s wait above ends at once: a reload caught by it proves nothing.
        if (code !== 4001 && !stopping)
          error(`${label}: the replaced socket closed with ${String(code)}, not 4001`)
      } else if (pick < 0.7) {
        // Go silent: stop reading. The heartbeat drops the socket; the turn timer plays meanwhile.
        counters.silences++
        detach()
        frozen.add(client)
        client.ws.pause()
        await sleep(HEARTBEAT_MS * 2 + rng.int(4000))
        client.ws.resume()
        const alive = await client.barrier(1000)
        if (alive) player = attach(client)
        else {
          await client.terminate()
          if (!(await rejoin())) return
        }
      } else if (pick < 0.85) {
        // Flood: far past the rate limit; the host refuses and closes the socket (1008).
        counters.floods++
        flooding = true
        for (let i = 0; i < 80 && client.open; i++) {
          client.sendRaw(
            i % 3 === 0 ? '{"type":"sync"' : i % 3 === 1 ? '{"type":"nope"}' : '{"type":"sync"}',
            false
          )
        }
        // The close's code is the point, not how soon it comes: 15 s only catches a host that never closes.
        // The soak's end wakes every sleep, this one too: a flood still waiting then ends with null, which
        // says nothing of the host (that was "a flood ended with null" in two CI runs on 2026-12-06).
        const code = await Promise.race([client.closed.then((c) => c.code), sleep(15_000).then(() => null)])
        if (code !== 1008 && !(code === null && stopping))
          error(`${label}: a flood ended with ${String(code)}, not 1008`)
        detach()
        await client.terminate()
        flooding = false
        if (!(await rejoin())) return
      }
    }
    detach()
  }

  async function spectatorLife(rig: Rig, label: string): Promise<void> {
    while (!stopping) {
      const client = await connect(rig, label, () => false)
      const reply = await client.hello({ spectate: true }).catch(() => null)
      if (reply?.type !== 'welcome') return error(`${label}: could not watch`)
      await Promise.race([client.closed, new Promise<void>((resolve) => stopWaiters.add(resolve))])
      if (!stopping) error(`${label}: the host closed a spectator (${String(client.closeCode)})`)
      await client.close()
    }
  }

  started = performance.now()
  const rssStart = sample()
  line(rssStart)
  try {
    while (failure === null && performance.now() - started < durationMs) {
      await sleep(Math.min(sampleMs, durationMs - (performance.now() - started)))
      const now = performance.now()
      for (const rig of rigs) {
        if (!rig.stalled && now - rig.lastChange > STALL_MS) {
          rig.stalled = true
          error(`table ${rig.index}: no change for ${STALL_MS / 1000} s (status ${rig.host.table.status})`)
        }
      }
      line(sample())
    }
  } catch (e) {
    failure = e
  }
  if (failure !== null)
    error(
      `the soak itself failed: ${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}`
    )
  const rssEnd = samples[samples.length - 1] ?? rssStart

  // ---------- teardown ----------
  stopping = true
  for (const wake of [...stopWaiters]) wake()
  await Promise.all(lives)
  for (const p of players) p.stop()
  await Promise.all([...clients].map((c) => c.close()))
  for (const rig of rigs) {
    const table = rig.host.table
    rig.checker.finish(matchOf(table))
    const finalState = matchOf(table)
    const finalVersion = versionOf(table)
    await rig.host.close().catch((e: Error) => error(`table ${rig.index}: close: ${e.message}`))
    for (const v of rig.checker.violations) error(`table ${rig.index}: ${v}`)
    for (const v of rig.audit.violations.slice(0, 5)) error(`table ${rig.index}: secret leaked: ${v}`)
    const save = await loadSave(rig.host.savePath ?? '').catch((e: Error) => e)
    if (save instanceof Error) error(`table ${rig.index}: final save: ${save.message}`)
    else if (save.version !== finalVersion || !deepEqual(save.match, finalState)) {
      error(`table ${rig.index}: the final save is not the final state`)
    }
  }
  await bots.close()
  await rm(dataDir, { recursive: true, force: true })
  loopDelay.disable()
  process.off('uncaughtException', onCrash)
  process.off('unhandledRejection', onCrash)

  // ---------- verdict ----------
  const half = samples.filter((s) => s.t >= samples[samples.length - 1]!.t / 2)
  // Live memory = JS heap + external, after a full GC: what a leak in this process would grow. RSS is
  // reported too but not judged (the allocator keeps freed pages; it swings by tens of MB).
  const live = (s: Sample): number => s.heapMB + s.externalMB
  const perMinute = (y: (s: Sample) => number): number => slope(half.map((s) => ({ x: s.t / 60, y: y(s) })))
  const liveSlope = perMinute(live)
  const rssSlope = perMinute((s) => s.rssMB)
  const liveMean = half.reduce((sum, s) => sum + live(s), 0) / Math.max(1, half.length)
  const liveLimit = Math.max(2, 0.03 * liveMean)
  const levelsOff = liveSlope <= liveLimit
  const auditFrames = rigs.reduce((n, r) => n + r.audit.framesChecked, 0)
  const leaks = rigs.reduce((n, r) => n + r.audit.violations.length, 0)
  const failures: string[] = []
  if (errors > 0) failures.push(`${errors} unexpected error(s)`)
  if (leaks > 0) failures.push(`the secrets audit failed ${leaks} time(s)`)
  if (views.mismatches > 0)
    failures.push(`${views.mismatches} rebuilt view(s) differ from the engine's: ${views.samples.join('; ')}`)
  if (!levelsOff) {
    failures.push(
      `memory grows: +${round1(liveSlope)} MB/min over the second half (limit ${round1(liveLimit)})`
    )
  }
  if (gc === null) failures.push('no gc(): memory samples are not comparable')

  out(
    JSON.stringify({
      type: 'final',
      ...counters,
      expectedRefusals: Object.fromEntries([...expected].sort()),
      framesAudited: auditFrames,
      secretLeaks: leaks,
      viewsChecked: views.checked,
      viewMismatches: views.mismatches,
      deltasUnfit: rigs.reduce((n, r) => n + r.audit.deltasUnfit, 0),
      games: gamesReport(rigs),
      legalMovesChecked: rigs.reduce((n, r) => n + r.checker.moves, 0),
      p50Ms: round1(latency.quantile(0.5)),
      p99Ms: round1(latency.quantile(0.99)),
      maxMs: round1(latency.max),
      eventLoopDelayP99Ms: round1(loopDelay.percentile(99) / 1e6),
      eventLoopDelayMaxMs: round1(loopDelay.max / 1e6),
      updates: latency.count,
      liveStartMB: round1(live(rssStart)),
      liveEndMB: round1(live(rssEnd)),
      trend: {
        fromSecond: half[0]?.t ?? 0,
        liveMBPerMin: round1(liveSlope),
        liveLimitMBPerMin: round1(liveLimit),
        rssMBPerMin: round1(rssSlope),
        levelsOff
      },
      errorSamples: errorLog.slice(0, 10),
      failures
    })
  )
  const summary: SoakSummary = {
    minutes: options.minutes,
    tables: options.tables,
    matchesFinished: counters.matchesFinished,
    errors,
    reconnects: counters.reconnects,
    p99Ms: round1(latency.quantile(0.99)),
    rssStartMB: rssStart.rssMB,
    rssEndMB: rssEnd.rssMB
  }
  return { summary, failures }
}

/** Per game (R2.two, R2.variants, the default): tables, finished matches, rounds dealt, frames audited. */
export interface GameReport {
  tables: number
  matchesFinished: number
  /** Rounds dealt: first rounds of matches and the rounds after them. */
  rounds: number
  framesAudited: number
}

function gamesReport(rigs: Rig[]): Record<string, GameReport> {
  const report: Record<string, GameReport> = {}
  for (const rig of rigs) {
    const line = (report[rig.game.name] ??= { tables: 0, matchesFinished: 0, rounds: 0, framesAudited: 0 })
    line.tables++
    line.matchesFinished += rig.matchesFinished
    line.rounds += rig.checker.matches + rig.checker.rounds
    line.framesAudited += rig.audit.framesChecked
  }
  return report
}

/** `gc()` without the --expose-gc flag on the command line (`npm run soak` runs plain tsx). */
function exposeGc(): (() => void) | null {
  try {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as unknown
    return typeof gc === 'function' ? (gc as () => void) : null
  } catch {
    return null
  }
}
