// The table servers for desktop tests on one machine: the real src/server tables and tournaments (bots in
// worker threads, the built renderer served to browsers), but bound to 127.0.0.1 and with mDNS kept off
// this machine's real interfaces — advertising on no interface and a LAN with no other table. The LAN test
// (e2e/lan) runs the app with its real backends inside network namespaces instead.
import type { Backends } from '../../src/desktop/services'
import type { HostOptions } from '../../src/server/host-server'
import { createRealTableServers } from '../../src/server/hosting/real-table-servers'
import { openTournament } from '../../src/server/tournament/open-tournament'

export function loopbackBackends(
  rendererDir: string,
  log: (message: string, error: unknown) => void,
  /** what every table (a tournament's too) gets unless the app says otherwise (tests: a short bot pause) */
  hostOptions: Partial<HostOptions> = {}
): { backends: Backends; dispose(): Promise<void> } {
  const servers = createRealTableServers({ rendererDir, log, hostOptions })
  return {
    backends: {
      startServer: (options) => servers.start({ ...options, host: '127.0.0.1' }),
      advertise: () =>
        Promise.resolve({
          status: 'advertising',
          advertiser: { interfaces: [], update: () => undefined, stop: () => Promise.resolve() }
        }),
      browse: () =>
        Promise.resolve({
          ok: true,
          value: {
            tables: () => [],
            onChange: () => () => undefined,
            refresh: () => undefined,
            stop: () => Promise.resolve()
          }
        }),
      // The tournament's channel and its tables on loopback too, with the tables' test options.
      openTournament: (how) =>
        openTournament({
          ...how,
          server: { ...how.server, host: '127.0.0.1' },
          tableOptions: { ...hostOptions, ...how.tableOptions, host: '127.0.0.1' },
          ...(hostOptions.botPlayer === undefined ? {} : { botPlayer: hostOptions.botPlayer })
        })
    },
    dispose: () => servers.dispose()
  }
}
