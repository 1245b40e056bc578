import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createStaticHandler, DEFAULT_RENDERER_DIR } from '../src/server/static-files'

let server: Server
let baseUrl: string

test.beforeAll(async () => {
  const serve = createStaticHandler(DEFAULT_RENDERER_DIR)
  server = createServer((req, res) => void serve(req, res))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

test.afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()))
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
  await page.screenshot({ path: 'test-results/home.png', fullPage: true })
  expect(errors).toEqual([])
})
