import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { INSTANCE_FILE, claimInstance, runningInstance } from './instance-file'

let dir: string
let server: Server | undefined

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-instance-'))
})

afterEach(async () => {
  if (server) await new Promise((closed) => server?.close(closed))
  server = undefined
  await rm(dir, { recursive: true, force: true })
})

/** A page server on 127.0.0.1, as a running app has: its address with a key. */
async function appServer(): Promise<string> {
  server = createServer((_req, res) => res.end('page'))
  await new Promise<void>((ready) => server?.listen(0, '127.0.0.1', ready))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/#desktop=KEY`
}

/** Another live process of this user: the test runner's parent. */
const otherLivePid = () => process.ppid

const leave = (pid: number, url: string) => writeFile(join(dir, INSTANCE_FILE), JSON.stringify({ pid, url }))

describe('one browser-mode app per user-data folder', () => {
  it('none without the file, or with an unreadable one', async () => {
    expect(await runningInstance(dir)).toBeNull()
    await writeFile(join(dir, INSTANCE_FILE), '{ not json')
    expect(await runningInstance(dir)).toBeNull()
  })

  it('the running app: its process lives and its page answers', async () => {
    const url = await appServer()
    await leave(otherLivePid(), url)
    expect(await runningInstance(dir)).toBe(url)
  })

  it('not an app whose process has ended', async () => {
    await leave(2 ** 22 + 12345, await appServer())
    expect(await runningInstance(dir)).toBeNull()
  })

  it('not an app whose page no longer answers (its pid went to another program)', async () => {
    const url = await appServer()
    await new Promise((closed) => server?.close(closed))
    server = undefined
    await leave(otherLivePid(), url)
    expect(await runningInstance(dir)).toBeNull()
  })

  it('claims the folder with a file only this user can read, and gives it up', async () => {
    const url = await appServer()
    const release = await claimInstance(join(dir, 'new-folder'), url)
    const file = join(dir, 'new-folder', INSTANCE_FILE)
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ pid: process.pid, url })
    expect((await stat(file)).mode & 0o077).toBe(0)
    // this process itself is not "another app"
    expect(await runningInstance(join(dir, 'new-folder'))).toBeNull()
    await release()
    await expect(stat(file)).rejects.toThrow()
  })
})
