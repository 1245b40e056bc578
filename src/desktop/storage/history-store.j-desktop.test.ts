// Main's history store reading a history.json that older versions of the app wrote (issue 50: the e2e
// desktopwords history test wrote such a file before starting the app; its screen's words are now in
// src/renderer/src/history/HistoryScreen.component.test.ts). An entry from before the bots' levels and the
// rounds were recorded is listed as it is, beside newer ones, and counted in the stats (a tie as a win).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { HistoryEntry } from '../../ipc/contract'
import { createNoticeBoard } from '../notices'
import { HISTORY_FILE, openHistoryStore } from './history-store'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-history-old-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const me = (points: number, winner: boolean) => ({ name: 'Ada', points, bot: false, winner, me: true })
const bot = (points: number, winner: boolean, level?: 'easy' | 'hard') => ({
  name: 'Bot 2',
  points,
  bot: true,
  winner,
  me: false,
  ...(level ? { level } : {})
})

const ENTRIES: HistoryEntry[] = [
  {
    id: 'easy',
    kind: 'solo',
    tableName: 'Solo',
    finishedAt: '2026-11-30T20:00:00.000Z',
    rounds: 2,
    players: [me(5, true), bot(12, false, 'easy')],
    roundPenalties: [
      [0, 7],
      [5, 5]
    ]
  },
  // written before levels and rounds were recorded; a tie
  {
    id: 'old',
    kind: 'solo',
    tableName: 'Solo',
    finishedAt: '2026-11-28T20:00:00.000Z',
    rounds: 2,
    players: [me(8, true), bot(8, true)]
  }
]

it('lists entries written before levels and rounds were recorded, beside newer ones, and counts them', async () => {
  await writeFile(join(dir, HISTORY_FILE), JSON.stringify({ format: 1, entries: ENTRIES }))
  const notices = createNoticeBoard()
  const store = await openHistoryStore(dir, notices.add)
  expect(notices.list()).toEqual([])
  const { entries, stats } = store.list()
  expect(entries).toEqual(ENTRIES)
  expect(stats).toEqual({ matches: 2, wins: 2, rounds: 4, averagePenaltyPerRound: 3.25 })
})
