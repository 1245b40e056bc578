// Starts the real desktop app — src/main/app.ts's startApp(), unchanged — on the Chromium shell, with
// the built preload and renderer from out/ (`npx electron-vite build` first), and hands the test the
// window's page, the menu, the message boxes, and quit/restart as a user has them.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { LaunchOptions, Page } from '@playwright/test'
import { startApp } from '../../src/main/app'
import type { RunningApp } from '../../src/main/app'
import type { Backends } from '../../src/desktop/services'
import type { ErrorSource } from '../../src/desktop/hosting/unexpected-errors'
import { ChromiumElectron } from './chromium-facade'
import type { ChromiumDialogs, ChromiumMenu } from './chromium-facade'
import type { ChromiumWindow } from './chromium-window'
import { loopbackBackends } from './loopback-backends'
import { createRealTableServers } from '../../src/server/hosting/real-table-servers'

export interface DesktopAppOptions {
  /** the user-data folder (settings, history, saves, window state, the browser profile) */
  readonly userData: string
  /** set in process.env before the app starts (e.g. FTF_MDNS_INTERFACE); process-wide */
  readonly env?: Readonly<Record<string, string | undefined>>
  /** 'loopback' (default): tables on 127.0.0.1, no mDNS; 'lan': the app's real backends */
  readonly network?: 'loopback' | 'lan'
  /** Chromium's executable and flags */
  readonly launch?: Pick<LaunchOptions, 'executablePath' | 'args' | 'headless'> & { reducedMotion?: 'reduce' | 'no-preference' }
  /** the build output (default out/) */
  readonly outDir?: string
  readonly log?: (message: string, error: unknown) => void
  /** where main hears of errors nobody caught (the app passes `process`; tests an EventEmitter they emit on) */
  readonly errors?: ErrorSource
  /**
   * How long the loopback tables' bots pause before each move (default: the app's 1 s). The desktop app
   * passes no pause of its own, so this one holds for every table it starts; specs that play whole
   * matches shorten it to save CI time. With `network: 'lan'` the app's real servers get it.
   */
  readonly botDelayMs?: number
}

export interface DesktopApp {
  readonly shell: ChromiumElectron
  readonly running: RunningApp
  readonly menu: ChromiumMenu
  readonly dialogs: ChromiumDialogs
  /** uncaught errors of the app's pages */
  readonly pageErrors: string[]
  /** the main window (the one main opened last) */
  window(): ChromiumWindow
  /** the main window's page, once it was shown */
  page(): Promise<Page>
  /** app.quit(), as the menu's Quit or Ctrl+Q: resolves once the app quit (answer any dialog first) */
  quit(): Promise<void>
  readonly quitted: Promise<void>
  /** a new start of the app on the same user-data folder (this one must have quit) */
  restart(): Promise<DesktopApp>
  /** ends at once, like a killed process: windows gone, table closed, nothing asked */
  kill(): Promise<void>
}

export async function launchDesktopApp(options: DesktopAppOptions): Promise<DesktopApp> {
  const out = resolve(options.outDir ?? 'out')
  const rendererIndexFile = resolve(out, 'renderer/index.html')
  const preloadPath = resolve(out, 'preload/index.cjs')
  for (const file of [rendererIndexFile, preloadPath]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: build the app first (npx electron-vite build)`)
  }
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error))
  const pause = options.botDelayMs === undefined ? {} : { botDelayMs: options.botDelayMs }
  const loopback = options.network === 'lan' ? undefined : loopbackBackends(resolve(out, 'renderer'), log, pause)
  // On a LAN the app's own table servers, mDNS advertiser and browser, only the bots' pause shortened.
  const lanServers =
    options.network === 'lan' && options.botDelayMs !== undefined
      ? createRealTableServers({ rendererDir: resolve(out, 'renderer'), log, hostOptions: pause })
      : undefined
  const backends: Partial<Backends> =
    loopback?.backends ?? (lanServers ? { startServer: lanServers.start, advertise: lanServers.advertise } : {})

  const shell = new ChromiumElectron({ ...(options.launch ? { launch: options.launch } : {}), log })
  const started = startApp(shell, {
    preloadPath,
    rendererIndexFile,
    userDataDir: options.userData,
    backends,
    log,
    ...(options.errors ? { errors: options.errors } : {})
  })
  // Electron's `ready` comes once the runtime is up; startApp waits for it after its early steps.
  await shell.start()
  const running = await started
  if (!running) throw new Error('another instance holds this user-data folder')
  const quitted = shell.app.quitted.then(async () => {
    await Promise.all([loopback?.dispose(), lanServers?.dispose()])
  })

  const window = (): ChromiumWindow => {
    const win = shell.openWindows().at(-1)
    if (!win) throw new Error('the app has no window open')
    return win
  }
  const page = async (): Promise<Page> => {
    const win = window()
    const p = await win.page
    if (!win.shown) await new Promise<void>((done) => win.once('ready-to-show', () => setImmediate(done)))
    return p
  }

  const app: DesktopApp = {
    shell,
    running,
    menu: shell.menu,
    dialogs: shell.dialog,
    pageErrors: shell.pageErrors,
    window,
    page,
    quit() {
      shell.app.quit()
      return quitted
    },
    quitted,
    async restart() {
      await quitted
      return launchDesktopApp(options)
    },
    async kill() {
      for (const win of shell.openWindows()) win.destroy()
      await running.services.hosting.stop().catch(() => false)
      await running.services.tournament.stop().catch(() => false)
      await running.services.discovery.stop().catch(() => undefined)
      shell.app.exit()
      await quitted
    }
  }
  return app
}
