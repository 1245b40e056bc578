// Walking "Learn to play" from its first lesson to the closing page, as a player does: select the cards
// a lesson names, play them, watch your play land and the bot answer after a pause. Checks on the way
// that the progress is shown ("Lesson n of N", N the lessons actually walked), that the hand fits, that
// the bot's seat counts its cards as a table's seat does, and (issue 51) that a set is played and the
// last card ends the round with its score.
import { expect, type Page } from '@playwright/test'
import { atEachSize } from './sizes'
import type { TableSize } from './sizes'
import { keepScreenshot } from './screenshots'

/** Selects the hand's cards of these ranks (first copies not yet selected). */
export async function pick(page: Page, ...ranks: number[]): Promise<void> {
  for (const rank of ranks)
    await page
      .getByTestId('tutorial-hand')
      .locator(`[data-rank="${rank}"]:not([aria-pressed="true"])`)
      .first()
      .click()
}

/** The lesson, the table and the whole hand fit the window: no scrolling to find a card. Polled: right after
 *  a resize the page may still be laid out for the old size for a frame (with reduced motion nothing else
 *  gives it that frame). */
export async function expectHandFits(page: Page): Promise<void> {
  await expect(() => handFits(page)).toPass({ timeout: 5_000 })
}

async function handFits(page: Page): Promise<void> {
  const fit = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollHeight,
    h: innerHeight,
    cards: document.querySelectorAll('[data-testid="tutorial-hand"] [data-rank]').length,
    out: [...document.querySelectorAll('[data-testid="tutorial-hand"] [data-rank]')].filter((c) => {
      const r = c.getBoundingClientRect()
      return r.bottom > innerHeight || r.right > innerWidth || r.top < 0
    }).length
  }))
  expect(fit.scroll).toBeLessThanOrEqual(fit.h)
  expect(fit.cards).toBeGreaterThan(0)
  expect(fit.out).toBe(0)
}

export interface Walk {
  /** How the choice lesson is answered: the Add button, or Enter and the overwrite-or-add question. */
  choice: 'add-button' | 'enter-overwrite'
  /**
   * At the new lessons and the end, the page is resized to each of these sizes in turn (a step each) and
   * screenshot to test-results/tutorial-<size>-<lesson>.png; the walk goes on at the last one.
   */
  sizes?: readonly TableSize[]
  /** Runs at the new lessons and at the end, at the first size (an axe check: helpers/axe.ts). */
  check?: (what: string) => Promise<void>
}

/** Runs `look` at each of the walk's sizes (the page resized to it; `first` at the first), or once at the
 *  page's size. */
function atWalkSizes(page: Page, walk: Walk, look: (size?: TableSize, first?: boolean) => Promise<void>): Promise<void> {
  return walk.sizes === undefined ? look(undefined, true) : atEachSize(page, walk.sizes, look)
}

/** Plays the selection with this button and sees it land as yours while the bot is still to answer. */
async function playAndSeeItLand(page: Page, button: string, landed: RegExp): Promise<void> {
  // Watched in the page on every frame from before the click: the bot's pause is short on purpose.
  const seen = page.waitForFunction((source) => {
    const waiting = document.querySelector('[data-testid="tutorial"][data-waiting="true"]')
    const by = waiting?.querySelector('.center .by')?.textContent?.trim().toLowerCase()
    const meld = waiting?.querySelector('[data-testid="meld"]')?.getAttribute('aria-label') ?? ''
    return by === 'you' && new RegExp(source).test(meld)
  }, landed.source)
  await page.getByTestId(button).click()
  await seen
  // ...and then the bot answers by itself.
  await expect(page.getByTestId('tutorial-waiting')).toHaveCount(0)
}

/** From the first lesson (already open) to the closing page; returns the number of lessons walked. */
export async function walkTutorial(page: Page, walk: Walk): Promise<number> {
  const text = page.getByTestId('tutorial-text')
  const heading = page.getByTestId('tutorial-progress').getByRole('heading', { level: 2 })
  const total = Number((await heading.textContent())?.match(/^Lesson 1 of (\d+)$/)?.[1])
  let lesson = 1
  const next = async (words: string): Promise<void> => {
    await expect(text).toContainText(words)
    lesson += 1
    await expect(heading).toHaveText(`Lesson ${lesson} of ${total}`)
  }
  /** The checks, axe and screenshot of a new lesson at each size; `also`: this lesson's own checks there. */
  const shot = (name: string, also?: () => Promise<void>): Promise<void> =>
    atWalkSizes(page, walk, async (size, first) => {
      await also?.()
      if (first === true) await walk.check?.(size ? `${name} (${size.name})` : name)
      if (size) await keepScreenshot(page, `test-results/tutorial-${size.name}-${name}.png`)
    })

  // The bot sits in its seat as at a table: its card count goes down as it plays (R9: only the count).
  const botCards = page.getByTestId('tutorial').locator('[data-testid="seat"][data-seat="1"]').getByTestId('card-count')
  await expect(botCards).toHaveText('8')

  // Lead the 4: it lands as yours, then the bot overwrites it with a 5.
  await expect(text).toContainText('you lead')
  await pick(page, 4)
  await playAndSeeItLand(page, 'tutorial-lead', /\b4\b/)
  await next('overwrote your 4')
  await expect(page.getByTestId('meld')).toHaveAttribute('aria-label', /5/)
  await expect(botCards).toHaveText('7')

  // Add a 4: 4-5; the bot adds its 3.
  await pick(page, 4)
  await playAndSeeItLand(page, 'tutorial-add', /4/)
  await next('3-4-5')

  // Pass: the trick ends and the banner says the bot took it; then the bot leads a 7.
  await page.getByTestId('tutorial-pass').click()
  await expect(page.getByTestId('tutorial-cleared')).toContainText('Bot takes the trick')
  await next('Rule of 8s')

  // The 8 clears the trick: the banner says so while the trick is held, then it is gone.
  await pick(page, 8)
  await page.getByTestId('tutorial-overwrite').click()
  await expect(page.getByTestId('tutorial-cleared')).toHaveAttribute('data-reason', 'eight')
  await expect(page.getByTestId('tutorial-cleared')).toContainText('You take the trick')
  // Held for a moment only: no axe check here, just what the player sees at each size.
  await atWalkSizes(page, walk, async (size) => {
    await expect(page.getByTestId('tutorial-held')).toBeVisible()
    if (size) await keepScreenshot(page, `test-results/tutorial-${size.name}-eight-cleared.png`)
  })
  await next('Your 8 cleared the trick')
  await expect(page.getByTestId('meld')).toHaveCount(0)
  await expect(page.getByTestId('tutorial-cleared')).toHaveCount(0)

  // Lead the 11; the bot overwrites it with a 12.
  await pick(page, 11)
  await playAndSeeItLand(page, 'tutorial-lead', /11/)
  await next('Your 13 fits two ways')

  // The choice: the 13 can overwrite the 12 or add to it; both are offered and the player picks one.
  await pick(page, 13)
  await expect(page.getByTestId('tutorial-both')).toContainText('can overwrite or add')
  await expect(page.getByTestId('tutorial-overwrite')).toContainText(/single 13/i)
  await expect(page.getByTestId('tutorial-add')).toContainText(/run 12-13/i)
  await shot('choice')
  if (walk.choice === 'add-button') {
    await playAndSeeItLand(page, 'tutorial-add', /12.*13/)
    await next('You added')
  } else {
    await page.getByTestId('tutorial-hand').locator('[data-rank="13"][aria-pressed="true"]').press('Enter')
    await expect(page.getByTestId('play-choice')).toBeVisible()
    await playAndSeeItLand(page, 'choose-overwrite', /\b13\b/)
    await next('You overwrote')
  }

  // Runs: lead 14-15; the bot overwrites it with the lower run 12-13.
  await pick(page, 14, 15)
  await playAndSeeItLand(page, 'tutorial-lead', /14.*15/)
  await next('the lower run is the stronger one')
  await expect(page.getByTestId('meld')).toHaveAttribute('aria-label', /12.*13/)
  await shot('lower-run', () => expectHandFits(page))

  // Overwrite the higher run 12-13 with the lower 3-4; the bot passes and the trick is yours.
  await pick(page, 3, 4)
  await playAndSeeItLand(page, 'tutorial-overwrite', /3.*4/)
  await expect(page.getByTestId('tutorial-cleared')).toContainText('You take the trick')
  await next('Now a set')

  // A set: lead the pair of 7s; the bot (an 8 and a 9 left) has no pair to beat it and passes.
  await expect(botCards).toHaveText('2')
  await pick(page, 7, 7)
  await expect(page.getByTestId('tutorial-lead')).toContainText(/set 7-7/i)
  await shot('set', () => expectHandFits(page))
  await playAndSeeItLand(page, 'tutorial-lead', /7.*7/)
  await next('You have one card left')

  // The last card ends the round at once (R7): the score, with the bot paying for its 8 and 9 (5 + 2).
  await pick(page, 1)
  await page.getByTestId('tutorial-lead').click()
  await expect(heading).toHaveText("You're ready to play")
  await expect(text).toContainText('the round is over')
  const score = page.getByTestId('tutorial-score')
  await expect(score.getByTestId('tutorial-penalty')).toHaveText(['+0', '+7'])
  await expect(score.getByTestId('tutorial-score-row').nth(1).locator('[data-rank]')).toHaveCount(2)
  await expect(page.getByTestId('tutorial').locator('[data-testid="seat"][data-seat="1"]')).toContainText('7')
  await expect(page.getByTestId('tutorial-ready')).toContainText('What next?')
  await shot('done', () => expect(score).toBeInViewport())
  return lesson
}
