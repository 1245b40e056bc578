// The exports on the tournament's port (issue 52), over a real server on 127.0.0.1 with tables that only
// report: the Host check, the headers of a download, and a duplicate deal's record and result withheld
// until every table has finished it.
import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { validateRecord } from '../../protocol/match-record'
import {
  RECORDS_EXPORT_FORMAT,
  STANDINGS_EXPORT_FORMAT,
  TOURNAMENT_EXPORT_PATHS
} from '../../protocol/tournament-exports'
import { CSV_BOM } from '../../tournament'
import type { RecordsDocument, StandingsDocument } from '../../tournament'
import { playedMatch, recordOf } from '../../../test-support/engine/recorded-match'
import { settingsWith } from '../../../test-support/tournament/tournaments'
import { reportingHost, roundEnded } from '../../../test-support/tournament/reporting-tables'
import { serveTournament } from './tournament-server'
import type { TournamentServer } from './tournament-server'

let folder = ''
let server: TournamentServer | null = null
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ftf-export-'))
})
afterEach(async () => {
  await server?.close()
  server = null
  await rm(folder, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

function ask(path: string, options: { host?: string; method?: string } = {}): Promise<Answer> {
  const port = server?.port ?? 0
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: options.host ?? `127.0.0.1:${port}` }
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      }
    )
    req.on('error', reject)
    req.end()
  })
}

const records = async () => JSON.parse((await ask(TOURNAMENT_EXPORT_PATHS.records)).body) as RecordsDocument
const standingsJson = async () =>
  JSON.parse((await ask(TOURNAMENT_EXPORT_PATHS.standingsJson)).body) as StandingsDocument
const PATHS = Object.values(TOURNAMENT_EXPORT_PATHS)
const PENALTIES = [0, 3, 5, 8]

/** A duplicate stage of two deals at two tables of four, seated and open, served on 127.0.0.1. */
async function openEvening() {
  const names = ['=HYPERLINK("x")', 'Bea', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal']
  const settings = settingsWith({ name: 'Soirée d’été', format: 'duplicate', stages: 1, dealsPerStage: 2 })
  const { host, tables } = reportingHost(settings, folder)
  for (const name of names) host.register(name)
  expect(await host.startStage()).toEqual({ ok: true, value: null })
  server = await serveTournament(host, { host: '127.0.0.1', port: 0, rendererDir: folder })
  const [one, two] = tables
  if (one === undefined || two === undefined) throw new Error('two tables expected')
  return { host, one, two }
}

describe('the tournament’s exports', () => {
  it('refuse a request that names another host (DNS rebinding), as the page does', async () => {
    await openEvening()
    for (const path of PATHS) {
      const answer = await ask(path, { host: `rebind.example:${server?.port ?? 0}` })
      expect(answer.status, path).toBe(403)
      expect(answer.body).toBe('')
      expect(answer.headers['content-disposition']).toBeUndefined()
    }
  })

  it('are downloads named after the tournament, never cached, GET and HEAD only', async () => {
    await openEvening()
    const csv = await ask(TOURNAMENT_EXPORT_PATHS.standingsCsv)
    expect(csv.status).toBe(200)
    expect(csv.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition':
        'attachment; filename="soiree-d-ete-standings.csv"; filename*=UTF-8\'\'soir%C3%A9e-d-%C3%A9t%C3%A9-standings.csv',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'"
    })
    expect(Number(csv.headers['content-length'])).toBe(Buffer.byteLength(csv.body))
    expect((await ask(TOURNAMENT_EXPORT_PATHS.standingsJson)).headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': expect.stringContaining('filename="soiree-d-ete-standings.json"')
    })
    expect((await ask(TOURNAMENT_EXPORT_PATHS.records)).headers['content-disposition']).toContain(
      'filename="soiree-d-ete-records.json"'
    )
    const head = await ask(TOURNAMENT_EXPORT_PATHS.records, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    const post = await ask(TOURNAMENT_EXPORT_PATHS.records, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
    // any other path is still the page's (here: not built)
    expect((await ask('/tournament/seeds.json')).body).toContain('not built')
  })

  it('hold back a duplicate deal’s record and result until every table has finished it', async () => {
    const { host, one, two } = await openEvening()
    const seeds = Object.values(host.state.stages[0]?.seeds ?? {})
    expect(seeds).toHaveLength(1)
    const recordOne = recordOf(playedMatch(4, {}, 1))
    const recordTwo = recordOf(playedMatch(4, {}, 2))

    // Table 1 plays both deals and ends its match; table 2 has finished deal 1 only.
    one.emit(roundEnded(1, PENALTIES))
    one.emit(roundEnded(2, PENALTIES))
    one.emit({ type: 'matchEnded', winners: [0], totals: [0, 6, 10, 16], practice: false, record: recordOne })
    two.emit(roundEnded(1, PENALTIES))
    expect(await records()).toMatchObject({ format: RECORDS_EXPORT_FORMAT, version: 1, records: [] })
    expect((await ask(TOURNAMENT_EXPORT_PATHS.recordsCsv)).body.trimEnd().split('\r\n')).toHaveLength(1)
    const mid = await standingsJson()
    expect(mid.tournament.phase).toBe('playing')
    expect(mid.stages[0]?.tables.map((t) => t.deals.length)).toEqual([1, 1]) // deal 2 waits for table 2
    expect(mid.standings.stagesCounted).toBe(0)

    two.emit(roundEnded(2, [8, 5, 3, 0]))
    two.emit({ type: 'matchEnded', winners: [3], totals: [16, 10, 6, 0], practice: false, record: recordTwo })
    const after = await records()
    expect(after.tournament).toBe('Soirée d’été')
    expect(after.records).toEqual([recordOne, recordTwo])
    // each record as a table's own record file: the review opens it as it is
    for (const r of after.records) expect(validateRecord(r).ok).toBe(true)

    const doc = await standingsJson()
    expect(doc).toMatchObject({ format: STANDINGS_EXPORT_FORMAT, tournament: { phase: 'over' } })
    expect(doc.stages[0]?.tables.map((t) => t.deals.length)).toEqual([2, 2])
    expect(doc.standings.stagesCounted).toBe(1)
    const csv = (await ask(TOURNAMENT_EXPORT_PATHS.standingsCsv)).body
    expect(csv.startsWith(CSV_BOM)).toBe(true)
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + 8)
    // the records as CSV: a row per seat of every round of both matches, once both tables finished
    const rows = (await ask(TOURNAMENT_EXPORT_PATHS.recordsCsv)).body.trimEnd().split('\r\n')
    const seatRounds = [recordOne, recordTwo].reduce((n, r) => n + r.rounds.length * r.seats.length, 0)
    expect(rows).toHaveLength(1 + seatRounds)
    for (const path of PATHS) for (const seed of seeds) expect((await ask(path)).body).not.toContain(seed)
  })
})
