// Bot arena (`npm run bench:bots -- --matches 400 --workers 2`): seeded four-player matches between
// levels. Pairing hardVsMedium seats 1 hard + 3 medium, mediumVsEasy 1 medium + 3 easy; each deal is
// played four times with the special bot rotated through every seat, so no seat has an edge. Prints one
// JSON line per pairing, progress on stderr, and last one summary object.
import { isMainThread, parentPort } from 'node:worker_threads'
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { Rng, applyOrThrow, newMatch, nextRound, viewFor } from '../src/engine/index'
import type { MatchState } from '../src/engine/index'
import { DEFAULT_HARD_BUDGET_MS, decide } from '../src/bots/index'
import type { BotLevel } from '../src/bots/index'
import { startWorker } from '../src/server/bots/ts-worker'

const PLAYERS = 4
const PAIRINGS = {
  hardVsMedium: { special: 'hard', others: 'medium', seedBase: 0x4a4d0000 },
  mediumVsEasy: { special: 'medium', others: 'easy', seedBase: 0x4d450000 }
} as const satisfies Record<string, { special: BotLevel; others: BotLevel; seedBase: number }>
type PairingName = keyof typeof PAIRINGS

interface Task {
  pairing: PairingName
  index: number
  hardBudgetMs: number
}

interface MatchResult {
  pairing: PairingName
  index: number
  specialSeat: number
  winners: number[]
  /** Penalty sums and seat-rounds per level. */
  penalties: Partial<Record<BotLevel, { sum: number; seatRounds: number }>>
  times: Partial<Record<BotLevel, number[]>>
  rounds: number
}

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

function playMatch(task: Task): MatchResult {
  const p = PAIRINGS[task.pairing]
  const seed = (p.seedBase + Math.floor(task.index / PLAYERS)) >>> 0
  const specialSeat = task.index % PLAYERS
  const levels: BotLevel[] = []
  for (let s = 0; s < PLAYERS; s++) levels.push(s === specialSeat ? p.special : p.others)
  const deals = new Rng(seed)
  const created = newMatch(PLAYERS, {}, deals)
  if (!created.ok) throw new Error(created.error.message)
  let state: MatchState = created.value
  const times: Partial<Record<BotLevel, number[]>> = {}
  const penalties: Partial<Record<BotLevel, { sum: number; seatRounds: number }>> = {}
  let ply = 0
  const options = { budgetMs: task.hardBudgetMs, now: () => performance.now() }
  for (;;) {
    while (state.phase === 'playing' && state.turn !== null) {
      const seat = state.turn
      const level = levels[seat]!
      const t0 = performance.now()
      const move = decide(viewFor(state, seat), level, mix(seed, ply++), options)
      ;(times[level] ??= []).push(performance.now() - t0)
      state = applyOrThrow(state, seat, move).state
    }
    const result = state.results[state.results.length - 1]
    if (result !== undefined) {
      result.penalties.forEach((pen, s) => {
        const acc = (penalties[levels[s]!] ??= { sum: 0, seatRounds: 0 })
        acc.sum += pen
        acc.seatRounds++
      })
    }
    if (state.phase === 'matchOver') break
    const next = nextRound(state, deals)
    if (!next.ok) throw new Error(next.error.message)
    state = next.value
  }
  return {
    pairing: task.pairing,
    index: task.index,
    specialSeat,
    winners: state.winners,
    penalties,
    times,
    rounds: state.results.length
  }
}

// ---------- statistics ----------

function wilson(p: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1]
  const d = 1 + (z * z) / n
  const centre = (p + (z * z) / (2 * n)) / d
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d
  return [round4(Math.max(0, centre - half)), round4(Math.min(1, centre + half))]
}

const round4 = (x: number): number => Math.round(x * 10000) / 10000
const round1 = (x: number): number => Math.round(x * 10) / 10

function percentiles(values: number[]): { p50: number; p95: number; max: number } {
  if (values.length === 0) return { p50: 0, p95: 0, max: 0 }
  const s = [...values].sort((a, b) => a - b)
  const at = (q: number): number => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!
  return { p50: round1(at(0.5)), p95: round1(at(0.95)), max: round1(s[s.length - 1]!) }
}

// ---------- worker side ----------

if (!isMainThread) {
  const port = parentPort!
  port.on('message', (task: Task | null) => {
    if (task === null) {
      port.close()
      return
    }
    port.postMessage(playMatch(task))
  })
  port.postMessage('ready')
}

// ---------- main ----------

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<void> {
  const matches = Number(argValue('matches') ?? 400)
  const workers = Math.max(1, Number(argValue('workers') ?? Math.max(1, availableParallelism())))
  const hardBudgetMs = Number(argValue('hard-budget') ?? DEFAULT_HARD_BUDGET_MS)
  const only = argValue('pairing') as PairingName | undefined
  const names = (Object.keys(PAIRINGS) as PairingName[]).filter((n) => only === undefined || n === only)
  const tasks: Task[] = []
  // Interleave the pairings so a long hard match does not leave a worker idle at the end.
  for (let i = 0; i < matches; i++)
    for (const pairing of names) tasks.push({ pairing, index: i, hardBudgetMs })
  const results: MatchResult[] = []
  const started = performance.now()
  let next = 0
  await new Promise<void>((resolve, reject) => {
    let running = 0
    for (let w = 0; w < Math.min(workers, tasks.length); w++) {
      running++
      const worker = startWorker(new URL(import.meta.url))
      const feed = (): void => {
        const task = tasks[next++]
        worker.postMessage(task ?? null)
      }
      worker.on('message', (msg: MatchResult | 'ready') => {
        if (msg !== 'ready') {
          results.push(msg)
          if (results.length % 20 === 0 || results.length === tasks.length) {
            const s = ((performance.now() - started) / 1000).toFixed(0)
            process.stderr.write(`bench:bots ${results.length}/${tasks.length} matches, ${s}s\n`)
          }
        }
        feed()
      })
      worker.on('error', reject)
      worker.on('exit', () => {
        if (--running === 0) resolve()
      })
    }
  })

  const times: Partial<Record<BotLevel, number[]>> = {}
  const summary: Record<string, unknown> = {}
  for (const name of names) {
    const p = PAIRINGS[name]
    const rs = results.filter((r) => r.pairing === name)
    let share = 0
    let rounds = 0
    const pen: Partial<Record<BotLevel, { sum: number; seatRounds: number }>> = {}
    const seatShare = [0, 0, 0, 0]
    const local: Partial<Record<BotLevel, number[]>> = {}
    for (const r of rs) {
      if (r.winners.includes(r.specialSeat)) share += 1 / r.winners.length
      for (const w of r.winners) seatShare[w]! += 1 / r.winners.length
      rounds += r.rounds
      for (const [level, acc] of Object.entries(r.penalties) as [
        BotLevel,
        { sum: number; seatRounds: number }
      ][]) {
        const to = (pen[level] ??= { sum: 0, seatRounds: 0 })
        to.sum += acc.sum
        to.seatRounds += acc.seatRounds
      }
      for (const [level, ts] of Object.entries(r.times) as [BotLevel, number[]][]) {
        ;(local[level] ??= []).push(...ts)
        ;(times[level] ??= []).push(...ts)
      }
    }
    const winShare = round4(share / rs.length)
    const line = {
      pairing: name,
      special: p.special,
      others: p.others,
      matches: rs.length,
      rounds,
      hardBudgetMs,
      seconds: Math.round((performance.now() - started) / 1000),
      decisionMs: Object.fromEntries(
        Object.entries(local).map(([level, ts]) => [level, { ...percentiles(ts), decisions: ts.length }])
      ),
      winShare,
      ci95: wilson(share / rs.length, rs.length),
      equalShare: 1 / PLAYERS,
      winShareBySeat: seatShare.map((x) => round4(x / rs.length)),
      meanPenaltyPerRound: Object.fromEntries(
        Object.entries(pen).map(([level, acc]) => [level, round4(acc.sum / acc.seatRounds)])
      )
    }
    console.log(JSON.stringify(line))
    summary[name] = { winShare, ci95: line.ci95, matches: rs.length }
  }
  summary.decisionMs = {
    easy: percentiles(times.easy ?? []),
    medium: percentiles(times.medium ?? []),
    hard: percentiles(times.hard ?? [])
  }
  console.log(JSON.stringify(summary))
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
