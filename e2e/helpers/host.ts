// Spawns the real headless table host (`src/cli/host.ts`, bundled by e2e/global-setup.ts) for an
// end-to-end test, waits for its `Listening on http://127.0.0.1:PORT` line, and kills it (and its
// process group) afterwards.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test as base, type Browser } from '@playwright/test'
import { BUNDLED_HOST } from '../global-setup'
import { SCENARIOS_ENV, SCENARIO_SEAT_PREFIX, SCENARIO_SIT_PREFIX } from '../../src/cli/host/args'
import type { ScenarioName } from '../../src/scenarios'
import type { ScenarioSeatKey } from '../../src/scenarios/table-save'

/** What every host takes, a new table or a scenario. */
interface CommonArgs {
  pin?: string
  turnSeconds?: number
  botDelayMs?: number
  name?: string
  /** Seconds a dropped player keeps their seat. */
  grace?: number
  /** The host's working folder: it serves `<cwd>/out/renderer` (bench/load.ts serves a copy with a page of its own). */
  cwd?: string
}

/** A table opened at a named point of a match (src/scenarios): its seats and options are the scenario's.
 *  Sit down with `sitAt` (e2e/helpers/scenario.ts). */
export interface ScenarioArgs extends CommonArgs {
  scenario: ScenarioName
}

export type HostArgs = NewTableArgs | ScenarioArgs

export interface NewTableArgs extends CommonArgs {
  scenario?: undefined
  seats: number
  bots: number
  target?: number
  /** RULES.md R2.two / R2.variants (the host's defaults when left out). */
  twoPlayerGame?: 'two-hands' | 'to-target'
  threePlayerHand?: 13 | 16
  overwrite?: 'same-size' | 'bigger'
  seed?: number
}

export interface RunningHost {
  /** http://127.0.0.1:PORT/ */
  url: string
  port: number
  /** The join URL with `#host=<key>`: lobby control. */
  hostControl: string
  /** A scenario table's human seats, as the host printed them (empty for a new table). */
  seats: ScenarioSeatKey[]
  output: () => string
  stop: () => Promise<void>
}

const HOST = resolve(BUNDLED_HOST)

export async function startHost(args: HostArgs): Promise<RunningHost> {
  const data = mkdtempSync(join(tmpdir(), 'fivethreefive-e2e-'))
  const argv = [HOST, '--port', '0', '--host', '127.0.0.1', '--bot-delay', String(args.botDelayMs ?? 0), '--no-mdns', '--data', data]
  if (args.scenario !== undefined) argv.push('--scenario', args.scenario)
  else argv.push(...newTableFlags(args))
  if (args.pin !== undefined) argv.push('--pin', args.pin)
  if (args.turnSeconds !== undefined) argv.push('--turn-seconds', String(args.turnSeconds))
  if (args.name !== undefined) argv.push('--name', args.name)
  if (args.grace !== undefined) argv.push('--grace', String(args.grace))
  const child = spawn(process.execPath, argv, {
    cwd: args.cwd,
    // --scenario is refused without it (src/cli/host/args.ts: tests and development only).
    env: args.scenario === undefined ? process.env : { ...process.env, [SCENARIOS_ENV]: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))

  const listening = await new Promise<{ port: number; hostControl: string }>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`host did not start in time:\n${out}`)), 30_000)
    const check = () => {
      const port = /Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1]
      const control = /Host control[^:]*: (\S+)/.exec(out)?.[1]
      // A scenario's seats are printed after the banner: wait for the line that ends them.
      const seated = args.scenario === undefined || out.includes(SCENARIO_SIT_PREFIX)
      if (port && control && seated) {
        clearTimeout(timer)
        done({ port: Number(port), hostControl: control })
      }
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`host exited with ${code}:\n${out}`))
    })
  })
  return {
    url: `http://127.0.0.1:${listening.port}/`,
    port: listening.port,
    hostControl: listening.hostControl,
    seats: scenarioSeats(out),
    output: () => out,
    stop: () => stopProcess(child).finally(() => rmSync(data, { recursive: true, force: true }))
  }
}

function newTableFlags(args: NewTableArgs): string[] {
  const flags = ['--seats', String(args.seats), '--bots', String(args.bots)]
  if (args.target !== undefined) flags.push('--target', String(args.target))
  if (args.twoPlayerGame !== undefined) flags.push('--two-player-game', args.twoPlayerGame)
  if (args.threePlayerHand !== undefined) flags.push('--three-player-hand', String(args.threePlayerHand))
  if (args.overwrite !== undefined) flags.push('--overwrite', args.overwrite)
  if (args.seed !== undefined) flags.push('--seed', String(args.seed), '--insecure-seed')
  return flags
}

/** The seats a scenario host printed (`Scenario seat N NAME: {json}`, src/cli/host/scenario-start.ts);
 *  they come with the banner, before the host control line the start waits for. */
function scenarioSeats(out: string): ScenarioSeatKey[] {
  return out
    .split('\n')
    .filter((line) => line.startsWith(SCENARIO_SEAT_PREFIX))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as ScenarioSeatKey)
}

/** Stops a child spawned `detached` with its whole process group: SIGTERM, then SIGKILL after 5 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.pid === undefined) return done()
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // gone
      }
      done()
    }, 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      done()
    })
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      clearTimeout(timer)
      done()
    }
  })
}

/** `test` with a `host` starter: every host a test starts is stopped after it. The contexts and pages a
 *  spec opens itself prefer reduced motion, as the `page` fixture does (playwright.config.ts). */
export const test = base.extend<{ startHost: (args: HostArgs) => Promise<RunningHost> }, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      const newPage = browser.newPage.bind(browser)
      browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options })
      browser.newPage = (options) => newPage({ reducedMotion: 'reduce', ...options })
      await use(browser)
      browser.newContext = newContext
      browser.newPage = newPage
    },
    { scope: 'worker' }
  ],
  // eslint-disable-next-line no-empty-pattern
  startHost: async ({}, use) => {
    const started: RunningHost[] = []
    await use(async (args) => {
      const host = await startHost(args)
      started.push(host)
      return host
    })
    await Promise.all(started.map((h) => h.stop()))
  }
})

export { expect } from '@playwright/test'
