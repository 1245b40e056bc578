import { describe, expect, it } from 'vitest'
import type { NetworkInterfaceInfo } from 'node:os'
import { chooseInterfaces, isVirtualAdapter, lanAddresses, reachableLanAddresses } from './interfaces'
import type { InterfaceMap } from './interfaces'

const v4 = (address: string, internal = false): NetworkInterfaceInfo => ({
  address,
  netmask: '255.255.255.0',
  family: 'IPv4',
  mac: internal ? '00:00:00:00:00:00' : '02:00:00:00:00:01',
  internal,
  cidr: `${address}/24`
})
const v6 = (address: string): NetworkInterfaceInfo => ({
  address,
  netmask: 'ffff:ffff:ffff:ffff::',
  family: 'IPv6',
  mac: '02:00:00:00:00:01',
  internal: false,
  cidr: `${address}/64`,
  scopeid: 2
})

const laptop: InterfaceMap = {
  lo: [v4('127.0.0.1', true)],
  'vEthernet (WSL)': [v4('172.20.0.1')],
  docker0: [v4('172.17.0.1')],
  'br-3f2a9c': [v4('172.18.0.1')],
  veth12ab: [v4('10.200.0.1')],
  virbr0: [v4('192.168.122.1')],
  vboxnet0: [v4('192.168.56.1')],
  VMnet8: [v4('192.168.80.1')],
  tun0: [v4('10.8.0.2')],
  tap0: [v4('10.9.0.2')],
  utun3: [v4('10.10.0.2')],
  zt7nnig26: [v4('10.147.17.5')],
  tailscale0: [v4('100.64.0.3')],
  wg0: [v4('10.6.0.2')],
  eth0: [v6('fe80::1'), v4('169.254.10.20')],
  wlan0: [v6('fe80::2'), v4('192.168.1.23'), v4('192.168.1.24')],
  br0: [v4('192.168.2.5')],
  ip6only: [v6('fe80::3')]
}

describe('interface filter', () => {
  it.each([
    ['vEthernet (Default Switch)', true],
    ['VMnet1', true],
    ['vboxnet0', true],
    ['docker0', true],
    ['br-0123abcd', true],
    ['veth0', true],
    ['virbr0', true],
    ['tun0', true],
    ['tap1', true],
    ['utun2', true],
    ['ztabcdef', true],
    ['tailscale0', true],
    ['wg0', true],
    ['eth0', false],
    ['en0', false],
    ['wlan0', false],
    ['Wi-Fi', false],
    ['Ethernet 2', false],
    ['br0', false],
    ['enp3s0', false]
  ])('%s virtual: %s', (name, virtual) => {
    expect(isVirtualAdapter(name)).toBe(virtual)
  })

  it('keeps real LAN interfaces, one IPv4 each, link-local last', () => {
    const choice = chooseInterfaces(undefined, laptop)
    expect(choice).toEqual({
      ok: true,
      value: [
        { name: 'wlan0', address: '192.168.1.23', netmask: '255.255.255.0' },
        { name: 'br0', address: '192.168.2.5', netmask: '255.255.255.0' },
        { name: 'eth0', address: '169.254.10.20', netmask: '255.255.255.0' }
      ]
    })
    expect(lanAddresses(undefined, laptop)).toEqual(['192.168.1.23', '192.168.2.5', '169.254.10.20'])
  })

  it('reports no-usable-interface instead of advertising nowhere', () => {
    const choice = chooseInterfaces(undefined, {
      lo: [v4('127.0.0.1', true)],
      docker0: [v4('172.17.0.1')],
      x: [v6('fe80::9')]
    })
    expect(choice).toMatchObject({ ok: false, error: { code: 'no-usable-interface' } })
    expect(lanAddresses(undefined, {})).toEqual([])
  })

  it('an explicit name or address overrides the filter', () => {
    expect(chooseInterfaces('veth12ab', laptop)).toEqual({
      ok: true,
      value: [{ name: 'veth12ab', address: '10.200.0.1', netmask: '255.255.255.0' }]
    })
    expect(chooseInterfaces('100.64.0.3', laptop)).toMatchObject({
      ok: true,
      value: [{ name: 'tailscale0' }]
    })
    expect(chooseInterfaces('lo', laptop)).toMatchObject({ ok: true, value: [{ address: '127.0.0.1' }] })
  })

  it('reports interface-not-found for an unknown or IPv6-only choice', () => {
    expect(chooseInterfaces('eth9', laptop)).toMatchObject({ ok: false, error: { code: 'interface-not-found' } })
    expect(chooseInterfaces('ip6only', laptop)).toMatchObject({ ok: false, error: { code: 'interface-not-found' } })
  })

  it('reads the real machine by default', () => {
    expect(Array.isArray(lanAddresses())).toBe(true)
  })
})

describe('the join addresses (URLs and QR code)', () => {
  it('shows the Wi-Fi, not the Docker bridge or the VPN listed before it', () => {
    const nets: InterfaceMap = {
      docker0: [v4('172.17.0.1')],
      tun0: [v4('10.8.0.2')],
      wg0: [v4('10.6.0.2')],
      tailscale0: [v4('100.64.0.3')],
      wlan0: [v4('192.168.1.23')]
    }
    expect(reachableLanAddresses('0.0.0.0', nets)).toEqual(['192.168.1.23'])
    expect(reachableLanAddresses('::', nets)).toEqual(['192.168.1.23'])
  })

  it('never shows loopback, and puts link-local after a private LAN address', () => {
    const nets: InterfaceMap = {
      lo: [v4('127.0.0.1', true)],
      eth0: [v4('169.254.10.20')],
      wlan0: [v4('10.0.0.7')]
    }
    expect(reachableLanAddresses('0.0.0.0', nets)).toEqual(['10.0.0.7', '169.254.10.20'])
    expect(reachableLanAddresses('0.0.0.0', { lo: [v4('127.0.0.1', true)] })).toEqual([])
  })

  it('prefers a private range over another routable address, whatever the interface order', () => {
    const nets: InterfaceMap = {
      eth1: [v4('84.12.3.4')],
      eth0: [v4('172.16.5.9')],
      wlan0: [v4('192.168.0.2')]
    }
    expect(reachableLanAddresses('0.0.0.0', nets)).toEqual(['172.16.5.9', '192.168.0.2', '84.12.3.4'])
  })

  it('takes the IPv4 address of an interface that lists IPv6 first, and skips IPv6-only ones', () => {
    const nets: InterfaceMap = {
      ip6only: [v6('fe80::3')],
      en0: [v6('fe80::1'), v6('2001:db8::5'), v4('192.168.1.40')]
    }
    expect(reachableLanAddresses('0.0.0.0', nets)).toEqual(['192.168.1.40'])
  })

  it('shows only the address a server is bound to, when it is one of this machine', () => {
    expect(reachableLanAddresses('192.168.1.24', laptop)).toEqual(['192.168.1.24'])
    // Binding to the VPN on purpose overrides the filter, as --interface does for mDNS.
    expect(reachableLanAddresses('10.6.0.2', laptop)).toEqual(['10.6.0.2'])
    expect(reachableLanAddresses('127.0.0.1', laptop)).toEqual([])
    expect(reachableLanAddresses('192.168.9.9', laptop)).toEqual([])
  })
})
