// Issue 15, point 4: a player flooding hint requests must not starve the bots. One hint search per seat at
// a time (the rest refused with a code), a repeat gets the same answer without a new search, and hints
// go to the bot player's hint lane, never ahead of a move.
import { describe, expect, it } from 'vitest'
import { legalMovesForView } from '../../engine'
import type { Move, SeatView } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import type { BotLane, BotPlayer } from '../bot-player'
import { cryptoRandom } from '../random-source'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { FakeLink } from '../../../test-support/server/fake-link'
import { Table } from './table'
import { DEFAULT_HOST_SETTINGS } from './table-config'
import { tableSettings } from '../../../test-support/server/table-settings'

/** A bot player whose hint searches wait until the test releases them; moves answer at once. */
function heldHints() {
  const calls: BotLane[] = []
  const held: (() => void)[] = []
  const player: BotPlayer = {
    chooseMove(view: SeatView, _level, _seed, lane = 'move') {
      calls.push(lane)
      const move = legalMovesForView(view)[0] as Move
      if (lane === 'move') return Promise.resolve(move)
      return new Promise<Move>((resolve) => held.push(() => resolve(move)))
    }
  }
  return { player, calls, release: () => held.splice(0).forEach((go) => go()) }
}

const settle = () => new Promise((r) => setImmediate(r))

describe('the hint a player gets (issue 51)', () => {
  it("is the review's suggestion when no level is asked for, and a level's move when one is", async () => {
    const asked: string[] = []
    const player: BotPlayer = {
      chooseMove(view: SeatView, level) {
        asked.push(level)
        return Promise.resolve(legalMovesForView(view)[0] as Move)
      },
      suggestMove(view: SeatView) {
        asked.push('suggest')
        return Promise.resolve(legalMovesForView(view).at(-1) as Move)
      }
    }
    const host = { ...DEFAULT_HOST_SETTINGS, autoStart: true, botDelayMs: 0 }
    const table = Table.create(tableSettings(), host, { clock: new FakeClock(), random: cryptoRandom(), botPlayer: player, storage: null }, [{ seat: 1, level: 'easy' }])
    const link = new FakeLink()
    const ann = table.connect(link)
    table.receive(ann, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann' })
    const { version, view } = link.last('state')!
    table.receive(ann, { type: 'hint', version })
    await settle()
    expect(link.last('hint')).toMatchObject({ move: legalMovesForView(view!).at(-1), level: 'hard' })
    table.receive(ann, { type: 'hint', version, level: 'medium' })
    await settle()
    expect(link.last('hint')).toMatchObject({ move: legalMovesForView(view!)[0], level: 'medium' })
    expect(asked).toEqual(['suggest', 'medium'])
    await table.close()
  })
})

describe('hint floods', () => {
  it('one search per seat at a time: the flood is refused with a code, a repeat re-sends the answer', async () => {
    const bots = heldHints()
    const clock = new FakeClock()
    const host = { ...DEFAULT_HOST_SETTINGS, autoStart: true, botDelayMs: 0 }
    const deps = { clock, random: cryptoRandom(), botPlayer: bots.player, storage: null }
    const table = Table.create(tableSettings(), host, deps, [{ seat: 1, level: 'easy' }])
    const link = new FakeLink()
    const ann = table.connect(link)
    table.receive(ann, { type: 'hello', protocol: PROTOCOL_VERSION, name: 'Ann' })
    const { version, view } = link.last('state')!
    expect(view?.turn).toBe(0)
    for (let i = 0; i < 190; i++) table.receive(ann, { type: 'hint', version, level: 'hard' })
    await settle()
    expect(bots.calls).toEqual(['hint'])
    const refused = link.sent.filter((m) => m.type === 'error')
    expect(refused).toHaveLength(189)
    expect(refused.every((m) => m.type === 'error' && m.code === 'rate-limited')).toBe(true)
    expect(link.last('state')?.version).toBe(version)

    bots.release()
    await settle()
    const answer = link.last('hint')
    expect(answer).toMatchObject({ version, level: 'hard' })
    // Asked again for the same turn: the same answer, no new search.
    table.receive(ann, { type: 'hint', version, level: 'hard' })
    await settle()
    expect(link.sent.filter((m) => m.type === 'hint')).toEqual([answer, answer])
    expect(bots.calls).toEqual(['hint'])

    // Ann plays; the bot's move is asked for in the move lane.
    table.receive(ann, { type: 'move', version, move: answer!.move })
    clock.advance(0)
    await settle()
    expect(bots.calls).toEqual(['hint', 'move'])
    await table.close()
  })
})
