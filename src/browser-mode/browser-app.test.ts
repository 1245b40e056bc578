// The browser mode's app on 127.0.0.1 with real sockets: who gets in (the control socket's refusals),
// contract calls through main's own handlers and checks, pushes to every page, and tables that let the
// page's origin in. Tables run on the real servers bound to 127.0.0.1, never advertised.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get, request } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startLoopbackBrowserApp } from '../../test-support/browser-mode/loopback-browser-app'
import { SETTINGS_FILE } from '../desktop/storage/settings-store'
import type { LoopbackMessage } from '../ipc/loopback'
import { CODE_HEADER, CODE_PATH, CONTROL_PATH, SESSION_PATH } from '../ipc/loopback'
import { WS_PATH } from '../protocol/vocabulary'
import { TOURNAMENT_WS_PATH } from '../protocol/tournament-messages'
import type { BrowserApp } from './browser-app'
import { REFUSAL_HEADER } from './refusals'

let userData: string
let app: BrowserApp
let disposeBackends: () => Promise<void>
const sockets: WebSocket[] = []

beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'ftf-browser-mode-'))
  // an unreadable settings file: the services set it aside and post a notice (used for pushes below)
  await writeFile(join(userData, SETTINGS_FILE), '{ not json')
  const started = await startLoopbackBrowserApp(userData)
  app = started.app
  disposeBackends = started.disposeBackends
})

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  await app.close()
  await disposeBackends()
  await rm(userData, { recursive: true, force: true })
})

const key = () => app.key
const port = () => new URL(app.origin).port

type Opened = { socket: WebSocket; messages: LoopbackMessage[] }
type Refused = { status: number; refusal: string | undefined; secured: boolean }

/** The answer carries the security headers of every answer (server/security-headers.ts). */
const secured = (headers: IncomingHttpHeaders): boolean =>
  headers['x-content-type-options'] === 'nosniff' &&
  headers['x-frame-options'] === 'DENY' &&
  (headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'")

/** Opens a control socket the way a page would, with the given Origin, Host, path and query. */
function connect(
  options: { origin?: string; host?: string; path?: string; query?: string } = {}
): Promise<Opened | Refused> {
  const query = options.query ?? `?key=${key()}`
  const socket = new WebSocket(`ws://127.0.0.1:${port()}${options.path ?? CONTROL_PATH}${query}`, {
    headers: {
      ...(options.origin === undefined ? {} : { origin: options.origin }),
      ...(options.host === undefined ? {} : { host: options.host })
    }
  })
  sockets.push(socket)
  const messages: LoopbackMessage[] = []
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as LoopbackMessage))
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, messages }))
    socket.once('unexpected-response', (_req, res) =>
      resolve({
        status: res.statusCode ?? 0,
        refusal: res.headers[REFUSAL_HEADER] as string | undefined,
        secured: secured(res.headers)
      })
    )
    socket.once('error', reject)
  })
}

async function page(): Promise<Opened> {
  const opened = await connect({ origin: app.origin })
  if (!('socket' in opened)) throw new Error(`refused: ${opened.refusal}`)
  return opened
}

/** A plain GET: [status, refusal code, security headers there]. */
function plainGet(
  path: string,
  host = `127.0.0.1:${port()}`
): Promise<[number, string | undefined, boolean]> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: port(), path, headers: { host } }, (res) => {
      res.resume()
      resolve([res.statusCode ?? 0, res.headers[REFUSAL_HEADER] as string | undefined, secured(res.headers)])
    }).once('error', reject)
  })
}

/** A POST with these headers: [status, refusal code, body]. */
function post(path: string, headers: Record<string, string>): Promise<[number, string | undefined, string]> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: port(), path, method: 'POST', headers }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () =>
        resolve([res.statusCode ?? 0, res.headers[REFUSAL_HEADER] as string | undefined, body])
      )
    })
    req.once('error', reject)
    req.end()
  })
}

/** The page trading a code for the key, as loopback-bridge.ts does. */
const redeem = (code: string, origin = app.origin) => post(SESSION_PATH, { origin, [CODE_HEADER]: code })
const codeOf = (url: string) => new URL(url).hash.replace('#desktop=', '')

let nextId = 1
async function invoke(opened: Opened, channel: string, ...args: unknown[]): Promise<unknown> {
  const id = nextId++
  opened.socket.send(JSON.stringify({ kind: 'invoke', id, channel, args }))
  await expect.poll(() => opened.messages.some((m) => m.kind === 'result' && m.id === id)).toBe(true)
  const answer = opened.messages.find((m) => m.kind === 'result' && m.id === id)
  return answer?.kind === 'result' ? answer.result : undefined
}

describe('the control socket refuses', () => {
  it.each([
    ['no key', { origin: 'page', query: '' }, 401, 'no-key'],
    ['an empty key', { origin: 'page', query: '?key=' }, 401, 'no-key'],
    [
      'a wrong key',
      { origin: 'page', query: '?key=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      403,
      'bad-key'
    ],
    ['another site, even with the key', { origin: 'https://evil.example' }, 403, 'bad-origin'],
    ['a page from a file, even with the key', { origin: 'file://' }, 403, 'bad-origin'],
    ['the same address under another port', { origin: 'http://127.0.0.1:1' }, 403, 'bad-origin'],
    ['a client that sends no Origin, even with the key', {}, 403, 'bad-origin'],
    ['a rebound name (DNS rebinding)', { origin: 'page', host: 'evil.example' }, 403, 'bad-host'],
    ['localhost as Host', { origin: 'page', host: 'localhost' }, 403, 'bad-host'],
    ['another path', { origin: 'page', path: WS_PATH }, 404, 'not-found']
  ] as const)('%s', async (_name, how, status, refusal) => {
    const origin = 'origin' in how ? (how.origin === 'page' ? app.origin : how.origin) : undefined
    const host = 'host' in how ? `${how.host}:${port()}` : undefined
    const answer = await connect({ ...how, origin, host } as Parameters<typeof connect>[0])
    expect(answer).toEqual({ status, refusal, secured: true })
  })

  it('plain HTTP under another Host, and the control path without an upgrade', async () => {
    expect(await plainGet('/', `evil.example:${port()}`)).toEqual([403, 'bad-host', true])
    expect(await plainGet(`${CONTROL_PATH}?key=${key()}`)).toEqual([426, 'upgrade-required', true])
    // the page itself is served (here: the "not built" answer, as no renderer was built for this test)
    expect(await plainGet('/')).toEqual([404, undefined, true])
  })

  it('a message that is not a contract call, by closing the socket', async () => {
    const { socket } = await page()
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
    socket.send(JSON.stringify({ kind: 'invoke', id: 1, channel: 'settings:get' }))
    expect(await closed).toBe(1008)
  })
})

describe('contract calls from the page', () => {
  it('go through the same handlers and checks as Electron IPC', async () => {
    const opened = await page()
    expect(await invoke(opened, 'app:info')).toEqual({
      ok: true,
      value: expect.objectContaining({ name: 'Five Three Five', version: '9.9.9', electron: '' })
    })
    expect(await invoke(opened, 'settings:get')).toMatchObject({ ok: true, value: { playerName: '' } })
    // arguments are checked by the contract's schema before any handler runs
    expect(await invoke(opened, 'settings:set', { playerName: 42 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-args' }
    })
    expect(await invoke(opened, 'no:such-channel')).toMatchObject({
      ok: false,
      error: { code: 'not-available' }
    })
    expect(await invoke(opened, 'settings:set', { playerName: 'Ada' })).toMatchObject({
      ok: true,
      value: { playerName: 'Ada' }
    })
  })

  it('reach every open page as pushes', async () => {
    const first = await page()
    const second = await page()
    const listed = (await invoke(first, 'notices:list')) as {
      ok: true
      value: { id: string; kind: string }[]
    }
    expect(listed.value.map((n) => n.kind)).toEqual(['corrupt-file'])
    await invoke(first, 'notices:dismiss', listed.value[0]?.id)
    await expect
      .poll(() => second.messages.filter((m) => m.kind === 'push'))
      .toEqual([{ kind: 'push', channel: 'notices:changed', payload: [] }])
  })

  it('host a LAN table whose WebSocket lets the page in', async () => {
    const opened = await page()
    const hosted = (await invoke(opened, 'table:host', { name: 'Kitchen', seats: 2 })) as {
      ok: true
      value: { port: number; hostKey: string }
    }
    expect(hosted).toMatchObject({
      ok: true,
      value: { port: expect.any(Number), hostKey: expect.any(String) }
    })
    const table = new WebSocket(`ws://127.0.0.1:${hosted.value.port}${WS_PATH}`, {
      headers: { origin: app.origin }
    })
    sockets.push(table)
    await new Promise((resolve, reject) => {
      table.once('open', resolve)
      table.once('unexpected-response', (_req, res) => reject(new Error(`table refused: ${res.statusCode}`)))
    })
    expect(await invoke(opened, 'table:current')).toMatchObject({ ok: true, value: { kind: 'hosted' } })
  })
})

describe('a tournament opened from the page (issue 52)', () => {
  it('runs on loopback, lets the page into its channel, and closes with the app', async () => {
    const opened = await page()
    const hosted = (await invoke(opened, 'tournament:host', {
      name: 'Friday night',
      format: 'swiss',
      stages: 2,
      dealsPerStage: 2
    })) as { ok: true; value: { address: string; directorKey: string } }
    expect(hosted).toMatchObject({ ok: true, value: { address: expect.stringMatching(/^127\.0\.0\.1:\d+$/) } })
    const channel = new WebSocket(`ws://${hosted.value.address}${TOURNAMENT_WS_PATH}`, {
      headers: { origin: app.origin }
    })
    sockets.push(channel)
    await new Promise((resolve, reject) => {
      channel.once('open', resolve)
      channel.once('unexpected-response', (_req, res) => reject(new Error(`channel refused: ${res.statusCode}`)))
    })
    expect(await invoke(opened, 'tournament:running')).toEqual({
      ok: true,
      value: { ...hosted.value, joinUrls: [], name: 'Friday night' }
    })
    const closed = new Promise((resolve) => channel.once('close', resolve))
    await app.close()
    await closed
  })
})

describe('the address the app opens (issue 48)', () => {
  it('holds a one-time code, never the key: the page trades it once, then it is refused', async () => {
    const url = app.openUrl()
    expect(url).toMatch(new RegExp(`^${app.origin}/#desktop=[\\w-]{22}$`))
    expect(url).not.toContain(key())
    expect(await redeem(codeOf(url))).toEqual([200, undefined, key()])
    expect(await redeem(codeOf(url))).toEqual([403, 'bad-code', 'bad-code\n'])
    // each address has its own code
    expect(codeOf(app.openUrl())).not.toBe(codeOf(app.openUrl()))
  })

  it('refuses a code from another site, one never given, none, and a GET', async () => {
    const code = codeOf(app.openUrl())
    expect((await redeem(code, 'https://evil.example')).slice(0, 2)).toEqual([403, 'bad-origin'])
    expect((await redeem('AAAAAAAAAAAAAAAAAAAAAA')).slice(0, 2)).toEqual([403, 'bad-code'])
    expect((await post(SESSION_PATH, { origin: app.origin })).slice(0, 2)).toEqual([403, 'bad-code'])
    expect(await plainGet(SESSION_PATH)).toEqual([405, 'post-only', true])
    // the refusals did not use the code up
    expect(await redeem(code)).toEqual([200, undefined, key()])
  })

  it('gives a fresh code to a second npm run play that holds the key, and to nobody else', async () => {
    const [status, , code] = await post(CODE_PATH, { authorization: `Bearer ${key()}` })
    expect(status).toBe(200)
    expect(await redeem(code)).toEqual([200, undefined, key()])
    expect((await post(CODE_PATH, {})).slice(0, 2)).toEqual([401, 'no-key'])
    const wrong = { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }
    expect((await post(CODE_PATH, wrong)).slice(0, 2)).toEqual([403, 'bad-key'])
    // a page (any Origin, even the app's own) cannot ask for codes
    const fromPage = { origin: app.origin, authorization: `Bearer ${key()}` }
    expect((await post(CODE_PATH, fromPage)).slice(0, 2)).toEqual([403, 'bad-origin'])
  })
})
