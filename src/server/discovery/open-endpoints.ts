// The mDNS sockets of the advertiser and of the browser alike: one endpoint per usable LAN interface
// (or the one asked for). Those that cannot bind are closed; the rest are used even when some failed.
import { chooseInterfaces } from './interfaces'
import type { InterfaceProblem } from './interfaces'
import { ok, refuse } from '../../engine/result'
import type { Refusal, Result } from '../../engine/result'
import type { InterfaceMap, LanInterface } from './interfaces'
import { openEndpoint } from './mdns-socket'
import type { MdnsEndpoint } from './mdns-socket'

export interface EndpointsOptions {
  /** Interface name or IPv4 address; bypasses the virtual-adapter filter. Default: all usable ones. */
  interface?: string
  /** Called for socket errors after start (e.g. the interface went away). */
  onError?: (err: Error) => void
  /** Test seams. */
  networkInterfaces?: InterfaceMap
  createSocket?: (iface: LanInterface) => unknown
}

export interface OpenedEndpoint {
  iface: LanInterface
  endpoint: MdnsEndpoint
}

/** Why discovery cannot run: no interface to use, or no socket on any of them. */
export type DiscoveryProblem = InterfaceProblem | 'socket-error'
export type OpenedEndpoints = Result<OpenedEndpoint[], Refusal<DiscoveryProblem>>

export async function openEndpoints(options: EndpointsOptions): Promise<OpenedEndpoints> {
  const choice = chooseInterfaces(options.interface, options.networkInterfaces)
  if (!choice.ok) return choice
  const onError = options.onError ?? ((err: Error) => console.warn(`mDNS: ${err.message}`))
  const opened = choice.value.map((iface) => ({
    iface,
    endpoint: openEndpoint({
      interfaceAddress: iface.address,
      socket: options.createSocket?.(iface),
      onError
    })
  }))
  const bound = await Promise.allSettled(opened.map((o) => o.endpoint.ready))
  const live = opened.filter((_, i) => bound[i]?.status === 'fulfilled')
  await Promise.all(opened.filter((o) => !live.includes(o)).map((o) => o.endpoint.close()))
  if (live.length === 0) {
    const reason = bound.find((r) => r.status === 'rejected')?.reason as Error | undefined
    const message = `Could not open the mDNS socket: ${reason?.message ?? 'unknown error'}`
    return refuse('socket-error', message)
  }
  return ok(live)
}
