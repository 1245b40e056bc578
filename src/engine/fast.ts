// FastRound: a mutable, allocation-free copy of one round for bot playouts and benchmarks.
// Same rules as apply.ts (tests replay thousands of random rounds through both and compare), but
// hands are Int8Array counts, moves are integer codes (movegen.ts) and nothing is validated: only
// codes produced by generate() may be applied. No log, no events, no cleared-card tracking.
import type { Meld, Rank, RankCounts, TableOptions } from './types'
import { RANKS } from './types'
import { MAX_SEATS, copiesFor } from './cards'
import {
  ADD,
  HAND_STRIDE,
  MAX_MOVES,
  MELD_NONE,
  MELD_RUN,
  MELD_SET,
  MELD_SINGLE,
  PASS,
  SHAPE_RUN,
  biggerCode,
  generateMoves,
  holdsEight,
  meldTypeCode,
  moveKindOf,
  moveLowOf,
  moveShapeOf,
  moveSizeOf
} from './movegen'
import { DEFAULT_OPTIONS, DEFAULT_POINTS, handSizeFor } from './options'
import type { Rng } from './rng'
import { FULL_RUN } from './trick'

/** What FastRound needs to start from. A MatchState fits, and so does `{ ...seatView, hands }`. */
export interface FastPosition {
  players: number
  /** Counts per rank for every seat (index = rank), e.g. sampled hands for the seats a bot cannot see. */
  hands: readonly (readonly number[])[]
  meld: Meld | null
  passed: readonly boolean[]
  turn: number | null
  lastPlayer: number | null
  playsInTrick: number
  /** The overwrite rule (R2.variants) decides which overwrites are legal. */
  options: Pick<TableOptions, 'overwrite'>
}

const GOLDEN = 0x6d2b79f5

export class FastRound {
  players = 2
  copies = 4
  /** biggerCode of the overwrite rule: 1 when bigger plays overwrite too (R2.variants). */
  bigger = 0
  /** Rank r of seat s at hands[s * HAND_STRIDE + r]. */
  readonly hands = new Int8Array(MAX_SEATS * HAND_STRIDE)
  /** Cards in each hand. */
  readonly sizes = new Int8Array(MAX_SEATS)
  readonly passed = new Uint8Array(MAX_SEATS)
  /** Seats of the trick that have not passed. */
  active = 2
  /** Seat to act; -1 once the round is over. */
  turn = 0
  meldType = MELD_NONE
  meldLow = 0
  meldSize = 0
  playsInTrick = 0
  lastPlayer = -1
  over = false
  wentOut = -1
  /** Seat that cleared a trick with the last applied move, else -1. */
  trickWinner = -1
  /** Moves applied since the last load/deal. */
  plies = 0
  /** generate() writes here. */
  readonly moves = new Int32Array(MAX_MOVES)
  /** Filled when the round ends (R7). */
  readonly penalties = new Int32Array(MAX_SEATS)
  readonly points = new Int32Array(16)
  private readonly deck = new Int8Array(RANKS.length * 5)

  constructor(points: readonly number[] = DEFAULT_POINTS) {
    this.setPoints(points)
  }

  setPoints(points: readonly number[]): void {
    for (let r = 0; r < 16; r++) this.points[r] = points[r] ?? 0
  }

  private reset(players: number): void {
    this.players = players
    this.copies = copiesFor(players)
    this.hands.fill(0)
    this.sizes.fill(0)
    this.passed.fill(0)
    this.penalties.fill(0)
    this.active = players
    this.meldType = MELD_NONE
    this.meldLow = 0
    this.meldSize = 0
    this.playsInTrick = 0
    this.lastPlayer = -1
    this.over = false
    this.wentOut = -1
    this.trickWinner = -1
    this.plies = 0
  }

  /** Copy a position in. A position whose turn is null is loaded as over (no moves). */
  load(pos: FastPosition): this {
    this.reset(pos.players)
    for (let s = 0; s < pos.players; s++) {
      const hand = pos.hands[s] ?? []
      let size = 0
      for (const r of RANKS) {
        const c = hand[r] ?? 0
        this.hands[s * HAND_STRIDE + r] = c
        size += c
      }
      this.sizes[s] = size
      if (pos.passed[s]) {
        this.passed[s] = 1
        this.active--
      }
    }
    this.meldType = meldTypeCode(pos.meld)
    this.meldLow = pos.meld?.cards[0] ?? 0
    this.meldSize = pos.meld?.cards.length ?? 0
    this.playsInTrick = pos.playsInTrick
    this.lastPlayer = pos.lastPlayer ?? -1
    this.turn = pos.turn ?? -1
    this.over = pos.turn === null
    this.bigger = biggerCode(pos.options.overwrite)
    return this
  }

  /**
   * A fresh random deal (R2) led by `leader`, one hand each, under `options` (three-player hand size,
   * overwrite rule). Not the same deal newMatch would make from this RNG.
   */
  dealRandom(
    players: number,
    rng: Rng,
    leader: number,
    options: Pick<TableOptions, 'threePlayerHand' | 'overwrite'> = DEFAULT_OPTIONS
  ): this {
    this.reset(players)
    this.bigger = biggerCode(options.overwrite)
    const copies = this.copies
    const deck = this.deck
    let len = 0
    for (const r of RANKS) for (let i = 0; i < copies; i++) deck[len++] = r
    const size = handSizeFor(players, options)
    const dealt = size * players
    let st = rng.state
    // A partial Fisher–Yates: only the dealt cards need a random place.
    for (let i = 0; i < dealt; i++) {
      st = (st + GOLDEN) >>> 0
      let t = Math.imul(st ^ (st >>> 15), st | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      const j = i + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (len - i))
      const card = deck[j]!
      deck[j] = deck[i]!
      deck[i] = card
      this.hands[Math.floor(i / size) * HAND_STRIDE + card]!++
    }
    rng.state = st
    for (let s = 0; s < players; s++) this.sizes[s] = size
    this.turn = leader
    return this
  }

  /** Legal moves of the seat on turn into `this.moves`; returns how many (0 when over). */
  generate(): number {
    if (this.over) return 0
    return generateMoves(
      this.hands,
      this.turn * HAND_STRIDE,
      this.meldType,
      this.meldLow,
      this.meldSize,
      this.copies,
      this.bigger,
      this.moves
    )
  }

  /** Apply a move code from generate() for the seat on turn (R5, then R7 before R6). */
  applyMove(code: number): void {
    const seat = this.turn
    this.plies++
    this.trickWinner = -1
    const kind = moveKindOf(code)
    if (kind === PASS) {
      this.passed[seat] = 1
      if (--this.active === 1) {
        let left = 0
        while (this.passed[left] === 1) left++
        this.clearTrick(left)
      } else this.advance(seat)
      return
    }
    const run = moveShapeOf(code) === SHAPE_RUN
    const size = moveSizeOf(code)
    const low = moveLowOf(code)
    const b = seat * HAND_STRIDE
    if (run) for (let i = 0; i < size; i++) this.hands[b + low + i]!--
    else this.hands[b + low]! -= size
    this.sizes[seat]! -= size
    this.playsInTrick++
    this.lastPlayer = seat

    if (kind !== ADD) {
      this.meldType = size === 1 ? MELD_SINGLE : run ? MELD_RUN : MELD_SET
      this.meldLow = low
      this.meldSize = size
    } else if (this.meldType !== MELD_RUN && low === this.meldLow) {
      this.meldType = MELD_SET
      this.meldSize += size
    } else {
      this.meldType = MELD_RUN
      if (low < this.meldLow) this.meldLow = low
      this.meldSize += size
    }

    if (this.sizes[seat] === 0) {
      this.endRound(seat)
      return
    }
    if (
      (holdsEight(code) && this.playsInTrick > 1) ||
      (kind === ADD && this.meldType === MELD_SET && this.meldSize === this.copies) ||
      (kind === ADD && this.meldType === MELD_RUN && this.meldSize === FULL_RUN)
    ) {
      this.clearTrick(seat)
    } else this.advance(seat)
  }

  /** Uniformly random legal moves until the round ends; returns the penalties (R7). */
  randomPlayout(rng: Rng): Int32Array {
    let st = rng.state
    while (!this.over) {
      const n = this.generate()
      // Inlined nextRandom (rng.ts): same sequence, no tuple allocation.
      st = (st + GOLDEN) >>> 0
      let t = Math.imul(st ^ (st >>> 15), st | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      this.applyMove(this.moves[Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)]!)
    }
    rng.state = st
    return this.penalties
  }

  private advance(from: number): void {
    const n = this.players
    let s = from
    do {
      s = s + 1 === n ? 0 : s + 1
    } while (this.passed[s] === 1 && s !== from)
    this.turn = s
  }

  private clearTrick(winner: number): void {
    this.meldType = MELD_NONE
    this.meldLow = 0
    this.meldSize = 0
    this.playsInTrick = 0
    this.lastPlayer = -1
    this.passed.fill(0)
    this.active = this.players
    this.turn = winner
    this.trickWinner = winner
  }

  private endRound(wentOut: number): void {
    this.over = true
    this.wentOut = wentOut
    this.turn = -1
    for (let s = 0; s < this.players; s++) {
      let p = 0
      if (s !== wentOut) {
        const b = s * HAND_STRIDE
        for (let r = 1; r <= 15; r++) p += this.hands[b + r]! * this.points[r]!
      }
      this.penalties[s] = p
    }
  }

  // ---- read-outs (for tests, bots and debugging; these allocate) ----

  handCounts(seat: number): RankCounts {
    const out = new Array<number>(16).fill(0)
    for (const r of RANKS) out[r] = this.hands[seat * HAND_STRIDE + r]!
    return out
  }

  meldCards(): Rank[] {
    const out: Rank[] = []
    for (let i = 0; i < this.meldSize; i++)
      out.push((this.meldLow + (this.meldType === MELD_RUN ? i : 0)) as Rank)
    return out
  }

  passedSeats(): number[] {
    const out: number[] = []
    for (let s = 0; s < this.players; s++) if (this.passed[s] === 1) out.push(s)
    return out
  }
}
