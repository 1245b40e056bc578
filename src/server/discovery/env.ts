// Environment overrides for mDNS, read only where a caller asks for them (the CLI, the LAN test):
//   FTF_MDNS_INTERFACE  interface name or IPv4 address to use instead of the default filter
//   FTF_MDNS_TTL        record TTL in seconds (short in tests, so a killed host expires quickly)

export const MDNS_INTERFACE_ENV = 'FTF_MDNS_INTERFACE'
export const MDNS_TTL_ENV = 'FTF_MDNS_TTL'

export interface DiscoveryEnv {
  interface?: string
  ttlSeconds?: number
}

export function discoveryOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DiscoveryEnv {
  const options: DiscoveryEnv = {}
  const iface = env[MDNS_INTERFACE_ENV]?.trim()
  if (iface) options.interface = iface
  const ttl = env[MDNS_TTL_ENV]?.trim()
  if (ttl && /^\d{1,5}$/.test(ttl) && Number(ttl) >= 1) options.ttlSeconds = Number(ttl)
  return options
}
