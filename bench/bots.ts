// Bot arena (`npm run bench:bots -- --matches 400 --workers 2`): seeded four-player matches (`--players N`
// for 2–6; two players play two hands from one deal, RULES.md R2.two, unless `--options` says otherwise,
// e.g. '{"twoPlayerGame":"to-target"}' or '{"overwrite":"bigger"}' for R2.variants). Each setup seats one
// special bot against the others; each deal is played once per seat with the special bot rotated
// through every seat, so no seat has an edge. The setups against medium bots share their deals
// (and bot seeds), so the hard bot, the medium bot itself and the bench-only all-seeing bots are compared
// in the same seats:
//   mediumVsEasy        1 medium vs 3 easy
//   mediumVsMedium      1 medium vs 3 medium — the baseline (about the equal share, 25%)
//   hardVsMedium        1 hard vs 3 medium (issue 53: the hard bot plays what the expert level did)
//   hardVsHard          1 hard vs 3 hard — the baseline of the hard level (about the equal share)
//   hardV1VsMedium      1 first-version hard (random rollouts, round reward only) vs 3 medium
//   oracleVsMedium      1 all-seeing bot (sees every hand, bench/oracle.ts) with the plain search vs 3
//                       medium — the bound the first-version and the older figures were measured against
//   oracleHardVsMedium  1 all-seeing bot running the hard bot's search vs 3 medium — the hard bot's bound
//   learnedVsMedium     1 learned bot (issue 53: the trained evaluation's best move, no search) vs 3 medium;
//                       `--weights FILE` plays another weights file (a checkpoint of npm run train:bot)
// `--only hardVsMedium,hardVsHard` (or `--setups`) runs just those rows (and any `--variants`).
// The hard bot and its all-seeing bound are bounded by work per decision (`--work`: about what its 1 s
// of one quiet core gives, measured with --calibrate), the first-version bot and the plain all-seeing bot
// by iterations (about 300 ms), so their strength does not depend on the machine's load; --clock uses
// the wall-clock budget instead, as tables do. Prints one JSON line per setup, progress on stderr,
// and last one summary object with win shares, 95% intervals and the gap to the all-seeing bot closed.
import { isMainThread, parentPort } from 'node:worker_threads'
import { availableParallelism } from 'node:os'
import { performance } from 'node:perf_hooks'
import { Rng, applyOrThrow, fixedRounds, newMatch, optionsForTable, viewFor } from '../src/engine/index'
import type { MatchState, TableOptions } from '../src/engine/index'
import { DEFAULT_HARD_BUDGET_MS, HARD_TUNING, botInput, hardSearch, mediumMove } from '../src/bots/index'
import type { SearchTuning } from '../src/bots/search'
import { DEFAULT_TUNING } from '../src/bots/search'
import { startWorker } from '../src/server/bots/ts-worker'
import type { BotSpec, MatchResult, Task } from './arena'
import { DEFAULT_PLAYERS, meanCi, percentiles, playMatch, round4, wilson } from './arena'
import { pairedBootstrap } from './paired-bootstrap'
import { chosenSetups } from './setup-choice'
import { countArg, tuningArg, variantsArg } from './tuning-args'

/**
 * Iterations per decision that 300 ms of one quiet core gives (median over arena positions,
 * `--calibrate`, measured in CPU time): the plain search's (for its all-seeing bot) and the first
 * version's, whose random rollouts cost less, so each gets its own count: the comparison is at equal time.
 */
const ORACLE_ITERATIONS = 80_000
const HARD_V1_ITERATIONS = 98_000
const HARD_V1_TUNING: SearchTuning = { ...DEFAULT_TUNING, rollout: 1, mix: 0 }
/** The thinking time those iteration counts stand for: the hard bot's before issue 53. */
const HARD_V1_BUDGET_MS = 300
/**
 * Work per hard decision (rollout moves plus exact-solve nodes, search.ts) that 1 s of one quiet core
 * gives (median over arena positions, `--calibrate`, CPU time).
 */
const HARD_WORK = 4_000_000

const SHARED_DEALS = 0x4a4d0000

function setups(
  iterations: number,
  clockMs: number | undefined,
  tuning: Partial<SearchTuning>,
  work: number,
  weights: string | undefined
) {
  const limit = (n: number): Partial<BotSpec> => (clockMs === undefined ? { iterations: n } : { clockMs })
  const hardLimit: Partial<BotSpec> = clockMs === undefined ? { work } : { clockMs }
  const easy: BotSpec = { kind: 'easy', label: 'easy' }
  const medium: BotSpec = { kind: 'medium', label: 'medium' }
  // `--tuning` is over the hard bot's own (HARD_TUNING); `--weights` also feeds a learned prior.
  const hard: BotSpec = {
    kind: 'hard',
    label: 'hard',
    tuning,
    ...hardLimit,
    ...(weights === undefined ? {} : { weights })
  }
  return {
    mediumVsEasy: { special: medium, others: easy, seedBase: 0x4d450000 },
    mediumVsMedium: { special: { ...medium, label: 'medium*' }, others: medium, seedBase: SHARED_DEALS },
    hardVsMedium: {
      special: hard,
      others: medium,
      seedBase: SHARED_DEALS
    },
    hardVsHard: { special: { ...hard, label: 'hard*' }, others: hard, seedBase: SHARED_DEALS },
    hardV1VsMedium: {
      special: { kind: 'hard', label: 'hardV1', tuning: HARD_V1_TUNING, ...limit(HARD_V1_ITERATIONS) },
      others: medium,
      seedBase: SHARED_DEALS
    },
    oracleVsMedium: {
      special: { kind: 'oracle', label: 'oracle', tuning: {}, ...limit(iterations) },
      others: medium,
      seedBase: SHARED_DEALS
    },
    oracleHardVsMedium: {
      special: { kind: 'oracle', label: 'oracleHard', tuning: { ...HARD_TUNING, ...tuning }, ...hardLimit },
      others: medium,
      seedBase: SHARED_DEALS
    },
    learnedVsMedium: {
      special: { kind: 'learned', label: 'learned', ...(weights === undefined ? {} : { weights }) },
      others: medium,
      seedBase: SHARED_DEALS
    }
  } satisfies Record<string, { special: BotSpec; others: BotSpec; seedBase: number }>
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

/** Share of the win the special seat got in a match (a shared lowest total shares it, R8). */
const shareOf = (r: MatchResult): number => (r.winners.includes(r.specialSeat) ? 1 / r.winners.length : 0)

/** The special seat's penalty per round below the other seats' average (positive = better). */
function edgeOf(r: MatchResult, special: string, others: string): number {
  const s = r.penalties[special]
  const o = r.penalties[others]
  if (s === undefined || o === undefined) return 0
  return o.sum / o.seatRounds - s.sum / s.seatRounds
}

/** Bootstrap (over deals) 95% interval of (hard − medium)/(oracle − medium). */
function gapClosed(
  byIndex: Record<'medium' | 'hard' | 'oracle', Map<number, number>>,
  indexes: number[],
  players: number
): { value: number; ci95: [number, number] } | null {
  const rng = new Rng(535)
  const ratio = (ix: number[]): number => {
    let m = 0
    let h = 0
    let o = 0
    for (const i of ix) {
      m += byIndex.medium.get(i)!
      h += byIndex.hard.get(i)!
      o += byIndex.oracle.get(i)!
    }
    return (h - m) / (o - m)
  }
  if (indexes.length === 0) return null
  const value = ratio(indexes)
  // Resample whole deals (the rotations of one deal stay together).
  const deals = [...new Set(indexes.map((i) => Math.floor(i / players)))]
  const samples: number[] = []
  for (let b = 0; b < 2000; b++) {
    const ix: number[] = []
    for (let k = 0; k < deals.length; k++) {
      const d = deals[rng.int(deals.length)]!
      for (let s = 0; s < players; s++) if (byIndex.medium.has(d * players + s)) ix.push(d * players + s)
    }
    const x = ratio(ix)
    if (Number.isFinite(x)) samples.push(x)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number): number => round4(samples[Math.floor(q * (samples.length - 1))] ?? NaN)
  return { value: round4(value), ci95: [at(0.025), at(0.975)] }
}

/**
 * Each setup against 3 medium compared with hardVsMedium match by match (the same deal, the same seat):
 * the mean difference in win share and in penalty edge per round, with normal 95% intervals, and for the
 * win share also a bootstrap interval over whole deals (paired-bootstrap.ts). Paired on
 * the same deals, these are much tighter than the two setups' own intervals, so a screen of search ideas
 * needs fewer matches to see a gain.
 */
function pairedWithBase(
  names: readonly string[],
  all: Record<string, { special: BotSpec; others: BotSpec }>,
  shares: Map<string, Map<number, number>>,
  edges: Map<string, Map<number, number>>,
  players: number
): Record<string, unknown> | null {
  const base = 'hardVsMedium'
  const bs = shares.get(base)
  const be = edges.get(base)
  if (bs === undefined || be === undefined) return null
  const out: Record<string, unknown> = {}
  for (const name of names) {
    if (name === base || all[name]!.others.kind !== 'medium') continue
    const s = shares.get(name)!
    const e = edges.get(name)!
    const common = [...s.keys()].filter((i) => bs.has(i))
    const shareDiffs = new Map(common.map((i) => [i, s.get(i)! - bs.get(i)!]))
    out[name] = {
      matches: common.length,
      winShare: meanCi([...shareDiffs.values()]),
      winShareBootstrap: pairedBootstrap(shareDiffs, players),
      penaltyEdge: meanCi(common.map((i) => e.get(i)! - be.get(i)!))
    }
  }
  return out
}

/**
 * What a search does in `budgetMs` of CPU time over positions of medium-bot matches: its iterations
 * (the first version's bound) or its work (the hard bot's).
 */
function calibrate(
  label: string,
  tuning: Partial<SearchTuning>,
  budgetMs: number,
  measure: 'iterations' | 'work'
): void {
  const cpuMs = (): number => {
    const u = process.cpuUsage()
    return (u.user + u.system) / 1000
  }
  const counts: number[] = []
  for (let m = 0; m < 3; m++) {
    const made = newMatch(DEFAULT_PLAYERS, {}, 0xca1 + m)
    if (!made.ok) throw new Error(made.error.message)
    let state: MatchState = made.value
    let ply = 0
    while (state.phase === 'playing' && state.turn !== null) {
      const seat = state.turn
      const input = botInput(viewFor(state, seat))
      if (ply++ % 4 === 0) {
        const limits = { now: cpuMs, budgetMs, maxIterations: 1e9, minIterations: 1e9, tuning }
        const { stats } = hardSearch(input, new Rng(ply), limits)
        if (stats.iterations > 0) counts.push(stats[measure])
      }
      state = applyOrThrow(state, seat, mediumMove(input, new Rng(ply))).state
    }
  }
  counts.sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      calibrate: label,
      tuning,
      measure: `${measure} in ${budgetMs} ms`,
      positions: counts.length,
      median: counts[Math.floor(counts.length / 2)],
      p10: counts[Math.floor(counts.length * 0.1)],
      p90: counts[Math.floor(counts.length * 0.9)]
    })
  )
}

async function main(): Promise<void> {
  const tuning = tuningArg('tuning', argValue('tuning'))
  if (process.argv.includes('--calibrate')) {
    calibrate('hardV1', HARD_V1_TUNING, HARD_V1_BUDGET_MS, 'iterations')
    calibrate('plain (oracleVsMedium)', DEFAULT_TUNING, HARD_V1_BUDGET_MS, 'iterations')
    calibrate('hard', tuning, DEFAULT_HARD_BUDGET_MS, 'work')
    return
  }
  const players = countArg('players', argValue('players'), DEFAULT_PLAYERS, 2)
  const options = JSON.parse(argValue('options') ?? '{}') as Partial<TableOptions>
  const table = optionsForTable(players, options)
  if (!table.ok) {
    console.error(`bench:bots: --players 2–6 and --options must make a table: ${table.error.message}`)
    process.exit(2)
  }
  const game = {
    players,
    twoPlayerGame: table.value.twoPlayerGame,
    threePlayerHand: table.value.threePlayerHand,
    overwrite: table.value.overwrite,
    target: table.value.target,
    fixedRounds: fixedRounds(players, table.value)
  }
  const matches = countArg('matches', argValue('matches'), 400)
  const workers = countArg('workers', argValue('workers'), Math.max(1, availableParallelism()), 1)
  // --iterations N: the plain all-seeing bot's iterations per decision (oracleVsMedium).
  const iterations = countArg('iterations', argValue('iterations'), ORACLE_ITERATIONS, 1)
  // --work N: the hard bot's (and its all-seeing bound's and the variants') work per decision, e.g. for quick runs.
  const work = countArg('work', argValue('work'), HARD_WORK, 1)
  // --clock [ms]: wall time per decision instead of a work bound; the ms may be left out.
  const clockArg = argValue('clock')
  const clockMs = !process.argv.includes('--clock')
    ? undefined
    : clockArg === undefined || clockArg.startsWith('--')
      ? DEFAULT_HARD_BUDGET_MS
      : countArg('clock', clockArg, DEFAULT_HARD_BUDGET_MS, 1)
  const all: Record<string, { special: BotSpec; others: BotSpec; seedBase: number }> = setups(
    iterations,
    clockMs,
    tuning,
    work,
    argValue('weights')
  )
  // --variants '{"name": {tuning}}': more hard bots vs 3 medium on the same deals, for measuring ideas:
  // each tuning over the hard bot's own, `"work"` its bound (default --work). `"learnedPrior": 64` tries
  // the learned evaluation as the search's prior (issue 53; --weights for another weights file).
  const variants = variantsArg(argValue('variants'))
  const weights = argValue('weights')
  for (const [label, { minIterations, work: variantWork, ...t }] of Object.entries(variants)) {
    all[label] = {
      special: {
        kind: 'hard',
        label,
        tuning: t,
        work: variantWork ?? work,
        ...(weights === undefined ? {} : { weights }),
        ...(minIterations === undefined ? {} : { minIterations })
      },
      others: { kind: 'medium', label: 'medium' },
      seedBase: SHARED_DEALS
    }
  }
  const oracleTuning = argValue('oracle-tuning')
  if (oracleTuning !== undefined && all.oracleVsMedium !== undefined) {
    all.oracleVsMedium.special.tuning = tuningArg('oracle-tuning', oracleTuning)
  }
  const only = (argValue('only') ?? argValue('setups'))?.split(',')
  const names = chosenSetups(Object.keys(all), only, Object.keys(variants))
  const tasks: Task[] = []
  // Interleave the setups so a long search match does not leave a worker idle at the end. Match i
  // always has the same deal and seeds; `--first` starts elsewhere, on deals no tuning was chosen on.
  const first = countArg('first', argValue('first'), 0)
  for (let i = first; i < first + matches; i++)
    for (const setup of names) tasks.push({ setup, ...all[setup]!, index: i, players, options })
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

  const times: Record<string, number[]> = {}
  const summary: Record<string, unknown> = {}
  const shares = new Map<string, Map<number, number>>()
  const edges = new Map<string, Map<number, number>>()
  for (const name of names) {
    const p = all[name]!
    const rs = results.filter((r) => r.setup === name)
    const byIndex = new Map<number, number>()
    let share = 0
    let rounds = 0
    const pen: Record<string, { sum: number; seatRounds: number }> = {}
    const seatShare = new Array<number>(players).fill(0)
    const local: Record<string, number[]> = {}
    for (const r of rs) {
      share += shareOf(r)
      byIndex.set(r.index, shareOf(r))
      for (const w of r.winners) seatShare[w]! += 1 / r.winners.length
      rounds += r.rounds
      for (const [label, acc] of Object.entries(r.penalties)) {
        const to = (pen[label] ??= { sum: 0, seatRounds: 0 })
        to.sum += acc.sum
        to.seatRounds += acc.seatRounds
      }
      for (const [label, ts] of Object.entries(r.times)) {
        ;(local[label] ??= []).push(...ts)
        ;(times[label] ??= []).push(...ts)
      }
    }
    shares.set(name, byIndex)
    const edgeByIndex = new Map(rs.map((r) => [r.index, edgeOf(r, p.special.label, p.others.label)]))
    edges.set(name, edgeByIndex)
    const winShare = round4(share / rs.length)
    const edge = meanCi([...edgeByIndex.values()])
    const line = {
      setup: name,
      special: p.special.label,
      others: p.others.label,
      game,
      matches: rs.length,
      rounds,
      limit:
        clockMs === undefined
          ? { iterations: p.special.iterations ?? null, work: p.special.work ?? null }
          : { clockMs: p.special.clockMs ?? null },
      seconds: Math.round((performance.now() - started) / 1000),
      decisionMs: Object.fromEntries(
        Object.entries(local).map(([label, ts]) => [label, { ...percentiles(ts), decisions: ts.length }])
      ),
      winShare,
      ci95: wilson(share / rs.length, rs.length),
      equalShare: round4(1 / players),
      winShareBySeat: seatShare.map((x) => round4(x / rs.length)),
      meanPenaltyPerRound: Object.fromEntries(
        Object.entries(pen).map(([label, acc]) => [label, round4(acc.sum / acc.seatRounds)])
      ),
      penaltyEdgePerRound: edge
    }
    console.log(JSON.stringify(line))
    summary[name] = { winShare, ci95: line.ci95, matches: rs.length, penaltyEdge: edge.mean }
  }
  // The gap from the medium bot to an all-seeing bot with the same search, closed by the hard bot (and by
  // the first version, against the plain search's all-seeing bot).
  const m = shares.get('mediumVsMedium')
  const closedBy = (bot: string, oracle: string) => {
    const h = shares.get(bot)
    const o = shares.get(oracle)
    if (m === undefined || h === undefined || o === undefined) return undefined
    const indexes = [...m.keys()].filter((i) => h.has(i) && o.has(i))
    return gapClosed({ medium: m, hard: h, oracle: o }, indexes, players)
  }
  const byHard = closedBy('hardVsMedium', 'oracleHardVsMedium')
  if (byHard !== undefined) summary.gapClosedByHard = byHard
  const byV1 = closedBy('hardV1VsMedium', 'oracleVsMedium')
  if (byV1 !== undefined) summary.gapClosedByHardV1 = byV1
  const paired = pairedWithBase(names, all, shares, edges, players)
  if (paired !== null) summary.pairedWithHard = paired
  summary.game = game
  summary.decisionMs = Object.fromEntries(
    Object.entries(times).map(([label, ts]) => [label, percentiles(ts)])
  )
  summary.limit =
    clockMs === undefined
      ? { hardWork: work, hardV1Iterations: HARD_V1_ITERATIONS, oracleIterations: iterations }
      : { clockMs }
  console.log(JSON.stringify(summary))
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
