// Issue 28 (expert): a host in the browser seats expert bots from the lobby — the level picker of an
// empty seat offers the expert, the lobby shows the expert bot, and once the seats are full the table
// shows the expert bots in their seats (no match is played: the bots' moves are the bench's business).
import { en } from '../src/renderer/src/i18n/en'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { expect, test } from './helpers/host'
import { keepScreenshot } from './helpers/screenshots'

/** The seat status words of a bot (SeatStatus.svelte) for the expert level. */
const EXPERT_BOT = `${en.lobby.bot} · ${en.expertLevel.name}`

test('the host seats expert bots from the lobby and the table shows them', async ({ page, startHost }) => {
  const host = await startHost({ seats: 3, bots: 0, botDelayMs: 0 })
  await page.goto(host.hostControl)
  await page.getByTestId('join-name').fill('Ada')
  await page.getByTestId('join-submit').click()
  await expect(page.getByTestId('lobby-seat')).toHaveCount(3)

  const emptySeat = () =>
    page
      .getByTestId('lobby-seat')
      .filter({ has: page.getByTestId('add-bot') })
      .first()
  await emptySeat().getByLabel(en.lobby.botLevel).selectOption({ label: en.expertLevel.choice })
  await emptySeat().getByTestId('add-bot').click()
  const experts = page.getByTestId('lobby-seat').filter({ hasText: EXPERT_BOT })
  await expect(experts).toHaveCount(1)
  await expect(experts.getByLabel(en.lobby.botLevel)).toHaveValue('expert')
  await expectNoSeriousA11yIssues(page, 'lobby with an expert bot')
  await keepScreenshot(page, 'test-results/expert-lobby.png')

  // The last seat filled starts the match: both bots sit at the table as experts.
  await emptySeat().getByLabel(en.lobby.botLevel).selectOption('expert')
  await emptySeat().getByTestId('add-bot').click()
  await expect(page.getByTestId('hand')).toBeVisible()
  await expect(page.getByTestId('seat').filter({ hasText: EXPERT_BOT })).toHaveCount(2)
  await keepScreenshot(page, 'test-results/expert-table.png')
})
