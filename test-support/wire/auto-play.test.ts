// autoPlay's pause (bench:tournament's pace, `thinkMs`): the move waits, answers the version it saw, and
// a newer state or stop() drops it; without a pause it moves at once, as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { legalMovesForView, viewFor } from '../../src/engine'
import { mustMatch } from '../engine/match-helpers'
import { autoPlay } from './auto-play'
import type { StateMessage, TestClient } from './test-client'

/** The seat on turn's state at `version` of a fresh 4-player match, and the move autoPlay picks there. */
function turnAt(version: number): { state: StateMessage; move: unknown } {
  const match = mustMatch(4, 7)
  const view = viewFor(match, match.turn as number)
  const state = { type: 'state', version, view, events: [], turnDeadline: null } as unknown as StateMessage
  return { state, move: legalMovesForView(view)[0] }
}

/** A client that records what it sends and lets the test hand it states. */
function fakeClient() {
  const sent: unknown[] = []
  let listener: ((message: StateMessage, at: number) => void) | null = null
  const client = {
    latest: null,
    send: (message: unknown) => sent.push(message),
    on: (l: typeof listener) => {
      listener = l
      return () => (listener = null)
    }
  } as unknown as TestClient
  return { client, sent, deliver: (state: StateMessage) => listener?.(state, 0) }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('autoPlay', () => {
  it('moves at once without a pause', () => {
    const { client, sent, deliver } = fakeClient()
    autoPlay(client)
    const { state, move } = turnAt(5)
    deliver(state)
    expect(sent).toEqual([{ type: 'move', version: 5, move }])
  })

  it('waits thinkMs before its move, which answers the version it saw', () => {
    const { client, sent, deliver } = fakeClient()
    autoPlay(client, { thinkMs: () => 40 })
    const { state, move } = turnAt(5)
    deliver(state)
    vi.advanceTimersByTime(39)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(sent).toEqual([{ type: 'move', version: 5, move }])
  })

  it('drops a pending move when a newer state comes, and answers that one after its own pause', () => {
    const { client, sent, deliver } = fakeClient()
    autoPlay(client, { thinkMs: () => 40 })
    deliver(turnAt(5).state)
    vi.advanceTimersByTime(30)
    const { state, move } = turnAt(6)
    deliver(state)
    vi.advanceTimersByTime(39)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(sent).toEqual([{ type: 'move', version: 6, move }])
  })

  it('sends nothing once stopped during a pause', () => {
    const { client, sent, deliver } = fakeClient()
    const stop = autoPlay(client, { thinkMs: () => 40 })
    deliver(turnAt(5).state)
    stop()
    vi.advanceTimersByTime(100)
    expect(sent).toEqual([])
  })
})
