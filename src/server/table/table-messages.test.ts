import { describe, expect, it } from 'vitest'
import { Rng, apply, legalMoves, newMatch, nextRound, spectatorView, viewFor } from '../../engine'
import type { MatchState } from '../../engine'
import type { TableInfo } from '../../protocol/messages'
import { stateMessages } from './table-messages'

const table = { id: 'abc', name: 'T', status: 'playing', seats: [], spectators: 0 } as unknown as TableInfo

/** What a client receives: the message after a trip through JSON. */
const wire = (message: unknown) => JSON.parse(JSON.stringify(message)) as { view: unknown }

/** Every state of a few rounds of a 4-player match. */
function states(): MatchState[] {
  const all: MatchState[] = []
  const deals = new Rng(3)
  let s = (newMatch(4, { target: 200 }, deals) as { ok: true; value: MatchState }).value
  for (let i = 0; i < 400; i++) {
    all.push(s)
    if (s.phase !== 'playing') {
      const next = nextRound(s, deals)
      if (!next.ok) break
      s = next.value
      continue
    }
    const moves = legalMoves(s)
    const r = apply(s, s.turn!, moves[i % moves.length]!)
    if (!r.ok) throw new Error(r.error.message)
    s = r.value.state
  }
  return all
}

describe('stateMessages', () => {
  it("gives each seat exactly the engine's viewFor, and spectators the spectator view", () => {
    for (const state of states()) {
      const messageFor = stateMessages({ version: 7, table, events: [], turnDeadline: null, state })
      for (let seat = 0; seat < 4; seat++) {
        expect(wire(messageFor(seat)).view).toEqual(viewFor(state, seat))
      }
      expect(wire(messageFor(null)).view).toEqual(spectatorView(state))
    }
  })

  it('builds one message per seat, shared by every spectator (the transport serializes each once)', () => {
    const [state] = states()
    const messageFor = stateMessages({ version: 1, table, events: [], turnDeadline: null, state: state! })
    expect(messageFor(null)).toBe(messageFor(null))
    expect(messageFor(2)).toBe(messageFor(2))
    expect(messageFor(2)).not.toBe(messageFor(3))
  })

  it('tells only the seats that can take a move back so (solo undo), never a spectator', () => {
    const [state] = states()
    const canUndo = (seat: number) => seat === 2
    const messageFor = stateMessages({ version: 1, table, events: [], turnDeadline: null, state: state!, canUndo })
    expect([0, 1, 2, 3].map((seat) => messageFor(seat).canUndo)).toEqual([undefined, undefined, true, undefined])
    expect(messageFor(null).canUndo).toBeUndefined()
  })

  it('carries version, table, events and deadline; the lobby has no view', () => {
    const messageFor = stateMessages({
      version: 3,
      table,
      events: [{ type: 'passed', seat: 1 }],
      turnDeadline: 99,
      state: null
    })
    expect(wire(messageFor(0))).toEqual({
      type: 'state',
      version: 3,
      table,
      events: [{ type: 'passed', seat: 1 }],
      turnDeadline: 99,
      view: null
    })
  })
})
