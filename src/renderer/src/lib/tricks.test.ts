import { describe, expect, it } from 'vitest'
import type { LoggedMove, Rank } from '../../../engine/types'
import { splitTricks } from './tricks'

const lead = (seat: number, ...cards: Rank[]): LoggedMove => ({ seat, move: { kind: 'lead', cards } })
const ow = (seat: number, ...cards: Rank[]): LoggedMove => ({ seat, move: { kind: 'overwrite', cards } })
const add = (seat: number, ...cards: Rank[]): LoggedMove => ({ seat, move: { kind: 'add', cards } })
const pass = (seat: number): LoggedMove => ({ seat, move: { kind: 'pass' } })

describe('the round log cut into tricks', () => {
  it('ends a trick when all but one seat passed, won by that seat', () => {
    const tricks = splitTricks([lead(0, 4), ow(1, 9), pass(2), pass(3), pass(0), lead(1, 2)], 4, 4)
    expect(tricks).toHaveLength(2)
    expect(tricks[0]?.cleared).toEqual({ seat: 1, reason: 'pass' })
    expect(tricks[0]?.entries.map((e) => e.meld?.cards ?? null)).toEqual([[4], [9], [9], [9], [9]])
    expect(tricks[1]?.cleared).toBeNull()
  })

  it('clears on an 8 that is not the opening lead (R6.eight)', () => {
    const opening = splitTricks([lead(0, 8)], 3, 4)
    expect(opening[0]?.cleared).toBeNull()
    const later = splitTricks([lead(0, 4), ow(1, 8)], 3, 4)
    expect(later[0]?.cleared).toEqual({ seat: 1, reason: 'eight' })
  })

  it('clears on a complete set and on a run of five', () => {
    expect(splitTricks([lead(0, 3, 3), add(1, 3, 3)], 4, 4)[0]?.cleared).toEqual({ seat: 1, reason: 'set' })
    expect(splitTricks([lead(0, 3, 3), add(1, 3, 3)], 5, 5)[0]?.cleared).toBeNull()
    const run = splitTricks([lead(0, 2, 3), add(1, 4), add(2, 1), add(0, 5)], 3, 4)
    expect(run[0]?.entries.at(-1)?.meld).toEqual({ type: 'run', cards: [1, 2, 3, 4, 5] })
    expect(run[0]?.cleared).toEqual({ seat: 0, reason: 'run' })
  })

  it('turns a single into a set or a run by adding', () => {
    const [t1] = splitTricks([lead(0, 4), add(1, 4)], 4, 4)
    expect(t1?.entries[1]?.meld).toEqual({ type: 'set', cards: [4, 4] })
    const [t2] = splitTricks([lead(0, 4), add(1, 5)], 4, 4)
    expect(t2?.entries[1]?.meld).toEqual({ type: 'run', cards: [4, 5] })
  })

  it('is empty for an empty log', () => {
    expect(splitTricks([], 4, 4)).toEqual([])
  })
})
