// The WebDriver client against a stand-in driver on loopback: what it sends, and what it makes of the
// answers (the W3C element reference, a driver's error).
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebDriverError, WebDriverSession, driverReady } from './webdriver-client'

interface Seen {
  method: string
  url: string
  body: unknown
}

let server: Server | undefined

afterEach(async () => {
  await new Promise((done) => server?.close(done) ?? done(undefined))
  server = undefined
})

/** A driver that answers each request with `answer(request)`: [status, value]. */
async function fakeDriver(
  answer: (seen: Seen) => [number, unknown]
): Promise<{ base: string; seen: Seen[] }> {
  const seen: Seen[] = []
  server = createServer(async (request: IncomingMessage, response) => {
    let text = ''
    for await (const chunk of request) text += String(chunk)
    const one = {
      method: request.method ?? '',
      url: request.url ?? '',
      body: text ? JSON.parse(text) : undefined
    }
    seen.push(one)
    const [status, value] = answer(one)
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ value }))
  })
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done))
  return { base: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen }
}

describe('WebDriverSession', () => {
  it('opens a session with the capabilities under alwaysMatch and addresses its commands to it', async () => {
    const driver = await fakeDriver(({ url }) =>
      url === '/session'
        ? [200, { sessionId: 's-1', capabilities: { browserName: 'MiniBrowser' } }]
        : [200, null]
    )
    const session = await WebDriverSession.open(driver.base, {
      'webkitgtk:browserOptions': { args: ['--automation'] }
    })
    await session.navigate('http://127.0.0.1:9/')
    expect(session.capabilities['browserName']).toBe('MiniBrowser')
    expect(driver.seen).toEqual([
      {
        method: 'POST',
        url: '/session',
        body: { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] } } } }
      },
      { method: 'POST', url: '/session/s-1/url', body: { url: 'http://127.0.0.1:9/' } }
    ])
  })

  it('reads an element reference under the W3C element key', async () => {
    const driver = await fakeDriver(({ url }) =>
      url === '/session'
        ? [200, { sessionId: 's-2', capabilities: {} }]
        : [200, { 'element-6066-11e4-a52e-4f735466cecf': 'node-7' }]
    )
    const session = await WebDriverSession.open(driver.base, {})
    expect(await session.find('[data-testid="join-name"]')).toBe('node-7')
    expect(driver.seen[1]).toEqual({
      method: 'POST',
      url: '/session/s-2/element',
      body: { using: 'css selector', value: '[data-testid="join-name"]' }
    })
  })

  it("turns a driver's error answer into a WebDriverError naming the error and its message", async () => {
    const driver = await fakeDriver(({ url }) =>
      url === '/session'
        ? [200, { sessionId: 's-3', capabilities: {} }]
        : [400, { error: 'element click intercepted', message: 'another element would receive the click' }]
    )
    const session = await WebDriverSession.open(driver.base, {})
    const click = session.click('node-1')
    await expect(click).rejects.toThrow(WebDriverError)
    await expect(click).rejects.toThrow(/element click intercepted: another element would receive the click/)
  })
})

describe('driverReady', () => {
  it('is true only when the driver says it is ready', async () => {
    let ready = false
    const driver = await fakeDriver(() => [200, { ready }])
    expect(await driverReady(driver.base)).toBe(false)
    ready = true
    expect(await driverReady(driver.base)).toBe(true)
  })

  it('is false when nothing listens', async () => {
    const driver = await fakeDriver(() => [200, { ready: true }])
    await new Promise((done) => server!.close(done))
    server = undefined
    expect(await driverReady(driver.base)).toBe(false)
  })
})
