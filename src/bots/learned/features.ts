// What a seat knows, as numbers for the learned evaluation (issue 53): one vector for the position and
// one per legal move, read from a BotInput only (RULES.md R9: a BotInput holds no other hand and no
// undealt card, so nothing here can leak one). Every seat is counted from the one on turn (1 = the next
// seat clockwise), and the five opponent slots of a six-seat table are always there, an absent seat all
// zeros with its presence flag off, so one network plays 2–6 players. Values are scaled to about 0…1.
// Change the layout and FEATURE_VERSION must change with it: a weights file is only good for its version.
import { RANKS } from '../../engine/types'
import type { Meld, Move, Rank } from '../../engine/types'
import {
  MAX_SEATS,
  classifyMeld,
  clearsTrick,
  containsEight,
  countsFromRanks,
  meldAfter,
  planHand,
  strengthOf
} from '../../engine/index'
import type { BotInput } from '../input'
import { answersTo, pointsOfCards, unseenCounts, withoutCards } from '../cards'

/** Bumped whenever the meaning or order of a feature changes. */
export const FEATURE_VERSION = 1

const R = RANKS.length
const OPPONENTS = MAX_SEATS - 1
const PER_OPPONENT = 8
/** Scales: a hand holds at most 16 cards (three players, R2.variants), a move clears at most 3. */
const HAND_SCALE = 12
const PLAN_SCALE = 12
const ANSWER_SCALE = 10
const MELD_TYPES = ['single', 'set', 'run'] as const

/** Position features, in this order (the sizes add up to STATE_SIZE). */
export const STATE_PARTS = {
  ownByRank: R,
  unseenByRank: R,
  clearedByRank: R,
  retiredByRank: R,
  meldType: 4,
  meldLow: R,
  meldSize: 1,
  meldAnswers: 2,
  trick: 1 + MAX_SEATS + MAX_SEATS,
  opponents: OPPONENTS * PER_OPPONENT,
  self: 5,
  players: MAX_SEATS - 1,
  options: 3 + R + 1,
  hidden: 2,
  match: 3
} as const

/** Features of one legal move, in this order. */
export const MOVE_PARTS = {
  kind: 4,
  shape: 3,
  low: R,
  high: 1,
  size: 3,
  left: 4,
  plan: 2,
  holdings: 3,
  eights: 2,
  points: 2,
  clears: 1,
  result: 2,
  answers: 2,
  passRisk: 1
} as const

const sum = (parts: Record<string, number>): number => Object.values(parts).reduce((a, b) => a + b, 0)
export const STATE_SIZE = sum(STATE_PARTS)
export const MOVE_SIZE = sum(MOVE_PARTS)
/** The network's input: a position's features followed by one move's. */
export const INPUT_SIZE = STATE_SIZE + MOVE_SIZE

/** Where a part starts in its vector (tests and tools read features by name, not by number). */
export function offsetOf<P extends Record<string, number>>(parts: P, name: keyof P): number {
  let at = 0
  for (const [key, size] of Object.entries(parts)) {
    if (key === name) return at
    at += size
  }
  throw new Error(`No feature part ${String(name)}.`)
}

/** Index of each rank among the thirteen (RANKS), by rank. */
const RANK_INDEX: readonly number[] = (() => {
  const out = new Array<number>(16).fill(-1)
  RANKS.forEach((r, i) => (out[r] = i))
  return out
})()

/** What every move's features share: computed once per decision. */
interface Context {
  input: BotInput
  own: number[]
  unseen: number[]
  planBefore: number
  handSize: number
  handPoints: number
}

function contextOf(input: BotInput): Context {
  const own = countsFromRanks(input.hand)
  return {
    input,
    own,
    unseen: unseenCounts(input),
    planBefore: planHand(own).count,
    handSize: input.hand.length,
    handPoints: pointsOfCards(input.hand, input.points)
  }
}

/** Seat `s` counted clockwise from the seat on turn: 0 is the seat itself, 1 the next one. */
const relative = (input: BotInput, s: number): number => (s - input.seat + input.players) % input.players

/** A writer over one Float32Array: each part writes its own slice, in order. */
class Cursor {
  at: number
  constructor(
    readonly out: Float32Array,
    start: number
  ) {
    this.at = start
  }
  put(x: number): void {
    this.out[this.at++] = x
  }
  /** One-hot of `index` among `n` (nothing set when index is out of range: none of them). */
  oneHot(index: number, n: number): void {
    if (index >= 0 && index < n) this.out[this.at + index] = 1
    this.at += n
  }
  byRank(counts: readonly number[], scale: number): void {
    for (const r of RANKS) this.put((counts[r] ?? 0) / scale)
  }
}

/** The seat that led the trick in progress (the last lead of the round's log), or null between tricks. */
function trickLeader(input: BotInput): number | null {
  if (input.meld === null) return null
  for (let i = input.log.length - 1; i >= 0; i--)
    if (input.log[i]!.move.kind === 'lead') return input.log[i]!.seat
  return null
}

function writeState(ctx: Context, c: Cursor): void {
  const { input, own, unseen } = ctx
  const copies = input.copies
  c.byRank(own, 4)
  c.byRank(unseen, copies)
  c.byRank(input.cleared, copies)
  c.byRank(input.retired, copies)
  const meld = input.meld
  c.oneHot(meld === null ? 0 : 1 + MELD_TYPES.indexOf(meld.type), 4)
  c.oneHot(meld === null ? -1 : RANK_INDEX[meld.cards[0]!]!, R)
  c.put(meld === null ? 0 : meld.cards.length / 5)
  c.put(meld === null ? 0 : answersTo(meld, own, copies, input.overwrite) / ANSWER_SCALE)
  c.put(meld === null ? 0 : answersTo(meld, unseen, copies, input.overwrite) / ANSWER_SCALE)
  c.put(input.playsInTrick / 8)
  const leader = trickLeader(input)
  c.oneHot(leader === null ? -1 : relative(input, leader), MAX_SEATS)
  c.oneHot(input.lastPlayer === null ? -1 : relative(input, input.lastPlayer), MAX_SEATS)
  writeOpponents(input, c)
  const ownTotal = input.totals[input.seat] ?? 0
  c.put(ctx.handSize / HAND_SCALE)
  c.put(ownTotal / input.target)
  c.put(ctx.planBefore / PLAN_SCALE)
  c.put(ctx.handPoints / 30)
  c.put((own[8] ?? 0) / 4)
  c.oneHot(input.players - 2, MAX_SEATS - 1)
  c.put(copies === 5 ? 1 : 0)
  c.put(input.overwrite === 'bigger' ? 1 : 0)
  c.put(input.target / 40)
  c.byRank(input.points, 5)
  // Two hands from one deal (R2.two): a hand kept for later, or the first hands retired.
  c.put(input.reserveCount > 0 || input.retired.some((n) => n > 0) ? 1 : 0)
  c.put(input.undealtCount / 13)
  c.put(input.reserveCount / 24)
  writeMatch(input, c)
}

/** Per opponent slot (1…5 seats after this one): present, cards, passed, score, and this round's play. */
function writeOpponents(input: BotInput, c: Cursor): void {
  const played = new Array<number>(input.players).fill(0)
  const passes = new Array<number>(input.players).fill(0)
  for (const { seat, move } of input.log) {
    if (move.kind === 'pass') passes[seat]!++
    else played[seat]! += move.cards.length
  }
  const ownTotal = input.totals[input.seat] ?? 0
  for (let k = 1; k <= OPPONENTS; k++) {
    if (k >= input.players) {
      c.at += PER_OPPONENT
      continue
    }
    const s = (input.seat + k) % input.players
    const count = input.handCounts[s] ?? 0
    const total = input.totals[s] ?? 0
    c.put(1)
    c.put(count / HAND_SCALE)
    c.put(count <= 2 ? 1 : 0)
    c.put(input.passed[s] === true ? 1 : 0)
    c.put(total / input.target)
    c.put((total - ownTotal) / input.target)
    c.put(played[s]! / HAND_SCALE)
    c.put(passes[s]! / 10)
  }
}

/** Where the match stands (R8): the best other total, the highest total, and how many others are ahead. */
function writeMatch(input: BotInput, c: Cursor): void {
  const own = input.totals[input.seat] ?? 0
  let best = Infinity
  let highest = 0
  let ahead = 0
  input.totals.forEach((t, s) => {
    highest = Math.max(highest, t)
    if (s === input.seat) return
    best = Math.min(best, t)
    if (t < own) ahead++
  })
  c.put((best === Infinity ? 0 : best) / input.target)
  c.put(highest / input.target)
  c.put(ahead / OPPONENTS)
}

function writeMove(ctx: Context, move: Move, c: Cursor): void {
  const { input, own } = ctx
  const start = c.at
  c.oneHot(['pass', 'lead', 'overwrite', 'add'].indexOf(move.kind), 4)
  if (move.kind === 'pass') {
    // A pass lets the trick go to its last player: it matters how close that player is to going out.
    c.at = start + MOVE_SIZE - 1
    const last = input.lastPlayer === null ? 99 : (input.handCounts[input.lastPlayer] ?? 99)
    c.put(last <= 2 ? 1 : 0)
    return
  }
  const cards = move.cards
  const played = classifyMeld(cards)
  const k = cards.length
  const low = cards[0]!
  const high = cards[k - 1]!
  c.oneHot(played === null ? -1 : MELD_TYPES.indexOf(played.type), 3)
  c.oneHot(RANK_INDEX[low]!, R)
  c.put(high / 15)
  c.oneHot(k - 1, 3)
  const left = ctx.handSize - k
  c.put(left / HAND_SCALE)
  c.put(left === 0 ? 1 : 0)
  c.put(left === 1 ? 1 : 0)
  c.put(left === 2 ? 1 : 0)
  const rest = withoutCards(own, cards)
  const planAfter = planHand(rest).count
  c.put(planAfter / PLAN_SCALE)
  c.put((ctx.planBefore - planAfter) / 3)
  writeHoldings(own, cards, played, c)
  c.put(containsEight(cards) ? 1 : 0)
  c.put((rest[8] ?? 0) / 4)
  const shed = pointsOfCards(cards, input.points)
  c.put(shed / 9)
  c.put((ctx.handPoints - shed) / 30)
  const clears = clearsTrick(input.meld, move, input.playsInTrick, input.copies) !== null
  c.put(clears ? 1 : 0)
  writeResult(ctx, move, clears || left === 0, c)
  c.put(0)
}

/**
 * Does the play keep the hand's holdings whole? Clean (a whole set, or a run or single touching no other
 * card of the hand), part of a set taken, or a run or single cut from a longer stretch of ranks.
 */
function writeHoldings(own: readonly number[], cards: readonly Rank[], played: Meld | null, c: Cursor): void {
  const low = cards[0]!
  const high = cards[cards.length - 1]!
  const touching = (own[low - 1] ?? 0) > 0 || (own[high + 1] ?? 0) > 0
  const isRun = played?.type === 'run'
  const partOfSet = isRun ? cards.some((r) => (own[r] ?? 0) > 1) : cards.length < (own[low] ?? 0)
  const cutsRun = isRun ? touching : cards.length === 1 && touching
  c.put(!partOfSet && !cutsRun ? 1 : 0)
  c.put(partOfSet ? 1 : 0)
  c.put(cutsRun ? 1 : 0)
}

/** The meld the play leaves, and whether the cards this seat cannot see could still answer it. */
function writeResult(ctx: Context, move: Move, ends: boolean, c: Cursor): void {
  const { input } = ctx
  const after = meldAfter(input.meld, move)
  c.put(after === null ? 0 : after.cards.length / 5)
  c.put(after === null ? 0 : strengthOf(after) / 12)
  if (after === null || ends) {
    c.put(ends ? 1 : 0)
    c.put(0)
    return
  }
  const answers = answersTo(after, ctx.unseen, input.copies, input.overwrite)
  c.put(answers === 0 ? 1 : 0)
  c.put(answers / ANSWER_SCALE)
}

/** A decision's features: the position once, and one row of MOVE_SIZE per move, in the moves' order. */
export interface DecisionFeatures {
  state: Float32Array
  moves: Float32Array
  count: number
}

export function decisionFeatures(input: BotInput, moves: readonly Move[]): DecisionFeatures {
  const ctx = contextOf(input)
  const state = new Float32Array(STATE_SIZE)
  const sc = new Cursor(state, 0)
  writeState(ctx, sc)
  if (sc.at !== STATE_SIZE) throw new Error(`state features: wrote ${sc.at} of ${STATE_SIZE}`)
  const rows = new Float32Array(moves.length * MOVE_SIZE)
  moves.forEach((m, i) => {
    const mc = new Cursor(rows, i * MOVE_SIZE)
    writeMove(ctx, m, mc)
    if (mc.at !== (i + 1) * MOVE_SIZE)
      throw new Error(`move features: wrote ${mc.at - i * MOVE_SIZE} of ${MOVE_SIZE}`)
  })
  return { state, moves: rows, count: moves.length }
}
