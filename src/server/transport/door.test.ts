// The attacks of issue 15 against a real host on 127.0.0.1: a foreign web page taking a seat, DNS
// rebinding, a PIN brute force from many connections, slow HTTP sockets — each refused, while the
// served page, the desktop app, non-browser clients and a player who mistypes the PIN get in.
import { connect } from 'node:net'
import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { PROTOCOL_VERSION } from '../../protocol/vocabulary'
import { withDesktopAppProduct } from '../../protocol/desktop-agent'
import type { HostOptions, HostServer } from '../host-server'
import { NOT_LISTENING_YET, createOriginPolicy } from './origin-policy'
import type { TableEvent } from '../table/table-events'
import { FakeClock } from '../../../test-support/server/fake-clock'
import { HostRig } from '../../../test-support/server/host-rig'
import { TestClient } from '../../../test-support/wire/test-client'

const rig = new HostRig()
const { sockets } = rig
const host = (options?: HostOptions): Promise<HostServer> => rig.start(options)
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
/** What the desktop app's window sends: a file origin and the app's User-Agent (src/main/app.ts). */
const desktopApp = { origin: 'file://', 'user-agent': withDesktopAppProduct(browserAgent, '1.0.0') }

afterEach(() => rig.closeAll())

type Upgrade =
  { status: number; body: string; ws?: undefined } | { status: 101; body?: undefined; ws: WebSocket }

/** Opens a WebSocket with the given headers; resolves with 101 and the socket, or the refusal. */
function upgrade(h: HostServer, headers: Record<string, string> = {}): Promise<Upgrade> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(h.urls.ws, { headers, perMessageDeflate: false })
    sockets.push(ws)
    ws.once('open', () => resolve({ status: 101, ws }))
    ws.once('unexpected-response', (_req, res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    ws.once('error', reject)
  })
}

function get(h: HostServer, hostHeader: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: h.port, path: '/', headers: { host: hostHeader } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      }
    )
    req.on('error', reject)
    req.end()
  })
}

describe('origin and host', () => {
  it('refuses a WebSocket from a foreign web page or a null origin with 403 and the reason', async () => {
    const h = await host()
    for (const origin of ['http://evil.example', 'null', `http://evil.example:${h.port}`]) {
      const answer = await upgrade(h, { origin })
      expect(answer.status, origin).toBe(403)
      expect(answer.body).toContain('is not allowed')
    }
    expect(h.summary().seats.every((s) => s.kind === 'empty')).toBe(true)
  })

  it('accepts its own served page on each of its addresses, the desktop app and clients without Origin', async () => {
    const h = await host({ host: '0.0.0.0' })
    const own = [
      `http://127.0.0.1:${h.port}`,
      `http://localhost:${h.port}`,
      ...h.urls.lan.map((u) => u.replace(/\/$/, ''))
    ]
    for (const origin of own) {
      const hostHeader = new URL(origin).host
      expect((await upgrade(h, { origin, host: hostHeader })).status, origin).toBe(101)
    }
    expect((await upgrade(h, desktopApp)).status).toBe(101)
    expect((await upgrade(h)).status).toBe(101)
  })

  it('accepts the origins the process adds (a dev server), and only for its own tables', async () => {
    const dev = 'http://localhost:5173'
    const desktop = await host({ allowedOrigins: [dev] })
    const other = await host()
    expect((await upgrade(desktop, { origin: dev })).status).toBe(101)
    expect((await upgrade(other, { origin: dev })).status).toBe(403)
  })

  it('accepts the page of a sibling port it was told of (a tournament’s page), under its own names only', async () => {
    let tournamentPort = 0
    const table = await host({ pagePorts: () => [tournamentPort] })
    const page = `http://127.0.0.1:${table.port + 1}`
    // Before the tournament's port is known the page on it is a foreign one.
    expect((await upgrade(table, { origin: page })).status).toBe(403)
    tournamentPort = table.port + 1
    expect((await upgrade(table, { origin: page })).status).toBe(101)
    expect((await upgrade(table, { origin: `http://localhost:${tournamentPort}` })).status).toBe(101)
    expect((await upgrade(table, { origin: `http://evil.example:${tournamentPort}` })).status).toBe(403)
    expect((await upgrade(table, { origin: `http://127.0.0.1:${tournamentPort + 1}` })).status).toBe(403)
  })

  it('lets the desktop app (a file:// page with its User-Agent) join any host, also one it did not start', async () => {
    const cliTable = await host()
    expect((await upgrade(cliTable, desktopApp)).status).toBe(101)
  })

  it('refuses a local HTML file opened in a browser: file:// without the app’s User-Agent', async () => {
    const h = await host()
    const tries: Record<string, string>[] = [
      { origin: 'file://' },
      { origin: 'file://', 'user-agent': browserAgent }
    ]
    for (const headers of tries) {
      const answer = await upgrade(h, headers)
      expect(answer.status).toBe(403)
      expect(answer.body).toContain('only for the Five Three Five app')
    }
    // The token counts only with a file origin: a foreign site is refused whatever its User-Agent says.
    const site = await upgrade(h, { ...desktopApp, origin: 'http://evil.example' })
    expect(site.status).toBe(403)
    expect(h.summary().seats.every((s) => s.kind === 'empty')).toBe(true)
  })

  it('IPv6 loopback: the page served at [::1] joins its table', async () => {
    const h = await host({ host: '::1' })
    expect(h.urls.ws).toContain('[::1]')
    expect((await upgrade(h, { origin: `http://[::1]:${h.port}` })).status).toBe(101)
  })

  it('DNS rebinding: a page at the attacker\u2019s name that now resolves here gets neither the page nor a seat', async () => {
    const h = await host()
    const rebound = `rebind.evil.example:${h.port}`
    expect((await get(h, rebound)).status).toBe(403)
    expect((await get(h, `127.0.0.1:${h.port}`)).status).not.toBe(403)
    expect((await upgrade(h, { origin: `http://${rebound}`, host: rebound })).status).toBe(403)
    // Its own origin with a foreign Host is refused too (and an own Host with another port).
    expect((await upgrade(h, { origin: `http://127.0.0.1:${h.port}`, host: rebound })).status).toBe(403)
    expect((await get(h, `127.0.0.1:${h.port + 1}`)).status).toBe(403)
  })

  it('names each refusal with a code, and the message the client is sent', () => {
    const policy = createOriginPolicy({ port: 4000, addresses: () => ['192.168.1.5'], machineName: 'ana' })
    const long = `${'a'.repeat(300)}:4000`
    expect(policy.checkHost(undefined)).toEqual({
      ok: false,
      error: { code: 'no-host', message: 'no Host header' }
    })
    expect(policy.checkHost(long)).toMatchObject({ ok: false, error: { code: 'host-too-long' } })
    expect(policy.checkHost('evil.example:4000')).toEqual({
      ok: false,
      error: { code: 'foreign-host', message: "evil.example:4000 is not this table's address" }
    })
    expect(policy.checkHost('192.168.1.5:4000')).toEqual({ ok: true, value: null })
    expect(policy.checkUpgrade(`http://${long}`, undefined)).toMatchObject({
      ok: false,
      error: { code: 'origin-too-long' }
    })
    expect(policy.checkUpgrade('file://', undefined, browserAgent)).toMatchObject({
      ok: false,
      error: { code: 'file-origin', message: 'origin file:// is allowed only for the Five Three Five app' }
    })
    for (const origin of ['http://evil.example', 'null'])
      expect(policy.checkUpgrade(origin, 'ana.local:4000')).toEqual({
        ok: false,
        error: { code: 'foreign-origin', message: `origin ${origin} is not allowed` }
      })
    expect(policy.checkUpgrade('http://ana.local:4000', 'rebind.evil.example:4000')).toMatchObject({
      ok: false,
      error: { code: 'foreign-host' }
    })
    expect(NOT_LISTENING_YET).toMatchObject({ ok: false, error: { code: 'not-listening' } })
  })

  it('reports refused connections to the host (once per address a minute)', async () => {
    const h = await host()
    const events: TableEvent[] = []
    h.onEvent((e) => events.push(e))
    await upgrade(h, { origin: 'http://evil.example' })
    await upgrade(h, { origin: 'http://evil.example' })
    expect(events).toEqual([
      { type: 'connectionRefused', address: '127.0.0.1', reason: 'origin http://evil.example is not allowed' }
    ])
  })
})

describe('connection caps', () => {
  it('refuses WebSockets past the cap per address with 503', async () => {
    const h = await host({ limits: { maxConnectionsPerAddress: 3 } })
    for (let i = 0; i < 3; i++) expect((await upgrade(h)).status).toBe(101)
    const answer = await upgrade(h)
    expect(answer.status).toBe(503)
    expect(answer.body).toContain('too many connections from this address')
  })

  it('refuses WebSockets past the total cap', async () => {
    const h = await host({ limits: { maxConnections: 2 } })
    await upgrade(h)
    await upgrade(h)
    expect((await upgrade(h)).status).toBe(503)
  })
})

describe('slow HTTP sockets', () => {
  it('closes sockets that never finish their headers, and drops sockets past the cap at once', async () => {
    const h = await host({
      http: { headersTimeoutMs: 300, requestTimeoutMs: 600, checkIntervalMs: 100, maxSocketsPerAddress: 5 }
    })
    /** Opens a socket that never finishes its headers; resolves with what the server answered before closing. */
    const open = (): Promise<string> =>
      new Promise((closed) => {
        let answer = ''
        const socket = connect(h.port, '127.0.0.1', () => {
          socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n') // never the blank line that ends headers
        })
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
        socket.once('close', () => closed(answer))
        socket.on('error', () => undefined)
        sockets.push(socket)
      })
    // Every one is closed by the server: three at once without a word (past the cap of 5), the five
    // others when their headers time out, each with a 408.
    const answers = await Promise.all(Array.from({ length: 8 }, open))
    expect(answers.filter((a) => a === '')).toHaveLength(3)
    expect(answers.filter((a) => a.startsWith('HTTP/1.1 408'))).toHaveLength(5)
  })
})

describe('PIN guessing', () => {
  const PIN = '4711'

  /** One guess on a fresh connection; the answer code (welcome → 'welcome'). */
  async function guess(h: HostServer, pin: string): Promise<string> {
    const c = await TestClient.connect(h.urls.ws, 'Mallory')
    sockets.push(c.ws)
    const reply = await c.hello({ pin })
    return reply.type === 'welcome' ? 'welcome' : reply.code
  }

  it('a player who mistypes twice gets in at once with the right PIN', async () => {
    const clock = new FakeClock()
    const h = await host({ pin: PIN, clock })
    expect(await guess(h, '1111')).toBe('wrong-pin')
    expect(await guess(h, '2222')).toBe('wrong-pin')
    expect(await guess(h, PIN)).toBe('welcome')
  })

  it('a wrong PIN ends the connection after its error', async () => {
    const h = await host({ pin: PIN })
    const c = await TestClient.connect(h.urls.ws, 'Mallory')
    sockets.push(c.ws)
    expect((await c.hello({ pin: '0000' })).type).toBe('error')
    expect(await c.closed).toEqual({ code: 1008, reason: 'wrong pin' })
  })

  it('brute force from many parallel connections: a few dozen guesses a minute at most, and logged', async () => {
    const clock = new FakeClock()
    const h = await host({ pin: PIN, clock, limits: { maxConnectionsPerAddress: 64 } })
    const events: TableEvent[] = []
    h.onEvent((e) => events.push(e))
    const checked: number[] = [] // guesses the table actually checked, per simulated minute
    let next = 0
    for (let minute = 0; minute < 3; minute++) {
      let wrong = 0
      // 25 connections at a time, 240 rounds of guessing spread over the minute.
      for (let round = 0; round < 24; round++) {
        const codes = await Promise.all(
          Array.from({ length: 25 }, () =>
            guess(
              h,
              String(next++ % 10_000)
                .padStart(4, '0')
                .replace(PIN, '0000')
            )
          )
        )
        expect(codes.every((c) => c === 'wrong-pin' || c === 'pin-locked')).toBe(true)
        wrong += codes.filter((c) => c === 'wrong-pin').length
        clock.advance(2500)
      }
      checked.push(wrong)
    }
    // Without limits this is 600 guesses a minute; with them a few dozen at most.
    for (const perMinute of checked) expect(perMinute).toBeLessThanOrEqual(40)
    expect(events.filter((e) => e.type === 'pinRefused' && e.why === 'wrong')).toHaveLength(
      checked.reduce((a, b) => a + b, 0)
    )
    expect(events.some((e) => e.type === 'pinRefused' && e.why === 'locked')).toBe(true)
  })

  it('guesses from many addresses together are capped by the table-wide budget', async () => {
    const clock = new FakeClock()
    // Each guess here comes from 127.0.0.1; a free allowance that never runs out stands for many addresses.
    const h = await host({
      pin: PIN,
      clock,
      pinLimits: { freePerAddress: 1e9 },
      limits: { maxConnectionsPerAddress: 64 }
    })
    const codes = await Promise.all(Array.from({ length: 60 }, (_, i) => guess(h, String(1000 + i))))
    expect(codes.filter((c) => c === 'wrong-pin').length).toBeLessThanOrEqual(20)
    expect(codes.filter((c) => c === 'pin-locked').length).toBeGreaterThan(0)
    clock.advance(60_000)
    expect(await guess(h, PIN)).toBe('welcome')
  })

  it('a refused guess says how long to wait; a seat token or the host key never waits for the PIN limits', async () => {
    const clock = new FakeClock()
    const h = await host({ pin: PIN, clock })
    const ann = await TestClient.join(h.urls.ws, 'Ann', { pin: PIN })
    sockets.push(ann.ws)
    for (let i = 0; i < 10; i++) await guess(h, '0000')
    const c = await TestClient.connect(h.urls.ws, 'Mallory')
    sockets.push(c.ws)
    const reply = await c.hello({ pin: PIN })
    expect(reply).toMatchObject({ type: 'error', code: 'pin-locked' })
    if (reply.type === 'error') expect(reply.message).toMatch(/try again in \d+ s/)
    ann.ws.terminate()
    const back = await TestClient.join(h.urls.ws, 'Ann', { token: ann.token! })
    sockets.push(back.ws)
    expect(back.seat).toBe(0)
    const hostSide = await TestClient.join(h.urls.ws, 'Hal', { hostKey: h.hostKey })
    sockets.push(hostSide.ws)
    expect(hostSide.seat).toBe(1)
  })
})

describe('hello names', () => {
  it('refuses names with bidi overrides, C1 controls, only invisible characters, or a bot\u2019s name', async () => {
    const h = await host()
    for (const name of ['Ann\u202egnp.exe', 'Ann\u0085', '\u200b\u200b', '\u3164', 'Bot 2', 'b0t', 'BOT-3']) {
      const c = await TestClient.connect(h.urls.ws, 'x')
      sockets.push(c.ws)
      const reply = await c.hello({ name })
      expect(reply, JSON.stringify(name)).toMatchObject({ type: 'error', code: 'bad-name' })
    }
    expect(h.summary().seats.every((s) => s.kind === 'empty')).toBe(true)
    const ok = await TestClient.join(h.urls.ws, 'Botticelli', { protocol: PROTOCOL_VERSION })
    sockets.push(ok.ws)
    expect(ok.seat).toBe(0)
  })
})
