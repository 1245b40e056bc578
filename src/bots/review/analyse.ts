// Where the points went (issue 26): the search's verdict on every decision of one seat in a finished
// match, judged twice — (a) with what the player knew (the plain search the hard bot is built on,
// DEFAULT_TUNING, from that seat's view: determinized hidden hands, R9) and (b) with every card known
// (the all-seeing search; by the end of a match every hand is public, D6) — then the points lost to
// choices per round and the costliest decisions, each with a hint reason code (reasons.ts) that the
// renderer words. Pure and synchronous: the caller runs it off the UI thread and may stop it between
// decisions.
import type { MatchState, Move } from '../../engine/types'
import type { MoveReason } from '../../engine/index'
import { Rng, decodeMove, moveKey, viewFor } from '../../engine/index'
import type { BotInput } from '../input'
import { botInput } from '../input'
import { determinizer } from '../determinize'
import { explainMove } from '../reasons'
import { DEFAULT_TUNING, inferenceOf } from '../search'
import { openSearchPosition, seatSearchPosition } from '../search-position'
import type { JudgeSpec, Judgement } from './judge'
import { judge } from './judge'

/** One decision of a match as the record gives it: who moved, what, and the state just before. */
export interface Decision {
  round: number
  seat: number
  move: Move
  before: MatchState
}

/** 2 (issue 51): each decision's searches are seeded by the position itself, as the hint's is, so the move
 *  a hint proposed is never judged a mistake (suggest.ts); version 1 analyses are run again. */
export const SEAT_ANALYSIS_VERSION = 2

/** The analysis's own seed (also the hint's, suggest.ts): the same position is judged the same way. */
export const DEFAULT_REVIEW_SEED = 0x535

/** The verdict on one decision of the seat under review. */
export interface DecisionVerdict {
  /** Position of the decision in the match's list of decisions. */
  index: number
  round: number
  played: Move
  /** (a) with what the player knew; (b) with every card known. */
  known: Judgement
  open: Judgement
  /** Why the move preferred with what the player knew is good (a hint reason code). */
  reason: MoveReason
}

/** Points lost to choices in one round: the costs that stand out of their noise. */
export interface RoundLoss {
  round: number
  known: number
  open: number
}

export interface SeatAnalysis {
  version: typeof SEAT_ANALYSIS_VERSION
  seat: number
  /** Playouts per search and the seed: the same record, seat and both give the same analysis. */
  iterations: number
  seed: number
  verdicts: DecisionVerdict[]
  rounds: RoundLoss[]
  /** Positions in `verdicts` of the (up to) three costliest decisions, costliest first. */
  costliest: number[]
}

/**
 * Playouts per search (a search may stop at a quarter of them on a clear leader). Measured by
 * `npm run bench:review` (analysisOfOneSeat): one seat of a 6-round four-player match, 57 decisions,
 * two searches each, takes about 5 s of CPU on one core of the 2-core dev machine (24 s of wall time
 * while the machine was shared), and 16–19 s in a Chromium Web Worker on the busy machine: well under
 * the minute the issue allows, with room for longer matches and slower machines.
 */
export const DEFAULT_REVIEW_ITERATIONS = 30_000

export interface AnalyseOptions {
  iterations?: number
  seed?: number
  /** Decisions of the seat judged so far, as a share 0…1 (0 first, 1 at the end). */
  onProgress?: (share: number) => void
  /** Asked between decisions: true stops the analysis (it then returns null). */
  shouldStop?: () => boolean
}

/**
 * A seed from what the seat knows at a decision (its BotInput) and the analysis's seed (FNV-1a over its
 * JSON): the review's search of a decision and the hint's search of the same position (suggest.ts) draw
 * the same random numbers, so they see the same playouts and prefer the same move.
 */
export function positionSeed(input: BotInput, seed: number): number {
  const text = JSON.stringify(input)
  let hash = 0x811c9dc5 ^ seed
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

function indexOf(codes: readonly number[], move: Move): number {
  const key = moveKey(move)
  const i = codes.findIndex((c) => moveKey(decodeMove(c)) === key)
  if (i < 0) throw new Error(`The recorded move ${key} is not legal in its position.`)
  return i
}

/** A search's setup for one decision: its spec, the legal moves and the played one's place among them. */
export interface JudgeSetup {
  spec: JudgeSpec
  codes: number[]
  played: number
}

/**
 * The two searches of one decision: (a) from the seat's own view, the hidden hands dealt at random
 * for each playout; (b) from the whole state, every hand known.
 */
export function judgeSetups(decision: Decision): { input: BotInput; known: JudgeSetup; open: JudgeSetup } {
  const { before, seat, move } = decision
  if (before.phase !== 'playing' || before.turn !== seat) throw new Error(`Seat ${seat} is not on turn.`)
  const input = botInput(viewFor(before, seat))
  const known = knownSearch(input)
  const all = openSearchPosition(before)
  return {
    input,
    known: { ...known, played: indexOf(known.codes, move) },
    open: {
      spec: { ...commonSpec(input), pos: all.pos, determinize: null },
      codes: all.codes,
      played: indexOf(all.codes, move)
    }
  }
}

function commonSpec(input: BotInput) {
  return { seat: input.seat, points: input.points, totals: input.totals, target: input.target, tuning: DEFAULT_TUNING }
}

/** The search from what the seat knew (the hidden hands dealt at random for each playout): the review's
 *  (a) and the hint's (suggest.ts), built from the seat's view alone (R9). */
export function knownSearch(input: BotInput): Omit<JudgeSetup, 'played'> {
  const mine = seatSearchPosition(input)
  const dealer = determinizer(input, inferenceOf(DEFAULT_TUNING))
  return {
    spec: { ...commonSpec(input), pos: mine.pos, determinize: (rand) => dealer.deal(mine.hands, rand) },
    codes: mine.codes
  }
}

/** Both verdicts on one decision, from `iterations` playouts each. */
export function judgeDecision(
  decision: Decision,
  index: number,
  iterations: number,
  seed: number
): DecisionVerdict {
  const { input, known, open } = judgeSetups(decision)
  const state = { value: new Rng(positionSeed(input, seed)).state }
  const judged = (s: JudgeSetup): Judgement => judge(s.spec, s.codes, s.played, iterations, state)
  const k = judged(known)
  const o = judged(open)
  return {
    index,
    round: decision.round,
    played: decision.move,
    known: k,
    open: o,
    reason: explainMove(input, k.preferred)
  }
}

/** The search's verdict on every decision of `seat`, or null when stopped between decisions. */
export function analyseSeat(
  decisions: readonly Decision[],
  seat: number,
  options: AnalyseOptions = {}
): SeatAnalysis | null {
  const iterations = options.iterations ?? DEFAULT_REVIEW_ITERATIONS
  const seed = options.seed ?? DEFAULT_REVIEW_SEED
  const mine = decisions.flatMap((d, index) => (d.seat === seat ? [{ d, index }] : []))
  const verdicts: DecisionVerdict[] = []
  options.onProgress?.(0)
  for (const { d, index } of mine) {
    if (options.shouldStop?.() === true) return null
    verdicts.push(judgeDecision(d, index, iterations, seed))
    options.onProgress?.(verdicts.length / mine.length)
  }
  if (mine.length === 0) options.onProgress?.(1)
  return { version: SEAT_ANALYSIS_VERSION, seat, iterations, seed, verdicts, ...summarise(verdicts) }
}

/** Per-round points lost, and the three costliest decisions judged with what the player knew. */
export function summarise(verdicts: readonly DecisionVerdict[]): Pick<SeatAnalysis, 'rounds' | 'costliest'> {
  const rounds: RoundLoss[] = []
  for (const v of verdicts) {
    let r = rounds.find((x) => x.round === v.round)
    if (r === undefined) rounds.push((r = { round: v.round, known: 0, open: 0 }))
    r.known += v.known.lost
    r.open += v.open.lost
  }
  const costliest = verdicts
    .map((v, i) => ({ i, lost: v.known.lost }))
    .filter((x) => x.lost > 0)
    .sort((a, b) => b.lost - a.lost || a.i - b.i)
    .slice(0, 3)
    .map((x) => x.i)
  return { rounds, costliest }
}
