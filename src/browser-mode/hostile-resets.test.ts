// The browser mode's one port (the page, its files and the control socket, on 127.0.0.1) takes
// connections reset (RST) at every stage — on connect, mid-headers, after each refused upgrade (wrong
// path, foreign Origin, foreign Host, `Upgrade: h2c`), mid-body — and no reset ends the process: nothing
// reaches 'uncaughtException', and the page still opens its control socket and gets answers.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startLoopbackBrowserApp } from '../../test-support/browser-mode/loopback-browser-app'
import { burst, hostile } from '../../test-support/hardening/hostile'
import type { Stage } from '../../test-support/hardening/hostile'
import { CONTROL_PATH } from '../ipc/loopback'
import type { BrowserApp } from './browser-app'

const STAGES: readonly Stage[] = [
  'on-connect',
  'mid-headers',
  'refused-404',
  'refused-403-origin',
  'refused-403-host',
  'h2c',
  'h2c-wrong-path',
  'mid-body'
]

let userData = ''
let app: BrowserApp
let disposeBackends: () => Promise<void>
const uncaught: unknown[] = []
const record = (error: unknown) => void uncaught.push(error)

beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'ftf-browser-hostile-'))
  const started = await startLoopbackBrowserApp(userData)
  app = started.app
  disposeBackends = started.disposeBackends
  process.on('uncaughtException', record)
})

afterEach(async () => {
  process.off('uncaughtException', record)
  await app.close()
  await disposeBackends()
  await rm(userData, { recursive: true, force: true })
})

/** The page opens its control socket and lists its notices. */
async function pageStillWorks(): Promise<void> {
  const key = app.key
  const port = new URL(app.origin).port
  const socket = new WebSocket(`ws://127.0.0.1:${port}${CONTROL_PATH}?key=${key}`, {
    headers: { origin: app.origin }
  })
  try {
    const answer = new Promise<string>((resolve, reject) => {
      socket.on('message', (data) => {
        const text = String(data)
        if (text.includes('"kind":"result"')) resolve(text)
      })
      socket.once('error', reject)
    })
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    socket.send(JSON.stringify({ kind: 'invoke', id: 1, channel: 'notices:list', args: [] }))
    expect(JSON.parse(await answer)).toMatchObject({ kind: 'result', id: 1, result: { ok: true } })
  } finally {
    socket.terminate()
  }
}

it('resets at every stage end nothing; the page still talks to the app after each burst', async () => {
  const port = Number(new URL(app.origin).port)
  for (const stage of STAGES) {
    await burst(30, 6, () => hostile(stage, { port, staticPath: '/' }))
    // errors of reset sockets surface on the next turns of the event loop
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(uncaught, `after ${stage}`).toEqual([])
    await pageStillWorks()
  }
}, 20_000)
