import { describe, expect, it } from 'vitest'
import type { MatchState, Move, Rank } from './types'
import { apply } from './apply'
import { addCounts, cardCount, deckFor } from './cards'
import { DEFAULT_OPTIONS, handSizeFor } from './options'
import { newMatch, nextRound, rematch, roundFromHands } from './setup'
import { replayRound } from './replay'
import { Rng } from './rng'
import { after, allCards, mustMatch, playRandom } from '../../test-support/engine/match-helpers'

const lead = (...cards: Rank[]): Move => ({ kind: 'lead', cards })
const add = (...cards: Rank[]): Move => ({ kind: 'add', cards })

describe('newMatch', () => {
  it.each([2, 3, 4, 5, 6])('deals R2 hands for %i players from the seed', (players) => {
    const s = mustMatch(players, 99)
    const size = handSizeFor(players, DEFAULT_OPTIONS)
    expect(s.hands.map(cardCount)).toEqual(new Array(players).fill(size))
    expect(allCards(s)).toEqual(deckFor(players))
    expect(s.phase).toBe('playing')
    expect(s.turn).toBe(s.roundLeader)
    expect(s.matchLeader).toBe(s.roundLeader)
    expect(s.round).toBe(1)
    expect(s.dealt).toEqual(s.hands)
    expect(s.dealtUndealt).toEqual(s.undealt)
  })

  it('is deterministic per seed, and seeds differ', () => {
    expect(mustMatch(4, 5)).toEqual(mustMatch(4, 5))
    expect(mustMatch(4, 5).hands).not.toEqual(mustMatch(4, 6).hands)
  })

  it('D3: the first leader is random across seeds, or the chosen seat', () => {
    const leaders = new Set(Array.from({ length: 60 }, (_, i) => mustMatch(4, i).matchLeader))
    expect(leaders).toEqual(new Set([0, 1, 2, 3]))
    const r = newMatch(4, { firstLeader: 2 }, 1)
    expect(r.ok && r.value.turn).toBe(2)
  })

  it('R2.variants: the extra card deal gives three players 16 cards each, 4 undealt', () => {
    const s = mustMatch(3, 3, { threePlayerHand: 16 })
    expect(s.hands.map(cardCount)).toEqual([16, 16, 16])
    expect(cardCount(s.undealt)).toBe(4)
    expect(allCards(s)).toEqual(deckFor(3))
  })

  it.each([[1], [7], [2.5], [Number.NaN]])('refuses %s players', (players) => {
    const r = newMatch(players, {}, 1)
    expect(!r.ok && r.error.code).toBe('bad-options')
  })

  it('refuses a first leader who is not at the table', () => {
    const r = newMatch(3, { firstLeader: 4 }, 1)
    expect(!r.ok && r.error.code).toBe('bad-options')
  })
})

describe('roundFromHands', () => {
  it('puts the rest of the deck in undealt', () => {
    const r = roundFromHands(2, [[1, 2], [3]], 1)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(cardCount(r.value.undealt)).toBe(49)
    expect(r.value.turn).toBe(1)
  })

  it.each([
    [
      'too many copies',
      2,
      [
        [1, 1, 1],
        [1, 1]
      ],
      0,
      'bad-deal'
    ],
    ['a wrong number of hands', 3, [[1], [2]], 0, 'bad-deal'],
    ['an empty hand', 2, [[1], []], 0, 'bad-deal'],
    ['not ranks', 2, [[6], [1]], 0, 'bad-deal'],
    ['a bad leader', 2, [[1], [2]], 2, 'bad-seat'],
    ['a bad player count', 7, [[1]], 0, 'bad-options']
  ])('refuses %s', (_name, players, hands, leader, code) => {
    const r = roundFromHands(players, hands as Rank[][], leader)
    expect(!r.ok && r.error.code).toBe(code)
  })
})

describe('R7 the end of a round', () => {
  it('ends the moment a hand is empty; others pay their points', () => {
    const s = after(3, [[5], [8, 9, 14, 1], [11, 2, 2, 7]], 0)
    const r = apply(s, 0, lead(5))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const { state, events } = r.value
    expect(state.phase).toBe('roundOver')
    expect(state.turn).toBeNull()
    expect(state.totals).toEqual([0, 11, 7])
    expect(state.results).toEqual([
      { round: 1, leader: 0, wentOut: 0, penalties: [0, 11, 7], hands: [[], [1, 8, 9, 14], [2, 2, 7, 11]] }
    ])
    expect(events.map((e) => e.type)).toEqual(['played', 'roundEnded'])
  })

  it('R7 before R6: going out with an 8 ends the round without clearing the trick', () => {
    const s = after(3, [[7, 1], [8], [15, 15]], 0, [[0, lead(7)]])
    const r = apply(s, 1, add(8))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.state.meld?.cards).toEqual([7, 8])
    expect(r.value.events.some((e) => e.type === 'trickCleared')).toBe(false)
    expect(r.value.state.results[0]?.penalties).toEqual([1, 0, 6])
  })
})

describe('R8 match end and D3 next rounds', () => {
  it('nextRound deals the next round led by the seat after the last leader, keeping totals', () => {
    let s = mustMatch(4, 11)
    const leader = s.roundLeader
    s = playRandom(s, new Rng(1))
    expect(s.phase).not.toBe('playing')
    if (s.phase === 'matchOver') return
    const r = nextRound(s, new Rng(2))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const n = r.value
    expect(n.round).toBe(2)
    expect(n.roundLeader).toBe((leader + 1) % 4)
    expect(n.matchLeader).toBe(leader)
    expect(n.turn).toBe(n.roundLeader)
    expect(n.totals).toEqual(s.totals)
    expect(n.results).toEqual(s.results)
    expect(n.log).toEqual([])
    expect(allCards(n)).toEqual(deckFor(4))
    expect(n.hands).not.toEqual(s.dealt)
  })

  it('replayRound rebuilds later rounds too, finished or not', () => {
    let s = playRandom(mustMatch(3, 21), new Rng(21))
    for (let round = 0; round < 3 && s.phase === 'roundOver'; round++) {
      const n = nextRound(s, new Rng(100 + round))
      if (!n.ok) throw new Error(n.error.message)
      const mid = playRandom(n.value, new Rng(round), 10)
      expect(replayRound(mid)).toEqual(mid)
      s = playRandom(mid, new Rng(round))
      expect(replayRound(s)).toEqual(s)
    }
  })

  it('nextRound deals from the randomness it is given: the same state, two sources, two deals', () => {
    const s = playRandom(mustMatch(4, 5), new Rng(5))
    if (s.phase !== 'roundOver') return expect.fail('round 1 ended the match')
    const dealt = (seed: number) =>
      (nextRound(s, new Rng(seed)) as { ok: true; value: MatchState }).value.dealt
    expect(dealt(1)).not.toEqual(dealt(2))
    expect(dealt(1)).toEqual(dealt(1))
    // Nothing from which a deal follows is kept in the state.
    expect(JSON.stringify(s)).not.toMatch(/"(seed|rng)"/)
  })

  it('nextRound is refused mid-round and after the match', () => {
    const s = mustMatch(3, 1)
    const r = nextRound(s, new Rng(1))
    expect(!r.ok && r.error.code).toBe('round-not-over')
  })

  it('plays whole matches: totals never fall and the match ends at the target with the lowest winning', () => {
    for (let seed = 0; seed < 20; seed++) {
      const players = 2 + (seed % 5)
      let s = mustMatch(players, seed, { twoPlayerGame: 'to-target' })
      const rng = new Rng(seed)
      let rounds = 0
      for (;;) {
        const before = [...s.totals]
        s = playRandom(s, rng)
        rounds++
        s.totals.forEach((t, i) => expect(t).toBeGreaterThanOrEqual(before[i] ?? 0))
        if (s.phase === 'matchOver') break
        expect(Math.max(...s.totals)).toBeLessThan(20)
        const n = nextRound(s, rng)
        if (!n.ok) throw new Error(n.error.message)
        s = n.value
      }
      expect(Math.max(...s.totals)).toBeGreaterThanOrEqual(20)
      const min = Math.min(...s.totals)
      expect(s.winners).toEqual(s.totals.flatMap((t, i) => (t === min ? [i] : [])))
      expect(s.results).toHaveLength(rounds)
      const r = nextRound(s, rng)
      expect(!r.ok && r.error.code).toBe('round-over')
      expect(apply(s, 0, { kind: 'pass' }).ok).toBe(false)
    }
  })

  it('the match-ending move emits matchEnded after roundEnded', () => {
    const s = after(2, [[5], [8, 8, 8, 8, 15]], 0, [], { twoPlayerGame: 'to-target' })
    const r = apply(s, 0, lead(5))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value.state.phase).toBe('matchOver')
    expect(r.value.state.winners).toEqual([0])
    expect(r.value.events.map((e) => e.type)).toEqual(['played', 'roundEnded', 'matchEnded'])
    expect(r.value.events[2]).toEqual({ type: 'matchEnded', winners: [0], totals: [0, 23] })
  })

  it('rematch: same players and options, a fresh match', () => {
    const s = playRandom(mustMatch(5, 3), new Rng(3))
    const r = rematch(s, 77)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.value).toEqual(mustMatch(5, 77))
    const again = rematch(s, new Rng(78))
    expect(again.ok && again.value.players).toBe(5)
    expect(again.ok && again.value.round).toBe(1)
  })
})

describe('R2.two: two players play two hands from one deal', () => {
  const finish = (s: MatchState, seed: number): MatchState => playRandom(s, new Rng(seed))

  it('deals each player two hands of 12 and leaves 4 undealt for the whole match', () => {
    const s = mustMatch(2, 21)
    expect(s.hands.map(cardCount)).toEqual([12, 12])
    expect(s.reserve.map(cardCount)).toEqual([12, 12])
    expect(cardCount(s.undealt)).toBe(4)
    expect(allCards(s)).toEqual(deckFor(2))
  })

  it('round 2 plays the second hands as dealt, with the same undealt cards and round 1 retired', () => {
    for (let seed = 0; seed < 40; seed++) {
      const first = finish(mustMatch(2, seed), seed)
      expect(first.phase).toBe('roundOver')
      const r = nextRound(first, new Rng(seed + 1000))
      if (!r.ok) throw new Error(r.error.message)
      const second = r.value
      expect(second.round).toBe(2)
      expect(second.hands).toEqual(first.reserve)
      expect(second.undealt).toEqual(first.undealt)
      expect(second.reserve).toEqual([])
      expect(second.retired).toEqual(
        first.dealt.reduce(
          (a, h) => addCounts(a, h),
          deckFor(2).map(() => 0)
        )
      )
      expect(second.roundLeader).toBe((first.roundLeader + 1) % 2)
      expect(allCards(second)).toEqual(deckFor(2))
      const end = finish(second, seed + 7)
      expect(end.phase).toBe('matchOver')
      const totals = end.results
        .map((x) => x.penalties)
        .reduce((a, p) => a.map((t, i) => t + (p[i] ?? 0)), [0, 0])
      expect(end.totals).toEqual(totals)
      const low = Math.min(...totals)
      expect(end.winners).toEqual([0, 1].filter((s) => totals[s] === low))
    }
  })

  it('to the target: every round is a fresh deal of 12 each, 28 undealt, and R8 ends the match', () => {
    let s = mustMatch(2, 5, { twoPlayerGame: 'to-target' })
    expect(s.reserve).toEqual([])
    expect(cardCount(s.undealt)).toBe(28)
    for (let round = 1; s.phase !== 'matchOver'; round++) {
      s = finish(s, round)
      if (s.phase === 'roundOver') {
        expect(s.totals.every((t) => t < 20)).toBe(true)
        const r = nextRound(s, new Rng(round))
        if (!r.ok) throw new Error(r.error.message)
        s = r.value
        expect(cardCount(s.undealt)).toBe(28)
        expect(allCards(s)).toEqual(deckFor(2))
      }
    }
    expect(s.totals.some((t) => t >= 20)).toBe(true)
  })

  it('replays round 2 from its deal and log', () => {
    const first = finish(mustMatch(2, 77), 1)
    const r = nextRound(first, new Rng(2))
    if (!r.ok) throw new Error(r.error.message)
    const mid = playRandom(r.value, new Rng(3), 9)
    expect(replayRound(mid)).toEqual(mid)
  })
})
