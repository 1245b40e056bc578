// The headless host logs an error nobody caught and keeps serving (issue 22): the real CLI host, with a
// hook that throws from a timer and rejects a promise once it listens, is still running afterwards, has
// logged both, and a player joins and plays; SIGTERM still closes it cleanly.
import { EventEmitter } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { ChildHost } from '../../../test-support/hardening/child-host'
import { autoPlay } from '../../../test-support/wire/auto-play'
import { TestClient } from '../../../test-support/wire/test-client'
import { keepServing } from './keep-serving'

const dirs: string[] = []
const children: ChildHost[] = []
afterEach(async () => {
  await Promise.all(children.splice(0).map((c) => c.kill()))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('logs uncaught errors and rejections with a time stamp, and stops when asked', () => {
  const events = new EventEmitter()
  const lines: string[] = []
  const stop = keepServing(events, (line) => lines.push(line))
  events.emit('uncaughtException', new Error('boom'))
  events.emit('unhandledRejection', 'not an error')
  expect(lines).toEqual([
    expect.stringMatching(/^\[\d\d:\d\d:\d\d\] Unexpected error \(the table keeps running\): Error: boom\n/),
    expect.stringMatching(/^\[\d\d:\d\d:\d\d\] Unexpected error \(the table keeps running\): not an error$/)
  ])
  stop()
  expect(events.listenerCount('uncaughtException') + events.listenerCount('unhandledRejection')).toBe(0)
})

test('the CLI host survives an uncaught error and a rejection, logs both, and a player still plays', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ftf-keep-serving-'))
  dirs.push(dir)
  const child = await ChildHost.start(['--seats', '2', '--bots', '1', '--bot-delay', '0', '--data', dir], {
    imports: ['test-support/hardening/throw-once-listening.ts']
  })
  children.push(child)
  expect(await child.waitFor(/Unexpected error .*boom from a callback/, 5000)).not.toBeNull()
  expect(await child.waitFor(/Unexpected error .*a promise nobody awaited/, 5000)).not.toBeNull()
  expect(child.proc.exitCode).toBeNull()

  const player = await TestClient.join(child.wsUrl, 'Ann')
  const stop = autoPlay(player)
  await player.nextState((m) => m.version >= 4, 5000)
  stop()
  await player.terminate()
  expect(await child.stop()).toEqual({ code: 0, signal: null })
}, 30_000)

test('a host whose log nobody reads any more still closes cleanly on SIGTERM', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ftf-keep-serving-'))
  dirs.push(dir)
  const child = await ChildHost.start(['--seats', '2', '--bots', '1', '--data', dir])
  children.push(child)
  // As `npm run host | head` does once it has its lines: the reading ends go away.
  child.proc.stdout?.destroy()
  child.proc.stderr?.destroy()
  // Before: the "closing" line's EPIPE was an uncaught error whose log line failed the same way, for ever.
  expect(await child.stop(10_000)).toEqual({ code: 0, signal: null })
}, 30_000)
