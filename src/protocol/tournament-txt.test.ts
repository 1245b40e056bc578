// A tournament's TXT record (issue 52): what it says, that it reads back, and that a record with a value
// this app cannot read is refused whole (never shown half-read, never shown as a table).
import { describe, expect, it } from 'vitest'
import { PLAIN_GAME, decodeTableTxt } from './discovery'
import { TOURNAMENT_KIND, decodeTournamentTxt, encodeTournamentTxt } from './tournament-txt'
import type { TournamentAd } from './tournament-txt'
import { MAX_STAGES, NAME_MAX_LENGTH, PROTOCOL_VERSION } from './vocabulary'

const ad: TournamentAd = {
  id: 'a1b2c3d4e5f6',
  name: 'Friday night',
  format: 'duplicate',
  stage: 1,
  stages: 3,
  status: 'open'
}
const txt = encodeTournamentTxt(ad)

describe("a tournament's TXT record", () => {
  it('says it is a tournament, its name, format, stage n of m and status, with short keys', () => {
    expect(txt).toEqual({
      proto: String(PROTOCOL_VERSION),
      id: 'a1b2c3d4e5f6',
      name: 'Friday night',
      kind: TOURNAMENT_KIND,
      format: 'duplicate',
      stage: '1/3',
      status: 'open'
    })
    expect(Object.keys(txt).every((k) => k.length <= 9)).toBe(true)
  })

  it('stays small: the longest id and name at the most stages fit one 512-byte DNS message', () => {
    const longest = encodeTournamentTxt({
      ...ad,
      id: 'x'.repeat(64),
      name: '\u{1F3B4}'.repeat(NAME_MAX_LENGTH + 10),
      format: 'duplicate',
      stage: MAX_STAGES,
      stages: MAX_STAGES,
      status: 'finished'
    })
    expect([...longest.name!]).toHaveLength(NAME_MAX_LENGTH)
    // RFC 6763 §6.2: under 400 bytes a TXT record fits a single 512-byte DNS message (200 is typical,
    // and a real id is 12 characters). Each string is `key=value` in UTF-8 after its length byte.
    const utf8 = new TextEncoder()
    const bytes = Object.entries(longest).reduce(
      (sum, [k, v]) => sum + 1 + utf8.encode(`${k}=${v}`).length,
      0
    )
    expect(bytes).toBeLessThan(400)
  })

  it('reads back as what the LAN list shows, and as a table ad with no seats', () => {
    const { id: _id, ...listing } = ad
    expect(decodeTournamentTxt(txt)).toEqual({ ok: true, value: listing })
    expect(decodeTableTxt(txt)).toEqual({
      protocol: PROTOCOL_VERSION,
      id: ad.id,
      name: ad.name,
      seatsTaken: 0,
      seatsTotal: 0,
      pinRequired: false,
      status: 'unknown',
      game: PLAIN_GAME,
      tournament: listing
    })
    for (const over of [
      { stage: 2, status: 'running' },
      { stage: 3, status: 'running', format: 'swiss' },
      { stage: 3, status: 'finished' }
    ] as const) {
      expect(decodeTableTxt(encodeTournamentTxt({ ...ad, ...over }))?.tournament).toMatchObject(over)
    }
  })

  it('reads upper-case keys too (keys are case-insensitive)', () => {
    const upper = Object.fromEntries(Object.entries(txt).map(([k, v]) => [k.toUpperCase(), v]))
    expect(decodeTableTxt(upper)?.tournament).toMatchObject({ name: 'Friday night', stage: 1, stages: 3 })
  })

  it.each([
    ['name', { name: '\u0007 \u0000' }, 'bad-name'],
    ['name', { name: undefined }, 'bad-name'],
    ['format', { format: 'knockout' }, 'bad-format'],
    ['format', { format: 'DUPLICATE' }, 'bad-format'],
    ['format', { format: '__proto__' }, 'bad-format'],
    ['format', { format: undefined }, 'bad-format'],
    ['status', { status: 'paused' }, 'bad-status'],
    ['status', { status: 'toString' }, 'bad-status'],
    ['status', { status: undefined }, 'bad-status'],
    ['stage', { stage: undefined }, 'bad-stage'],
    ['stage', { stage: '1' }, 'bad-stage'],
    ['stage', { stage: '0/3' }, 'bad-stage'],
    ['stage', { stage: '01/3' }, 'bad-stage'],
    ['stage', { stage: '4/3' }, 'bad-stage'],
    ['stage', { stage: `1/${MAX_STAGES + 1}` }, 'bad-stage'],
    ['stage', { stage: '1/3 ' }, 'bad-stage'],
    ['stage', { stage: '-1/3' }, 'bad-stage'],
    ['stage', { stage: '1e1/3' }, 'bad-stage'],
    ['stage', { stage: '1/999999999999' }, 'bad-stage'],
    // open: no stage has started, so it is at the first; finished: at the last
    ['stage', { stage: '2/3', status: 'open' }, 'bad-stage'],
    ['stage', { stage: '2/3', status: 'finished' }, 'bad-stage']
  ] as const)('refuses a bad %s (%j): %s, and the ad is not listed at all', (_, over, code) => {
    const bad: Record<string, string> = { ...txt }
    for (const [key, value] of Object.entries(over)) {
      if (value === undefined) delete bad[key]
      else bad[key] = value
    }
    const decoded = decodeTournamentTxt(bad)
    expect(decoded).toMatchObject({ ok: false, error: { code } })
    if (!decoded.ok) expect(decoded.error.message).not.toBe('')
    // Not half a tournament, and not a table either: nothing to show or join.
    expect(decodeTableTxt(bad)).toBeNull()
  })

  it('drops an ad of a kind it does not know: whatever it is, it is not a table to join', () => {
    expect(decodeTableTxt({ ...txt, kind: 'league' })).toBeNull()
    expect(decodeTableTxt({ id: 'abc', seats: '1/4', status: 'lobby', kind: '' })).toBeNull()
    // A table's record has no kind.
    expect(decodeTableTxt({ id: 'abc', seats: '1/4', status: 'lobby' })?.tournament).toBeNull()
  })

  it('cuts and cleans the name as a table name', () => {
    const decoded = decodeTournamentTxt({ ...txt, name: `\u0007  ${'x'.repeat(100)}` })
    expect(decoded).toMatchObject({ ok: true, value: { name: 'x'.repeat(NAME_MAX_LENGTH) } })
  })
})
