// Every state of one seeded match, in the order a table commits them (random legal moves, the next round
// after each round), optionally with take-backs: now and then the match returns to an earlier state of
// the same round, as a solo table's undo does. For tests that follow a match version by version.
import { Rng, applyOrThrow, legalMoves, newMatch, nextRound } from '../../src/engine'
import type { MatchState } from '../../src/engine'
import type { Game } from './games'

export function statesOfMatch(game: Game, seed: number, options: { undoEvery?: number } = {}): MatchState[] {
  const rng = new Rng(seed)
  const made = newMatch(game.seats, game.options, seed)
  if (!made.ok) throw new Error(made.error.message)
  const states = [made.value]
  let roundStart = 0
  let state = made.value
  while (state.phase !== 'matchOver') {
    const undo = options.undoEvery !== undefined && rng.int(options.undoEvery) === 0
    if (undo && states.length - 1 > roundStart && state.phase === 'playing') {
      state = states[roundStart + rng.int(states.length - 1 - roundStart)]!
    } else if (state.phase === 'roundOver') {
      const next = nextRound(state, rng)
      if (!next.ok) throw new Error(next.error.message)
      state = next.value
      roundStart = states.length
    } else {
      const moves = legalMoves(state)
      state = applyOrThrow(state, state.turn!, moves[rng.int(moves.length)]!).state
    }
    states.push(state)
  }
  return states
}
