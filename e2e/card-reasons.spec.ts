// (issue 51) A reason on every dimmed card, and bots with names and faces. At the `dimmed-cards` scenario
// (Ada on turn against a pair of 14s, src/scenarios) a dimmed card says why it cannot be played: hovered
// with a mouse at 1280×800, tapped at 390×844, in a bubble that stays on the screen, the same words being
// the card's accessible description, and the words the engine's refusal for that card. The bots beside
// her wear their level's face and go by their level's name for their seat. In a lobby, the host sets four
// bots to the four levels: each seat, the lobby's level lines and the TV's seat list show the faces and
// names, and nobody may join under a bot's name.
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test'
import { expect, test } from './helpers/host'
import type { RunningHost } from './helpers/host'
import { sitAt } from './helpers/scenario'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { en } from '../src/renderer/src/i18n/en'
import { cardRefusal, viewFor, type CardRefusal, type Rank } from '../src/engine'
import { buildScenario, findScenario } from '../src/scenarios'
import { botName } from '../src/protocol/bot-names'
import { BOT_LEVELS, type BotLevel } from '../src/protocol/vocabulary'
import { keepScreenshot } from './helpers/screenshots'

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

async function newPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options })
  return context.newPage()
}

/** The English words for a refusal, any meld or type filled in: a pattern the bubble must match. */
function wordsFor(code: CardRefusal): RegExp {
  const key = {
    'round-over': 'roundOver',
    'not-in-hand': 'notInHand',
    'not-your-turn': 'notYourTurn',
    'not-with-selection': 'notWithSelection',
    'cannot-overwrite-long': 'cannotOverwriteLong',
    'too-weak': 'tooWeak',
    'no-matching-meld': 'noMatchingMeld'
  } as const satisfies Record<CardRefusal, keyof typeof en.cardReason>
  const text = en.cardReason[key[code]]
  const pattern = text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+')
  return new RegExp(`^${pattern}$`)
}

/** What the engine says about each rank of Ada's hand at the scenario's point (null: it plays). */
function adaRefusals(): Map<Rank, CardRefusal | null> {
  const { match } = buildScenario(findScenario('dimmed-cards')!)
  const view = viewFor(match, 0)
  return new Map([...new Set(view.hand)].map((rank) => [rank, cardRefusal(view, rank)]))
}

/** The levels the scenario's bots play at, by seat. */
const SCENARIO_LEVELS: Record<number, BotLevel> = { 1: 'easy', 2: 'hard', 3: 'expert' }

const bubbleOf = (card: Locator) => card.locator('xpath=..').getByTestId('card-reason')

/** The bubble is shown, whole, inside the window. */
async function expectShownOnScreen(page: Page, bubble: Locator, width: number): Promise<void> {
  await expect(bubble).toHaveAttribute('data-shown', 'true')
  const box = (await bubble.boundingBox())!
  expect(box.width, 'a bubble one can read').toBeGreaterThan(100)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect(box.y).toBeGreaterThanOrEqual(0)
  // drawn on top: the bubble's middle is the bubble (the tooltip takes no pointer, so ask for what is drawn)
  const onTop = await bubble.evaluate((el) => {
    const r = el.getBoundingClientRect()
    el.style.pointerEvents = 'auto'
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    el.style.pointerEvents = ''
    return hit === el || el.contains(hit)
  })
  expect(onTop, 'nothing covers the bubble').toBe(true)
}

async function openScenario(browser: Browser, host: RunningHost, options: BrowserContextOptions): Promise<Page> {
  const page = await newPage(browser, options)
  await sitAt(page, host, 0)
  await expect(page.getByTestId('hand')).toBeVisible()
  await expect(page.getByTestId('hand').locator('[data-card][aria-disabled="true"]').first()).toBeVisible()
  return page
}

test('a dimmed card says why: hovered at 1280×800, with the bots’ faces and names on their seats', async ({ browser, startHost }) => {
  const host = await startHost({ scenario: 'dimmed-cards' })
  const page = await openScenario(browser, host, { viewport: DESKTOP })
  const refusals = adaRefusals()
  const hand = page.getByTestId('hand')

  // Every card is dimmed exactly when the engine refuses it, and a dimmed card is described by its reason.
  for (const [rank, code] of refusals) {
    const card = hand.locator(`[data-card][data-rank="${rank}"]`).first()
    if (code === null) {
      await expect(card).not.toHaveAttribute('aria-disabled', 'true')
      await expect(bubbleOf(card)).toHaveCount(0)
    } else {
      await expect(card).toHaveAttribute('aria-disabled', 'true')
      await expect(card).toHaveAccessibleDescription(new RegExp(wordsFor(code).source.slice(1, -1)))
      await expect(bubbleOf(card)).toHaveText(wordsFor(code))
      await expect(bubbleOf(card)).toHaveAttribute('data-shown', 'false')
    }
  }
  expect(new Set([...refusals.values()].filter(Boolean)).size, 'two kinds of reason at this point').toBeGreaterThanOrEqual(2)

  // Hover: the bubble shows above the card; the mouse leaves and it goes.
  const [weak] = [...refusals].find(([, code]) => code === 'too-weak')!
  const card = hand.locator(`[data-card][data-rank="${weak}"]`).first()
  await card.hover()
  await expectShownOnScreen(page, bubbleOf(card), DESKTOP.width)
  await expect(bubbleOf(card)).toHaveRole('tooltip')
  const [bubble, cardBox] = [(await bubbleOf(card).boundingBox())!, (await card.boundingBox())!]
  expect(bubble.y + bubble.height, 'above its card').toBeLessThanOrEqual(cardBox.y + 1)
  await keepScreenshot(page, 'test-results/card-reason-desktop-hover.png')
  await page.mouse.move(5, 5)
  await expect(bubbleOf(card)).toHaveAttribute('data-shown', 'false')
  // A click on it picks nothing and shows the reason again (force: Playwright takes aria-disabled for a
  // control that cannot be pressed; the card is still a button that answers).
  await card.click({ force: true })
  await expect(card).toHaveAttribute('aria-pressed', 'false')
  await expect(bubbleOf(card)).toHaveAttribute('data-shown', 'true')
  // Escape puts it away.
  await card.press('Escape')
  await expect(bubbleOf(card)).toHaveAttribute('data-shown', 'false')

  // The bots: their level's face and their level's name for their seat.
  for (const [seat, level] of Object.entries(SCENARIO_LEVELS)) {
    const badge = page.locator(`[data-testid="seat"][data-seat="${seat}"]`)
    await expect(badge.locator(`[data-bot-face="${level}"]`)).toBeVisible()
    await expect(badge).toHaveAccessibleName(new RegExp(`^${botName('en', level, Number(seat))},`))
  }
  await expect(page.locator('[data-testid="seat"][data-seat="0"] [data-bot-face]')).toHaveCount(0)
  await expectNoSeriousA11yIssues(page, 'a table with dimmed cards')
})

test('a dimmed card says why: tapped at 390×844, the bubble whole on the phone', async ({ browser, startHost }) => {
  const host = await startHost({ scenario: 'dimmed-cards' })
  const page = await openScenario(browser, host, { viewport: PHONE, hasTouch: true, isMobile: true })
  const refusals = adaRefusals()
  const hand = page.getByTestId('hand')
  // The first and the last dimmed cards of the hand: one near each edge of the screen.
  const dimmed = hand.locator('[data-card][aria-disabled="true"]')
  for (const [i, card] of [dimmed.first(), dimmed.last()].entries()) {
    const rank = Number(await card.getAttribute('data-rank')) as Rank
    const code = refusals.get(rank)!
    await card.tap({ force: true })
    await expect(card).toHaveAttribute('aria-pressed', 'false')
    await expect(bubbleOf(card)).toHaveText(wordsFor(code))
    await expectShownOnScreen(page, bubbleOf(card), PHONE.width)
    await keepScreenshot(page, `test-results/card-reason-phone-tap-${i + 1}.png`)
  }
  // A tap's bubble goes away by itself.
  await expect(bubbleOf(dimmed.last())).toHaveAttribute('data-shown', 'false', { timeout: 6_000 })
  // A card that plays shows no reason and is picked.
  const [playable] = [...refusals].find(([, code]) => code === null)!
  const card = hand.locator(`[data-card][data-rank="${playable}"]`).first()
  await card.tap()
  await expect(card).toHaveAttribute('aria-pressed', 'true')
  await expect(bubbleOf(card)).toHaveCount(0)
})

test("the lobby: each level's face, name and line; the TV's seats; nobody joins under a bot's name", async ({ browser, startHost }) => {
  // Six seats, four bots in the last four: the host and one open seat keep the lobby open.
  const host = await startHost({ seats: 6, bots: 4 })
  const hal = await newPage(browser, { viewport: DESKTOP })
  await hal.goto(host.hostControl)
  await hal.getByTestId('join-name').fill('Hal')
  await hal.getByTestId('join-submit').click()
  const seats = hal.getByTestId('lobby-seat')
  await expect(seats).toHaveCount(6)
  // The host gives the bots the four levels, one each (the bots sit at seats 3 to 6).
  for (const [i, level] of BOT_LEVELS.entries()) {
    const seat = seats.nth(2 + i)
    await seat.getByLabel(en.lobby.botLevel).selectOption(level)
    await expect(seat.locator(`[data-bot-face="${level}"]`)).toBeVisible()
    await expect(seat).toHaveAccessibleName(`${en.lobby.seat.replace('{{n}}', String(3 + i))}: ${botName('en', level, 2 + i)}`)
  }
  // How each level plays, one line each with its face.
  const levels = hal.getByTestId('bot-levels')
  for (const level of BOT_LEVELS) {
    const line = levels.locator(`[data-level="${level}"]`)
    await expect(line.locator(`[data-bot-face="${level}"]`)).toBeVisible()
    await expect(line.locator('dd')).toHaveText(en.botLevels[level])
  }
  await levels.scrollIntoViewIfNeeded()
  await keepScreenshot(hal, 'test-results/card-reasons-lobby-desktop.png', { fullPage: true })
  await expectNoSeriousA11yIssues(hal, 'the lobby with four bot levels')

  // The TV's seat list: the same names and faces.
  const tv = await newPage(browser, { viewport: { width: 1280, height: 720 } })
  await tv.goto(`${host.url}?screen=party`)
  for (const [i, level] of BOT_LEVELS.entries()) {
    const row = tv.locator(`[data-testid="party-lobby-seat"][data-seat="${2 + i}"]`)
    await expect(row.locator(`[data-bot-face="${level}"]`)).toBeVisible()
    await expect(row).toContainText(botName('en', level, 2 + i))
  }
  await keepScreenshot(tv, 'test-results/card-reasons-party-lobby.png')

  // A guest on a phone may not take a bot's name (joining would fill the table and start the match).
  const ann = await newPage(browser, { viewport: PHONE, hasTouch: true, isMobile: true })
  await ann.goto(host.url)
  await ann.getByTestId('join-name').fill(botName('en', 'hard', 4))
  await ann.getByTestId('join-submit').click()
  await expect(ann.getByText(en.error['bad-name'])).toBeVisible()
  await expect(seats.nth(1)).toHaveClass(/\bempty\b/)

  // The host's lobby on a phone: the faces and the level lines fit.
  await hal.setViewportSize(PHONE)
  await hal.getByTestId('bot-levels').scrollIntoViewIfNeeded()
  const lines = await hal.getByTestId('bot-levels').boundingBox()
  expect(lines!.x + lines!.width).toBeLessThanOrEqual(PHONE.width)
  await keepScreenshot(hal, 'test-results/card-reasons-lobby-phone.png', { fullPage: true })
})
