// The tournament host's journal (issue 52): written whole and atomically, readable only when it is
// whole and consistent, and private to the host (it holds the seeds and every token).
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { registered, run, seededContext } from '../../../test-support/tournament/tournaments'
import {
  journalPath,
  readJournal,
  writeJournal,
  TOURNAMENT_HOST_FORMAT,
  TOURNAMENT_HOST_KIND
} from './tournament-journal'
import type { TournamentHostSave } from './tournament-journal'

let folder = ''
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ftf-journal-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

const TOKEN = (n: number) => `token-${String(n).padStart(16, '0')}`

/** A duplicate tournament in stage 1: four entrants at one table, its seats' tokens. */
function saved(): TournamentHostSave {
  const context = seededContext(3)
  const state = run(registered({ format: 'duplicate' }, ['Ann', 'Bob', 'Cy', 'Dee'], context), context, {
    type: 'startStage',
    stage: 1
  })
  return {
    kind: TOURNAMENT_HOST_KIND,
    format: TOURNAMENT_HOST_FORMAT,
    directorKey: TOKEN(0),
    pin: null,
    tokens: Object.fromEntries(state.entrants.map((e) => [String(e.id), TOKEN(e.id)])),
    tables: [[{ save: 'abc123.json', seatTokens: [TOKEN(11), TOKEN(12), TOKEN(13), TOKEN(14)] }]],
    tournament: state
  }
}

describe('the tournament journal', () => {
  it('reads back what was written, seeds and all, in a file only its owner may read', async () => {
    const save = saved()
    writeJournal(folder, save)
    expect(readJournal(folder)).toEqual({ ok: true, value: save })
    expect((await stat(journalPath(folder))).mode & 0o777).toBe(0o600)
  })

  it('keeps the PIN beside the director key, out of the tournament; a journal from before the PIN has none', async () => {
    const save = { ...saved(), pin: '0042' }
    writeJournal(folder, save)
    expect(readJournal(folder)).toEqual({ ok: true, value: save })
    const text = await readFile(journalPath(folder), 'utf8')
    expect(JSON.stringify((JSON.parse(text) as { tournament: unknown }).tournament)).not.toContain('0042')
    const { pin: _pin, ...older } = save
    await writeFile(journalPath(folder), JSON.stringify(older))
    expect(readJournal(folder)).toEqual({ ok: true, value: { ...save, pin: null } })
    for (const bad of ['123', '12a4', 1234, '']) {
      await writeFile(journalPath(folder), JSON.stringify({ ...save, pin: bad }))
      expect(readJournal(folder)).toMatchObject({ ok: false, error: { code: 'corrupt' } })
    }
  })

  it('refuses a journal that is cut short, or whose tables do not fit its stages', async () => {
    const save = saved()
    writeJournal(folder, save)
    const text = await readFile(journalPath(folder), 'utf8')
    await writeFile(journalPath(folder), text.slice(0, text.length / 2))
    expect(readJournal(folder)).toMatchObject({ ok: false, error: { code: 'unreadable' } })
    writeJournal(folder, {
      ...save,
      tables: [[...(save.tables[0] ?? []), { save: 'x.json', seatTokens: [] }]]
    })
    expect(readJournal(folder)).toMatchObject({ ok: false, error: { code: 'corrupt' } })
    const filler = {
      ...save,
      tables: [[{ save: 'abc123.json', seatTokens: [TOKEN(1), TOKEN(2), TOKEN(3)] }]]
    }
    writeJournal(folder, filler)
    expect(readJournal(folder)).toMatchObject({ ok: false, error: { code: 'corrupt' } })
    writeJournal(folder, { ...save, tables: [[{ save: '../escape.json', seatTokens: [] }]] })
    expect(readJournal(folder)).toMatchObject({ ok: false, error: { code: 'corrupt' } })
  })

  it('refuses a tournament the save check refuses', () => {
    const save = saved()
    const stage = save.tournament.stages[0]
    if (stage === undefined) throw new Error('no stage')
    writeJournal(folder, { ...save, tournament: { ...save.tournament, stages: [{ ...stage, seeds: {} }] } })
    expect(readJournal(folder)).toMatchObject({ ok: false, error: { code: 'corrupt' } })
  })
})
