// Bigger overwrites (RULES.md R2.variants) through the UI, at desktop size: two people at a headless table
// with `--overwrite bigger`. One leads a meld that the other's cards can both extend (an add) and outnumber
// (a bigger overwrite); the other selects those cards, the actions and the Enter choice offer both, and
// choosing Overwrite leaves exactly the selected cards in the middle. The deal is seeded, but the test
// reads both hands from the screen and finds the plays with the engine's own move generator, so it needs
// no particular deal: when the first trick offers no such pair, it hands the lead over and looks again.
import type { Page } from '@playwright/test'
import { classifyMeld, countsFromRanks, movesFor } from '../src/engine'
import type { Meld, Move, Rank } from '../src/engine/types'
import { expect, test } from './helpers/host'
import { joinTable, stateVersion } from './helpers/play'
import { keepScreenshot } from './helpers/screenshots'

type Play = Exclude<Move, { kind: 'pass' }>

const COPIES = 4 // two players: four copies of each rank (R1)
const sorted = (cards: readonly Rank[]): Rank[] => [...cards].sort((a, b) => a - b)
const same = (a: readonly Rank[], b: readonly Rank[]) => sorted(a).join() === sorted(b).join()
const plays = (hand: readonly Rank[], meld: Meld | null): Play[] =>
  movesFor(countsFromRanks(hand), meld, COPIES, 'bigger').filter((m): m is Play => m.kind !== 'pass')
const meldOf = (cards: readonly Rank[]): Meld => classifyMeld([...cards]) as Meld
/** How the table names a meld (MeldView's group label): "set 4-4", "run 2-3-4". */
const labelOf = (meld: Meld) => `${meld.type} ${sorted(meld.cards).join('-')}`

/** This player's hand as ranks, once the hand on screen holds as many cards as the seat's counter says. */
async function handOf(page: Page): Promise<Rank[]> {
  const seat = await page.locator('[data-seat]').first().getAttribute('data-seat')
  const counter = page.locator(`[data-testid="seat"][data-seat="${seat}"] [data-testid="card-count"]`)
  const cards = page.getByTestId('hand').locator('[data-card]')
  await expect.poll(async () => (await cards.count()) === Number(await counter.textContent()), { timeout: 10_000 }).toBe(true)
  return (await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-rank'))))) as Rank[]
}

async function select(page: Page, cards: readonly Rank[]): Promise<void> {
  const hand = page.getByTestId('hand')
  for (const rank of cards) await hand.locator(`[data-rank="${rank}"]:not([aria-pressed="true"])`).first().click()
}

/** Waits until `page` is on turn and returns it first, the other page second. */
async function onTurn(a: Page, b: Page): Promise<[Page, Page]> {
  await expect
    .poll(async () => (await a.getByTestId('hint').isVisible()) || (await b.getByTestId('hint').isVisible()), {
      timeout: 15_000
    })
    .toBe(true)
  return (await a.getByTestId('hint').isVisible()) ? [a, b] : [b, a]
}

/** Makes `move` through the UI (select, then its button) and waits until both tables show the result. */
async function make(page: Page, move: Move, other: Page): Promise<void> {
  const before = await Promise.all([stateVersion(page), stateVersion(other)])
  if (move.kind === 'pass') await page.getByTestId('move-pass').click()
  else {
    await select(page, move.cards)
    await page.getByTestId(`move-${move.kind}`).click()
  }
  for (const [i, p] of [page, other].entries()) {
    await expect.poll(() => stateVersion(p), { timeout: 15_000 }).toBeGreaterThan(before[i]!)
  }
}

/** A lead of one or two cards and an answer that is both an add to it and a bigger overwrite of it. */
function findBiggerChoice(leader: Rank[], other: Rank[]): { lead: Play; answer: Rank[] } | null {
  // Singles first: then the overwrite leaves a meld of two, which a single can no longer overwrite.
  const leads = plays(leader, null)
    .filter((m) => m.cards.length < 3)
    .sort((x, y) => x.cards.length - y.cards.length)
  for (const lead of leads) {
    const answers = plays(other, meldOf(lead.cards))
    const answer = answers.find(
      (m) =>
        m.kind === 'overwrite' &&
        m.cards.length > lead.cards.length &&
        // no 8: the Rule of 8s would clear the trick at once (R6.eight) and take the meld off the table
        !m.cards.includes(8) &&
        m.cards.length < other.length &&
        answers.some((a) => a.kind === 'add' && same(a.cards, m.cards))
    )
    if (answer) return { lead, answer: answer.cards }
  }
  return null
}

test('bigger overwrites: the same cards can add or overwrite, and Overwrite replaces the central meld', async ({
  browser,
  startHost
}) => {
  test.setTimeout(120_000)
  const host = await startHost({ seats: 2, bots: 0, overwrite: 'bigger', seed: 20 })
  const contexts = await Promise.all([1, 2].map(() => browser.newContext({ reducedMotion: 'reduce' })))
  const [ada, bea] = await Promise.all(contexts.map((c) => c.newPage()))
  const errors: string[] = []
  for (const p of [ada!, bea!]) p.on('pageerror', (e) => errors.push(e.message))
  await joinTable(ada!, host.hostControl, 'Ada')
  await joinTable(bea!, host.url, 'Bea')
  for (const p of [ada!, bea!]) await expect(p.getByTestId('hand').locator('[data-card]').first()).toBeVisible()

  // Find a trick where the leader can lead a meld that the other can both extend and outnumber.
  let plan: { leader: Page; other: Page; lead: Play; answer: Rank[] } | null = null
  for (let trick = 0; trick < 10 && plan === null; trick++) {
    const [leader, other] = await onTurn(ada!, bea!)
    const [leaderHand, otherHand] = [await handOf(leader), await handOf(other)]
    const found = findBiggerChoice(leaderHand, otherHand)
    if (found) {
      plan = { leader, other, ...found }
      break
    }
    // None this trick: lead a single the other can answer without an 8 and pass, so the lead changes
    // hands; if no single can be answered, the other passes and the leader leads again with a card less.
    const handOver = leaderHand
      .map((r) => ({ lead: r, answer: plays(otherHand, meldOf([r])).find((m) => !m.cards.includes(8)) }))
      .find((x) => x.answer !== undefined && x.answer.cards.length < otherHand.length)
    await make(leader, { kind: 'lead', cards: [handOver?.lead ?? leaderHand[0]!] }, other)
    if (handOver?.answer) {
      await make(other, handOver.answer, leader)
      await make(leader, { kind: 'pass' }, other)
    } else await make(other, { kind: 'pass' }, leader)
  }
  if (plan === null) throw new Error('no add-or-bigger-overwrite came up in ten tricks')
  const { leader, other, lead, answer } = plan

  await make(leader, lead, other)
  const central = meldOf(lead.cards)
  await expect(other.getByTestId('central').getByRole('group', { name: labelOf(central), exact: true })).toBeVisible()

  // The answer outnumbers the central meld (that is what makes it a bigger overwrite) and extends it too.
  expect(answer.length).toBeGreaterThan(central.cards.length)
  await select(other, answer)
  const actions = other.getByTestId('actions')
  await expect(actions.getByTestId('move-overwrite')).toBeVisible()
  await expect(actions.getByTestId('move-add')).toBeVisible()
  await expect(actions.getByTestId('move-overwrite')).toContainText(labelOf(meldOf(answer)))
  const joined = labelOf(meldOf([...central.cards, ...answer]))
  await expect(actions.getByTestId('move-add')).toContainText(joined)
  await expect(actions.getByTestId('reason')).toHaveCount(0)

  // Enter asks which one (PlayChoice), with both plays.
  await other.keyboard.press('Enter')
  const choice = other.getByTestId('play-choice')
  await expect(choice.getByTestId('choose-overwrite')).toBeVisible()
  await expect(choice.getByTestId('choose-add')).toContainText(joined)
  await keepScreenshot(other, 'test-results/bigger-overwrite-choice.png')
  const before = await Promise.all([stateVersion(other), stateVersion(leader)])
  await choice.getByTestId('choose-overwrite').click()
  await expect(choice).toBeHidden()

  // The selected cards alone are the central meld now, on both tables: the lead was replaced, not extended.
  const replaced = labelOf(meldOf(answer))
  for (const [i, p] of [other, leader].entries()) {
    await expect.poll(() => stateVersion(p), { timeout: 15_000 }).toBeGreaterThan(before[i]!)
    const meld = p.getByTestId('central').getByTestId('meld')
    await expect(meld).toHaveAttribute('aria-label', replaced)
    await expect(meld.locator('[data-rank]')).toHaveCount(answer.length)
  }

  await keepScreenshot(leader, 'test-results/bigger-overwrite-done.png')
  expect(errors).toEqual([])
  await Promise.all(contexts.map((c) => c.close()))
})
