// The cross-engine scenario: a phone player opens a real table host's join page, takes the last seat of
// four (three bots, no bot delay) and plays until the round's results appear. Every look at the page
// also collects the errors the page recorded (in-page.ts) and any error toast the table showed.
import { PICKED, SNAPSHOT, errorRecorder, pick, shown, type Snapshot } from './in-page'
import type { SmokePage } from './smoke-page'

export interface ScenarioOptions {
  /** The table host's page. */
  url: string
  /** True for a driver that cannot add a script before the page's own (WebDriver classic): the recorder
   *  is installed right after loading and re-installed whenever a look finds it missing. */
  installAfterLoad: boolean
  /** When the whole scenario must have finished (Date.now() scale). */
  deadline: number
}

export interface ScenarioResult {
  plays: number
  passes: number
  viewport: [number, number]
  /** Errors and error toasts, in the order they were seen. */
  problems: string[]
}

const CARD = '[data-testid="hand"] [data-card]:not([aria-disabled="true"])'
const SELECTED = '[data-testid="hand"] [data-card][aria-pressed="true"]'
const PLAY = '[data-testid^="move-"]:not([data-testid="move-pass"]):not([disabled])'
const POLL_MS = 150
/** A move's answer from the host (its new state version) must come within this. */
const MOVE_ANSWER_MS = 10_000

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export async function playOneRound(page: SmokePage, options: ScenarioOptions): Promise<ScenarioResult> {
  const { deadline } = options
  const result: ScenarioResult = { plays: 0, passes: 0, viewport: [0, 0], problems: [] }
  const seenToasts = new Set<string>()

  const look = async (): Promise<Snapshot> => {
    if (options.installAfterLoad) await page.evaluate(errorRecorder(true))
    const now = await page.evaluate<Snapshot>(SNAPSHOT)
    result.problems.push(...now.errors)
    if (now.toast !== null && !seenToasts.has(now.toast)) {
      seenToasts.add(now.toast)
      result.problems.push(`error toast: ${now.toast}`)
    }
    result.viewport = now.viewport
    return now
  }
  const waitUntil = async (
    what: string,
    ok: (s: Snapshot) => boolean,
    until = deadline
  ): Promise<Snapshot> => {
    for (;;) {
      // A look can fail on its own (WebKitWebDriver now and then answers "Could not parse script result"
      // while the page re-renders): that look is taken again; only the deadline ends the wait.
      const now = await look().catch((error: unknown) => error as Error)
      if (!(now instanceof Error) && ok(now)) return now
      if (Date.now() > until) {
        const seen = now instanceof Error ? `its last look failed: ${now.message}` : describe(now)
        throw new Error(`timed out waiting for ${what}; the page showed ${seen}`)
      }
      await sleep(POLL_MS)
    }
  }

  await page.goto(options.url)
  // Violations and errors before this script runs are not seen on WebKit (WebDriver classic has no
  // "before the page's scripts" hook); the Firefox driver adds it before any page script instead.
  if (options.installAfterLoad) await page.evaluate(errorRecorder(true))
  await waitForShown(page, '[data-testid="join-name"]', deadline)
  await page.type('[data-testid="join-name"]', 'Smoke')
  await page.click('[data-testid="join-submit"]')
  await waitUntil('a seated hand', (s) => s.seated)

  for (;;) {
    const now = await waitUntil('my turn or the round end', (s) => s.myTurn || s.roundEnd)
    if (now.roundEnd) return result
    const moved = await takeTurn(page, now)
    if (moved === 'play') result.plays++
    if (moved === 'pass') result.passes++
    // The turn is over when the host's next state arrives (or the click missed: then look again).
    await waitUntil(
      'the host to answer a move',
      (s) => s.version !== now.version || s.roundEnd,
      Math.min(deadline, Date.now() + MOVE_ANSWER_MS)
    ).catch(() => undefined)
  }
}

/**
 * The simple policy of e2e/helpers/play.ts `step`: select the first card that fits a play and make the
 * first play offered, or else pass. A selection left from an earlier turn is used as it is, and dropped
 * when it makes no play and passing is not allowed (a lead). A click that missed (the table re-rendered
 * under it) is retried on the next look.
 */
async function takeTurn(page: SmokePage, now: Snapshot): Promise<'play' | 'pass' | 'missed'> {
  try {
    const selected = await page.evaluate<boolean>(`!!document.querySelector(${JSON.stringify(SELECTED)})`)
    if (!selected && (await page.evaluate<boolean>(pick(CARD)))) await page.click(PICKED)
    if (await page.evaluate<boolean>(pick(PLAY))) {
      await page.click(PICKED)
      return 'play'
    }
    if (now.canPass) {
      await page.click('[data-testid="move-pass"]')
      return 'pass'
    }
    if (await page.evaluate<boolean>(pick(SELECTED))) await page.click(PICKED)
  } catch {
    // looked at again on the next turn's look
  }
  return 'missed'
}

async function waitForShown(page: SmokePage, selector: string, deadline: number): Promise<void> {
  while (!(await page.evaluate<boolean>(shown(selector)))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${selector}`)
    await sleep(POLL_MS)
  }
}

/** The last look, for a timeout's message. */
function describe(s: Snapshot): string {
  const { errors: _taken, ...shown } = s
  return JSON.stringify(shown)
}
