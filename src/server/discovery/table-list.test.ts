import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS } from '../../engine'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { PLAIN_GAME, encodeTableTxt, gameOptionsOf } from '../../protocol/discovery'
import type { TableAd } from '../../protocol/discovery'
import { encodeTournamentTxt } from '../../protocol/tournament-txt'
import type { TournamentAd } from '../../protocol/tournament-txt'
import { MAX_ENTRIES, MAX_TTL_SECONDS, TableList } from './table-list'
import type { Sighting } from './sightings'

const ad: TableAd = {
  id: 'abc12345',
  name: 'Ana',
  seatsTaken: 1,
  seatsTotal: 4,
  pinRequired: false,
  status: 'lobby',
  game: gameOptionsOf(DEFAULT_OPTIONS)
}

function sighting(
  over: Partial<TableAd> = {},
  extra: Partial<Sighting> = {},
  protocol = PROTOCOL_VERSION
): Sighting {
  return {
    key: 'ana (abc12345)._fivethreefive._tcp.local',
    instance: 'Ana (abc12345)',
    txt: encodeTableTxt({ ...ad, ...over }, protocol),
    port: 5350,
    addresses: ['10.0.0.5'],
    ttlSeconds: 20,
    ...extra
  }
}

function setup() {
  const clock = { t: 1000 }
  const list = new TableList({ now: () => clock.t })
  return { clock, list }
}

describe('TableList', () => {
  it('adds a table on its first sighting', () => {
    const { list } = setup()
    const change = list.seen(sighting())
    expect(change?.kind).toBe('added')
    expect(list.entries()).toEqual([
      {
        key: 'ana (abc12345)._fivethreefive._tcp.local',
        id: 'abc12345',
        name: 'Ana',
        addresses: ['10.0.0.5'],
        port: 5350,
        seatsTaken: 1,
        seatsTotal: 4,
        pinRequired: false,
        status: 'lobby',
        game: PLAIN_GAME,
        tournament: null,
        protocol: PROTOCOL_VERSION,
        joinable: true,
        lastSeen: 1000,
        expiresAt: 21_000
      }
    ])
  })

  it('updates when the TXT changes, and only refreshes otherwise', () => {
    const { clock, list } = setup()
    list.seen(sighting())
    clock.t = 5000
    expect(list.seen(sighting())).toBeNull()
    expect(list.entries()[0]).toMatchObject({ lastSeen: 5000, expiresAt: 25_000 })
    const change = list.seen(sighting({ seatsTaken: 3, status: 'playing' }))
    expect(change).toMatchObject({
      kind: 'updated',
      previous: { seatsTaken: 1 },
      entry: { seatsTaken: 3, status: 'playing' }
    })
  })

  it("updates when the table's game changes: a host who turns bigger overwrites on in the lobby", () => {
    const { list } = setup()
    list.seen(sighting())
    const change = list.seen(sighting({ game: { ...ad.game, overwrite: 'bigger' } }))
    expect(change).toMatchObject({
      kind: 'updated',
      previous: { game: PLAIN_GAME },
      entry: { game: { ...PLAIN_GAME, biggerOverwrites: true } }
    })
    expect(list.seen(sighting({ game: { ...ad.game, overwrite: 'bigger' } }))).toBeNull()
  })

  it('treats a new address or port as an update', () => {
    const { list } = setup()
    list.seen(sighting())
    expect(list.seen(sighting({}, { addresses: ['10.0.0.6'] }))?.kind).toBe('updated')
    expect(list.seen(sighting({}, { addresses: ['10.0.0.6'], port: 5400 }))?.kind).toBe('updated')
  })

  it('removes a table on goodbye', () => {
    const { list } = setup()
    list.seen(sighting())
    expect(list.goodbye('ana (abc12345)._fivethreefive._tcp.local')).toMatchObject({
      kind: 'removed',
      reason: 'goodbye'
    })
    expect(list.entries()).toEqual([])
    expect(list.goodbye('ana (abc12345)._fivethreefive._tcp.local')).toBeNull()
  })

  it('expires a table not seen again within its TTL', () => {
    const { clock, list } = setup()
    list.seen(sighting({}, { ttlSeconds: 4 }))
    expect(list.nextExpiry()).toBe(5000)
    clock.t = 2999
    expect(list.needsRefresh()).toBe(false)
    clock.t = 3000
    expect(list.needsRefresh()).toBe(true)
    clock.t = 4999
    expect(list.expire()).toEqual([])
    clock.t = 5000
    expect(list.expire()).toMatchObject([{ kind: 'removed', reason: 'expired', entry: { id: 'abc12345' } }])
    expect(list.entries()).toEqual([])
    expect(list.nextExpiry()).toBeNull()
  })

  it('a refresh postpones expiry', () => {
    const { clock, list } = setup()
    list.seen(sighting({}, { ttlSeconds: 4 }))
    clock.t = 4000
    list.seen(sighting({}, { ttlSeconds: 4 }))
    clock.t = 6000
    expect(list.expire()).toEqual([])
    clock.t = 8000
    expect(list.expire()).toHaveLength(1)
  })

  it('lists another protocol version as not joinable', () => {
    const { list } = setup()
    list.seen(sighting({}, {}, PROTOCOL_VERSION + 1))
    list.seen(sighting({ id: 'zzz', name: 'Zed' }, { key: 'zed' }))
    expect(list.entries().map((e) => [e.name, e.joinable, e.protocol])).toEqual([
      ['Zed', true, PROTOCOL_VERSION],
      ['Ana', false, PROTOCOL_VERSION + 1]
    ])
  })

  it('keeps a table from a newer app that speaks another TXT dialect, not joinable', () => {
    const { list } = setup()
    list.seen(sighting({}, { txt: { id: 'abc12345', proto: '7', seats: 'many' } }))
    expect(list.entries()[0]).toMatchObject({
      name: 'Ana (abc12345)',
      joinable: false,
      protocol: 7,
      status: 'unknown',
      seatsTotal: 0
    })
  })

  it('ignores sightings that are not tables', () => {
    const { list } = setup()
    expect(list.seen(sighting({}, { txt: { hello: 'world' } }))).toBeNull()
    expect(list.entries()).toEqual([])
  })

  it('sorts joinable tables first, then by name', () => {
    const { list } = setup()
    list.seen(sighting({ id: 'b', name: 'Bea' }, { key: 'b' }))
    list.seen(sighting({ id: 'a', name: 'Ana' }, { key: 'a' }))
    list.seen(sighting({ id: 'c', name: 'Aaron' }, { key: 'c' }, 99))
    expect(list.entries().map((e) => e.name)).toEqual(['Ana', 'Bea', 'Aaron'])
  })

  it('caps a long TTL', () => {
    const { list } = setup()
    list.seen(sighting({}, { ttlSeconds: 4500 }))
    expect(list.nextExpiry()).toBe(1000 + MAX_TTL_SECONDS * 1000)
  })

  it('stops growing at MAX_ENTRIES but still refreshes known tables', () => {
    const { list } = setup()
    for (let i = 0; i < MAX_ENTRIES + 5; i++) list.seen(sighting({ id: `t${i}` }, { key: `k${i}` }))
    expect(list.entries()).toHaveLength(MAX_ENTRIES)
    expect(list.seen(sighting({ id: 't0', seatsTaken: 2 }, { key: 'k0' }))?.kind).toBe('updated')
  })

  describe("a tournament's own port", () => {
    const tournament: TournamentAd = {
      id: 'trn12345',
      name: 'Friday',
      format: 'swiss',
      stage: 1,
      stages: 3,
      status: 'open'
    }
    const seenTournament = (over: Partial<TournamentAd> = {}) =>
      sighting({}, { key: 'friday (trn12345)', txt: encodeTournamentTxt({ ...tournament, ...over }) })

    it('is one entry with its tournament, no seats, joinable at the same protocol', () => {
      const { list } = setup()
      expect(list.seen(seenTournament())?.kind).toBe('added')
      expect(list.entries()).toMatchObject([
        {
          id: 'trn12345',
          name: 'Friday',
          seatsTaken: 0,
          seatsTotal: 0,
          status: 'unknown',
          joinable: true,
          tournament: { name: 'Friday', format: 'swiss', stage: 1, stages: 3, status: 'open' }
        }
      ])
    })

    it('updates when a stage starts or the evening ends, and only refreshes otherwise', () => {
      const { list } = setup()
      list.seen(seenTournament())
      expect(list.seen(seenTournament())).toBeNull()
      expect(list.seen(seenTournament({ status: 'running' }))).toMatchObject({
        kind: 'updated',
        previous: { tournament: { status: 'open' } },
        entry: { tournament: { status: 'running', stage: 1 } }
      })
      expect(list.seen(seenTournament({ status: 'running', stage: 2 }))).toMatchObject({
        kind: 'updated',
        entry: { tournament: { stage: 2 } }
      })
      expect(list.seen(seenTournament({ status: 'finished', stage: 3 }))?.kind).toBe('updated')
    })

    it('drops a tournament that turns malformed, rather than showing it as a table', () => {
      const { list } = setup()
      list.seen(seenTournament())
      const bad = sighting(
        {},
        { key: 'friday (trn12345)', txt: { ...encodeTournamentTxt(tournament), stage: '9/3' } }
      )
      expect(list.seen(bad)).toBeNull()
      // The entry keeps what it last read well, and expires unless read well again.
      expect(list.entries()[0]?.tournament).toMatchObject({ stage: 1 })
    })
  })
})
