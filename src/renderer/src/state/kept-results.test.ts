// A player still reading the match end keeps it on screen when the host moves the table on (issue 23).
import { describe, expect, it } from 'vitest'
import type { SeatInfo } from '../../../protocol/messages'
import { makeTable, makeView } from '../../../../test-support/renderer/fixtures'
import { KeptResults } from './kept-results.svelte'
import { INITIAL_SESSION, type Session } from './session'

/** Bea (seat 1) at a table of two humans. */
function session(phase: 'playing' | 'roundOver' | 'matchOver' | null, over: Partial<Session> = {}, beaReady = false): Session {
  const table = makeTable({ status: phase === null ? 'lobby' : phase === 'matchOver' ? 'finished' : 'playing' })
  const seats: SeatInfo[] = table.seats.map((s) => (s.seat === 1 ? { ...s, kind: 'human', name: 'Bea', ready: beaReady } : s))
  const view = phase === null ? null : makeView({ seat: 1, phase, winners: phase === 'matchOver' ? [0] : [] })
  return { ...INITIAL_SESSION, joined: true, seat: 1, table: { ...table, seats }, view, ...over }
}

const over = session('matchOver')
const rematch = session('playing')

describe('the match end a player is reading', () => {
  it('stays when the rematch starts without them, until they press Continue', () => {
    const kept = new KeptResults()
    kept.follow(over, rematch)
    expect(kept.current).toEqual({ view: over.view, table: over.table })
    kept.follow(rematch, session('playing', { version: 9 }))
    expect(kept.current?.view).toBe(over.view)
    kept.dismiss()
    expect(kept.current).toBeNull()
  })

  it('stays when the host goes back to the lobby', () => {
    const kept = new KeptResults()
    kept.follow(over, session(null))
    expect(kept.current?.view).toBe(over.view)
  })

  it('goes when the player said ready, on the host or only here so far', () => {
    const ready = new KeptResults()
    ready.follow(session('matchOver', {}, true), rematch)
    expect(ready.current).toBeNull()
    const pressed = new KeptResults()
    pressed.saidReady()
    pressed.follow(over, rematch)
    expect(pressed.current).toBeNull()
    // The press belonged to that match end: the next one is read afresh.
    pressed.follow(rematch, over)
    pressed.follow(over, rematch)
    expect(pressed.current).not.toBeNull()
  })

  it('is not kept for the host, who moved the table on, nor for a spectator or a closed table', () => {
    for (const [before, after] of [
      [{ ...over, isHost: true }, rematch],
      [{ ...over, seat: null }, rematch],
      [over, { ...rematch, closed: 'The host closed the table.' }]
    ] as const) {
      const kept = new KeptResults()
      kept.follow(before, after)
      expect(kept.current).toBeNull()
    }
  })

  it('stays over the new match’s own results until Continue, and is not made while the match end only changes', () => {
    const kept = new KeptResults()
    kept.follow(over, session('matchOver', { version: 5 }))
    expect(kept.current).toBeNull()
    kept.follow(over, rematch)
    kept.follow(rematch, session('roundOver'))
    expect(kept.current?.view).toBe(over.view)
  })
})
