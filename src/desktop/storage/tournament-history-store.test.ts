// The tournament history on disk (issue 52, "After"): a finished tournament kept and read back with its
// games' records, the newest first and the oldest dropped with their records, and a file that cannot be
// read set aside with a notice while the match history and the records stay as they are.
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { recordFromText } from '../../protocol/match-record'
import type { MatchRecord } from '../../protocol/match-record'
import { playedMatch, recordOf } from '../../../test-support/engine/recorded-match'
import { finishStage, registered, run, seededContext } from '../../../test-support/tournament/tournaments'
import { finishedTournament } from '../hosting/tournament-recorder'
import { createNoticeBoard } from '../notices'
import { HISTORY_FILE, openHistoryStore } from './history-store'
import {
  TOURNAMENT_HISTORY_FILE,
  TOURNAMENT_RECORDS_DIR,
  openTournamentHistory
} from './tournament-history-store'

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ftf-tournament-history-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A duplicate evening of one stage, played to its end, with its seeds in the state. */
function evening(name = 'Friday night') {
  const context = seededContext(7)
  const open = registered(
    { name, format: 'duplicate', stages: 1, dealsPerStage: 2 },
    ['Ann', 'Bea', 'Cy', 'Bot'],
    context
  )
  const state = finishStage(run(open, context, { type: 'startStage', stage: 1 }), context)
  const records: MatchRecord[] = [recordOf(playedMatch(4, {}, 11)), recordOf(playedMatch(4, {}, 12))]
  return { state, records, finished: finishedTournament(state, records) }
}

async function open(max?: number) {
  const notices = createNoticeBoard()
  let clock = Date.parse('2026-12-04T23:00:00.000Z')
  let id = 0
  const store = await openTournamentHistory(dir, notices.add, {
    now: () => new Date((clock += 60_000)),
    newId: () => `t${++id}`,
    ...(max === undefined ? {} : { max })
  })
  return { store, notices }
}

describe('the tournament history', () => {
  it('keeps a finished tournament with its games, reads it back, and gives each game its record', async () => {
    const { store } = await open()
    expect(store.list()).toEqual([])
    const { finished, records } = evening()
    const entry = await store.add(finished)
    const { records: _kept, ...shown } = finished
    expect(entry).toEqual({ ...shown, id: 't1', finishedAt: '2026-12-04T23:01:00.000Z' })
    expect(store.list()).toEqual([entry])
    // Another run of the app reads the same.
    const again = (await open()).store
    expect(again.list()).toEqual([entry])
    for (const [game, record] of records.entries()) {
      const text = await again.record('t1', game)
      expect(text === null ? null : recordFromText(text)).toMatchObject({ ok: true, value: { record } })
    }
    // A game it does not have, a tournament it does not know, a path: nothing.
    await expect(again.record('t1', records.length)).resolves.toBeNull()
    await expect(again.record('t1', -1)).resolves.toBeNull()
    await expect(again.record('t2', 0)).resolves.toBeNull()
    await expect(again.record('../t1', 0)).resolves.toBeNull()
  })

  it('lists the newest first and drops the oldest with its records', async () => {
    const { store } = await open(2)
    for (const name of ['One', 'Two', 'Three']) await store.add(evening(name).finished)
    expect(store.list().map((e) => [e.id, e.name])).toEqual([
      ['t3', 'Three'],
      ['t2', 'Two']
    ])
    expect((await readdir(join(dir, TOURNAMENT_RECORDS_DIR))).sort()).toEqual(['t2', 't3'])
    await expect(store.record('t1', 0)).resolves.toBeNull()
  })

  it('holds no seed of the evening', async () => {
    const { store } = await open()
    const { state, finished } = evening()
    await store.add(finished)
    const seeds = state.stages.flatMap((s) => Object.values(s.seeds))
    expect(seeds.length).toBeGreaterThan(0)
    const files = [
      join(dir, TOURNAMENT_HISTORY_FILE),
      ...(await readdir(join(dir, TOURNAMENT_RECORDS_DIR, 't1'))).map((f) =>
        join(dir, TOURNAMENT_RECORDS_DIR, 't1', f)
      )
    ]
    for (const file of files) {
      const text = await readFile(file, 'utf8')
      for (const seed of seeds) expect(text, file).not.toContain(seed)
    }
  })

  it.each([
    ['not JSON', '{"format": 1, "entries": [', 'not valid JSON'],
    ['from a newer app', JSON.stringify({ format: 2, entries: [] }), 'newer version'],
    ['another shape', JSON.stringify({ format: 1, entries: [{ id: 't9', name: 'X' }] }), 'entries.0']
  ])('sets a file that is %s aside, says why, and loses nothing else', async (_what, text, why) => {
    // A kept match in the match history and a kept tournament's records beside the damaged file.
    const matches = await openHistoryStore(dir, () => undefined)
    await matches.add({ kind: 'solo', tableName: 'Solo', rounds: 1, players: [] })
    const first = await open()
    await first.store.add(evening().finished)
    const recordBefore = await first.store.record('t1', 0)
    const historyBefore = await readFile(join(dir, HISTORY_FILE), 'utf8')
    await writeFile(join(dir, TOURNAMENT_HISTORY_FILE), text)

    const { store, notices } = await open()
    expect(store.list()).toEqual([])
    expect(notices.list()).toEqual([
      expect.objectContaining({
        kind: 'corrupt-file',
        message: expect.stringMatching(new RegExp(`tournament history.*${why}`))
      })
    ])
    const aside = (await readdir(dir)).filter((f) => f.startsWith('tournament-history.corrupt-'))
    expect(aside).toHaveLength(1)
    expect(await readFile(join(dir, aside[0] as string), 'utf8')).toBe(text)
    expect(existsSync(join(dir, TOURNAMENT_HISTORY_FILE))).toBe(false)
    expect(await readFile(join(dir, HISTORY_FILE), 'utf8')).toBe(historyBefore)
    expect((await openHistoryStore(dir, () => undefined)).list().entries).toHaveLength(1)
    expect(await readFile(join(dir, TOURNAMENT_RECORDS_DIR, 't1', '0.json'), 'utf8')).toBe(recordBefore)
  })
})
