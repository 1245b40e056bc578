// Bots play every game of RULES.md R2.two and R2.variants through the engine's legal moves: whole
// matches with every seat at one level, each move checked against the engine's own list of legal moves
// for the full state (the bot sees only its seat's view) and applied by the engine.
import { describe, expect, it } from 'vitest'
import { Rng, apply, fixedRounds, legalMoves, moveKey, newMatch, nextRound, viewFor } from '../engine/index'
import type { MatchState, Move } from '../engine/index'
import { BOT_LEVELS } from '../protocol/vocabulary'
import { decide } from './index'
import { GAMES } from '../../test-support/engine/games'
import { legalityBudget } from '../../test-support/bots/legality-budget'

const MATCHES = 3

/** A play with more cards than the central meld that replaces it: only legal with bigger overwrites. */
function isBiggerOverwrite(state: MatchState, move: Move): boolean {
  return move.kind === 'overwrite' && state.meld !== null && move.cards.length > state.meld.cards.length
}

describe('bots play whole matches of every game, only through legal moves', () => {
  for (const game of GAMES) {
    for (const level of BOT_LEVELS) {
      it(`${game.name}: ${level} bots in every seat`, () => {
        let moves = 0
        let bigger = 0
        for (let m = 0; m < MATCHES; m++) {
          const deals = new Rng(0x535 + m)
          const made = newMatch(game.seats, game.options, deals)
          if (!made.ok) throw new Error(made.error.message)
          let state = made.value
          for (let ply = 0; state.phase !== 'matchOver'; ply++) {
            if (state.phase === 'roundOver') {
              const next = nextRound(state, deals)
              if (!next.ok) throw new Error(next.error.message)
              state = next.value
              continue
            }
            const seat = state.turn!
            const move = decide(viewFor(state, seat), level, ply * 31 + m, legalityBudget(48))
            expect(legalMoves(state).map(moveKey)).toContain(moveKey(move))
            if (isBiggerOverwrite(state, move)) bigger++
            const applied = apply(state, seat, move)
            if (!applied.ok) throw new Error(`${level} played ${moveKey(move)}: ${applied.error.message}`)
            state = applied.value.state
            moves++
          }
          const rounds = fixedRounds(game.seats, state.options)
          if (rounds === null) expect(Math.max(...state.totals)).toBeGreaterThanOrEqual(state.options.target)
          else expect(state.results).toHaveLength(rounds)
        }
        expect(moves).toBeGreaterThan(0)
        // With bigger overwrites on, the bots use them (the seeds are fixed, so this is no luck).
        if (game.options.overwrite === 'bigger') expect(bigger).toBeGreaterThan(0)
        else expect(bigger).toBe(0)
      })
    }
  }
})
