// This machine's LAN: which network interfaces mDNS runs on, and which addresses the join URLs and
// the QR code show (host-server's urls.lan, so the CLI banner and the desktop app too). By default:
// every IPv4 interface that is up, not loopback, and not a virtual adapter (VM, container, VPN),
// because a table shown there is seen by machines that can't reach it — or by nobody.
import { networkInterfaces } from 'node:os'
import type { NetworkInterfaceInfo } from 'node:os'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'

export type InterfaceMap = NodeJS.Dict<NetworkInterfaceInfo[]>

/** Name prefixes of virtual adapters (case-insensitive): Hyper-V/WSL, VMware, VirtualBox, Docker, veth,
 * libvirt, tunnels/VPNs (tun, tap, macOS utun, ZeroTier, Tailscale, WireGuard). `br-` is Docker's bridge
 * naming; a plain `br0` bridging a real NIC stays usable. */
export const VIRTUAL_ADAPTER_PREFIXES = [
  'vethernet',
  'vmnet',
  'vboxnet',
  'docker',
  'br-',
  'veth',
  'virbr',
  'tun',
  'tap',
  'utun',
  'zt',
  'tailscale',
  'wg'
] as const

/** One interface mDNS can use: multicast-dns joins the group and sends through `address`. */
export interface LanInterface {
  name: string
  address: string
  netmask: string
}

/** Why no interface can be used (as the advertiser and the browser report it). */
export type InterfaceProblem = 'no-usable-interface' | 'interface-not-found'
export type InterfaceChoice = Result<LanInterface[], Refusal<InterfaceProblem>>

export function isVirtualAdapter(name: string): boolean {
  const lower = name.toLowerCase()
  return VIRTUAL_ADAPTER_PREFIXES.some((prefix) => lower.startsWith(prefix))
}

/**
 * The interfaces to use. `wanted` (an interface name or one of its IPv4 addresses) overrides the
 * filter — that is how a veth in a test namespace, or a user's VPN on purpose, gets chosen.
 */
export function chooseInterfaces(wanted?: string, nets: InterfaceMap = networkInterfaces()): InterfaceChoice {
  const all = Object.entries(nets).flatMap(([name, infos]) => {
    // multicast-dns joins the group once per interface, so take each interface's first IPv4 address.
    const v4 = (infos ?? []).find((info) => info.family === 'IPv4')
    return v4 ? [{ name, address: v4.address, netmask: v4.netmask, internal: v4.internal }] : []
  })
  if (wanted !== undefined && wanted !== '') {
    const match = all.find((i) => i.name === wanted || i.address === wanted)
    if (match) return ok([strip(match)])
    return refuse(
      'interface-not-found',
      `No IPv4 interface named or addressed "${wanted}" (have: ${all.map((i) => i.name).join(', ') || 'none'}).`
    )
  }
  const usable = all
    .filter((i) => !i.internal && !isVirtualAdapter(i.name))
    .sort((a, b) => addressRank(a.address) - addressRank(b.address))
  if (usable.length === 0) {
    return refuse(
      'no-usable-interface',
      'No usable network connection: connect to a LAN or Wi-Fi (loopback and virtual adapters are skipped).'
    )
  }
  return ok(usable.map(strip))
}

/** IPv4 addresses to show in the join URL / QR code, best first (link-local 169.254.x.x last). */
export function lanAddresses(wanted?: string, nets: InterfaceMap = networkInterfaces()): string[] {
  const choice = chooseInterfaces(wanted, nets)
  return choice.ok ? choice.value.map((i) => i.address) : []
}

/**
 * The join addresses of a server bound to `bindHost`: the LAN addresses for a wildcard bind; for a
 * bind to one address, that address if it is a non-loopback IPv4 address of this machine (an explicit
 * choice overrides the filter, as `wanted` does), else none.
 */
export function reachableLanAddresses(bindHost: string, nets: InterfaceMap = networkInterfaces()): string[] {
  if (bindHost === '0.0.0.0' || bindHost === '::' || bindHost === '') return lanAddresses(undefined, nets)
  const own = Object.values(nets).some((infos) =>
    (infos ?? []).some((i) => i.family === 'IPv4' && !i.internal && i.address === bindHost)
  )
  return own ? [bindHost] : []
}

/**
 * Best first: a private LAN range (what a home or office network hands out), then any other address,
 * then 169.254/16 link-local (no DHCP, two laptops on a cable: still usable, just a last resort).
 */
function addressRank(address: string): number {
  if (address.startsWith('169.254.')) return 2
  const [a = 0, b = 0] = address.split('.').map(Number)
  const isPrivate = a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
  return isPrivate ? 0 : 1
}

function strip(i: LanInterface & { internal: boolean }): LanInterface {
  return { name: i.name, address: i.address, netmask: i.netmask }
}
