// A match the host ends now is scored as it stands: finished rounds only, the lowest total wins (ties
// share), and the state it leaves is one a save check accepts (invariants hold, the round replays to it).
import { describe, expect, it } from 'vitest'
import type { MatchState } from './types'
import { endMatchNow, endedEarly } from './early-end'
import { checkInvariants } from './invariants'
import { replayRound } from './replay'
import { Rng } from './rng'
import { nextRound } from './setup'
import { mustMatch, playRandom } from '../../test-support/engine/match-helpers'

/** Round 2 of a match to a far target, a few moves in: round 1's penalties are on the totals. */
function roundTwoUnderway(seed: number): MatchState {
  const rng = new Rng(seed)
  const first = playRandom(mustMatch(4, seed, { target: 200 }), rng)
  const next = nextRound(first, rng)
  if (!next.ok) throw new Error(next.error.message)
  return playRandom(next.value, rng, 5)
}

describe('endMatchNow', () => {
  it('scores the finished rounds only: the totals stay, the lowest of them wins, nobody is on turn', () => {
    const before = roundTwoUnderway(3)
    const ended = endMatchNow(before)
    const lowestTotal = Math.min(...before.totals)
    expect(ended.phase).toBe('matchOver')
    expect(ended.turn).toBeNull()
    expect(ended.totals).toEqual(before.totals)
    expect(ended.results).toEqual(before.results)
    expect(ended.winners).toEqual(before.totals.flatMap((t, seat) => (t === lowestTotal ? [seat] : [])))
    expect(ended.hands).toEqual(before.hands)
  })

  it('with no round finished, everyone shares the win on 0', () => {
    const ended = endMatchNow(playRandom(mustMatch(3, 8), new Rng(8), 4))
    expect(ended.winners).toEqual([0, 1, 2])
    expect(endedEarly(ended)).toBe(true)
  })

  it('leaves a state the save check accepts: its invariants hold and its round replays to it', () => {
    for (const seed of [1, 2, 3, 4]) {
      const ended = endMatchNow(roundTwoUnderway(seed))
      expect(checkInvariants(ended).ok).toBe(true)
      expect(replayRound(ended)).toEqual(ended)
    }
  })

  it('a match that ended by its target is not an early end, and a changed winner breaks the invariants', () => {
    let s = mustMatch(2, 4, { twoPlayerGame: 'to-target', target: 1 })
    s = playRandom(s, new Rng(4))
    expect(s.phase).toBe('matchOver')
    expect(endedEarly(s)).toBe(false)
    const ended = endMatchNow(roundTwoUnderway(5))
    const loser = ended.totals.indexOf(Math.max(...ended.totals))
    const wrong = checkInvariants({ ...ended, winners: [loser] })
    expect(wrong.ok ? null : wrong.error.code).toBe('match-end-does-not-follow')
  })
})
