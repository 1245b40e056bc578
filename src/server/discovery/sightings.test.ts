import { describe, expect, it } from 'vitest'
import { parseTxt, readPacket } from './sightings'
import type { MdnsRecord } from './mdns-socket'

const FQDN = 'Ana (abc12345)._fivethreefive._tcp.local'
const txt = ['proto=1', 'id=abc12345', 'name=Ana', 'seats=1/4', 'pin=0', 'status=lobby'].map((s) =>
  Buffer.from(s)
)

function announcement(ttl = 20): MdnsRecord[] {
  return [
    { name: '_fivethreefive._tcp.local', type: 'PTR', ttl, data: FQDN },
    { name: FQDN, type: 'SRV', ttl, data: { port: 5350, target: 'box-abc12345.local' } },
    { name: FQDN, type: 'TXT', ttl: ttl + 10, data: txt },
    { name: 'box-abc12345.local', type: 'A', ttl, data: '10.77.0.1' },
    { name: 'box-abc12345.local', type: 'A', ttl, data: '10.77.0.9' }
  ]
}

describe('readPacket', () => {
  it('reads a sighting from an announcement (answers only)', () => {
    expect(readPacket({ answers: announcement() }, '10.77.0.9')).toEqual({
      goodbyes: [],
      sightings: [
        {
          key: FQDN.toLowerCase(),
          instance: 'Ana (abc12345)',
          txt: { proto: '1', id: 'abc12345', name: 'Ana', seats: '1/4', pin: '0', status: 'lobby' },
          port: 5350,
          addresses: ['10.77.0.9', '10.77.0.1'],
          ttlSeconds: 20
        }
      ]
    })
  })

  it('reads a query answer with SRV/TXT/A in the additionals', () => {
    const [ptr, ...rest] = announcement()
    const reading = readPacket({ answers: [ptr!], additionals: rest }, '10.77.0.1')
    expect(reading.sightings).toHaveLength(1)
    expect(reading.sightings[0]?.addresses).toEqual(['10.77.0.1', '10.77.0.9'])
  })

  it('reads a goodbye (TTL 0)', () => {
    expect(readPacket({ answers: announcement(0) }, '10.77.0.1')).toEqual({
      goodbyes: [FQDN.toLowerCase()],
      sightings: []
    })
  })

  it('ignores other services and incomplete answers', () => {
    expect(
      readPacket(
        { answers: [{ name: '_http._tcp.local', type: 'PTR', ttl: 120, data: 'x._http._tcp.local' }] },
        'a'
      )
    ).toEqual({ goodbyes: [], sightings: [] })
    const [ptr, srv] = announcement()
    expect(readPacket({ answers: [ptr!, srv!] }, 'a').sightings).toEqual([])
    expect(readPacket({ answers: [{ ...ptr!, data: 'elsewhere.local' }] }, 'a').sightings).toEqual([])
  })

  it('matches names case-insensitively', () => {
    const upper = announcement().map((r) => ({ ...r, name: r.name.toUpperCase() }))
    expect(readPacket({ answers: upper }, '10.77.0.1').sightings).toHaveLength(1)
  })
})

describe('parseTxt', () => {
  it('splits at the first =, lower-cases keys, keeps the first of repeated keys', () => {
    expect(
      parseTxt([Buffer.from('Name=a=b'), Buffer.from('flag'), Buffer.from('name=c'), Buffer.from(''), 'k=v'])
    ).toEqual({
      name: 'a=b',
      flag: '',
      k: 'v'
    })
  })

  it('survives junk', () => {
    expect(parseTxt(undefined)).toEqual({})
    expect(parseTxt([42, null, Buffer.from('=x')])).toEqual({})
  })
})
