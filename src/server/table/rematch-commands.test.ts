// The host's Rematch waits for the players still reading their results (issue 23): it starts when the
// last of them says ready, or at once when the host says so knowingly; only the host may ask or cancel,
// and a command that no longer fits the table is refused with a code and changes nothing.
import { describe, expect, it } from 'vitest'
import { HOST, member, rulesBench, TABLE } from '../../../test-support/server/rules-bench'
import { TEST_HOST_KEY } from '../../../test-support/server/table-settings'
import { followUp } from './round-commands'
import { tableInfo } from './table-state'

const ANN = member(1) // the host, seat 0
const BOB = member(2) // seat 1
const CY = member(3) // seat 2

/** Ann (holding the host key), Bob and Cy have played a one-round match to its end. */
function matchOver() {
  const b = rulesBench({ seats: 3, target: 1, host: { autoStart: false } })
  b.hello(1, 'Ann', { hostKey: TEST_HOST_KEY })
  b.hello(2, 'Bob')
  b.hello(3, 'Cy')
  b.ok(HOST, { type: 'start' })
  b.finishRound()
  expect(b.state.match?.phase).toBe('matchOver')
  return b
}

const ready = (b: ReturnType<typeof matchOver>) => ({ type: 'ready', version: b.state.version }) as const
const readyNames = (b: ReturnType<typeof matchOver>) =>
  tableInfo(b.state)
    .seats.filter((s) => s.ready)
    .map((s) => s.name)

describe('the host’s Rematch', () => {
  it('waits for everyone still reading, and starts when the last of them is ready', () => {
    const b = matchOver()
    b.ok(ANN, { type: 'rematch' })
    expect(b.state.match?.phase).toBe('matchOver')
    expect(tableInfo(b.state).rematchWaits).toBe(true)
    expect(readyNames(b)).toEqual(['Ann']) // asking is the host's own ready

    b.ok(BOB, ready(b))
    expect(b.state.match?.phase).toBe('matchOver')
    expect(readyNames(b)).toEqual(['Ann', 'Bob'])

    b.ok(CY, ready(b))
    expect(b.state.match).toMatchObject({ phase: 'playing', round: 1, results: [] })
    expect(tableInfo(b.state).rematchWaits).toBe(false)
    expect(readyNames(b)).toEqual([])
  })

  it('starts at once when everyone else is ready already', () => {
    const b = matchOver()
    b.ok(BOB, ready(b))
    b.ok(CY, ready(b))
    expect(b.state.match?.phase).toBe('matchOver') // the seated host is still reading
    b.ok(ANN, { type: 'rematch' })
    expect(b.state.match).toMatchObject({ phase: 'playing', round: 1 })
  })

  it('now: the host starts it without the players still reading', () => {
    const b = matchOver()
    b.ok(BOB, ready(b))
    b.ok(ANN, { type: 'rematch', now: true })
    expect(b.state.match).toMatchObject({ phase: 'playing', round: 1, results: [] })
  })

  it('a waiting rematch can be forced later, and cancelled: then the last ready starts nothing', () => {
    const b = matchOver()
    b.ok(ANN, { type: 'rematch' })
    b.ok(ANN, { type: 'cancelRematch' })
    expect(tableInfo(b.state).rematchWaits).toBe(false)
    expect(readyNames(b)).toEqual([])
    b.ok(BOB, ready(b))
    b.ok(CY, ready(b))
    expect(b.state.match?.phase).toBe('matchOver')
    b.ok(ANN, { type: 'rematch' }) // everyone else is ready now: it starts at once
    expect(b.state.match?.phase).toBe('playing')
  })

  it('does not wait for a player whose connection dropped', () => {
    const b = matchOver()
    b.ok(ANN, { type: 'rematch' })
    b.ok(BOB, ready(b))
    b.ok(CY, { type: 'disconnected' })
    const next = followUp(b.state, b.context.host)
    if (next?.type !== 'advanceSoon') throw new Error(`expected advanceSoon, got ${next?.type}`)
    b.ok(TABLE, { type: 'advanceDue', match: next.match })
    expect(b.state.match?.phase).toBe('playing')
  })

  it('from the host link without a seat, it waits for every player too', () => {
    const b = rulesBench({ seats: 2, target: 1, host: { autoStart: false } })
    b.hello(1, 'Ann')
    b.hello(2, 'Bob')
    b.hello(9, 'Hal', { hostKey: TEST_HOST_KEY, spectate: true })
    b.ok(HOST, { type: 'start' })
    b.finishRound()
    b.ok(member(9), { type: 'rematch' })
    expect(readyNames(b)).toEqual([])
    b.ok(ANN, { type: 'ready', version: b.state.version })
    expect(b.state.match?.phase).toBe('matchOver')
    b.ok(BOB, { type: 'ready', version: b.state.version })
    expect(b.state.match?.phase).toBe('playing')
  })
})

describe('what the table refuses, changing nothing', () => {
  it('a player’s rematch, start now or cancel: only the host decides', () => {
    const b = matchOver()
    b.ok(ANN, { type: 'rematch' })
    const before = b.state
    expect(b.refused(BOB, { type: 'rematch', now: true }).code).toBe('not-host')
    expect(b.refused(CY, { type: 'cancelRematch' }).code).toBe('not-host')
    expect(b.state).toBe(before)
  })

  it('a rematch or cancel before the match is over', () => {
    const b = matchOver()
    b.ok(ANN, { type: 'rematch', now: true })
    expect(b.refused(ANN, { type: 'rematch' }).code).toBe('wrong-phase')
    expect(b.refused(ANN, { type: 'cancelRematch' }).code).toBe('wrong-phase')
  })

  it('a cancel with no rematch waiting', () => {
    const b = matchOver()
    const refusal = b.refused(ANN, { type: 'cancelRematch' })
    expect(refusal).toMatchObject({ code: 'wrong-phase', message: expect.stringMatching(/waiting/) })
  })

  it('a stale Start now or Cancel, sent while the last ready already started the rematch', () => {
    const b = matchOver()
    b.ok(ANN, { type: 'rematch' })
    b.ok(BOB, ready(b))
    b.ok(CY, ready(b))
    const started = b.state
    expect(started.match?.phase).toBe('playing')
    expect(b.refused(ANN, { type: 'rematch', now: true }).code).toBe('wrong-phase')
    expect(b.refused(ANN, { type: 'cancelRematch' }).code).toBe('wrong-phase')
    expect(b.state).toBe(started)
  })

  it('a ready from before the match ended', () => {
    const b = rulesBench({ seats: 2, target: 1, host: { autoStart: false } })
    b.hello(1, 'Ann', { hostKey: TEST_HOST_KEY })
    b.hello(2, 'Bob')
    b.ok(HOST, { type: 'start' })
    const old = b.state.version
    b.finishRound()
    b.ok(ANN, { type: 'rematch' })
    expect(b.refused(BOB, { type: 'ready', version: old }).code).toBe('stale')
    expect(b.state.match?.phase).toBe('matchOver')
  })
})
