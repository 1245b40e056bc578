// The tournament host as a real child process (the bundled CLI, test-support/hardening/child-host.ts):
// eight bot entrants play a duplicate stage at two tables; the host is killed with SIGKILL in the middle
// of the stage (no clean-up, no final save) and started again with --resume on the same folder. Every
// deal recorded before the kill is kept, every table continues its own save where it was, deals a table
// finished after the journal's last write are recorded from that save, and when the stage ends the
// journal's deals are exactly what each table played, with the same leaders at both tables.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { TableSave } from '../../server/persistence/save-format'
import { loadSave } from '../../server/persistence/file-storage'
import { readJournal } from '../../server/tournament/tournament-journal'
import type { TournamentHostSave } from '../../server/tournament/tournament-journal'
import type { TournamentServerMessage } from '../../protocol/tournament-messages'
import { TOURNAMENT_WS_PATH } from '../../protocol/tournament-messages'
import { ChildHost } from '../../../test-support/hardening/child-host'
import { TournamentClient } from '../../../test-support/tournament/tournament-client'

const DEALS = 4
const DIRECTOR = /Director \(keep private\): http:\/\/127\.0\.0\.1:(\d+)\/\?tournament#director=([A-Za-z0-9_-]+)/

let dataDir = ''
const children: ChildHost[] = []
const clients: TournamentClient[] = []
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ftf-tournament-cli-'))
})
afterEach(async () => {
  for (const c of clients.splice(0)) c.close()
  for (const child of children.splice(0)) await child.kill()
  await rm(dataDir, { recursive: true, force: true })
})

async function start(flags: string[]): Promise<{ child: ChildHost; port: number; key: string }> {
  const child = ChildHost.spawn(['--tournament', '--data', dataDir, '--bot-delay', '15', ...flags])
  children.push(child)
  const line = await child.waitFor(DIRECTOR, 15_000)
  const match = line === null ? null : DIRECTOR.exec(line)
  if (match === null) throw new Error(`no director line:\n${[...child.stdout, ...child.stderr].join('\n')}`)
  return { child, port: Number(match[1]), key: match[2] as string }
}

async function channel(port: number, label: string): Promise<TournamentClient> {
  const client = await TournamentClient.connect(`ws://127.0.0.1:${port}${TOURNAMENT_WS_PATH}`, label)
  clients.push(client)
  return client
}

const folderOf = async () =>
  join(dataDir, 'tournaments', (await readdir(join(dataDir, 'tournaments')))[0] as string)
const journal = async (): Promise<TournamentHostSave> => {
  const read = readJournal(await folderOf())
  if (!read.ok) throw new Error(read.error.message)
  return read.value
}
const tableSaves = async (j: TournamentHostSave): Promise<TableSave[]> =>
  Promise.all((j.tables[0] ?? []).map(async (t) => loadSave(join(await folderOf(), 'tables', t.save))))
const dealsOf = (j: TournamentHostSave) => (j.tournament.stages[0]?.tables ?? []).map((t) => t.deals)
const penaltiesOf = (save: TableSave) => (save.match?.results ?? []).map((r) => r.penalties)

describe('a tournament host killed mid-stage', () => {
  it('resumes every table where it was and keeps every recorded deal', async () => {
    const first = await start([
      '--name',
      'Kill night',
      '--format',
      'duplicate',
      '--stages',
      '2',
      '--deals',
      String(DEALS),
      '--bots',
      '8'
    ])
    // it prints where to join as a table does (bound to 127.0.0.1 here: no LAN address)
    expect(first.child.stdout).toContain(`Listening on http://127.0.0.1:${first.port}`)
    expect(first.child.stdout).toContain('No LAN address: players can join only from this machine.')
    const director = await channel(first.port, 'director')
    await director.hello({ directorKey: first.key })
    director.send({ type: 'startStage' })

    // Wait until the stage is well under way: some deals recorded, not all.
    let before: TournamentHostSave = await journal()
    for (let i = 0; i < 400; i++) {
      const total = dealsOf(before).flat().length
      if (total >= 2 && total < 2 * DEALS - 1) break
      await new Promise((r) => setTimeout(r, 25))
      before = await journal()
    }
    await first.child.kill()
    before = await journal()
    const savesBefore = await tableSaves(before)
    expect(dealsOf(before)).toHaveLength(2)
    expect(dealsOf(before).flat().length).toBeGreaterThanOrEqual(2)
    expect(dealsOf(before).flat().length).toBeLessThan(2 * DEALS)

    const second = await start(['--resume'])
    const watcher = await channel(second.port, 'tv')
    const welcome = await watcher.hello({})
    if (welcome.type !== 'tournamentWelcome') throw new Error(JSON.stringify(welcome))
    expect(welcome.tournament.entrants).toEqual(before.tournament.entrants)
    const resumed = welcome.tournament.stages[0]?.tables.map((t) => t.deals) ?? []
    dealsOf(before).forEach((deals, t) => {
      // kept, and what the table's own save finished after the journal's write recorded too
      expect(resumed[t]?.slice(0, deals.length)).toEqual(deals)
      expect(resumed[t]?.slice(0, penaltiesOf(savesBefore[t] as TableSave).length)).toEqual(
        penaltiesOf(savesBefore[t] as TableSave)
      )
    })
    // Each table continues its own save: the same file, seats and tokens, and the rounds it had played.
    const after = await journal()
    expect(after.tables).toEqual(before.tables)
    const savesAfter = await tableSaves(after)
    savesAfter.forEach((save, t) => {
      const was = savesBefore[t] as TableSave
      expect(save.seats.map((s) => s.token)).toEqual(was.seats.map((s) => s.token))
      expect(save.match?.results.slice(0, was.match?.results.length)).toEqual(was.match?.results)
    })

    const over = (m: TournamentServerMessage) =>
      m.type === 'tournament' &&
      m.tournament.stages[0]?.tables.every((t) => t.deals.length === DEALS) === true
    await watcher.next(over, 60_000)
    const done = await journal()
    const finalSaves = await tableSaves(done)
    // The journal's deals are what each table played, across the kill; both tables had the same leaders.
    finalSaves.forEach((save, t) => expect(dealsOf(done)[t]).toEqual(penaltiesOf(save)))
    const leaders = finalSaves.map((s) => s.match?.results.map((r) => r.leader))
    expect(leaders[1]).toEqual(leaders[0])

    expect((await second.child.stop()).code).toBe(0)
  }, 120_000)
})
