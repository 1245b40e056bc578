// Load benchmark (`npm run bench:load`, issue 47): how soon a phone that opens a host's join link sees
// the name field, and how soon after Join it holds its cards. Chromium at 390×844, CPU slowed 4×,
// 25 Mbit/s and 20 ms each way (bench/load-page.ts). Each of `--loads N` (7) rounds starts a new table on
// the real host (bundled src/cli/host.ts, 4 seats, 3 bots, so Join deals at once) serving a copy of
// out/renderer (built first if missing or stale) plus floor.html — one HTML file with a name field, the
// least a join page can be, through the same handler, gzip and headers — and, each in a fresh context
// (cold cache):
//   - the party screen (`?screen=party`) in the lobby: time to its QR code;
//   - the floor and the join page, in alternating order: time to the name field; on the join page, the
//     JS and CSS (gzipped, as sent) that had arrived by then, then Join: time from the click to the hand;
//   - the join page twice in one context: the second visit, cache warm, time to the name field.
// Times are from navigation start to the first frame with the element on screen, read in the page.
// Prints one JSON object (medians, nearest-rank p90s, the targets beside them; nothing is asserted).
// Timings on a shared machine swing with its load: run it on a quiet one.
import { parseArgs } from 'node:util'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/chromium'
import bundleHost from '../e2e/global-setup'
import type { RunningHost } from '../e2e/helpers/host'
import { bytesBefore, ratio, spread, type BytesBefore } from './load-numbers'
import { PHONE, THROTTLE, loadedResources, markAt, phoneContext, phonePage, visit } from './load-page'
import { FLOOR_PAGE, ensureBuilt, prepareSite, startTable, type ServedSite } from './load-site'
import { percentile } from './socket-tools'
import { countArg } from './tuning-args'

/** Issue 47's targets, printed beside the results (kB = 1000 bytes). */
const TARGETS = {
  joinFormMedianMs: 500,
  joinOverFloor: 1.5,
  jsBeforeFormGzipKB: 100,
  seatedHandAfterJoinMs: 900,
  consoleErrors: 0
}
/** The whole run's limit: a hung browser or host must not keep the machine busy. */
const RUN_LIMIT_MS = 15 * 60_000

interface Samples {
  joinForm: number[]
  floor: number[]
  seatedHand: number[]
  partyQr: number[]
  warmJoinForm: number[]
  bytes: BytesBefore[]
  errors: string[]
  /** Loads that did not finish, as "round N, kind: error". */
  failures: string[]
}

const log = (line: string) => process.stderr.write(`${line}\n`)

/** The join page, cold: time to the name field, the bytes that came before it, then Join → the hand. */
async function joinLoad(browser: Browser, url: string, samples: Samples): Promise<void> {
  const context = await phoneContext(browser)
  try {
    const page = await phonePage(context, 'join', samples.errors)
    await visit(page, url)
    const formAt = await markAt(page, 'form')
    samples.joinForm.push(formAt)
    samples.bytes.push(bytesBefore(await loadedResources(page), formAt))
    await page.getByTestId('join-name').fill('Bench', { timeout: 10_000 })
    await page.getByTestId('join-submit').click({ timeout: 10_000 })
    const handAt = await markAt(page, 'hand')
    samples.seatedHand.push(handAt - (await markAt(page, 'join')))
  } finally {
    await context.close()
  }
}

/** Time to the name field of `url` in a fresh context; with `warm`, of the second visit in it. */
async function formLoad(
  browser: Browser,
  url: string,
  label: string,
  errors: string[],
  warm = false
): Promise<number> {
  const context = await phoneContext(browser)
  try {
    const page = await phonePage(context, label, errors)
    await visit(page, url)
    const first = await markAt(page, 'form')
    if (!warm) return first
    // The first visit done (its files in the cache), as a phone that comes back later left it.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    await visit(page, url)
    return await markAt(page, 'form').catch((error: unknown) => {
      throw new Error(`second visit: ${String(error)}`)
    })
  } finally {
    await context.close()
  }
}

async function partyLoad(browser: Browser, url: string, errors: string[]): Promise<number> {
  const context = await phoneContext(browser)
  try {
    const page = await phonePage(context, 'party', errors)
    await visit(page, `${url}?screen=party`)
    return await markAt(page, 'qr')
  } finally {
    await context.close()
  }
}

/** One round on a new table: the party screen in its lobby, floor and join page alternating, the warm visit.
 *  A load that fails (a wait timed out) is noted and the round goes on: one slow moment on a busy machine
 *  does not throw away the other loads. */
async function round(browser: Browser, host: RunningHost, index: number, samples: Samples): Promise<void> {
  const attempt = async (kind: string, load: () => Promise<unknown>) => {
    try {
      await load()
    } catch (error) {
      samples.failures.push(`round ${index + 1}, ${kind}: ${String(error).split('\n')[0]}`)
    }
  }
  await attempt('party', async () => samples.partyQr.push(await partyLoad(browser, host.url, samples.errors)))
  // Before anyone joins: after Join the table is full, and a full table's page is no longer a join form.
  await attempt('warm join', async () =>
    samples.warmJoinForm.push(await formLoad(browser, host.url, 'join (warm)', samples.errors, true))
  )
  const floorUrl = new URL(FLOOR_PAGE, host.url).href
  const floor = () =>
    attempt('floor', async () =>
      samples.floor.push(await formLoad(browser, floorUrl, 'floor', samples.errors))
    )
  const join = () => attempt('join', () => joinLoad(browser, host.url, samples))
  for (const load of index % 2 === 0 ? [floor, join] : [join, floor]) await load()
}

function report(samples: Samples, loads: number, browser: Browser, build: string) {
  const joinForm = spread(samples.joinForm)
  const floor = spread(samples.floor)
  const middle = (pick: (b: BytesBefore) => number) => percentile(samples.bytes.map(pick), 50)
  const jsGzip = middle((b) => b.jsGzip)
  const texts = [...new Set(samples.errors)]
  return {
    bench: 'load',
    loads,
    browser: { executable: chromiumExecutable() ?? "Playwright's own", version: browser.version() },
    phone: {
      ...PHONE.viewport,
      deviceScaleFactor: PHONE.deviceScaleFactor,
      cpuSlowdown: THROTTLE.cpuRate,
      mbitPerSecond: (THROTTLE.bytesPerSecond * 8) / 1e6,
      latencyMs: THROTTLE.latencyMs
    },
    build,
    joinFormMs: joinForm,
    floorMs: floor,
    joinOverFloor: ratio(joinForm?.median, floor?.median),
    seatedHandAfterJoinMs: spread(samples.seatedHand),
    partyQrMs: spread(samples.partyQr),
    warmJoinFormMs: spread(samples.warmJoinForm),
    bytesBeforeForm: {
      htmlGzip: middle((b) => b.htmlGzip),
      jsGzip,
      jsGzipKB: Math.round(jsGzip / 100) / 10,
      cssGzip: middle((b) => b.cssGzip),
      jsFiles: middle((b) => b.jsFiles),
      cssFiles: middle((b) => b.cssFiles)
    },
    consoleErrors: { count: samples.errors.length, texts },
    failedLoads: samples.failures,
    targets: TARGETS
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { loads: { type: 'string' } } })
  const loads = countArg('loads', values.loads, 7, 1)
  const build = ensureBuilt(log)
  await bundleHost()
  const site: ServedSite = prepareSite()
  const hosts = new Set<RunningHost>()
  const stopAll = () => Promise.all([...hosts].map((h) => h.stop()))
  // The hosts run in process groups of their own: a run cut short must still stop them.
  const bail = (why: string) => {
    log(why)
    void stopAll().finally(() => {
      site.remove()
      process.exit(1)
    })
  }
  setTimeout(() => bail(`bench:load did not finish in ${RUN_LIMIT_MS / 60_000} min`), RUN_LIMIT_MS).unref()
  process.once('SIGINT', () => bail('interrupted'))
  process.once('SIGTERM', () => bail('terminated'))

  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS })
  const samples: Samples = {
    joinForm: [],
    floor: [],
    seatedHand: [],
    partyQr: [],
    warmJoinForm: [],
    bytes: [],
    errors: [],
    failures: []
  }
  try {
    for (let i = 0; i < loads; i++) {
      const host = await startTable(site)
      hosts.add(host)
      try {
        await round(browser, host, i, samples)
      } finally {
        await host.stop()
        hosts.delete(host)
      }
      log(`round ${i + 1}/${loads} done, ${samples.failures.length} failed loads so far`)
    }
    console.log(JSON.stringify(report(samples, loads, browser, build)))
    if (samples.failures.length > 0) process.exitCode = 1
  } finally {
    await browser.close()
    site.remove()
  }
}

await main()
