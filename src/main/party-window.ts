// Issue 25: "Show on a big screen" in Electron terms. Where it goes is src/desktop's choice
// (party/party-placement.ts); here: a window of its own full screen on the second display, or the host's
// window switching to the party screen, and back (View › Back to the table). The party screen is the
// table's own join page (served by its HTTP server) as a spectator: no bridge, so no preload, and its
// page is no app page, so IPC refuses it like any foreign page.
import { partyScreenUrl, placePartyScreen } from '../desktop/party/party-placement'
import type { RendererLocation } from '../desktop/renderer-location'
import type { PartyOpened } from '../ipc/contract'
import type { ElectronFacade, Rectangle, WindowFacade, WindowOptions } from './electron-facade'
import { loadRenderer, secureWebPreferences } from './main-window'
import type { WindowRegistry } from './window-registry'

type Log = (message: string, error: unknown) => void

export interface PartyScreens {
  /** Shows the party screen of the table listening on `port`. */
  open(port: number): PartyOpened
  /** The host's window back from the party screen to the app; false when it shows the app already. */
  back(): boolean
}

export function partyWindowOptions(bounds: Rectangle): WindowOptions {
  const { preload: _none, ...webPreferences } = secureWebPreferences('')
  return {
    ...bounds,
    minWidth: 320,
    minHeight: 240,
    show: false,
    title: 'Five Three Five',
    backgroundColor: '#1d3447',
    autoHideMenuBar: true,
    fullscreen: true,
    webPreferences
  }
}

export function createPartyScreens(
  facade: ElectronFacade,
  windows: WindowRegistry,
  location: RendererLocation,
  log: Log
): PartyScreens {
  /** The host's window while it shows the party screen. */
  let switched: WindowFacade | undefined
  const load = (win: WindowFacade, url: string): void => {
    win.loadURL(url).catch((error: unknown) => log('could not load the party screen', error))
  }

  const openWindow = (bounds: Rectangle, url: string, host: WindowFacade | undefined): PartyOpened => {
    const win = facade.createWindow(partyWindowOptions(bounds))
    win.once('ready-to-show', () => win.show())
    // The big screen goes with the host's window: no party screen is left showing a closed table.
    host?.on('closed', () => {
      if (!win.isDestroyed()) win.close()
    })
    load(win, url)
    return { where: 'window', url }
  }

  return {
    open(port) {
      const url = partyScreenUrl(port)
      const host = windows.main()
      const displays = facade.screen().getAllDisplays()
      const placement = placePartyScreen(displays, host?.getNormalBounds())
      if (placement.kind === 'second-display') return openWindow(placement.bounds, url, host)
      if (host === undefined) return openWindow(facade.screen().getPrimaryDisplay().workArea, url, host)
      switched = host
      load(host, url)
      return { where: 'here', url }
    },
    back() {
      const win = switched
      switched = undefined
      if (win === undefined || win.isDestroyed()) return false
      loadRenderer(win, location, log)
      return true
    }
  }
}
