// Faults (issue 10): the headless host killed with SIGKILL at seeded points of a match resumes from its
// autosave with the same state, seats and tokens; damaged saves are refused clearly and the previous good
// save (`.bak`) is used; a disk that fails writes leaves the last good save intact and tells the host.
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { Rng, legalMovesForView, viewFor } from '../../engine'
import type { SeatView } from '../../engine'
import type { ServerMessage } from '../../protocol/messages'
import { startTableHost } from '../../../test-support/server/table-host'
import { FileStorage, loadSave } from './file-storage'
import type { TableSave } from './save-format'
import type { TableStorage } from './table-storage'
import type { TableEvent } from '../table/table-events'
import { SecretsAudit } from '../../../test-support/wire/secrets-audit'
import { seededRandom } from '../../../test-support/server/seeded-random'
import { ChildHost, runHostToExit } from '../../../test-support/hardening/child-host'
import { TestClient } from '../../../test-support/wire/test-client'
import { versionOf } from '../../../test-support/server/table-probe'
import { SettledStorage } from '../../../test-support/server/settled-storage'
import { DEFAULT_HOST_SETTINGS } from '../table/table-config'

const SEED = Number(process.env.FTF_FAULT_SEED ?? 0x5eed)
const children = new Set<ChildHost>()
const sockets = new Set<TestClient>()
const folders: string[] = []

afterEach(async () => {
  await Promise.all([...sockets].map((c) => c.terminate()))
  sockets.clear()
  await Promise.all([...children].map((c) => c.kill()))
  children.clear()
})
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true })
})

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ftf-faults-'))
  folders.push(dir)
  return dir
}

async function startChild(
  flags: string[],
  options?: Parameters<typeof ChildHost.start>[1]
): Promise<ChildHost> {
  const child = await ChildHost.start(flags, options)
  children.add(child)
  return child
}

/** The one table save in a data folder (`tables/<id>.json`). */
async function saveFile(dir: string): Promise<string> {
  const names = (await readdir(join(dir, 'tables'))).filter((n) => n.endsWith('.json'))
  expect(names).toHaveLength(1)
  return join(dir, 'tables', names[0] as string)
}

/**
 * A player in a fault test: records the view it saw at every version, plays a seeded legal move on its
 * turn unless paused, says ready between rounds, and after a match while `rematch` is set.
 */
class Seat {
  readonly seen = new Map<number, SeatView>()
  client: TestClient | null = null
  paused = false
  rematch = false
  token = ''
  seat = -1
  onState: ((m: Extract<ServerMessage, { type: 'state' }>) => void) | null = null
  private timer: NodeJS.Timeout | null = null

  constructor(
    readonly label: string,
    private readonly rng: Rng,
    private readonly audit: SecretsAudit
  ) {}

  async join(url: string, token?: string): Promise<ServerMessage> {
    const client = await TestClient.connect(url, this.label, { audit: this.audit, history: false })
    sockets.add(client)
    this.client = client
    client.on((m) => {
      if (m.type !== 'state' || m.view === null) return
      this.seen.set(m.version, m.view)
      this.onState?.(m)
      if (!this.paused) this.later(client)
    })
    const reply = await client.hello(token === undefined ? {} : { token })
    if (reply?.type === 'welcome') {
      this.token = client.token ?? ''
      this.seat = client.seat ?? -1
    }
    return reply
  }

  /** Acts on the newest state (used after unpausing). */
  resume(): void {
    this.paused = false
    const latest = this.client?.latest
    if (this.client !== null && latest !== null && latest !== undefined) this.later(this.client)
  }

  get latest(): Extract<ServerMessage, { type: 'state' }> | null {
    return this.client?.latest ?? null
  }

  /** Acts on the newest state after a short think: the host's rate limit (20/s) is for humans. */
  private later(client: TestClient): void {
    if (this.timer !== null) return
    this.timer = setTimeout(() => {
      this.timer = null
      const latest = client.latest
      if (!this.paused && client.open && latest !== null && client === this.client) this.act(client, latest)
    }, 25)
  }

  private act(client: TestClient, m: Extract<ServerMessage, { type: 'state' }>): void {
    const view = m.view
    if (view === null) return
    if (view.phase === 'playing' && view.turn === view.seat) {
      const moves = legalMovesForView(view)
      const move = moves[this.rng.int(moves.length)]
      if (move !== undefined) client.send({ type: 'move', version: m.version, move })
    } else if (view.phase === 'roundOver' || (view.phase === 'matchOver' && this.rematch)) {
      client.send({ type: 'ready', version: m.version })
    }
  }
}

function maxSeen(seats: Seat[]): number {
  return Math.max(...seats.flatMap((s) => [...s.seen.keys()]))
}

describe('SIGKILL and --resume', () => {
  test('a host killed at seeded points resumes with the same state, seats and tokens', async () => {
    const dir = await tempDir()
    const rng = new Rng(SEED)
    // Each player's token and the host key may reach only their owner.
    const secrets = { tokens: [] as (string | null)[], hostKey: '' }
    const audit = new SecretsAudit({ secrets: () => secrets })
    const seats = [new Seat('P0', new Rng(SEED + 1), audit), new Seat('P1', new Rng(SEED + 2), audit)]
    const hostFlags = ['--data', dir, '--bot-delay', '0', '--grace', '600']
    let host = await startChild([
      ...hostFlags,
      '--seats',
      '4',
      '--bots',
      '2',
      '--seed',
      String(SEED),
      '--insecure-seed',
      '--target',
      '20'
    ])
    const hostKey = host.hostKey
    secrets.hostKey = hostKey
    for (const s of seats) {
      expect((await s.join(host.wsUrl))?.type).toBe('welcome')
      secrets.tokens.push(s.token)
    }
    const tokens = seats.map((s) => s.token)
    expect(seats.map((s) => s.seat)).toEqual([0, 1])
    const report: { mode: string; atFrame: number; savedVersion: number; lostVersions: number }[] = []
    // Matches follow one another until the last kill (a kill may fall into any match of the series).
    for (const s of seats) s.rematch = true

    for (let kill = 0; kill < 6; kill++) {
      // A seeded point: after `atFrame` more states, either at once (mid bot chain, maybe mid write) or
      // once the match waits for a human and the autosave has caught up.
      const mode = kill % 2 === 0 ? 'abrupt' : 'settled'
      const atFrame = 3 + rng.int(40)
      const first = seats[0] as Seat
      let frames = 0
      const killed = new Promise<void>((resolve) => {
        first.onState = (m) => {
          frames++
          if (frames < atFrame) return
          if (mode === 'abrupt') {
            host.proc.kill('SIGKILL')
            first.onState = null
            resolve()
          } else if (m.view?.phase === 'playing' && (m.view.turn === 0 || m.view.turn === 1)) {
            for (const s of seats) s.paused = true
            first.onState = null
            resolve()
          }
        }
      })
      await killed
      const path = await saveFile(dir)
      if (mode === 'settled') {
        // Moves already in flight land first (bots play on until a human's turn), then the save catches up.
        let target = -1
        while (target !== maxSeen(seats)) {
          target = maxSeen(seats)
          await sleep(150)
        }
        const until = Date.now() + 5000
        while (Date.now() < until) {
          const saved = await loadSave(path).catch(() => null)
          if (saved !== null && saved.version >= target) break
          await sleep(10)
        }
      }
      await host.kill()

      // The save on disk is whole and loses nothing a player saw: every change is written before it is
      // sent. It may be ahead of the players (frames still in flight when the host died), never behind.
      const save = await loadSave(path)
      const seen = maxSeen(seats)
      expect(save.version).toBeGreaterThanOrEqual(seen)
      if (mode === 'settled') expect(save.version).toBe(seen)
      report.push({
        mode,
        atFrame,
        savedVersion: save.version,
        lostVersions: Math.max(0, seen - save.version)
      })
      expect(save.match).not.toBeNull()
      for (const s of seats) {
        const saw = s.seen.get(save.version)
        if (saw !== undefined) expect(saw).toEqual(viewFor(save.match!, s.seat))
      }
      expect(save.seats.map((s) => s.token)).toEqual([...tokens, null, null])

      // Resume: same host key, same seats and tokens; each player sees the saved state again.
      for (const s of seats) await s.client?.terminate()
      host = await startChild([...hostFlags, '--resume'])
      expect(host.stdout.some((l) => l.includes('resumed'))).toBe(true)
      expect(host.hostKey).toBe(hostKey)
      const waitsForHuman =
        save.match!.phase === 'playing' && (save.match!.turn === 0 || save.match!.turn === 1)
      for (const [i, s] of seats.entries()) {
        s.paused = true
        const reply = await s.join(host.wsUrl, tokens[i])
        expect(reply?.type).toBe('welcome')
        expect([s.seat, s.token]).toEqual([i, tokens[i]])
        const state = s.latest ?? (await s.client!.nextState())
        if (waitsForHuman) {
          expect(state?.version).toBe(save.version + 1 + i)
          expect(state?.view).toEqual(viewFor(save.match!, i))
        }
        expect(state?.table.seats.map((x) => x.kind)).toEqual(['human', 'human', 'bot', 'bot'])
      }
      for (const s of seats) s.resume()
    }

    // After every crash, the match still plays to its end.
    for (const s of seats) s.rematch = false
    const p0 = seats[0] as Seat
    const isOver = (m: ServerMessage): boolean => m.type === 'state' && m.view?.phase === 'matchOver'
    const over =
      p0.latest !== null && isOver(p0.latest)
        ? p0.latest
        : await p0.client!.next(isOver, 30_000).catch(() => null)
    if (over === null) {
      const where = seats.map((s) => ({
        v: s.latest?.version,
        phase: s.latest?.view?.phase,
        turn: s.latest?.view?.turn,
        errors: [...(s.client?.errors ?? [])],
        open: s.client?.open
      }))
      console.log('STUCK', JSON.stringify(where), host.stdout.slice(-8).join('\n'), host.stderr.join('\n'))
    }
    expect(over).not.toBeNull()
    expect(report.length).toBe(6)
    const exit = await host.stop()
    expect(exit.code).toBe(0)
    const final = await loadSave(await saveFile(dir))
    expect(final.match?.phase).toBe('matchOver')
    audit.assertClean()
    // A kill during a write leaves its temp file behind; the next host run sweeps them away.
    expect((await readdir(join(dir, 'tables'))).filter((n) => n.endsWith('.tmp'))).toEqual([])
    console.log(`KILLS ${JSON.stringify(report)}`)
  }, 90_000)
})

describe('damaged saves', () => {
  /** Plays a few moves on a child host, stops it cleanly; returns the folder and the seat-0 token. */
  async function playAndStop(): Promise<{ dir: string; path: string; token: string; save: TableSave }> {
    const dir = await tempDir()
    const host = await startChild([
      '--data',
      dir,
      '--bot-delay',
      '0',
      '--seats',
      '2',
      '--bots',
      '1',
      '--seed',
      '9',
      '--insecure-seed'
    ])
    const audit = new SecretsAudit()
    const seat = new Seat('P0', new Rng(SEED), audit)
    await seat.join(host.wsUrl)
    await seat.client!.next((m) => m.type === 'state' && (m.view?.log.length ?? 0) >= 6, 10_000)
    seat.paused = true
    await sleep(100)
    await seat.client!.terminate()
    expect((await host.stop()).code).toBe(0)
    const path = await saveFile(dir)
    audit.assertClean()
    return { dir, path, token: seat.token, save: await loadSave(path) }
  }

  test('a truncated or tampered save is refused clearly and the previous good save (.bak) is used', async () => {
    const { dir, path, token, save } = await playAndStop()
    const bak = `${path}.bak`
    expect((await loadSave(bak)).version).toBeLessThanOrEqual(save.version)

    for (const damage of ['truncate', 'tamper'] as const) {
      const previous = await loadSave(bak)
      const text = await readFile(path, 'utf8')
      if (damage === 'truncate') await writeFile(path, text.slice(0, Math.floor(text.length / 2)))
      else {
        const doc = JSON.parse(text) as TableSave
        const hand = doc.match!.hands[0]!
        const rank = hand.findIndex((n) => n > 0)
        hand[rank] = (hand[rank] ?? 0) - 1 // a card vanishes: the round no longer replays
        await writeFile(path, JSON.stringify(doc))
      }
      const damaged = await readFile(path)
      const host = await startChild(['--data', dir, '--bot-delay', '0', '--resume'])
      const output = [...host.stdout, ...host.stderr].join('\n')
      expect(output).toMatch(/damaged/i)
      expect(output).toContain('.bak')
      // The resumed table is the previous good save: the player's token still holds its seat.
      const client = await TestClient.connect(host.wsUrl, 'P0', { history: false })
      sockets.add(client)
      expect((await client.hello({ token }))?.type).toBe('welcome')
      expect(client.seat).toBe(0)
      const state = client.latest ?? (await client.nextState())
      expect(state?.view?.log.length).toBe(previous.match?.log.length)
      expect(state?.view?.hand).toEqual(viewFor(previous.match!, 0).hand)
      await client.terminate()
      await host.stop()
      // The damaged file was kept for inspection, not silently lost.
      const kept = (await readdir(join(dir, 'tables'))).filter((n) => n.includes('.json.corrupt-'))
      expect(kept.length).toBeGreaterThan(0)
      const keptBytes = await Promise.all(kept.map((n) => readFile(join(dir, 'tables', n))))
      expect(keptBytes.some((b) => b.equals(damaged))).toBe(true)
    }
  }, 60_000)

  test('a save whose backup is damaged too is refused with a clear message, and both files are kept', async () => {
    const { dir, path } = await playAndStop()
    await writeFile(path, '{"kind":"five-three-five/table","format":1,"tab')
    await writeFile(`${path}.bak`, 'not json at all')
    const before = [await readFile(path), await readFile(`${path}.bak`)]
    const run = await runHostToExit(['--data', dir, '--resume'])
    expect(run.code).toBe(1)
    expect(run.output).toMatch(/Cannot resume .*damaged/i)
    expect([await readFile(path), await readFile(`${path}.bak`)]).toEqual(before)
  }, 30_000)

  test('a save from a newer app is refused (no fallback to an older backup), the file is kept', async () => {
    const { dir, path } = await playAndStop()
    const doc = JSON.parse(await readFile(path, 'utf8')) as { format: number }
    doc.format = 99
    await writeFile(path, JSON.stringify(doc))
    const before = await readFile(path)
    const run = await runHostToExit(['--data', dir, '--resume'])
    expect(run.code).toBe(1)
    expect(run.output).toMatch(/newer version/)
    expect(await readFile(path)).toEqual(before)
  }, 30_000)
})

describe('a damaged journal (issue 22, item 5)', () => {
  /** A CLI host killed with SIGKILL in the middle of a match, and a way to resume it with its journal damaged. */
  async function killedMidMatch() {
    const dir = await tempDir()
    const flags = ['--data', dir, '--bot-delay', '0', '--grace', '600']
    const host = await startChild([...flags, '--seats', '2', '--bots', '1', '--seed', '9', '--insecure-seed'])
    const seat = new Seat('P0', new Rng(SEED), new SecretsAudit())
    await seat.join(host.wsUrl)
    await seat.client!.next((m) => m.type === 'state' && (m.view?.log.length ?? 0) >= 8, 10_000)
    seat.paused = true
    await sleep(200)
    const seen = maxSeen([seat])
    const path = await saveFile(dir)
    expect((await loadSave(path)).version).toBe(seen)
    host.proc.kill('SIGKILL')
    await host.kill()
    const journalFile = path.replace(/\.json$/, '.journal')
    const lines = (await readFile(journalFile, 'utf8')).split('\n')
    expect(lines.length).toBeGreaterThan(8)
    /** Resumes with the journal's lines changed by `damage`; the player comes back with its token. */
    const resumeWith = async (damage: (lines: string[]) => string[]) => {
      await writeFile(journalFile, damage([...lines]).join('\n'))
      const resumed = await startChild([...flags, '--resume'])
      const output = [...resumed.stdout, ...resumed.stderr].join('\n')
      const client = await TestClient.connect(resumed.wsUrl, 'P0', { history: false })
      sockets.add(client)
      const reply = await client.hello({ token: seat.token })
      const state = reply?.type === 'welcome' ? (client.latest ?? (await client.nextState())) : null
      await client.terminate()
      await resumed.stop()
      return { output, reply, seatNo: client.seat, state }
    }
    return { seat, seen, resumeWith }
  }

  test('one flipped checksum character in the first record loses nothing: match, seat and versions go on', async () => {
    const { seat, seen, resumeWith } = await killedMidMatch()
    const flip = (line: string) => (line[0] === '0' ? '1' : '0') + line.slice(1)
    const resumed = await resumeWith((l) => [flip(l[0] as string), ...l.slice(1)])
    expect(resumed.reply?.type).toBe('welcome') // was bad-token: the lobby came back
    expect(resumed.seatNo).toBe(0)
    expect(resumed.state?.view?.log).toEqual(seat.seen.get(seen)?.log)
    expect(resumed.state?.version).toBeGreaterThan(seen)
    expect(resumed.output).toMatch(/first record .*damaged/)
  }, 30_000)

  test('a damaged middle record: the table before it goes on, the loss is printed, no version a player saw returns', async () => {
    const { seen, resumeWith } = await killedMidMatch()
    const resumed = await resumeWith((l) =>
      l.map((line, i) => (i === 5 ? line.replace('"v":', '"v": ') : line))
    )
    expect(resumed.reply?.type).toBe('welcome')
    expect(resumed.seatNo).toBe(0)
    expect(resumed.state?.version).toBeGreaterThan(seen)
    expect(resumed.output).toMatch(/record 6 of \d+ is damaged/)
    expect(resumed.output).toMatch(/versions \d+ to \d+ are lost/)
  }, 30_000)
})

describe('the backup (.bak)', () => {
  test('resuming from the backup never turns the damaged save into the next backup', async () => {
    const dir = await tempDir()
    const options = { dataDir: dir, keepBackup: true, botDelayMs: 0, random: seededRandom(SEED + 9) }
    const first = await startTableHost({ ...options, seats: 2, bots: [{ seat: 1, level: 'easy' as const }] })
    const player = await TestClient.connect(first.urls.ws, 'P', { history: false })
    sockets.add(player)
    await player.hello({})
    await first.close() // the final save; the table as at its last change is kept as the backup
    const path = first.savePath ?? ''
    expect((await loadSave(`${path}.bak`)).version).toBeGreaterThan(0)
    await writeFile(path, 'garbage')

    const second = await startTableHost({ ...options, resume: true })
    try {
      expect(second.resumeNotice).toMatch(/damaged.*corrupt-.*previous good save .*\.bak/)
      const good = await readFile(`${path}.bak`, 'utf8')
      for (let i = 0; i < 3; i++) {
        // Each change is on disk before it is sent (FileStorage.writeNow), so once the welcome is here the
        // save has the spectator; the backup is always a whole save, never the garbage.
        const c = await TestClient.connect(second.urls.ws, `w${i}`, { history: false })
        sockets.add(c)
        await c.hello({ spectate: true })
        expect((await loadSave(path)).version).toBe(versionOf(second.table))
        const backup = await readFile(`${path}.bak`, 'utf8')
        await loadSave(`${path}.bak`)
        if (i === 0) expect(backup).toBe(good)
        await sleep(60) // the autosave's gap between writes
      }
    } finally {
      await second.close()
    }
  }, 20_000)
})

describe('a failing disk', () => {
  /** FileStorage that refuses every write while `full` is set, as a full disk would (ENOSPC). */
  class FillableStorage implements TableStorage {
    full = false
    failures = 0
    constructor(private readonly inner: FileStorage) {}
    async write(save: TableSave): Promise<void> {
      if (this.full) {
        this.failures++
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
      }
      await this.inner.write(save)
    }
    describe(tableId: string): string {
      return this.inner.describe(tableId)
    }
  }

  test('failed writes keep the last good save, tell the host, and recover', async () => {
    const dir = await tempDir()
    const disk = new FillableStorage(new FileStorage(dir))
    const storage = new SettledStorage(disk) // asynchronous writes only: the test waits for them
    const saved = () => storage.settled(DEFAULT_HOST_SETTINGS.saveGapMs)
    const host = await startTableHost({
      seats: 2,
      bots: [{ seat: 1, level: 'easy' }],
      botDelayMs: 0,
      autoStart: true,
      seed: SEED,
      random: seededRandom(SEED),
      storage
    })
    const events: TableEvent[] = []
    host.onEvent((e) => events.push(e))
    try {
      const audit = new SecretsAudit()
      const seat = new Seat('P0', new Rng(SEED), audit)
      await seat.join(host.urls.ws)
      const owner = await TestClient.connect(host.urls.ws, 'owner', { history: false })
      sockets.add(owner)
      await owner.hello({ hostKey: host.table.hostKey, spectate: true })
      await seat.client!.next((m) => m.type === 'state' && (m.view?.log.length ?? 0) >= 4, 10_000)
      seat.paused = true
      await sleep(50)
      await saved()
      const path = host.savePath ?? ''
      const good = await readFile(path, 'utf8')
      const goodVersion = (JSON.parse(good) as TableSave).version

      // The disk fills up: play on.
      disk.full = true
      const failed = owner.next((m) => m.type === 'error' && m.code === 'save-failed', 5000).catch(() => null)
      seat.resume()
      await seat.client!.next((m) => m.type === 'state' && m.version >= goodVersion + 6, 10_000)
      seat.paused = true
      expect(await failed).not.toBeNull()
      await saved()
      expect(disk.failures).toBeGreaterThan(0)
      expect(events.filter((e) => e.type === 'saveFailed')).toHaveLength(1) // told once, not per write
      expect(await readFile(path, 'utf8')).toBe(good)
      expect((await loadSave(path)).version).toBe(goodVersion)
      expect((await readdir(join(dir, 'tables'))).filter((n) => n.endsWith('.tmp'))).toEqual([])

      // Space again: the next change is saved and the host hears that saving works again.
      disk.full = false
      seat.resume()
      await seat.client!.next((m) => m.type === 'state' && m.version > versionOf(host.table) - 1, 5000)
      // Quiet again (as above), so the save can be compared with the table's version.
      seat.paused = true
      await sleep(50)
      await saved()
      expect(events.some((e) => e.type === 'saveRecovered')).toBe(true)
      expect((await loadSave(path)).version).toBe(versionOf(host.table))
      audit.assertClean()
    } finally {
      await host.close()
    }
  }, 30_000)

  test('a real write error (file size limit) mid-match: the host logs it, the last good save stays whole', async () => {
    const dir = await tempDir()
    // 2 KiB per file: the lobby and the first moves fit, a longer round log does not.
    const host = await startChild(
      ['--data', dir, '--bot-delay', '0', '--seats', '2', '--bots', '1', '--seed', '5', '--insecure-seed'],
      {
        fileSizeBlocks: 2
      }
    )
    const owner = await TestClient.connect(host.wsUrl, 'owner', { history: false })
    sockets.add(owner)
    const failedFrame = owner
      .next((m) => m.type === 'error' && m.code === 'save-failed', 20_000)
      .catch(() => null)
    const audit = new SecretsAudit()
    const seat = new Seat('P0', new Rng(SEED + 3), audit)
    await owner.hello({ hostKey: host.hostKey, spectate: true })
    await seat.join(host.wsUrl)
    const line = await host.waitFor(/AUTOSAVE FAILED/, 20_000)
    expect(line).not.toBeNull()
    expect(line).toMatch(/EFBIG|too large/i)
    expect(await failedFrame).not.toBeNull()
    // Right after the failure the file is the last save that fit: whole and valid, never a torn write.
    seat.paused = true
    const path = await saveFile(dir)
    expect((await stat(path)).size).toBeLessThanOrEqual(2 * 1024)
    const save = await loadSave(path)
    expect(save.version).toBeLessThanOrEqual(seat.latest?.version ?? 0)
    expect(save.match).not.toBeNull()
    await host.kill()
    audit.assertClean()
  }, 40_000)
})

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
