// Which network interfaces mDNS runs on and which addresses the join URL shows. By default: every
// IPv4 interface that is up, not loopback, and not a virtual adapter (VM, container, VPN), because
// advertising there shows the table to machines that can't reach it — or to nobody.
import { networkInterfaces } from 'node:os'
import type { NetworkInterfaceInfo } from 'node:os'

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

export type InterfaceChoice =
  | { ok: true; interfaces: LanInterface[] }
  | { ok: false; status: 'no-usable-interface' | 'interface-not-found'; message: string }

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
    if (match) return { ok: true, interfaces: [strip(match)] }
    return {
      ok: false,
      status: 'interface-not-found',
      message: `No IPv4 interface named or addressed "${wanted}" (have: ${all.map((i) => i.name).join(', ') || 'none'}).`
    }
  }
  const usable = all
    .filter((i) => !i.internal && !isVirtualAdapter(i.name))
    .sort((a, b) => Number(isLinkLocal(a.address)) - Number(isLinkLocal(b.address)))
  if (usable.length === 0) {
    return {
      ok: false,
      status: 'no-usable-interface',
      message:
        'No usable network connection: connect to a LAN or Wi-Fi (loopback and virtual adapters are skipped).'
    }
  }
  return { ok: true, interfaces: usable.map(strip) }
}

/** IPv4 addresses to show in the join URL / QR code, best first (link-local 169.254.x.x last). */
export function lanAddresses(wanted?: string, nets: InterfaceMap = networkInterfaces()): string[] {
  const choice = chooseInterfaces(wanted, nets)
  return choice.ok ? choice.interfaces.map((i) => i.address) : []
}

/** 169.254/16: no DHCP (two laptops on a cable). Still usable, just a last resort. */
function isLinkLocal(address: string): boolean {
  return address.startsWith('169.254.')
}

function strip(i: LanInterface & { internal: boolean }): LanInterface {
  return { name: i.name, address: i.address, netmask: i.netmask }
}
