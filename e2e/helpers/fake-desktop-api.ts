// A stand-in for the preload's `window.fiveThreeFive` for renderer-only specs of the desktop screens
// (history, settings, notices, menu commands) against the static app: an init script that answers
// the bridge functions from in-page data, and `window.__fakeDesktop` for the test to play main's part
// (send a menu command, push notices, read what the renderer saved). The full desktop app runs src/main
// itself (see the Chromium facade); this only checks what the renderer does with the bridge.
import type { Page } from '@playwright/test'
import { DEFAULT_SETTINGS } from '../../src/desktop/storage/settings-store'
import type { DiscoveredTable, HistoryEntry, MenuCommand, Notice, Settings } from '../../src/ipc/contract'

export interface FakeDesktopData {
  settings: Settings
  history: {
    entries: HistoryEntry[]
    stats: { matches: number; wins: number; rounds: number; averagePenaltyPerRound: number | null }
  }
  notices: Notice[]
  /** Tables on the LAN, as main's discovery lists them (none when left out). */
  tables?: DiscoveredTable[]
}

/** The app's own defaults, for a player called Ada. */
export const FAKE_SETTINGS: Settings = { ...DEFAULT_SETTINGS, playerName: 'Ada' }

export async function installFakeDesktop(page: Page, data: FakeDesktopData): Promise<void> {
  await page.addInitScript((initial: FakeDesktopData) => {
    const state = structuredClone(initial)
    const listeners: Record<string, Set<(payload: unknown) => void>> = {}
    const on = (channel: string) => (listener: (payload: unknown) => void) => {
      ;(listeners[channel] ??= new Set()).add(listener)
      return () => listeners[channel]?.delete(listener)
    }
    const push = (channel: string, payload: unknown) => {
      for (const listener of listeners[channel] ?? []) listener(payload)
    }
    const ok = (value: unknown) => Promise.resolve({ ok: true, value: structuredClone(value) })
    const none = () =>
      Promise.resolve({ ok: false, error: { code: 'not-available', message: 'not in this test' } })
    const api = {
      getAppInfo: none,
      getSettings: () => ok(state.settings),
      setSettings: (patch: Partial<Settings>) => {
        state.settings = {
          ...state.settings,
          ...patch,
          tableDefaults: { ...state.settings.tableDefaults, ...(patch.tableDefaults ?? {}) }
        }
        return ok(state.settings)
      },
      listTables: () => ok(state.tables ?? []),
      hostTable: none,
      stopTable: () => ok({ stopped: false }),
      startSolo: none,
      getCurrentTable: () => ok(null),
      getResumableSolo: () => ok(null),
      resumeSolo: none,
      discardResumableSolo: () => ok({ discarded: false }),
      getResumableHosted: () => ok(null),
      resumeHosted: none,
      discardResumableHosted: () => ok({ discarded: false }),
      getRunningHosted: () => ok(null),
      openPartyScreen: none,
      listHistory: () => ok(state.history),
      listNotices: () => ok(state.notices),
      dismissNotice: (id: string) => {
        state.notices = state.notices.filter((n) => n.id !== id)
        push('notices:changed', structuredClone(state.notices))
        return ok(state.notices)
      },
      onDiscoveryChanged: on('discovery:changed'),
      onMenuCommand: on('menu:command'),
      onNoticesChanged: on('notices:changed')
    }
    Object.defineProperty(window, 'fiveThreeFive', { value: Object.freeze(api) })
    Object.defineProperty(window, '__fakeDesktop', {
      value: {
        menu: (command: MenuCommand) => push('menu:command', { command }),
        notify: (notice: Notice) => {
          state.notices = [...state.notices, notice]
          push('notices:changed', structuredClone(state.notices))
        },
        tables: (tables: DiscoveredTable[]) => {
          state.tables = tables
          push('discovery:changed', structuredClone(tables))
        },
        settings: () => structuredClone(state.settings),
        notices: () => structuredClone(state.notices)
      }
    })
  }, data)
}

/** Plays main sending a menu command (File › Home, Match history, Settings, Help › Rules). */
export async function menuCommand(page: Page, command: MenuCommand): Promise<void> {
  await page.evaluate(
    (c) => (window as unknown as { __fakeDesktop: { menu(c: string): void } }).__fakeDesktop.menu(c),
    command
  )
}

export async function pushNotice(page: Page, notice: Notice): Promise<void> {
  await page.evaluate(
    (n) => (window as unknown as { __fakeDesktop: { notify(n: Notice): void } }).__fakeDesktop.notify(n),
    notice
  )
}

export async function savedSettings(page: Page): Promise<Settings> {
  return page.evaluate(() =>
    (window as unknown as { __fakeDesktop: { settings(): Settings } }).__fakeDesktop.settings()
  )
}

export async function mainNotices(page: Page): Promise<Notice[]> {
  return page.evaluate(() =>
    (window as unknown as { __fakeDesktop: { notices(): Notice[] } }).__fakeDesktop.notices()
  )
}

/** Plays main's discovery: the LAN list changed (a table appeared, changed or left). */
export async function pushTables(page: Page, tables: DiscoveredTable[]): Promise<void> {
  await page.evaluate(
    (t) =>
      (window as unknown as { __fakeDesktop: { tables(t: DiscoveredTable[]): void } }).__fakeDesktop.tables(t),
    tables
  )
}
