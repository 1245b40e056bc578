// Spawns the real headless table host (`src/cli/host.ts`, bundled by e2e/global-setup.ts) for an
// end-to-end test, waits for its `Listening on http://127.0.0.1:PORT` line, and kills it (and its
// process group) afterwards.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test as base } from '@playwright/test'
import { BUNDLED_HOST } from '../global-setup'

export interface HostArgs {
  seats: number
  bots: number
  target?: number
  /** RULES.md R2.two / R2.variants (the host's defaults when left out). */
  twoPlayerGame?: 'two-hands' | 'to-target'
  threePlayerHand?: 13 | 16
  overwrite?: 'same-size' | 'bigger'
  seed?: number
  pin?: string
  turnSeconds?: number
  botDelayMs?: number
  name?: string
  /** Seconds a dropped player keeps their seat. */
  grace?: number
  /** The host's working folder: it serves `<cwd>/out/renderer` (bench/load.ts serves a copy with a page of its own). */
  cwd?: string
}

export interface RunningHost {
  /** http://127.0.0.1:PORT/ */
  url: string
  port: number
  /** The join URL with `#host=<key>`: lobby control. */
  hostControl: string
  output: () => string
  stop: () => Promise<void>
}

const HOST = resolve(BUNDLED_HOST)

export async function startHost(args: HostArgs): Promise<RunningHost> {
  const data = mkdtempSync(join(tmpdir(), 'fivethreefive-e2e-'))
  const argv = [
    HOST,
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--seats',
    String(args.seats),
    '--bots',
    String(args.bots),
    '--bot-delay',
    String(args.botDelayMs ?? 0),
    '--no-mdns',
    '--data',
    data
  ]
  if (args.target !== undefined) argv.push('--target', String(args.target))
  if (args.twoPlayerGame !== undefined) argv.push('--two-player-game', args.twoPlayerGame)
  if (args.threePlayerHand !== undefined) argv.push('--three-player-hand', String(args.threePlayerHand))
  if (args.overwrite !== undefined) argv.push('--overwrite', args.overwrite)
  if (args.seed !== undefined) argv.push('--seed', String(args.seed), '--insecure-seed')
  if (args.pin !== undefined) argv.push('--pin', args.pin)
  if (args.turnSeconds !== undefined) argv.push('--turn-seconds', String(args.turnSeconds))
  if (args.name !== undefined) argv.push('--name', args.name)
  if (args.grace !== undefined) argv.push('--grace', String(args.grace))
  const child = spawn(process.execPath, argv, {
    cwd: args.cwd,
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
      if (port && control) {
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
    output: () => out,
    stop: () => stopProcess(child).finally(() => rmSync(data, { recursive: true, force: true }))
  }
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

/** `test` with a `host` starter: every host a test starts is stopped after it. */
export const test = base.extend<{ startHost: (args: HostArgs) => Promise<RunningHost> }>({
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
