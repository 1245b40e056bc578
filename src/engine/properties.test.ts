// Property tests (fast-check) over random deals and random legal play for 2–6 players, under every
// combination of the R2.variants options.
// Where cards live: hands + central meld + cleared (cleared tricks and overwritten melds) + undealt
// is always exactly the deck.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MOVE_KINDS, OVERWRITE_RULES, THREE_PLAYER_HANDS, TWO_PLAYER_GAMES } from './types'
import type { MatchState, Move, TableOptions } from './types'
import { apply } from './apply'
import { cardCount, deckFor, pointsOf, ranksFromCounts } from './cards'
import { legalMoves, moveKey } from './moves'
import { replayRound } from './replay'
import { Rng, shuffle } from './rng'
import { nextRound } from './setup'
import { allCards, mustMatch, playRandom } from '../../test-support/engine/match-helpers'
import { spectatorView, viewFor } from './view'

// Every variant of R2.variants, combined at random (an option for another player count has no effect).
const variants = fc.record({
  twoPlayerGame: fc.constantFrom(...TWO_PLAYER_GAMES),
  threePlayerHand: fc.constantFrom(...THREE_PLAYER_HANDS),
  overwrite: fc.constantFrom(...OVERWRITE_RULES)
})
const deals = fc.record({
  players: fc.integer({ min: 2, max: 6 }),
  seed: fc.nat(),
  play: fc.nat(),
  options: variants
})
const RUNS = { numRuns: 150 }

/** Every state of one random round, deal first, end last. */
function walk(players: number, seed: number, play: number, options: Partial<TableOptions>): MatchState[] {
  const states = [mustMatch(players, seed, options)]
  const rng = new Rng(play)
  let s = states[0] as MatchState
  while (s.phase === 'playing') {
    s = playRandom(s, rng, 1)
    states.push(s)
  }
  return states
}

describe('properties of random rounds', () => {
  it('cards are conserved: hands + meld + cleared + undealt (+ the other hands of R2.two) = deck, at every step', () => {
    fc.assert(
      fc.property(deals, ({ players, seed, play, options }) => {
        const deck = deckFor(players)
        for (const s of walk(players, seed, play, options)) expect(allCards(s)).toEqual(deck)
      }),
      RUNS
    )
  })

  it('every listed legal move applies', () => {
    fc.assert(
      fc.property(deals, fc.integer({ min: 0, max: 120 }), ({ players, seed, play, options }, steps) => {
        const s = playRandom(mustMatch(players, seed, options), new Rng(play), steps)
        const before = structuredClone(s)
        for (const move of legalMoves(s)) {
          const r = apply(s, s.turn as number, move)
          expect(r.ok).toBe(true)
          // The new state shares nothing with the old one: scribbling on it changes nothing.
          if (r.ok) scribble(r.value.state)
        }
        expect(s).toEqual(before)
      }),
      RUNS
    )
  })

  const anyMove = fc.oneof(
    fc.record({
      kind: fc.constantFrom(...MOVE_KINDS, 'fold'),
      cards: fc.array(fc.integer({ min: 0, max: 16 }), { minLength: 0, maxLength: 4 })
    }),
    fc.record({ kind: fc.constantFrom(...MOVE_KINDS) }),
    fc.anything()
  )

  it('any other move, or any move out of turn, is refused and leaves the state unchanged', () => {
    fc.assert(
      fc.property(
        deals,
        fc.integer({ min: 0, max: 120 }),
        fc.array(fc.tuple(fc.integer({ min: -1, max: 6 }), anyMove), { minLength: 1, maxLength: 30 }),
        ({ players, seed, play, options }, steps, tries) => {
          const s = playRandom(mustMatch(players, seed, options), new Rng(play), steps)
          const legal = new Set(legalMoves(s).map(moveKey))
          const before = structuredClone(s)
          for (const [seat, move] of tries) {
            const r = apply(s, seat, move)
            const m = move as { kind?: unknown; cards?: unknown } | null
            const wellFormed =
              typeof m === 'object' &&
              m !== null &&
              (m.kind === 'pass' ? !('cards' in m) : Array.isArray(m.cards))
            const isLegal = seat === s.turn && wellFormed && legal.has(moveKey(m as Move))
            expect(r.ok).toBe(isLegal)
            expect(s).toEqual(before)
          }
        }
      ),
      RUNS
    )
  })

  it('every round ends, and penalties are the points of the cards left', () => {
    fc.assert(
      fc.property(deals, ({ players, seed, play, options }) => {
        const states = walk(players, seed, play, options)
        const end = states[states.length - 1] as MatchState
        // Each play removes a card and at most players-1 passes come between plays.
        expect(states.length - 1).toBeLessThanOrEqual(cardCount(deckFor(players)) * players)
        const result = end.results[0]
        expect(result).toBeDefined()
        if (!result) return
        expect(end.turn).toBeNull()
        expect(cardCount(end.hands[result.wentOut] ?? [])).toBe(0)
        expect(result.penalties).toEqual(
          end.hands.map((h, s) => (s === result.wentOut ? 0 : pointsOf(h, end.options.points)))
        )
        expect(result.hands).toEqual(end.hands.map((h) => ranksFromCounts(h)))
        expect(end.totals).toEqual(result.penalties)
      }),
      RUNS
    )
  })

  it('totals never fall over whole matches', () => {
    fc.assert(
      fc.property(deals, ({ players, seed, play, options }) => {
        let s = mustMatch(players, seed, options)
        const rng = new Rng(play)
        for (let round = 0; round < 50; round++) {
          const before = [...s.totals]
          s = playRandom(s, rng)
          s.totals.forEach((t, i) => expect(t).toBeGreaterThanOrEqual(before[i] ?? 0))
          if (s.phase === 'matchOver') return
          const next = nextRound(s, rng)
          if (!next.ok) throw new Error(next.error.message)
          s = next.value
          // Cards are conserved over every hand of the deal (R2.two: both hands, the same undealt).
          expect(allCards(s)).toEqual(deckFor(players))
        }
        expect.fail('the match did not end in 50 rounds')
      }),
      { numRuns: 40 }
    )
  })

  it('replaying the log from the deal gives the identical state', () => {
    fc.assert(
      fc.property(deals, fc.integer({ min: 0, max: 150 }), ({ players, seed, play, options }, steps) => {
        const s = playRandom(mustMatch(players, seed, options), new Rng(play), steps)
        expect(replayRound(s)).toEqual(s)
      }),
      RUNS
    )
  })

  it('a seat view holds nothing about other hands but their counts; a spectator holds no hand', () => {
    fc.assert(
      fc.property(
        deals,
        fc.integer({ min: 0, max: 100 }),
        fc.nat(),
        ({ players, seed, play, options }, steps, mix) => {
          const s = playRandom(mustMatch(players, seed, options), new Rng(play), steps)
          if (s.phase !== 'playing') return
          for (let seat = 0; seat < players; seat++) {
            // Deal the cards this seat cannot see (other hands, undealt) differently, same counts:
            // the view must not change.
            const other = redistribute(s, seat, mix)
            expect(viewFor(other, seat)).toEqual(viewFor(s, seat))
          }
          expect(spectatorView(redistribute(s, null, mix))).toEqual(spectatorView(s))
          expect(spectatorView(s).hand).toBeNull()
        }
      ),
      RUNS
    )
  })
})

/** A copy of `s` whose hidden cards (every hand but `seat`'s, and undealt) are shuffled among them. */
function redistribute(s: MatchState, seat: number | null, seed: number): MatchState {
  const hidden = [...s.hands.keys()].filter((i) => i !== seat)
  const pool = [...hidden.flatMap((i) => ranksFromCounts(s.hands[i] ?? [])), ...ranksFromCounts(s.undealt)]
  const mixed = shuffle(pool, new Rng(seed))
  const out = structuredClone(s)
  let at = 0
  const take = (n: number): number[] => {
    const counts = new Array<number>(16).fill(0)
    for (const r of mixed.slice(at, at + n)) counts[r] = (counts[r] ?? 0) + 1
    at += n
    return counts
  }
  for (const i of hidden) out.hands[i] = take(cardCount(s.hands[i] ?? []))
  out.undealt = take(cardCount(s.undealt))
  return out
}

/** Overwrite every array inside a state, to prove nothing is shared with another state. */
function scribble(s: MatchState): void {
  const wipe = (a: unknown[]) => a.fill(-1 as never)
  s.hands.forEach(wipe)
  s.dealt.forEach(wipe)
  wipe(s.undealt)
  wipe(s.cleared)
  wipe(s.passed)
  wipe(s.totals)
  wipe(s.options.points)
  if (s.meld) wipe(s.meld.cards)
  s.log.forEach((e) => e.move.kind !== 'pass' && wipe(e.move.cards))
  s.results.forEach((r) => (wipe(r.penalties), r.hands.forEach(wipe)))
}
