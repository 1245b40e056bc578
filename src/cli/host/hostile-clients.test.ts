// No input can end the process (issue 22, item 1): the headless host, as its own process on 127.0.0.1,
// takes hundreds of connections reset (RST) at every stage — on connect, mid-headers, after each refusal
// (404 wrong path, 403 foreign Origin, 403 foreign Host, 503 over the cap, `Upgrade: h2c`), after the
// 101, mid-frame, mid-body, during a static file — and after each burst it is still running and a real
// player still joins (a new connection with the seat token) and plays. Files cut mid-way are closed
// (no file descriptor is left behind per reset).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ChildHost } from '../../../test-support/hardening/child-host'
import {
  EXPECTED_STATUS,
  STAGES,
  burst,
  fillToCap,
  hostile,
  refusedOverCap,
  resetAll
} from '../../../test-support/hardening/hostile'
import type { Stage, Target } from '../../../test-support/hardening/hostile'
import { autoPlay } from '../../../test-support/wire/auto-play'
import { TestClient } from '../../../test-support/wire/test-client'

/** Attacks per stage; 11 stages plus the over-the-cap one make several hundred resets. */
const PER_STAGE = 40
const PARALLEL = 6
const STATIC_PATH = '/assets/big.js'

let dir = ''
let child: ChildHost | null = null
let target: Target = { port: 0, staticPath: STATIC_PATH }
let token: string | null = null

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ftf-hostile-'))
  // The host serves `<cwd>/out/renderer`: an index and a file big enough to be cut mid-way.
  const renderer = join(dir, 'out', 'renderer')
  mkdirSync(join(renderer, 'assets'), { recursive: true })
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>t</title>')
  writeFileSync(join(renderer, 'assets', 'big.js'), `// ${'x'.repeat(2 * 1024 * 1024)}\n`)
  child = await ChildHost.start(
    ['--seats', '2', '--bots', '1', '--bot-delay', '0', '--data', join(dir, 'data')],
    { cwd: dir }
  )
  target = { port: child.port, staticPath: STATIC_PATH }
}, 20_000)

afterAll(async () => {
  await child?.stop()
  rmSync(dir, { recursive: true, force: true })
})

function alive(host: ChildHost): boolean {
  return host.proc.exitCode === null && host.proc.signalCode === null
}

function openFiles(host: ChildHost): number | null {
  try {
    return readdirSync(`/proc/${host.proc.pid}/fd`).length
  } catch {
    return null // not Linux: the count is skipped
  }
}

/** The real player comes (back) with its seat token and sees the match move on by its own move. */
async function playerJoinsAndPlays(host: ChildHost, after: string): Promise<void> {
  expect(alive(host), `the host died after ${after}:\n${host.stderr.slice(-20).join('\n')}`).toBe(true)
  let client: TestClient | null = null
  // Sockets reset a moment ago may still count towards the caps: a few tries.
  for (let tries = 0; client === null; tries++) {
    try {
      client = await TestClient.join(host.wsUrl, 'Ann', token === null ? {} : { token }, {
        connectTimeoutMs: 2000
      })
    } catch (error) {
      if (tries >= 10 || !alive(host)) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    token = client.token
    const from = client.latest?.version ?? 0
    const stop = autoPlay(client, { readyForRematch: true })
    const moved = await client.nextState((m) => m.version >= from + 2, 5000)
    stop()
    expect(moved.version).toBeGreaterThanOrEqual(from + 2)
  } finally {
    await client.terminate()
  }
}

test('resets at every stage never end the host; a real player joins and plays after each burst', async () => {
  const host = child!
  await playerJoinsAndPlays(host, 'nothing')
  const before = openFiles(host)
  let attacks = 0
  for (const stage of STAGES) {
    const seen = await burst(PER_STAGE, PARALLEL, () => hostile(stage as Stage, target))
    attacks += PER_STAGE
    const expected = EXPECTED_STATUS[stage]
    if (expected !== null)
      expect(seen.get(expected) ?? 0, `${stage}: ${JSON.stringify([...seen])}`).toBeGreaterThan(0)
    await playerJoinsAndPlays(host, stage)
  }

  // Over the cap: fill this address's WebSocket slots, then reset refused upgrades (503).
  const { held, refusedWith } = await fillToCap(target.port)
  expect(refusedWith).toBe(503)
  const seen = await burst(PER_STAGE, PARALLEL, () => refusedOverCap(target.port))
  attacks += PER_STAGE
  expect(seen.get(503) ?? 0).toBeGreaterThan(0)
  resetAll(held)
  await playerJoinsAndPlays(host, 'refused-503')

  expect(attacks).toBeGreaterThanOrEqual(400)
  const after = openFiles(host)
  // Every reset mid-file must close its file: 40 leaked descriptors would show.
  if (before !== null && after !== null) expect(after - before).toBeLessThan(20)
  expect(alive(host)).toBe(true)
}, 30_000)
