// A desktop user's first evening with the app (issue 50 journeys; before: shell, settings, table-options,
// tutorial, the bot level's Settings half and its Solo form (once expert-level's), desktopwords' "System
// language" tests, host's bridge checks and desktop-screens' menu and settings tests on a fake bridge). One run looks through the
// window, its menus, Settings and Learn to play; another starts the app three times to see what it remembers.
import { RANKS, copiesFor, handSizeFor } from '../../src/engine'
import type { DesktopApi, MenuCommand } from '../../src/ipc/contract'
import { de } from '../../src/renderer/src/i18n/de'
import { en } from '../../src/renderer/src/i18n/en'
import { expectNoSeriousA11yIssues } from '../helpers/axe'
import { expect, screenshot, test } from '../helpers/desktop'
import { replaceText } from '../helpers/fields'
import { walkTutorial } from '../helpers/tutorial'
import { bots, fill, savedSettings } from './journey'

type Bridge = { fiveThreeFive: DesktopApi; commands: MenuCommand[] }

/** The seat status words of a bot (SeatStatus.svelte) for the hard level. */
const HARD_BOT = `${en.lobby.bot} · ${en.lobby.level_hard}`
/** The lobby's summary line of the table's options: its parts, in order. */
const line = (...parts: string[]) => parts.join(' · ')

test('the first evening: the window and its menus, Settings, Learn to play, and a table with the saved options', async ({
  launchDesktopApp
}) => {
  test.setTimeout(150_000)
  const app = await launchDesktopApp()
  const page = await app.page()
  await page.setViewportSize({ width: 1280, height: 800 })
  const heading = page.getByRole('heading', { level: 1 })

  await test.step('the page has the preload’s bridge and nothing else from main', async () => {
    await expect(heading).toHaveText('Five Three Five')
    expect(await page.evaluate('typeof globalThis.fiveThreeFive.hostTable')).toBe('function')
    expect(await page.evaluate('typeof globalThis.require')).toBe('undefined')
    expect(await page.evaluate('Object.keys(globalThis).filter((k) => k.includes("Shell")).length')).toBe(0)
    await screenshot(app, 'home')
  })

  await test.step('the menu’s commands reach the window and open their screens', async () => {
    await page.evaluate(() => {
      const scope = globalThis as unknown as Bridge
      scope.commands = []
      scope.fiveThreeFive.onMenuCommand(({ command }) => scope.commands.push(command))
    })
    app.menu.click('Help', 'Rules')
    const rules = page.getByRole('dialog', { name: 'How to play Five Three Five' })
    await expect(rules).toBeVisible()
    await screenshot(app, 'menu-rules')
    await rules.getByRole('button', { name: 'Close' }).first().click()
    await expect(rules).toBeHidden()

    app.menu.click('File', 'Settings')
    const settings = page.getByRole('dialog', { name: en.settingsDialog.title })
    await expect(settings.getByLabel(en.settingsDialog.speed)).toBeVisible()
    await settings.getByRole('button', { name: en.settingsDialog.cancel }).click()
    await expect(settings).toBeHidden()

    app.menu.click('File', 'Match history')
    await expect(page.getByRole('heading', { level: 1, name: en.history.title })).toBeVisible()
    await expect(page.getByTestId('history-empty')).toHaveText(en.history.empty)
    await expect(page.getByRole('img', { name: /recent matches/ })).toHaveCount(0)
    await expectNoSeriousA11yIssues(page, 'empty match history')
    // the rules open over the history too
    app.menu.click('Help', 'Rules')
    await expect(rules).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(rules).toBeHidden()
    app.menu.click('File', 'Home')
    await expect(heading).toHaveText('Five Three Five')
    await expect(page.getByRole('navigation', { name: en.home.waysToPlay })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as Bridge).commands))
      .toEqual(['rules', 'settings', 'history', 'rules', 'home'])
  })

  await test.step('navigating away from the app is refused', async () => {
    const appUrl = page.url()
    expect(appUrl).toMatch(/^file:\/\/.*\/renderer\/index\.html$/)
    await page.evaluate(() => {
      globalThis.location.href = 'http://127.0.0.1:9/elsewhere'
    })
    await expect.poll(() => app.window().webContents.preventedNavigations).toEqual(['http://127.0.0.1:9/elsewhere'])
    expect(page.url()).toBe(appUrl)
    await expect(heading).toHaveText('Five Three Five')
  })

  const dialog = page.getByRole('dialog', { name: en.settingsDialog.title })
  const language = dialog.getByRole('combobox', { name: en.settings.language, exact: true })
  const botLevel = dialog.getByRole('combobox', { name: en.settingsDialog.botLevel, exact: true })
  await test.step('Settings: "System language" stays the choice after a save; the bot levels read as choices', async () => {
    app.menu.click('File', 'Settings')
    await expect(language).toHaveValue('system')
    await dialog.getByRole('button', { name: en.settingsDialog.save }).click()
    await expect(dialog).toBeHidden()
    app.menu.click('File', 'Settings')
    await expect(language).toHaveValue('system')
    await expect(botLevel.locator('option')).toHaveText([
      en.desktopWords.levelEasy,
      en.desktopWords.levelMedium,
      en.desktopWords.levelHard
    ])
    await expectNoSeriousA11yIssues(page, 'settings dialog')
    await screenshot(app, 'settings')
  })

  await test.step('Settings saved through the bridge: the player, the sound, the speed and the new tables’ options', async () => {
    await expect(dialog.getByRole('textbox', { name: en.home.yourName })).toHaveValue('')
    await dialog.getByRole('textbox', { name: en.home.yourName }).fill('Grace')
    await dialog.getByRole('combobox', { name: en.settingsDialog.sound }).selectOption('all')
    // fast: also shortens the bot's replies the tutorial waits for below
    await dialog.getByRole('combobox', { name: en.settingsDialog.speed }).selectOption('fast')
    await botLevel.selectOption('hard')
    // host 4 seats, solo 3 bots: neither the two- nor the three-player option
    await expect(dialog.getByLabel(en.home.seats)).toHaveValue('4')
    await expect(dialog.getByLabel(en.options.twoPlayerGame)).toHaveCount(0)
    await expect(dialog.getByLabel(en.options.threePlayerHand)).toHaveCount(0)
    // a three-seat host table and a solo game against one bot: both show
    await dialog.getByLabel(en.home.seats).selectOption('3')
    await dialog.getByLabel(en.settingsDialog.soloBots).selectOption('1')
    await dialog.getByLabel(en.options.threePlayerHand).selectOption({ label: en.options.hand16 })
    await dialog.getByLabel(en.options.twoPlayerGame).selectOption({ label: en.options.toTarget })
    await dialog.getByLabel(en.home.target).fill('10')
    await dialog.getByLabel(en.options.bigger).check()
    await screenshot(app, 'settings-table-options')
    await dialog.getByRole('button', { name: en.settingsDialog.save }).click()
    await expect(dialog).toBeHidden()
    expect(await savedSettings(page)).toMatchObject({
      playerName: 'Grace',
      sound: 'all',
      animationSpeed: 'fast',
      tableDefaults: {
        soloBots: 1,
        botLevel: 'hard',
        target: 10,
        seats: 3,
        threePlayerHand: 16,
        twoPlayerGame: 'to-target',
        overwrite: 'bigger'
      }
    })
    // hard stays the bots' level when Settings open again
    app.menu.click('File', 'Settings')
    await expect(botLevel).toHaveValue('hard')
    await dialog.getByRole('button', { name: en.settingsDialog.cancel }).click()
    await expect(dialog).toBeHidden()
  })

  await test.step('the Solo form starts from them, with the options for its players', async () => {
    await page.locator('[data-way="solo"]').click()
    const solo = page.getByRole('form', { name: en.home.solo })
    await expect(solo.getByRole('button', { name: bots(1), exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(solo.getByLabel(en.home.yourName)).toHaveValue('Grace')
    await expect(solo.getByLabel(fill(en.home.botLevel, { n: 2 }))).toHaveValue('hard')
    await expect(solo.getByLabel(en.options.twoPlayerGame)).toHaveValue('to-target')
    await expect(solo.getByLabel(en.home.target)).toHaveValue('10')
    await expect(solo.getByLabel(en.options.bigger)).toBeChecked()
    await expect(solo.getByLabel(en.options.threePlayerHand)).toHaveCount(0)
  })

  await test.step('Learn to play: its end offers solo play and hosting, and Play solo opens its form', async () => {
    await page.getByTestId('learn').click()
    await walkTutorial(page, { choice: 'add-button' })
    await expect(page.getByTestId('tutorial-solo')).toBeVisible()
    await expect(page.getByTestId('tutorial-host')).toBeVisible()
    await expect(page.getByTestId('tutorial-join')).toBeVisible()
    await expectNoSeriousA11yIssues(page, 'tutorial end in the app')
    await screenshot(app, 'tutorial-app-ready')
    await page.getByTestId('tutorial-solo').click()
    await expect(page.getByRole('form', { name: en.home.solo })).toBeVisible()
  })

  await test.step('the Host form starts from them too, and the table opens with them', async () => {
    await page.locator('[data-way="host"]').click()
    const host = page.getByRole('form', { name: en.home.host })
    await expect(host.getByLabel(en.home.seats)).toHaveValue('3')
    await expect(host.getByLabel(en.options.threePlayerHand)).toHaveValue('16')
    await expect(host.getByLabel(en.home.target)).toHaveValue('10')
    await expect(host.getByLabel(en.options.bigger)).toBeChecked()
    await expect(host.getByLabel(en.options.twoPlayerGame)).toHaveCount(0)
    await screenshot(app, 'host-form-options')
    await host.getByRole('button', { name: en.home.startHost }).click()
    await expect(page.getByTestId('table-options')).toHaveText(
      line(
        fill(en.options.tagTarget, { n: 10 }),
        fill(en.options.tagHandSize, { n: handSizeFor(3, { threePlayerHand: 16 }) }),
        en.options.tagBigger
      )
    )
  })

  await test.step('a language picked in Settings applies at once, and can be given back to the system', async () => {
    app.menu.click('File', 'Settings')
    await language.selectOption('de')
    await dialog.getByRole('button', { name: en.settingsDialog.save }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    expect(await savedSettings(page)).toMatchObject({ language: 'de' })
    // (in German now: found by what the select offers rather than its label)
    const german = page.getByTestId('settings-dialog')
    // Saving closes the dialog once the settings are written: the menu opens it afresh only after that.
    await expect(german).toBeHidden()
    app.menu.click('File', 'Settings')
    await expect(page.getByRole('dialog', { name: de.settingsDialog.title })).toBeVisible()
    await german.locator('select').filter({ has: page.locator('option[value="system"]') }).selectOption('system')
    await german.locator('button[type="submit"]').click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(german).toBeHidden()
    app.menu.click('File', 'Settings')
    await expect(language).toHaveValue('system')
  })
  expect(app.pageErrors).toEqual([])
})

test('when the app starts again: the name, the language and the last solo and host tables’ options', async ({
  launchDesktopApp
}) => {
  test.setTimeout(150_000)
  const app = await launchDesktopApp()
  const page = await app.page()

  await test.step('the Solo form shows each option only for the player counts it changes', async () => {
    await page.locator('[data-way="solo"]').click()
    const solo = page.getByRole('form', { name: en.home.solo })
    const twoPlayerGame = solo.getByLabel(en.options.twoPlayerGame)
    const handSize = solo.getByLabel(en.options.threePlayerHand)
    const bigger = solo.getByLabel(en.options.bigger)
    const target = solo.getByLabel(en.home.target)
    // one bot: a two-player game, two hands by default (R2.two), which has no target to set
    await solo.getByRole('button', { name: bots(1), exact: true }).click()
    await expect(twoPlayerGame).toHaveValue('two-hands')
    await expect(handSize).toHaveCount(0)
    await expect(target).toHaveCount(0)
    await expect(bigger).not.toBeChecked()
    await twoPlayerGame.selectOption({ label: en.options.toTarget })
    await expect(target).toBeVisible()
    // three bots: four players, neither the two- nor the three-player option
    await solo.getByRole('button', { name: bots(3), exact: true }).click()
    await expect(twoPlayerGame).toHaveCount(0)
    await expect(handSize).toHaveCount(0)
    await expect(bigger).toBeVisible()
    await expect(target).toBeVisible()
    // two bots: three players
    await solo.getByRole('button', { name: bots(2), exact: true }).click()
    await expect(twoPlayerGame).toHaveCount(0)
    await expect(handSize).toHaveValue('13')
    await handSize.selectOption({ label: en.options.hand16 })
    await expect(solo.getByText(en.options.threePlayerHandHelp)).toBeVisible()
    await solo.getByLabel(en.home.yourName).fill('Ada Lovelace')
    await solo.getByLabel(/^Bot 2\b/).selectOption('hard')
    // each bot has its own level, chosen by its word
    await solo.getByLabel(/^Bot 3\b/).selectOption({ label: en.desktopWords.levelEasy })
    await expect(solo.getByLabel(/^Bot 3\b/)).toHaveValue('easy')
    await target.fill('35')
    await solo.getByLabel(en.home.turnSeconds).fill('45')
    await screenshot(app, 'solo-form-options')
    await solo.getByRole('button', { name: en.home.startSolo }).click()
  })

  await test.step('the extra card deal: 16 cards each, the undealt ones counted, the variant named', async () => {
    const dealt = handSizeFor(3, { threePlayerHand: 16 })
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(dealt, { timeout: 30_000 })
    // the table's header counts the cards nobody was dealt: the deck less three hands of 16
    const undealt = copiesFor(3) * RANKS.length - 3 * dealt
    await expect(page.getByText(fill(en.table.undealt_other, { count: undealt }), { exact: true })).toBeVisible()
    await expect(page.getByTestId('table-variants')).toHaveText(fill(en.options.tagHandSize, { n: dealt }))
    // and the table shows the hard bot
    await expect(page.getByTestId('seat').filter({ hasText: HARD_BOT })).toHaveCount(1)
    await screenshot(app, 'solo-16-cards')
    expect((await savedSettings(page)).tableDefaults).toMatchObject({
      soloBots: 2,
      threePlayerHand: 16,
      twoPlayerGame: 'to-target'
    })
    app.menu.click('File', 'Quit')
    ;(await app.dialogs.next()).press('Quit')
    await app.quitted
  })

  const second = await app.restart()
  const home = await second.page()
  await test.step('the second start: the Solo form as it was left, the name from main’s settings', async () => {
    // main's settings store read the name back from the user-data folder (the renderer keeps a copy too)
    expect(await savedSettings(home)).toMatchObject({ playerName: 'Ada Lovelace' })
    await home.locator('[data-way="solo"]').click()
    const solo = home.getByRole('form', { name: en.home.solo })
    await expect(solo.getByLabel(en.home.yourName)).toHaveValue('Ada Lovelace')
    await expect(solo.getByRole('button', { name: bots(2), exact: true })).toHaveAttribute('aria-pressed', 'true')
    // the bots are named after their seats at the table: you sit at seat 1; each keeps its level (issue 51),
    // and a third bot, added now, takes the first one's
    await expect(solo.getByLabel(/^Bot 2\b/)).toHaveValue('hard')
    await expect(solo.getByLabel(/^Bot 3\b/)).toHaveValue('easy')
    await expect(solo.getByLabel(/^Bot 4\b/)).toHaveCount(0)
    await expect(solo.getByLabel(en.home.target)).toHaveValue('35')
    await expect(solo.getByLabel(en.home.turnSeconds)).toHaveValue('45')
    await screenshot(second, 'solo-form-remembered')
    await solo.getByRole('button', { name: bots(3), exact: true }).click()
    await expect(solo.getByLabel(/^Bot 4\b/)).toHaveValue('hard')
  })

  await test.step('German from Home’s picker, and a table hosted; a table in its lobby quits without a question', async () => {
    await home.getByTestId('language').selectOption('de')
    await expect(home.locator('[data-way="solo"]')).toContainText(de.home.solo)
    await home.locator('[data-way="host"]').click()
    const host = home.getByRole('form', { name: de.home.host })
    await replaceText(host.getByLabel(de.home.tableName), 'Friday table')
    await host.getByLabel(de.home.seats).selectOption('5')
    await host.getByLabel(de.home.pin).fill('4821')
    await host.getByRole('button', { name: de.home.startHost }).click()
    await expect(home.getByTestId('join-url')).toBeVisible()
    await second.quit()
    expect(second.dialogs.shown).toEqual([])
  })

  const third = await second.restart()
  const last = await third.page()
  await test.step('the third start: German still, and the Host form as it was left, its PIN masked', async () => {
    await expect(last.locator('html')).toHaveAttribute('lang', 'de')
    await expect(last.locator('[data-way="solo"]')).toContainText(de.home.solo)
    await last.locator('[data-way="host"]').click()
    const host = last.getByRole('form', { name: de.home.host })
    await expect(host.getByLabel(de.home.yourName)).toHaveValue('Ada Lovelace')
    await expect(host.getByLabel(de.home.tableName)).toHaveValue('Friday table')
    await expect(host.getByLabel(de.home.seats)).toHaveValue('5')
    // the last PIN is there but masked (issue 51), shown on demand
    const pin = host.getByLabel(de.home.pin)
    const showPin = host.getByRole('button', { name: de.evening.showPin })
    await expect(pin).toHaveValue('4821')
    await expect(pin).toHaveAttribute('type', 'password')
    await expect(showPin).toHaveAttribute('aria-pressed', 'false')
    await pin.scrollIntoViewIfNeeded()
    await screenshot(third, 'host-form-remembered')
    await showPin.click()
    await expect(pin).toHaveAttribute('type', 'text')
    await expect(showPin).toHaveAttribute('aria-pressed', 'true')
    await showPin.click()
    await expect(pin).toHaveAttribute('type', 'password')
  })
  expect([...app.pageErrors, ...second.pageErrors, ...third.pageErrors]).toEqual([])
})
