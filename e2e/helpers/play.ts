// Driving the table UI like a (very simple, deterministic) player.
import { expect, type Locator, type Page } from '@playwright/test'

/** How long a hint may take to come back: the host starts its hint worker thread on the first hint,
 *  which on a loaded CI machine took more than Playwright's default 5 s. */
export const HINT_TIMEOUT_MS = 20_000

/** Opens `url` (a table host's page) and takes a seat under `name`. */
export async function joinTable(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url)
  await page.getByTestId('join-name').fill(name)
  await page.getByTestId('join-submit').click()
}

export async function stateVersion(page: Page): Promise<number> {
  const v = await page.locator('[data-version]').first().getAttribute('data-version')
  return Number(v ?? -1)
}

/**
 * Runs in the page (it is sent as source, so it must not reference anything outside itself): resolves once
 * the elements matching `selector` have finished their own animations — a card played stays in the hand
 * until it has flown out, and a meld travels in scaled down. Endless ones (the turn timer, a card's glow)
 * do not count, else this would wait for the whole turn. Three still frames in a row, not one: Svelte
 * starts a transition with a placeholder animation of length 0 that holds its first frame (a meld small,
 * over its seat) and is already "finished"; the real animation starts from its finish event a frame later.
 * Two CI runs measured in that gap.
 */
async function stillInPage(selector: string): Promise<void> {
  const still = () =>
    [...document.querySelectorAll(selector)].every((el) =>
      el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)
    )
  for (let frames = 0; frames < 3; ) {
    await new Promise(requestAnimationFrame)
    frames = still() ? frames + 1 : 0
  }
}

/** Waits until the elements matching `selector` have finished their own animations (see `stillInPage`). */
export async function animationsDone(page: Page, selector: string): Promise<void> {
  await page.evaluate(stillInPage, selector)
}

/**
 * Waits as `animationsDone` does, then runs `inPage(arg)` in the same page task, so that nothing can start
 * moving between the wait and a measurement. `inPage` is sent as source, like any `page.evaluate` function.
 */
export async function whenStill<A, R>(page: Page, selector: string, inPage: (arg: A) => R, arg: A): Promise<Awaited<R>> {
  const call = `(${stillInPage.toString()})(${JSON.stringify(selector)}).then(() => (${inPage.toString()})(${JSON.stringify(arg)}))`
  return page.evaluate(call) as Promise<Awaited<R>>
}

/** Waits until the table has moved past `version`. */
export async function waitForNewState(page: Page, version: number): Promise<void> {
  await expect.poll(() => stateVersion(page), { timeout: 15_000 }).toBeGreaterThan(version)
}

/**
 * Clicks a move button and waits for the state it brings. When the layout shifted under the click (a held
 * trick's banner coming or going at landscape size; CI once saw a click land beside the button) and the
 * button is still offered after 5 s, it clicks again, as a player would. A second click that was not
 * needed is refused by the host as stale and changes nothing.
 */
async function clickForNewState(page: Page, button: Locator, version: number): Promise<void> {
  for (let tries = 0; tries < 3; tries++) {
    await button.click()
    const moved = await expect
      .poll(() => stateVersion(page), { timeout: 5_000 })
      .toBeGreaterThan(version)
      .then(
        () => true,
        () => false
      )
    if (moved || !(await button.isVisible())) break
  }
  await waitForNewState(page, version)
}

export type Outcome = 'played' | 'passed' | 'ready' | 'matchOver'

/** Ready for the next round (or rematch), while this player has not said so yet. */
export function readyButton(page: Page) {
  return page.locator('[data-testid="ready"]:not([disabled])')
}

/** Waits until the table needs this player: the match is over, Ready is offered, or it is their turn. */
export async function whatsNext(page: Page): Promise<'matchOver' | 'ready' | 'turn'> {
  const matchEnd = page.getByTestId('match-end')
  const ready = readyButton(page)
  await expect(matchEnd.or(ready).or(page.getByTestId('hint')).first()).toBeVisible({ timeout: 20_000 })
  if (await matchEnd.isVisible()) return 'matchOver'
  return (await ready.isVisible()) ? 'ready' : 'turn'
}

/** After pressing Ready: the button is disabled (others are waited for) or the next round is on. */
export async function expectReadySent(page: Page): Promise<void> {
  await expect(
    page.locator('[data-testid="ready"][disabled]').or(page.getByTestId('hint')).first()
  ).toBeVisible()
}

/**
 * One step of the test strategy: at the end of the match stop; at the end of a round press Ready;
 * on turn, pick the lowest playable card and click the first play offered for it — or pass when none fits.
 */
export async function step(page: Page): Promise<Outcome> {
  const next = await whatsNext(page)
  if (next === 'matchOver') return 'matchOver'
  const version = await stateVersion(page)
  if (next === 'ready') {
    await readyButton(page).click()
    await expectReadySent(page)
    return 'ready'
  }
  // Cards that fit no legal play are aria-disabled (and ignore clicks).
  const firstCard = page.getByTestId('hand').locator('[data-card]:not([aria-disabled="true"])').first()
  // The hand may re-render under the click (a play arriving, a trick clearing): then the next step looks
  // again instead of waiting for a card that is no longer enabled.
  if ((await firstCard.count()) > 0) await firstCard.click({ timeout: 5_000 }).catch(() => undefined)
  const play = page.locator('[data-testid^="move-"]:not([data-testid="move-pass"])').first()
  if (await play.isVisible()) {
    await clickForNewState(page, play, version)
    return 'played'
  }
  const clear = page.getByRole('button', { name: 'Clear selection' })
  if (await clear.isVisible()) await clear.click()
  // As above: a turn that moved on meanwhile is looked at again in the next step.
  await page.getByTestId('move-pass').click({ timeout: 10_000 }).catch(() => undefined)
  await waitForNewState(page, version)
  return 'passed'
}

/** Clicks a table header tool (Leave, Rules, the host menu…): on small screens they sit behind Menu. */
export async function clickTableTool(page: Page, testid: string): Promise<void> {
  const tool = page.getByTestId(testid)
  if (!(await tool.isVisible()) && (await page.getByTestId('table-menu').isVisible())) {
    await page.getByTestId('table-menu').click()
  }
  await tool.click()
}
