// Issue 51: the match record says who really made each move — the seat's player, the turn timer (their
// time ran out) or a stand-in bot (they were away) — and keeps the moves a solo player took back. Played
// on real tables (fake clock, the simplest legal bots) to the match's end; the record they hand out must
// pass the same check a record from a file does.
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, legalMovesForView } from '../../engine'
import { roundStory } from '../../engine/record-undos'
import type { MatchRecord } from '../../protocol/match-record'
import { validateRecord } from '../../protocol/match-record'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { scenarioTable } from '../../scenarios/table-save'
import { simplestLegalPlayer } from '../bot-player'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { tableSettings } from '../../../test-support/server/table-settings'
import { Table } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import type { TableSettings } from './table-config'

const HOST = { ...DEFAULT_HOST_SETTINGS, autoStart: true, allowUndo: true, botDelayMs: 0, graceMs: 1000, saveGapMs: 0 }

function deps() {
  return { clock: new FakeClock(), random: seededRandom(5), botPlayer: simplestLegalPlayer, storage: null }
}

/** A player at `table`: her state, her moves, and the match record the table sends her. */
function sit(table: Table, clock: FakeClock, name: string, token?: string) {
  const link = new FakeLink()
  const id = table.connect(link)
  const say = (message: Parameters<Table['receive']>[1]) => table.receive(id, message)
  say({ type: 'hello', protocol: PROTOCOL_VERSION, name, ...(token === undefined ? {} : { token }) })
  const state = () => link.last('state')!
  /** Lets `ms` pass once, then the bots' timers run and their moves settle. */
  const settle = async (ms = 0) => {
    for (let i = 0; i < 20; i++) {
      clock.advance(i === 0 ? ms : 0)
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  /** Her first legal play (a pass only when she must). */
  const play = () => {
    const { view, version } = state()
    const moves = legalMovesForView(view!)
    return say({ type: 'move', version, move: moves.find((m) => m.kind !== 'pass') ?? moves[0]! })
  }
  /** Plays to the match's end, `onTurn` deciding each of her turns (default: play); the record sent. */
  const playToEnd = async (onTurn: () => unknown = play): Promise<MatchRecord> => {
    for (let guard = 0; guard < 2000; guard++) {
      await settle()
      const { view, version } = state()
      if (view?.phase === 'matchOver') {
        const record = link.last('matchRecord')?.record
        if (record === undefined) throw new Error('no record')
        return record
      }
      if (view?.phase === 'roundOver') say({ type: 'ready', version })
      else if (view?.turn === view?.seat) await onTurn()
    }
    throw new Error('the match did not end')
  }
  return { say, state, settle, play, playToEnd }
}

function soloTable(settings: Partial<TableSettings> = {}) {
  const d = deps()
  const options = { ...DEFAULT_OPTIONS, firstLeader: 0, target: 1 }
  const table = Table.create(tableSettings({ seats: 2, options, ...settings }), HOST, d, [{ seat: 1, level: 'easy' }])
  return { table, ann: sit(table, d.clock, 'Ann') }
}

/** The record, checked as a record from a file is. */
function checked(record: MatchRecord): MatchRecord {
  const result = validateRecord(JSON.parse(JSON.stringify(record)))
  if (!result.ok) throw new Error(result.error.message)
  return result.value.record
}

describe('the match record of a solo match with moves taken back', () => {
  it('keeps each undo with the moves it took back, and the review can tell the round in order', async () => {
    const { ann } = soloTable()
    await ann.settle()
    let undos = 0
    const record = checked(
      await ann.playToEnd(async () => {
        if (undos < 2 && ann.state().view!.log.length > 0) {
          // Play, let the bot answer, then take it back (twice in the match).
          expect(ann.play()).toBeNull()
          await ann.settle()
          if (ann.state().canUndo === true) {
            expect(ann.say({ type: 'undo', version: ann.state().version })).toBeNull()
            undos++
          }
          return
        }
        ann.play()
      })
    )
    expect(record.version).toBe(3)
    const kept = record.rounds.flatMap((r) => r.undos ?? [])
    expect(kept).toHaveLength(2)
    // Every undo starts with Ann's own move (what she took back), and no move of hers is marked.
    expect(kept.every((undo) => undo.moves[0]?.seat === 0)).toBe(true)
    const round = record.rounds.find((r) => r.undos !== undefined)!
    const story = roundStory(round.moves, round.undos)
    const takenBack = story.filter((e) => e.kind === 'move' && e.step === null)
    expect(takenBack.length).toBe(round.undos!.reduce((n, u) => n + u.moves.length, 0))
    expect(story.filter((e) => e.kind === 'move' && e.step !== null)).toHaveLength(round.moves.length)
  })

  it('is an ordinary record, version 1, when nothing was taken back', async () => {
    const { ann } = soloTable()
    const record = checked(await ann.playToEnd())
    expect(record.version).toBe(1)
    expect(record.rounds.every((r) => r.undos === undefined && r.seats === undefined)).toBe(true)
  })
})

describe('the match record of moves the table made for a player', () => {
  it('marks the move the turn timer made when her time ran out, and no other', async () => {
    const { ann } = soloTable({ turnSeconds: 5 })
    let waited = false
    const record = checked(
      await ann.playToEnd(async () => {
        if (waited) return void ann.play()
        waited = true
        await ann.settle(5_000) // her time runs out: the timer moves for her
      })
    )
    const marked = record.rounds.flatMap((r, round) =>
      r.moves.flatMap((m, i) => (m.by === undefined ? [] : [{ round, i, seat: m.seat, by: m.by }]))
    )
    expect(marked).toEqual([{ round: 0, i: expect.any(Number), seat: 0, by: 'timer' }])
  })

  it("marks every move a stand-in bot made for an away player, and none of the others'", async () => {
    const d = deps()
    const scenario = scenarioTable('player-away', { random: d.random })
    const table = Table.restore(scenario.save, HOST, d, scenario.rounds)
    const ada = scenario.seats.find((s) => s.name === 'Ada')!
    const record = checked(await sit(table, d.clock, 'Ada', ada.token).playToEnd())
    const bea = scenario.seats.find((s) => s.name === 'Bea')!.seat
    const moves = record.rounds.flatMap((r) => r.moves)
    expect(moves.filter((m) => m.seat === bea).length).toBeGreaterThan(0)
    expect(moves.every((m) => (m.by === 'standIn') === (m.seat === bea))).toBe(true)
  })
})
