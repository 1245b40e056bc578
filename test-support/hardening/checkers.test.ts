// The hardening tools must catch what they claim to catch: the transition checker flags every change that
// is not a legal move, a deal or an in-place edit; the frame generator is repeatable and covers every
// kind of hostile frame; the latency histogram and the trend are right on known data.
import { describe, expect, test } from 'vitest'
import { Rng, apply, cloneState, legalMoves, newMatch, nextRound, viewFor } from '../../src/engine'
import type { MatchState } from '../../src/engine'
import { parseClientMessage } from '../../src/protocol/messages'
import { MAX_FRAME_BYTES } from '../../src/protocol/vocabulary'
import { FRAME_KINDS, FrameGen, illegalMoves } from './frame-gen'
import { LatencyHistogram, slope } from './stats'
import { TransitionChecker } from './transitions'

function start(seed = 7): MatchState {
  const m = newMatch(3, {}, seed)
  if (!m.ok) throw new Error(m.error.message)
  return m.value
}

function play(state: MatchState, pick = 0): MatchState {
  const moves = legalMoves(state)
  const move = moves[pick % moves.length]
  if (move === undefined || state.turn === null) throw new Error('no move')
  const r = apply(state, state.turn, move)
  if (!r.ok) throw new Error(r.error.message)
  return r.value.state
}

describe('TransitionChecker', () => {
  test('a whole match of legal moves, rounds and a rematch passes, and replays to the final state', () => {
    const checker = new TransitionChecker({ keepLog: true })
    let version = 0
    checker.observe(version++, null)
    let state = start()
    checker.observe(version++, state)
    checker.observe(version++, state) // a join: no engine change
    const rng = new Rng(1)
    while (state.phase !== 'matchOver') {
      if (state.phase === 'roundOver') {
        const next = nextRound(state, rng)
        if (!next.ok) throw new Error(next.error.message)
        state = next.value
      } else state = play(state, rng.int(10))
      checker.observe(version++, state)
    }
    const again = newMatch(3, state.options, 99)
    if (!again.ok) throw new Error('rematch')
    checker.observe(version++, again.value)
    state = play(again.value)
    checker.observe(version, state)
    checker.finish(state)
    expect(checker.violations).toEqual([])
    expect(checker.matches).toBe(2)
    expect(checker.rounds).toBeGreaterThan(0)
    expect(checker.replay()).toEqual(state)
  })

  test('two moves at once, a forged state, an in-place edit, a skipped version, a stranger are all caught', () => {
    const cases: [string, (c: TransitionChecker, s: MatchState) => void][] = [
      ['not one move', (c, s) => c.observe(2, play(play(s)))],
      [
        'not the result',
        (c, s) => {
          const forged = play(s)
          forged.totals[0] = 50
          c.observe(2, forged)
        }
      ],
      [
        'changed in place',
        (c, s) => {
          s.hands[0]![1] = 9
          c.observe(2, s)
        }
      ],
      ['jumped', (c, s) => c.observe(5, play(s))],
      ['never sent', (c, s) => c.observe(2, play(s))]
    ]
    for (const [why, act] of cases) {
      const checker = new TransitionChecker({
        authorize: why === 'never sent' ? () => 'never sent' : undefined
      })
      const s = start()
      checker.observe(1, s)
      act(checker, s)
      expect(checker.violations.join('\n'), why).toContain(why)
    }
    // A new match whose hands are not what was dealt (hands swapped after the deal).
    const checker = new TransitionChecker()
    checker.observe(1, null)
    const forged = cloneState(start())
    ;[forged.hands[0], forged.hands[1]] = [forged.hands[1]!, forged.hands[0]!]
    checker.observe(2, forged)
    expect(checker.violations.join('\n')).toContain('not a deal')
  })
})

describe('FrameGen', () => {
  test('the same seed gives the same frames; every kind appears; frames stay within what the host reads', () => {
    const knows = { version: 12, foreignTokens: ['A'.repeat(22)], pin: '5353' }
    const a = new FrameGen(42, knows, true)
    const b = new FrameGen(42, knows, true)
    const kinds = new Set<string>()
    let accepted = 0
    for (let i = 0; i < 3000; i++) {
      const fa = a.next()
      const fb = b.next()
      expect(fb).toEqual(fa)
      kinds.add(fa.kind)
      if (fa.kind !== 'oversized') expect(Buffer.byteLength(fa.data)).toBeLessThanOrEqual(MAX_FRAME_BYTES)
      if (!fa.binary && typeof fa.data === 'string' && parseClientMessage(fa.data).ok) accepted++
    }
    expect([...kinds].sort()).toEqual([...FRAME_KINDS].sort())
    // Mostly refused by the parser, but some well-formed frames reach the table.
    expect(accepted).toBeGreaterThan(100)
    expect(accepted).toBeLessThan(1500)
  })

  test('illegalMoves are never legal', () => {
    const rng = new Rng(3)
    let state = start(11)
    for (let i = 0; i < 30 && state.phase === 'playing'; i++) {
      const view = viewFor(state, state.turn ?? 0)
      const legal = new Set(legalMoves(state).map((m) => JSON.stringify(m)))
      for (const m of illegalMoves(view, rng, 8)) {
        expect(legal.has(JSON.stringify(m))).toBe(false)
        expect(apply(state, state.turn ?? 0, m).ok).toBe(false)
      }
      state = play(state, i)
    }
  })
})

describe('stats', () => {
  test('histogram quantiles and slope', () => {
    const h = new LatencyHistogram()
    for (let i = 1; i <= 1000; i++) h.add(i / 10)
    expect(h.quantile(0.5)).toBeCloseTo(50, 0)
    expect(h.quantile(0.99)).toBeCloseTo(99, 0)
    h.add(20_000)
    expect(h.max).toBe(20_000)
    expect(slope([0, 1, 2, 3].map((x) => ({ x, y: 3 * x + 1 })))).toBeCloseTo(3)
    expect(slope([{ x: 1, y: 1 }])).toBe(0)
  })
})
