// Determinizations for the hard bot: a random split of the cards this seat cannot see (RULES.md R9:
// deck − own hand − cleared − central meld) into the other hands, each with its public card count, and
// the undealt pile. Only the seat's own knowledge goes in (a BotInput), so a sample can never hold a
// card the seat has seen elsewhere, and every hand gets exactly as many cards as the table shows.
//
// With inference on, a deal is also weighed by the public log (opponent modelling): a seat that passed
// on a meld while the sampled hand (with the cards that seat played later) had a clean play against
// it — a play that uses a whole holding, the kind a sensible player makes — is less likely. Deals are
// drawn until one is accepted with its likelihood, at most a few times.
import { RANKS } from '../engine/types'
import {
  HAND_STRIDE,
  MAX_MOVES,
  RANK_SLOTS,
  biggerCode,
  generateMoves,
  meldTypeCode,
  splitTricks
} from '../engine/index'
import type { BotInput } from './input'
import { isCleanPlay, unseenCounts } from './cards'

/** Chance a seat passes though it has a clean play (the likelihood factor of such a pass). */
export const PASS_WITH_PLAY = 0.35
/** Most deals drawn per determinization with inference. */
export const INFER_TRIES = 6

/** A pass from the log: who passed, against what, and what that seat has played since. */
interface PassSeen {
  seat: number
  meldType: number
  low: number
  size: number
  later: number[]
}

/** The opponents' passes of this round, read from the public log as the engine cuts it into tricks. */
export function passesInLog(input: BotInput): PassSeen[] {
  const out: PassSeen[] = []
  const options = { overwrite: input.overwrite }
  const round = { players: input.players, phase: 'playing', log: input.log, options } as const
  for (const { entries } of splitTricks(round)) {
    for (const { seat, move, meld } of entries) {
      if (move.kind !== 'pass') {
        for (const p of out) if (p.seat === seat) for (const c of move.cards) p.later[c]!++
      } else if (meld !== null && seat !== input.seat) {
        const later = new Array<number>(RANK_SLOTS).fill(0)
        out.push({
          seat,
          meldType: meldTypeCode(meld),
          low: meld.cards[0] ?? 0,
          size: meld.cards.length,
          later
        })
      }
    }
  }
  return out
}

const scratch = new Int8Array(HAND_STRIDE)
const scratchMoves = new Int32Array(MAX_MOVES)

/** Did a hand (counts) have a clean play against the meld: whole holdings, no set or run broken? */
export function hadCleanPlay(
  hand: readonly number[],
  meldType: number,
  low: number,
  size: number,
  copies: number,
  bigger: number
): boolean {
  for (let r = 0; r < RANK_SLOTS; r++) scratch[r] = hand[r] ?? 0
  const n = generateMoves(scratch, 0, meldType, low, size, copies, bigger, scratchMoves)
  // Move 0 is the pass.
  for (let i = 1; i < n; i++) if (isCleanPlay(scratch, 0, scratchMoves[i]!)) return true
  return false
}

export interface Determinizer {
  /** Seats other than the searcher, and how many hidden cards each holds. */
  readonly others: readonly number[]
  readonly sizes: readonly number[]
  /** Refill `hands[s]` (counts per rank) of every other seat with a fresh random split. */
  deal(hands: number[][], rand: () => number): void
}

/** How inference weighs a deal: the likelihood of a pass with a clean play, and most deals drawn. */
export interface Inference {
  passWithPlay: number
  tries: number
}

export function determinizer(input: BotInput, inference: Inference | null = null): Determinizer {
  const unseen = unseenCounts(input)
  const pool: number[] = []
  for (const r of RANKS) for (let i = 0; i < (unseen[r] ?? 0); i++) pool.push(r)
  const others: number[] = []
  const sizes: number[] = []
  let hidden = 0
  for (let s = 0; s < input.players; s++) {
    if (s === input.seat) continue
    const size = Math.min(input.handCounts[s] ?? 0, pool.length - hidden)
    others.push(s)
    sizes.push(size)
    hidden += size
  }
  const passes = inference !== null ? passesInLog(input) : []
  const { passWithPlay, tries } = inference ?? { passWithPlay: PASS_WITH_PLAY, tries: 1 }
  const bigger = biggerCode(input.overwrite)
  const scratchHand = new Array<number>(RANK_SLOTS).fill(0)
  const likelihood = (hands: number[][]): number => {
    let w = 1
    for (const p of passes) {
      const h = hands[p.seat]!
      for (let r = 0; r < RANK_SLOTS; r++) scratchHand[r] = (h[r] ?? 0) + p.later[r]!
      if (hadCleanPlay(scratchHand, p.meldType, p.low, p.size, input.copies, bigger)) w *= passWithPlay
    }
    return w
  }
  const dealOnce = (hands: number[][], rand: () => number): void => {
    // A partial Fisher–Yates: only the cards that go to a hand need a random place.
    for (let i = 0; i < hidden; i++) {
      const j = i + Math.floor(rand() * (pool.length - i))
      const c = pool[j]!
      pool[j] = pool[i]!
      pool[i] = c
    }
    let k = 0
    for (let o = 0; o < others.length; o++) {
      const h = hands[others[o]!]!
      h.fill(0)
      for (let i = 0; i < sizes[o]!; i++) h[pool[k++]!]!++
    }
  }
  return {
    others,
    sizes,
    deal(hands, rand) {
      dealOnce(hands, rand)
      if (passes.length === 0) return
      for (let t = 1; t < tries && rand() >= likelihood(hands); t++) dealOnce(hands, rand)
    }
  }
}
