import { describe, expect, it } from 'vitest'
import type { MatchState, Move } from './types'
import { apply } from './apply'
import { ranksFromCounts } from './cards'
import { FastRound } from './fast'
import { decodeMove } from './movegen'
import { legalMoves, moveKey } from './moves'
import { Rng } from './rng'
import { roundFromHands } from './setup'
import { keys, mustMatch } from '../../test-support/engine/match-helpers'

function fastKeys(fast: FastRound): string[] {
  const n = fast.generate()
  return keys(Array.from(fast.moves.subarray(0, n), decodeMove))
}

/** Everything FastRound tracks, as one string (cheap to compare thousands of times). */
function fastSig(fast: FastRound): string {
  const hands = Array.from({ length: fast.players }, (_, seat) => fast.handCounts(seat).join(''))
  return [
    hands.join('/'),
    fast.meldCards().join(','),
    fast.passedSeats().join(','),
    fast.over,
    fast.turn,
    fast.playsInTrick,
    fast.lastPlayer
  ].join('|')
}

function stateSig(s: MatchState): string {
  const passed = s.passed.flatMap((p, i) => (p ? [i] : []))
  return [
    s.hands.map((h) => h.join('')).join('/'),
    (s.meld?.cards ?? []).join(','),
    passed.join(','),
    s.phase !== 'playing',
    s.turn ?? -1,
    s.playsInTrick,
    s.lastPlayer ?? -1
  ].join('|')
}

function expectSame(fast: FastRound, s: MatchState): void {
  const a = fastSig(fast)
  const b = stateSig(s)
  if (a !== b) expect(a).toBe(b)
}

describe('FastRound agrees with the public API', () => {
  it('move for move over hundreds of random rounds (thousands of positions), 2–6 players', () => {
    const fast = new FastRound()
    let positions = 0
    for (let seed = 0; seed < 400; seed++) {
      const players = 2 + (seed % 5)
      const rng = new Rng(seed * 7919)
      // Every other round with bigger overwrites (R2.variants), every third three-player one with 16 cards.
      const options = {
        overwrite: seed % 2 === 0 ? 'same-size' : 'bigger',
        threePlayerHand: seed % 3 === 0 ? 16 : 13
      } as const
      let s = mustMatch(players, seed, options)
      fast.load(s)
      while (s.phase === 'playing') {
        positions++
        const legal = legalMoves(s)
        const fk = fastKeys(fast).join(' ')
        const pk = keys(legal).join(' ')
        if (fk !== pk) expect(fk).toBe(pk)
        const move = legal[rng.int(legal.length)] as Move
        const r = apply(s, s.turn as number, move)
        if (!r.ok) throw new Error(r.error.message)
        const n = fast.generate()
        const code = Array.from(fast.moves.subarray(0, n)).find(
          (c) => moveKey(decodeMove(c)) === moveKey(move)
        )
        if (code === undefined) expect.fail(`FastRound has no code for ${moveKey(move)}`)
        fast.applyMove(code as number)
        s = r.value.state
        const cleared = r.value.events.find((e) => e.type === 'trickCleared')
        const winner = cleared?.type === 'trickCleared' ? cleared.seat : -1
        if (fast.trickWinner !== winner) expect(fast.trickWinner).toBe(winner)
        expectSame(fast, s)
        // Reloading from the public state mid-round gives the same position.
        if (rng.int(4) === 0) expectSame(new FastRound().load(s), s)
      }
      expect(Array.from(fast.penalties.subarray(0, players))).toEqual(s.results[0]?.penalties)
      expect(fast.wentOut).toBe(s.results[0]?.wentOut)
    }
    expect(positions).toBeGreaterThan(10_000)
  })

  it('random playouts from fast deals replay through apply to the same penalties', () => {
    const fast = new FastRound()
    const rng = new Rng(2024)
    for (let i = 0; i < 300; i++) {
      const players = 2 + (i % 5)
      fast.dealRandom(players, rng, i % players)
      const hands = Array.from({ length: players }, (_, seat) => ranksFromCounts(fast.handCounts(seat)))
      const built = roundFromHands(players, hands, i % players)
      if (!built.ok) throw new Error(built.error.message)
      // Same choices: the public list is decoded from the same generator, in the same order.
      const choices = new Rng(i)
      const copy = new Rng(i)
      const penalties = Array.from(fast.randomPlayout(choices).subarray(0, players))
      let s = built.value
      while (s.phase === 'playing') {
        const legal = legalMoves(s)
        const r = apply(s, s.turn as number, legal[copy.int(legal.length)])
        if (!r.ok) throw new Error(r.error.message)
        s = r.value.state
      }
      expect(s.results[0]?.penalties).toEqual(penalties)
      expect(s.log.length).toBe(fast.plies)
      expect(copy.state).toBe(choices.state)
    }
  })

  it('loads from a seat view plus guessed hands (what a bot does)', () => {
    const s = mustMatch(4, 3)
    const fast = new FastRound().load({ ...s, hands: s.hands })
    expect(fastKeys(fast)).toEqual(keys(legalMoves(s)))
  })

  it('dealRandom deals R2 hands from a deck that fits', () => {
    const fast = new FastRound()
    const rng = new Rng(5)
    for (const [players, size] of [
      [2, 12],
      [3, 13],
      [4, 12],
      [5, 12],
      [6, 10]
    ] as const) {
      fast.dealRandom(players, rng, 0)
      for (let seat = 0; seat < players; seat++) expect(fast.sizes[seat]).toBe(size)
      const copies = players >= 5 ? 5 : 4
      for (let r = 1; r <= 15; r++) {
        let total = 0
        for (let seat = 0; seat < players; seat++) total += fast.handCounts(seat)[r] ?? 0
        expect(total).toBeLessThanOrEqual(r === 6 || r === 10 ? 0 : copies)
      }
    }
  })
})
