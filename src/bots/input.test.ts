import { describe, expect, it } from 'vitest'
import { Rng, roundFromHands, viewFor } from '../engine/index'
import type { MatchState, Rank, SeatView } from '../engine/types'
import type { BotInputFields } from './index'
import { VIEW_FIELDS_READ, botInput, decide, easyMove, hardMove, mediumMove } from './index'
import { BOT_LEVELS } from '../protocol/vocabulary'
import { randomPosition } from '../../test-support/bots/positions'
import { legalityBudget } from '../../test-support/bots/legality-budget'

const ALLOWED: ReadonlySet<PropertyKey> = new Set(VIEW_FIELDS_READ)

/**
 * The view with every hidden thing of the full state attached as extra properties, behind a Proxy that
 * throws on any read (or enumeration) of a field botInput is not meant to read.
 */
function poisoned(view: SeatView, state: MatchState): SeatView {
  const target = { ...view, hands: state.hands, undealt: state.undealt, state, dealt: state.dealt }
  return new Proxy(target, {
    get(t, key, receiver) {
      if (!ALLOWED.has(key)) throw new Error(`a bot read the forbidden field ${String(key)}`)
      return Reflect.get(t, key, receiver) as unknown
    },
    has(_t, key) {
      throw new Error(`a bot probed the field ${String(key)}`)
    },
    ownKeys() {
      throw new Error('a bot enumerated the view')
    },
    getOwnPropertyDescriptor(_t, key) {
      throw new Error(`a bot inspected the field ${String(key)}`)
    }
  })
}

describe('a bot never reads hidden cards (RULES.md R9)', () => {
  it('reads only the allowed fields of a poisoned view, and plays the same move', () => {
    for (let i = 0; i < 150; i++) {
      const { state, view } = randomPosition(1000 + i)
      for (const level of BOT_LEVELS) {
        // The small budget runs every path that reads the view (the hard bot's inference included)
        const clean = decide(view, level, i, legalityBudget(100))
        expect(decide(poisoned(view, state), level, i, legalityBudget(100))).toEqual(clean)
      }
    }
  }, 120_000) // 150 positions × every level twice: 11 s alone, 34 s on a CI machine shared with other runs

  it('plays the same move whatever the hidden cards are', () => {
    // Seat 0's hand and everything public are the same; the other hands and the undealt cards differ.
    const own = [1, 2, 3, 8, 12, 12]
    const dealWith = (others: number[][]) => roundFromHands(4, [own, ...others] as Rank[][], 0)
    const a = dealWith([
      [4, 5, 7, 9, 11, 13],
      [14, 15, 1, 2, 8, 9],
      [3, 3, 4, 5, 7, 7]
    ])
    const b = dealWith([
      [15, 15, 15, 14, 14, 14],
      [1, 1, 1, 2, 2, 2],
      [8, 8, 8, 9, 9, 9]
    ])
    if (!a.ok || !b.ok) throw new Error('bad deal')
    const va = viewFor(a.value, 0)
    const vb = viewFor(b.value, 0)
    expect(va).toEqual(vb)
    for (const level of BOT_LEVELS) {
      for (let seed = 0; seed < 5; seed++) {
        expect(decide(va, level, seed, { maxIterations: 300 })).toEqual(
          decide(vb, level, seed, { maxIterations: 300 })
        )
      }
    }
  })

  it('copies the view: a bot input shares no array with it', () => {
    const { view } = randomPosition(7)
    const input = botInput(view)
    expect(input.hand).not.toBe(view.hand)
    expect(input.cleared).not.toBe(view.cleared)
    expect(input.handCounts).not.toBe(view.handCounts)
    expect(Object.keys(input)).not.toContain('hands')
  })

  it('refuses spectator views and views of a seat not on turn', () => {
    const { state, view } = randomPosition(8)
    expect(() => botInput({ ...view, seat: null, hand: null })).toThrow()
    const other = ((state.turn as number) + 1) % state.players
    expect(() => botInput(viewFor(state, other))).toThrow()
  })

  it('lets only a BotInput into a policy (checked by tsc)', () => {
    function typeChecks(state: MatchState, view: SeatView): void {
      const rng = new Rng(1)
      // @ts-expect-error a MatchState (every hand) is not a BotInput
      easyMove(state, rng)
      // @ts-expect-error a SeatView must go through botInput first
      mediumMove(view, rng)
      const fields: BotInputFields = { ...botInput(view) }
      // @ts-expect-error plain fields, not made by botInput, cannot pretend to be one
      hardMove(fields, rng)
      // @ts-expect-error a BotInput has no field for other hands
      void botInput(view).hands
    }
    expect(typeof typeChecks).toBe('function')
  })
})
