// Issue 52: the tournament this app follows, kept while the player is at a table (the tournament's page
// is unmounted then), and the rule that moves the device: a seat for a stage whose table has deals left
// to play is joined at once, with the seat's token and nothing typed. A seat already followed is not
// followed again (a device that comes back is told its seat again), nor a table that has finished.
import { app } from '../state/app.svelte'
import type { TournamentRoute } from '../state/app.svelte'
import { TournamentStore, tableAddressFor } from './tournament-store.svelte'
import type { YourSeat } from './tournament-store.svelte'
import type { TableAddress } from '../../../protocol/tournament-messages'
import { t } from '../i18n'

let current: TournamentStore | null = null
let followed: string | null = null

/** The store for a tournament route: the one already open for it, or a new one. */
export function tournamentFor(route: TournamentRoute): TournamentStore {
  if (current !== null && current.address === route.address && current.directorKey === route.directorKey)
    return current
  current?.close()
  followed = null
  current = new TournamentStore(route.address, route.directorKey, followSeat, undefined, watchTable)
  current.start()
  return current
}

/** The app stops following (Home › leave the tournament). */
export function closeTournament(): void {
  current?.close()
  current = null
  followed = null
}

/** Whether a seat's table still has deals to play, as far as the frame says. */
export function tableStillPlaying(store: TournamentStore, seat: YourSeat): boolean {
  const deals = store.frame?.tournament.settings.dealsPerStage ?? 0
  const table = store.frame?.tables.find((t) => t.table === seat.table && t.stage === seat.stage)
  return (table?.progress?.finished ?? 0) < deals
}

/** Joins the seat's table, unless this device already followed it or the table has finished. */
export function followSeat(seat: YourSeat, store: TournamentStore): void {
  const key = `${seat.stage}.${seat.table}.${seat.port}`
  if (followed === key || !tableStillPlaying(store, seat)) return
  followed = key
  openSeat(seat, store)
}

/** The seat's table, now (a player's "Go to my table"). */
export function openSeat(seat: YourSeat, store: TournamentStore): void {
  app.join({
    address: tableAddressFor(store.address, seat.port),
    name: store.name ?? '',
    ownerToken: seat.token
  })
}

/** A table the tournament let this device watch (every table has finished the deal it plays). */
export function watchTable(where: TableAddress, store: TournamentStore): void {
  app.join({
    address: tableAddressFor(store.address, where.port),
    name: store.name ?? (app.playerName || t('tournament.watcherName')),
    spectate: true
  })
}
