// The lines the CLI prints once the table listens, and the line that says how advertising on the LAN
// went. `Listening on http://…` is machine-parseable (tests and scripts read the port from it); the
// host-control URL carries the host key.
import QRCode from 'qrcode'
import { qrJoinText } from '../../protocol/join-url'
import type { AdvertiseResult } from '../../server/discovery/advertiser'
import type { HostServer } from '../../server/host-server'

export const LISTENING_PREFIX = 'Listening on '

/** `insecureSeed`: the --seed the deals follow from (tests, benchmarks), announced first and loudly. */
export async function bannerLines(host: HostServer, insecureSeed: number | null = null): Promise<string[]> {
  const info = host.info()
  const lines = [
    `Five Three Five — table "${info.name}" (${info.seatsTotal} seats${info.pinRequired ? ', PIN required' : ''})${host.resumed ? ', resumed' : ''}`,
    // Right under the title (which scripts read first), before anything else.
    ...(insecureSeed === null
      ? []
      : [
          `WARNING: INSECURE TABLE: every deal follows from --seed ${insecureSeed}; hands can be computed. Tests and benchmarks only.`
        ]),
    `${LISTENING_PREFIX}${host.urls.local.replace(/\/$/, '')}`
  ]
  if (host.urls.lan.length === 0) lines.push('No LAN address: players can join only from this machine.')
  for (const url of host.urls.lan) lines.push(`Join on the LAN: ${url}`)
  // The host link is a control seat: it runs the table with or without a seat of its own.
  lines.push(
    `Host control (keep it private; start, seats, rematch, back to the lobby, remove a player): ${host.urls.hostControl}`
  )
  lines.push(host.savePath === null ? 'Autosave: off' : `Autosave: ${host.savePath}`)
  const first = host.urls.lan[0]
  if (first !== undefined) {
    lines.push(`Scan to join ${first}`)
    const url = new URL(first)
    lines.push(
      await QRCode.toString(qrJoinText(url.hostname, Number(url.port)), { type: 'terminal', small: true })
    )
  }
  return lines
}

/** How advertising the table (or the tournament) on the LAN (mDNS; `--no-mdns` skips it) went. */
export function advertisingLine<T>(result: AdvertiseResult<T>): string {
  // Say so instead of advertising nothing silently: players can still join by address or QR code.
  if (result.status !== 'advertising') {
    return `Not advertised on the LAN (${result.status}): ${result.message} Players can still join by address.`
  }
  const where = result.advertiser.interfaces.map((i) => `${i.name} ${i.address}`).join(', ')
  return `Advertised on the LAN (mDNS) on ${where}`
}
