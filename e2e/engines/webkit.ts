// WebKitGTK (the engine of Safari, which every iPhone browser uses) through WebKitWebDriver, Debian's
// webkit2gtk-driver, which starts MiniBrowser in automation mode. MiniBrowser needs a display: without
// one the driver runs under `xvfb-run -a`. WebDriver classic gives no console access, so the scenario
// records errors in the page itself (in-page.ts), from right after each page load.
import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { stopProcess } from '../helpers/host'
import type { LaunchedEngine, SmokePage } from './smoke-page'
import { within } from './smoke-page'
import { WebDriverSession, driverReady } from './webdriver-client'

const DRIVER = process.env['WEBKIT_WEBDRIVER'] ?? '/usr/bin/WebKitWebDriver'
const LOOPBACK = '127.0.0.1'

export async function launchWebKit(size: { width: number; height: number }): Promise<LaunchedEngine> {
  const port = await freePort()
  const driverArgs = [`--port=${port}`, `--host=${LOOPBACK}`]
  const noDisplay = !process.env['DISPLAY'] && !process.env['WAYLAND_DISPLAY']
  const [command, ...args] = noDisplay ? ['xvfb-run', '-a', DRIVER, ...driverArgs] : [DRIVER, ...driverArgs]
  // Its own process group: stopping it stops xvfb-run, Xvfb, the driver and MiniBrowser together.
  const driver = spawn(command!, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  driver.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  const base = `http://${LOOPBACK}:${port}`
  const stop = () => stopProcess(driver)
  try {
    await within(
      20_000,
      `WebKitWebDriver on ${base}`,
      waitReady(base, () => driver.exitCode !== null)
    )
    const session = await WebDriverSession.open(base, {
      'webkitgtk:browserOptions': { args: ['--automation'] }
    })
    const close = () =>
      within(5_000, 'closing the WebKit session', session.end())
        .catch(() => undefined)
        .finally(stop)
    try {
      await session.setWindowRect(size.width, size.height)
      const version = String(session.capabilities['browserVersion'] ?? '?')
      return {
        label: `WebKitGTK ${version} (${String(session.capabilities['browserName'] ?? 'MiniBrowser')})`,
        page: webDriverPage(session),
        blindSpot: 'errors before the recorder runs after load, browser-internal console messages',
        close
      }
    } catch (error) {
      await close()
      throw error
    }
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}${log ? `\n${log.trim()}` : ''}`, { cause: error })
  }
}

function webDriverPage(session: WebDriverSession): SmokePage {
  return {
    goto: (url) => session.navigate(url),
    evaluate: (expression) => session.execute(`return (${expression})`),
    type: async (selector, text) => {
      const field = await session.find(selector)
      await session.clear(field)
      await session.sendKeys(field, text)
    },
    click: async (selector) => session.click(await session.find(selector)),
    screenshot: async (path) => writeFile(path, Buffer.from(await session.screenshot(), 'base64')),
    driverErrors: () => []
  }
}

async function waitReady(base: string, exited: () => boolean): Promise<void> {
  while (!(await driverReady(base))) {
    if (exited()) throw new Error('WebKitWebDriver exited')
    await new Promise((done) => setTimeout(done, 200))
  }
}

/** A loopback port nobody listens on right now (the driver takes it a moment later). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, LOOPBACK, () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => done(port))
    })
  })
}
