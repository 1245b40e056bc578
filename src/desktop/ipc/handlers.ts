// The handlers behind each contract channel: thin calls into the services (settings, history, table
// hosting, the tournament and the finished ones, discovery, notices). Arguments arrive validated
// (./register.ts checks them and the sender first). A channel whose service is not given answers
// `not-available` — no fake behaviour.
import { DiscoveryUnavailable } from '../discovery/discovery-service'
import { ipcFail, ipcOk } from '../../ipc/contract'
import type { AppInfo, InvokeChannel, IpcResult, PartyOpened } from '../../ipc/contract'
import type { AppIdentity, RuntimeInfo } from './ports'
import { HostingError } from '../hosting/hosting-error'
import type { DesktopServices } from '../services'
import type { InvokeHandlers } from './register'

export type { AppIdentity }

export function notAvailable(channel: InvokeChannel) {
  return () => ipcFail('not-available', `${channel} is not available yet`)
}

export function appInfo(app: AppIdentity, runtime: RuntimeInfo): AppInfo {
  return {
    name: app.getName(),
    version: app.getVersion(),
    electron: runtime.versions.electron,
    chrome: runtime.versions.chrome,
    node: runtime.versions.node,
    platform: runtime.platform
  }
}

/** Runs a service call; refusals the renderer can act on become typed results, anything else throws. */
async function answer<T>(run: () => Promise<T> | T): Promise<IpcResult<T>> {
  try {
    return ipcOk(await run())
  } catch (error) {
    if (error instanceof HostingError) return ipcFail(error.code, error.message)
    if (error instanceof DiscoveryUnavailable) return ipcFail('not-available', error.message)
    throw error
  }
}

/** Issue 25: shows the party screen of the table listening on `port` (main/party-window.ts). */
export type PartyScreenOpener = (port: number) => PartyOpened

export function createIpcHandlers(
  app: AppIdentity,
  runtime: RuntimeInfo,
  services: Partial<DesktopServices> = {},
  party?: PartyScreenOpener
): InvokeHandlers {
  const { settings, history, hosting, tournament, tournamentHistory, discovery, notices } = services
  return {
    'app:info': () => ipcOk(appInfo(app, runtime)),
    'settings:get': settings ? () => answer(() => settings.get()) : notAvailable('settings:get'),
    'settings:set': settings ? (patch) => answer(() => settings.set(patch)) : notAvailable('settings:set'),
    'discovery:list': discovery ? () => answer(() => discovery.list()) : notAvailable('discovery:list'),
    'table:host': hosting ? (options) => answer(() => hosting.host(options)) : notAvailable('table:host'),
    'table:stop': hosting
      ? () => answer(async () => ({ stopped: await hosting.stop() }))
      : notAvailable('table:stop'),
    'table:solo': hosting ? (options) => answer(() => hosting.solo(options)) : notAvailable('table:solo'),
    'table:current': hosting ? () => answer(() => hosting.current()) : notAvailable('table:current'),
    'table:resumable': hosting ? () => answer(() => hosting.resumable()) : notAvailable('table:resumable'),
    'table:resume': hosting ? () => answer(() => hosting.resume()) : notAvailable('table:resume'),
    'table:discard': hosting
      ? () => answer(async () => ({ discarded: await hosting.discardResumable() }))
      : notAvailable('table:discard'),
    'hosted:resumable': hosting
      ? () => answer(() => hosting.resumableHosted())
      : notAvailable('hosted:resumable'),
    'hosted:resume': hosting ? () => answer(() => hosting.resumeHosted()) : notAvailable('hosted:resume'),
    'hosted:discard': hosting
      ? () => answer(async () => ({ discarded: await hosting.discardResumableHosted() }))
      : notAvailable('hosted:discard'),
    'hosted:running': hosting ? () => answer(() => hosting.runningHosted()) : notAvailable('hosted:running'),
    'tournament:host': tournament
      ? (settings) => answer(() => tournament.host(settings))
      : notAvailable('tournament:host'),
    'tournament:stop': tournament
      ? () => answer(async () => ({ stopped: await tournament.stop() }))
      : notAvailable('tournament:stop'),
    'tournament:running': tournament
      ? () => answer(() => tournament.running())
      : notAvailable('tournament:running'),
    'tournament:history': tournamentHistory
      ? () => answer(() => tournamentHistory.list())
      : notAvailable('tournament:history'),
    'tournament:record': tournamentHistory
      ? (id, game) => answer(async () => ({ text: await tournamentHistory.record(id, game) }))
      : notAvailable('tournament:record'),
    'history:list': history ? () => answer(() => history.list()) : notAvailable('history:list'),
    'history:record': history
      ? (id) => answer(async () => ({ text: await history.record(id) }))
      : notAvailable('history:record'),
    'notices:list': notices ? () => answer(() => notices.list()) : notAvailable('notices:list'),
    'notices:dismiss': notices ? (id) => answer(() => notices.dismiss(id)) : notAvailable('notices:dismiss'),
    'party:open': hosting && party ? () => openParty(hosting, party) : notAvailable('party:open')
  }
}

/** Only a LAN table has a party screen: a solo table is no one else's to watch. */
function openParty(hosting: DesktopServices['hosting'], party: PartyScreenOpener): IpcResult<PartyOpened> {
  const table = hosting.current()
  if (table?.kind !== 'hosted')
    return ipcFail('not-available', 'No LAN table runs here to show on a big screen.')
  return ipcOk(party(table.port))
}
