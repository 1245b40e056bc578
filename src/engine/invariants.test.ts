// The invariants hold in every state play reaches, and each impossible state is refused by its own code.
import { describe, expect, it } from 'vitest'
import { TWO_PLAYER_GAMES } from './types'
import type { MatchState } from './types'
import { checkInvariants } from './invariants'
import { Rng } from './rng'
import { nextRound } from './setup'
import { mustMatch, playRandom } from '../../test-support/engine/match-helpers'

/** Every state at the start, in the middle and at the end of each round of one whole match. */
function matchStates(
  players: number,
  seed: number,
  twoPlayerGame: (typeof TWO_PLAYER_GAMES)[number]
): MatchState[] {
  const rng = new Rng(seed)
  let s = mustMatch(players, seed, { twoPlayerGame, target: 30 })
  const states = [s]
  for (;;) {
    states.push((s = playRandom(s, rng, 7)), (s = playRandom(s, rng)))
    if (s.phase === 'matchOver') return states
    const next = nextRound(s, rng)
    if (!next.ok) throw new Error(next.error.message)
    states.push((s = next.value))
  }
}

/** A copy of `state` changed by `change`, and the code it is refused with. */
function refusal(state: MatchState, change: (s: MatchState) => void): string | null {
  const changed = structuredClone(state)
  change(changed)
  const checked = checkInvariants(changed)
  return checked.ok ? null : checked.error.code
}

const midRound = (players: number) => playRandom(mustMatch(players, 5), new Rng(5), 6)
const finishedMatch = () => matchStates(3, 2, 'two-hands').at(-1) as MatchState

describe('checkInvariants', () => {
  it('holds in every state of whole matches, 2–6 players, both two-player games', () => {
    for (const players of [2, 3, 4, 5, 6])
      for (const game of TWO_PLAYER_GAMES)
        for (const seed of [1, 2])
          for (const state of matchStates(players, seed, game)) {
            const before = structuredClone(state)
            expect(checkInvariants(state)).toEqual({ ok: true, value: state })
            expect(state).toEqual(before)
          }
  })

  it('refuses eight 8s in one hand, in play or in the deal, naming the surplus', () => {
    const s = midRound(4)
    const eights = (counts: number[]) => (counts[8] = 8)
    expect(refusal(s, (m) => eights(m.hands[0]!))).toBe('cards-not-conserved')
    expect(refusal(s, (m) => (eights(m.hands[0]!), eights(m.dealt[0]!)))).toBe('cards-not-conserved')
    expect(refusal(s, (m) => eights(m.dealt[0]!))).toBe('deal-not-conserved')
    const changed = structuredClone(s)
    changed.hands[0]![8] = 8
    const checked = checkInvariants(changed)
    expect(!checked.ok && checked.error.message).toMatch(/too many 8s/)
  })

  it('refuses a card gone missing or a card that is in two places', () => {
    const s = midRound(3)
    const rank = s.hands[1]!.findIndex((n) => n > 0)
    expect(refusal(s, (m) => m.hands[1]![rank]!--)).toBe('cards-not-conserved')
    expect(refusal(s, (m) => m.cleared[rank]!++)).toBe('cards-not-conserved')
  })

  it('refuses totals of 0/40/40 in the middle of round 1', () => {
    expect(refusal(midRound(3), (m) => (m.totals = [0, 40, 40]))).toBe('totals-do-not-add-up')
  })

  it('refuses finished rounds that do not fit the round, penalties that are not the hands\u2019 points, and a match end the totals do not give', () => {
    const end = finishedMatch()
    expect(end.phase).toBe('matchOver')
    expect(refusal(end, (m) => m.results.pop())).toBe('rounds-out-of-step')
    expect(refusal(midRound(3), (m) => (m.round = 2))).toBe('rounds-out-of-step')
    const loser = end.results[0]!.penalties.findIndex((p) => p > 0)
    expect(refusal(end, (m) => m.results[0]!.penalties[loser]!++)).toBe('penalties-do-not-add-up')
    expect(refusal(end, (m) => (m.phase = 'roundOver'))).toBe('match-end-does-not-follow')
    expect(refusal(end, (m) => (m.winners = [...m.winners.map((w) => (w + 1) % 3)]))).toBe(
      'match-end-does-not-follow'
    )
  })
})
