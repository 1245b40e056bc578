// Issue 23 (desktopwords), through the desktop shell at a desktop window and a 390×844 phone:
// - a solo match: no Host menu; Leave and File › Home say the match is kept for Home (not "a bot plays
//   your seat"), Home then offers it, and discarding it asks first; solo tables never show up among
//   the recent tables (an old entry is dropped too);
// - the lobby's Remove asks before it sends a player away;
// - Match history: each bot level is its own opponent, a tie says "Tied", the chart's bars are filled on
//   round-number ticks, and a match opens round by round ("not recorded" for an older entry);
// - Settings: "System language" stays the choice after a save.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type { HistoryEntry } from '../../src/ipc/contract'
import { scenarioTable } from '../../src/scenarios/table-save'
import { savePath, tablesFolder } from '../../src/server/persistence/file-storage'
import { cryptoRandom } from '../../src/server/random-source'
import { en } from '../../src/renderer/src/i18n/en'
import { botName } from '../../src/protocol/bot-names'
import { niceTicks } from '../../src/renderer/src/results/ticks'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { expect, test } from '../helpers/desktop'
import type { DesktopApp } from '../helpers/desktop'
import { clickTableTool, joinTable, step } from '../helpers/play'
import { TABLE_SIZES } from '../helpers/sizes'
import { keepScreenshot } from '../helpers/screenshots'

const SIZES = TABLE_SIZES.filter((s) => s.name !== 'landscape')

async function sizedPage(app: DesktopApp, size: (typeof SIZES)[number]): Promise<Page> {
  const page = await app.page()
  await page.setViewportSize({ width: size.width, height: size.height })
  return page
}

/** An English text with its {{placeholders}} filled in, as i18next fills them. */
function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key]))
}

const shot = (page: Page, name: string) => keepScreenshot(page, `test-results/desktopwords-${name}.png`)

for (const size of SIZES) {
  test(`a solo match is kept when left, discarding it asks first, and it never joins Recent tables (${size.name})`, async ({
    launchDesktopApp
  }) => {
    const app = await launchDesktopApp()
    const page = await sizedPage(app, size)
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
    await page.locator('[data-way="solo"]').click()
    const form = page.getByRole('form', { name: en.home.solo })
    await form.getByRole('button', { name: fill(en.home.bots_one, { count: 1 }), exact: true }).click()
    // the bot is named after its seat, as the table names it
    await expect(form.getByLabel(fill(en.home.botLevel, { n: 2 }))).toHaveValue('medium')
    await form.getByRole('button', { name: en.home.startSolo }).click()
    await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
    // nobody to remove and nobody at the door: no Host menu
    await expect(page.getByTestId('host-menu')).toHaveCount(0)
    // issue 51: the table is named as a match against its bot, not after the player
    const againstOne = fill(en.home.bots_one, { count: 1 })
    expect(app.running.services.hosting.running()).toMatchObject({
      kind: 'solo',
      name: fill(en.evening.soloTable, { bots: againstOne })
    })

    // the table's Leave
    await clickTableTool(page, 'table-leave')
    const leaveDialog = page.getByTestId('leave-dialog')
    await expect(leaveDialog).toContainText(en.desktopWords.leaveSolo)
    await expect(leaveDialog).not.toContainText(en.party.leaveMatch)
    await leaveDialog.getByRole('button', { name: en.party.stay }).click()
    await expect(leaveDialog).toBeHidden()

    // File › Home says the same, and does it
    app.menu.click('File', 'Home')
    const question = page.getByRole('dialog', { name: en.leaveQuestion.title })
    await expect(question).toContainText(en.desktopWords.leaveSolo)
    await shot(page, `leave-solo-${size.name}`)
    await question.getByRole('button', { name: en.leaveQuestion.leave }).click()

    const offer = page.getByRole('region', { name: en.home.resumeTitle })
    await expect(offer).toBeVisible()
    await expect(offer.getByTestId('resume-solo-text')).toHaveText(fill(en.home.resumeRound, { bots: againstOne, round: 1 }))
    await shot(page, `resume-offer-${size.name}`)
    await offer.getByRole('button', { name: en.home.discard }).click()
    const discard = page.getByTestId('discard-dialog')
    await expect(discard).toBeVisible()
    await expect(discard.getByRole('heading')).toHaveText(en.desktopWords.discardTitle)
    await expectNoSeriousA11yIssues(page, 'discard question')
    await shot(page, `discard-question-${size.name}`)
    await discard.getByRole('button', { name: en.desktopWords.keep }).click()
    await expect(discard).toBeHidden()
    await expect(offer).toBeVisible()
    await offer.getByRole('button', { name: en.home.discard }).click()
    await discard.getByRole('button', { name: en.desktopWords.discardConfirm }).click()
    await expect(offer).toBeHidden()

    // the language picker and the logo do not overlap
    const picker = await page.getByTestId('language').boundingBox()
    const logo = await page.locator('main.home header').boundingBox()
    expect(picker && logo && picker.y + picker.height <= logo.y).toBe(true)

    await page.locator('[data-way="join"]').click()
    const recent = page.getByRole('region', { name: en.home.recent })
    await expect(recent.locator('li.recent')).toHaveCount(1)
    await expect(recent).toContainText('Den')
    await expect(recent).not.toContainText('Solo')
    expect(app.pageErrors).toEqual([])
  })

  test(`removing a player from the lobby asks first (${size.name})`, async ({ launchDesktopApp, browser }) => {
    const app = await launchDesktopApp()
    const page = await sizedPage(app, size)
    await page.locator('[data-way="host"]').click()
    const form = page.getByRole('form', { name: en.home.host })
    await form.getByRole('button', { name: en.home.startHost }).click()
    const url = await page.getByTestId('join-url').textContent()
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } })
    const guest = await context.newPage()
    await joinTable(guest, url!, 'Bea')
    const bea = page.getByTestId('lobby-seat').filter({ hasText: 'Bea' })
    await expect(bea).toBeVisible()

    await bea.getByRole('button', { name: en.lobby.clearSeat }).click()
    const question = page.getByTestId('remove-seat-dialog')
    await expect(question.getByRole('heading')).toHaveText(fill(en.desktopWords.removeTitle, { name: 'Bea' }))
    await expectNoSeriousA11yIssues(page, 'remove question')
    await shot(page, `remove-question-${size.name}`)
    await question.getByRole('button', { name: en.desktopWords.keep }).click()
    await expect(question).toBeHidden()
    await expect(bea).toBeVisible()

    await bea.getByRole('button', { name: en.lobby.clearSeat }).click()
    await question.getByRole('button', { name: en.desktopWords.removeConfirm }).click()
    await expect(bea).toHaveCount(0)
    await context.close()
    expect(app.pageErrors).toEqual([])
  })

  test(`Match history: bots by level, ties, filled bars on round ticks, a match round by round (${size.name})`, async ({
    launchDesktopApp,
    userData
  }) => {
    const me = (points: number, winner: boolean) => ({ name: 'Ada', points, bot: false, winner, me: true })
    const bot = (points: number, winner: boolean, level?: 'easy' | 'hard') => ({
      name: 'Bot 2',
      points,
      bot: true,
      winner,
      me: false,
      ...(level ? { level } : {})
    })
    const entries: HistoryEntry[] = [
      {
        id: 'easy',
        kind: 'solo',
        tableName: 'Solo',
        finishedAt: '2026-11-30T20:00:00.000Z',
        rounds: 2,
        players: [me(5, true), bot(12, false, 'easy')],
        roundPenalties: [
          [0, 7],
          [5, 5]
        ]
      },
      {
        id: 'hard',
        kind: 'solo',
        tableName: 'Solo',
        finishedAt: '2026-11-29T20:00:00.000Z',
        rounds: 2,
        players: [me(17, false), bot(3, true, 'hard')],
        roundPenalties: [
          [9, 0],
          [8, 3]
        ]
      },
      // written before levels and rounds were recorded; a tie
      {
        id: 'old',
        kind: 'solo',
        tableName: 'Solo',
        finishedAt: '2026-11-28T20:00:00.000Z',
        rounds: 2,
        players: [me(8, true), bot(8, true)]
      }
    ]
    writeFileSync(join(userData, 'history.json'), JSON.stringify({ format: 1, entries }))
    const app = await launchDesktopApp()
    const page = await sizedPage(app, size)
    await page.getByRole('button', { name: en.history.open }).click()

    // three opponents: the easy and the hard bot of seat 2, each by its level's name, and the unknown-level
    // Bot 2; the tie counted as such
    const opponents = page.getByRole('region', { name: en.history.opponents })
    await expect(opponents.getByRole('columnheader', { name: en.history.ties })).toBeVisible()
    const rows = opponents.locator('tbody tr')
    await expect(rows).toHaveCount(3)
    const named = (level: 'easy' | 'hard', word: string) =>
      rows.filter({ hasText: fill(en.desktopWords.botNameLevel, { name: botName('en', level, 1), level: word }) })
    await expect(named('easy', en.lobby.level_easy).locator('td')).toHaveText(['1', '0', '0'])
    await expect(named('hard', en.lobby.level_hard).locator('td')).toHaveText(['0', '1', '0'])
    await expect(rows.filter({ hasText: fill(en.history.botName, { name: 'Bot 2' }) }).locator('td')).toHaveText([
      '0',
      '0',
      '1'
    ])

    // filled bars, and round-number ticks up to the largest total (17)
    const chart = page.getByTestId('history-chart')
    await expect(chart.locator('rect.bar')).toHaveCount(3)
    for (const bar of await chart.locator('rect.bar').all()) {
      expect(await bar.evaluate((el) => getComputedStyle(el).fill)).not.toBe('none')
    }
    await expect(chart.locator('text.axis')).toHaveText(niceTicks(17, 4).ticks.map(String))
    await expectNoSeriousA11yIssues(page, 'history')
    await shot(page, `history-${size.name}`)

    // a match opens round by round; a solo match is named as one against its bots (issue 51), not after
    // its table (these were called "Solo"; newer ones after the player)
    const matches = page.getByRole('region', { name: en.history.matches })
    const soloName = fill(en.evening.soloTable, { bots: fill(en.home.bots_one, { count: 1 }) })
    await expect(matches.locator('tbody th')).toHaveText([soloName, soloName, soloName])
    await matches.getByRole('button', { name: fill(en.desktopWords.showRounds, { table: soloName }) }).first().click()
    const rounds = page.getByTestId('match-rounds')
    await expect(rounds).toBeVisible()
    await expect(rounds.getByRole('heading', { name: soloName })).toBeVisible()
    const lines = rounds.locator('tbody tr')
    await expect(lines).toHaveCount(3)
    await expect(lines.nth(0).locator('td')).toHaveText(['+0 (0)', '+7 (7)'])
    await expect(lines.nth(1).locator('td')).toHaveText(['+5 (5)', '+5 (12)'])
    await expect(lines.nth(2).locator('td')).toHaveText(['5 ★', '12'])
    await expectNoSeriousA11yIssues(page, 'match rounds')
    await shot(page, `match-rounds-${size.name}`)
    await rounds.getByRole('button', { name: en.desktopWords.close }).click()
    await expect(rounds).toBeHidden()

    // the older entry, a shared win, says so; it kept only its totals
    await expect(matches.locator('tbody tr').last().locator('td').nth(1)).toHaveText(en.history.ties)
    await matches.getByRole('button', { name: fill(en.desktopWords.showRounds, { table: soloName }) }).last().click()
    await expect(rounds.getByTestId('rounds-not-recorded')).toHaveText(en.desktopWords.roundsNotRecorded)
    expect(app.pageErrors).toEqual([])
  })

  test(`"System language" stays the choice after Settings are saved (${size.name})`, async ({ launchDesktopApp }) => {
    const app = await launchDesktopApp()
    const page = await sizedPage(app, size)
    const settings = page.getByRole('dialog', { name: en.settingsDialog.title })
    const language = settings.getByRole('combobox', { name: en.settings.language, exact: true })

    app.menu.click('File', 'Settings')
    await expect(language).toHaveValue('system')
    await settings.getByRole('button', { name: en.settingsDialog.save }).click()
    await expect(settings).toBeHidden()
    app.menu.click('File', 'Settings')
    await expect(language).toHaveValue('system')
    // the bot levels read as choices, capitalised
    await expect(settings.getByRole('combobox', { name: en.settingsDialog.botLevel, exact: true }).locator('option')).toHaveText([
      en.desktopWords.levelEasy,
      en.desktopWords.levelMedium,
      en.desktopWords.levelHard,
      en.expertLevel.choice
    ])
    await shot(page, `settings-system-${size.name}`)

    // a language picked and then given back to the system
    await language.selectOption('de')
    await settings.getByRole('button', { name: en.settingsDialog.save }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // (in German now: found by what the select offers rather than its label)
    const dialog = page.getByTestId('settings-dialog')
    // Saving closes the dialog once the settings are written: the menu opens it afresh only after that.
    await expect(dialog).toBeHidden()
    app.menu.click('File', 'Settings')
    await dialog.locator('select').filter({ has: page.locator('option[value="system"]') }).selectOption('system')
    await dialog.locator('button[type="submit"]').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(dialog).toBeHidden()
    app.menu.click('File', 'Settings')
    await expect(language).toHaveValue('system')
    expect(app.pageErrors).toEqual([])
  })
}

// Issue 51: a solo match saved by an older app (its table named after the player, "Ada") at its last card:
// Home's card says what it is ("Against 3 bots, in round 3."), and once the match is over, Leave does not
// offer to resume it from Home — it cannot be resumed — nor does Home afterwards.
test('a finished solo match: Leave says there is nothing to resume', async ({ launchDesktopApp, userData }) => {
  const scenario = scenarioTable('last-round', { random: cryptoRandom(), name: 'Ada' })
  const soloDir = join(userData, 'solo')
  mkdirSync(tablesFolder(soloDir), { recursive: true })
  writeFileSync(savePath(soloDir, scenario.save.tableId), JSON.stringify(scenario.save))
  const round = scenario.built.match.round

  const app = await launchDesktopApp()
  const page = await app.page()
  const offer = page.getByRole('region', { name: en.home.resumeTitle })
  await expect(offer.getByTestId('resume-solo-text')).toHaveText(
    fill(en.home.resumeRound, { bots: fill(en.home.bots_other, { count: 3 }), round })
  )
  await shot(page, 'resume-offer-old-name')
  await offer.getByRole('button', { name: en.home.resume }).click()
  await expect(page.getByTestId('hand')).toBeVisible({ timeout: 30_000 })
  // Ada's last card ends the match
  expect(await step(page)).toBe('played')
  const end = page.getByTestId('match-end')
  await expect(end).toBeVisible({ timeout: 20_000 })

  await clickTableTool(page, 'table-leave')
  const leaveDialog = page.getByTestId('leave-dialog')
  await expect(leaveDialog).toContainText(en.evening.leaveSoloOver)
  await expect(leaveDialog).not.toContainText(en.desktopWords.leaveSolo)
  await shot(page, 'leave-solo-finished')
  await leaveDialog.getByTestId('leave-confirm').click()
  await expect(page.locator('[data-way="solo"]')).toBeVisible()
  await expect(page.getByRole('region', { name: en.home.resumeTitle })).toHaveCount(0)
  expect(app.pageErrors).toEqual([])
})
