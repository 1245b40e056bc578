// The deals an observer computes from a duplicate stage's seed are the stage dealer's, deal by deal, and the
// round it rebuilds from the public moves holds what the host's state holds at every move.
import { describe, expect, it } from 'vitest'
import { applyOrThrow, legalMoves } from '../../src/engine'
import type { MatchState } from '../../src/engine'
import { stageDealer } from '../../src/server/tournament/stage-dealer'
import { settingsWith } from './tournaments'
import { resolveStageOptions as stageOptions } from '../../src/server/tournament/stage-dealer'
import { dealtRound, roundAfter } from './seeded-truth'

const SEED = 'ab'.repeat(32)

/** Plays the round out, each seat its first legal move; every state on the way. */
function playOut(state: MatchState): MatchState[] {
  const states = [state]
  let s = state
  while (s.phase === 'playing' && s.turn !== null) {
    const move = legalMoves(s)[0]
    if (move === undefined) throw new Error('no legal move')
    s = applyOrThrow(s, s.turn, move).state
    states.push(s)
  }
  return states
}

describe('a duplicate stage dealt again from its seed', () => {
  it.each([3, 4, 5, 6])(
    'deals what the stage dealer deals at a table of %i, and follows its moves',
    (players) => {
      const settings = settingsWith({ format: 'duplicate', dealsPerStage: 3 })
      const options = stageOptions(settings, players)
      let reported = 0
      const dealer = stageDealer({
        players,
        options,
        dealsPerStage: 3,
        seed: SEED,
        random: { int: () => 0 },
        reported: () => reported
      })
      let previous: MatchState | null = null
      for (let deal = 1; deal <= 3; deal++) {
        const dealt = dealer(previous)
        if (!dealt.ok) throw new Error(dealt.error.message)
        const host = dealt.value
        const mine = dealtRound(SEED, players, options, deal)
        expect(mine).toEqual({ hands: host.hands, undealt: host.undealt, leader: host.roundLeader })
        const states = playOut(host)
        for (const state of states) {
          const rebuilt = roundAfter(mine!, players, options, state.log)
          expect(rebuilt.hands).toEqual(state.hands)
          expect(rebuilt.undealt).toEqual(state.undealt)
          expect(rebuilt.cleared).toEqual(state.cleared)
          expect(rebuilt.reserve).toEqual(state.reserve)
          expect(rebuilt.retired).toEqual(state.retired)
        }
        previous = states.at(-1)!
        reported++
      }
    }
  )

  it('refuses a log that is not this deal’s', () => {
    const options = stageOptions(settingsWith({ format: 'duplicate' }), 4)
    const dealt = dealtRound(SEED, 4, options, 1)!
    const other = dealtRound('cd'.repeat(32), 4, options, 1)!
    const start = roundAfter(other, 4, options, [])
    const foreign = playOut(start).at(-1)!.log
    expect(() => roundAfter(dealt, 4, options, foreign)).toThrow(/does not fit the deal/)
  })

  it('leaves tables of two playing two hands alone', () => {
    expect(dealtRound(SEED, 2, stageOptions(settingsWith(), 2), 1)).toBeNull()
  })
})
