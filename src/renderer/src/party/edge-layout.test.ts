import { describe, expect, it } from 'vitest'
import { edgeLayout } from './edge-layout'

/** The seats as met walking clockwise round the screen's edge: bottom (right to left), left (bottom to
 *  top), top (left to right), right (top to bottom). */
function clockwise(players: number): number[] {
  const l = edgeLayout(players)
  return [...[...l.bottom].reverse(), ...[...l.left].reverse(), ...l.top, ...l.right]
}

describe('seats around the edge of the party screen', () => {
  for (const players of [2, 3, 4, 5, 6]) {
    it(`${players} players: every seat once, in play order clockwise from seat 0`, () => {
      const order = clockwise(players)
      expect(order).toHaveLength(players)
      const start = order.indexOf(0)
      const rotated = [...order.slice(start), ...order.slice(0, start)]
      expect(rotated).toEqual(Array.from({ length: players }, (_, i) => i))
    })
  }

  it('the meld keeps the middle: a side holds at most one seat, and an edge never more than two', () => {
    for (const players of [2, 3, 4, 5, 6]) {
      const l = edgeLayout(players)
      expect(l.left.length, `${players} left`).toBeLessThanOrEqual(1)
      expect(l.right.length, `${players} right`).toBeLessThanOrEqual(1)
      expect(Math.max(l.top.length, l.bottom.length), `${players} top/bottom`).toBeLessThanOrEqual(2)
    }
  })

  it('two players face each other: seat 0 at the bottom, seat 1 at the top', () => {
    expect(edgeLayout(2)).toEqual({ top: [1], right: [], bottom: [0], left: [] })
  })

  it('six players: two along the bottom, read right to left as play goes round', () => {
    expect(edgeLayout(6).bottom).toEqual([1, 0])
  })
})
