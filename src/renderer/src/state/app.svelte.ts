// Which screen the app shows, and the one table it is connected to. The table screens themselves
// (lobby, table, results) follow the table's own state; this only routes between home, the join
// form and "at a table".
import { normalizeAddress, wsUrlFor } from '../net/client'
import { loadName, loadSeat } from '../net/storage'
import { TableStore, type JoinRequest } from './table.svelte'
import { hostKeyFrom, pinHintIn, publicUrl } from '../lib/urls'
import type { DesktopApi } from '../../../ipc/contract'
import { addressOf, call, desktop } from '../home/desktop'
import { t } from '../i18n'

export { hostKeyFrom, publicUrl }

export type Route =
  | { name: 'boot' }
  | { name: 'home'; way?: 'solo' }
  | { name: 'tutorial' }
  | { name: 'join'; address: string; hostKey?: string; fromPage: boolean; pinRequired?: boolean }
  | { name: 'table' }

/** Resolves true when a table host answers WebSocket upgrades at `address` within `ms`. */
export function probeTable(address: string, secure: boolean, ms = 2500): Promise<boolean> {
  return new Promise((resolve) => {
    let done = false
    let socket: WebSocket
    const finish = (ok: boolean) => {
      if (done) return
      done = true
      clearTimeout(timer)
      try {
        socket.close(1000, 'probe')
      } catch {
        // ignore
      }
      resolve(ok)
    }
    const timer = setTimeout(() => finish(false), ms)
    try {
      socket = new WebSocket(wsUrlFor(address, secure))
      socket.onopen = () => finish(true)
      socket.onerror = () => finish(false)
      socket.onclose = () => finish(false)
    } catch {
      finish(false)
    }
  })
}

class AppState {
  route = $state.raw<Route>({ name: 'boot' })
  table = $state.raw<TableStore | null>(null)
  playerName = $state(loadName())
  /** Set when the page was served by a table host: leaving goes back to its join screen. */
  pageAddress: string | null = null

  /** Decide the first screen from where the page came from. */
  async boot(): Promise<void> {
    const api = desktop()
    if (api) {
      await this.#bootDesktop(api)
      return
    }
    const loc = typeof location !== 'undefined' ? location : null
    if (loc && (loc.protocol === 'http:' || loc.protocol === 'https:')) {
      const address = loc.host
      const hostKey = hostKeyFrom(loc.hash)
      if (await probeTable(address, loc.protocol === 'https:')) {
        this.pageAddress = address
        const seat = loadSeat(address)
        if (seat) {
          // A reload: take the seat back at once.
          this.join({ address, name: seat.name, ...(hostKey ? { hostKey } : {}) })
          return
        }
        const pinRequired = pinHintIn(loc.search)
        this.route = { name: 'join', address, ...(hostKey ? { hostKey } : {}), fromPage: true, pinRequired }
        return
      }
    }
    this.route = { name: 'home' }
  }

  /** Desktop: the saved player name, and straight back into a table this app still runs. */
  async #bootDesktop(api: DesktopApi): Promise<void> {
    const settings = await call(() => api.getSettings())
    if (settings.ok && settings.value.playerName && !this.playerName) this.playerName = settings.value.playerName
    const current = await call(() => api.getCurrentTable())
    if (current.ok && current.value) {
      const table = current.value
      this.join({
        address: addressOf(table.url, table.port).address,
        name: this.playerName || t('home.defaultName'),
        hostKey: table.hostKey,
        own: table.kind,
        ...(table.kind === 'hosted' ? { joinUrls: table.urls.map(publicUrl) } : {})
      })
      return
    }
    this.route = { name: 'home' }
  }

  goHome(): void {
    this.table?.dispose()
    this.table = null
    this.route = this.pageAddress ? { name: 'join', address: this.pageAddress, fromPage: true } : { name: 'home' }
  }

  /** Learn to play: the scripted first deal (runs in this window, no table). */
  openTutorial(): void {
    this.route = { name: 'tutorial' }
  }

  /** From the tutorial's end: home with the solo setup open. */
  goSolo(): void {
    this.route = { name: 'home', way: 'solo' }
  }

  /** The join form for a typed, discovered or remembered address. */
  askJoin(rawAddress: string, hostKey?: string, pinRequired = false): boolean {
    const address = normalizeAddress(rawAddress)
    if (!address) return false
    this.route = { name: 'join', address, ...(hostKey ? { hostKey } : {}), fromPage: false, pinRequired }
    return true
  }

  join(request: JoinRequest): void {
    this.table?.dispose()
    if (request.name !== this.playerName) {
      this.playerName = request.name
      const api = desktop()
      if (api) void call(() => api.setSettings({ playerName: request.name }))
    }
    const store = new TableStore(request)
    this.table = store
    this.route = { name: 'table' }
    store.connect()
  }

  leave(): void {
    const api = desktop()
    if (api && this.table?.request.own === 'solo') void call(() => api.stopTable())
    this.table?.leave()
    this.table = null
    this.goHome()
  }
}

export const app = new AppState()
