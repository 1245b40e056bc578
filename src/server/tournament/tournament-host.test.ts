// A whole small duplicate tournament over real sockets on 127.0.0.1 (issue 52): six players' devices on
// the tournament's channel and two bot entrants, two stages of two deals at two tables of four. Every
// device follows its player to the seat it is told, with nothing typed; every table deals the stage's
// deals; watching another table is refused until every table has finished the deal; the records wait
// too; and every frame every client got passes the table's secrets audit and the audit across tables.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { phaseOf, standings } from '../../tournament'
import { settingsWith } from '../../../test-support/tournament/tournaments'
import { TournamentRig } from '../../../test-support/tournament/tournament-rig'
import type { TournamentServerMessage } from '../../protocol/tournament-messages'
import { readJournal } from './tournament-journal'

type Frame = Extract<TournamentServerMessage, { type: 'tournament' }>
const PLAYERS = ['Ada', 'Bea', 'Cy', 'Dee', 'Eli', 'Fay']
const DEALS = 2

let rig: TournamentRig
let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ftf-tournament-'))
  rig = new TournamentRig(folder)
})
afterEach(async () => {
  await rig.close()
  await rm(folder, { recursive: true, force: true })
})

const stageOver = (stage: number) => (m: TournamentServerMessage) =>
  m.type === 'tournament' &&
  (m as Frame).tournament.stages[stage - 1]?.tables.every((t) => t.deals.length === DEALS) === true

describe('a duplicate tournament night', () => {
  it('seats, deals, follows and ranks two stages with nothing leaking across tables', async () => {
    await rig.open(
      settingsWith({ format: 'duplicate', stages: 2, dealsPerStage: DEALS, preferredTableSize: 4 }),
      2
    )
    const devices = []
    for (const name of PLAYERS) devices.push(await rig.device(name))
    const director = await rig.channel('director')
    expect(await director.hello({ directorKey: rig.host.directorKey })).toMatchObject({ director: true })
    // a player is not the director
    devices[0]?.channel.send({ type: 'startStage' })
    expect(await devices[0]?.channel.next((m) => m.type === 'tournamentError')).toMatchObject({
      code: 'not-director'
    })

    director.send({ type: 'startStage' })
    const first = await director.next(
      (m) => m.type === 'tournament' && (m as Frame).tournament.stages.length === 1
    )
    const seating = (first as Frame).tournament.stages[0]?.tables ?? []
    expect(seating.map((t) => t.seats.length)).toEqual([4, 4])
    // Each device is told its own table and seat, which is where the stage seated its player.
    for (const d of devices) {
      const seat = await d.channel.next((m) => m.type === 'yourSeat')
      const holder = seating[(seat as { table: number }).table - 1]?.seats[(seat as { seat: number }).seat]
      expect(holder).toEqual({ kind: 'entrant', id: d.channel.entrant })
    }

    // Mid-stage, a player of table 1 asks to watch table 2: refused on the channel and at its door.
    const atOne = devices.find((d) => d.seats[0]?.table === 1)
    if (atOne === undefined) throw new Error('nobody at table 1')
    atOne.channel.send({ type: 'watch', stage: 1, table: 2 })
    // (the devices have not played yet: every table waits for its players in deal 1)
    const reply = await atOne.channel.next((m) => m.type === 'watchTable' || m.type === 'tournamentError')
    expect(reply).toMatchObject({ type: 'tournamentError', code: 'deal-unfinished' })
    const door = await rig.watchAtDoor('Ada at the door', 1, 2)
    expect(door.reply).toMatchObject({ type: 'error', code: 'deal-unfinished' })
    expect(door.client.frames.some((m) => m.type === 'state' || m.type === 'delta')).toBe(false)
    // Nothing finished yet: a device asking for the evening's games gets none.
    atOne.channel.send({ type: 'records' })
    expect(await atOne.channel.next((m) => m.type === 'tournamentRecords')).toMatchObject({ records: [] })
    rig.play()

    // Table 1 finishes the stage first if it can; its records still wait for table 2.
    await director.next(stageOver(1), 30_000)
    // Every table of the size played the same hands in the same seats, deal after deal.
    for (let deal = 1; deal <= DEALS; deal++) {
      const hands = (table: number) =>
        rig.across.dealt
          .filter((h) => h.stage === 1 && h.table === table && h.deal === deal)
          .map((h) => h.key)
      expect(hands(1)).toHaveLength(4)
      expect(hands(2)).toEqual(hands(1))
    }
    // The big screen followed each table's deal and whose turn it was, by the names seated there, and
    // nothing else (no card, no score): a frame went out when a turn moved, not only at a deal's end.
    const progress = director.frames.flatMap((m) =>
      m.type === 'tournament' && (m as Frame).tournament.stages.length === 1
        ? (m as Frame).tables.map((t) => ({ table: t.table, ...t.progress }))
        : []
    )
    const seatedAt = (table: number) =>
      (seating[table - 1]?.seats ?? []).map((h) =>
        h.kind === 'entrant'
          ? first.type === 'tournament' &&
            (first as Frame).tournament.entrants.find((e) => e.id === h.id)?.name
          : null
      )
    for (const p of progress) {
      expect(Object.keys(p).sort()).toEqual(['deal', 'finished', 'table', 'turn'])
      if (p.turn !== null) expect(seatedAt(p.table)).toContain(p.turn)
    }
    expect(new Set(progress.map((p) => p.turn)).size).toBeGreaterThan(2)
    expect(progress.some((p) => p.finished === DEALS)).toBe(true)
    // The stage is over: watching and the records open.
    atOne.channel.send({ type: 'watch', stage: 1, table: 2 })
    expect(
      await atOne.channel.next((m) => m.type === 'watchTable' || m.type === 'tournamentError')
    ).toMatchObject({
      type: 'watchTable',
      table: 2
    })
    expect(rig.host.recordsFor(null)).toHaveLength(2)
    atOne.channel.send({ type: 'records' })
    const games = await atOne.channel.next((m) => m.type === 'tournamentRecords')
    expect((games as { records: unknown[] }).records).toHaveLength(2)

    director.send({ type: 'startStage' })
    for (const d of devices) await d.channel.next((m) => m.type === 'yourSeat')
    for (const d of devices) expect(d.seats.map((s) => s.stage)).toEqual([1, 2])
    await director.next(stageOver(2), 30_000)
    expect(phaseOf(rig.host.state)).toBe('over')
    expect(standings(rig.host.state).rows).toHaveLength(PLAYERS.length + 2)

    // The journal holds what the host holds.
    const journal = readJournal(folder)
    expect(journal.ok && journal.value.tournament).toEqual(rig.host.state)

    for (const { audit } of rig.tables.values()) audit.assertClean()
    rig.across.assertClean()
    expect(rig.across.framesChecked).toBeGreaterThan(100)
    expect(rig.across.dealt.length).toBe(2 * 2 * DEALS * 4)
  }, 120_000)
})
