import { describe, expect, it } from 'vitest'
import { shapeResponse, txtData } from './shape-response'
import type { ServiceShape } from './shape-response'
import type { MdnsRecord } from './mdns-socket'

const FQDN = 'Ana (abc12345)._fivethreefive._tcp.local'
const shape: ServiceShape = {
  fqdn: FQDN,
  host: 'box-abc12345.local',
  address: '10.77.0.1',
  ttl: 20,
  txt: { proto: '1', id: 'abc12345', status: 'playing' }
}

// What bonjour-service publishes: its fixed TTLs, the TXT as published, an A record per machine address.
const published = (ttl?: number): MdnsRecord[] => [
  { name: '_fivethreefive._tcp.local', type: 'PTR', ttl: ttl ?? 28800, data: FQDN },
  { name: FQDN, type: 'SRV', ttl: ttl ?? 120, data: { port: 5350, target: 'box-abc12345.local' } },
  {
    name: FQDN,
    type: 'TXT',
    ttl: ttl ?? 4500,
    data: txtData({ proto: '1', id: 'abc12345', status: 'lobby' })
  },
  { name: '_services._dns-sd._udp.local', type: 'PTR', ttl: ttl ?? 120, data: '_fivethreefive._tcp.local' },
  { name: 'box-abc12345.local', type: 'A', ttl: ttl ?? 120, data: '192.168.1.5' },
  { name: 'box-abc12345.local', type: 'A', ttl: ttl ?? 120, data: '172.17.0.1' }
]

describe('shapeResponse', () => {
  it('applies our TTL, the current TXT, cache-flush on unique records and only this interface address', () => {
    const { answers } = shapeResponse({ answers: published() }, shape)
    expect(answers).toEqual([
      { name: '_fivethreefive._tcp.local', type: 'PTR', ttl: 20, data: FQDN },
      { name: FQDN, type: 'SRV', ttl: 20, flush: true, data: { port: 5350, target: 'box-abc12345.local' } },
      { name: FQDN, type: 'TXT', ttl: 20, flush: true, data: txtData(shape.txt) },
      { name: '_services._dns-sd._udp.local', type: 'PTR', ttl: 20, data: '_fivethreefive._tcp.local' },
      { name: 'box-abc12345.local', type: 'A', ttl: 20, flush: true, data: '10.77.0.1' }
    ])
  })

  it('keeps a goodbye a goodbye (TTL 0 everywhere, bare array form)', () => {
    const { answers } = shapeResponse(published(0), shape)
    expect(answers?.every((r) => r.ttl === 0 && r.flush === undefined)).toBe(true)
    expect(answers?.filter((r) => r.type === 'A')).toEqual([
      { name: 'box-abc12345.local', type: 'A', ttl: 0, data: '10.77.0.1' }
    ])
  })

  it('shapes answers and additionals of a query response, adding our A record next to the SRV', () => {
    const [ptr, srv, txt] = published()
    const shaped = shapeResponse({ answers: [ptr!], additionals: [srv!, txt!] }, shape)
    expect(shaped.answers).toEqual([{ ...ptr, ttl: 20 }])
    expect(shaped.additionals?.map((r) => [r.type, r.ttl])).toEqual([
      ['SRV', 20],
      ['TXT', 20],
      ['A', 20]
    ])
  })

  it('leaves other names alone apart from the TTL', () => {
    const other: MdnsRecord = { name: 'other.local', type: 'A', ttl: 120, data: '10.0.0.9' }
    expect(shapeResponse({ answers: [other] }, shape).answers).toEqual([{ ...other, ttl: 20, flush: true }])
  })
})
