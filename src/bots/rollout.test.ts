import { describe, expect, it } from 'vitest'
import { FastRound, Rng, countsFromRanks } from '../engine/index'
import type { Rank } from '../engine/types'
import { DEFAULT_TUNING } from './search'
import { rolloutOf } from './rollout'

/** Seat 1 (not the searcher, seat 0) leads from a hand whose longest melds are 2-2-2 and 11-12-13. */
function leadsOf(othersLeadAny: number): Set<string> {
  const fast = new FastRound()
  const hands = [countsFromRanks([5, 9] as Rank[]), countsFromRanks([2, 2, 2, 11, 12, 13] as Rank[])]
  const position = {
    players: 2,
    hands,
    meld: null,
    passed: [false, false],
    turn: 1,
    lastPlayer: null,
    playsInTrick: 0
  }
  const tuning = { ...DEFAULT_TUNING, mix: 0, othersLongLead: 1, othersLeadAny }
  const step = rolloutOf(fast, tuning, 0)
  const rng = new Rng(5)
  const seen = new Set<string>()
  for (let i = 0; i < 200; i++) {
    fast.load({ ...position, options: { overwrite: 'same-size' } })
    step(() => rng.next())
    seen.add(fast.meldCards().join())
  }
  return seen
}

describe("the other seats' random playout steps", () => {
  it('lead the lowest of their longest melds, or with othersLeadAny any of them', () => {
    expect([...leadsOf(0)]).toEqual(['2,2,2'])
    expect([...leadsOf(1)].sort()).toEqual(['11,12,13', '2,2,2'])
    for (const lead of leadsOf(0.5)) expect(lead.split(',')).toHaveLength(3)
  })
})
