// Where the CLI starts advertising the table on the LAN (`_fivethreefive._tcp`); `--no-mdns` skips it.
// Returns a stop function that sends the goodbye (TTL 0); run-host awaits it before the process exits.
import { advertiseHost } from '../../server/discovery/advertiser'
import { discoveryOptionsFromEnv } from '../../server/discovery/env'
import type { HostServer } from '../../server/host-server'

export type StopAdvertising = () => Promise<void>

export async function startAdvertising(host: HostServer, log: (line: string) => void): Promise<StopAdvertising> {
  const result = await advertiseHost(host, {
    ...discoveryOptionsFromEnv(),
    onError: (error) => log(`mDNS: ${error.message}`)
  })
  if (result.status !== 'advertising') {
    // Say so instead of advertising nothing silently: players can still join by address or QR code.
    log(`Not advertised on the LAN (${result.status}): ${result.message} Players can still join by address.`)
    return async () => undefined
  }
  const where = result.advertiser.interfaces.map((i) => `${i.name} ${i.address}`).join(', ')
  log(`Advertised on the LAN (mDNS) on ${where}`)
  return () => result.advertiser.stop()
}
