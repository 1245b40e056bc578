// A BrowserWindow played by a Chromium page. Main's calls become page actions (loadFile → goto the
// file:// URL, as Electron's loadFile does), and the page's doings become Electron's events:
// renderer-initiated navigations pass `will-navigate`/`will-frame-navigate` first (intercepted as
// requests; a prevented one is answered 204, which leaves the page as it was, like Electron's cancel),
// window.open/target=_blank asks the window-open handler (a denied popup is closed at once), and
// `close()` emits a preventable `close` before the page goes.
import { pathToFileURL } from 'node:url'
import type { BrowserContext, Page, Route } from '@playwright/test'
import type {
  HeadersReceivedDetails,
  IpcInvokeEvent,
  Rectangle,
  ResponseHeaders,
  WebContentsFacade,
  WindowFacade,
  WindowOpenDetails,
  WindowOpenResponse,
  WindowOptions
} from '../../src/main/electron-facade'
import { Emitter, preventable, preventableNavigation } from './events'
import { installPreload } from './preload-bridge'

export type HeadersListener = (
  details: HeadersReceivedDetails,
  callback: (response: { responseHeaders: ResponseHeaders }) => void
) => void

/** What a window needs from the shell around it. */
export interface WindowHost {
  readonly context: BrowserContext
  readonly invokeMain: (channel: string, event: IpcInvokeEvent, args: unknown[]) => Promise<unknown>
  /** session.webRequest.onHeadersReceived's listener, if main set one */
  readonly headersListener: () => HeadersListener | undefined
  readonly log: (message: string, error: unknown) => void
  readonly closed: (win: ChromiumWindow) => void
  /** uncaught errors of the page go here */
  readonly pageError: (message: string) => void
}

let nextWebContentsId = 1

export class ChromiumWebContents extends Emitter implements WebContentsFacade {
  readonly id = nextWebContentsId++
  destroyed = false
  windowOpenHandler: ((details: WindowOpenDetails) => WindowOpenResponse) | undefined
  /** every window.open the handler denied (the shell closed the popup) */
  readonly deniedWindowOpens: string[] = []
  /** every navigation main prevented */
  readonly preventedNavigations: string[] = []
  push: ((channel: string, payload: unknown) => Promise<void>) | undefined
  private delivery: Promise<void> = Promise.resolve()

  constructor(private readonly log: (message: string, error: unknown) => void) {
    super()
  }

  setWindowOpenHandler(handler: (details: WindowOpenDetails) => WindowOpenResponse): void {
    this.windowOpenHandler = handler
  }

  /** Like webContents.send: in order, fire and forget. */
  send(channel: string, payload: unknown): void {
    const push = this.push
    if (!push || this.destroyed) return
    const copy = structuredClone(payload)
    this.delivery = this.delivery
      .then(() => push(channel, copy))
      .catch((error: unknown) => {
        if (!this.destroyed) this.log(`could not deliver ${channel}`, error)
      })
  }

  /** Resolves once every message sent so far reached the page. */
  delivered(): Promise<void> {
    return this.delivery
  }

  isDestroyed(): boolean {
    return this.destroyed
  }
}

export class ChromiumWindow extends Emitter implements WindowFacade {
  readonly webContents: ChromiumWebContents
  /** the Chromium page showing this window */
  readonly page: Promise<Page>
  shown = false
  minimized = false
  maximized = false
  destroyed = false
  private readonly bounds: Rectangle
  /** the URL main itself is loading: its navigation is not the page's doing */
  private ownLoad: string | undefined

  constructor(
    readonly options: WindowOptions,
    private readonly host: WindowHost
  ) {
    super()
    this.webContents = new ChromiumWebContents(host.log)
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width, height: options.height }
    this.page = this.openPage()
    this.page.catch((error: unknown) => host.log('could not open the window page', error))
  }

  private async openPage(): Promise<Page> {
    const page = await this.host.context.newPage()
    await page.setViewportSize({ width: this.bounds.width, height: this.bounds.height })
    // Electron runs the preload only where the window names one (the party screen's window has none).
    if (this.options.webPreferences.preload !== undefined) {
      this.webContents.push = await installPreload(page, this.webContents.id, this.host.invokeMain)
    }
    await page.route('**/*', (route) => this.intercept(route))
    page.on('popup', (popup) => void this.popup(popup))
    page.on('pageerror', (error) => this.host.pageError(error.message))
    page.on('close', () => this.destroy())
    return page
  }

  private async intercept(route: Route): Promise<void> {
    const request = route.request()
    const url = request.url()
    if (request.isNavigationRequest() && url !== this.ownLoad) {
      const event = preventableNavigation(url)
      this.webContents.emit('will-frame-navigate', event)
      if (request.frame().parentFrame() === null) this.webContents.emit('will-navigate', event)
      if (event.defaultPrevented) {
        this.webContents.preventedNavigations.push(url)
        return route.fulfill({ status: 204 })
      }
    }
    const listener = this.host.headersListener()
    // Electron's onHeadersReceived sees http(s) responses only (file:// never passes through it). Only a
    // document's or a worker's headers are handed to it: main adds its Content-Security-Policy there, which
    // a browser reads on those alone. `route.fetch` opens sockets of its own, outside the browser's six per
    // host, so a page's thirty chunks fetched this way were thirty sockets at once from 127.0.0.1, and the
    // host's per-address cap (http-limits.ts, 32) reset some of them: the party screen's window came up
    // without its scripts in one run of four (2026-12-06).
    const type = request.resourceType()
    const headersMatter = type === 'document' || type === 'worker' || type === 'sharedworker'
    if (!listener || !/^https?:/.test(url) || !headersMatter) return route.fallback()
    // A server that does not answer fails the request, as it would in Electron (the page sees a network
    // error), instead of failing the test's route handler.
    const response = await route.fetch().catch(() => null)
    if (response === null) return route.abort('connectionrefused')
    const headers: ResponseHeaders = {}
    for (const { name, value } of response.headersArray()) headers[name] = [...(headers[name] ?? []), value]
    listener({ url, responseHeaders: headers }, ({ responseHeaders }) => {
      const flat: Record<string, string> = {}
      for (const [name, values] of Object.entries(responseHeaders)) flat[name] = values.join(', ')
      void route.fulfill({ response, headers: flat })
    })
  }

  private async popup(popup: Page): Promise<void> {
    const url = popup.url()
    const answer = this.webContents.windowOpenHandler?.({ url }) ?? { action: 'allow' }
    if (answer.action === 'deny') {
      this.webContents.deniedWindowOpens.push(url)
      await popup.close()
    }
  }

  private async load(url: string): Promise<void> {
    const page = await this.page
    this.ownLoad = url
    try {
      await page.goto(url, { waitUntil: 'load' })
    } finally {
      this.ownLoad = undefined
    }
    // Electron: ready-to-show once the page rendered its first frame.
    this.emit('ready-to-show')
  }

  loadURL(url: string): Promise<void> {
    return this.load(url)
  }

  loadFile(path: string): Promise<void> {
    return this.load(pathToFileURL(path).href)
  }

  show(): void {
    this.shown = true
    this.minimized = false
  }

  focus(): void {
    this.shown = true
    void this.page.then((page) => page.bringToFront()).catch(() => undefined)
  }

  restore(): void {
    this.minimized = false
  }

  maximize(): void {
    this.maximized = true
    this.shown = true
  }

  minimize(): void {
    this.minimized = true
  }

  /** Like BrowserWindow.close(), which the title bar's close button calls: preventable `close` first. */
  close(): void {
    if (this.destroyed) return
    const event = preventable()
    this.emit('close', event)
    if (event.defaultPrevented) return
    this.destroy()
  }

  /** Like BrowserWindow.destroy(): gone at once, no `close` event. */
  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.webContents.destroyed = true
    void this.page.then((page) => page.close()).catch(() => undefined)
    this.emit('closed')
    this.host.closed(this)
  }

  isMinimized(): boolean {
    return this.minimized
  }

  isMaximized(): boolean {
    return this.maximized
  }

  getNormalBounds(): Rectangle {
    return this.bounds
  }

  isDestroyed(): boolean {
    return this.destroyed
  }
}
