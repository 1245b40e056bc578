// Issue 52, "After": a tournament the app runs, played to its end with the real tournament host on
// 127.0.0.1 (five bot entrants with no pause, and Ann, whose device follows her seat and plays by itself),
// goes into the app's tournament history once, with the podium and standings of its final state and every
// game's record; nothing on disk of it holds a seed, a token or a key from the host's journal and saves.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TournamentHistoryEntry } from '../../ipc/contract'
import { recordFromText } from '../../protocol/match-record'
import type { TournamentServerMessage } from '../../protocol/tournament-messages'
import { TOURNAMENT_WS_PATH } from '../../protocol/tournament-messages'
import { WS_PATH } from '../../protocol/vocabulary'
import { simplestLegalPlayer } from '../../server/bot-player'
import { JOURNAL_FILE } from '../../server/tournament/tournament-journal'
import type { TournamentHostSave } from '../../server/tournament/tournament-journal'
import { phaseOf, podium, standings } from '../../tournament'
import type { TournamentState } from '../../tournament'
import { loopbackBackends } from '../../../test-support/desktop/loopback-backends'
import { TournamentClient } from '../../../test-support/tournament/tournament-client'
import type { YourSeat } from '../../../test-support/tournament/tournament-client'
import { autoPlay } from '../../../test-support/wire/auto-play'
import { TestClient } from '../../../test-support/wire/test-client'
import { createNoticeBoard } from '../notices'
import {
  TOURNAMENT_HISTORY_FILE,
  TOURNAMENT_RECORDS_DIR,
  openTournamentHistory
} from '../storage/tournament-history-store'
import { TOURNAMENTS_DIR, createTournamentHosting } from './tournament-hosting'
import type { TournamentHosting } from './tournament-hosting'

let userData: string
let hosting: TournamentHosting | undefined
let dispose: (() => Promise<void>) | undefined
const channels: TournamentClient[] = []
const tables: TestClient[] = []

beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'ftf-tournament-history-'))
})

afterEach(async () => {
  for (const c of channels.splice(0)) c.close()
  for (const t of tables.splice(0)) await t.terminate()
  await hosting?.stop()
  await dispose?.()
  await rm(userData, { recursive: true, force: true })
})

const stageDone = (stage: number, deals: number) => (m: TournamentServerMessage) =>
  m.type === 'tournament' &&
  m.tournament.stages[stage - 1]?.tables.every((t) => t.deals.length === deals) === true

async function channel(address: string, label: string): Promise<TournamentClient> {
  const client = await TournamentClient.connect(`ws://${address}${TOURNAMENT_WS_PATH}`, label)
  channels.push(client)
  return client
}

/** Ann's device: registers, then takes each seat it is sent to and plays there by itself. */
async function ann(address: string): Promise<void> {
  const device = await channel(address, 'Ann')
  await device.hello({ name: 'Ann' })
  device.ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as TournamentServerMessage
    if (message.type !== 'yourSeat') return
    const seat = message as YourSeat
    void TestClient.connect(`ws://127.0.0.1:${seat.port}${WS_PATH}`, 'Ann').then(async (client) => {
      tables.splice(0).forEach((t) => void t.terminate())
      tables.push(client)
      await client.hello({ token: seat.token })
      autoPlay(client)
    })
  })
}

/** Every secret the host keeps: the director key, the entrants' and seats' tokens, the seeds, and each
 *  table's host key and seat tokens from its own save. */
async function hostSecrets(): Promise<string[]> {
  const [id] = await readdir(join(userData, TOURNAMENTS_DIR))
  const folder = join(userData, TOURNAMENTS_DIR, id as string)
  const journal = JSON.parse(await readFile(join(folder, JOURNAL_FILE), 'utf8')) as TournamentHostSave
  const secrets = [
    journal.directorKey,
    ...Object.values(journal.tokens),
    ...journal.tables.flat().flatMap((t) => t.seatTokens.filter((s): s is string => s !== null)),
    ...journal.tournament.stages.flatMap((s) => Object.values(s.seeds))
  ]
  for (const file of await readdir(join(folder, 'tables'))) {
    if (!file.endsWith('.json')) continue
    const save = JSON.parse(await readFile(join(folder, 'tables', file), 'utf8')) as {
      hostKey?: string
      seats?: { token: string | null }[]
    }
    if (save.hostKey !== undefined) secrets.push(save.hostKey)
    for (const seat of save.seats ?? []) if (seat.token !== null) secrets.push(seat.token)
  }
  return secrets
}

describe('a tournament the app runs, played to its end', () => {
  it('goes into the tournament history once, with its podium, standings and every game', async () => {
    const notices = createNoticeBoard()
    const history = await openTournamentHistory(userData, notices.add)
    const kept: TournamentHistoryEntry[] = []
    const loopback = loopbackBackends(join(userData, 'no-renderer'), () => undefined, {
      botDelayMs: 0,
      botPlayer: simplestLegalPlayer
    })
    dispose = loopback.dispose
    hosting = createTournamentHosting({
      open: loopback.backends.openTournament,
      dataDir: userData,
      port: 0,
      onFinished: async (finished) => kept.push(await history.add(finished))
    })
    const settings = { name: 'Friday night', format: 'duplicate', stages: 2, dealsPerStage: 2 } as const
    const hosted = await hosting.host({ ...settings, preferredTableSize: 3 })
    await ann(hosted.address)
    const director = await channel(hosted.address, 'director')
    await director.hello({ directorKey: hosted.directorKey })
    for (let i = 0; i < 5; i++) director.send({ type: 'addBot', level: 'easy' })
    await director.next((m) => m.type === 'tournament' && m.tournament.entrants.length === 6)

    director.send({ type: 'startStage' })
    await director.next(stageDone(1, 2), 60_000)
    expect(kept).toEqual([])
    director.send({ type: 'startStage' })
    const last = await director.next(stageDone(2, 2), 60_000)
    const final = (last as { tournament: TournamentState }).tournament
    expect(phaseOf(final)).toBe('over')
    await vi.waitFor(() => expect(kept).toHaveLength(1))

    // The podium and standings of the final state, by name (two tables of three: duplicate scores).
    const table = standings(final)
    const nameOf = (entrant: number) => table.rows.find((r) => r.entrant === entrant)?.name
    const entry = kept[0] as TournamentHistoryEntry
    expect(entry).toMatchObject({
      name: 'Friday night',
      format: 'duplicate',
      stages: 2,
      dealsPerStage: 2,
      players: 6
    })
    expect(entry.podium.map((s) => ({ rank: s.rank, names: s.players.map((p) => p.name) }))).toEqual(
      podium(table).map((s) => ({ rank: s.rank, names: s.entrants.map(nameOf) }))
    )
    expect(entry.standings.map((r) => [r.rank, r.name])).toEqual(table.rows.map((r) => [r.rank, r.name]))
    expect(entry.standings.find((r) => r.name === 'Ann')).toMatchObject({ bot: false })

    // One game per table per stage, each with a record that opens in the review.
    const games = final.stages.reduce((n, s) => n + s.tables.length, 0)
    expect(games).toBe(4)
    expect(entry.games).toHaveLength(games)
    for (const [i, game] of entry.games.entries()) {
      const text = await history.record(entry.id, i)
      const checked = text === null ? null : recordFromText(text)
      expect(checked?.ok, `game ${i}`).toBe(true)
      if (checked?.ok)
        expect(checked.value.record.seats.map((s) => s.name)).toEqual(game.players.map((p) => p.name))
    }

    // Nothing more once it is over, nor when it stops; the file holds exactly it.
    await hosting.stop()
    expect(kept).toHaveLength(1)
    expect((await openTournamentHistory(userData, notices.add)).list()).toEqual([entry])
    expect(notices.list()).toEqual([])

    const secrets = await hostSecrets()
    expect(secrets.length).toBeGreaterThan(10)
    const records = join(userData, TOURNAMENT_RECORDS_DIR, entry.id)
    const files = [
      join(userData, TOURNAMENT_HISTORY_FILE),
      ...(await readdir(records)).map((f) => join(records, f))
    ]
    for (const file of files) {
      const text = await readFile(file, 'utf8')
      for (const secret of secrets) expect(text.includes(secret), `${file} holds a secret`).toBe(false)
    }
  })
})
