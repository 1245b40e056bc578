// A seat's own part of a view delta (diffOwnView reads its two fields directly, for speed) against the
// plain definition: every own field whose value differs, whole; and a whole delta, shared part joined
// with the own part, makes the next view out of the previous one, for pairs of views of random matches
// of one seat, of two seats and of a seat and a spectator.
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { spectatorView, viewFor } from '../engine'
import type { MatchState, SeatView } from '../engine'
import { GAMES } from '../../test-support/engine/games'
import { statesOfMatch } from '../../test-support/engine/random-match'
import { applyViewDelta, diffOwnView, diffView } from './view-delta'

function viewOf(match: MatchState, seat: number | null): SeatView {
  return seat === null ? spectatorView(match) : viewFor(match, seat)
}

/** The plain definition of the own part: each of `seat` and `hand` whose value differs. */
function plainOwn(prev: SeatView, next: SeatView) {
  const set = Object.fromEntries(
    (['seat', 'hand'] as const)
      .filter((key) => !isDeepStrictEqual(prev[key], next[key]))
      .map((key) => [key, next[key]])
  )
  return Object.keys(set).length === 0 ? {} : { set }
}

describe('view deltas', () => {
  it('the own part is the plain one, and a whole delta rebuilds the next view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: GAMES.length - 1 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: -1, max: 5 }),
        fc.integer({ min: -1, max: 5 }),
        (g, seed, a, b) => {
          const game = GAMES[g]!
          const seatOf = (n: number) => (n < 0 ? null : n % game.seats)
          const states = statesOfMatch(game, seed, { undoEvery: 9 })
          for (let i = 1; i < states.length; i++) {
            const prev = viewOf(states[i - 1]!, seatOf(a))
            // Mostly the same seat, now and then another one (or a spectator).
            const next = viewOf(states[i]!, seatOf(i % 7 === 0 ? b : a))
            expect(diffOwnView(prev, next)).toEqual(plainOwn(prev, next))
            const rebuilt = applyViewDelta(prev, diffView(prev, next))
            if (!isDeepStrictEqual(rebuilt, next)) expect(rebuilt).toEqual(next)
          }
        }
      ),
      { numRuns: 12 }
    )
  })
})
