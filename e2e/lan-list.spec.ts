// The LAN list shows what each table plays when it is not plain play (issue 20): a table's options go
// through the real TXT encoder, the discovery list and the IPC shape (src/protocol/discovery.ts,
// src/server/discovery/table-list.ts, src/desktop/discovery/discovered-table.ts) into the renderer's
// list, fed by the fake desktop bridge (mDNS is off on loopback; e2e/lan covers real interfaces).
// One player's look at the list (issue 50): what each table plays, the list changing as hosts change
// their options, a tournament's row, the labels in German and Arabic, and the tournament's page.
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_OPTIONS } from '../src/engine'
import type { DiscoveredTable } from '../src/ipc/contract'
import { encodeTableTxt, gameOptionsOf } from '../src/protocol/discovery'
import { encodeTournamentTxt } from '../src/protocol/tournament-txt'
import type { GameOptions } from '../src/protocol/discovery'
import { TableList } from '../src/server/discovery/table-list'
import { toDiscoveredTable } from '../src/desktop/discovery/discovered-table'
import { expectNoSeriousA11yIssues } from './helpers/axe'
import { FAKE_SETTINGS, installFakeDesktop, pushTables } from './helpers/fake-desktop-api'
import { serveApp, type StaticApp } from './helpers/static-app'
import { keepScreenshot } from './helpers/screenshots'

let app: StaticApp

test.beforeAll(async () => {
  app = await serveApp()
})

test.afterAll(async () => {
  await app.close()
})

/** A table hosted elsewhere with these seats and options, as this app's LAN list would show it. */
function hostedElsewhere(name: string, seats: number, options: Partial<GameOptions>): DiscoveredTable {
  const id = `${name.toLowerCase()}12345`
  const list = new TableList({ now: () => 0 })
  const txt = encodeTableTxt({
    id,
    name,
    seatsTaken: 1,
    seatsTotal: seats,
    pinRequired: false,
    status: 'lobby',
    game: { ...gameOptionsOf(DEFAULT_OPTIONS), ...options }
  })
  const change = list.seen({
    key: `${name} (${id})._fivethreefive._tcp.local`,
    instance: name,
    txt,
    port: 5350,
    addresses: ['192.168.1.20'],
    ttlSeconds: 20
  })
  if (change?.kind !== 'added') throw new Error(`${name} was not listed`)
  return toDiscoveredTable(change.entry)
}

async function openJoin(page: Page, tables: DiscoveredTable[]): Promise<void> {
  await installFakeDesktop(page, {
    settings: FAKE_SETTINGS,
    history: { entries: [], stats: { matches: 0, wins: 0, rounds: 0, averagePenaltyPerRound: null } },
    notices: [],
    tables
  })
  await page.goto(app.url)
  await page.getByRole('button', { name: /Join a table/ }).click()
}

const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name })

/** A tournament announced elsewhere, as the LAN list would show it. */
function tournamentElsewhere(): DiscoveredTable {
  const list = new TableList({ now: () => 0 })
  const change = list.seen({
    key: 'Friday cup (cup12345)._fivethreefive._tcp.local',
    instance: 'Friday cup',
    txt: encodeTournamentTxt({
      id: 'cup12345',
      name: 'Friday cup',
      format: 'duplicate',
      stage: 1,
      stages: 3,
      status: 'open'
    }),
    port: 5351,
    addresses: ['192.168.1.20'],
    ttlSeconds: 20
  })
  if (change?.kind !== 'added') throw new Error('the tournament was not listed')
  return toDiscoveredTable(change.entry)
}

test('the LAN list says what each table plays, follows its hosts and the language, and opens a tournament', async ({
  page
}) => {
  await test.step('each table says what it plays: 2 hands, to 10 points, 16 cards each, bigger overwrites', async () => {
    await openJoin(page, [
      hostedElsewhere('Attic', 4, {}),
      hostedElsewhere('Den', 2, {}),
      hostedElsewhere('Kitchen', 4, { overwrite: 'bigger' }),
      hostedElsewhere('Porch', 3, { threePlayerHand: 16, target: 10 })
    ])
    await expect(row(page, 'Den').getByTestId('lan-game')).toHaveText('2 hands')
    await expect(row(page, 'Kitchen').getByTestId('lan-game')).toHaveText('bigger overwrites')
    await expect(row(page, 'Porch').getByTestId('lan-game')).toHaveText('to 10 points · 16 cards each')
    // Plain play at its seat count: nothing extra to say.
    await expect(row(page, 'Attic')).toContainText('1 of 4 seats taken')
    await expect(row(page, 'Attic').getByTestId('lan-game')).toHaveCount(0)
    await expectNoSeriousA11yIssues(page, 'the LAN list with games')
    await keepScreenshot(page, 'test-results/lan-list-games.png')
  })

  await test.step('the hosts change their options and a tournament is announced: the list follows', async () => {
    // The host of Den switches to the target in its lobby: the TXT changes, and so does the list. Porch
    // closes; Shed (two hands, bigger overwrites) and a tournament appear.
    await pushTables(page, [
      hostedElsewhere('Attic', 4, {}),
      hostedElsewhere('Den', 2, { twoPlayerGame: 'to-target', overwrite: 'bigger' }),
      hostedElsewhere('Kitchen', 4, { overwrite: 'bigger' }),
      hostedElsewhere('Shed', 2, { overwrite: 'bigger' }),
      tournamentElsewhere()
    ])
    await expect(row(page, 'Den').getByTestId('lan-game')).toHaveText(
      `to ${DEFAULT_OPTIONS.target} points · bigger overwrites`
    )
    await expect(row(page, 'Porch')).toHaveCount(0)
    // A tournament on the LAN is one row that says where the evening is.
    await expect(row(page, 'Friday cup').getByTestId('lan-tournament')).toHaveText(
      'Tournament · stage 1 of 3 · registration open'
    )
    await expect(row(page, 'Friday cup')).toHaveCount(1)
  })

  await test.step('the labels follow the language, right to left in Arabic', async () => {
    const game = row(page, 'Shed').getByTestId('lan-game')
    await expect(game).toHaveText('2 hands · bigger overwrites')
    await page.getByTestId('language').selectOption('de')
    await expect(game).toHaveText('2 Hände · Überschreiben mit mehr Karten')
    await page.getByTestId('language').selectOption('ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(game).toHaveText('يدان · الاستبدال ببطاقات أكثر')
  })

  await test.step("choosing the tournament opens its page", async () => {
    await row(page, 'Friday cup').getByRole('button').first().click()
    // The tournament's page, at the address the list gave (it connects there; nothing answers in this test).
    await expect(page.getByTestId('tournament-page')).toBeVisible()
  })
})
