import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { serveApp, type StaticApp } from './helpers/static-app'
import { keepScreenshot } from './helpers/screenshots'

let app: StaticApp
let baseUrl: string

test.beforeAll(async () => {
  app = await serveApp()
  baseUrl = app.url
})

test.afterAll(async () => {
  await app.close()
})

test('the home screen shows the name, the three ways to play and the version', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(baseUrl)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Five Three Five')
  const ways = page.getByRole('navigation', { name: 'Ways to play' }).getByRole('button')
  await expect(ways).toHaveCount(3)
  await expect(ways.nth(0)).toContainText('Play solo')
  await expect(ways.nth(1)).toContainText('Host a table')
  await expect(ways.nth(2)).toContainText('Join a table')
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
  await expect(page.getByTestId('version')).toHaveText(version)
  await keepScreenshot(page, 'test-results/home.png', { fullPage: true })
  expect(errors).toEqual([])
})
