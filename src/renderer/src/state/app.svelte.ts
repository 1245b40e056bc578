// Which screen the app shows, and the one table it is connected to. The table screens themselves
// (lobby, table, results) follow the table's own state; this only routes between home, the join
// form and "at a table".
import { normalizeAddress, wsUrlFor } from '../net/client'
import { loadHostKey, loadName, loadSeat, saveHostKey } from '../net/storage'
import { TableStore } from './table.svelte'
import type { JoinRequest } from './table-connection.svelte'
import { hostKeyFrom, pinHintIn, publicUrl } from '../lib/urls'
import type { DesktopApi, MenuCommand, Settings, SettingsPatch } from '../../../ipc/contract'
import { addressOf, call, desktop } from '../bridge/desktop'
import { fetchTableFacts } from '../net/table-facts'
import { t } from '../i18n'
import { isLocale } from '../../../protocol/locales'
import { locale } from '../i18n/locale.svelte'
import { menuAction, type Destination, type Dialog } from './menu-routing'
import { NoticesState } from './notices.svelte'
import { prefs } from './prefs.svelte'
import { afterPaint } from '../lib/page-moments'
import type { CheckedRecord } from '../../../protocol/match-record'
import type { ShellFacts } from '../../../protocol/join-shell'
import { isTournamentPage } from '../../../protocol/tournament-urls'
import { takeDirectorKey } from '../lib/director-link'

export { hostKeyFrom, publicUrl }

/** The ways to play that Home opens a panel for. */
export type HomeWay = 'solo' | 'host' | 'join' | 'tournament'

/** The join form: of the page a table host served (`fromPage`), or of an address picked at home. */
export interface JoinRoute {
  name: 'join'
  address: string
  hostKey?: string
  fromPage: boolean
  pinRequired?: boolean
  tableName?: string
  /** The form came inside the host's page and is adopted there (home/join-shell.svelte.ts), not drawn by App. */
  shell?: boolean
}

export type Route =
  | { name: 'boot' }
  | { name: 'home'; way?: HomeWay }
  | { name: 'tutorial' }
  | JoinRoute
  | { name: 'table' }
  | { name: 'history' }
  /** Issue 26: a match under review, and where Back returns to. */
  | { name: 'review'; checked: CheckedRecord; me: number | null; back: ReviewBack }
  /** Issue 26: the matches this browser kept, and a record file to open. */
  | { name: 'records' }
  /** Issue 52: a tournament's page at `address` (host:port); with the director key, its controls. */
  | TournamentRoute

/** Where Back leaves a review for (a tournament's: its page, as Home does while one is followed). */
export type ReviewBack = 'table' | 'history' | 'records' | 'tournament'

export interface TournamentRoute {
  name: 'tournament'
  address: string
  directorKey?: string
}

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
  /** Issue 52: the tournament this app follows (its page, or one opened at home): Home goes back to it. */
  tournament: TournamentRoute | null = null
  /** The page was served by a tournament host: its only screen is the tournament's. */
  tournamentPage = false
  /** Desktop: the settings main keeps (settings.json); null in a browser or before boot. */
  settings = $state.raw<Settings | null>(null)
  /** Desktop: the notices main keeps, shown as a banner over every screen. */
  readonly notices = new NoticesState()
  /** A dialog over the current screen (the menu's Rules and Settings). */
  dialog = $state<Dialog | null>(null)
  /** Where the player asked to go while a match is being played: the question is shown. */
  pendingLeave = $state<Destination | null>(null)
  /** Issue 26: File › Export match… on the review screen (it saves its record when this changes). */
  exportRequests = $state(0)

  #booting: Promise<void> | null = null

  /** Decide the first screen from where the page came from. Once per page: main.ts starts it while the
   *  language's catalog loads (the table probe is the first screen's longest wait), App asks it again. */
  boot(shell: ShellFacts | null = null): Promise<void> {
    this.#booting ??= this.#boot(shell)
    return this.#booting
  }

  /** `shell`: the facts of the join form the table host sent inside this page (home/join-shell.svelte.ts). */
  async #boot(shell: ShellFacts | null): Promise<void> {
    const api = desktop()
    if (api) {
      await this.#bootDesktop(api)
      return
    }
    const loc = typeof location !== 'undefined' ? location : null
    if (loc && (loc.protocol === 'http:' || loc.protocol === 'https:') && isTournamentPage(loc.search)) {
      const directorKey = takeDirectorKey(loc)
      this.openTournament(loc.host, directorKey)
      this.tournamentPage = true
      return
    }
    if (loc && (loc.protocol === 'http:' || loc.protocol === 'https:')) {
      const address = loc.host
      const hostKey = takeHostKey(loc, address)
      // The host's form in the page says a table is here: decided at once, before the page paints again.
      if (shell !== null || (await probeTable(address, loc.protocol === 'https:'))) {
        this.pageAddress = address
        const seat = loadSeat(address)
        if (seat) {
          // A reload: take the seat back at once.
          this.join({ address, name: seat.name, ...(hostKey ? { hostKey } : {}) })
          return
        }
        const pinRequired = pinHintIn(loc.search) || shell?.pinRequired === true
        // Adopt the host's form where it is when it is the one this page draws (a host's link, with its
        // key, draws the host's form; a PIN hint the host did not know, the PIN field).
        const adopt = shell !== null && !hostKey && pinRequired === shell.pinRequired
        this.route = {
          name: 'join',
          address,
          ...(hostKey ? { hostKey } : {}),
          fromPage: true,
          pinRequired,
          ...(shell ? { tableName: shell.tableName } : {}),
          ...(adopt ? { shell: true } : {})
        }
        // The form first, then the table's name and PIN question: the answer's checker is not part of
        // the first screen's download (issue 47). The host's form came with both.
        if (shell === null) void afterPaint().then(() => this.#learnFacts(address))
        return
      }
    }
    this.route = { name: 'home' }
  }

  /** Desktop: the saved player name, and straight back into a table this app still runs. */
  async #bootDesktop(api: DesktopApi): Promise<void> {
    api.onMenuCommand(({ command }) => this.menuCommand(command))
    this.notices.follow(api)
    const settings = await call(() => api.getSettings())
    if (settings.ok) this.#applySettings(settings.value, true)
    const current = await call(() => api.getCurrentTable())
    await locale.ready() // boot may start before the catalog is in (main.ts); the default name is text
    if (current.ok && current.value) {
      const table = current.value
      this.join({
        address: addressOf(table.url, table.port).address,
        name: this.playerName || t('home.defaultName'),
        hostKey: table.hostKey,
        own: table.kind,
        // The owner's seat, for a window that never held it (another browser on this machine, issue 51).
        ...(table.seatToken ? { ownerToken: table.seatToken } : {}),
        ...(table.kind === 'hosted' ? { joinUrls: table.urls.map(publicUrl) } : {})
      })
      return
    }
    // Issue 52: a tournament this app runs, with the director's controls (a reload, a second window).
    const tournament = await call(() => api.getRunningTournament())
    if (tournament.ok && tournament.value) {
      this.openTournament(tournament.value.address, tournament.value.directorKey)
      return
    }
    this.route = { name: 'home' }
  }

  /** Desktop: the saved settings take effect (at start, and after a save). `atStart`: a language picked
   *  in this window wins over the file's; after a save only a language the save named is applied, so
   *  saving table defaults does not undo the language picker. */
  #applySettings(settings: Settings, atStart: boolean, languageSaved = false): void {
    this.settings = settings
    if (settings.playerName && (!atStart || !this.playerName)) this.playerName = settings.playerName
    prefs.sound = settings.sound
    prefs.applyAnimationSpeed(settings.animationSpeed) // the settings file's speed applies at once
    // The language picked in this app's settings; 'en' is also the file's default, so at start it
    // only overrides the system language when another language was picked.
    const atStartUnpicked = atStart && locale.choice === 'system' && settings.language !== 'en'
    if (isLocale(settings.language) && (languageSaved || atStartUnpicked)) {
      if (locale.choice !== settings.language) void locale.set(settings.language)
    }
  }

  /** Desktop: saves a settings change; resolves to an error message when main refused it. */
  async saveSettings(patch: SettingsPatch): Promise<string | null> {
    const api = desktop()
    if (!api) return null
    const result = await call(() => api.setSettings(patch))
    if (!result.ok) return result.error.message
    // The file has no "system language": it stores English for it, which must not turn into a pick.
    const languagePicked = patch.language !== undefined && locale.choice !== 'system'
    this.#applySettings(result.value, false, languagePicked)
    return null
  }

  /** A command from the application menu (desktop). */
  menuCommand(command: MenuCommand): void {
    const screen = this.table?.screen
    const action = menuAction(command, {
      screen: this.route.name,
      inMatch: this.route.name === 'table' && (screen === 'playing' || screen === 'roundOver')
    })
    switch (action.kind) {
      case 'dialog':
        this.dialog = action.dialog
        break
      case 'ask-leave':
        this.pendingLeave = action.to
        break
      case 'go':
        this.#goTo(action.to)
        break
      case 'export':
        this.exportRequests++
        break
      case 'none':
        break
    }
  }

  /** The player confirmed leaving the match for where they asked to go. */
  confirmLeave(): void {
    const to = this.pendingLeave
    this.pendingLeave = null
    if (to) this.#goTo(to)
  }

  #goTo(to: Destination): void {
    if (this.route.name === 'table') this.leave()
    if (to === 'history') this.showHistory()
    else if (to === 'records') this.openRecords()
    else this.goHome()
  }

  /** Issue 26: review a checked match record; Back returns to `back`. */
  openReview(checked: CheckedRecord, me: number | null, back: ReviewBack): void {
    this.route = { name: 'review', checked, me, back }
  }

  closeReview(): void {
    const route = this.route
    if (route.name !== 'review') return
    if (route.back === 'table' && this.table) this.route = { name: 'table' }
    else if (route.back === 'history') this.showHistory()
    else if (route.back === 'records') this.route = { name: 'records' }
    else this.goHome()
  }

  /** Issue 26: the review page (kept matches, a record file to open). */
  openRecords(): void {
    this.route = { name: 'records' }
  }

  /** The match history and stats (desktop). */
  showHistory(): void {
    this.route = { name: 'history' }
  }

  /** Issue 52: a tournament's page (the LAN list, a tournament this app hosts, the tournament's own page). */
  openTournament(address: string, directorKey?: string): void {
    this.tournament = { name: 'tournament', address, ...(directorKey === undefined ? {} : { directorKey }) }
    this.table?.dispose()
    this.table = null
    this.route = this.tournament
  }

  /** The app stops following the tournament (a tournament's own page has nowhere else to go). */
  leaveTournament(): void {
    if (this.tournamentPage) return
    this.tournament = null
    this.goHome()
  }

  goHome(): void {
    // A tournament's page (or an app following one) goes back to the tournament, not to a join form.
    if (this.tournament !== null) {
      this.table?.dispose()
      this.table = null
      this.route = this.tournament
      return
    }
    // Back on the page's join form the table is still known: its name, and whether it needs a PIN.
    const known = this.table?.table
    this.table?.dispose()
    this.table = null
    if (!this.pageAddress) {
      this.route = { name: 'home' }
      return
    }
    const facts = known ? { tableName: known.name, pinRequired: known.pinRequired } : {}
    this.route = { name: 'join', address: this.pageAddress, fromPage: true, ...facts }
    void this.#learnFacts(this.pageAddress)
  }

  /** The join form names the table and asks for its PIN up front once the table says so (table-facts.ts). */
  async #learnFacts(address: string): Promise<void> {
    const facts = await fetchTableFacts(address, typeof location !== 'undefined' && location.protocol === 'https:')
    const route = this.route
    if (facts === null || route.name !== 'join' || route.address !== address) return
    this.route = { ...route, tableName: facts.name, pinRequired: facts.pinRequired || route.pinRequired === true }
  }

  /** Learn to play: the scripted first deal (runs in this window, no table). */
  openTutorial(): void {
    this.route = { name: 'tutorial' }
  }

  /** From the tutorial's end: home with that way's panel open (solo, host or join). */
  goWay(way: HomeWay): void {
    this.route = { name: 'home', way }
  }

  /** The join form for a typed, discovered or remembered address. */
  askJoin(rawAddress: string, hostKey?: string, pinRequired = false): boolean {
    const address = normalizeAddress(rawAddress)
    if (!address) return false
    this.route = { name: 'join', address, ...(hostKey ? { hostKey } : {}), fromPage: false, pinRequired }
    void this.#learnFacts(address)
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
    this.goHome() // disposes the table (again: harmless) after reading what the join form needs of it
  }
}

export const app = new AppState()

/**
 * The `#host=KEY` of a host-control link, taken out of the address bar and history once read (a shared
 * screen or a copied address must not hand the lobby's controls on); this tab keeps it for reloads.
 */
function takeHostKey(loc: Location, address: string): string | undefined {
  const fromLink = hostKeyFrom(loc.hash)
  if (fromLink === undefined) return loadHostKey(address) ?? undefined
  saveHostKey(address, fromLink)
  if (typeof history !== 'undefined') history.replaceState(history.state, '', `${loc.pathname}${loc.search}`)
  return fromLink
}
