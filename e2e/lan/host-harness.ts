// Stand-in for `src/cli/host.ts` (FTF_LAN_HOST=harness picks it): the same flags, startHost from
// src/server plus the advertiser, and the same shutdown (goodbye first, then close). orchestrate.ts
// uses the real CLI unless asked for this one.
import { parseHostArgs } from '../../src/cli/host/args'
import { startHost } from '../../src/server/host-server'
import { advertiseHost } from '../../src/server/discovery/advertiser'
import { discoveryOptionsFromEnv } from '../../src/server/discovery/env'

const parsed = parseHostArgs(process.argv.slice(2))
if (!parsed.ok) {
  console.error(parsed.error.message)
  process.exit(2)
}
const args = parsed.value
const firstBot = args.seats - args.bots
const host = await startHost({
  name: args.name,
  seats: args.seats,
  bots: Array.from({ length: args.bots }, (_, i) => ({ seat: firstBot + i, level: args.botLevel })),
  options: args.target === null ? {} : { target: args.target },
  autoStart: true,
  botDelayMs: args.botDelayMs,
  port: args.port,
  host: args.host,
  dataDir: args.dataDir
})
console.log(`Listening on ${host.urls.local.replace(/\/$/, '')}`)
const mdns = args.mdns ? await advertiseHost(host, discoveryOptionsFromEnv()) : null
if (mdns && mdns.status !== 'advertising') console.error(`mDNS: ${mdns.status}: ${mdns.message}`)
else if (mdns)
  console.log(
    `mDNS: advertising on ${mdns.advertiser.interfaces.map((i) => `${i.name} (${i.address})`).join(', ')}`
  )

let stopping = false
const stop = async () => {
  if (stopping) process.exit(1)
  stopping = true
  if (mdns?.status === 'advertising') await mdns.advertiser.stop()
  await host.close('The host stopped the table.')
  console.log('Closed.')
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
