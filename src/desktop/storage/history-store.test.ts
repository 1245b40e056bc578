import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { HistoryEntry } from '../../ipc/contract'
import { createNoticeBoard } from '../notices'
import { playedMatch, recordOf } from '../../../test-support/engine/recorded-match'
import { recordFromText } from '../../protocol/match-record'
import { HISTORY_FILE, RECORDS_DIR, historyStats, openHistoryStore } from './history-store'
import type { FinishedMatch } from './history-store'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-history-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function match(points: number[], winners: number[], me: number | null, rounds = 3): FinishedMatch {
  return {
    kind: 'solo',
    tableName: 'Solo',
    rounds,
    players: points.map((p, i) => ({
      name: i === me ? 'Ada' : `Bot ${i + 1}`,
      points: p,
      bot: i !== me,
      winner: winners.includes(i),
      me: i === me
    }))
  }
}

async function open(max?: number) {
  const notices = createNoticeBoard()
  let clock = Date.parse('2026-11-29T20:00:00.000Z')
  let id = 0
  const store = await openHistoryStore(dir, notices.add, {
    now: () => new Date((clock += 60_000)),
    newId: () => `m${++id}`,
    ...(max === undefined ? {} : { max })
  })
  return { store, notices }
}

describe('match history', () => {
  it('starts empty', async () => {
    const { store } = await open()
    expect(store.list()).toEqual({
      entries: [],
      stats: { matches: 0, wins: 0, rounds: 0, averagePenaltyPerRound: null }
    })
  })

  it('adds finished matches, newest first, with an id and a date, and keeps them on disk', async () => {
    const { store } = await open()
    await store.add(match([5, 20], [0], 0, 2))
    const second = await store.add(match([21, 4], [1], 0, 4))
    expect(second).toMatchObject({ id: 'm2', finishedAt: '2026-11-29T20:02:00.000Z', rounds: 4 })
    const { entries, stats } = store.list()
    expect(entries.map((e) => e.id)).toEqual(['m2', 'm1'])
    expect(stats).toEqual({ matches: 2, wins: 1, rounds: 6, averagePenaltyPerRound: 4.33 })
    const file = JSON.parse(await readFile(join(dir, HISTORY_FILE), 'utf8')) as {
      format: number
      entries: HistoryEntry[]
    }
    expect(file.format).toBe(1)
    expect(file.entries).toEqual(entries)
    expect((await open()).store.list()).toEqual(store.list())
  })

  it('keeps at most the newest entries', async () => {
    const { store } = await open(2)
    for (let i = 0; i < 4; i++) await store.add(match([i, 9], [0], 0))
    expect(store.list().entries.map((e) => e.id)).toEqual(['m4', 'm3'])
  })

  it('sets an unreadable history aside and starts empty', async () => {
    await writeFile(join(dir, HISTORY_FILE), JSON.stringify({ format: 1, entries: [{ id: 3 }] }))
    const { store, notices } = await open()
    expect(store.list().entries).toEqual([])
    expect(notices.list()).toEqual([
      expect.objectContaining({ kind: 'corrupt-file', message: expect.stringContaining('match history') })
    ])
    expect((await readdir(dir)).filter((f) => f.startsWith('history.corrupt-'))).toHaveLength(1)
  })
})

describe('historyStats', () => {
  const entry = (m: FinishedMatch, id: string): HistoryEntry => ({
    ...m,
    id,
    finishedAt: '2026-11-29T20:00:00.000Z'
  })

  it.each([
    ['no matches', [], { matches: 0, wins: 0, rounds: 0, averagePenaltyPerRound: null }],
    ['one win', [match([0, 9], [0], 0, 1)], { matches: 1, wins: 1, rounds: 1, averagePenaltyPerRound: 0 }],
    [
      'a shared win counts',
      [match([3, 3], [0, 1], 1, 2)],
      { matches: 1, wins: 1, rounds: 2, averagePenaltyPerRound: 1.5 }
    ],
    [
      'a practice match (moves taken back) is not counted',
      [{ ...match([0, 9], [0], 0, 2), practice: true }, match([10, 2], [1], 0, 5)],
      { matches: 1, wins: 0, rounds: 5, averagePenaltyPerRound: 2 }
    ],
    [
      'matches without the player are not counted',
      [match([3, 3], [0], null, 2), match([10, 2], [1], 0, 5)],
      { matches: 1, wins: 0, rounds: 5, averagePenaltyPerRound: 2 }
    ]
  ])('%s', (_name, matches, stats) => {
    expect(historyStats(matches.map((m, i) => entry(m, `m${i}`)))).toEqual(stats)
  })
})

describe('match records in the history (issue 26)', () => {
  const record = recordOf(playedMatch(2, { twoPlayerGame: 'two-hands' }, 3))

  it('keeps a match record beside its entry, and gives it back as the text of a valid record', async () => {
    const { store } = await open()
    const entry = await store.add({ ...match([5, 20], [0], 0, 2), record })
    expect(entry.hasRecord).toBe(true)
    const text = await store.record(entry.id)
    expect(text === null ? null : recordFromText(text)).toMatchObject({ ok: true, value: { record } })
    const reopened = await open()
    expect(reopened.store.list().entries[0]).toMatchObject({ id: entry.id, hasRecord: true })
  })

  it('has no record for an entry without one, nor for an id it does not hold', async () => {
    const { store } = await open()
    const entry = await store.add(match([5, 20], [0], 0, 2))
    expect(entry.hasRecord).toBeUndefined()
    expect(await store.record(entry.id)).toBeNull()
    expect(await store.record('../history')).toBeNull()
  })

  it('deletes a record when its entry leaves the bounded history', async () => {
    const { store } = await open(1)
    const first = await store.add({ ...match([5, 20], [0], 0, 2), record })
    await store.add({ ...match([5, 20], [0], 0, 2), record })
    expect(await store.record(first.id)).toBeNull()
    expect(await readdir(join(dir, RECORDS_DIR))).toEqual(['m2.json'])
  })
})
