// The CLI as a real child process: startup lines, a clean SIGTERM, and a SIGKILL mid-match followed by
// --resume with identical state. Spawned as `node --import tsx src/cli/host.ts` (what `npx tsx` runs)
// so that SIGKILL hits the host itself, not a wrapper process that would leave the host orphaned.
import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { legalMovesForView } from '../../engine'
import type { TableSave } from '../../server/persistence/save-format'
import { loadSave } from '../../server/persistence/file-storage'
import { SecretsAudit } from '../../../test-support/wire/secrets-audit'
import { TestClient } from '../../../test-support/wire/test-client'

interface HostProcess {
  child: ChildProcess
  port: number
  lines: string[]
  exit: Promise<number | null>
}

const children: ChildProcess[] = []
const clients: TestClient[] = []
let dataDir = ''

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ftf-cli-'))
})
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate()
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  await rm(dataDir, { recursive: true, force: true })
})

const BASE = ['--port', '0', '--host', '127.0.0.1', '--no-mdns', '--bot-delay', '0']

/** Starts the CLI; resolves once it printed `Listening on http://127.0.0.1:PORT` and the banner (or exited). */
function spawnHost(args: string[]): Promise<HostProcess & { stderr: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/host.ts', ...args, '--data', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe']
  })
  children.push(child)
  const lines: string[] = []
  const stderr: string[] = []
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  createInterface({ input: child.stderr! }).on('line', (line) => stderr.push(line))
  return new Promise((resolve, reject) => {
    let port = 0
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line)
      const m = /^Listening on http:\/\/127\.0\.0\.1:(\d+)$/.exec(line)
      if (m) port = Number(m[1])
      if (line.startsWith('Autosave: ')) resolve({ child, port, lines, exit, stderr })
    })
    void exit.then((code) => resolve({ child, port: 0, lines, exit: Promise.resolve(code), stderr }))
    setTimeout(() => reject(new Error(`the host did not start: ${stderr.join('\n')}`)), 20_000)
  })
}

async function joinTable(port: number, label: string, hello = {}, audit?: SecretsAudit): Promise<TestClient> {
  const client = await TestClient.join(`ws://127.0.0.1:${port}/ws`, label, hello, { audit })
  clients.push(client)
  return client
}

async function onlySave(): Promise<{ path: string; save: TableSave }> {
  const folder = join(dataDir, 'tables')
  const names = (await readdir(folder)).filter((n) => n.endsWith('.json'))
  expect(names).toHaveLength(1)
  const path = join(folder, names[0]!)
  // The snapshot and its journal together: what a resumed host would continue from.
  return { path, save: await loadSave(path) }
}

async function waitForSave(version: number): Promise<TableSave> {
  for (let i = 0; i < 200; i++) {
    const { save } = await onlySave().catch(() => ({ save: null }))
    if (save !== null && save.version === version) return save
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`the save never reached version ${version}`)
}

describe('npm run host', () => {
  it('prints where to join, logs joins, and closes cleanly on SIGTERM (clients told, final save, exit 0)', async () => {
    const host = await spawnHost([
      ...BASE,
      '--name',
      'Kitchen table',
      '--seats',
      '3',
      '--bots',
      '1',
      '--pin',
      '1234'
    ])
    expect(host.lines[0]).toContain('"Kitchen table" (3 seats, PIN required)')
    const hostLine = host.lines.find((l) => l.startsWith('Host control'))
    const hostKey = /#host=([A-Za-z0-9_-]+)$/.exec(hostLine ?? '')?.[1]
    expect(hostKey).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    const ann = await joinTable(host.port, 'Ann', { pin: '1234' })
    expect(ann.seat).toBe(0)
    const ctl = await joinTable(host.port, 'Host', { hostKey, spectate: true })
    expect(ctl.frames.find((m) => m.type === 'welcome')).toMatchObject({ isHost: true })
    await waitFor(() => host.lines.some((l) => /Ann \(seat 1\) joined/.test(l)))
    host.child.kill('SIGTERM')
    expect(await ann.next((m) => m.type === 'closed')).toMatchObject({ type: 'closed' })
    expect(await host.exit).toBe(0)
    const { save } = await onlySave()
    expect(save.seats.map((s) => s.kind)).toEqual(['human', 'empty', 'bot'])
  })

  it('SIGKILL mid-match, then --resume: same seats, tokens, state and version', async () => {
    const args = [...BASE, '--seats', '3', '--bots', '1', '--seed', '77', '--insecure-seed', '--target', '50']
    const first = await spawnHost(args)
    const audit = new SecretsAudit()
    const ann = await joinTable(first.port, 'Ann', {}, audit)
    const bob = await joinTable(first.port, 'Bob', {}, audit)
    const people = [ann, bob]
    // Play eight human moves (the bot answers at once), then stop on a human's turn: the table is still.
    const humansTurn = (after: number) => () => {
      const latest = ann.latest
      return (
        latest !== null &&
        latest.version > after &&
        latest.view?.phase === 'playing' &&
        latest.view.turn !== 2
      )
    }
    await waitFor(humansTurn(0))
    for (let moves = 0; moves < 8; moves++) {
      const state = ann.latest!
      const mover = people[state.view!.turn!]!
      const view = (await mover.stateAt(state.version)).view!
      mover.send({ type: 'move', version: state.version, move: legalMovesForView(view)[0]! })
      await waitFor(humansTurn(state.version))
    }
    await new Promise((r) => setTimeout(r, 100))
    const state = ann.latest!
    const lastSeen = people.map((c) => c.latest!)
    expect(lastSeen.map((s) => s.version)).toEqual([state.version, state.version])
    const saved = await waitForSave(state.version)
    expect(saved.match?.log.length).toBeGreaterThan(0)

    first.child.kill('SIGKILL')
    expect(await first.exit).toBeNull()
    const { save: afterKill } = await onlySave()
    expect(afterKill).toEqual(saved)

    const second = await spawnHost([...args, '--resume'])
    expect(second.lines[0]).toContain('resumed')
    // One after the other: joined together, Bob could come back first, and Ann's own join would then
    // read the state that shows him connected.
    const back: (readonly [TestClient, number])[] = []
    for (const [i, c] of people.entries())
      back.push([await joinTable(second.port, c.label, { token: c.token! }, audit), i] as const)
    for (const [client, i] of back) {
      expect(client.seat).toBe(people[i]!.seat)
      expect(client.token).toBe(people[i]!.token)
    }
    // The last client to return sees everything as it was, one version per return later.
    const [annBack] = back[0]!
    const [bobBack] = back[1]!
    const resumed = await annBack.nextState((m) => m.table.seats[1]?.connected === true)
    expect(resumed.version).toBe(state.version + 2)
    expect(resumed.view).toEqual(lastSeen[0]!.view)
    expect(bobBack.latest?.view).toEqual(lastSeen[1]!.view)
    const { save: resumedSave } = await onlySave()
    expect(resumedSave.match).toEqual(saved.match)
    expect(resumedSave.seats.map((s) => s.token)).toEqual(saved.seats.map((s) => s.token))
    // And play goes on.
    const mover = back.find(([, i]) => i === resumed.view!.turn)![0]
    const moverState = mover.latest!
    mover.send({ type: 'move', version: resumed.version, move: legalMovesForView(moverState.view!)[0]! })
    expect((await annBack.nextState((m) => m.version > resumed.version)).view?.log.length).toBeGreaterThan(
      resumed.view!.log.length
    )
    audit.assertClean()
  })

  it('--resume with a damaged save: a clear error, exit 1, the file kept as it was', async () => {
    const first = await spawnHost([...BASE, '--seats', '2'])
    first.child.kill('SIGTERM')
    await first.exit
    const { path } = await onlySave()
    await writeFile(path, '{"kind":"five-three-five/table","format":1,')
    // Without its backup (with one, the host resumes from the backup: src/server/persistence/faults.test.ts).
    await rm(`${path}.bak`, { force: true })
    const second = await spawnHost([...BASE, '--resume'])
    expect(await second.exit).toBe(1)
    expect(second.stderr.join('\n')).toMatch(/Cannot resume .*damaged.*kept/)
    expect(await readFile(path, 'utf8')).toBe('{"kind":"five-three-five/table","format":1,')
  })
})

async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}
