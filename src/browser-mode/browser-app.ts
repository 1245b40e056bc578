// The desktop app without Electron, for a browser: the same services in the same user-data folder
// (src/desktop), the same contract handlers (src/desktop/ipc), and instead of a window and IPC one HTTP
// server on 127.0.0.1 that serves the built renderer and the control socket. The page it prints the
// address of is the window; its tables accept that page's origin as they accept the app's window.
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { KEY_FRAGMENT_PARAM, CONTROL_PATH } from '../ipc/loopback'
import type { RuntimeInfo } from '../desktop/ipc/ports'
import { createIpcHandlers } from '../desktop/ipc/handlers'
import type { AppIdentity } from '../desktop/ipc/handlers'
import { openDesktopServices } from '../desktop/services'
import type { Backends, DesktopServices } from '../desktop/services'
import { answerClientError, ERROR_HEADERS } from '../server/security-headers'
import { createStaticHandler } from '../server/static-files'
import { createCodeExchange } from './code-exchange'
import { createContractDispatch } from './contract-dispatch'
import { LOOPBACK_HOST, createControlGate, newControlKey } from './control-gate'
import { attachControlSocket } from './control-socket'
import { createOneTimeCodes } from './one-time-codes'
import { createPushHub } from './push-hub'
import { writeRefusal } from './refusals'

export interface BrowserAppOptions {
  readonly userData: string
  /** the built renderer (out/renderer) */
  readonly rendererDir: string
  /** 0: any free port */
  readonly port: number
  /** when `port` is taken, take any free one instead of failing */
  readonly anyPortIfTaken?: boolean
  readonly identity: AppIdentity
  readonly runtime: RuntimeInfo
  /** defaults: the real table servers, mDNS advertiser and browser (tests: loopback ones) */
  readonly backends?: Partial<Backends>
  readonly log: (message: string, error: unknown) => void
  /** the clock the one-time codes expire by (tests) */
  readonly now?: () => number
}

export interface BrowserApp {
  /**
   * A page address to print or open: http://127.0.0.1:<port>/#desktop=<code>, a fresh one-time code
   * each call (the page trades it for the key: see src/ipc/loopback.ts).
   */
  openUrl(): string
  /** this run's key: only for the user's own instance file, never for a command line or an address */
  readonly key: string
  /** http://127.0.0.1:<port> */
  readonly origin: string
  readonly services: DesktopServices
  /** closes the running table and tournament cleanly (saves kept), the pages' sockets and the server */
  close(): Promise<void>
}

function listenOnce(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, LOOPBACK_HOST, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

async function listen(server: Server, port: number, anyPortIfTaken: boolean): Promise<number> {
  try {
    return await listenOnce(server, port)
  } catch (error) {
    if (!anyPortIfTaken || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    return listenOnce(server, 0)
  }
}

export async function startBrowserApp(options: BrowserAppOptions): Promise<BrowserApp> {
  const { log } = options
  const server = createServer()
  const port = await listen(server, options.port, options.anyPortIfTaken ?? false)
  const key = newControlKey()
  const gate = createControlGate(port, key)
  const codes = createOneTimeCodes(options.now)
  const exchangeCode = createCodeExchange({ origin: gate.origin, key, codes })
  const serveStatic = createStaticHandler(options.rendererDir)
  server.on('request', (req, res) => {
    const verdict = gate.checkRequest(req.headers.host)
    if (!verdict.ok) return writeRefusal(res, verdict.error.code)
    const { pathname } = new URL(req.url ?? '/', gate.origin)
    if (pathname === CONTROL_PATH) return writeRefusal(res, 'upgrade-required')
    if (exchangeCode(req, res, pathname)) return
    serveStatic(req, res).catch((error: unknown) => {
      log('browser mode: static file', error)
      if (!res.headersSent) res.writeHead(500, ERROR_HEADERS)
      res.end()
    })
  })
  // What Node cannot parse gets the same headers as every other refusal.
  server.on('clientError', answerClientError)

  const hub = createPushHub()
  const services = await openDesktopServices({
    userData: options.userData,
    rendererIndexFile: join(options.rendererDir, 'index.html'),
    // The page's WebSockets to the tables this app hosts say Origin http://127.0.0.1:<port>.
    allowedOrigins: [gate.origin],
    backends: options.backends,
    onTablesChanged: (tables) => hub.push('discovery:changed', tables),
    log
  }).catch((error: unknown) => {
    server.close()
    throw error
  })
  services.notices.onChange((list) => hub.push('notices:changed', list))
  // Pages connect only once the address is printed, after this.
  const control = attachControlSocket(server, {
    gate,
    hub,
    dispatch: createContractDispatch(createIpcHandlers(options.identity, options.runtime, services), {
      isOpenPage: (pageId) => control.isOpenPage(pageId),
      pageUrl: `${gate.origin}/`,
      log
    }),
    log
  })

  return {
    openUrl: () => `${gate.origin}/#${KEY_FRAGMENT_PARAM}=${codes.issue()}`,
    key,
    origin: gate.origin,
    services,
    async close() {
      await services.hosting.stop()
      await services.tournament.stop()
      await services.discovery.stop()
      await control.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        // idle keep-alive sockets of the page would hold the port a few seconds more
        server.closeAllConnections()
      })
    }
  }
}
