import { describe, expect, it } from 'vitest'
import { DEFAULT_OPTIONS } from '../engine'
import { NAME_MAX_LENGTH, PROTOCOL_VERSION } from './vocabulary'
import {
  GAME_VALUE_MAX_LENGTH,
  MDNS_SERVICE_DOMAIN,
  PLAIN_GAME,
  decodeGame,
  decodeTableTxt,
  encodeTableTxt,
  gameOptionsOf,
  gameTokens,
  isCompatible
} from './discovery'
import type { GameOptions, TableAd, TableGame } from './discovery'

const ad: TableAd = {
  id: 'tbl_123-abc',
  name: "Ana's table",
  seatsTaken: 2,
  seatsTotal: 4,
  pinRequired: true,
  status: 'lobby',
  game: gameOptionsOf(DEFAULT_OPTIONS)
}

describe('TXT record', () => {
  it('names the service _fivethreefive._tcp', () => {
    expect(MDNS_SERVICE_DOMAIN).toBe('_fivethreefive._tcp.local')
  })

  it('encodes every public fact with short keys', () => {
    expect(encodeTableTxt(ad)).toEqual({
      proto: String(PROTOCOL_VERSION),
      id: 'tbl_123-abc',
      name: "Ana's table",
      seats: '2/4',
      pin: '1',
      status: 'lobby'
    })
  })

  it('round-trips', () => {
    const { game: _options, ...facts } = ad
    expect(decodeTableTxt(encodeTableTxt(ad))).toEqual({
      ...facts,
      game: PLAIN_GAME,
      protocol: PROTOCOL_VERSION,
      tournament: null
    })
  })

  it('needs a valid id and nothing else', () => {
    expect(decodeTableTxt({})).toBeNull()
    expect(decodeTableTxt({ id: 'has space' })).toBeNull()
    expect(decodeTableTxt({ id: 'x'.repeat(65) })).toBeNull()
    expect(decodeTableTxt({ id: 'abc' })).toEqual({
      protocol: null,
      id: 'abc',
      name: null,
      seatsTaken: 0,
      seatsTotal: 0,
      pinRequired: false,
      status: 'unknown',
      game: PLAIN_GAME,
      tournament: null
    })
  })

  it('defends against hostile values', () => {
    const decoded = decodeTableTxt({
      proto: '1e9',
      id: 'abc',
      name: '\u0007  ' + 'x'.repeat(100),
      seats: '9/3',
      pin: 'yes',
      status: '__proto__'
    })
    expect(decoded).toMatchObject({
      protocol: null,
      seatsTaken: 3,
      seatsTotal: 3,
      pinRequired: false,
      status: 'unknown'
    })
    expect(decoded?.name).toBe('x'.repeat(NAME_MAX_LENGTH))
  })

  it('reads upper-case keys too (keys are case-insensitive)', () => {
    expect(decodeTableTxt({ ID: 'abc', PROTO: '1' })).toMatchObject({ id: 'abc', protocol: 1 })
  })

  it('is compatible only with the same protocol version', () => {
    expect(isCompatible({ protocol: PROTOCOL_VERSION })).toBe(true)
    expect(isCompatible({ protocol: PROTOCOL_VERSION + 1 })).toBe(false)
    expect(isCompatible({ protocol: null })).toBe(false)
  })
})

describe('the game in the TXT record (RULES.md R2.two, R2.variants)', () => {
  const plain = gameOptionsOf(DEFAULT_OPTIONS)
  const cases: [
    seats: number,
    options: Partial<GameOptions>,
    txt: string | undefined,
    shown: Partial<TableGame>
  ][] = [
    // Two seats always say which two-player game: two hands (the default), or to the target.
    [2, {}, 'two-hands', { twoHands: true }],
    [2, { twoPlayerGame: 'to-target' }, `to-${DEFAULT_OPTIONS.target}`, { target: DEFAULT_OPTIONS.target }],
    [2, { twoPlayerGame: 'to-target', target: 10 }, 'to-10', { target: 10 }],
    // Two hands end after round 2 whatever the target; 16 cards are for three players only.
    [2, { target: 10, threePlayerHand: 16 }, 'two-hands', { twoHands: true }],
    [3, {}, undefined, {}],
    [3, { threePlayerHand: 16 }, '16-cards', { sixteenCards: true }],
    [4, { threePlayerHand: 16, twoPlayerGame: 'to-target' }, undefined, {}],
    [4, { target: 10 }, 'to-10', { target: 10 }],
    [5, { overwrite: 'bigger' }, 'bigger-overwrites', { biggerOverwrites: true }],
    [
      3,
      { threePlayerHand: 16, overwrite: 'bigger', target: 40 },
      'to-40,16-cards,bigger-overwrites',
      { target: 40, sixteenCards: true, biggerOverwrites: true }
    ],
    [2, { overwrite: 'bigger' }, 'two-hands,bigger-overwrites', { twoHands: true, biggerOverwrites: true }]
  ]

  it('says only the options that apply to the seat count, and decodes to what the LAN list shows', () => {
    for (const [seats, options, txt, shown] of cases) {
      const encoded = encodeTableTxt({ ...ad, seatsTotal: seats, game: { ...plain, ...options } })
      expect(encoded.game, JSON.stringify([seats, options])).toBe(txt)
      expect(gameTokens(seats, { ...plain, ...options }).join(',') || undefined).toBe(txt)
      expect(decodeTableTxt(encoded)?.game).toEqual({ ...PLAIN_GAME, ...shown })
    }
  })

  it('reads an untrusted value: unknown tokens ignored, case and spaces forgiven, nonsense dropped', () => {
    expect(decodeGame('two-hands,rocket-cards,,BIGGER-OVERWRITES , to-')).toEqual({
      ...PLAIN_GAME,
      twoHands: true,
      biggerOverwrites: true
    })
    for (const bad of ['to-0', 'to-99999', 'to-1e3', 'to--5', 'to-abc', '__proto__', 'to-010', '16 cards'])
      expect(decodeGame(bad), bad).toEqual(PLAIN_GAME)
    expect(decodeGame('to-12,to-30')).toEqual({ ...PLAIN_GAME, target: 12 })
    expect(decodeGame(undefined)).toEqual(PLAIN_GAME)
    expect(decodeTableTxt({ id: 'abc', GAME: '16-cards' })?.game).toEqual({
      ...PLAIN_GAME,
      sixteenCards: true
    })
  })

  it('reads a bounded length and a bounded number of tokens: the rest, and a token cut short, are ignored', () => {
    const filler = 'x,'.repeat(GAME_VALUE_MAX_LENGTH)
    expect(decodeGame(filler + 'bigger-overwrites')).toEqual(PLAIN_GAME)
    // "to-2000" cut at the bound must not read as "to-20".
    const fits = 'y'.repeat(GAME_VALUE_MAX_LENGTH - ',to-2000'.length) + ',to-2000'
    expect(decodeGame(fits)).toEqual({ ...PLAIN_GAME, target: 2000 })
    expect(decodeGame('y' + fits)).toEqual(PLAIN_GAME)
    expect(decodeGame('a,b,c,d,e,f,g,two-hands')).toEqual({ ...PLAIN_GAME, twoHands: true })
    expect(decodeGame('a,b,c,d,e,f,g,h,two-hands')).toEqual(PLAIN_GAME)
  })
})
