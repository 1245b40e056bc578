// Undo at a solo table: the player's last move and the bots' replies since are taken back; with another
// person seated (or without the host's leave) undo is refused with a code and the table stays as it was.
import { describe, expect, it } from 'vitest'
import { legalMoves } from '../../engine'
import type { MatchState } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { tableSettings } from '../../../test-support/server/table-settings'
import { reduce } from './reducer'
import type { Actor, Command } from './reducer'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import { newTableState } from './table-state'
import { canUndo } from './undo'
import type { TableState } from './table-state'

const TABLE: Actor = { kind: 'table' }
const ANN: Actor = { kind: 'member', id: 1 }
const BOB: Actor = { kind: 'member', id: 2 }

/** Ann in seat 0 (she leads), then either a bot or Bob in seat 1 and a bot in seat 2; the match started. */
function table(opts: { bob: boolean; allowUndo: boolean }) {
  const context = {
    host: { ...DEFAULT_HOST_SETTINGS, firstSeed: 7, autoStart: true, allowUndo: opts.allowUndo },
    random: seededRandom(3)
  }
  const settings = tableSettings({ seats: 3 })
  const bots = opts.bob
    ? [{ seat: 2, level: 'easy' as const }]
    : [1, 2].map((seat) => ({ seat, level: 'easy' as const }))
  let state: TableState = newTableState(settings, 'easy', bots)
  const step = (actor: Actor, command: Command) => reduce(state, actor, command, context)
  const ok = (actor: Actor, command: Command) => {
    const out = step(actor, command)
    if (!out.ok) throw new Error(`refused: ${out.error.code} ${out.error.message}`)
    state = out.value.state
    return out.value.effects
  }
  /** The refusal of a command that must be refused. */
  const refused = (actor: Actor, command: Command) => {
    const out = step(actor, command)
    if (out.ok) throw new Error(`accepted: ${JSON.stringify(command)}`)
    return out.error
  }
  ok(ANN, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann' })
  if (opts.bob) ok(BOB, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Bob' })
  ok(TABLE, { type: 'autoStart' })
  /** The table plays bot seats until a human is on turn. */
  const botsReply = () => {
    while (state.match?.phase === 'playing' && state.seats[state.match.turn!]!.kind === 'bot') {
      const match: MatchState = state.match
      ok(TABLE, { type: 'playFor', seat: match.turn!, match, move: legalMoves(match)[0]! })
    }
  }
  const annMoves = () => {
    const match = state.match!
    expect(match.turn).toBe(0)
    ok(ANN, { type: 'move', version: state.version, move: legalMoves(match).find((m) => m.kind !== 'pass')! })
  }
  return {
    get state() {
      return state
    },
    refused,
    ok,
    botsReply,
    annMoves
  }
}

describe('undo', () => {
  it('at a solo table takes back the last move and the bots’ replies; versions keep increasing', () => {
    const t = table({ bob: false, allowUndo: true })
    const beforeFirst = t.state.match
    t.annMoves()
    t.botsReply()
    const beforeSecond = t.state.match
    t.annMoves()
    t.botsReply()
    const version = t.state.version
    const effects = t.ok(ANN, { type: 'undo', version })
    // The table's log hears of it: the history marks the match as practice.
    expect(effects).toContainEqual({ type: 'log', event: { type: 'undone', seat: 0 } })
    expect(t.state.match).toBe(beforeSecond)
    expect(t.state.version).toBe(version + 1)
    t.ok(ANN, { type: 'undo', version: t.state.version })
    expect(t.state.match).toBe(beforeFirst)
    expect(t.state.match?.turn).toBe(0)
    expect(t.state.version).toBe(version + 2)
    // Nothing left to take back this round.
    const none = t.refused(ANN, { type: 'undo', version: t.state.version })
    expect(none).toMatchObject({ code: 'no-undo' })
  })

  it('is refused with a code at a table with another person, and the state stays exactly as it was', () => {
    const t = table({ bob: true, allowUndo: true })
    t.annMoves()
    const before = JSON.stringify(t.state)
    const out = t.refused(ANN, { type: 'undo', version: t.state.version })
    expect(out).toMatchObject({ code: 'no-undo' })
    expect(JSON.stringify(t.state)).toBe(before)
    expect(t.state.undo ?? []).toEqual([])
  })

  it('is refused when the host does not allow it, even alone with bots', () => {
    const t = table({ bob: false, allowUndo: false })
    t.annMoves()
    t.botsReply()
    const before = JSON.stringify(t.state)
    expect(t.refused(ANN, { type: 'undo', version: t.state.version })).toMatchObject({ code: 'no-undo' })
    expect(JSON.stringify(t.state)).toBe(before)
  })

  it('a stale undo is refused as stale; a spectator has nothing to undo', () => {
    const t = table({ bob: false, allowUndo: true })
    t.annMoves()
    t.botsReply()
    expect(t.refused(ANN, { type: 'undo', version: t.state.version - 1 })).toMatchObject({ code: 'stale' })
    t.ok(
      { kind: 'member', id: 9 },
      { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Sue', spectate: true }
    )
    expect(t.refused({ kind: 'member', id: 9 }, { type: 'undo', version: t.state.version })).toMatchObject({
      code: 'not-seated'
    })
  })
})

describe('canUndo (the flag in each seat’s state message)', () => {
  it('is set once the player has a move of this round to take back, and cleared when none is left', () => {
    const t = table({ bob: false, allowUndo: true })
    expect(canUndo(t.state, true, 0)).toBe(false)
    t.annMoves()
    t.botsReply()
    expect(canUndo(t.state, true, 0)).toBe(true)
    // Bots never take moves back: their seats are never told they can.
    expect([1, 2].map((seat) => canUndo(t.state, true, seat))).toEqual([false, false])
    expect(canUndo(t.state, false, 0)).toBe(false)
    t.ok(ANN, { type: 'undo', version: t.state.version })
    expect(canUndo(t.state, true, 0)).toBe(false)
  })

  it('is never set at a table with another person, whoever moved', () => {
    const t = table({ bob: true, allowUndo: true })
    t.annMoves()
    expect([0, 1, 2].map((seat) => canUndo(t.state, true, seat))).toEqual([false, false, false])
  })
})
