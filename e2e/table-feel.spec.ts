// Issue 16, points 1–2: seeing what just happened (each seat's play stays in front of it, cards travel
// to the centre, a cleared trick is held with its reason) and knowing what may be played (dimmed
// cards, hint with a reason, pass until the trick ends, hand order), at desktop and phone sizes.
import type { Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import {
  HINT_TIMEOUT_MS,
  joinTable,
  readyButton,
  stateVersion,
  step,
  waitForNewState,
  whatsNext
} from './helpers/play'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { TABLE_SIZES } from './helpers/sizes'

interface Cleared {
  reason: string
  text: string
  /** 400 ms after it appeared: does the banner overlap the turn status or the central meld? */
  overlaps: boolean
}

/** Records every trick-cleared banner as it appears (they are shown for a moment only). A banner still
 *  on screen when the next trick clears is the same element with a new reason and text: a new entry. */
async function recordClears(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown = new WeakMap<Element, string>()
    const w = window as unknown as { __clears: unknown[] }
    w.__clears = []
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && b.width > 0
    new MutationObserver(() => {
      const banner = document.querySelector('[data-testid="trick-cleared"]')
      if (!banner) return
      const what = `${banner.getAttribute('data-reason')}|${banner.textContent ?? ''}`
      if (shown.get(banner) === what) return
      shown.set(banner, what)
      const entry = { reason: banner.getAttribute('data-reason'), text: banner.textContent ?? '', overlaps: false }
      w.__clears.push(entry)
      setTimeout(() => {
        const r = banner.getBoundingClientRect()
        entry.overlaps = ['turn-status', 'central'].some((id) => {
          const el = document.querySelector(`[data-testid="${id}"]`)
          return el !== null && overlap(r, el.getBoundingClientRect())
        })
      }, 400)
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  })
}

/** Our turn, or Ready after a round, or the match is over. */
async function needsUs(page: Page): Promise<boolean> {
  return (
    (await page.getByTestId('hint').isVisible()) ||
    (await readyButton(page).isVisible()) ||
    (await page.getByTestId('match-end').isVisible())
  )
}

const clears = (page: Page) => page.evaluate(() => (window as unknown as { __clears: Cleared[] }).__clears)

/** On our turn after a lead: play an 8 when one fits (Rule of 8s); otherwise the usual simple step. */
async function stepPreferringEight(page: Page): Promise<string> {
  const next = await whatsNext(page)
  const eight = page.getByTestId('hand').locator('[data-rank="8"]:not([aria-disabled="true"])').first()
  const following = (await page.getByTestId('central').count()) > 0
  if (next === 'turn' && following && (await eight.count()) > 0) {
    const version = await stateVersion(page)
    await eight.click()
    const play = page.locator('[data-testid^="move-"]:not([data-testid="move-pass"])').first()
    if (await play.isVisible()) {
      await play.click()
      await waitForNewState(page, version)
      return 'played'
    }
    await page.getByRole('button', { name: 'Clear selection' }).click()
  }
  return step(page)
}

async function joinFourSeats(page: Page, startHost: Parameters<Parameters<typeof test>[2]>[0]['startHost'], botDelayMs: number) {
  const host = await startHost({ seats: 4, bots: 3, seed: 535, target: 200, botDelayMs })
  await joinTable(page, host.url, 'Ada')
  await expect(page.getByTestId('hand').locator('[data-card]').first()).toBeVisible({ timeout: 20_000 })
  return host
}

for (const size of TABLE_SIZES) {
  test.describe(`at ${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('plays stay in front of their seats; a cleared trick is held on screen with its reason', async ({ page, startHost }) => {
      test.setTimeout(330_000)
      await recordClears(page)
      await joinFourSeats(page, startHost, 250)

      // A bot's play stays in front of its seat while the trick goes on.
      let kept = 0
      let dimmedChecked = false
      let hinted = false
      let held = false
      // Bounded by time, not by turns of this loop: waiting for the bots takes many turns, more on a busy
      // machine, and a Rule-of-8s clear may take a few tricks to come. On CI at a load average of 24 every
      // click took 3–4 s and 120 s were not enough for two kept plays.
      const deadline = Date.now() + 270_000
      while (Date.now() < deadline && (kept < 2 || !held || !(await clears(page)).some((c) => c.reason === 'eight'))) {
        // Sample while a trick is open (a meld in the centre), not while a cleared one is held; read it all at
        // once so no move slips in between. data-ended counts the round's ended tricks (cleared, or gone out).
        const now = () =>
          page.evaluate(() => {
            const screen = document.querySelector('.table-screen')
            const shown = document.querySelector('.opponents [data-testid="seat-play"]:not([data-kind="none"])')
            return {
              version: Number(screen?.getAttribute('data-version') ?? -1),
              ended: screen?.getAttribute('data-ended') ?? null,
              open: document.querySelector('[data-testid="central"]') !== null,
              seat: shown?.getAttribute('data-seat') ?? null
            }
          })
        if (!held && (await page.getByTestId('trick-cleared').isVisible())) {
          // A held trick is on screen after it clears, with the turn status, its plays still in front of
          // the seats while the banner is shown.
          await expect(page.getByTestId('turn-status')).toBeVisible()
          await expect(page.locator('[data-testid="seat-play"]:not([data-kind="none"])').first()).toBeVisible()
          await page.screenshot({ path: `test-results/table-feel-cleared-${size.name}.png` })
          held = true
        }
        const before = await now()
        if (before.open && before.seat !== null && kept < 2 && !(await needsUs(page))) {
          // The next move — unless the table waits for us now (our turn, Ready: we act below).
          await expect
            .poll(async () => (await stateVersion(page)) > before.version || (await needsUs(page)), { timeout: 20_000 })
            .toBe(true)
          const after = await now()
          if (after.version > before.version && after.ended === before.ended) {
            expect(
              await page.locator(`[data-testid="seat-play"][data-seat="${before.seat}"]`).getAttribute('data-kind')
            ).not.toBe('none')
            kept += 1
          }
          continue
        }
        if (!(await needsUs(page))) {
          await page.waitForTimeout(50)
          continue
        }
        if (await page.getByTestId('hint').isVisible()) {
          // Our turn: cards that fit no legal play are marked (and a click does not pick them).
          const dimmed = page.getByTestId('hand').locator('[data-card][aria-disabled="true"]')
          if (!dimmedChecked && (await dimmed.count()) > 0) {
            await dimmed.first().click({ force: true })
            await expect(dimmed.first()).toHaveAttribute('aria-pressed', 'false')
            await expect(page.getByTestId('hand').locator('[aria-pressed="true"]')).toHaveCount(0)
            dimmedChecked = true
            await page.screenshot({ path: `test-results/table-feel-dimmed-${size.name}.png` })
          }
          // Hint: picks the suggested cards and says why in one line.
          if (!hinted) {
            await page.getByTestId('hint').click()
            await expect(page.getByTestId('hint-reason')).toBeVisible({ timeout: HINT_TIMEOUT_MS })
            const suggestion = (await page.getByTestId('actions').getByText(/^Suggestion: /).textContent()) ?? ''
            if (suggestion !== 'Suggestion: pass.') {
              const count = (/([\d-]+)\.$/.exec(suggestion)?.[1] ?? '').split('-').length
              await expect(page.getByTestId('hand').locator('[aria-pressed="true"]')).toHaveCount(count)
            }
            await page.screenshot({ path: `test-results/table-feel-hint-${size.name}.png` })
            hinted = true
            const clear = page.getByRole('button', { name: 'Clear selection' })
            if (await clear.isVisible()) await clear.click()
          }
        }
        if ((await page.getByTestId('match-end').count()) > 0) break
        await stepPreferringEight(page)
      }
      expect(kept).toBe(2)
      expect(held).toBe(true)
      expect(hinted).toBe(true)
      expect(dimmedChecked).toBe(true)
      const seen = await clears(page)
      const eight = seen.find((c) => c.reason === 'eight')
      expect(eight?.text).toContain('Rule of 8s')
      // The banner sits in the flow: it never covers the turn status or the new lead.
      expect(seen.filter((c) => c.overlaps)).toEqual([])
      await expectNoSeriousA11yIssues(page, `table (${size.name})`)
    })
  })
}

test.describe('desktop only controls', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('hand order changes the order of the cards and is remembered', async ({ page, startHost }) => {
    await joinFourSeats(page, startHost, 400)
    const keys = () => page.getByTestId('hand').locator('[data-card]').evaluateAll((c) => c.map((e) => e.getAttribute('data-card')))
    const byWeather = await keys()
    await page.getByTestId('display-menu').click()
    await page.getByTestId('hand-order').selectOption('meld')
    await expect(page.locator('.table-screen')).toHaveAttribute('data-hand-order', 'meld')
    await expect.poll(async () => JSON.stringify(await keys())).not.toBe(JSON.stringify(byWeather))
    expect([...(await keys())].sort()).toEqual([...byWeather].sort())
    await page.screenshot({ path: 'test-results/table-feel-by-meld.png' })
    await page.getByTestId('hand-order').selectOption('rank')
    await expect(page.getByTestId('hand').getByRole('group')).toHaveCount(1)
    await page.reload()
    await expect(page.locator('.table-screen')).toHaveAttribute('data-hand-order', 'rank')
    await expect(page.getByTestId('hand').getByRole('group')).toHaveCount(1)
    await expectNoSeriousA11yIssues(page, 'table with the display menu')
  })

  /** One look at the switch, read at a single moment: under load the trick can end (and switch it off)
   *  between two separate reads. */
  function autoPassNow(page: Page) {
    return page.evaluate(() => ({
      on: document.querySelector('[data-testid="auto-pass-on"]') !== null,
      pressed: document.querySelector('[data-testid="auto-pass"]')?.getAttribute('aria-pressed') ?? null,
      ended: document.querySelector('.table-screen')?.getAttribute('data-ended') ?? null
    }))
  }

  /** Switches "pass until this trick ends" on while it is someone else's turn; the look that saw it on. */
  async function switchAutoPassOn(page: Page): Promise<Awaited<ReturnType<typeof autoPassNow>>> {
    const toggle = page.getByTestId('auto-pass')
    for (let i = 0; i < 200; i++) {
      const before = await autoPassNow(page)
      if (before.on) return before
      if (await toggle.isVisible()) {
        await toggle.click({ timeout: 1000 }).catch(() => undefined)
        const after = await autoPassNow(page)
        if (after.on) return after
      } else if (await page.getByTestId('hint').isVisible()) await step(page)
      else await page.waitForTimeout(100)
    }
    throw new Error('pass until this trick ends was never offered')
  }

  test('pass until this trick ends passes for you, visibly, and stops when the trick ends', async ({ page, startHost }) => {
    test.setTimeout(180_000)
    await joinFourSeats(page, startHost, 1200)
    const screen = page.locator('.table-screen')
    const me = await screen.getAttribute('data-seat')
    const mine = page.locator(`[data-testid="seat-play"][data-seat="${me}"]`)
    let passedForUs = false
    let sawPressed = false
    // The trick may end before our turn comes (an 8, a full set): then try the next one.
    for (let attempt = 0; attempt < 6 && !passedForUs; attempt++) {
      const { pressed, ended: cleared } = await switchAutoPassOn(page)
      // The switch shows pressed together with its notice (it is hidden only while our pass is on its way).
      if (pressed !== null) expect(pressed).toBe('true')
      sawPressed ||= pressed === 'true'
      if (attempt === 0) await page.screenshot({ path: 'test-results/table-feel-auto-pass.png' })
      await expect
        .poll(async () => (await mine.getAttribute('data-kind')) === 'pass' || (await screen.getAttribute('data-ended')) !== cleared, {
          timeout: 30_000
        })
        .toBe(true)
      passedForUs = (await mine.getAttribute('data-kind')) === 'pass'
      // When the trick is over, the switch is off again.
      await expect(page.getByTestId('auto-pass-on')).toBeHidden({ timeout: 30_000 })
      expect(await screen.getAttribute('data-ended')).not.toBe(cleared)
    }
    expect(passedForUs).toBe(true)
    expect(sawPressed).toBe(true)
  })

  test('a stray click keeps pass-until-the-trick-ends; Stop passing ends it (issue 23)', async ({ page, startHost }) => {
    test.setTimeout(120_000)
    await joinFourSeats(page, startHost, 1500)
    // A trick may end by itself between two looks (that switches it off too): then try the next trick.
    let proved = false
    for (let attempt = 0; attempt < 6 && !proved; attempt++) {
      const on = await switchAutoPassOn(page)
      await page.getByTestId('turn-status').click()
      const afterStray = await autoPassNow(page)
      if (afterStray.ended !== on.ended) continue
      expect(afterStray.on, 'still on after a click on the table').toBe(true)
      const stopped = await page
        .getByTestId('auto-pass-stop')
        .click({ timeout: 5_000 })
        .then(
          () => true,
          () => false
        )
      await expect.poll(async () => (await autoPassNow(page)).on).toBe(false)
      const afterStop = await autoPassNow(page)
      if (!stopped || afterStop.ended !== on.ended) continue
      // Off within the same trick: Stop passing did it, and the switch shows unpressed.
      expect(afterStop.pressed ?? 'false').toBe('false')
      proved = true
    }
    expect(proved).toBe(true)
  })

  test('cards travel to the centre, and not with reduced motion; the speed can be set', async ({ page, startHost }) => {
    test.setTimeout(120_000)
    await joinFourSeats(page, startHost, 500)
    const travelling = () =>
      page.evaluate(() => document.querySelector('[data-testid="central"]')?.getAnimations().length ?? 0)
    // A play arrives with a running travel animation.
    await expect.poll(travelling, { timeout: 30_000, intervals: [20] }).toBeGreaterThan(0)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expect(page.locator('.table-screen')).toHaveAttribute('data-motion', 'reduced')
    let samples = 0
    for (let i = 0; i < 60 && samples < 3; i++) {
      if (await needsUs(page)) {
        await step(page)
        continue
      }
      const version = await stateVersion(page)
      await expect.poll(async () => (await stateVersion(page)) > version || (await needsUs(page)), { timeout: 20_000 }).toBe(true)
      if ((await stateVersion(page)) === version || (await page.getByTestId('central').count()) === 0) continue
      expect(await travelling()).toBe(0)
      samples += 1
    }
    expect(samples).toBe(3)

    // The speed is a display setting, remembered by this browser.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.getByTestId('display-menu').click()
    await page.getByTestId('speed').selectOption('off')
    await expect(page.locator('.table-screen')).toHaveAttribute('data-motion', 'off')
    await page.reload()
    await expect(page.locator('.table-screen')).toHaveAttribute('data-motion', 'off')
  })
})
