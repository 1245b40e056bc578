// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi. The driver reports
// console errors and uncaught page errors itself; the error recorder (in-page.ts) is added before any of
// the page's scripts, for what no console shows (Content-Security-Policy violations, failed loads).
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { errorRecorder } from './in-page'
import type { LaunchedEngine, SmokePage } from './smoke-page'
import { within } from './smoke-page'

const FIREFOX = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr'
/** Any one driver call (a click, a look, a load) must finish within this. */
const STEP_MS = 15_000

export async function launchFirefox(size: { width: number; height: number }): Promise<LaunchedEngine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    protocol: 'webDriverBiDi',
    headless: true,
    timeout: 30_000,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false
  })
  const close = () => closeBrowser(browser)
  try {
    const page = await browser.newPage()
    page.setDefaultTimeout(STEP_MS)
    await page.setViewport({ width: size.width, height: size.height })
    const seen: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'assert')
        seen.push(`console.${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) =>
      seen.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`)
    )
    await page.evaluateOnNewDocument(errorRecorder(false))
    return { label: `Firefox ${await browser.version()}`, page: puppeteerPage(page, seen), close }
  } catch (error) {
    await close()
    throw error
  }
}

function puppeteerPage(page: Page, seen: string[]): SmokePage {
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' })
    },
    // The scenario says what each expression returns (SmokePage.evaluate<T>).
    evaluate: <T>(expression: string) => within(STEP_MS, 'evaluate', page.evaluate(expression) as Promise<T>),
    type: (selector, text) => page.locator(selector).fill(text),
    click: (selector) => page.locator(selector).click(),
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` })
    },
    driverErrors: () => [...seen]
  }
}

/** Closes the browser; when it does not answer, kills its process. */
async function closeBrowser(browser: Browser): Promise<void> {
  try {
    await within(5_000, 'closing Firefox', browser.close())
  } catch {
    browser.process()?.kill('SIGKILL')
  }
}
