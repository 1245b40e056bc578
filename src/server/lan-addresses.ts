// The addresses other machines can reach this host at: every non-internal IPv4 address.
import { networkInterfaces } from 'node:os'
import type { NetworkInterfaceInfo } from 'node:os'

export function lanIPv4Addresses(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()
): string[] {
  const found: string[] = []
  for (const list of Object.values(interfaces)) {
    for (const address of list ?? []) {
      if (address.family === 'IPv4' && !address.internal && !found.includes(address.address)) {
        found.push(address.address)
      }
    }
  }
  return found
}

/** Addresses a server bound to `bindHost` is reachable at from the LAN. */
export function reachableLanAddresses(bindHost: string, lan: string[] = lanIPv4Addresses()): string[] {
  if (bindHost === '0.0.0.0' || bindHost === '::' || bindHost === '') return lan
  return lan.includes(bindHost) ? [bindHost] : []
}
