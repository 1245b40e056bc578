// Why a dimmed card cannot be played (issue 51): each reason from a real position, through the engine,
// and the one promise the table relies on: a card has a reason exactly when no legal move holds it.
import { describe, expect, it } from 'vitest'
import type { MatchState, Move, Rank } from './types'
import { cardRefusal } from './card-refusal'
import { legalMoves } from './moves'
import { Rng } from './rng'
import { spectatorView, viewFor } from './view'
import { after, mustMatch, playRandom } from '../../test-support/engine/match-helpers'

const lead = (...cards: Rank[]): Move => ({ kind: 'lead', cards })
const add = (...cards: Rank[]): Move => ({ kind: 'add', cards })

/** What seat `seat` is told about a card of `rank` in `state`, with `selected` already picked. */
const refusal = (state: MatchState, seat: number, rank: Rank, selected: Rank[] = []) =>
  cardRefusal(viewFor(state, seat), rank, selected)

describe('why a card cannot be played now', () => {
  // seat 0: 1 2 3 5 5 8 14 · seat 1: 4 4 9 11 12 13 · seat 2: 7 7 7 15
  const hands = [
    [1, 2, 3, 5, 5, 8, 14],
    [4, 4, 9, 11, 12, 13],
    [7, 7, 7, 15]
  ]
  const start = after(3, hands, 0)

  it('a leader plays any card it holds: no reason (R5.lead)', () => {
    for (const rank of [1, 2, 3, 5, 8, 14] as Rank[]) expect(refusal(start, 0, rank)).toBeNull()
  })

  it('not-your-turn: another seat is on turn (R3)', () => {
    expect(refusal(start, 1, 4)).toBe('not-your-turn')
  })

  it('not-in-hand: a card the seat does not hold, and any card for a spectator', () => {
    expect(refusal(start, 0, 4)).toBe('not-in-hand')
    expect(cardRefusal(spectatorView(start), 1)).toBe('not-in-hand')
  })

  it('round-over: nobody plays once a hand is empty (R7)', () => {
    const over = after(3, [[1], [4, 9], [7, 15]], 0, [[0, lead(1)]])
    expect(over.phase).not.toBe('playing')
    expect(refusal(over, 1, 4)).toBe('round-over')
  })

  it('not-with-selection: the card plays alone but not with the cards already picked', () => {
    expect(refusal(start, 0, 1, [5])).toBe('not-with-selection')
    expect(refusal(start, 0, 2, [1])).toBeNull() // run 1-2
    expect(refusal(start, 0, 5, [5])).toBeNull() // set 5-5: the second copy
  })

  it('too-weak: a single that does not beat the central single and does not extend it (R4.strength)', () => {
    const onTwelve = after(3, [[12, 1], [1, 3, 7, 13], [9, 15]], 0, [[0, lead(12)]])
    expect(refusal(onTwelve, 1, 3)).toBe('too-weak')
    expect(refusal(onTwelve, 1, 13)).toBeNull() // stronger, and 12-13 is an add too
  })

  it('too-weak: runs of the central run size, none lower (the lower run is stronger)', () => {
    const onRun = after(3, hands, 0, [[0, lead(2, 3)]])
    expect(refusal(onRun, 1, 11)).toBe('too-weak') // 11-12 is higher than 2-3
    expect(refusal(onRun, 1, 4)).toBeNull() // 4 extends 2-3
  })

  it('no-matching-meld: the hand makes no meld of the central meld type and size with the card', () => {
    const onRun = after(3, hands, 0, [[0, lead(2, 3)]])
    expect(refusal(onRun, 1, 9)).toBe('no-matching-meld') // 9 alone is a single, no 8 or 10 beside it
    const onPair = after(3, [[5, 5, 1], [11, 12, 13, 13], [9, 15]], 0, [[0, lead(5, 5)]])
    expect(refusal(onPair, 1, 12)).toBe('no-matching-meld') // one 12: no set of two with it
    expect(refusal(onPair, 1, 13)).toBeNull() // 13-13 beats 5-5
  })

  it('cannot-overwrite-long: four cards in the middle only take cards that extend them (R5.overwrite)', () => {
    const onLong = after(3, [[1, 2, 9], [3, 4, 11, 12, 13], [5, 9]], 0, [
      [0, lead(1, 2)],
      [1, add(3, 4)]
    ])
    expect(refusal(onLong, 2, 9)).toBe('cannot-overwrite-long')
    expect(refusal(onLong, 2, 5)).toBeNull() // 1-2-3-4-5
  })

  it('bigger overwrites: a card that makes a bigger meld plays, one that makes none is too weak (R2.variants)', () => {
    const onTwelve = after(3, [[12, 1], [3, 3, 7], [9, 15]], 0, [[0, lead(12)]], { overwrite: 'bigger' })
    expect(refusal(onTwelve, 1, 3)).toBeNull() // 3-3 has more cards than the single 12
    expect(refusal(onTwelve, 1, 7)).toBe('too-weak')
  })

  it('a card has a reason exactly when no legal move holds it, in random positions of every size', () => {
    const rng = new Rng(51)
    for (let game = 0; game < 12; game++) {
      const players = 2 + (game % 5)
      let state = mustMatch(players, 1000 + game, game % 2 === 0 ? {} : { overwrite: 'bigger' })
      while (state.phase === 'playing') {
        const seat = state.turn as number
        const view = viewFor(state, seat)
        const inPlay = new Set(legalMoves(state).flatMap((m) => (m.kind === 'pass' ? [] : m.cards)))
        for (const rank of new Set(view.hand)) expect(cardRefusal(view, rank) === null).toBe(inPlay.has(rank))
        state = playRandom(state, rng, 1)
      }
    }
  })
})
