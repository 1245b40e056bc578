// Issue 15, point 1: nobody can compute a hand. Every deal on a real table draws fresh cryptographic
// randomness (cryptoRandom, what startHost uses without a test seed); no seed or generator state is kept
// in the match, a save or a frame, so the next deal is not a function of anything anyone holds.
import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS, legalMoves, legalMovesForView, ranksFromCounts } from '../../engine'
import type { MatchState, TwoPlayerGame } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { simplestLegalPlayer } from '../bot-player'
import { cryptoRandom } from '../random-source'
import { fromSave, parseSave, toSave } from '../persistence/save-format'
import type { TableSave } from '../persistence/save-format'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { numbersIn, seedOfDeal } from '../../../test-support/engine/deal-leaks'
import { reduce } from './reducer'
import type { RuleContext } from './reducer'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import { newTableState } from './table-state'
import type { TableState } from './table-state'
import { Table } from './table'
import { matchOf } from '../../../test-support/server/table-probe'
import { tableSettings } from '../../../test-support/server/table-settings'

const HOST = { ...DEFAULT_HOST_SETTINGS, botDelayMs: 0, saveGapMs: 0 }
const TABLE = { kind: 'table' } as const

function settings(seats: number, twoPlayerGame: TwoPlayerGame = 'to-target') {
  const options = { ...DEFAULT_OPTIONS, twoPlayerGame, target: 200 }
  return tableSettings({ seats, options })
}

/** A table of bots, played by the rules through round 1 with the real random source; its save text. */
function roundOneOverSave(seats: number, twoPlayerGame?: TwoPlayerGame): string {
  const context: RuleContext = { host: HOST, random: cryptoRandom() }
  const bots = Array.from({ length: seats }, (_, seat) => ({ seat, level: 'easy' as const }))
  let state: TableState = newTableState(settings(seats, twoPlayerGame), 'easy', bots)
  const step = (command: Parameters<typeof reduce>[2], actor: Parameters<typeof reduce>[1] = TABLE) => {
    const outcome = reduce(state, actor, command, context)
    if (!outcome.ok) throw new Error(outcome.error.message)
    state = outcome.value.state
  }
  step({ type: 'start' }, { kind: 'host' })
  while (state.match?.phase === 'playing') {
    const match: MatchState = state.match
    step({ type: 'playFor', seat: match.turn!, match, move: legalMoves(match)[0]! })
  }
  return JSON.stringify(toSave(state, 1))
}

/** The table continued from `text` and advanced to round 2, as the shell does after the pause. */
function roundTwoFrom(text: string): MatchState {
  const parsed = parseSave(text)
  if (!parsed.ok) throw new Error(parsed.error.message)
  const state = fromSave(parsed.value.save)
  const outcome = reduce(
    state,
    TABLE,
    { type: 'advanceDue', match: state.match! },
    {
      host: HOST,
      random: cryptoRandom()
    }
  )
  if (!outcome.ok) throw new Error(outcome.error.message)
  const next = outcome.value.state.match!
  if (next.round !== 2) throw new Error(`round ${next.round} after advancing`)
  return next
}

const hands = (m: MatchState) => m.dealt.map((h) => ranksFromCounts(h).join(','))

describe('deals no one can compute', () => {
  it('two tables continued from the same round-1 save deal different round-2 hands', () => {
    const text = roundOneOverSave(4)
    const deals = new Set(Array.from({ length: 4 }, () => hands(roundTwoFrom(text)).join('|')))
    expect(deals.size).toBe(4)
  })

  it('two players to the target get a fresh deal each round, also from the same save', () => {
    const text = roundOneOverSave(2, 'to-target')
    const deals = new Set(Array.from({ length: 4 }, () => hands(roundTwoFrom(text)).join('|')))
    expect(deals.size).toBe(4)
  })

  it('two players playing two hands (R2.two) play round 2 with the second hands the first shuffle dealt', () => {
    const text = roundOneOverSave(2, 'two-hands')
    const kept = parseSave(text)
    if (!kept.ok) throw new Error(kept.error.message)
    const second = hands(roundTwoFrom(text))
    expect(second).toEqual(kept.value.save.match!.reserve.map((h) => ranksFromCounts(h).join(',')))
    expect(hands(roundTwoFrom(text))).toEqual(second)
  })

  it('no number in any frame a player receives or in any save determines the next deal', async () => {
    const clock = new FakeClock()
    const saves: TableSave[] = []
    const storage = {
      async write(save: TableSave) {
        saves.push(structuredClone(save))
      },
      writeNow(save: TableSave) {
        saves.push(structuredClone(save))
      },
      describe: () => 'memory'
    }
    const deps = { clock, random: cryptoRandom(), botPlayer: simplestLegalPlayer, storage }
    const table = Table.create(settings(3), HOST, deps, [
      { seat: 1, level: 'easy' },
      { seat: 2, level: 'easy' }
    ])
    const link = new FakeLink()
    const ann = table.connect(link)
    table.receive(ann, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann' })
    expect(table.command({ type: 'start' })).toBeNull()
    const settle = async () => {
      for (let i = 0; i < 50; i++) {
        clock.advance(0)
        await new Promise((r) => setImmediate(r))
      }
    }
    // Ann plays her turns (the first legal move) until round 1 is over; the bots play theirs.
    for (let i = 0; i < 500 && matchOf(table)?.round === 1; i++) {
      await settle()
      const state = link.last('state')
      const view = state?.view
      if (state === undefined || view === undefined || view === null) continue
      if (view.phase === 'playing' && view.turn === 0) {
        table.receive(ann, { type: 'move', version: state.version, move: legalMovesForView(view)[0]! })
      } else if (view.phase !== 'playing') {
        table.receive(ann, { type: 'ready', version: state.version })
      }
    }
    const roundTwo = matchOf(table)
    expect(roundTwo?.round).toBe(2)
    const seen = numbersIn([link.sent, saves.filter((s) => s.match?.round === 1)])
    expect(seen.size).toBeGreaterThan(20)
    expect(seedOfDeal(seen, roundTwo!)).toBeNull()
    await table.close()
  })
})
