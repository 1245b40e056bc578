// Inference from every move the others made this round (the hard bot's opponent model). Many deals of
// the hidden cards are drawn; in each, every move an opponent made is scored by how likely a sensible
// player holding that deal's hand at the time was to make it, and the deals are resampled by that
// likelihood, so the search plays out the hands the public log makes likely. "Sensible" is the
// playouts' v2 liking for plays (rollout.ts: go out, clean and long plays, low cards first, 8s kept)
// as a softmax, with a small chance of any legal move so that no deal is ruled out outright.
// Pure: a BotInput (what the seat knows, R9) and a random stream in, deals of the unseen cards out.
import type { LoggedMove } from '../engine/types'
import {
  HAND_STRIDE,
  MAX_MOVES,
  MELD_NONE,
  MOVE_PASS,
  RANK_SLOTS,
  biggerCode,
  countsFromRanks,
  decodeMove,
  generateMoves,
  meldTypeCode,
  moveKey,
  splitTricks
} from '../engine/index'
import type { BotInput } from './input'
import { determinizer } from './determinize'
import type { Determinizer } from './determinize'
import { playLiking } from './rollout'
import { fittedLiking } from './opponent-policy'

/** How the opponent model is drawn: deals scored, the softmax temperature, the chance of any move,
 *  and whose liking the softmax is over: the playouts' (playLiking) or the fitted one (opponent-policy.ts). */
export interface PolicyModel {
  deals: number
  temperature: number
  noise: number
  fitted: boolean
}

/** An opponent's move as the model scores it: the position before it and what that seat held since. */
interface SeenMove {
  seat: number
  meldType: number
  low: number
  size: number
  /** The move's code among generateMoves' codes for that position. */
  code: number
  /** Cards this seat played from this move on (counts per rank): its hand then, minus today's hand. */
  later: number[]
}

const hand = new Int8Array(HAND_STRIDE)
const moves = new Int32Array(MAX_MOVES)

/** The code generateMoves gives a logged move against the meld before it; -1 if none does. */
function codeOf(
  move: LoggedMove['move'],
  meldType: number,
  low: number,
  size: number,
  copies: number,
  bigger: number
): number {
  if (move.kind === 'pass') return MOVE_PASS
  hand.fill(0)
  const held = countsFromRanks(move.cards)
  for (let r = 0; r < RANK_SLOTS; r++) hand[r] = held[r] ?? 0
  const n = generateMoves(hand, 0, meldType, low, size, copies, bigger, moves)
  const want = moveKey(move)
  for (let i = 0; i < n; i++) if (moveKey(decodeMove(moves[i]!)) === want) return moves[i]!
  return -1
}

/** The opponents' moves of this round, oldest first, each with the position it was made in. */
export function opponentMoves(input: BotInput): SeenMove[] {
  const out: SeenMove[] = []
  const bigger = biggerCode(input.overwrite)
  const round = {
    players: input.players,
    phase: 'playing',
    log: input.log,
    options: { overwrite: input.overwrite }
  } as const
  for (const { entries } of splitTricks(round)) {
    let before: (typeof entries)[number]['meld'] = null
    for (const { seat, move, meld } of entries) {
      if (move.kind !== 'pass')
        for (const s of out) if (s.seat === seat) for (const c of move.cards) s.later[c]!++
      if (seat !== input.seat) {
        const meldType = before === null ? MELD_NONE : meldTypeCode(before)
        const low = before?.cards[0] ?? 0
        const size = before?.cards.length ?? 0
        const code = codeOf(move, meldType, low, size, input.copies, bigger)
        const later = new Array<number>(RANK_SLOTS).fill(0)
        if (move.kind !== 'pass') for (const c of move.cards) later[c]!++
        if (code >= 0) out.push({ seat, meldType, low, size, code, later })
      }
      before = meld
    }
  }
  return out
}

/** How likely the model finds one seen move from a hand (counts in `hand`, `cards` of them). */
function moveLikelihood(
  m: SeenMove,
  cards: number,
  copies: number,
  bigger: number,
  model: PolicyModel
): number {
  const n = generateMoves(hand, 0, m.meldType, m.low, m.size, copies, bigger, moves)
  if (n === 0) return model.noise
  let total = 0
  let mine = 0
  for (let i = 0; i < n; i++) {
    const liking = model.fitted
      ? fittedLiking(hand, 0, moves[i]!, cards, m.meldType)
      : playLiking(hand, 0, moves[i]!, cards, m.meldType === MELD_NONE)
    const w = Math.exp(liking / model.temperature)
    total += w
    if (moves[i] === m.code) mine = w
  }
  return (1 - model.noise) * (mine / total) + model.noise / n
}

/** The likelihood of every seen move under one deal (`hands`: counts per rank, per seat). */
export function dealLikelihood(
  seen: readonly SeenMove[],
  hands: readonly number[][],
  input: BotInput,
  model: PolicyModel
): number {
  const bigger = biggerCode(input.overwrite)
  let w = 1
  for (const m of seen) {
    const h = hands[m.seat]!
    let cards = 0
    for (let r = 0; r < RANK_SLOTS; r++) {
      const c = (h[r] ?? 0) + m.later[r]!
      hand[r] = c
      cards += c
    }
    w *= moveLikelihood(m, cards, input.copies, bigger, model)
  }
  return w
}

/**
 * A determinizer whose deals come from `model.deals` random ones resampled by the likelihood of the
 * others' moves (a quarter as many distinct draws); the plain determinizer when no opponent has moved.
 */
export function policyDeterminizer(input: BotInput, model: PolicyModel, rand: () => number): Determinizer {
  const plain = determinizer(input)
  const seen = opponentMoves(input)
  if (seen.length === 0 || model.deals <= 0) return plain
  const draws: number[][][] = []
  const weights: number[] = []
  let total = 0
  for (let d = 0; d < model.deals; d++) {
    const hands = Array.from({ length: input.players }, () => new Array<number>(RANK_SLOTS).fill(0))
    plain.deal(hands, rand)
    const w = dealLikelihood(seen, hands, input, model)
    draws.push(hands)
    weights.push(w)
    total += w
  }
  const kept = resample(draws, weights, total, Math.max(1, Math.floor(model.deals / 4)), rand)
  return {
    others: plain.others,
    sizes: plain.sizes,
    deal(hands, r) {
      const pick = kept[Math.floor(r() * kept.length)]!
      for (const s of plain.others) {
        const h = hands[s]!
        const from = pick[s]!
        for (let i = 0; i < RANK_SLOTS; i++) h[i] = from[i]!
      }
    }
  }
}

/** Systematic resampling: `count` draws, each taken about count × weight / total times. */
function resample<T>(
  draws: readonly T[],
  weights: readonly number[],
  total: number,
  count: number,
  rand: () => number
): T[] {
  if (!(total > 0)) return draws.slice(0, count)
  const out: T[] = []
  const step = total / count
  let at = rand() * step
  let sum = 0
  for (let i = 0; i < draws.length && out.length < count; i++) {
    sum += weights[i]!
    while (at < sum && out.length < count) {
      out.push(draws[i]!)
      at += step
    }
  }
  return out
}
