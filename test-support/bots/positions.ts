// Random positions for the bots' tests: a seeded match played at random for a while, seen by the seat
// on turn. Test-only helper (not exported from index.ts).
import { Rng, applyOrThrow, legalMoves, newMatch, viewFor } from '../../src/engine/index'
import type { MatchState, Move, SeatView } from '../../src/engine/types'

export function randomPosition(seed: number): { state: MatchState; view: SeatView } {
  const rng = new Rng(seed)
  const players = 2 + rng.int(5)
  const made = newMatch(players, {}, seed)
  if (!made.ok) throw new Error(made.error.message)
  let state = made.value
  const steps = rng.int(60)
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(state)
    const move = moves[rng.int(moves.length)] as Move
    const next = applyOrThrow(state, state.turn as number, move).state
    if (next.phase !== 'playing') break
    state = next
  }
  return { state, view: viewFor(state, state.turn as number) }
}
