// Do the review's verdicts mean something? (`npm run bench:review`, issue 26; JSON on stdout, progress
// on stderr.) Over positions from bot matches (a hard bot and three medium bots), the verdict's
// preferred move — judged as the review judges it, with what the seat knew — is compared with every
// other legal move by a fresh, independent estimate of each move's expected penalty: `--samples`
// playouts per move from the same seat's view, with other random numbers. The preferred move should
// lose less than every other move by at least the noise of those estimates (means with 95% intervals).
// Planted blunders — positions built so that the engine's rules make one move clearly bad — must be
// flagged (cost above the noise and above FLAG_POINTS). Last, the time the analysis of one seat of a
// 6-round match takes on one core at the review's default budget.
//   --positions 200  --samples 2000  --iterations <review default>  --seed 1
import { performance } from 'node:perf_hooks'
import { legalMoves, moveKey, roundFromHands, applyOrThrow } from '../src/engine/index'
import type { MatchState, Move } from '../src/engine/index'
import { searchRoot } from '../src/bots/search'
import { penaltyEstimate } from '../src/bots/penalty-estimate'
import type { PenaltyEstimate } from '../src/bots/penalty-estimate'
import type { Decision, JudgeSetup } from '../src/bots/review/analyse'
import {
  DEFAULT_REVIEW_ITERATIONS,
  analyseSeat,
  judgeDecision,
  judgeSetups
} from '../src/bots/review/analyse'
import { botMatchDecisions } from '../test-support/bots/match-decisions'
import { meanCi, round4 } from './arena'

/** A planted blunder counts as flagged when it costs more than this (and more than its noise). */
const FLAG_POINTS = 0.25

function argNumber(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} needs a positive number`)
  return v
}

/** Every legal move's expected penalty from `samples` playouts of its own, from the seat's view. */
function estimateEvery(setup: JudgeSetup, samples: number, seed: number): PenaltyEstimate[] {
  const state = { value: seed >>> 0 }
  const limits = { maxIterations: samples, minIterations: samples, start: 0, budget: 0 }
  return setup.codes.map((code) =>
    penaltyEstimate(searchRoot({ ...setup.spec, codes: [code], limits }, state), 0)
  )
}

/** Positions with a choice: every k-th decision with two legal moves or more, from seeded bot matches. */
function positions(count: number, seed: number): Decision[] {
  const out: Decision[] = []
  for (let m = 0; out.length < count; m++) {
    const match = botMatchDecisions(seed * 1000 + m, ['hard', 'medium', 'medium', 'medium'], 3)
    const choices = match.filter((d) => legalMoves(d.before).length > 1)
    for (let i = m % 3; i < choices.length && out.length < count; i += 3) out.push(choices[i]!)
    process.stderr.write(`positions: ${out.length}/${count}\r`)
  }
  return out
}

function compare(decisions: Decision[], iterations: number, samples: number, seed: number) {
  const preferred: number[] = []
  const bestOther: number[] = []
  const gaps: number[] = []
  const noises: number[] = []
  let clearlyBetter = 0
  let notBeaten = 0
  decisions.forEach((d, i) => {
    const verdict = judgeDecision(d, i, iterations, seed)
    const { known } = judgeSetups({ ...d, move: verdict.known.preferred })
    const estimates = estimateEvery(known, samples, seed * 7919 + i)
    const mine = estimates[known.played]!
    const others = estimates.filter((_, k) => k !== known.played)
    const best = others.reduce((a, b) => (b.mean < a.mean ? b : a))
    const gap = best.mean - mine.mean
    const noise = 1.96 * Math.hypot(mine.stderr, best.stderr)
    preferred.push(mine.mean)
    bestOther.push(best.mean)
    gaps.push(gap)
    noises.push(noise)
    if (gap > noise) clearlyBetter++
    if (gap >= -noise) notBeaten++
    process.stderr.write(`judged: ${i + 1}/${decisions.length}\r`)
  })
  const n = decisions.length
  return {
    positions: n,
    preferredPenalty: meanCi(preferred),
    bestOtherPenalty: meanCi(bestOther),
    gapToBestOther: meanCi(gaps),
    noiseOfGap: meanCi(noises),
    shareClearlyBetter: round4(clearlyBetter / n),
    shareNotBeatenBeyondNoise: round4(notBeaten / n)
  }
}

function position(
  players: number,
  hands: number[][],
  leader: number,
  moves: [number, Move][] = []
): MatchState {
  const made = roundFromHands(players, hands as never, leader, {})
  if (!made.ok) throw new Error(made.error.message)
  let s = made.value
  for (const [seat, move] of moves) s = applyOrThrow(s, seat, move).state
  return s
}

/** Positions where the rules make one move clearly bad; `blunder` is that move. */
const PLANTED: { name: string; before: MatchState; blunder: Move }[] = [
  {
    name: 'breaks the run 2-3-4 by leading its 3',
    before: position(
      3,
      [
        [2, 3, 4, 11],
        [1, 5, 9, 12, 13, 7],
        [1, 5, 7, 11, 14, 9]
      ],
      0
    ),
    blunder: { kind: 'lead', cards: [3] }
  },
  {
    name: 'leads one 4 of two when the pair would go out',
    before: position(
      3,
      [
        [4, 4],
        [9, 12, 13, 2, 3],
        [11, 14, 1, 5, 7]
      ],
      0
    ),
    blunder: { kind: 'lead', cards: [4] }
  },
  {
    name: 'passes on a 3 holding an 8 that clears the trick, with two cards left',
    before: position(
      3,
      [
        [2, 8],
        [5, 5, 9, 1, 14],
        [3, 4, 9, 12, 12]
      ],
      2,
      [[2, { kind: 'lead', cards: [3] }]]
    ),
    blunder: { kind: 'pass' }
  }
]

function planted(iterations: number, seed: number) {
  return PLANTED.map(({ name, before, blunder }, i) => {
    if (!legalMoves(before).some((m) => moveKey(m) === moveKey(blunder)))
      throw new Error(`${name}: not legal`)
    const v = judgeDecision({ round: 1, seat: before.turn!, move: blunder, before }, i, iterations, seed)
    const view = (j: typeof v.known) => ({
      preferred: moveKey(j.preferred),
      cost: round4(j.cost),
      noise: round4(j.noise),
      flagged: j.lost > FLAG_POINTS
    })
    return { name, blunder: moveKey(blunder), known: view(v.known), open: view(v.open), reason: v.reason }
  })
}

function timing(iterations: number) {
  const match = botMatchDecisions(0x535, ['medium', 'medium', 'medium', 'medium'], 6)
  const seat = 0
  const cpu = process.cpuUsage()
  const t0 = performance.now()
  analyseSeat(match, seat, { iterations })
  const used = process.cpuUsage(cpu)
  return {
    rounds: 6,
    players: 4,
    decisionsOfSeat: match.filter((d) => d.seat === seat).length,
    wallMs: Math.round(performance.now() - t0),
    cpuMs: Math.round((used.user + used.system) / 1000)
  }
}

const count = argNumber('positions', 200)
const samples = argNumber('samples', 2000)
const iterations = argNumber('iterations', DEFAULT_REVIEW_ITERATIONS)
const seed = argNumber('seed', 1)
const started = performance.now()
const result = {
  bench: 'review',
  iterations,
  samplesPerMove: samples,
  flagPoints: FLAG_POINTS,
  verdicts: compare(positions(count, seed), iterations, samples, seed),
  planted: planted(iterations, seed),
  analysisOfOneSeat: timing(iterations),
  totalSeconds: 0
}
result.totalSeconds = Math.round((performance.now() - started) / 1000)
console.log(JSON.stringify(result, null, 2))
