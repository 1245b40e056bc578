import { describe, expect, it } from 'vitest'
import { isIPv6, joinUrl, parseHostPort, qrJoinText } from './join-url'
import { DEFAULT_PORT } from './vocabulary'

describe('parseHostPort', () => {
  it.each([
    ['10.0.0.5:5350', { host: '10.0.0.5', port: 5350, kind: 'ipv4' }],
    ['10.0.0.5', { host: '10.0.0.5', port: DEFAULT_PORT, kind: 'ipv4' }],
    ['  192.168.1.20:8080  ', { host: '192.168.1.20', port: 8080, kind: 'ipv4' }],
    ['[fe80::1]:5351', { host: 'fe80::1', port: 5351, kind: 'ipv6' }],
    ['[fe80::1%eth0]:5351', { host: 'fe80::1%eth0', port: 5351, kind: 'ipv6' }],
    ['[fe80::1%25eth0]:5351', { host: 'fe80::1%eth0', port: 5351, kind: 'ipv6' }],
    ['[::1]', { host: '::1', port: DEFAULT_PORT, kind: 'ipv6' }],
    ['fe80::1', { host: 'fe80::1', port: DEFAULT_PORT, kind: 'ipv6' }],
    ['::ffff:10.0.0.5', { host: '::ffff:10.0.0.5', port: DEFAULT_PORT, kind: 'ipv6' }],
    ['Card-Table.local:5350', { host: 'card-table.local', port: 5350, kind: 'hostname' }],
    ['gamebox', { host: 'gamebox', port: DEFAULT_PORT, kind: 'hostname' }],
    ['http://10.0.0.5:5350/', { host: '10.0.0.5', port: 5350, kind: 'ipv4' }],
    ['HTTP://10.0.0.5:5350/', { host: '10.0.0.5', port: 5350, kind: 'ipv4' }],
    ['http://[fe80::1%25eth0]:5350/?x=1', { host: 'fe80::1%eth0', port: 5350, kind: 'ipv6' }]
  ])('%s', (input, expected) => {
    expect(parseHostPort(input)).toEqual({ ok: true, value: expected })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['http://', 'empty'],
    ['10.0.0.5:', 'bad-port'],
    ['10.0.0.5:0', 'bad-port'],
    ['10.0.0.5:65536', 'bad-port'],
    ['10.0.0.5:53a', 'bad-port'],
    ['10.0.0.5:-1', 'bad-port'],
    ['[::1]:x', 'bad-port'],
    ['10.0.0.300', 'bad-host'],
    ['10.0.0', 'bad-host'],
    ['[10.0.0.5]:5350', 'bad-host'],
    ['[fe80::1:5350', 'bad-host'],
    ['fe80:::1', 'bad-host'],
    ['bad_host:5350', 'bad-host'],
    ['-host', 'bad-host'],
    [':5350', 'bad-host']
  ])('refuses %j (%s)', (input, error) => {
    expect(parseHostPort(input)).toMatchObject({ ok: false, error: { code: error, message: expect.any(String) } })
  })

  it('takes a caller-chosen default port', () => {
    expect(parseHostPort('10.0.0.5', 9000)).toMatchObject({ ok: true, value: { port: 9000 } })
  })
})

describe('isIPv6', () => {
  it.each(['::', '::1', '1:2:3:4:5:6:7:8', '1::8', 'fe80::1%wlan0', '::ffff:1.2.3.4', '1:2:3:4:5:6:1.2.3.4'])(
    'accepts %s',
    (text) => expect(isIPv6(text)).toBe(true)
  )
  it.each([
    '',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    '12345::',
    'g::1',
    '1.2.3.4::',
    '1:2:3:4:5:6:7:1.2.3.4'
  ])('refuses %j', (text) => expect(isIPv6(text)).toBe(false))
})

describe('join URLs', () => {
  it('builds http URLs, bracketing IPv6 and escaping its zone', () => {
    expect(joinUrl('10.0.0.5', 5350)).toBe('http://10.0.0.5:5350/')
    expect(joinUrl('card-table.local', 80)).toBe('http://card-table.local:80/')
    expect(joinUrl('fe80::1%eth0', 5350)).toBe('http://[fe80::1%25eth0]:5350/')
  })

  it('round-trips through parseHostPort', () => {
    for (const [host, port] of [
      ['10.0.0.5', 5350],
      ['fe80::1%eth0', 1234],
      ['box.local', 80]
    ] as const) {
      expect(parseHostPort(joinUrl(host, port))).toMatchObject({ ok: true, value: { host, port } })
    }
  })

  it('upper-cases for QR alphanumeric mode when that is safe', () => {
    expect(qrJoinText('10.0.0.5', 5350)).toBe('HTTP://10.0.0.5:5350/')
    expect(qrJoinText('card-table.local', 5350)).toBe('HTTP://CARD-TABLE.LOCAL:5350/')
    expect(qrJoinText('fe80::1%eth0', 5350)).toBe('http://[fe80::1%25eth0]:5350/')
  })
})
