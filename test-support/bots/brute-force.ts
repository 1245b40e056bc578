// Test-only references for the expert's exact endgame (src/bots/endgame.ts): late positions of random
// matches, and a brute-force solver with no memo, no undo and no hashing — each move is tried on a
// fresh FastRound loaded from the public read-outs — under the same rule as the solver: the seat on
// turn picks the outcome with its best reward (src/bots/reward.ts), ties broken by the lower
// penalties seat by seat, then by who went out.
import { FastRound, MELD_NONE, Rng, applyOrThrow, legalMoves, newMatch } from '../../src/engine/index'
import type { FastPosition, MatchState, Move } from '../../src/engine/index'
import type { OverwriteRule } from '../../src/engine/types'
import { OUT_BONUS, rewardOf } from '../../src/bots/reward'

export interface TestOutcome {
  penalties: number[]
  wentOut: number
}

/** A random match played at random until at most `maxCards` cards are left in all hands together. */
export function latePosition(seed: number, maxCards: number): MatchState {
  const rng = new Rng(seed)
  const players = 2 + rng.int(3)
  const made = newMatch(players, rng.int(2) === 0 ? {} : { overwrite: 'bigger' }, seed)
  if (!made.ok) throw new Error(made.error.message)
  let state = made.value
  for (;;) {
    const cards = state.hands.reduce((n, h) => n + h.reduce((a, b) => a + b, 0), 0)
    if (cards <= maxCards) return state
    const moves = legalMoves(state)
    const move = moves[rng.int(moves.length)] as Move
    const next = applyOrThrow(state, state.turn as number, move).state
    // A round that ended before the hands got small: start a fresh match from the next seed.
    if (next.phase !== 'playing') return latePosition(seed + 7919, maxCards)
    state = next
  }
}

function positionOf(f: FastRound, overwrite: OverwriteRule): FastPosition {
  const hands: number[][] = []
  for (let s = 0; s < f.players; s++) hands.push(f.handCounts(s))
  const cards = f.meldCards()
  const type = cards.length === 1 ? 'single' : cards[0] === cards[1] ? 'set' : 'run'
  const passed = new Array<boolean>(f.players).fill(false)
  for (const s of f.passedSeats()) passed[s] = true
  return {
    players: f.players,
    hands,
    meld: f.meldType === MELD_NONE ? null : { type, cards },
    passed,
    turn: f.turn,
    lastPlayer: f.lastPlayer < 0 ? null : f.lastPlayer,
    playsInTrick: f.playsInTrick,
    options: { overwrite }
  }
}

function better(a: TestOutcome, b: TestOutcome, mover: number, players: number, outBonus: number): boolean {
  const ra = rewardOf(a.penalties, a.wentOut, mover, players, outBonus)
  const rb = rewardOf(b.penalties, b.wentOut, mover, players, outBonus)
  if (ra !== rb) return ra > rb
  for (let s = 0; s < players; s++)
    if (a.penalties[s] !== b.penalties[s]) return a.penalties[s]! < b.penalties[s]!
  return a.wentOut < b.wentOut
}

/** The outcome of the position under best play for every seat, by trying every line. */
export function bruteForceOutcome(
  pos: FastPosition,
  points: readonly number[],
  outBonus = OUT_BONUS
): TestOutcome {
  const root = new FastRound(points).load(pos)
  const n = root.generate()
  const codes = Array.from(root.moves.subarray(0, n))
  let best: TestOutcome | null = null
  for (const code of codes) {
    const f = new FastRound(points).load(pos)
    f.applyMove(code)
    const outcome: TestOutcome = f.over
      ? { penalties: Array.from(f.penalties.subarray(0, f.players)), wentOut: f.wentOut }
      : bruteForceOutcome(positionOf(f, pos.options.overwrite), points, outBonus)
    if (best === null || better(outcome, best, root.turn, root.players, outBonus)) best = outcome
  }
  if (best === null) throw new Error('A position with no moves is over, not solvable.')
  return best
}
