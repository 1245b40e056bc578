// One phone for bench/load.ts: a 390×844 page with the CPU slowed 4× and a 25 Mbit/s, 20 ms network
// (through CDP, as DevTools does), and a probe in the page that notes when each thing the bench waits
// for was first on screen — in the page's own clock, so Playwright's polling adds nothing to a time.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'
import type { LoadedResource } from './load-numbers'

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true
}

/** 25 Mbit/s each way is 3 125 000 bytes/s. */
export const THROTTLE = { cpuRate: 4, latencyMs: 20, bytesPerSecond: 25_000_000 / 8 }

/** What the probe watches for, by the app's test ids (the floor page has a `join-name` field too). */
const WATCHED = {
  form: '[data-testid="join-name"]',
  hand: '[data-testid="hand"] button',
  qr: '[data-testid="qr"] svg'
}
export type Mark = keyof typeof WATCHED | 'join'

/** Runs in the page before its own scripts: on every frame, the first time each watched element has a
 *  box on screen is kept (ms since navigation); `join` is when the Join button was clicked. */
const PROBE = `(() => {
  const watched = ${JSON.stringify(WATCHED)};
  const marks = {};
  window.__loadBench = { marks };
  const onScreen = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  addEventListener('click', (e) => {
    if (marks.join === undefined && e.target instanceof Element && e.target.closest('[data-testid="join-submit"]')) marks.join = performance.now();
  }, true);
  const frame = () => {
    for (const [mark, selector] of Object.entries(watched)) {
      if (marks[mark] !== undefined) continue;
      const el = document.querySelector(selector);
      if (el !== null && onScreen(el)) marks[mark] = performance.now();
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`

/** A fresh context (cold cache: the first visit from a phone) with the probe in every page. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE)
  await context.addInitScript({ content: PROBE })
  return context
}

/** A throttled page in `context`; its console errors and uncaught errors go to `errors` as "label: text". */
export async function phonePage(context: BrowserContext, label: string, errors: string[]): Promise<Page> {
  const page = await context.newPage()
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${label}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${label}: ${error.message}`))
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: THROTTLE.bytesPerSecond,
    uploadThroughput: THROTTLE.bytesPerSecond
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuRate })
  sessions.set(page, cdp)
  return page
}

/** Each phone page's DevTools session, for reading the probe's marks (markAt). */
const sessions = new WeakMap<Page, CDPSession>()

/** Opens `url` without waiting for its load event (the probe times what matters). */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit', timeout: 30_000 })
}

/** What the probe keeps on the page's window. */
type Probed = typeof globalThis & { __loadBench?: { marks: Partial<Record<Mark, number>> } }

/** When `mark` happened, in ms since this page's navigation started (waits up to `timeoutMs` for it).
 *  Read through DevTools' own evaluation (which the page's CSP does not govern), not Playwright's
 *  waitForFunction: that injects Playwright's helper script into the page, about 100 ms of evaluation
 *  at a quarter of the CPU, at whatever moment of the load the first poll comes — before the first paint
 *  of the floor page as often as of the app's, which made both times swing by that much. */
export async function markAt(page: Page, mark: Mark, timeoutMs = 30_000): Promise<number> {
  const cdp = sessions.get(page) ?? (await page.context().newCDPSession(page))
  const watched = `globalThis.__loadBench?.marks[${JSON.stringify(mark)}]`
  const expression = `new Promise((found) => { const look = () => (${watched} !== undefined ? found(${watched}) : setTimeout(look, 50)); look() })`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const left = deadline - Date.now()
    const answer = await Promise.race([
      cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }).catch(() => null),
      new Promise<'late'>((late) => setTimeout(() => late('late'), Math.max(0, left)))
    ])
    if (answer !== 'late' && answer !== null && typeof answer.result.value === 'number')
      return answer.result.value
    if (answer === 'late' || Date.now() >= deadline) {
      const showing = await onThePage(page).catch(() => 'unknown')
      throw new Error(`no "${mark}" within ${timeoutMs} ms at ${page.url()}; the page shows ${showing}`)
    }
    // the page's document changed under the evaluation (a navigation): ask the new one
    await new Promise((next) => setTimeout(next, 50))
  }
}

/** The test ids on the page and its probe's marks: what a failed wait saw instead. */
async function onThePage(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Doc = {
      querySelectorAll(selector: string): ArrayLike<{ getAttribute(name: string): string | null }>
    }
    const { document } = globalThis as unknown as { document: Doc }
    const ids = Array.from(document.querySelectorAll('[data-testid]'), (el) => el.getAttribute('data-testid'))
    return `test ids [${[...new Set(ids)].slice(0, 15).join(', ')}], marks ${JSON.stringify((globalThis as Probed).__loadBench?.marks ?? null)}`
  })
}

/** The page's Navigation and Resource Timing entries (the page and every file it fetched, with its size as sent). */
export async function loadedResources(page: Page): Promise<LoadedResource[]> {
  return page.evaluate(() =>
    performance
      .getEntries()
      .filter((e) => ['navigation', 'resource'].includes(e.entryType))
      .map((e) => {
        const { name, responseEnd, encodedBodySize } = e as unknown as LoadedResource
        return { name, responseEnd, encodedBodySize }
      })
  )
}
