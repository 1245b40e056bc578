// A solo player on the desktop app (issue 50 journeys; before: solo-resume, undo-resume, two-hands, history,
// review-history, lobby-settings-pin's solo lobby and desktopwords' solo tests).
// One player leaves a match, quits and comes back, and Undo still takes the move back; another plays a
// two-hand match against one bot to its end and looks back at it in Match history and the review.
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { en } from '../../src/renderer/src/i18n/en'
import { niceTicks } from '../../src/renderer/src/results/ticks'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { SHORT_BOT_PAUSE_MS, expect, screenshot, test } from '../helpers/desktop'
import { clickTableTool, readyButton, stateVersion, step, waitForNewState, whatsNext } from '../helpers/play'
import { TABLE_SIZES, atEachSize } from '../helpers/sizes'
import { expectNothingToUndo } from '../helpers/undo'
import { bots, fill, handOnTurn, quitMidMatch, seedSoloSave, soloSaved } from './journey'

/** A phone held upright, then the desktop window. */
const SIZES = [...TABLE_SIZES].filter((s) => s.name !== 'landscape').reverse()

test('a solo player leaves and quits mid-match, comes back, and Undo still takes the move back', async ({
  launchDesktopApp,
  userData
}) => {
  test.setTimeout(120_000)
  // Issue 51: a match an older app saved (its table named after the player) at its last round.
  const old = seedSoloSave(userData, 'last-round', 'Ada')
  const app = await launchDesktopApp({ botDelayMs: SHORT_BOT_PAUSE_MS })
  const page = await app.page()
  const offer = page.getByRole('region', { name: en.home.resumeTitle })

  await test.step('an old saved match: Home says what it is, and discarding it asks first', async () => {
    // an older version listed the solo table among the recent tables; a LAN table stays listed
    await page.evaluate(() =>
      localStorage.setItem(
        '535.recent',
        JSON.stringify([
          { address: '127.0.0.1:41234', name: 'Solo', tableId: 'old-solo', at: 2 },
          { address: '192.0.2.7:5350', name: 'Den', tableId: 'den', at: 1 }
        ])
      )
    )
    await expect(offer.getByTestId('resume-solo-text')).toHaveText(
      fill(en.home.resumeRound, { bots: bots(3), round: old.built.match.round })
    )
    await offer.getByRole('button', { name: en.home.discard }).click()
    const discard = page.getByTestId('discard-dialog')
    await expect(discard.getByRole('heading')).toHaveText(en.desktopWords.discardTitle)
    await expectNoSeriousA11yIssues(page, 'discard question')
    await screenshot(app, 'discard-question')
    await discard.getByRole('button', { name: en.desktopWords.keep }).click()
    await expect(discard).toBeHidden()
    await expect(offer).toBeVisible()
    await offer.getByRole('button', { name: en.home.discard }).click()
    await discard.getByRole('button', { name: en.desktopWords.discardConfirm }).click()
    await expect(offer).toBeHidden()
    // the language picker and the logo do not overlap, on a phone (where the app's corner buttons take
    // two lines) and in the desktop window the rest of this journey uses
    await atEachSize(page, SIZES, async () => {
      const picker = await page.getByTestId('language').boundingBox()
      const logo = await page.locator('main.home header').boundingBox()
      expect(picker && logo && picker.y + picker.height <= logo.y).toBe(true)
    })
  })

  await test.step('Solo against one bot: no Host menu at the table', async () => {
    await page.locator('[data-way="solo"]').click()
    const form = page.getByRole('form', { name: en.home.solo })
    await form.getByRole('button', { name: bots(1), exact: true }).click()
    // the bot is named after its seat, as the table names it
    await expect(form.getByLabel(fill(en.home.botLevel, { n: 2 }))).toHaveValue('medium')
    await screenshot(app, 'solo-form')
    await form.getByRole('button', { name: en.home.startSolo }).click()
    await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
    // nobody to remove and nobody at the door
    await expect(page.getByTestId('host-menu')).toHaveCount(0)
    // issue 51: the table is named as a match against its bot, not after the player
    expect(app.running.services.hosting.running()).toMatchObject({
      kind: 'solo',
      name: fill(en.evening.soloTable, { bots: bots(1) })
    })
    await screenshot(app, 'solo-table')
  })

  const before = await handOnTurn(page)
  await test.step('nothing played yet: no Undo, and Ctrl+Z does nothing', async () => {
    await expectNothingToUndo(page)
  })

  await test.step('Leave, File › Home and the window’s close button each ask, and keep the match', async () => {
    await clickTableTool(page, 'table-leave')
    const leaveDialog = page.getByTestId('leave-dialog')
    await expect(leaveDialog).toContainText(en.desktopWords.leaveSolo)
    await expect(leaveDialog).not.toContainText(en.party.leaveMatch)
    await leaveDialog.getByRole('button', { name: en.party.stay }).click()
    await expect(leaveDialog).toBeHidden()

    app.menu.click('File', 'Home')
    const question = page.getByRole('dialog', { name: en.leaveQuestion.title })
    await expect(question).toContainText(en.desktopWords.leaveSolo)
    await screenshot(app, 'menu-leave-question')
    await question.getByRole('button', { name: en.leaveQuestion.stay }).click()
    await expect(question).toBeHidden()
    await expect(page.getByTestId('hand')).toBeVisible()

    app.window().close()
    const closing = await app.dialogs.next()
    expect(closing.options.message).toBe('A match is in progress. Close the table?')
    closing.press('Keep playing')
    await expect(page.getByTestId('hand')).toBeVisible()
    expect(app.window().isDestroyed()).toBe(false)
    expect(app.running.services.hosting.running()).toMatchObject({ kind: 'solo' })
  })

  let played: string[] = []
  await test.step('a move: Undo is offered', async () => {
    expect(await step(page)).toMatch(/played|passed/)
    played = await handOnTurn(page)
    await expect(page.getByTestId('undo')).toBeVisible()
  })

  await test.step('File › Home leaves: Home keeps the match, and Recent tables never lists it', async () => {
    app.menu.click('File', 'Home')
    const question = page.getByRole('dialog', { name: en.leaveQuestion.title })
    await question.getByRole('button', { name: en.leaveQuestion.leave }).click()
    await expect(page.getByTestId('hand')).toBeHidden()
    await expect(offer.getByTestId('resume-solo-text')).toHaveText(fill(en.home.resumeRound, { bots: bots(1), round: 1 }))
    await screenshot(app, 'resume-offer')
    await page.locator('[data-way="join"]').click()
    const recent = page.getByRole('region', { name: en.home.recent })
    await expect(recent.locator('li.recent')).toHaveCount(1)
    await expect(recent).toContainText('Den')
    await expect(recent).not.toContainText('Solo')
    // Continue: the same seat and hand, Undo still there
    await offer.getByRole('button', { name: en.home.resume }).click()
    expect(await handOnTurn(page)).toEqual(played)
    await expect(page.getByTestId('undo')).toBeVisible()
  })

  await test.step('File › Quit asks; Quit keeps the save', async () => {
    await quitMidMatch(app)
    expect(soloSaved(userData)).toBe(true)
  })

  const again = await app.restart()
  const home = await again.page()
  await test.step('the next start: Continue, and Undo takes back the move made before the quit', async () => {
    const waiting = home.getByRole('region', { name: en.home.resumeTitle })
    await expect(waiting).toBeVisible()
    await waiting.getByRole('button', { name: en.home.resume }).click()
    expect(await handOnTurn(home)).toEqual(played)
    expect(again.running.services.hosting.running()).toMatchObject({ kind: 'solo' })
    const undo = home.getByTestId('undo')
    await expect(undo).toBeVisible()
    await screenshot(again, 'undo-after-resume')
    await expectNoSeriousA11yIssues(home, 'resumed solo table with Undo')
    const resumed = await stateVersion(home)
    await undo.click()
    await waitForNewState(home, resumed)
    expect(await handOnTurn(home)).toEqual(before)
    await expect(undo).toHaveCount(0)
    await expect(home.getByTestId('error-toast')).toHaveCount(0)
  })
  expect([...app.pageErrors, ...again.pageErrors]).toEqual([])
})

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

test('a solo match against one bot played to its end: two hands, then Match history, the review, export and open', async ({
  launchDesktopApp
}) => {
  test.setTimeout(240_000)
  const app = await launchDesktopApp({ botDelayMs: SHORT_BOT_PAUSE_MS })
  const page = await app.page()

  await test.step('Solo with one bot: two hands, no target', async () => {
    await page.getByRole('button', { name: en.history.open }).click()
    await expect(page.getByTestId('history-empty')).toBeVisible()
    await page.getByRole('button', { name: en.join.home }).click()
    await page.locator('[data-way="solo"]').click()
    const form = page.getByRole('form', { name: en.home.solo })
    await form.getByLabel(en.home.yourName).fill('Ada')
    await form.getByRole('button', { name: bots(1), exact: true }).click()
    // one bot: two players play two hands (RULES.md R2.two), so the match is two rounds, with no target
    await expect(form.getByLabel(en.home.target)).toHaveCount(0)
    await form.getByRole('button', { name: en.home.startSolo }).click()
    await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('round-label')).toHaveText('Hand 1 of 2')
    // No target in the header: a two-hands match does not end at one (R2.two).
    await expect(page.getByTestId('round-label').locator('..')).not.toContainText(/\bto \d+/)
    // The rules at the table explain two players' two hands and the variants a host can switch on.
    await page.getByTestId('open-rules').click()
    const rules = page.getByRole('dialog', { name: 'How to play Five Three Five' })
    await expect(rules.getByRole('heading', { name: 'Two players: two hands' })).toBeVisible()
    await expect(rules.getByTestId('rules-variants').getByRole('listitem')).toHaveCount(4)
    await rules.getByRole('button', { name: 'Close' }).first().click()
    await expect(rules).toBeHidden()
  })

  const end = page.getByTestId('match-end')
  await test.step('two hands, one summary between them, and the lowest total wins', async () => {
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
    expect(summaries).toEqual(['Hand 1 of 2 is over'])
    expect(labels).toEqual(['Hand 1 of 2', 'Hand 2 of 2'])

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
    const said = end.getByTestId('winners')
    if (winners.includes('Ada')) await expect(said).toHaveText('You win!')
    else await expect(said).toHaveText(`${winners.join(' and ')} wins`)
    if (winners.length > 1) await expect(end).toContainText(`share the win`)
    for (const name of [...finals.keys()].filter((n) => !winners.includes(n))) await expect(said).not.toContainText(name)
    for (const [name, total] of finals) {
      const row = end.getByTestId('ranking').getByRole('listitem').filter({ hasText: name })
      await expect(row).toContainText(String(total))
      await expect(row).toHaveAttribute('data-winner', String(winners.includes(name)))
    }
    // The end explains the result by the hands, and says nothing about a target.
    await expect(end.getByTestId('match-end-note')).toHaveText('Both hands have been played: the lowest total wins.')
    await expect(end).not.toContainText(/target/i)
    await expect(end.getByTestId('chart-target')).toHaveCount(0)
    await expect(end.getByTestId('review-match')).toBeVisible()
    await screenshot(app, 'two-hands-match-end')
  })

  const iWon = (await end.getByTestId('winners').textContent())?.includes('You win!') ?? false
  const myPoints = (await end.locator('.ranking li', { hasText: 'Ada' }).locator('.pts').textContent()) ?? ''

  await test.step('Leave at the end says there is nothing to resume', async () => {
    await end.getByTestId('leave').click()
    const leaveDialog = page.getByTestId('leave-dialog')
    await expect(leaveDialog).toContainText(en.evening.leaveSoloOver)
    await expect(leaveDialog).not.toContainText(en.desktopWords.leaveSolo)
    await screenshot(app, 'leave-solo-finished')
    await leaveDialog.getByRole('button', { name: en.party.stay }).click()
    await expect(leaveDialog).toBeHidden()
  })

  await test.step('back to the solo lobby: no invite and no PIN, and its settings save', async () => {
    await page.getByTestId('back-to-lobby').click()
    await expect(page.getByTestId('table-name')).toBeVisible()
    const settings = page.getByRole('region', { name: en.lobby.settings })
    await expect(page.getByTestId('join-url')).toHaveCount(0)
    await expect(page.getByTestId('qr')).toHaveCount(0)
    await expect(settings.getByLabel(en.home.pin)).toHaveCount(0)
    await screenshot(app, 'solo-lobby')
    // what solo can use still works: a save lands
    await settings.getByLabel(en.options.twoPlayerGame).selectOption({ label: en.options.toTarget })
    await settings.getByLabel(en.home.target).fill('10')
    await settings.getByRole('button', { name: en.lobby.save }).click()
    await expect(settings.getByTestId('settings-saved')).toHaveText(en.lobby.saved)
  })

  const checkHistory = async () => {
    await expect(page.getByRole('heading', { level: 1, name: en.history.title })).toBeVisible()
    await expect(page.getByTestId('stat-played')).toHaveText('1')
    await expect(page.getByTestId('stat-wins')).toHaveText(iWon ? '1' : '0')
    const matches = page.getByRole('region', { name: en.history.matches }).locator('tbody tr')
    await expect(matches).toHaveCount(1)
    await expect(matches.first().locator('td').nth(1)).toHaveText(iWon ? en.history.won : en.history.lost)
    await expect(matches.first().locator('td').nth(2)).toHaveText(myPoints)
    await expect(matches.first()).toContainText('Ada')
    const chart = page.getByTestId('history-chart')
    await expect(chart.locator('rect.bar')).toHaveCount(1)
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`: ${myPoints}${iWon ? ' \\(won\\)' : ''}$`))
  }

  await test.step('File › Match history: the match, its stats, a filled bar on round ticks', async () => {
    app.menu.click('File', 'Match history')
    const question = page.getByRole('dialog', { name: en.leaveQuestion.title })
    await expect(page.getByRole('heading', { level: 1, name: en.history.title }).or(question).first()).toBeVisible()
    if (await question.isVisible()) await question.getByRole('button', { name: en.leaveQuestion.leave }).click()
    await checkHistory()
    const chart = page.getByTestId('history-chart')
    expect(await chart.locator('rect.bar').evaluate((el) => getComputedStyle(el).fill)).not.toBe('none')
    // round-number ticks up to the largest total (the axis has at least 1)
    await expect(chart.locator('text.axis')).toHaveText(niceTicks(Math.max(1, Number(myPoints)), 4).ticks.map(String))
    await expectNoSeriousA11yIssues(page, 'history')
    await screenshot(app, 'history')
    // Home: the finished match is not offered to resume; Home's own button opens the history too
    await page.getByRole('button', { name: en.join.home }).click()
    await expect(page.locator('[data-way="solo"]')).toBeVisible()
    await expect(page.getByRole('region', { name: en.home.resumeTitle })).toHaveCount(0)
    await page.getByRole('button', { name: en.history.open }).click()
    await checkHistory()
  })

  const review = page.getByTestId('review')
  await test.step('round by round, then the review with its analysis', async () => {
    const matches = page.getByRole('region', { name: en.history.matches })
    await matches.locator('tbody tr').first().getByRole('button').click()
    const rounds = page.getByTestId('match-rounds')
    // as the table recorded it: two hands, then the final totals
    await expect(rounds.locator('tbody tr')).toHaveCount(3)
    await expect(rounds.locator('tbody tr').last()).toContainText(myPoints)
    await expectNoSeriousA11yIssues(page, 'match rounds')
    await rounds.getByTestId('history-review').click()
    await expect(review.getByTestId('review-position')).toHaveText(/^Move 0 of \d+$/)
    await expect(review.getByTestId('review-follow')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(review.getByTestId('review-position')).toHaveText(/^Move 2 of \d+$/)
    // where your points went: the analysis worker runs in the app's own (file://) page too
    const analysis = review.getByTestId('analysis-panel')
    await analysis.getByRole('button', { name: en.reviewAnalysis.start }).click()
    await expect(analysis.getByTestId('verdict-list')).toBeVisible({ timeout: 150_000 })
    await expectNoSeriousA11yIssues(page, 'desktop review')
    await screenshot(app, 'review-history')
  })

  await test.step('File › Export match… saves the record; File › Open match record… opens it again', async () => {
    const download = page.waitForEvent('download')
    app.menu.click('File', 'Export match…')
    const text = await readFile(await (await download).path(), 'utf8')
    expect(JSON.parse(text)).toMatchObject({ format: 'five-three-five/match-record', version: 1 })
    await review.getByTestId('review-back').click()
    await expect(page.getByRole('heading', { level: 1, name: en.history.title })).toBeVisible()
    app.menu.click('File', 'Open match record…')
    await page
      .getByTestId('record-file')
      .setInputFiles({ name: 'match.json', mimeType: 'application/json', buffer: Buffer.from(text) })
    await expect(page.getByTestId('review').getByTestId('review-position')).toHaveText(/^Move 0 of \d+$/)
  })
  expect(app.pageErrors).toEqual([])
})
