// A two-player match on the desktop app, as a user has it (RULES.md R2.two): Solo with one bot deals two
// hands each from one shuffle. The header says "Hand 1 of 2", round 1's summary says the second hands come
// next, the header then says "Hand 2 of 2", and after hand 2 the match is over whatever the totals: the
// lowest total wins, and the end says so without any target.
import type { Locator, Page } from '@playwright/test'
import { SHORT_BOT_PAUSE_MS, expect, screenshot, test } from '../helpers/desktop'
import { readyButton, step, whatsNext } from '../helpers/play'

/** Name → total, read from a results table's rows (name in the row header, the total in the last cell). */
async function totalsIn(table: Locator): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  for (const row of await table.locator('tbody').getByRole('row').all()) {
    const name = (await row.getByRole('rowheader').innerText()).trim()
    const total = Number((await row.getByRole('cell').last().innerText()).trim())
    out.set(name, total)
  }
  return out
}

async function roundLabel(page: Page): Promise<string> {
  return (await page.getByTestId('round-label').innerText()).trim()
}

test('a solo match against one bot is two hands, and the lowest total after hand 2 wins', async ({
  launchDesktopApp
}) => {
  test.setTimeout(360_000)
  const app = await launchDesktopApp({ botDelayMs: SHORT_BOT_PAUSE_MS })
  const page = await app.page()
  await page.locator('[data-way="solo"]').click()
  const form = page.getByRole('form', { name: 'Play solo' })
  await form.getByLabel('Your name').fill('Ada')
  await form.getByRole('button', { name: '1 bot', exact: true }).click()
  await form.getByRole('button', { name: 'Deal me in' }).click()
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })

  const header = page.getByTestId('round-label').locator('..')
  await expect(page.getByTestId('round-label')).toHaveText('Hand 1 of 2')
  // No target in the header: a two-hands match does not end at one (R2.two).
  await expect(header).not.toContainText(/\bto \d+/)
  await screenshot(app, 'two-hands-table')

  // The rules at the table explain two players' two hands and the variants a host can switch on.
  await page.getByTestId('open-rules').click()
  const rules = page.getByRole('dialog', { name: 'How to play Five Three Five' })
  await expect(rules.getByRole('heading', { name: 'Two players: two hands' })).toBeVisible()
  await expect(rules.getByTestId('rules-variants').getByRole('listitem')).toHaveCount(4)
  await rules.getByRole('button', { name: 'Close' }).first().click()
  await expect(rules).toBeHidden()

  // The header's label at the start, on each of the player's turns and at the end, in order.
  const labels: string[] = [await roundLabel(page)]
  const see = (label: string) => {
    if (labels.at(-1) !== label) labels.push(label)
  }
  const summaries: string[] = []
  let afterHand1: Map<string, number> | null = null
  for (let i = 0; i < 600; i++) {
    const next = await whatsNext(page)
    if (next === 'matchOver') break
    if (next === 'turn') see(await roundLabel(page))
    if (next === 'ready' && (await readyButton(page).isVisible())) {
      const sheet = page.getByTestId('round-end')
      summaries.push((await sheet.getByRole('heading').first().innerText()).trim())
      await expect(sheet.getByTestId('round-next')).toContainText('second hands')
      afterHand1 = await totalsIn(sheet.getByRole('table'))
      await screenshot(app, 'two-hands-round-end')
    }
    await step(page)
  }

  see(await roundLabel(page))
  // Exactly two hands: one summary between them, the header counting 1 then 2.
  expect(summaries).toEqual(['Hand 1 of 2 is over'])
  expect(labels).toEqual(['Hand 1 of 2', 'Hand 2 of 2'])

  const end = page.getByTestId('match-end')
  await expect(end).toBeVisible()
  await expect(end.getByTestId('last-round')).toContainText('Hand 2 of 2 is over')
  // The totals after hand 2, as the last hand's table shows them; never less than after hand 1.
  const finals = await totalsIn(end.getByTestId('last-round').getByRole('table'))
  expect([...finals.keys()].sort()).toEqual([...(afterHand1?.keys() ?? [])].sort())
  for (const [name, total] of finals) expect(total).toBeGreaterThanOrEqual(afterHand1?.get(name) ?? Infinity)
  expect(finals.size).toBe(2)

  // The lowest total wins (a tie shares the win), whatever the totals are.
  const lowest = Math.min(...finals.values())
  const winners = [...finals].filter(([, total]) => total === lowest).map(([name]) => name)
  const others = [...finals.keys()].filter((name) => !winners.includes(name))
  const said = end.getByTestId('winners')
  if (winners.includes('Ada')) await expect(said).toHaveText('You win!')
  else await expect(said).toHaveText(`${winners.join(' and ')} wins`)
  if (winners.length > 1) await expect(end).toContainText(`share the win`)
  for (const name of others) await expect(said).not.toContainText(name)
  // The ranking lists the same totals, the winners marked.
  for (const [name, total] of finals) {
    const row = end.getByTestId('ranking').getByRole('listitem').filter({ hasText: name })
    await expect(row).toContainText(String(total))
    await expect(row).toHaveAttribute('data-winner', String(winners.includes(name)))
  }

  // The end explains the result by the hands, and says nothing about a target.
  await expect(end.getByTestId('match-end-note')).toHaveText('Both hands have been played: the lowest total wins.')
  await expect(end).not.toContainText(/target/i)
  await expect(end.getByTestId('chart-target')).toHaveCount(0)
  await page.waitForTimeout(600) // let the entrance animation settle for the screenshot
  await screenshot(app, 'two-hands-match-end')
  expect(app.pageErrors).toEqual([])
})
