// How the CLI advertises its table on the LAN (`_fivethreefive._tcp`; `--no-mdns` skips it): the
// advertiser's socket errors go to the log, and one line says how advertising went. The goodbye (TTL 0)
// is sent by the hosting lifecycle when the table closes (src/server/hosting/open-table.ts).
import type { AdvertiseResult } from '../../server/discovery/advertiser'
import { advertiseHost } from '../../server/discovery/advertiser'
import { discoveryOptionsFromEnv } from '../../server/discovery/env'
import type { HostServer } from '../../server/host-server'
import type { AdvertiseTable } from '../../server/hosting/table-server'

export function advertiseWithLog(log: (line: string) => void): AdvertiseTable<HostServer> {
  return (host) =>
    advertiseHost(host, {
      ...discoveryOptionsFromEnv(),
      onError: (error) => log(`mDNS: ${error.message}`)
    })
}

export function advertisingLine(result: AdvertiseResult): string {
  // Say so instead of advertising nothing silently: players can still join by address or QR code.
  if (result.status !== 'advertising') {
    return `Not advertised on the LAN (${result.status}): ${result.message} Players can still join by address.`
  }
  const where = result.advertiser.interfaces.map((i) => `${i.name} ${i.address}`).join(', ')
  return `Advertised on the LAN (mDNS) on ${where}`
}
