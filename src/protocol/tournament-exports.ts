// Where a tournament's exports are (issue 52, docs/tournament.md › Export): three files on the tournament's
// own port, for the host that serves them (server/tournament/export-routes.ts) and the page that links to
// them (renderer/src/tournament/TournamentExport.svelte), and the two JSON documents' names (their shapes:
// src/tournament/export.ts). zod-free: any layer may import it.

/** What `format` says in a standings export, so a file of something else is told apart at once. */
export const STANDINGS_EXPORT_FORMAT = 'five-three-five/tournament-standings'
/** What `format` says in a records export: each of its `records` is a match record file's content. */
export const RECORDS_EXPORT_FORMAT = 'five-three-five/tournament-records'
/** Bumped on any change to either document's shape. */
export const TOURNAMENT_EXPORT_VERSION = 1

/** The three downloads, by what they hold. */
export const TOURNAMENT_EXPORT_PATHS = {
  standingsCsv: '/tournament/standings.csv',
  standingsJson: '/tournament/standings.json',
  recordsCsv: '/tournament/records.csv',
  records: '/tournament/records.json'
} as const
export type TournamentExport = keyof typeof TOURNAMENT_EXPORT_PATHS

/** The download's address at a tournament served at `address` (`host:port`, as the LAN list and the
 *  tournament's frame give it; an IPv6 host in brackets). */
export function tournamentExportUrl(address: string, which: TournamentExport): string {
  return `http://${address}${TOURNAMENT_EXPORT_PATHS[which]}`
}
