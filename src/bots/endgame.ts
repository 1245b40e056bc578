// The hard bot's exact endgame: when few cards are left, a determinized position (every hand filled in)
// is small enough to solve exactly instead of playing it out at random. Each seat on turn picks the
// move whose solved outcome is best for itself (max^n; with two players that is plain minimax, as the
// reward is then constant-sum), so the value of a root move is what it is worth against opponents who
// play the rest of the round perfectly for themselves in that deal. Averaging such values over many
// deals is the search's estimate (search.ts).
//
// Positions repeat a lot (the same cards played in another order), so outcomes are memoised by a
// 53-bit hash of the position. The game has no cycles (every trick ends with fewer cards in hand), so
// the memo is exact. A solve that needs more than its node budget gives up and the caller plays the
// position out instead. Ties between moves equally good for the mover are broken by the outcome alone
// (lowest penalties, seat by seat, then who went out), so the result does not depend on move order.
import type { FastRound } from '../engine/index'
import { HAND_STRIDE, MAX_MOVES } from '../engine/index'
import { OUT_BONUS, rewardOf } from './reward'

/** Seats at most (R1) and the record layout: a penalty per seat, then the seat that went out. */
const SEATS = 6
const RECORD = SEATS + 1
/** Records the memo may hold before it starts afresh (about 14 MB of outcomes). */
const POOL_RECORDS = 1 << 19
/** Deepest line: every card played singly with every other seat passing in between, with room. */
const MAX_DEPTH = 400

export interface Outcome {
  /** Penalty per seat (R7) at the end of the round. */
  readonly penalties: Int32Array
  readonly wentOut: number
}

export class EndgameSolver {
  /** Nodes visited by the last solve (its cost, for the search's work budget). */
  nodes = 0
  private limit = 0
  private readonly memo = new Map<number, number>()
  private readonly pool = new Int32Array(POOL_RECORDS * RECORD)
  private used = 0
  private readonly saved: Int8Array[] = []
  private readonly scalars: Int32Array[] = []
  private readonly movesAt: Int32Array[] = []
  private readonly result = new Int32Array(SEATS)
  private resultOut = -1
  private outBonus = OUT_BONUS

  /**
   * Value outcomes with this going-out bonus (reward.ts), as the search that calls the solver does;
   * a change forgets the memoised outcomes, which were chosen under the old one.
   */
  setOutBonus(bonus: number): void {
    if (bonus === this.outBonus) return
    this.outBonus = bonus
    this.reset()
  }

  /** Forget every memoised outcome (a new decision: other points or players may apply). */
  reset(): void {
    this.memo.clear()
    this.used = 0
  }

  /**
   * Solve the position loaded in `fast` (the round not over) within `maxNodes` nodes. On success the
   * outcome is in `outcome()` and `fast` is back at the position; on failure (budget) `fast` is left
   * somewhere inside the search and must be reloaded.
   */
  solve(fast: FastRound, maxNodes: number): boolean {
    this.nodes = 0
    this.limit = maxNodes
    if (this.used > (POOL_RECORDS * 3) / 4) this.reset()
    const at = this.search(fast, 0)
    if (at < 0) return false
    this.result.set(this.pool.subarray(at, at + SEATS))
    this.resultOut = this.pool[at + SEATS]!
    return true
  }

  outcome(): Outcome {
    return { penalties: this.result, wentOut: this.resultOut }
  }

  /** The last solved outcome's reward for `seat` (reward.ts). */
  reward(seat: number, players: number): number {
    return rewardOf(this.result, this.resultOut, seat, players, this.outBonus)
  }

  /** The outcome record (pool offset) of the position in `fast` under best play, or -1 over budget. */
  private search(fast: FastRound, depth: number): number {
    if (++this.nodes > this.limit || depth >= MAX_DEPTH || this.used >= POOL_RECORDS) return -1
    const key = hashOf(fast)
    const hit = this.memo.get(key)
    if (hit !== undefined) return hit
    const mover = fast.turn
    const players = fast.players
    this.save(fast, depth)
    const n = fast.generate()
    const moves = (this.movesAt[depth] ??= new Int32Array(MAX_MOVES))
    moves.set(fast.moves.subarray(0, n))
    let best = -1
    for (let i = 0; i < n; i++) {
      fast.applyMove(moves[i]!)
      const at = fast.over ? this.store(fast) : this.search(fast, depth + 1)
      if (at < 0) return -1
      if (best < 0 || this.better(at, best, mover, players)) best = at
      this.restore(fast, depth)
    }
    this.memo.set(key, best)
    return best
  }

  /** Is outcome `a` better than `b` for the mover (ties: the lower penalties, then who went out)? */
  private better(a: number, b: number, mover: number, players: number): boolean {
    const p = this.pool
    const bonus = this.outBonus
    const ra = rewardOf(p.subarray(a, a + SEATS), p[a + SEATS]!, mover, players, bonus)
    const rb = rewardOf(p.subarray(b, b + SEATS), p[b + SEATS]!, mover, players, bonus)
    if (ra !== rb) return ra > rb
    for (let s = 0; s < players; s++) if (p[a + s] !== p[b + s]) return p[a + s]! < p[b + s]!
    return p[a + SEATS]! < p[b + SEATS]!
  }

  private store(fast: FastRound): number {
    if (this.used >= POOL_RECORDS) return -1
    const at = this.used * RECORD
    this.used++
    for (let s = 0; s < SEATS; s++) this.pool[at + s] = s < fast.players ? fast.penalties[s]! : 0
    this.pool[at + SEATS] = fast.wentOut
    return at
  }

  private save(fast: FastRound, depth: number): void {
    const bytes = (this.saved[depth] ??= new Int8Array(SEATS * HAND_STRIDE + 2 * SEATS))
    const n = fast.players * HAND_STRIDE
    bytes.set(fast.hands.subarray(0, n))
    for (let s = 0; s < fast.players; s++) {
      bytes[SEATS * HAND_STRIDE + s] = fast.sizes[s]!
      bytes[SEATS * HAND_STRIDE + SEATS + s] = fast.passed[s]!
    }
    const v = (this.scalars[depth] ??= new Int32Array(8))
    v[0] = fast.active
    v[1] = fast.turn
    v[2] = fast.meldType
    v[3] = fast.meldLow
    v[4] = fast.meldSize
    v[5] = fast.playsInTrick
    v[6] = fast.lastPlayer
  }

  private restore(fast: FastRound, depth: number): void {
    const bytes = this.saved[depth]!
    fast.hands.set(bytes.subarray(0, fast.players * HAND_STRIDE))
    for (let s = 0; s < fast.players; s++) {
      fast.sizes[s] = bytes[SEATS * HAND_STRIDE + s]!
      fast.passed[s] = bytes[SEATS * HAND_STRIDE + SEATS + s]!
    }
    const v = this.scalars[depth]!
    fast.active = v[0]!
    fast.turn = v[1]!
    fast.meldType = v[2]!
    fast.meldLow = v[3]!
    fast.meldSize = v[4]!
    fast.playsInTrick = v[5]!
    fast.lastPlayer = v[6]!
    fast.over = false
    fast.wentOut = -1
    fast.trickWinner = -1
  }
}

/** Cards still in the hands of a loaded position: the size the endgame threshold is about. */
export function cardsInHands(fast: FastRound): number {
  let n = 0
  for (let s = 0; s < fast.players; s++) n += fast.sizes[s]!
  return n
}

/**
 * Two independent 32-bit hashes of everything that decides the rest of the round (hands, central
 * meld, passes, turn; `lastPlayer` decides nothing on the fast core), joined into one 53-bit number.
 */
function hashOf(fast: FastRound): number {
  let a = 0x811c9dc5
  let b = 0x9747b28c
  const h = fast.hands
  const end = fast.players * HAND_STRIDE
  for (let i = 0; i < end; i++) {
    const c = h[i]!
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ (c + i), 0x5bd1e995)
    b ^= b >>> 13
  }
  let passed = 0
  for (let s = 0; s < fast.players; s++) passed |= fast.passed[s]! << s
  const tail =
    fast.turn |
    (fast.meldType << 3) |
    (fast.meldLow << 5) |
    (fast.meldSize << 10) |
    (passed << 13) |
    (Math.min(fast.playsInTrick, 2) << 19)
  a = Math.imul(a ^ tail, 0x01000193)
  b = Math.imul(b ^ tail, 0x5bd1e995)
  b ^= b >>> 15
  return (a >>> 0) * 0x200000 + (b & 0x1fffff)
}
