import { describe, expect, it, vi } from 'vitest'
import { playedMatch, recordOf } from '../../../test-support/engine/recorded-match'
import type { FinishedMatch } from '../storage/history-store'
import { FakeTableSaves, FakeTableServers } from '../../../test-support/main/fake-table-server'
import { HostingError } from './hosting-error'
import { CLOSE_REASON } from './running-table'
import { createTableHosting, soloBots } from './table-hosting'
import type { HostingProblem } from '../../server/hosting/table-server'
import type { HostedTableMemo, HostedTableMemos } from './hosted-table-memo'

/** The hosted-table memo in memory; `writes` lists every memo written, in order. */
class MemoryMemos implements HostedTableMemos {
  memo: HostedTableMemo | undefined
  readonly writes: HostedTableMemo[] = []
  async read() {
    return this.memo
  }
  async write(memo: HostedTableMemo) {
    this.memo = memo
    this.writes.push(memo)
  }
}

function setup() {
  const servers = new FakeTableServers()
  const saves = new FakeTableSaves()
  const hostedSaves = new FakeTableSaves()
  const memos = new MemoryMemos()
  const problems: HostingProblem[] = []
  const finished: FinishedMatch[] = []
  const log = vi.fn()
  const hosting = createTableHosting({
    startServer: servers.start,
    advertise: servers.advertise,
    dataDirs: { hosted: '/data', solo: '/data/solo' },
    saves: { solo: saves, hosted: hostedSaves },
    hostedMemos: memos,
    report: (problem) => void problems.push(problem),
    onMatchEnded: (match) => void finished.push(match),
    log
  })
  return { servers, saves, hostedSaves, memos, problems, finished, hosting, log }
}

/** An unfinished save as the saves list offers it: Ada (4 points) against `other` (9 points). */
function unfinishedSave(
  path: string,
  tableName: string,
  round: number,
  other: { name: string; bot: boolean }
) {
  const players = [
    { name: 'Ada', points: 4, bot: false },
    { ...other, points: 9 }
  ]
  return { path, summary: { tableName, savedAt: '2026-11-29T20:00:00.000Z', round, players } }
}

const resumable = unfinishedSave('/data/solo/tables/old.json', 'Solo', 3, { name: 'Bot 2', bot: true })

describe('hosting a LAN table', () => {
  it('starts the server on every interface at 5350, advertises it and gives the window its way in', async () => {
    const { servers, hosting } = setup()
    const hosted = await hosting.host({ name: 'Den', seats: 4 })
    const server = servers.last!
    const everyInterface = { host: '0.0.0.0', port: 5350 }
    expect(server.options).toEqual({ ...everyInterface, name: 'Den', seats: 4, autoStart: false, dataDir: '/data' })
    expect(servers.advertised).toEqual([server])
    expect(hosted).toEqual({
      port: 5350,
      url: 'http://127.0.0.1:5350/',
      hostKey: server.hostKey,
      urls: ['http://192.0.2.10:5350/'],
      advertised: true
    })
    expect(hosting.current()).toEqual({ kind: 'hosted', ...hosted, seatToken: null })
    expect(hosting.running()).toEqual({ kind: 'hosted', name: 'Den' })
  })

  it('passes the PIN and table options through', async () => {
    const { servers, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 3, pin: '0042', options: { target: 30, turnSeconds: 20 } })
    expect(servers.last?.options).toMatchObject({ pin: '0042', options: { target: 30, turnSeconds: 20 } })
  })

  it('takes any free port when 5350 is taken, but not when a port was asked for', async () => {
    const { servers, hosting } = setup()
    servers.busyPorts.add(5350)
    const hosted = await hosting.host({ name: 'Den', seats: 4 })
    expect(hosted.port).toBe(40_000)
    expect(servers.journal).toEqual(['start 0 0.0.0.0:40000', 'advertise 0'])

    servers.busyPorts.add(6000)
    const refused = hosting.host({ name: 'Den', seats: 4, port: 6000 })
    await expect(refused).rejects.toBeInstanceOf(HostingError)
    await expect(refused).rejects.toMatchObject({ code: 'port-in-use' })
    await hosting.host({ name: 'Den', seats: 4, port: 0 })
    expect(servers.last?.options.port).toBe(0)
  })

  it('still runs the table when advertising fails, and says so', async () => {
    const { servers, hosting, problems } = setup()
    servers.advertiseFailure = 'no usable network interface'
    const hosted = await hosting.host({ name: 'Den', seats: 4 })
    expect(hosted.advertised).toBe(false)
    expect(hosting.current()).toMatchObject({ kind: 'hosted', advertised: false })
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'advertise-failed',
        message: expect.stringContaining('no usable network')
      })
    ])
  })

  it('rethrows other start failures and runs no table', async () => {
    const { servers, hosting } = setup()
    servers.failNext = new Error('EACCES')
    await expect(hosting.host({ name: 'Den', seats: 4 })).rejects.toThrow('EACCES')
    expect(hosting.current()).toBeNull()
  })
})

describe('solo tables', () => {
  it('listen on 127.0.0.1 only, are never advertised, seat the bots and start when the player joins', async () => {
    const { servers, hosting } = setup()
    const solo = await hosting.solo({ bots: ['easy', 'hard'], options: { target: 10 } })
    const server = servers.last!
    expect(server.options).toEqual({
      host: '127.0.0.1',
      port: 0,
      name: 'Solo',
      seats: 3,
      bots: [
        { seat: 1, level: 'easy' },
        { seat: 2, level: 'hard' }
      ],
      options: { target: 10 },
      autoStart: true,
      allowUndo: true,
      dataDir: '/data/solo'
    })
    expect(servers.advertised).toEqual([])
    expect(solo).toEqual({
      port: 40_000,
      url: 'http://127.0.0.1:40000/',
      hostKey: server.hostKey
    })
    expect(hosting.current()).toEqual({ kind: 'solo', ...solo, seatToken: null })
  })

  it('name the player’s seat token once they sit, for a window of the owner that never held it (issue 51)', async () => {
    const { servers, hosting } = setup()
    await hosting.solo({ bots: ['easy'] })
    const server = servers.last!
    server.seat(0, 'Ada', { isHost: true })
    expect(hosting.current()).toMatchObject({ kind: 'solo', seatToken: server.tokens[0] })
  })

  it('reads the older `seats` form as seats - 1 medium bots', () => {
    expect(soloBots({ seats: 4 })).toEqual(['medium', 'medium', 'medium'])
    expect(soloBots({ bots: ['hard'] })).toEqual(['hard'])
  })

  it('replaces the match that was offered for resuming', async () => {
    const { saves, hosting } = setup()
    saves.saves = [resumable]
    await hosting.solo({ bots: ['easy'] })
    expect(saves.discarded).toEqual([resumable.path])
  })
})

describe('one table at a time', () => {
  it('stops the running table before starting another', async () => {
    const { servers, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    await hosting.solo({ bots: ['easy'] })
    expect(servers.journal).toEqual([
      'start 0 0.0.0.0:5350',
      'advertise 0',
      'goodbye 0',
      'close 0',
      'start 1 127.0.0.1:40000'
    ])
    expect(hosting.current()).toMatchObject({ kind: 'solo' })
  })

  it('runs overlapping calls one after another', async () => {
    const { servers, hosting } = setup()
    const [a, b] = await Promise.all([
      hosting.host({ name: 'A', seats: 4 }),
      hosting.host({ name: 'B', seats: 4 })
    ])
    expect(a.port).toBe(5350)
    expect(b.port).toBe(5350)
    expect(servers.started.map((s) => s.closed)).toEqual([true, false])
    expect(hosting.running()?.name).toBe('B')
  })
})

describe('stopping', () => {
  it('says goodbye on the LAN first, then closes the table for everyone', async () => {
    const { servers, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    await expect(hosting.stop()).resolves.toBe(true)
    expect(servers.journal.slice(-2)).toEqual(['goodbye 0', 'close 0'])
    expect(servers.last?.closedWith).toEqual([CLOSE_REASON])
    expect(servers.last?.listenerCount()).toBe(0)
    expect(hosting.current()).toBeNull()
    await expect(hosting.stop()).resolves.toBe(false)
  })

  it('keeps the save of an unfinished solo match, drops one with nothing to continue', async () => {
    const { servers, saves, hosting } = setup()
    await hosting.solo({ bots: ['easy'] })
    servers.last!.statusNow = 'playing'
    await hosting.stop()
    expect(saves.discarded).toEqual([])

    await hosting.solo({ bots: ['easy'] })
    servers.last!.statusNow = 'finished'
    await hosting.stop()
    expect(saves.discarded).toEqual([servers.last!.savePath])

    await hosting.solo({ bots: ['easy'] })
    await hosting.stop()
    expect(saves.discarded).toHaveLength(2)
  })

  it('never drops the save of a LAN table', async () => {
    const { servers, saves, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    servers.last!.statusNow = 'finished'
    await hosting.stop()
    expect(saves.discarded).toEqual([])
  })

  it('finishes even when the goodbye or the close fails', async () => {
    const { servers, hosting, log } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    servers.last!.close = () => Promise.reject(new Error('already closed'))
    await expect(hosting.stop()).resolves.toBe(true)
    expect(log).toHaveBeenCalledWith('could not close the table', expect.any(Error))
    expect(hosting.current()).toBeNull()
  })
})

describe('while a table runs', () => {
  it('knows when a match is in progress', async () => {
    const { servers, hosting } = setup()
    expect(hosting.matchInProgress()).toBe(false)
    await hosting.host({ name: 'Den', seats: 4 })
    const server = servers.last!
    for (const [status, inProgress] of [
      ['lobby', false],
      ['playing', true],
      ['roundOver', true],
      ['finished', false]
    ] as const) {
      server.statusNow = status
      expect(hosting.matchInProgress()).toBe(inProgress)
    }
  })

  it('records a finished solo match with the player as the one human', async () => {
    const { servers, finished, hosting } = setup()
    await hosting.solo({ bots: ['easy', 'hard'] })
    const server = servers.last!
    server.seat(0, 'Ada')
    server.rounds = 4
    server.emit({ type: 'matchEnded', winners: [0], totals: [12, 25, 31], practice: false })
    expect(finished).toEqual([
      {
        kind: 'solo',
        tableName: 'Solo',
        rounds: 4,
        players: [
          { name: 'Ada', points: 12, bot: false, winner: true, me: true },
          { name: 'Bot 2', points: 25, bot: true, level: 'easy', winner: false, me: false },
          { name: 'Bot 3', points: 31, bot: true, level: 'hard', winner: false, me: false }
        ]
      }
    ])
  })

  it("records each round's penalties when the recorder heard every round of the match", async () => {
    const { servers, finished, hosting } = setup()
    await hosting.solo({ bots: ['easy'] })
    const server = servers.last!
    server.seat(0, 'Ada')
    const round = (n: number, penalties: number[]) =>
      server.emit({
        type: 'roundEnded',
        result: { round: n, leader: 0, wentOut: 0, penalties, hands: [] },
        totals: []
      })
    round(1, [0, 7])
    round(2, [4, 0])
    server.rounds = 2
    server.emit({ type: 'matchEnded', winners: [0], totals: [4, 7], practice: false })
    // a rematch: its rounds start again at 1, and a match heard only in part records none
    round(1, [3, 0])
    server.rounds = 2
    server.emit({ type: 'matchEnded', winners: [1], totals: [9, 4], practice: false })
    expect(finished.map((m) => m.roundPenalties)).toEqual([
      [
        [0, 7],
        [4, 0]
      ],
      undefined
    ])
  })

  it("keeps the match's record with its history entry when the table gives one (issue 26)", async () => {
    const { servers, finished, hosting } = setup()
    await hosting.solo({ bots: ['easy'] })
    const server = servers.last!
    server.seat(0, 'Ada')
    const record = recordOf(playedMatch(2, { twoPlayerGame: 'two-hands' }, 2))
    server.emit({
      type: 'matchEnded',
      winners: record.winners,
      totals: record.totals,
      practice: false,
      record
    })
    server.emit({ type: 'matchEnded', winners: [1], totals: [9, 4], practice: false })
    expect(finished.map((m) => m.record)).toEqual([record, undefined])
  })

  it('records a match as practice when the table says a move was taken back, even one it heard nothing of', async () => {
    const { servers, saves, finished, hosting } = setup()
    saves.saves = [resumable]
    servers.onResume = (server) => server.seat(0, 'Ada')
    // resumed after a restart: the move was taken back before it, so no `undone` reaches this app
    await hosting.resume()
    const server = servers.last!
    server.emit({ type: 'matchEnded', winners: [0], totals: [3, 20], practice: true })
    server.emit({ type: 'matchStarted', players: 2 })
    server.emit({ type: 'matchEnded', winners: [1], totals: [9, 4], practice: false })
    expect(finished.map((m) => m.practice)).toEqual([true, undefined])
  })

  it('records a LAN match with the host window as the first seat taken, or the one with the host key', async () => {
    const { servers, finished, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 3 })
    const server = servers.last!
    server.seat(1, 'Host')
    server.seat(0, 'Guest')
    server.seat(2, 'Late')
    server.emit({ type: 'matchEnded', winners: [0, 1], totals: [3, 3, 9], practice: false })
    expect(finished[0]?.players.map((p) => [p.name, p.me, p.winner])).toEqual([
      ['Guest', false, true],
      ['Host', true, true],
      ['Late', false, false]
    ])
    expect(finished[0]?.rounds).toBe(1)

    await hosting.host({ name: 'Den', seats: 2 })
    const next = servers.last!
    next.seat(0, 'Guest', { isHost: false })
    next.seat(1, 'Host', { isHost: true })
    next.emit({ type: 'matchEnded', winners: [1], totals: [8, 2], practice: false })
    expect(finished[1]?.players.map((p) => p.me)).toEqual([false, true])
  })

  it('stops recording once the table closed', async () => {
    const { servers, finished, hosting } = setup()
    await hosting.solo({ bots: ['easy'] })
    const server = servers.last!
    await hosting.stop()
    server.emit({ type: 'matchEnded', winners: [0], totals: [1, 2], practice: false })
    expect(finished).toEqual([])
  })

  it('reports failed autosaves', async () => {
    const { servers, problems, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 4 })
    servers.last!.emit({ type: 'saveFailed', where: '/data/tables/t.json', error: { code: 'ENOSPC', message: 'ENOSPC' } })
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'save-failed',
        file: '/data/tables/t.json',
        message: expect.stringContaining('ENOSPC')
      })
    ])
  })

  it('logs a history that could not be written instead of failing the table', async () => {
    const servers = new FakeTableServers()
    const log = vi.fn()
    const hosting = createTableHosting({
      startServer: servers.start,
      advertise: servers.advertise,
      dataDirs: { hosted: '/data', solo: '/data/solo' },
      saves: { solo: new FakeTableSaves(), hosted: new FakeTableSaves() },
      hostedMemos: new MemoryMemos(),
      report: () => undefined,
      onMatchEnded: () => Promise.reject(new Error('disk full')),
      log
    })
    await hosting.solo({ bots: ['easy'] })
    servers.last!.emit({ type: 'matchEnded', winners: [0], totals: [1, 2], practice: false })
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('could not record the finished match', expect.any(Error))
    )
  })
})

describe('resuming a solo match', () => {
  it('offers the newest unfinished save', async () => {
    const { saves, hosting } = setup()
    await expect(hosting.resumable()).resolves.toBeNull()
    saves.saves = [resumable]
    await expect(hosting.resumable()).resolves.toEqual(resumable.summary)
  })

  it('continues the save on 127.0.0.1 and hands the window its seat back', async () => {
    const { servers, saves, hosting } = setup()
    saves.saves = [resumable]
    servers.onResume = (server) => {
      server.seatList = [
        { kind: 'bot', name: 'Bot 1' },
        { kind: 'human', name: 'Ada' }
      ]
      server.tokens = [null, 'seat-token-of-ada-xxxxx']
      server.statusNow = 'playing'
    }
    const resumed = await hosting.resume()
    expect(servers.last?.options).toEqual({
      host: '127.0.0.1',
      port: 0,
      autoStart: true,
      allowUndo: true,
      dataDir: '/data/solo',
      resume: resumable.path
    })
    expect(servers.advertised).toEqual([])
    expect(resumed).toMatchObject({
      seat: 1,
      seatToken: 'seat-token-of-ada-xxxxx',
      hostKey: servers.last?.hostKey
    })
    expect(hosting.current()).toMatchObject({ kind: 'solo' })
    // the running table's own save is not offered again
    await expect(hosting.resumable()).resolves.toBeNull()
  })

  it('tells the player what loading the save had to say (an older version wrote it)', async () => {
    const { servers, saves, hosting, problems } = setup()
    saves.saves = [resumable]
    const note = 'This save was written by an older version of Five Three Five (save format 2).'
    servers.onResume = (server) => {
      server.seatList = [{ kind: 'human', name: 'Ada' }]
      server.tokens = ['seat-token-of-ada-xxxxx']
      server.statusNow = 'playing'
      server.resumeNotice = note
    }
    await hosting.resume()
    expect(problems).toEqual([{ kind: 'save-resumed', message: note, file: resumable.path }])
  })

  it('refuses when there is nothing to resume or the save cannot be continued', async () => {
    const { servers, saves, hosting } = setup()
    await expect(hosting.resume()).rejects.toMatchObject({ code: 'nothing-to-resume' })
    saves.saves = [resumable]
    servers.failNext = Object.assign(new Error('Cannot resume: The save is damaged.'), {
      name: 'SaveLoadError'
    })
    await expect(hosting.resume()).rejects.toMatchObject({ code: 'save-unreadable' })
    expect(hosting.current()).toBeNull()
  })

  it('refuses a save without a human seat', async () => {
    const { servers, saves, hosting } = setup()
    saves.saves = [resumable]
    const resumed = hosting.resume()
    await expect(resumed).rejects.toMatchObject({ code: 'save-unreadable' })
    expect(servers.last?.closed).toBe(true)
    expect(hosting.current()).toBeNull()
  })

  it('discards the offered save on request', async () => {
    const { saves, hosting } = setup()
    await expect(hosting.discardResumable()).resolves.toBe(false)
    saves.saves = [resumable]
    await expect(hosting.discardResumable()).resolves.toBe(true)
    expect(saves.discarded).toEqual([resumable.path])
  })
})

describe('reopening a LAN table hosted from the app', () => {
  const unfinished = unfinishedSave('/data/tables/den.json', 'Den', 2, { name: 'Bo', bot: false })

  it('remembers the port and the seat the host window took', async () => {
    const { servers, memos, hosting } = setup()
    servers.busyPorts.add(5350)
    await hosting.host({ name: 'Den', seats: 3 })
    const server = servers.last!
    server.seat(1, 'Ada')
    server.seat(0, 'Bo')
    expect(memos.memo).toEqual({ savePath: server.savePath, port: 40_000, hostSeat: 1 })
  })

  it('keeps the host seat while the host is away from it, and forgets it once the seat is freed', async () => {
    const { servers, memos, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 3 })
    const server = servers.last!
    server.seat(1, 'Ada', { isHost: true })
    server.seat(0, 'Bo', { isHost: false })
    // the host left: the seat keeps its token (a bot plays it, or the lobby holds it for a while)
    server.emit({ type: 'left', seat: 1, name: 'Ada' })
    expect(memos.memo?.hostSeat).toBe(1)
    expect(hosting.runningHosted()).toMatchObject({ name: 'Den', seat: 1, seatToken: server.tokens[1] })
    // the host's seat, not a guest's, is the one a second window of the owner may move to itself
    expect(hosting.current()).toMatchObject({ kind: 'hosted', seatToken: server.tokens[1] })
    // the lobby's grace period ran out: the seat is free, and no longer the host's way back
    server.seatList[1] = { kind: 'empty', name: null }
    server.tokens[1] = null
    server.emit({ type: 'left', seat: 1, name: 'Ada' })
    expect(memos.memo?.hostSeat).toBeNull()
    expect(hosting.runningHosted()).toMatchObject({ seat: null, seatToken: null })
    // a browser player taking that seat does not become the host's way back
    server.seat(1, 'Eve', { isHost: false })
    expect(hosting.runningHosted()).toMatchObject({ seat: null, seatToken: null })
  })

  it('offers no way back to a solo table', async () => {
    const { hosting } = setup()
    await hosting.solo({ bots: ['easy'] })
    expect(hosting.runningHosted()).toBeNull()
  })

  it('offers the newest unfinished LAN table, apart from solo saves', async () => {
    const { saves, hostedSaves, hosting } = setup()
    saves.saves = [resumable]
    await expect(hosting.resumableHosted()).resolves.toBeNull()
    hostedSaves.saves = [unfinished]
    await expect(hosting.resumableHosted()).resolves.toEqual(unfinished.summary)
    await expect(hosting.resumable()).resolves.toEqual(resumable.summary)
  })

  it('reopens it on its old port, advertised, and gives the host window its seat and token', async () => {
    const { servers, hostedSaves, memos, hosting, finished } = setup()
    hostedSaves.saves = [unfinished]
    memos.memo = { savePath: unfinished.path, port: 6123, hostSeat: 1 }
    servers.onResume = (server) => {
      server.seatList = [
        { kind: 'human', name: 'Bo' },
        { kind: 'human', name: 'Ada' },
        { kind: 'bot', name: 'Bot 3' }
      ]
      server.tokens = ['token-bo'.padEnd(22, 'b'), 'token-ada'.padEnd(22, 'a'), null]
      server.statusNow = 'playing'
    }
    const resumed = await hosting.resumeHosted()
    const server = servers.last!
    expect(server.options).toMatchObject({
      host: '0.0.0.0',
      port: 6123,
      resume: unfinished.path,
      dataDir: '/data'
    })
    expect(servers.advertised).toEqual([server])
    expect(resumed).toMatchObject({
      port: 6123,
      seat: 1,
      seatToken: 'token-ada'.padEnd(22, 'a'),
      advertised: true
    })
    expect(hosting.current()).toMatchObject({ kind: 'hosted', port: 6123 })
    // the host window rejoins (no first join tells the seat): the history still knows it
    server.emit({ type: 'joined', seat: 1, name: 'Ada', rejoined: true })
    server.emit({ type: 'matchEnded', winners: [1], totals: [25, 3, 30], practice: false })
    expect(finished[0]?.players.map((p) => p.me)).toEqual([false, true, false])
    // nothing to offer while it runs
    await expect(hosting.resumableHosted()).resolves.toBeNull()
  })

  it('takes any free port when the old one is taken, and returns no seat when the host seat is unknown', async () => {
    const { servers, hostedSaves, hosting } = setup()
    hostedSaves.saves = [unfinished]
    servers.busyPorts.add(5350)
    const resumed = await hosting.resumeHosted()
    expect(resumed).toMatchObject({ port: 40_000, seat: null, seatToken: null })
  })

  it('refuses when there is nothing to reopen, and discards on request', async () => {
    const { hostedSaves, hosting } = setup()
    await expect(hosting.resumeHosted()).rejects.toMatchObject({ code: 'nothing-to-resume' })
    hostedSaves.saves = [unfinished]
    await expect(hosting.discardResumableHosted()).resolves.toBe(true)
    expect(hostedSaves.discarded).toEqual([unfinished.path])
    await expect(hosting.resumableHosted()).resolves.toBeNull()
  })

  it('leaves no LAN save behind for a table closed before its match started', async () => {
    const { servers, hostedSaves, hosting } = setup()
    await hosting.host({ name: 'Den', seats: 3 })
    const path = servers.last!.savePath!
    await hosting.stop()
    expect(hostedSaves.discarded).toEqual([path])
  })
})
