// The tournament's exports over HTTP (issue 52, docs/tournament.md › Export): the standings as CSV and
// JSON and every match record anyone may hold, at protocol/tournament-exports.ts's paths on the
// tournament's own port. tournament-server.ts asks these first, after its Host check (DNS rebinding), so
// they pass the same door as the page.
// - Only what an outsider may hold: the standings through `forOutsiders` (src/tournament/export.ts), the
//   records through `recordsFor(null)`: a duplicate deal's record only once every table has finished it.
//   Anyone who reaches the port may download them, as anyone may follow the tournament on its channel.
// - Downloads: `attachment` with a file name from the tournament's name (an ASCII one, and the name's own
//   letters in `filename*`, RFC 6266), so a link from another origin (the app's window) still saves a
//   file; never cached (the standings change all evening); a CSP that allows nothing, as on a refusal.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { TOURNAMENT_EXPORT_PATHS } from '../../protocol/tournament-exports'
import type { MatchRecord } from '../../protocol/match-record'
import type { TournamentMember, TournamentState } from '../../tournament'
import {
  exportFileName,
  recordsCsv,
  recordsDocument,
  standingsCsv,
  standingsDocument
} from '../../tournament'
import { ERROR_HEADERS } from '../security-headers'

/** What the routes read of the host (tournament-host.ts). */
export interface ExportSource {
  readonly state: TournamentState
  recordsFor(member: TournamentMember): MatchRecord[]
}

interface Download {
  body: string
  type: string
  file: (ascii: boolean) => string
}

const CSV = 'text/csv; charset=utf-8; header=present'
const JSON_TYPE = 'application/json; charset=utf-8'
const json = (value: unknown) => JSON.stringify(value, null, 1)

/** Each path's file, made when it is asked for. */
const DOWNLOADS = new Map<string, (source: ExportSource, now: number) => Download>([
  [
    TOURNAMENT_EXPORT_PATHS.standingsCsv,
    ({ state }) => ({
      body: standingsCsv(state),
      type: CSV,
      file: (ascii) => exportFileName(state.settings.name, 'standings', 'csv', ascii)
    })
  ],
  [
    TOURNAMENT_EXPORT_PATHS.standingsJson,
    ({ state }, now) => ({
      body: json(standingsDocument(state, now)),
      type: JSON_TYPE,
      file: (ascii) => exportFileName(state.settings.name, 'standings', 'json', ascii)
    })
  ],
  [
    TOURNAMENT_EXPORT_PATHS.recordsCsv,
    (source) => ({
      body: recordsCsv(source.recordsFor(null)),
      type: CSV,
      file: (ascii) => exportFileName(source.state.settings.name, 'records', 'csv', ascii)
    })
  ],
  [
    TOURNAMENT_EXPORT_PATHS.records,
    (source, now) => ({
      body: json(recordsDocument(source.state.settings, source.recordsFor(null), now)),
      type: JSON_TYPE,
      file: (ascii) => exportFileName(source.state.settings.name, 'records', 'json', ascii)
    })
  ]
])

/** `attachment; filename="…"`, with `filename*` when the name's own letters are not plain ASCII. */
export function attachment(download: Pick<Download, 'file'>): string {
  const ascii = download.file(true)
  const own = download.file(false)
  return own === ascii
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(own)}`
}

/** A request's path, or '' when its target is no URL at all (the static handler answers that one). */
function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://host').pathname
  } catch {
    return ''
  }
}

/**
 * The handler: answers an export's path (true) and leaves every other request to the caller (false).
 * Call it only for a request whose Host passed the server's check.
 */
export function exportRoutes(
  source: ExportSource,
  clock: () => number = Date.now
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const make = DOWNLOADS.get(pathOf(req.url))
    if (make === undefined) return false
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...ERROR_HEADERS, allow: 'GET, HEAD' }).end()
      return true
    }
    const download = make(source, clock())
    const body = Buffer.from(download.body, 'utf8')
    // A refusal's headers (security headers, a CSP that allows nothing, no-store) with the file's type.
    res.writeHead(200, {
      ...ERROR_HEADERS,
      'content-type': download.type,
      'content-length': String(body.length),
      'content-disposition': attachment(download)
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
