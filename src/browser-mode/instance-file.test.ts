import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createCodeExchange } from './code-exchange'
import { INSTANCE_FILE, claimInstance, runningInstance } from './instance-file'
import type { Instance } from './instance-file'
import { createOneTimeCodes } from './one-time-codes'

const KEY = 'k3y_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-ab'

let dir: string
let server: Server | undefined
const codes = createOneTimeCodes()

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-instance-'))
})

afterEach(async () => {
  if (server) await new Promise((closed) => server?.close(closed))
  server = undefined
  await rm(dir, { recursive: true, force: true })
})

/** A running app on 127.0.0.1 as far as a second `npm run play` sees it: it gives codes for its key. */
async function appServer(): Promise<Instance> {
  let origin = ''
  server = createServer((req, res) => {
    const exchange = createCodeExchange({ origin, key: KEY, codes })
    if (!exchange(req, res, new URL(req.url ?? '/', origin).pathname)) res.end('page')
  })
  await new Promise<void>((ready) => server?.listen(0, '127.0.0.1', ready))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, key: KEY }
}

/** Another live process of this user: the test runner's parent. */
const otherLivePid = () => process.ppid

const leave = (pid: number, instance: Instance) =>
  writeFile(join(dir, INSTANCE_FILE), JSON.stringify({ pid, ...instance }))

describe('one browser-mode app per user-data folder', () => {
  it('none without the file, or with an unreadable one', async () => {
    expect(await runningInstance(dir)).toBeNull()
    await writeFile(join(dir, INSTANCE_FILE), '{ not json')
    expect(await runningInstance(dir)).toBeNull()
  })

  it('the running app: its process lives and it gives a fresh one-time code for its key', async () => {
    const instance = await appServer()
    await leave(otherLivePid(), instance)
    const first = await runningInstance(dir)
    const second = await runningInstance(dir)
    for (const url of [first, second]) {
      expect(url).toMatch(new RegExp(`^${instance.origin}/#desktop=[\\w-]+$`))
      expect(url).not.toContain(KEY)
      expect(codes.redeem(new URL(url ?? '').hash.replace('#desktop=', ''))).toBe(true)
    }
    expect(first).not.toBe(second)
  })

  it('not an app whose process has ended', async () => {
    await leave(2 ** 22 + 12345, await appServer())
    expect(await runningInstance(dir)).toBeNull()
  })

  it('not an app that no longer answers (its pid went to another program), nor one with another key', async () => {
    const instance = await appServer()
    await leave(otherLivePid(), { ...instance, key: `${KEY}x` })
    expect(await runningInstance(dir)).toBeNull()
    await new Promise((closed) => server?.close(closed))
    server = undefined
    await leave(otherLivePid(), instance)
    expect(await runningInstance(dir)).toBeNull()
  })

  it('claims the folder with a file only this user can read, and gives it up', async () => {
    const instance = await appServer()
    const release = await claimInstance(join(dir, 'new-folder'), instance)
    const file = join(dir, 'new-folder', INSTANCE_FILE)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ pid: process.pid, ...instance })
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    // this process itself is not "another app"
    expect(await runningInstance(join(dir, 'new-folder'))).toBeNull()
    await release()
    await expect(stat(file)).rejects.toThrow()
  })

  it('makes a file left readable by others (0644) this user\u2019s only (0600)', async () => {
    const file = join(dir, INSTANCE_FILE)
    await writeFile(file, '{}')
    await chmod(file, 0o644)
    await claimInstance(dir, await appServer())
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ key: KEY })
  })
})
