import { describe, expect, it } from 'vitest'
import { NAME_MAX_LENGTH, PROTOCOL_VERSION } from './vocabulary'
import { MDNS_SERVICE_DOMAIN, decodeTableTxt, encodeTableTxt, isCompatible } from './discovery'
import type { TableAd } from './discovery'

const ad: TableAd = {
  id: 'tbl_123-abc',
  name: "Ana's table",
  seatsTaken: 2,
  seatsTotal: 4,
  pinRequired: true,
  status: 'lobby'
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
    expect(decodeTableTxt(encodeTableTxt(ad))).toEqual({ ...ad, protocol: PROTOCOL_VERSION })
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
      status: 'unknown'
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
