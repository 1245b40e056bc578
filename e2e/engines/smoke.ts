// `npm run test:engines`: the cross-engine smoke test (issue 50 item 4, issue 47). In Firefox ESR and
// WebKitGTK, a phone-sized player joins a real table host and plays a round to its results, and neither
// engine may log an error: console errors, page errors, CSP violations, failed loads, error toasts.
// One line per engine, then `N passed, M failed` (CI reads that line); the exit code is 1 on any failure.
// `-- firefox` or `-- webkit` runs one engine. Needs `npm run build` (out/renderer) first.
import { existsSync, mkdirSync } from 'node:fs'
import bundleHost from '../global-setup'
import { startHost, type RunningHost } from '../helpers/host'
import { launchFirefox } from './firefox'
import { playOneRound } from './scenario'
import { within, type LaunchedEngine } from './smoke-page'
import { launchWebKit } from './webkit'

/** An iPhone's CSS viewport (the e2e journeys' portrait size, e2e/helpers/sizes.ts). */
const PHONE = { width: 390, height: 844 }
/** Each engine's whole scenario, and the whole run (both engines, the host bundle, every cleanup). */
const ENGINE_MS = 75_000
const RUN_MS = 175_000
const SHOTS = 'test-results/engines'

const ENGINES: Record<string, (size: typeof PHONE) => Promise<LaunchedEngine>> = {
  firefox: launchFirefox,
  webkit: launchWebKit
}

/** What must be stopped if the run is cut short. */
const running = new Set<() => Promise<void>>()

async function runEngine(
  name: string,
  launch: (size: typeof PHONE) => Promise<LaunchedEngine>
): Promise<boolean> {
  const started = Date.now()
  let host: RunningHost | undefined
  let engine: LaunchedEngine | undefined
  try {
    host = await startHost({ seats: 4, bots: 3, botDelayMs: 0 })
    running.add(host.stop)
    engine = await launch(PHONE)
    running.add(engine.close)
    const result = await playOneRound(engine.page, {
      url: host.url,
      installAfterLoad: name === 'webkit',
      deadline: started + ENGINE_MS
    })
    const problems = [...engine.page.driverErrors(), ...result.problems]
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const summary =
      `${engine.label}: round played to its results (${result.plays} plays, ${result.passes} passes) at ` +
      `${result.viewport.join('×')} in ${seconds} s`
    const blind = engine.blindSpot ? `; not seen: ${engine.blindSpot}` : ''
    if (problems.length === 0) {
      console.log(`ok   ${name}: ${summary}, no errors${blind}`)
      return true
    }
    console.log(`FAIL ${name}: ${summary}, ${problems.length} error(s)${blind}`)
    for (const problem of problems) console.log(`       ${problem}`)
    return false
  } catch (error) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const seen = engine ? engine.page.driverErrors() : []
    console.log(
      `FAIL ${name}${engine ? ` (${engine.label})` : ''} after ${seconds} s: ${(error as Error).message}`
    )
    for (const problem of seen) console.log(`       ${problem}`)
    if (engine) await saveScreenshot(name, engine)
    // The host's last words: a table that stopped moving shows why there.
    const said = host?.output().trim().split('\n').slice(-8) ?? []
    for (const line of said) console.log(`       host: ${line}`)
    return false
  } finally {
    for (const stop of [engine?.close, host?.stop]) {
      if (!stop) continue
      await stop()
      running.delete(stop)
    }
  }
}

/** The page as the failure left it, beside Playwright's failure output. */
async function saveScreenshot(name: string, engine: LaunchedEngine): Promise<void> {
  const path = `${SHOTS}/${name}.png`
  try {
    mkdirSync(SHOTS, { recursive: true })
    await within(10_000, 'screenshot', engine.page.screenshot(path))
    console.log(`       screenshot: ${path}`)
  } catch {
    // the browser is gone: nothing to show
  }
}

async function stopEverything(): Promise<void> {
  await Promise.allSettled([...running].map((stop) => stop()))
}

async function main(): Promise<number> {
  const asked = process.argv.slice(2).filter((a) => a !== '--')
  const unknown = asked.filter((a) => !(a in ENGINES))
  if (unknown.length > 0) {
    console.error(`Unknown engine(s): ${unknown.join(', ')} (known: ${Object.keys(ENGINES).join(', ')})`)
    return 2
  }
  if (!existsSync('out/renderer/index.html')) {
    console.error('out/renderer is missing: run `npm run build` first.')
    return 2
  }
  // The same host bundle as the e2e run (e2e/global-setup.ts): fresh, and a second to make.
  await bundleHost()
  const names = asked.length > 0 ? asked : Object.keys(ENGINES)
  let passed = 0
  for (const name of names) if (await runEngine(name, ENGINES[name]!)) passed++
  console.log(`${passed} passed, ${names.length - passed} failed`)
  return passed === names.length ? 0 : 1
}

const watchdog = setTimeout(() => {
  console.log(`FAIL the engine smoke test did not finish in ${RUN_MS / 1000} s; stopping everything`)
  console.log('0 passed, 1 failed')
  void stopEverything().finally(() => process.exit(1))
}, RUN_MS)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopEverything().finally(() => process.exit(130)))
}

const code = await main().catch(async (error: unknown) => {
  console.log(`FAIL ${(error as Error).message}`)
  await stopEverything()
  return 1
})
clearTimeout(watchdog)
process.exit(code)
